"""The game window around the table: the log beside it, which gives way first when the window
is small, and the window's size, place and state as the next start should open them."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QEvent, QObject, QRect, Qt
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QMainWindow, QSplitter, QVBoxLayout, QWidget

from bura_desktop.storage.settings import WindowSettings
from bura_desktop.ui.desktop import screen_room
from bura_desktop.ui.window import window_state
from bura_desktop.ui.window.log_panel import LogPanel

LOG_MINIMUM_WIDTH = 180
LOG_DEFAULT_WIDTH = 240
LOG_SHARE = 5  # the log is at most this part of the window's width
# A window this near the screen's size (its title bar aside) is maximised or full screen,
# whatever state the window manager reports on the way.
FILLING = 60


class _NormalSize(QObject):
    """The window's last normal (not maximised, not full screen) place and size.

    Qt's ``normalGeometry`` is not enough: leaving full screen for maximised, a window manager
    (openbox, seen) passes through the normal state at the full screen's size, and Qt takes
    that for the normal size, so a maximised window quit after F11 twice came back screen-sized.
    A rect that fills the screen is never taken for the normal one here."""

    def __init__(self, window: QMainWindow) -> None:
        super().__init__(window)
        self.window = window
        self.rect: QRect | None = None
        window.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        moved = (QEvent.Type.Move, QEvent.Type.Resize, QEvent.Type.WindowStateChange)
        if event.type() in moved:
            self.look()
        return False

    def look(self) -> None:
        window = self.window
        if window.windowState() != Qt.WindowState.WindowNoState or not window.isVisible():
            return
        rect = window.geometry()
        screen = screen_room.available(window)
        filling = rect.width() >= screen.width() and rect.height() >= screen.height() - FILLING
        if not filling:
            self.rect = rect


class _LogGivesWay(QObject):
    """Fits the log to the splitter's new width before the splitter shares it out: a window
    resized is then one new layout of the table, not one beside the log's old width and
    another beside its new one."""

    def __init__(self, splitter: QSplitter, fit: Callable[[], None]) -> None:
        super().__init__(splitter)
        self.fit = fit
        splitter.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Resize:
            self.fit()
        return False


class WindowFrame:
    """The table ``view`` and the ``log`` side by side in ``window``."""

    def __init__(self, window: QMainWindow, view: QWidget, log: LogPanel) -> None:
        self.window = window
        self.log = log
        log.setMinimumWidth(LOG_MINIMUM_WIDTH)
        splitter = QSplitter(Qt.Orientation.Horizontal)
        splitter.addWidget(view)
        splitter.addWidget(log)
        # A larger window is a larger table; the log keeps the width it was given.
        splitter.setStretchFactor(0, 1)
        splitter.setStretchFactor(1, 0)
        # View > Log hides the log: dragging only makes it wider or narrower.
        splitter.setCollapsible(0, False)
        splitter.setCollapsible(1, False)
        splitter.setHandleWidth(4)
        self.splitter = splitter
        # The width the player gives the log by dragging, kept when the window shrinks it.
        self.log_width = LOG_DEFAULT_WIDTH
        self.log_shown = True  # View > Log (before the window shows, the log is not yet visible)
        self.normal = _NormalSize(window)
        # The state full screen leaves to (maximised or not), from when it was entered: a
        # window manager may report a full screen window as no longer maximised (openbox).
        self.leave_to: Qt.WindowState | None = None
        splitter.splitterMoved.connect(self._log_dragged)
        _LogGivesWay(splitter, self.fit_log)
        central = QWidget()
        column = QVBoxLayout(central)
        column.setContentsMargins(0, 0, 0, 0)
        column.addWidget(splitter, 1)
        window.setCentralWidget(central)

    def _log_dragged(self) -> None:
        self.log_width = self.log.width()

    def show_log(self, on: bool) -> None:
        self.log_shown = on
        self.log.setVisible(on)
        self.fit_log()

    def fit_log(self) -> None:
        """The table keeps most of a small window: the log gives way first, and takes back
        the width it was given when the window grows again."""
        if self.log.isHidden():
            return
        total = self.splitter.width()  # the window's
        width = min(self.log_width, max(LOG_MINIMUM_WIDTH, total // LOG_SHARE))
        self.splitter.setSizes([max(0, total - width), width])

    def colour(self, felt: QColor) -> None:
        self.log.set_felt(felt)
        # The handle between table and log is a strip of the felt's shade, easy to find.
        self.splitter.setStyleSheet(
            f"QSplitter::handle {{ background: {felt.darker(180).name()}; }}"
        )

    def full_screen(self, on: bool) -> None:
        """Full screen on, or off back to the window as it was before: maximised, or the
        normal size and place it had."""
        window = self.window
        state = window.windowState()
        full = Qt.WindowState.WindowFullScreen
        if on:
            if not state & full:
                self.leave_to = state & ~full & ~Qt.WindowState.WindowMinimized
            window.setWindowState(state | full)
            return
        back = self.leave_to if self.leave_to is not None else state & ~full
        self.leave_to = None
        if back & Qt.WindowState.WindowMaximized:
            window.setWindowState(Qt.WindowState.WindowMaximized)
            return
        window.setWindowState(Qt.WindowState.WindowNoState)
        if self.normal.rect is not None:
            window.setGeometry(self.normal.rect)

    def maximised(self) -> bool:
        """Maximised, or full screen from a maximised window."""
        if self.window.isFullScreen() and self.leave_to is not None:
            return bool(self.leave_to & Qt.WindowState.WindowMaximized)
        return self.window.isMaximized()

    def restore(self, saved: WindowSettings) -> None:
        """Size, place and state the window as it was left, where that still fits a screen."""
        window = self.window
        window.setMinimumSize(window_state.MINIMUM)
        screens, primary = window_state.available_screens()
        window.setGeometry(window_state.placement(saved, screens, primary))
        self.log_width = saved.log_width or LOG_DEFAULT_WIDTH
        self.show_log(saved.log)
        state = Qt.WindowState.WindowNoState
        if saved.maximised:
            state |= Qt.WindowState.WindowMaximized
        if saved.full_screen:
            self.leave_to = state
            state |= Qt.WindowState.WindowFullScreen
        window.setWindowState(state)

    def now(self) -> WindowSettings:
        """The window as it is, to open it the same way next time."""
        window = self.window
        # Not maximised nor full screen: the size to go back to from those.
        normal = self.normal.rect or window.normalGeometry()
        if window.windowState() == Qt.WindowState.WindowNoState:
            normal = window.geometry()
        return WindowSettings(
            x=normal.x(),
            y=normal.y(),
            width=normal.width(),
            height=normal.height(),
            maximised=self.maximised(),
            full_screen=window.isFullScreen(),
            log=self.log_shown,
            log_width=self.log_width,
        )


__all__ = ["WindowFrame"]
