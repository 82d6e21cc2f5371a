"""Every icon the packages use is committed, at every size, and made from the app SVG
(packaging/make_icons.py writes them)."""

from __future__ import annotations

import struct
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
APP_ID = "io.github.bura_desktop.bura-desktop"
ICONS = ROOT / "packaging" / "icons"
SOURCE = ROOT / "resources" / "icons" / "bura-desktop.svg"
SIZES = (16, 24, 32, 48, 64, 128, 256, 512)


def png_size(data: bytes) -> tuple[int, int]:
    assert data[:8] == b"\x89PNG\r\n\x1a\n", "not a PNG"
    return struct.unpack(">II", data[16:24])


@pytest.mark.parametrize("size", SIZES)
def test_hicolor_png_at_every_size(size):
    path = ICONS / "hicolor" / f"{size}x{size}" / "apps" / f"{APP_ID}.png"
    assert png_size(path.read_bytes()) == (size, size)


def test_scalable_icon_is_the_app_svg():
    scalable = ICONS / "hicolor" / "scalable" / "apps" / f"{APP_ID}.svg"
    assert scalable.read_bytes() == SOURCE.read_bytes(), "run packaging/make_icons.py"


def test_windows_ico_holds_16_to_256():
    data = (ICONS / "bura-desktop.ico").read_bytes()
    reserved, kind, count = struct.unpack("<HHH", data[:6])
    assert (reserved, kind) == (0, 1)
    sizes = {data[6 + 16 * i] or 256 for i in range(count)}
    assert {16, 24, 32, 48, 256} <= sizes


def test_macos_icns_holds_16_to_1024():
    data = (ICONS / "bura-desktop.icns").read_bytes()
    assert data[:4] == b"icns" and struct.unpack(">I", data[4:8])[0] == len(data)
    sizes, offset = set(), 8
    while offset < len(data):
        length = struct.unpack(">I", data[offset + 4 : offset + 8])[0]
        sizes.add(png_size(data[offset + 8 : offset + length])[0])
        offset += length
    assert {16, 32, 64, 128, 256, 512, 1024} <= sizes
