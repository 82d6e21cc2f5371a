"""Set up the development environment when needed, then play, test or lint.

    python3 tools/dev.py play [game options]   # e.g. --seed 7
    python3 tools/dev.py test [pytest options]
    python3 tools/dev.py lint                  # ruff, and mypy on the package, tools and tests

The environment is a virtual environment in .venv with the package installed in editable mode:
for ``play`` only what the game needs (PySide6, platformdirs, miniaudio), for ``test`` and
``lint`` also the release build's pinned inputs (packaging/requirements-build.txt) and the dev
extras (pytest, ruff, mypy, ...). Each is (re)installed whenever pyproject.toml (or the pinned
file) changes.
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


# The release build's pinned inputs (PySide6, PyInstaller, ...): the test environment installs
# them first, so the suite tests, and builds its bundle with, what the releases ship.
PINNED = ROOT / "packaging" / "requirements-build.txt"


def stamp(extras: str) -> Path:
    """The file that records which inputs the install with ``extras`` was made from."""
    return VENV / f"bura-desktop-{extras or 'game'}.stamp"


def fingerprint(extras: str) -> str:
    inputs = [ROOT / "pyproject.toml"] + ([PINNED] if extras else [])
    return hashlib.sha256(b"".join(path.read_bytes() for path in inputs)).hexdigest()


def current(extras: str) -> bool:
    return stamp(extras).exists() and stamp(extras).read_text() == fingerprint(extras)


def pip_target(extras: str) -> str:
    return f"{ROOT}[{extras}]" if extras else str(ROOT)


def ensure_environment(extras: str = "") -> Path:
    """The virtual environment's Python, with the game (and ``extras``) installed and current.

    The dev install includes the game's own requirements, so it also counts as the game's.
    """
    python = venv_python()
    if python.exists() and (current(extras) or current("dev")):
        return python
    if not python.exists():
        print("Creating the virtual environment in .venv ...", flush=True)
        venv.EnvBuilder(with_pip=True).create(VENV)
    what = "and its test tools " if extras else ""
    print(f"Installing Bura Desktop {what}into .venv ...", flush=True)
    pip = [str(python), "-m", "pip", "install", "--disable-pip-version-check", "-q"]
    if extras:  # hash-checked, so in a call of its own (an editable install has no hash)
        subprocess.run([*pip, "--require-hashes", "-r", str(PINNED)], check=True)
    subprocess.run([*pip, "-e", pip_target(extras)], check=True)
    stamp(extras).write_text(fingerprint(extras))
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
