"""What one seat may know: its own hand and everything that happened face up (docs/RULES.md 6).

A ``SeatView`` is a snapshot: computer players get nothing else, and the table shows nothing
else to the human. Cards a seat cannot see appear only as counts.
"""

from __future__ import annotations

from dataclasses import dataclass

from bura_desktop.core.actions import Action
from bura_desktop.core.cards import Card, Suit
from bura_desktop.core.declarations import Declaration
from bura_desktop.core.rules import Rules
from bura_desktop.core.scoring import Outcome
from bura_desktop.core.state import Phase


@dataclass(frozen=True)
class SeenPlay:
    """A play as this seat saw it: ``cards`` is empty for another seat's face-down play."""

    seat: int
    cards: tuple[Card, ...]
    count: int
    down: bool


@dataclass(frozen=True)
class SeenTrick:
    leader: int
    plays: tuple[SeenPlay, ...]
    winner: int


@dataclass(frozen=True)
class SeatView:
    seat: int
    rules: Rules
    hand_no: int
    dealer: int
    phase: Phase
    to_act: int | None
    leader: int
    trump: Suit
    indicator: Card
    indicator_drawn: bool
    hand: tuple[Card, ...]  # empty while this seat decides on a blind bet, unseen
    hand_sizes: tuple[int, ...]
    # Cards every seat knows to be in each hand: a declared hand, a drawn indicator.
    known_cards: tuple[tuple[Card, ...], ...]
    stock_count: int
    set_aside_count: int
    trick: tuple[SeenPlay, ...]
    tricks: tuple[SeenTrick, ...]
    pile_sizes: tuple[int, ...]
    pot: int
    bankrolls: tuple[int, ...]
    scores: tuple[int, ...]
    blind_seat: int | None
    declared: tuple[tuple[int, Declaration], ...]  # declarations made at this trick start
    hand_over: bool
    session_over: bool
    outcome: Outcome | None
    _legal: tuple[Action, ...]

    def legal_actions(self) -> list[Action]:
        """The seat's legal actions when it is to act, else nothing."""
        return list(self._legal)

    @property
    def players(self) -> int:
        return self.rules.players
