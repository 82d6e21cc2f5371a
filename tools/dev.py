"""Set up the development environment when needed, then play, test or lint.

    python3 tools/dev.py play [game options]   # e.g. --seed 7
    python3 tools/dev.py test [pytest options]
    python3 tools/dev.py lint                  # ruff, and mypy on the engine

The environment is a virtual environment in .venv with the package installed in editable mode
and its dev extras; it is (re)installed whenever pyproject.toml changes.
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
STAMP = VENV / "bura-desktop.stamp"


def venv_python() -> Path:
    if os.name == "nt":
        return VENV / "Scripts" / "python.exe"
    return VENV / "bin" / "python"


def ensure_environment() -> Path:
    python = venv_python()
    wanted = hashlib.sha256((ROOT / "pyproject.toml").read_bytes()).hexdigest()
    if python.exists() and STAMP.exists() and STAMP.read_text() == wanted:
        return python
    if not python.exists():
        print("Creating the virtual environment in .venv ...", flush=True)
        venv.EnvBuilder(with_pip=True).create(VENV)
    print("Installing Bura Desktop and its test tools into .venv ...", flush=True)
    pip = [str(python), "-m", "pip", "install", "--disable-pip-version-check", "-q"]
    subprocess.run([*pip, "-e", f"{ROOT}[dev]"], check=True)
    STAMP.write_text(wanted)
    return python


def main(argv: list[str]) -> int:
    if not argv or argv[0] not in ("play", "test", "lint"):
        print(__doc__.strip(), file=sys.stderr)
        return 2
    command, rest = argv[0], argv[1:]
    python = str(ensure_environment())
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
