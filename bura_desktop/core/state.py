"""The state of a session as one typed record: what ``Game.state()`` gives and ``Game.restore``
takes, so that a save, a sampled world and a clone all come back through the same door.

Cards are kept the engine's way: a card is its index in ``cards.CARDS`` and a set of cards a
bitmask of those indices.
"""

from __future__ import annotations

from typing import Final, Literal, NamedTuple

from bura_desktop.core.declarations import Declaration
from bura_desktop.core.scoring import Outcome

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


class GameState(NamedTuple):
    """Everything a ``Game`` holds besides its rules (and what follows from them or from these
    fields: the trump, the best play's cards, the lead's size).

    A named tuple rather than a frozen dataclass: every clone of the search goes through one.
    """

    seed: int  # the session's seed
    hand_no: int
    hand_seed: int | None  # the deal's seed (None for a stacked deck or a sampled world)
    dealer: int
    pot: int
    bankrolls: tuple[int, ...]
    scores: tuple[int, ...]  # hands won (series scoring)
    penalties: tuple[int, ...]  # penalty points (penalty scoring)
    ante_due: bool  # the next deal takes antes: the last pot was won
    blind_seat: int | None
    hands: tuple[int, ...]
    stock: tuple[int, ...]  # the indicator first: cards are drawn from the end
    indicator: int
    set_aside: int
    piles: tuple[int, ...]  # each seat's won tricks
    down_by: tuple[int, ...]  # the cards each seat played face down this hand
    known: tuple[int, ...]  # the cards every seat knows to be in each hand
    points: tuple[int, ...]  # the card points in each seat's pile
    phase: Phase
    to_act: int | None
    leader: int
    trick: tuple[Play, ...]  # the trick in progress
    best: int  # the seat of the trick's best play (left as it was between tricks)
    queue: tuple[int, ...]  # the seats still to be asked after ``to_act``
    declared: tuple[tuple[int, Declaration], ...]  # declarations at this trick start
    last_winner: int  # the last trick's winner, or the first leader
    tricks: tuple[FinishedTrick, ...]
    chips_at_start: tuple[int, ...]  # the bankrolls as the hand began
    outcome: Outcome | None
    hands_played: int  # hands settled in this session
    session_over: bool


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
