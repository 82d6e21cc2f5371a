"""Release checks that run without building: the tag names the game's version."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

from bura_desktop import __version__

ROOT = Path(__file__).resolve().parents[2]


def check_version(tag: str) -> subprocess.CompletedProcess[str]:
    script = ROOT / "packaging" / "check_version.py"
    return subprocess.run([sys.executable, str(script), tag], capture_output=True, text=True)


def test_the_tag_of_this_version_passes():
    assert check_version(f"v{__version__}").returncode == 0
    assert check_version(f"refs/tags/v{__version__}").returncode == 0


def test_a_tag_that_differs_from_the_version_stops_the_release():
    result = check_version(f"v{__version__}.1")
    assert result.returncode == 1
    assert "does not match bura_desktop.__version__" in result.stderr


def test_the_mac_app_and_the_readme_ask_for_the_same_macos():
    """PySide6 6.10 and later need macOS 13: the bundle's plist and the README say so."""
    spec = (ROOT / "packaging" / "bura-desktop.spec").read_text(encoding="utf-8")
    assert '"LSMinimumSystemVersion": "13.0"' in spec
    assert "**macOS 13 or newer" in (ROOT / "README.md").read_text(encoding="utf-8")
