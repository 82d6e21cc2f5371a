"""Render every platform icon from resources/icons/bura-desktop.svg.

Run after changing the SVG and commit what it writes (the release builds use the committed
files, so no OS needs an icon tool):

    QT_QPA_PLATFORM=offscreen python packaging/make_icons.py

Writes, under packaging/icons/:
  hicolor/<n>x<n>/apps/<APP_ID>.png and hicolor/scalable/apps/<APP_ID>.svg   (Linux)
  bura-desktop.ico    (Windows: 16-256 px; BMP entries up to 48 px, PNG above, like Windows' own)
  bura-desktop.icns   (macOS: PNG entries 16-1024 px, the format iconutil writes)

.ico and .icns are written by hand here: both are a small directory of images, and doing it
ourselves avoids Pillow or a macOS-only iconutil as build dependencies.
"""

from __future__ import annotations

import shutil
import struct
import sys
from pathlib import Path

from PySide6.QtCore import QBuffer, QByteArray, QIODevice, Qt
from PySide6.QtGui import QGuiApplication, QImage, QPainter
from PySide6.QtSvg import QSvgRenderer

APP_ID = "io.github.bura_desktop.bura-desktop"
ROOT = Path(__file__).resolve().parent.parent
SOURCE = ROOT / "resources" / "icons" / "bura-desktop.svg"
OUT = ROOT / "packaging" / "icons"

HICOLOR_SIZES = (16, 24, 32, 48, 64, 128, 256, 512)
ICO_SIZES = (16, 24, 32, 48, 64, 128, 256)
# OSType per pixel size as iconutil writes them; 'ic11'-'ic14' are the @2x twins of
# 16/32/128/256 and hold the same pixels as ic12/ic07/ic08/ic09 at double size.
ICNS_TYPES = (
    (b"icp4", 16),
    (b"ic11", 32),
    (b"icp5", 32),
    (b"ic12", 64),
    (b"ic07", 128),
    (b"ic13", 256),
    (b"ic08", 256),
    (b"ic14", 512),
    (b"ic09", 512),
    (b"ic10", 1024),
)


def render(renderer: QSvgRenderer, size: int) -> QImage:
    image = QImage(size, size, QImage.Format.Format_ARGB32)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
    renderer.render(painter)
    painter.end()
    return image


def png_bytes(image: QImage) -> bytes:
    data = QByteArray()
    buffer = QBuffer(data)
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    if not image.save(buffer, "PNG", 0):  # quality 0 = strongest zlib compression; lossless
        raise RuntimeError("PNG encoding failed")
    buffer.close()
    return bytes(data.data())


def dib_bytes(image: QImage) -> bytes:
    """An ICO BMP entry: BITMAPINFOHEADER, bottom-up BGRA rows, then the (unused) AND mask."""
    size = image.width()
    header = struct.pack("<IiiHHIIiiII", 40, size, size * 2, 1, 32, 0, 0, 0, 0, 0, 0)
    argb = image.convertToFormat(QImage.Format.Format_ARGB32)
    stride = size * 4  # ARGB32 is BGRA in memory on little-endian, which is what BMP wants
    rows = [bytes(argb.constScanLine(y))[:stride] for y in range(size)]
    mask_row = b"\0" * (((size + 31) // 32) * 4)  # alpha does the masking; the AND mask stays 0
    return header + b"".join(reversed(rows)) + mask_row * size


def write_ico(images: dict[int, QImage], path: Path) -> None:
    entries = [(s, dib_bytes(images[s]) if s <= 48 else png_bytes(images[s])) for s in ICO_SIZES]
    offset = 6 + 16 * len(entries)
    directory = struct.pack("<HHH", 0, 1, len(entries))
    for size, blob in entries:
        dim = 0 if size >= 256 else size  # 0 means 256 in an ICONDIRENTRY
        directory += struct.pack("<BBBBHHII", dim, dim, 0, 0, 1, 32, len(blob), offset)
        offset += len(blob)
    path.write_bytes(directory + b"".join(blob for _, blob in entries))


def write_icns(pngs: dict[int, bytes], path: Path) -> None:
    body = b"".join(t + struct.pack(">I", 8 + len(pngs[s])) + pngs[s] for t, s in ICNS_TYPES)
    path.write_bytes(b"icns" + struct.pack(">I", 8 + len(body)) + body)


def main() -> int:
    # QPainter on a QImage still wants a QGuiApplication (fonts, platform plugin).
    app = QGuiApplication.instance() or QGuiApplication(sys.argv[:1])
    renderer = QSvgRenderer(str(SOURCE))
    if not renderer.isValid():
        print(f"cannot read {SOURCE}", file=sys.stderr)
        return 1
    sizes = sorted(set(HICOLOR_SIZES) | set(ICO_SIZES) | {s for _, s in ICNS_TYPES})
    images = {s: render(renderer, s) for s in sizes}
    pngs = {s: png_bytes(images[s]) for s in sizes}

    for size in HICOLOR_SIZES:
        target = OUT / "hicolor" / f"{size}x{size}" / "apps" / f"{APP_ID}.png"
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_bytes(pngs[size])
    scalable = OUT / "hicolor" / "scalable" / "apps" / f"{APP_ID}.svg"
    scalable.parent.mkdir(parents=True, exist_ok=True)
    shutil.copyfile(SOURCE, scalable)

    write_ico(images, OUT / "bura-desktop.ico")
    write_icns(pngs, OUT / "bura-desktop.icns")
    del app
    for path in sorted(OUT.rglob("*")):
        if path.is_file():
            print(f"{path.stat().st_size:>8}  {path.relative_to(ROOT)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
