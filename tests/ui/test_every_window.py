"""Every window the game can open, found rather than listed: each item of the game window's menus
is chosen, and in every window that opens each tab is shown, each button whose words end in "…"
(the sign of a button that opens another window) is pressed and each list's first entry is opened,
down to windows nobody lists by hand. On the smallest screen, in every language, each must
fit the room the screen leaves it with nothing cut."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from PySide6.QtCore import QCoreApplication, QDeadlineTimer, QRect, QTimer
from PySide6.QtGui import QAction
from PySide6.QtTest import QTest
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractItemView,
    QApplication,
    QDialog,
    QMenu,
    QTabWidget,
    QWidget,
)
from shiboken6 import isValid

from bura_desktop.core import Rules
from bura_desktop.storage.paths import Profile
from bura_desktop.ui.records.history_window import HistoryWindow
from bura_desktop.ui.records.statistics_window import StatisticsWindow
from tests.storage.sessions import play_session
from tests.ui.screens import PANEL, SCREENS, cut, room

LANGUAGES = ("en", "ru", "de", "it", "es")  # a button's words whole in every language
DEPTH = 3  # menus, then windows they open, then windows those open
# The menu items that open no window of the game's (by their words in the source), and why.
NOT_WINDOWS = {
    "&Quit": "closes the game",
    "&Learn to play": "turns the table into a lesson: test_lesson_screens walks those",
}
# The windows of the records, which read them in the records' thread, and how long what they
# open may take.
RECORDS = (StatisticsWindow, HistoryWindow)
ENTRY_MS = 5000
# How often a wait looks again: between looks the thread sleeps rather than spins.
POLL_MS = 10


def words(text: str) -> str:
    """A menu item's or button's words as read: no mnemonic, no shortcut."""
    return text.replace("&&", "\0").replace("&", "").replace("\0", "&").split("\t")[0]


class Walk:
    """What the walk opened, by the path to it, and what was wrong with each."""

    def __init__(self, space: QRect) -> None:
        self.space = space
        self.opened: list[str] = []
        self.problems: list[str] = []

    def through(self, path: str, act: Callable[[], object], depth: int, wait_ms: int = 0) -> None:
        """``act()``, and every window it opens, modal or not, looked at and closed; a window
        that ``act()`` opens later is waited for up to ``wait_ms``."""
        before = {id(w) for w in QApplication.topLevelWidgets() if w.isVisible()}
        seen: set[int] = set()

        def modal() -> None:
            # A modal window runs its own loop inside ``act()``: looked at and closed there.
            shown = QApplication.activeModalWidget()
            if shown is not None and id(shown) not in before | seen:
                seen.add(id(shown))
                self.look(f"{path} ▸ {self.title(shown)}", shown, depth)

        # A timer of its own at each depth: Qt never fires one timer inside its own slot.
        timer = QTimer(interval=20)
        timer.timeout.connect(modal)
        timer.start()
        try:
            act()
            QApplication.processEvents()
            modal()
            waited = QDeadlineTimer(wait_ms)
            while not seen and not self.new(before) and not waited.hasExpired():
                QTest.qWait(POLL_MS)
        finally:
            timer.stop()
        for window in self.new(before | seen):
            self.look(f"{path} ▸ {self.title(window)}", window, depth)

    @staticmethod
    def new(known: set[int]) -> list[QWidget]:
        """The windows shown now that are not ``known`` (menus are no windows)."""
        return [
            window
            for window in QApplication.topLevelWidgets()
            if isValid(window)  # not deleted on closing
            and window.isVisible()
            and not isinstance(window, QMenu)
            and id(window) not in known
        ]

    @staticmethod
    def title(window: QWidget) -> str:
        return window.windowTitle() or type(window).__name__

    def look(self, path: str, window: QWidget, depth: int) -> None:
        """``window`` checked as it opens and on each of its tabs, then the windows it opens."""
        self.opened.append(path)
        if isinstance(window, RECORDS):
            # A window of the records reads them in their thread: asked again and waited for,
            # so that its buttons are as a player finds them.
            read: list[bool] = []
            window.refreshed.connect(lambda: read.append(True))
            window.refresh()
            waited = QDeadlineTimer(ENTRY_MS)
            while not read and not waited.hasExpired():
                QTest.qWait(POLL_MS)
        QApplication.processEvents()
        self.check(path, window)
        for tabs in window.findChildren(QTabWidget):
            for tab in range(tabs.count()):
                tabs.setCurrentIndex(tab)
                self.check(f"{path}, {tabs.tabText(tab)}", window)
        if depth > 1 and type(window).__module__.startswith("bura_desktop"):
            self.doors(path, window, depth - 1)  # not in Qt's own (files, colours, About Qt)
        if isinstance(window, QDialog):
            window.reject()
        window.close()
        QApplication.processEvents()

    def check(self, path: str, window: QWidget) -> None:
        QApplication.processEvents()
        size = window.frameGeometry().size()
        if size.width() > self.space.width() or size.height() > self.space.height():
            self.problems.append(f"{path} is {size.toTuple()}, the room {self.space.size()}")
        self.problems += [f"{path}: {p}" for p in cut(window)]

    def doors(self, path: str, window: QWidget, depth: int) -> None:
        """The buttons that open another window (with each list's first entry chosen, for
        the buttons that act on it), and each list's first entry opened."""
        lists = [
            items
            for items in window.findChildren(QAbstractItemView)
            if items.isVisible() and items.model() is not None and items.model().rowCount() > 0
        ]
        for items in lists:
            items.setCurrentIndex(items.model().index(0, 0))
        for button in window.findChildren(QAbstractButton):
            text = words(button.text())
            if text.endswith(("…", "...")) and button.isVisible() and button.isEnabled():
                self.through(f"{path} ▸ {text}", button.click, depth)
        for items in lists:
            if isValid(items) and items.isVisible():
                first = items.model().index(0, 0)
                opening = lambda i=items, f=first: i.activated.emit(f)  # noqa: E731
                # The records' windows open an entry once their thread has read it.
                wait = ENTRY_MS if isinstance(window, RECORDS) else 0
                self.through(f"{path} ▸ its first entry", opening, depth, wait)

    def menus(self, window) -> None:
        for menu in window.menuBar().findChildren(QMenu):
            for action in menu.actions():
                self.item(window, f"{words(menu.title())} ▸ {words(action.text())}", action)

    def item(self, window, path: str, action: QAction) -> None:
        if action.isSeparator() or action.menu() is not None or not action.isEnabled():
            return
        skipped = {QCoreApplication.translate("Menus", source) for source in NOT_WINDOWS}
        if action.isCheckable() or action.text() in skipped:
            return  # a switch (sound, log, full screen), or what NOT_WINDOWS says
        self.through(path, action.trigger, DEPTH)


