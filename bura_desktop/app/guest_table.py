"""A seat at someone else's table, shown by the game window as it shows its own game.

The window talks to its game's controller by signals and slots; this object has the same ones
(``TableSource``), fed by a ``Guest`` connection instead of a game: the host's events and
views for our seat, our turn, who is thinking, why a move was refused, and the table's end.
Our moves go to the host, which decides; the hand's deal is the host's to start, so asking
for the next hand or a new game here does nothing (the host's next deal simply arrives).
Nothing here runs rules: a set of chosen cards is checked only by playing it.
"""

from __future__ import annotations

import time
from collections.abc import Sequence
from datetime import datetime
from typing import Protocol

from PySide6.QtCore import QObject, Signal, SignalInstance, Slot

from bura_desktop.app.guest import Guest
from bura_desktop.app.reasons import TableRefusal
from bura_desktop.app.records import PlayedElsewhere
from bura_desktop.app.table import TableSetup
from bura_desktop.core.actions import Action
from bura_desktop.core.cards import Card
from bura_desktop.core.events import DealerCut, HandOver
from bura_desktop.core.projection import SeenDeal, SeenEvent
from bura_desktop.core.refusals import Refusal
from bura_desktop.core.scoring import Outcome
from bura_desktop.core.view import SeatView
from bura_desktop.net.messages import Recorded, SeatInfo, TableRefused, Welcome
from bura_desktop.storage.notices import Notice
from bura_desktop.storage.seats import HUMAN, HUMAN_NAME, PERSON, Seat
from bura_desktop.storage.statistics import new_session_id


class TableSource(Protocol):
    """What the game window hears from the game it shows, and asks of it."""

    game_started: SignalInstance
    resumed: SignalInstance
    notice: SignalInstance
    failed: SignalInstance
    hand_recorded: SignalInstance
    events_ready: SignalInstance
    prompt: SignalInstance
    thinking: SignalInstance
    refused: SignalInstance
    selection_checked: SignalInstance
    hint_found: SignalInstance
    judging: SignalInstance
    coached: SignalInstance

    def new_game(self, setup: TableSetup) -> None: ...
    def next_hand(self) -> None: ...
    def ready(self) -> None: ...
    def move(self, generation: int, seat: int, action: Action | str) -> None: ...
    def check_selection(self, cards: Sequence[Card]) -> None: ...
    def hint(self) -> None: ...
    def set_points_assist(self, on: bool) -> None: ...
    def set_coach(self, on: bool) -> None: ...


def guest_setup(welcome: Welcome) -> TableSetup:
    """The table as a guest sees it: they are "You" at their seat, as at a table of their own;
    the other people at the table are people, the computers keep their levels."""
    seats = tuple(_seat(info, i == welcome.seat) for i, info in enumerate(welcome.seats))
    return TableSetup(welcome.rules, seats, preset=welcome.preset)


def _seat(info: SeatInfo, ours: bool) -> Seat:
    if ours:
        return Seat(HUMAN_NAME, HUMAN)
    return Seat(info.name, PERSON if info.level in ("remote", HUMAN) else info.level)


