"""Card-play rules of thumb on action ints, shared by the rule-based players and the rollouts.

A play's *worth* is what giving it away costs: its card points, and much more for trumps, which
win tricks later and make a Bura.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from bura_desktop.core.actions import DOWN
from bura_desktop.core.beating import BEATERS, beats_mask
from bura_desktop.core.cards import FULL_MASK, POINTS_OF, RANKS, SUIT_OF
from bura_desktop.core.tables import MASK_POINTS, Table

TRUMP_EXTRA = 6.0

# WORTH[trump][card]: a trump is worth keeping even when it scores nothing.
WORTH: tuple[tuple[float, ...], ...] = tuple(
    tuple(
        POINTS_OF[c]
        + 0.2 * (c % RANKS)
        + (TRUMP_EXTRA + 0.5 * (c % RANKS) if SUIT_OF[c] == t else 0)
        for c in range(36)
    )
    for t in range(4)
)


def _worth(mask: int, trump: int) -> float:
    table = WORTH[trump]
    total = 0.0
    while mask:
        low = mask & -mask
        total += table[low.bit_length() - 1]
        mask ^= low
    return total


class _Worths(Table[float]):
    """``worth`` under one trump by play (a face-down bit ignored): the rollouts weigh the same
    few plays at every move, and a lookup is several times cheaper than the sum.

    Filled like the engine's tables (``core.tables``, up to ``CACHE_LIMIT``): for every play of
    one to three cards, face up and down, under every trump, this and ``_CoverCosts`` hold about
    9 MiB; four-card hands have about eight times as many plays.
    """

    def __init__(self, trump: int) -> None:
        super().__init__()
        self.trump = trump

    def compute(self, key: int) -> float:
        return _worth(key & FULL_MASK, self.trump)


WORTHS = tuple(_Worths(trump) for trump in range(4))


def worth(mask: int, trump: int) -> float:
    return WORTHS[trump][mask]


# The card points of a mask: the engine's table, called as a method of it, which costs the
# rollouts less than a function around it.
points: Callable[[int], int] = MASK_POINTS.__getitem__


def cheapest(moves: Sequence[int], trump: int) -> int:
    return min(moves, key=WORTHS[trump].__getitem__)


def split_answers(moves: Sequence[int], best: int, trump: int) -> tuple[list[int], list[int]]:
    """The card answers that beat the current best play (face up), and those that do not."""
    count = best.bit_count()
    beating: list[int] = []
    others: list[int] = []
    if count == 1:  # most tricks: a card beats one card by the table, no matching to check
        beaters = BEATERS[trump][best.bit_length() - 1]
        for m in moves:
            cards = m & FULL_MASK
            if not cards:
                continue
            if not m & DOWN and cards.bit_count() == 1 and cards & beaters:
                beating.append(m)
            else:
                others.append(m)
        return beating, others
    for m in moves:
        cards = m & FULL_MASK
        if not cards:
            continue
        if not m & DOWN and cards.bit_count() == count and beats_mask(cards, best, trump):
            beating.append(m)
        else:
            others.append(m)
    return beating, others


class _CoverCosts(Table[float]):
    """``cover_cost`` under one trump by move, for the same reason as ``_Worths``."""

    def __init__(self, trump: int) -> None:
        super().__init__()
        self.trump = trump

    def compute(self, key: int) -> float:
        cards = key & FULL_MASK
        return _worth(cards, self.trump) - MASK_POINTS[cards]


COVER_COSTS = tuple(_CoverCosts(trump) for trump in range(4))


def cover_cost(move: int, trump: int) -> float:
    """What beating with ``move`` costs: the cards stay ours as points, but trumps are spent."""
    return COVER_COSTS[trump][move]


def bait_lead(leads: list[int], trump: int) -> int:
    """A single low card of a plain suit: little to lose, and it draws the opponent's cards out."""
    singles = [m for m in leads if m.bit_count() == 1] or leads
    return cheapest(singles, trump)


def unbeatable(lead: int, unseen: int, trump: int) -> bool:
    """No answer can beat ``lead``: some card of it has no possible beater among ``unseen``.

    An answer must cover every led card with a different card, so one card nobody can top
    makes the whole lead safe.
    """
    beaters = BEATERS[trump]
    mask = lead & FULL_MASK
    while mask:
        low = mask & -mask
        if not beaters[low.bit_length() - 1] & unseen:
            return True
        mask ^= low
    return False


def best_play(trick: list[tuple[int, int, bool]], trump: int) -> int:
    """The cards of the play that currently wins ``trick`` (face-down plays never win)."""
    best = trick[0][1]
    count = best.bit_count()
    for _, mask, down in trick[1:]:
        if not down and mask.bit_count() == count and beats_mask(mask, best, trump):
            best = mask
    return best
