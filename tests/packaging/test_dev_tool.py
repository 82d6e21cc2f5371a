"""tools/dev.py, the README's two commands: ``play`` installs only what the game needs, so a
fresh clone reaches the first window soon; ``test`` and ``lint`` add the dev tools."""

from __future__ import annotations

import importlib.util
import subprocess
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
GAME = ["-e", str(ROOT)]
DEV = ["-e", f"{ROOT}[dev]"]
# The release build's inputs, hash-checked: the suite's bundle is built from what releases use.
PINNED = ["--require-hashes", "-r", str(ROOT / "packaging" / "requirements-build.txt")]


@pytest.fixture
def dev(tmp_path, monkeypatch):
    """tools/dev.py with its .venv in a temporary folder and pip recorded, not run."""
    spec = importlib.util.spec_from_file_location("dev_tool", ROOT / "tools" / "dev.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    monkeypatch.setattr(module, "VENV", tmp_path / ".venv")
    installs: list[list[str]] = []

    class FakeBuilder:
        def __init__(self, **options):
            pass

        def create(self, folder):
            module.venv_python().parent.mkdir(parents=True)
            module.venv_python().write_text("")

    def run(command, check):
        installs.append(command[command.index("-q") + 1 :])
        return subprocess.CompletedProcess(command, 0)

    monkeypatch.setattr(module.venv, "EnvBuilder", FakeBuilder)
    monkeypatch.setattr(module.subprocess, "run", run)
    module.installs = installs  # type: ignore[attr-defined]  # pip calls, kept for the tests
    return module


def test_play_installs_the_game_without_the_dev_tools(dev):
    dev.ensure_environment("")
    assert dev.installs == [GAME]  # no "[dev]": no pytest, mypy, ruff or PyInstaller
    dev.ensure_environment("")
    assert len(dev.installs) == 1, "installed again though pyproject.toml did not change"


def test_test_adds_the_dev_tools_and_then_play_needs_nothing_more(dev):
    dev.ensure_environment("")
    dev.ensure_environment("dev")
    assert dev.installs == [GAME, PINNED, DEV]
    dev.ensure_environment("dev")
    dev.ensure_environment("")
    assert len(dev.installs) == 3


def test_a_changed_pyproject_installs_again(dev):
    dev.ensure_environment("dev")
    dev.stamp("dev").write_text("an older pyproject.toml")
    dev.ensure_environment("")
    assert dev.installs == [PINNED, DEV, GAME]


def test_the_commands_choose_their_install(dev, monkeypatch):
    chosen = []

    def ensure_environment(extras=""):
        chosen.append(extras)
        return "py"

    monkeypatch.setattr(dev, "ensure_environment", ensure_environment)
    monkeypatch.setattr(dev.subprocess, "call", lambda *args, **kwargs: 0)
    for command in ("play", "test", "lint"):
        assert dev.main([command]) == 0
    assert chosen == ["", "dev", "dev"]