class GuestTable(QObject):
    """The game window's game, played at the host of ``guest``."""

    game_started = Signal(int, object)
    resumed = Signal(int, object)
    notice = Signal(object)
    failed = Signal(int, object)
    hand_recorded = Signal()
    events_ready = Signal(int, object, object)
    prompt = Signal(int, object)
    thinking = Signal(int, int)
    refused = Signal(int, object)
    selection_checked = Signal(int, object, object)
    hint_found = Signal(int, object)
    # Never emitted: the coach, like the hint, is not at someone else's table.
    judging = Signal(int)
    coached = Signal(int, object)
    # Who sits where now (the SeatInfos, ``infos`` before them): someone came or went.
    seats_changed = Signal(object, object)
    hand_kept = Signal(object)  # PlayedElsewhere: a hand over, whole, for our statistics

    def __init__(self, guest: Guest, welcome: Welcome) -> None:
        super().__init__()
        self.guest = guest
        self.seat = welcome.seat
        self.setup = guest_setup(welcome)
        self.infos = welcome.seats
        self.started = welcome.started  # else the host starts the game when everyone is seated
        self._generation = 0
        # Our statistics of this table: its session as we keep it, the hand's start and end.
        self._session = new_session_id()
        self._hands_kept = 0
        self._dealt = (datetime.now(), time.monotonic())
        self._seen_end: Outcome | None = None
        guest.events_ready.connect(self._events)
        guest.table.connect(self._table)
        guest.prompt.connect(self._prompt)
        guest.thinking.connect(self._thinking)
        guest.refused.connect(self._refused)
        guest.ended.connect(self._ended)
        guest.seats.connect(self._seats)
        guest.recorded.connect(self._recorded)

    def start(self) -> None:
        """The window is ready: the table is the host's from here."""
        self.game_started.emit(self._generation, self.setup)

    def shutdown(self, timeout_ms: int = 0) -> bool:
        self.guest.leave()
        return True

    def _follow(self, generation: int) -> int:
        self._generation = max(self._generation, generation)
        return generation

    def _events(self, generation: int, seen: list[SeenEvent], view: SeatView) -> None:
        for event in seen:  # what our statistics of the hand need
            if isinstance(event, DealerCut):  # the host began a new session
                self._session, self._hands_kept = new_session_id(), 0
            elif isinstance(event, SeenDeal):
                self._dealt, self._seen_end = (datetime.now(), time.monotonic()), None
            elif isinstance(event, HandOver):
                self._seen_end = event.outcome
        self.events_ready.emit(self._follow(generation), seen, view)

    def _recorded(self, recorded: Recorded) -> None:
        """The host passed the hand on whole: kept if it ends as our seat saw it end."""
        if self._seen_end is None or recorded.generation != self._generation:
            return
        started, clock = self._dealt
        self.hand_kept.emit(
            PlayedElsewhere(
                self._session,
                self._hands_kept == 0,
                self.setup.preset,
                self.setup.rules,
                self.setup.stored_seats(),
                self.seat,
                self._seen_end,
                recorded,
                started,
                time.monotonic() - clock,
            )
        )
        self._hands_kept += 1
        self._seen_end = None

    def _table(self, generation: int, view: SeatView) -> None:
        self.resumed.emit(self._follow(generation), view)

    def _prompt(self, generation: int, view: SeatView) -> None:
        self.prompt.emit(self._follow(generation), view)

    def _thinking(self, generation: int, seat: int) -> None:
        self.thinking.emit(self._follow(generation), seat)

    def _refused(self, generation: int, refusal: Refusal | TableRefused) -> None:
        told = refusal if isinstance(refusal, Refusal) else TableRefusal(refusal.reason)
        self.refused.emit(self._follow(generation), told)

    def _seats(self, infos: tuple[SeatInfo, ...]) -> None:
        before, self.infos = self.infos, infos
        self.seats_changed.emit(before, infos)

    def _ended(self, reason: str) -> None:
        code = {"host_quit": "table_closed", "cut_off": "table_cut_off"}.get(reason, "table_lost")
        self.failed.emit(self._generation, Notice(code))

    # ------------------------------------------------------------------ asked by the window

    @Slot(object)
    def new_game(self, setup: TableSetup) -> None:
        self.game_started.emit(self._generation, self.setup)  # the host's game goes on

    @Slot()
    def next_hand(self) -> None:
        """The host deals."""

    @Slot()
    def ready(self) -> None:
        """The host does not wait for a guest's table."""

    @Slot(int, int, object)
    def move(self, generation: int, seat: int, action: Action | str) -> None:
        if seat == self.seat:
            self.guest.move(
                generation, action if isinstance(action, Action) else Action.parse(action)
            )

    @Slot(object)
    def check_selection(self, cards: Sequence[Card]) -> None:
        """Only the host knows the rules' reason: a set of cards is checked by playing it."""

    @Slot()
    def hint(self) -> None:
        self.refused.emit(self._generation, TableRefusal("no_hint_here"))

    @Slot(bool)
    def set_points_assist(self, on: bool) -> None:
        """The points assist is the window's own here: nothing is recorded."""

    @Slot(bool)
    def set_coach(self, on: bool) -> None:
        """The host's computers judge no move of ours: the coach keeps quiet here."""


__all__ = ["GuestTable", "TableSource", "guest_setup"]
