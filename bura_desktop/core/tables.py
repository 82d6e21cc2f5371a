"""Precomputed and cached tables for the engine's hot paths.

Hands recur constantly in search, so lead and answer options are cached by hand mask, up to
``CACHE_LIMIT`` entries a table. Filled, the tables of a three-card game (36 cards: 7,806 hands
of one to three cards) hold about 13 MiB, those of a four-card game (66,711 hands) about 130 MiB.
A process that only plays, with no search, caps them far lower with ``limit_caches``.
"""

from __future__ import annotations

import functools
from typing import Generic, TypeVar

from bura_desktop.core import cards
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


CACHE_LIMIT = 400_000


def limit_caches(entries: int) -> None:
    """Keep at most ``entries`` in each table and in ``cards_of``'s cache from now on.

    For the game window's process: it asks for the legal moves of the positions it shows, a few
    a trick, and each is computed in microseconds; filled as in a search, the tables would grow a
    little with every hand, session long (issue #23). The search levels think in a process of
    their own, which keeps the full tables. Entries already kept stay.
    """
    global CACHE_LIMIT
    CACHE_LIMIT = entries
    cards.BITS_CACHE_LIMIT = entries


Value = TypeVar("Value")


class Table(dict[int, Value], Generic[Value]):
    """A lookup table filled as keys are first asked for, up to ``CACHE_LIMIT`` entries."""

    def compute(self, key: int) -> Value:
        raise NotImplementedError

    def __missing__(self, key: int) -> Value:
        found = self.compute(key)
        if len(self) < CACHE_LIMIT:
            self[key] = found
        return found


class _MaskPoints(Table[int]):
    """``mask_points`` by mask: tricks are a few cards, and the same few recur constantly."""

    def compute(self, key: int) -> int:
        return mask_points(key)


MASK_POINTS = _MaskPoints()


@functools.cache
def orders(n: int) -> tuple[tuple[int, ...], ...]:
    """Play order (clockwise) from every seat, shared by all games of that table size."""
    return tuple(tuple((seat + i) % n for i in range(n)) for seat in range(n))


class _ComboHint(Table[bool]):
    """Whether a hand could hold any combination: three of a suit or three aces.

    Most hands hold none, and this lets the trick start skip them with one lookup.
    """

    def compute(self, key: int) -> bool:
        return (key & ACES_MASK).bit_count() >= 3 or any(
            (key & m).bit_count() >= 3 for m in SUIT_MASK
        )


COMBO_HINT = _ComboHint()


class _Subsets(Table[tuple[int, ...]]):
    """Every k-card subset of a hand, by ``hand << 3 | k``."""

    def compute(self, key: int) -> tuple[int, ...]:
        return tuple(_combine([1 << c for c in cards_of(key >> 3)], key & 7))


_SUBSETS = _Subsets()


def subsets(hand: int, k: int) -> tuple[int, ...]:
    return _SUBSETS[hand << 3 | k]


def _combine(bits: list[int], k: int) -> list[int]:
    if k == 0:
        return [0]
    if len(bits) < k:
        return []
    first, rest = bits[0], bits[1:]
    return [first | m for m in _combine(rest, k - 1)] + _combine(rest, k)


def _leads(hand: int, sizes: tuple[int, ...], largest: int) -> list[int]:
    """The leads of ``hand``: cards of one suit, as many as one of ``sizes`` up to ``largest``."""
    options: list[int] = []
    for suit_mask in SUIT_MASK:
        in_suit = hand & suit_mask
        if in_suit:
            for size in sizes:
                if size <= largest:
                    options.extend(subsets(in_suit, size))
    return options


# The move tables come in one per size (the largest lead allowed, the lead's count), each by
# the hand alone: ``tables[size][hand]`` makes no key, where ``hand << 3 | size`` would make two
# new ints (a hand of 36 bits is a long of two digits), and the engine and rollouts ask every move.
SIZES = 8  # sizes 0-7: no hand holds more than 4 cards, and a rollout may ask for 7 (no limit)


class HandLeads(Table[tuple[int, ...]]):
    """The leads a hand may make when no lead may be longer than ``largest``, by hand, then
    ``tail``: the claim when claims are played (a legal claim is always the last move)."""

    def __init__(self, sizes: tuple[int, ...], largest: int, tail: tuple[int, ...]) -> None:
        super().__init__()
        self.sizes = sizes
        self.largest = largest
        self.tail = tail

    def compute(self, key: int) -> tuple[int, ...]:
        return (*_leads(key, self.sizes, self.largest), *self.tail)


class HandAnswers(Table[tuple[int, ...]]):
    """Every answer of ``count`` cards from a hand, by hand, then ``tail`` (the claim). Without
    closed cards or Moscow every such play is a legal answer."""

    def __init__(self, count: int, tail: tuple[int, ...]) -> None:
        super().__init__()
        self.count = count
        self.tail = tail

    def compute(self, key: int) -> tuple[int, ...]:
        return (*subsets(key, self.count), *self.tail)


@functools.cache
def lead_tables(sizes: tuple[int, ...], tail: tuple[int, ...]) -> tuple[HandLeads, ...]:
    """The lead tables by largest lead; every size from the longest lead up shares one, as no
    lead is longer."""
    longest = HandLeads(sizes, max(sizes), tail)
    shorter = [HandLeads(sizes, largest, tail) for largest in range(max(sizes))]
    return (*shorter, *[longest] * (SIZES - len(shorter)))


@functools.cache
def answer_tables(tail: tuple[int, ...]) -> tuple[HandAnswers, ...]:
    """The answer tables by the lead's count."""
    return tuple(HandAnswers(count, tail) for count in range(SIZES))
