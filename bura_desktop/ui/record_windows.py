"""The windows over the player's records, opened from the game: Statistics and Hand history,
and a finished hand opened for review from the end-of-hand panel."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QObject, Signal
from PySide6.QtWidgets import QWidget

from bura_desktop.storage.paths import Profile
from bura_desktop.storage.settings import TableSettings
from bura_desktop.storage.statistics import HandRecord, Scope, Statistics
from bura_desktop.ui.history_window import HistoryWindow
from bura_desktop.ui.replay_viewer import ReplayViewer
from bura_desktop.ui.statistics_window import StatisticsWindow


class RecordWindows(QObject):
    """Statistics and Hand history of ``profile``, over ``parent``; ``session`` gives the session
    on the table now, ``looks`` the table settings a replayed hand wears."""

    # "Play from here" in a replayed hand: the TableSetup of the practice hand.
    play_from_here = Signal(object)
    told = Signal(str)  # a sentence for the game's log

    def __init__(
        self,
        profile: Profile,
        session: Callable[[], str],
        looks: Callable[[], TableSettings | None],
        parent: QWidget,
    ) -> None:
        super().__init__(parent)
        self.profile = profile
        self._session = session
        self._looks = looks
        self._parent = parent
        self._statistics: Statistics | None = None
        self.statistics_window: StatisticsWindow | None = None
        self.history_window: HistoryWindow | None = None
        # The deal seed of a hand to review once the statistics have it (see review_hand).
        self.review_wanted: int | None = None

    def _opened(self) -> Statistics:
        if self._statistics is None:
            # Problems with the file were told when the game started: not again here. The
            # game's own statistics add what an earlier quit left waiting.
            self._statistics, _ = Statistics.open(self.profile, take_waiting=False)
        return self._statistics

    def session_started(self) -> None:
        """The controller named a new session: the statistics window shows its hands."""
        if self.statistics_window is not None:
            self.statistics_window.close()
            self.statistics_window = None

    def show_statistics(self) -> None:
        if self.statistics_window is None:
            self.statistics_window = StatisticsWindow(
                self._opened(), self._session() or None, self._parent
            )
            self.statistics_window.hand_chosen.connect(self.open_hand)
        self.statistics_window.refresh()
        self.statistics_window.show()
        self.statistics_window.raise_()

    def hand_recorded(self) -> None:
        if self.review_wanted is not None:
            self.review_hand(self.review_wanted, again=False)
        if self.statistics_window is not None and self.statistics_window.isVisible():
            self.statistics_window.refresh()
        if self.history_window is not None and self.history_window.isVisible():
            self.history_window.refresh()

    def show_history(self) -> None:
        if self.history_window is None:
            self.history_window = HistoryWindow(self._opened(), self._parent, self._looks)
            self.history_window.play_from_here.connect(self.play_from_here)
        self.history_window.refresh()
        self.history_window.show()
        self.history_window.raise_()

    def open_hand(self, hand: HandRecord) -> ReplayViewer | None:
        """A recorded hand in the replay viewer, the history open behind it."""
        self.show_history()
        return None if self.history_window is None else self.history_window.open_hand(hand)

    def review_hand(self, seed: int, again: bool = True) -> ReplayViewer | None:
        """The session's hand dealt from ``seed`` (the one just finished) in the history's
        viewer, its review started. A hand the game's thread is still writing is opened once
        it is recorded (``again``); one the statistics never got is told about in the log."""
        self.review_wanted = None
        session = self._session() or None
        hands = [h for h in self._opened().hands(Scope(session_id=session)) if h.seed == seed]
        if not hands:
            if again:
                self.review_wanted = seed
            else:
                self.told.emit(
                    self.tr("This hand is not in the history (yet), so it cannot be reviewed.")
                )
            return None
        viewer = self.open_hand(hands[-1])
        if viewer is not None:
            viewer.start_review()
        return viewer

    def close(self) -> None:
        if self._statistics is not None:
            self._statistics.close()


__all__ = ["RecordWindows"]
