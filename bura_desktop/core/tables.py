"""Precomputed and cached tables for the engine's hot paths.

Hands recur constantly in search, so lead and answer options are cached by hand mask (bounded:
a 3-4 card hand is one of a few tens of thousands).
"""

from __future__ import annotations

from bura_desktop.core.cards import ACES_MASK, POINTS_OF, SUIT_MASK, cards_of

# Card points of every set of ranks within one suit (9 bits): four lookups count any mask.
_SUIT_POINTS = tuple(
    sum(POINTS_OF[r] for r in range(9) if ranks >> r & 1) for ranks in range(1 << 9)
)


def mask_points(mask: int) -> int:
    points = _SUIT_POINTS
    return (
        points[mask & 511]
        + points[mask >> 9 & 511]
        + points[mask >> 18 & 511]
        + points[mask >> 27 & 511]
    )


class _MaskPoints(dict):
    """``mask_points`` by mask: tricks are a few cards, and the same few recur constantly."""

    def __missing__(self, mask: int) -> int:
        points = mask_points(mask)
        if len(self) < CACHE_LIMIT:
            self[mask] = points
        return points


MASK_POINTS = _MaskPoints()

_ORDERS: dict[tuple[int, int], tuple[tuple[int, ...], ...]] = {}


def orders(n: int, direction: int) -> tuple[tuple[int, ...], ...]:
    """Play order from every seat, shared by all games of that table size and direction."""
    key = (n, direction)
    if key not in _ORDERS:
        _ORDERS[key] = tuple(
            tuple((seat + i * direction) % n for i in range(n)) for seat in range(n)
        )
    return _ORDERS[key]


class _ComboHint(dict):
    """Whether a hand could hold any combination: three of a suit or three aces.

    Most hands hold none, and this lets the trick start skip them with one lookup.
    """

    def __missing__(self, hand: int) -> bool:
        hint = (hand & ACES_MASK).bit_count() >= 3 or any(
            (hand & m).bit_count() >= 3 for m in SUIT_MASK
        )
        if len(self) < CACHE_LIMIT:
            self[hand] = hint
        return hint


COMBO_HINT = _ComboHint()

_SUBSET_CACHE: dict[tuple[int, int], tuple[int, ...]] = {}
CACHE_LIMIT = 400_000


def subsets(hand: int, k: int) -> tuple[int, ...]:
    key = (hand, k)
    found = _SUBSET_CACHE.get(key)
    if found is None:
        bits = [1 << c for c in cards_of(hand)]
        found = tuple(_combine(bits, k))
        if len(_SUBSET_CACHE) < CACHE_LIMIT:
            _SUBSET_CACHE[key] = found
    return found


def _combine(bits: list[int], k: int) -> list[int]:
    if k == 0:
        return [0]
    if len(bits) < k:
        return []
    first, rest = bits[0], bits[1:]
    return [first | m for m in _combine(rest, k - 1)] + _combine(rest, k)


class LeadTable(dict):
    """The leads a hand may make, by ``hand << 3 | largest lead``, then ``tail``.

    A lead is one suit; its size is one of ``sizes`` and at most the smallest other hand.
    ``tail`` is the claim when claims are played: a legal claim is always the last move.
    """

    def __init__(self, sizes: tuple[int, ...], tail: tuple[int, ...]) -> None:
        super().__init__()
        self.sizes = sizes
        self.tail = tail

    def __missing__(self, key: int) -> tuple[int, ...]:
        hand, max_size = key >> 3, key & 7
        options: list[int] = []
        for suit_mask in SUIT_MASK:
            in_suit = hand & suit_mask
            if in_suit:
                for size in self.sizes:
                    if size <= max_size:
                        options.extend(subsets(in_suit, size))
        found = (*options, *self.tail)
        if len(self) < CACHE_LIMIT:
            self[key] = found
        return found


class AnswerTable(dict):
    """Every answer of k cards from a hand, by ``hand << 3 | k``, then ``tail`` (the claim).

    Without closed cards or Moscow every such play is a legal answer.
    """

    def __init__(self, tail: tuple[int, ...]) -> None:
        super().__init__()
        self.tail = tail

    def __missing__(self, key: int) -> tuple[int, ...]:
        found = (*subsets(key >> 3, key & 7), *self.tail)
        if len(self) < CACHE_LIMIT:
            self[key] = found
        return found


_LEAD_TABLES: dict[tuple, LeadTable] = {}
_ANSWER_TABLES: dict[tuple, AnswerTable] = {}


def lead_table(sizes: tuple[int, ...], tail: tuple[int, ...]) -> LeadTable:
    """The lead table for ``sizes`` and ``tail``, shared by every game with those rules."""
    key = (sizes, tail)
    if key not in _LEAD_TABLES:
        _LEAD_TABLES[key] = LeadTable(sizes, tail)
    return _LEAD_TABLES[key]


def answer_table(tail: tuple[int, ...]) -> AnswerTable:
    """The answer table with ``tail``, shared by every game with the same claims rule."""
    if tail not in _ANSWER_TABLES:
        _ANSWER_TABLES[tail] = AnswerTable(tail)
    return _ANSWER_TABLES[tail]
