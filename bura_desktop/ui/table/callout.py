"""A call made at the table ("Bura!", "31!"), shown for a moment beside the caller's plate.

Declarations and claims are the loud moments of Bura: at a real table the player says them
out loud. The callout is shown on top of everything and never blocks the table's event queue:
it fades by itself, and at animation speed "off" it simply appears and disappears.
"""

from __future__ import annotations

from PySide6.QtCore import QPropertyAnimation, QRectF, Qt, QTimer
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPen
from PySide6.QtWidgets import QGraphicsObject, QStyleOptionGraphicsItem, QWidget

from bura_desktop.ui.desktop.fonts import load_fonts
from bura_desktop.ui.table import timing

FILL = QColor(20, 20, 20, 225)
BORDER = QColor("#ffc107")
TEXT = QColor("#ffe082")
# How long a call stays readable, in ms: long enough to read at any speed, animations or not.
SHOWN_MS = 1400
FADE_MS = 180


class Callout(QGraphicsObject):
    """The words of one call, in a bubble centred at ``(x, y)`` of the scene."""

    def __init__(self, words: str, height: float) -> None:
        super().__init__()
        self.words = words
        font = QFont(load_fonts())
        font.setBold(True)
        font.setPixelSize(max(12, round(height * 0.45)))
        self._font = font
        width = QFontMetricsF(font).horizontalAdvance(words) + height * 0.9
        self._rect = QRectF(-width / 2, -height / 2, width, height)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)  # clicks go to the cards below

    def boundingRect(self) -> QRectF:
        return self._rect.adjusted(-2, -2, 2, 2)

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        radius = self._rect.height() / 2
        painter.setPen(QPen(BORDER, 2.5))
        painter.setBrush(FILL)
        painter.drawRoundedRect(self._rect, radius, radius)
        painter.setFont(self._font)
        painter.setPen(TEXT)
        painter.drawText(self._rect, Qt.AlignmentFlag.AlignCenter, self.words)

    def show_for_a_moment(self) -> None:
        """Fade in, stay, fade out, then leave the scene."""
        fade_ms = timing.ms(FADE_MS)
        if fade_ms:
            self._animate(0.0, 1.0, fade_ms)
        QTimer.singleShot(SHOWN_MS, self, self._leave)

    def _leave(self) -> None:
        fade_ms = timing.ms(FADE_MS)
        if not fade_ms:
            self.withdraw()
            return
        self._animate(1.0, 0.0, fade_ms).finished.connect(self.withdraw)

    def _animate(self, start: float, end: float, duration: int) -> QPropertyAnimation:
        animation = QPropertyAnimation(self, b"opacity", self)
        animation.setStartValue(start)
        animation.setEndValue(end)
        animation.setDuration(duration)
        animation.start(QPropertyAnimation.DeletionPolicy.DeleteWhenStopped)
        return animation

    def withdraw(self) -> None:
        """Leave the scene now."""
        scene = self.scene()
        if scene is not None:
            scene.removeItem(self)
        self.deleteLater()
