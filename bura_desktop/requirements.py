"""What the game needs besides Python, and what to say when a Python without it starts it.

``python3 -m bura_desktop`` from a fresh clone, outside the environment ``tools/dev.py`` sets
up, would end in a ModuleNotFoundError; the game says instead what is missing and how to set
it up. Standard library only: this runs before anything that needs the requirements.
"""

from __future__ import annotations

import importlib.util
import sys

# The requirements of pyproject.toml, by the name they are imported as.
REQUIRED = ("PySide6", "platformdirs", "miniaudio")


def missing() -> list[str]:
    return [name for name in REQUIRED if importlib.util.find_spec(name) is None]


def explain(names: list[str]) -> str:
    return (
        f"Bura Desktop cannot start: this Python ({sys.executable}) has no "
        f"{', '.join(names)}, which the game needs.\n"
        "From the project's folder, `python3 tools/dev.py play` sets up an environment in .venv "
        "and starts the game (again later: the same command, or .venv/bin/bura-desktop);\n"
        "or install the game into an environment of your own: `python3 -m pip install .`, "
        "then run `bura-desktop`."
    )
