"""The windows over the player's records, opened from the game: Statistics and Hand history,
and a finished hand opened for review from the end-of-hand panel."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QObject, Signal
from PySide6.QtWidgets import QWidget

from bura_desktop.app import records
from bura_desktop.app.records import Hands, Records
from bura_desktop.app.table import TableSetup
from bura_desktop.storage.paths import Profile
from bura_desktop.storage.settings import TableSettings
from bura_desktop.storage.statistics import HandRecord, Scope
from bura_desktop.ui.records.history_window import HistoryWindow
from bura_desktop.ui.records.statistics_window import StatisticsWindow


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
        self._records: Records | None = None  # its thread starts when a window first asks
        self.statistics_window: StatisticsWindow | None = None
        self.history_window: HistoryWindow | None = None
        # The deal seed of a hand to review once the statistics have it (see review_hand).
        self.review_wanted: int | None = None

    def _opened(self) -> Records:
        if self._records is None:
            self._records = Records(self.profile, self)
        return self._records

    def read_saved_game(
        self, preset: str, answer: Callable[[tuple[TableSetup | None, list[str]]], object]
    ) -> None:
        """Read the saved session (to go back to from a practice hand) away from this thread."""
        self._opened().ask(records.saved_game(self.profile, preset), answer, self._parent)

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

    def open_hand(self, hand: HandRecord, review: bool = False) -> None:
        """A recorded hand in the replay viewer, the history open behind it; ``review``:
        its review started."""
        self.show_history()
        if self.history_window is not None:
            self.history_window.open_hand(hand, review)

    def review_hand(self, seed: int, again: bool = True) -> None:
        """The session's hand dealt from ``seed`` (the one just finished) in the history's
        viewer, its review started. A hand the game's thread is still writing is opened once
        it is recorded (``again``); one the statistics never got is told about in the log."""
        self.review_wanted = None
        scope = Scope(session_id=self._session() or None)
        answer = lambda read: self._review_found(read, seed, again)  # noqa: E731
        self._opened().ask(records.read(scope), answer, self)

    def _review_found(self, read: Hands, seed: int, again: bool) -> None:
        hands = [h for h in read.hands if h.seed == seed]
        if hands:
            self.open_hand(hands[-1], review=True)
        elif again:
            self.review_wanted = seed
        else:
            self.told.emit(
                self.tr("This hand is not in the history (yet), so it cannot be reviewed.")
            )

    def close(self) -> None:
        if self._records is not None:
            self._records.close()


__all__ = ["RecordWindows"]
