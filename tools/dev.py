"""Set up the development environment when needed, then play, test or lint.

    python3 tools/dev.py play [game options]   # e.g. --seed 7
    python3 tools/dev.py test [pytest options]
    python3 tools/dev.py lint                  # ruff, and mypy on the engine

The environment is a virtual environment in .venv with the package installed in editable mode:
for ``play`` only what the game needs (PySide6 and platformdirs), for ``test`` and ``lint`` also
the dev extras (pytest, ruff, mypy, PyInstaller, ...). Each is (re)installed whenever
pyproject.toml changes.
"""

from __future__ import annotations

import hashlib
import os
import subprocess
import sys
import venv
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
VENV = ROOT / ".venv"


def venv_python() -> Path:
    if os.name == "nt":
        return VENV / "Scripts" / "python.exe"
    return VENV / "bin" / "python"


def stamp(extras: str) -> Path:
    """The file that records which pyproject.toml the install with ``extras`` was made from."""
    return VENV / f"bura-desktop-{extras or 'game'}.stamp"


def pip_target(extras: str) -> str:
    return f"{ROOT}[{extras}]" if extras else str(ROOT)


def ensure_environment(extras: str = "") -> Path:
    """The virtual environment's Python, with the game (and ``extras``) installed and current.

    The dev install includes the game's own requirements, so it also counts as the game's.
    """
    python = venv_python()
    wanted = hashlib.sha256((ROOT / "pyproject.toml").read_bytes()).hexdigest()
    if python.exists() and any(
        stamp(done).exists() and stamp(done).read_text() == wanted for done in {extras, "dev"}
    ):
        return python
    if not python.exists():
        print("Creating the virtual environment in .venv ...", flush=True)
        venv.EnvBuilder(with_pip=True).create(VENV)
    what = "and its test tools " if extras else ""
    print(f"Installing Bura Desktop {what}into .venv ...", flush=True)
    pip = [str(python), "-m", "pip", "install", "--disable-pip-version-check", "-q"]
    subprocess.run([*pip, "-e", pip_target(extras)], check=True)
    stamp(extras).write_text(wanted)
    return python


def main(argv: list[str]) -> int:
    if not argv or argv[0] not in ("play", "test", "lint"):
        print(__doc__.strip(), file=sys.stderr)
        return 2
    command, rest = argv[0], argv[1:]
    python = str(ensure_environment("" if command == "play" else "dev"))
    if command == "play":
        return subprocess.call([python, "-m", "bura_desktop", *rest], cwd=ROOT)
    if command == "test":
        env = dict(os.environ)
        env.setdefault("QT_QPA_PLATFORM", "offscreen")
        return subprocess.call([python, "-m", "pytest", *rest], cwd=ROOT, env=env)
    for step in (["ruff", "check", "."], ["ruff", "format", "--check", "."], ["mypy"]):
        code = subprocess.call([python, "-m", *step], cwd=ROOT)
        if code:
            return code
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
