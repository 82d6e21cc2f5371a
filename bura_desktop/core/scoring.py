"""How a hand ends and what it scores: the outcome of a hand, penalty points and the end of a
session (docs/RULES.md 4)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Literal, NamedTuple

from bura_desktop.core.declarations import Declaration
from bura_desktop.core.rules import Rules

CLAIM_TARGET = 31

# How a hand can end (``Outcome.how``): a right claim, a wrong one, a Bura, another declaration
# set to win (three aces, four aces or four trumps), played out without a claim, or played out
# under a scoring that gives the hand to the most card points.
Ending = Literal["claim", "false_claim", "bura", "declaration", "played_out", "most_points"]
ENDINGS: tuple[Ending, ...] = (
    "claim",
    "false_claim",
    "bura",
    "declaration",
    "played_out",
    "most_points",
)


class Outcome(NamedTuple):
    """How a hand ended (``Game.outcome``).

    A named tuple rather than a frozen dataclass: every playout of the search makes one, and
    a tuple is made several times faster.
    """

    hand_no: int
    winner: int | None  # the seat that won the hand, or None
    how: Ending
    winners: tuple[int, ...]  # every seat credited with the hand (splits, lose_hand)
    claimer: int | None
    declaration: Declaration | None
    points: tuple[int, ...]  # card points each seat won this hand
    chips: tuple[int, ...]  # each seat's bankroll change over the hand, antes included
    pot: int  # the pot when the hand ended, before it was paid out
    penalty: tuple[int, ...]  # penalty points scored this hand (penalty scoring)
    seed: int | None  # the deal's seed (None for a stacked deck)


def hand_penalties(how: Ending, winner: int | None, points: Sequence[int]) -> tuple[int, ...]:
    """Each seat's penalty points for a hand (docs/RULES.md, penalty scoring): a Bura or other
    instant win costs everyone but its holder 4; otherwise they follow the card points."""
    if how in ("bura", "declaration"):
        return tuple(0 if seat == winner else 4 for seat in range(len(points)))
    top = max(points)
    return tuple(0 if p == top else 2 if p > CLAIM_TARGET else 4 if p > 0 else 6 for p in points)


def session_ends(
    rules: Rules,
    scores: Sequence[int],
    penalties: Sequence[int],
    bankrolls: Sequence[int],
    hands: int,
) -> bool:
    """Whether a session with these tallies is over once ``hands`` hands are settled."""
    if rules.scoring == "series":
        return max(scores) >= rules.target
    if rules.scoring == "penalty":
        return max(penalties) >= rules.penalty_limit
    return bool(rules.session_hands and hands >= rules.session_hands) or (
        rules.stop_when_broke and min(bankrolls) <= 0
    )


__all__ = ["CLAIM_TARGET", "ENDINGS", "Ending", "Outcome", "hand_penalties", "session_ends"]
