"""Release checks that run without building: the tag names the game's version."""

from __future__ import annotations

import importlib.util
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


def test_the_smoke_run_reports_warnings_and_errors_from_the_log(tmp_path):
    spec = importlib.util.spec_from_file_location("smoke", ROOT / "packaging" / "smoke.py")
    assert spec is not None and spec.loader is not None
    smoke = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(smoke)
    assert smoke.log_problems(tmp_path) == [f"no log at {tmp_path / 'logs' / 'bura-desktop.log'}"]
    (tmp_path / "logs").mkdir()
    log = tmp_path / "logs" / "bura-desktop.log"
    log.write_text("2026-12-03 10:00:00,000 1 INFO bura_desktop: Bura Desktop 0.1.0\n")
    assert smoke.log_problems(tmp_path) == []
    failure = (
        "2026-12-03 10:00:01,000 1 WARNING bura_desktop.app.pool: The search worker failed"
        " (BrokenProcessPool()): thinking in the game's process"
    )
    log.write_text(log.read_text() + failure + "\n")
    assert smoke.log_problems(tmp_path) == [f"log: {failure}"]
