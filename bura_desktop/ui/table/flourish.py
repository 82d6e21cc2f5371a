"""A short flourish round a plate for the table's big moments, a Bura or a winning claim: a
gold ring and a few sparks that spread and fade in about half a second. Not a fanfare; and
none at all where animations are off (reduced motion), where the call's bubble says it."""

from __future__ import annotations

import math

from PySide6.QtCore import Property, QEasingCurve, QPointF, QPropertyAnimation, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPen
from PySide6.QtWidgets import QGraphicsObject, QStyleOptionGraphicsItem, QWidget

from bura_desktop.ui.table import timing

GOLD = QColor("#ffd54f")
FLOURISH_MS = 650
SPARKS = 10


class Flourish(QGraphicsObject):
    """Spreads from ``around`` (a plate's rect in the scene) and leaves the scene by itself."""

    def __init__(self, around: QRectF) -> None:
        super().__init__()
        self._around = QRectF(around)
        self._progress = 0.0
        self._reach = max(around.width(), around.height()) * 0.35
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def boundingRect(self) -> QRectF:
        r = self._reach + 4
        return self._around.adjusted(-r, -r, r, r)

    def _get_progress(self) -> float:
        return self._progress

    def _set_progress(self, value: float) -> None:
        self._progress = value
        self.update()

    progress = Property(float, _get_progress, _set_progress)

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        p = self._progress
        gold = QColor(GOLD)
        gold.setAlphaF(max(0.0, 1.0 - p) * 0.9)
        grow = self._reach * p
        ring = self._around.adjusted(-grow, -grow, grow, grow)
        radius = ring.height() / 2
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.setPen(QPen(gold, 3.0 * (1.0 - p) + 0.5))
        painter.drawRoundedRect(ring, radius, radius)
        centre = self._around.center()
        rx = self._around.width() / 2 + self._reach * (0.3 + p)
        ry = self._around.height() / 2 + self._reach * (0.3 + p)
        painter.setPen(QPen(gold, 2.0, c=Qt.PenCapStyle.RoundCap))
        for i in range(SPARKS):
            angle = 2 * math.pi * i / SPARKS
            ux, uy = math.cos(angle), math.sin(angle)
            tip = QPointF(centre.x() + ux * rx, centre.y() + uy * ry)
            tail = QPointF(tip.x() - ux * 6 * (1 - p), tip.y() - uy * 6 * (1 - p))
            painter.drawLine(tail, tip)

    def play(self) -> None:
        """Spread and fade, then leave (the table shows none where animations are off)."""
        animation = QPropertyAnimation(self, b"progress", self)
        animation.setStartValue(0.0)
        animation.setEndValue(1.0)
        animation.setDuration(max(1, timing.ms(FLOURISH_MS)))
        animation.setEasingCurve(QEasingCurve.Type.OutCubic)
        animation.finished.connect(self._leave)
        animation.start(QPropertyAnimation.DeletionPolicy.DeleteWhenStopped)

    def _leave(self) -> None:
        scene = self.scene()
        if scene is not None:
            scene.removeItem(self)
        self.deleteLater()
