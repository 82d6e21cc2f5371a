"""The state of a session as one typed record: what ``Game.state()`` gives and ``Game.restore``
takes, so that a save, a sampled world and a clone all come back through the same door.

Cards are kept the engine's way: a card is its index in ``cards.CARDS`` and a set of cards a
bitmask of those indices.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Annotated, Any, Final, Literal, NamedTuple

from bura_desktop.core.declarations import Declaration
from bura_desktop.core.fields import (
    BEST,
    CARD,
    CARDS_HELD,
    DECLARED,
    FLAG,
    HAND_SEED_LIMIT,
    OUTCOME,
    PLAYS,
    SEAT,
    SEATS,
    STOCK,
    TRICKS,
    Choice,
    Derived,
    Maybe,
    PerSeat,
    Whole,
)
from bura_desktop.core.scoring import Outcome
from bura_desktop.core.tables import mask_points

# Phases of a hand.
Phase = Literal["blind", "declare", "play", "final", "over"]
BLIND_PHASE: Final = "blind"  # the first leader may bet blind before seeing the hand
DECLARE_PHASE: Final = "declare"  # trick start: holders of combinations are asked in play order
PLAY_PHASE: Final = "play"  # leading and answering
FINAL_PHASE: Final = "final"  # after the last trick: one last chance to claim each
OVER_PHASE: Final = "over"  # the hand is over
PHASES: tuple[Phase, ...] = (BLIND_PHASE, DECLARE_PHASE, PLAY_PHASE, FINAL_PHASE, OVER_PHASE)

# A play to a trick: (seat, cards, face down).
Play = tuple[int, int, bool]
# A finished trick: (leader, plays in play order, winner).
FinishedTrick = tuple[int, tuple[Play, ...], int]


def _points_of(state: Mapping[str, Any]) -> tuple[int, ...]:
    return tuple(mask_points(pile) for pile in state["piles"])


def _hands_played_of(state: Mapping[str, Any]) -> int:
    # Finished hands are not saved: every hand before this one, and this one once over.
    return int(state["hand_no"]) + int(state["phase"] == OVER_PHASE)


class GameState(NamedTuple):
    """Everything a ``Game`` holds besides its rules (and what follows from them or from these
    fields: the trump, the best play's cards, the lead's size): the one declaration of the
    state's fields. ``Game`` keeps each in a slot of its own name (behind an underscore unless
    it shows it) and copies, gives and takes them by this list; a save writes each field by
    the kind it is annotated with (``core.fields``) and checks them together (``core.saved``).

    A named tuple rather than a frozen dataclass: every clone of the search goes through one.
    """

    seed: Annotated[int, Whole(None, None)]  # the session's seed
    hand_no: Annotated[int, Whole(0)]
    # The deal's seed (None for a stacked deck or a sampled world).
    hand_seed: Annotated[int | None, Maybe(Whole(0, HAND_SEED_LIMIT))]
    dealer: Annotated[int, SEAT]
    pot: Annotated[int, Whole(0)]
    bankrolls: Annotated[tuple[int, ...], PerSeat(Whole())]
    scores: Annotated[tuple[int, ...], PerSeat(Whole(0))]  # hands won (series scoring)
    penalties: Annotated[tuple[int, ...], PerSeat(Whole(0))]  # penalty points (penalty scoring)
    ante_due: Annotated[bool, FLAG]  # the next deal takes antes: the last pot was won
    blind_seat: Annotated[int | None, Maybe(SEAT)]
    hands: Annotated[tuple[int, ...], PerSeat(CARDS_HELD)]
    stock: Annotated[tuple[int, ...], STOCK]  # the indicator first: cards are drawn from the end
    indicator: Annotated[int, CARD]
    set_aside: Annotated[int, CARDS_HELD]
    piles: Annotated[tuple[int, ...], PerSeat(CARDS_HELD)]  # each seat's won tricks
    # The cards each seat played face down this hand.
    down_by: Annotated[tuple[int, ...], PerSeat(CARDS_HELD)]
    # The cards every seat knows to be in each hand.
    known: Annotated[tuple[int, ...], PerSeat(CARDS_HELD)]
    points: Annotated[tuple[int, ...], Derived(_points_of)]  # the card points in each pile
    phase: Annotated[Phase, Choice(PHASES)]
    to_act: Annotated[int | None, Maybe(SEAT)]
    leader: Annotated[int, SEAT]
    trick: Annotated[tuple[Play, ...], PLAYS]  # the trick in progress
    best: Annotated[int, BEST]  # the seat of the trick's best play (left as it was between tricks)
    queue: Annotated[tuple[int, ...], SEATS]  # the seats still to be asked after ``to_act``
    # Declarations at this trick start.
    declared: Annotated[tuple[tuple[int, Declaration], ...], DECLARED]
    last_winner: Annotated[int, SEAT]  # the last trick's winner, or the first leader
    tricks: Annotated[tuple[FinishedTrick, ...], TRICKS]
    chips_at_start: Annotated[tuple[int, ...], PerSeat(Whole())]  # the bankrolls as the hand began
    outcome: Annotated[Outcome | None, Maybe(OUTCOME)]
    hands_played: Annotated[int, Derived(_hands_played_of)]  # hands settled in this session
    session_over: Annotated[bool, FLAG]


__all__ = [
    "BLIND_PHASE",
    "DECLARE_PHASE",
    "FINAL_PHASE",
    "OVER_PHASE",
    "PHASES",
    "PLAY_PHASE",
    "FinishedTrick",
    "GameState",
    "Phase",
    "Play",
]