@pytest.fixture
def played_profile(tmp_path):
    """A profile with hands in its statistics and history, so their windows have entries."""
    play_session(
        Profile.in_directory(tmp_path / "profile"),
        Rules.preset("classic", players=6),
        "classic",
        21,
        3,
    )
    return tmp_path / "profile"


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_window_the_menus_reach_fits_the_smallest_screen(
    qtbot, start_profile, played_profile, switch_language, monkeypatch, lang
):
    from bura_desktop.ui.desktop import screen_room
    from bura_desktop.ui.records import review_panel

    switch_language(lang)
    width, height = SCREENS[0]
    space = QRect(0, 0, width, height - PANEL)
    # The offscreen platform's one screen is 800×800: the windows are told of a smaller one.
    monkeypatch.setattr(screen_room, "available", lambda widget=None: space)
    monkeypatch.setattr(review_panel, "WORLDS", 4)  # what the review shows, not how well
    window = start_profile(played_profile, "--players", "6")  # the longest Rules and Host
    del window.ask  # the window's own questions, to be found and looked at
    window.resize(room(width, height))
    walk = Walk(space)
    walk.menus(window)
    # The windows a player opens from the menus, and the ones those open: found, not listed.
    for expected in ("Preferences", "Rules", "Statistics", "History", "About", "Keyboard"):
        assert any(expected.lower() in p.lower() for p in walk.opened) or lang != "en", (
            expected,
            walk.opened,
        )
    assert any(p.count("▸") >= 3 for p in walk.opened), walk.opened
    assert not walk.problems, "\n".join(dict.fromkeys(walk.problems))
