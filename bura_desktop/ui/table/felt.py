"""The table itself: a cloth in a wooden rim with rounded ends, in a room of the cloth's
deep shade.

Painted once per size, cloth colour and room colour into a pixmap, so a repaint of the
table (a card moving) copies pixels instead of drawing gradients again. The room round the
rim, like the log beside it, is a deep shade of the cloth whatever the system's colours: the
window is all table.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, QSize, Qt
from PySide6.QtGui import (
    QBrush,
    QColor,
    QLinearGradient,
    QPainter,
    QPainterPath,
    QPen,
    QPixmap,
    QRadialGradient,
)

RIM_WOOD = QColor("#6b4226")
# How round the table's ends are, as a share of its shorter side.
ROUNDING = 0.22


def room_colour(felt: QColor) -> QColor:
    """The room round the table, and the log beside it: a deep shade of the cloth."""
    return felt.darker(330)


def rim_width(size: QSize) -> float:
    return min(16.0, max(6.0, min(size.width(), size.height()) * 0.016))


def felt_path(size: QSize) -> QPainterPath:
    """The cloth's outline, inside the rim."""
    rim = rim_width(size)
    outer = QRectF(1, 1, size.width() - 2, size.height() - 2)
    cloth = outer.adjusted(rim, rim, -rim, -rim)
    radius = min(size.width(), size.height()) * ROUNDING
    path = QPainterPath()
    path.addRoundedRect(cloth, radius - rim, radius - rim)
    return path


class FeltPainter:
    """The table's picture for one size at a time: painted again only when something it shows
    changes."""

    def __init__(self) -> None:
        self._key: tuple[int, int, str, str, float] | None = None
        self._pixmap = QPixmap()

    def pixmap(self, size: QSize, felt: QColor, surround: QColor, dpr: float) -> QPixmap:
        key = (size.width(), size.height(), felt.name(), surround.name(), dpr)
        if key != self._key:
            self._key = key
            self._pixmap = _paint(size, felt, surround, dpr)
        return self._pixmap


def _paint(size: QSize, felt: QColor, surround: QColor, dpr: float) -> QPixmap:
    pixmap = QPixmap(max(1, round(size.width() * dpr)), max(1, round(size.height() * dpr)))
    pixmap.setDevicePixelRatio(dpr)
    pixmap.fill(surround)
    painter = QPainter(pixmap)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    w, h = float(size.width()), float(size.height())
    radius = min(w, h) * ROUNDING
    outer = QRectF(1, 1, w - 2, h - 2)
    # A shadow the table casts on the room round it.
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QColor(0, 0, 0, 60))
    painter.drawRoundedRect(outer.adjusted(0, 2, 0, 1), radius, radius)
    wood = QLinearGradient(QPointF(0, 0), QPointF(0, h))
    wood.setColorAt(0.0, RIM_WOOD.lighter(135))
    wood.setColorAt(0.5, RIM_WOOD)
    wood.setColorAt(1.0, RIM_WOOD.darker(150))
    painter.setBrush(QBrush(wood))
    painter.setPen(QPen(RIM_WOOD.darker(200), 1))
    painter.drawRoundedRect(outer, radius, radius)
    cloth = felt_path(size)
    centre = QPointF(w / 2, h / 2)
    light = QRadialGradient(centre, max(w, h) * 0.62)
    light.setColorAt(0.0, felt.lighter(118))
    light.setColorAt(0.7, felt)
    light.setColorAt(1.0, felt.darker(150))
    painter.setBrush(QBrush(light))
    painter.setPen(Qt.PenStyle.NoPen)
    painter.drawPath(cloth)
    # The cloth dips under the rim: a dark line inside, a light one on the wood's edge.
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.setPen(QPen(QColor(0, 0, 0, 90), 3))
    painter.drawPath(cloth)
    painter.setPen(QPen(QColor(255, 255, 255, 40), 1))
    painter.drawRoundedRect(outer.adjusted(2, 2, -2, -2), radius - 2, radius - 2)
    painter.end()
    return pixmap
