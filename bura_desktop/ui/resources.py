"""Where the bundled art and fonts live (inside the package, so they ship as package data)."""

from __future__ import annotations

from pathlib import Path

RESOURCES = Path(__file__).resolve().parent.parent / "resources"


def resource_path(*parts: str) -> Path:
    return RESOURCES.joinpath(*parts)
