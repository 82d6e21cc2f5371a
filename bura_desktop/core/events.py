"""What ``Game.apply`` and ``Game.next_hand`` report: one event per thing that happened, in order.

Events carry the full truth (the table animates them); what a seat may *know* comes from
``Game.view``. Seats are ints; ``None`` as a chip source or destination means the pot.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from bura_desktop.core.cards import Card
from bura_desktop.core.declarations import Declaration
from bura_desktop.core.scoring import Outcome

# Why chips move (``ChipsMoved.reason``).
ChipReason = Literal[
    "ante", "pot won", "pot split", "false claim", "played out", "blind bet", "pot shared"
]


@dataclass(frozen=True)
class DealerCut:
    """The cut for a session's first dealer: every (seat, card) cut, re-cuts of a tie
    included, in the order they were cut; the highest card deals."""

    cuts: tuple[tuple[int, Card], ...]
    dealer: int


@dataclass(frozen=True)
class HandDealt:
    hand_no: int
    dealer: int
    hands: tuple[tuple[Card, ...], ...]
    indicator: Card
    seed: int | None
    # The seat asked to bet blind before it looks at its hand (option blind), else None.
    blind: int | None = None


@dataclass(frozen=True)
class ChipsMoved:
    """``amount`` chips from ``source`` to ``target`` (a seat, or None for the pot)."""

    source: int | None
    target: int | None
    amount: int
    reason: ChipReason


@dataclass(frozen=True)
class BlindBet:
    seat: int


@dataclass(frozen=True)
class HandLookedAt:
    """The seat asked to bet blind has bet or passed and now looks at its hand."""

    seat: int
    hand: tuple[Card, ...]


@dataclass(frozen=True)
class Declared:
    seat: int
    declaration: Declaration
    hand: tuple[Card, ...]


@dataclass(frozen=True)
class Passed:
    seat: int


@dataclass(frozen=True)
class LeadTaken:
    """A declaration gave ``seat`` the lead of the next trick."""

    seat: int
    declaration: Declaration


@dataclass(frozen=True)
class CardsPlayed:
    seat: int
    cards: tuple[Card, ...]
    down: bool
    best: bool  # the play is now the best in the trick
    lead: bool


@dataclass(frozen=True)
class TrickWon:
    seat: int
    cards: tuple[Card, ...]
    points: int
    # The face-down plays among ``cards``, (seat, cards): only their owners saw them.
    down: tuple[tuple[int, tuple[Card, ...]], ...] = ()


@dataclass(frozen=True)
class CardDrawn:
    seat: int
    card: Card
    indicator: bool  # the face-up trump indicator was drawn


@dataclass(frozen=True)
class StockSetAside:
    cards: tuple[Card, ...]


@dataclass(frozen=True)
class Claimed:
    seat: int
    points: int
    correct: bool
    pile: tuple[Card, ...]


@dataclass(frozen=True)
class HandOver:
    outcome: Outcome


@dataclass(frozen=True)
class SessionOver:
    winners: tuple[int, ...]


Event = (
    DealerCut
    | HandDealt
    | ChipsMoved
    | BlindBet
    | HandLookedAt
    | Declared
    | Passed
    | LeadTaken
    | CardsPlayed
    | TrickWon
    | CardDrawn
    | StockSetAside
    | Claimed
    | HandOver
    | SessionOver
)
