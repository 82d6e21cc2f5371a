"""A bold focus ring around the focused button, in the colour of the cards' focus ring.

Fusion's own focus frame is a one-pixel tint of the button's border, easy to miss; the
buttons keep their native look and this frame is drawn around them instead.
"""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QPainter, QPaintEvent, QPen
from PySide6.QtWidgets import QAbstractButton, QApplication, QFocusFrame, QWidget

from bura_desktop.ui.table.card_item import FOCUS_COLOUR, FOCUS_SHADOW

WIDTH = 3.0


class FocusHalo(QFocusFrame):
    """Follows the keyboard focus over the buttons inside ``window``."""

    def __init__(self, window: QWidget) -> None:
        super().__init__(window)
        self._window = window
        app = QApplication.instance()
        assert isinstance(app, QApplication)
        app.focusChanged.connect(self._focus_changed)
        self.hide()  # a new child widget shows with its parent, at the top left, framing nothing

    def _focus_changed(self, _old: QWidget | None, new: QWidget | None) -> None:
        here = isinstance(new, QAbstractButton) and self._window.isAncestorOf(new)
        # None lets the frame go (Qt takes nullptr); the stub allows only a widget.
        self.setWidget(new if here else None)  # type: ignore[arg-type]

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        half = WIDTH / 2
        ring = QRectF(self.rect()).adjusted(half, half, -half, -half)
        # Dark under bright, as on the cards: one of the two stands out on any background,
        # the light button bar and the dark end-of-hand panel alike.
        painter.setPen(QPen(FOCUS_SHADOW, WIDTH))
        painter.drawRoundedRect(ring, 4.0, 4.0)
        painter.setPen(QPen(FOCUS_COLOUR, WIDTH / 2))
        painter.drawRoundedRect(ring, 4.0, 4.0)
