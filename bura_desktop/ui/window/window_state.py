"""Where the window opens: as it was left, if that still fits a screen, else a size that does."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QRect, QSize
from PySide6.QtGui import QGuiApplication

from bura_desktop.storage.settings import WindowSettings

# The size the window opens at the first time, on a screen large enough for it.
PREFERRED = QSize(1280, 800)
# The smallest window whose table, buttons and log stay legible: less than an 800×600 screen
# leaves a maximised window once a panel, the title bar and the menu bar have their share
# (tests/ui/test_screens.py checks the window at what such screens leave it).
MINIMUM = QSize(680, 480)  # the table's least width, the log's and the handle between
# Room left on the screen around a new window for its frame, title bar and a panel or dock.
MARGIN = QSize(40, 80)
# How much of a remembered window must lie on a screen to be reached there: its top edge, where
# the title bar is, for this many pixels across and down.
GRIP = QSize(120, 40)


def placement(saved: WindowSettings, screens: Sequence[QRect], primary: QRect) -> QRect:
    """The window's rectangle (without its frame): the saved one if a screen shows enough of it
    to grab and it is no larger than that screen, else the default on ``primary``.

    ``screens`` and ``primary`` are available geometries (the desktop less its panels)."""
    rect = _saved_rect(saved)
    if rect is not None and _usable(rect, screens):
        return rect
    return default_placement(primary)


def _saved_rect(saved: WindowSettings) -> QRect | None:
    if saved.x is None or saved.y is None or saved.width is None or saved.height is None:
        return None
    return QRect(saved.x, saved.y, saved.width, saved.height)


def _usable(rect: QRect, screens: Sequence[QRect]) -> bool:
    if rect.width() < MINIMUM.width() or rect.height() < MINIMUM.height():
        return False
    grip = QRect(rect.topLeft(), QSize(min(GRIP.width(), rect.width()), GRIP.height()))
    return any(
        screen.contains(grip)
        and rect.width() <= screen.width()
        and rect.height() <= screen.height()
        for screen in screens
    )


def default_placement(screen: QRect) -> QRect:
    """The preferred size, or less to fit ``screen`` with its margins, centred on it."""
    room = screen.size() - MARGIN
    size = PREFERRED.boundedTo(room).expandedTo(MINIMUM)
    rect = QRect(0, 0, size.width(), size.height())
    rect.moveCenter(screen.center())
    # Below the top of the screen, where the title bar must be reachable, even if that cuts
    # off the bottom of a screen smaller than the minimum.
    rect.moveTop(max(rect.top(), screen.top() + MARGIN.height() // 2))
    rect.moveLeft(max(rect.left(), screen.left()))
    return rect


def available_screens() -> tuple[list[QRect], QRect]:
    """Every screen's available geometry, and the primary one's."""
    screens = [screen.availableGeometry() for screen in QGuiApplication.screens()]
    primary = QGuiApplication.primaryScreen()
    return screens, primary.availableGeometry() if primary is not None else QRect(0, 0, 1366, 728)
