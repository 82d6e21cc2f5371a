"""The table pointing at what a lesson's sentence is about: a gold ring round a card, the
trick, the stock or the pot, breathing gently (still, when animations are off)."""

from __future__ import annotations

from PySide6.QtCore import Property, QEasingCurve, QPropertyAnimation, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPen
from PySide6.QtWidgets import QGraphicsObject, QStyleOptionGraphicsItem, QWidget

from bura_desktop.ui.table import timing

RING = QColor("#ffc107")
BREATH_MS = 900  # one breath in or out, at normal speed
MARGIN = 6.0  # between the ring and what it rings


class Pointer(QGraphicsObject):
    """A ring round ``rect`` (scene coordinates), above the cards; clicks pass through."""

    def __init__(self, rect: QRectF) -> None:
        super().__init__()
        self._rect = rect.adjusted(-MARGIN, -MARGIN, MARGIN, MARGIN)
        self._glow = 1.0
        self.setZValue(900)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self._breath: QPropertyAnimation | None = None
        duration = timing.ms(BREATH_MS)
        if duration:
            breath = QPropertyAnimation(self, b"glow", self)
            breath.setStartValue(1.0)
            breath.setKeyValueAt(0.5, 0.35)
            breath.setEndValue(1.0)
            breath.setDuration(2 * duration)
            breath.setEasingCurve(QEasingCurve.Type.InOutSine)
            breath.setLoopCount(-1)
            breath.start()
            self._breath = breath

    def _get_glow(self) -> float:
        return self._glow

    def _set_glow(self, glow: float) -> None:
        self._glow = glow
        self.update()

    glow = Property(float, _get_glow, _set_glow)

    def boundingRect(self) -> QRectF:
        return self._rect.adjusted(-4, -4, 4, 4)

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        colour = QColor(RING)
        colour.setAlphaF(0.45 + 0.55 * self._glow)
        painter.setPen(QPen(colour, 3.5))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawRoundedRect(self._rect, 10, 10)

    def withdraw(self) -> None:
        if self._breath is not None:
            self._breath.stop()
        scene = self.scene()
        if scene is not None:
            scene.removeItem(self)
        self.deleteLater()


__all__ = ["Pointer"]
