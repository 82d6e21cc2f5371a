"""What a fresh clone meets first: the game run with a Python that lacks its requirements says
how to set up, and the README's bundle build leaves nothing for git to pick up."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

from bura_desktop import requirements

ROOT = Path(__file__).resolve().parents[2]


def test_a_python_without_the_requirements_is_told_how_to_set_up():
    # -S: no site-packages, as a system Python without PySide6 and platformdirs has.
    result = subprocess.run(
        [sys.executable, "-S", "-m", "bura_desktop"],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert result.returncode == 1
    assert "Traceback" not in result.stderr and "ModuleNotFoundError" not in result.stderr
    assert "has no PySide6, platformdirs, miniaudio" in result.stderr
    assert "python3 tools/dev.py play" in result.stderr


def test_only_what_is_missing_is_named(monkeypatch):
    import importlib.util

    real = importlib.util.find_spec
    monkeypatch.setattr(
        importlib.util, "find_spec", lambda name: None if name == "miniaudio" else real(name)
    )
    assert requirements.missing() == ["miniaudio"]
    assert requirements.missing.__module__ == "bura_desktop.requirements"


def test_the_readme_s_build_environment_is_ignored_by_git():
    ignored = subprocess.run(
        ["git", "check-ignore", "-q", ".venv-pack/bin/python"], cwd=ROOT, check=False
    )
    assert ignored.returncode == 0
    assert ".venv-pack" in (ROOT / "README.md").read_text(encoding="utf-8")
