"""Where the bundled art, fonts, icon and translations live.

Their one home in the source tree is the top-level ``resources/`` folder; the wheel, PyInstaller
and the Flatpak install it as the package folder ``bura_desktop/resources`` (pyproject.toml maps
it). So: beside the package files when installed, else at the top of the checkout (a run from
source or an editable install).
"""

from __future__ import annotations

from pathlib import Path

_PACKAGE = Path(__file__).resolve().parents[2]  # bura_desktop/ui/desktop/resources.py
INSTALLED = _PACKAGE / "resources"
CHECKOUT = _PACKAGE.parent / "resources"
RESOURCES = INSTALLED if INSTALLED.is_dir() else CHECKOUT


def resource_path(*parts: str) -> Path:
    return RESOURCES.joinpath(*parts)
