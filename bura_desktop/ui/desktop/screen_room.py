"""The room a screen leaves a window, and windows sized to it: a dialog taller or wider than a
small screen (800×600, a netbook's 1024×600) would put its buttons where no one can reach them.

The room is the screen's available geometry (the desktop less its panels) less a title bar and
the frame's sides, which the window manager draws outside the geometry Qt gives a window.
"""

from __future__ import annotations

from PySide6.QtCore import QRect, QSize, Qt
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QFrame, QScrollArea, QWidget

TITLE_BAR = 32  # a little more than the common window managers' title bars
FRAME_SIDES = 8  # the frame's borders left and right (openbox: 1 px each, others more)


def available(widget: QWidget | None = None) -> QRect:
    """The available geometry of ``widget``'s screen (the primary one without a widget)."""
    screen = widget.screen() if widget is not None else QGuiApplication.primaryScreen()
    return screen.availableGeometry() if screen is not None else QRect(0, 0, 1366, 728)


def room(widget: QWidget | None = None) -> QSize:
    """The largest size a window of ``widget``'s screen may take with its title bar in sight."""
    space = available(widget)
    return QSize(max(0, space.width() - FRAME_SIDES), max(0, space.height() - TITLE_BAR))


def scrolling(page: QWidget) -> QScrollArea:
    """``page`` in a frameless area that scrolls it up and down when the room is short; it is
    as wide as the page needs (a page should wrap rather than scroll sideways)."""
    area = QScrollArea()
    area.setWidget(page)
    area.setWidgetResizable(True)
    area.setFrameShape(QFrame.Shape.NoFrame)
    area.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
    bar = area.verticalScrollBar().sizeHint().width()
    area.setMinimumWidth(page.minimumSizeHint().width() + bar)
    return area


def fit(window: QWidget, wanted: QSize | None = None) -> None:
    """``window`` at ``wanted`` (its size hint by default), as far as the room allows: what
    does not fit scrolls. Called before it first shows."""
    window.resize((wanted or window.sizeHint()).boundedTo(room(window.parentWidget() or window)))


__all__ = ["TITLE_BAR", "available", "fit", "room", "scrolling"]
