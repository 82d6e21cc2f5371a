"""Section 2 of docs/RULES.md: which play beats which.

A play of k cards beats a play of k cards when every target card can be given a different card of
the play that beats it. With at most four cards that is Hall's condition over the few subsets of
the target, checked on bitmasks.
"""

from __future__ import annotations

from collections.abc import Sequence

from bura_desktop.core.cards import CARD_COUNT, SUIT_MASK, SUIT_OF, Suit, mask_of

# BEATERS[trump][card]: the mask of every card that beats ``card`` when ``trump`` is trumps.
BEATERS: tuple[tuple[int, ...], ...] = tuple(
    tuple(
        (SUIT_MASK[SUIT_OF[c]] & ~((1 << (c + 1)) - 1))
        | (0 if SUIT_OF[c] == trump else SUIT_MASK[trump])
        for c in range(CARD_COUNT)
    )
    for trump in range(4)
)


# Hall's condition needs every subset of two or more target cards: their indices, by count.
_HALL_SUBSETS: tuple[tuple[tuple[int, ...], ...], ...] = tuple(
    tuple(
        tuple(i for i in range(k) if subset >> i & 1)
        for subset in range(1, 1 << k)
        if subset.bit_count() >= 2
    )
    for k in range(5)
)


def beats_mask(play: int, target: int, trump: int) -> bool:
    """Whether the cards of ``play`` beat those of ``target`` (masks of equal size)."""
    beaters = BEATERS[trump]
    covers = []  # for each target card, the cards of the play that beat it
    while target:
        low = target & -target
        cover = beaters[low.bit_length() - 1] & play
        if not cover:
            return False
        covers.append(cover)
        target ^= low
    k = len(covers)
    if k != play.bit_count():
        return False
    if k == 2:  # the common multi-card case: one subset to check
        return (covers[0] | covers[1]).bit_count() >= 2
    for subset in _HALL_SUBSETS[k]:
        union = 0
        for i in subset:
            union |= covers[i]
        if union.bit_count() < len(subset):
            return False
    return True


def beats(play: Sequence[int], target: Sequence[int], trump: Suit | int) -> bool:
    """Whether the cards ``play`` beat the cards ``target`` with ``trump`` as trump suit.

    Plays of different sizes never beat each other (a short Moscow answer cannot win).
    """
    if len(set(play)) != len(play) or len(set(target)) != len(target):
        raise ValueError("a play cannot hold the same card twice")
    if len(play) != len(target) or not play:
        return False
    if set(play) & set(target):
        raise ValueError("a card cannot be in both plays")
    return beats_mask(mask_of(play), mask_of(target), int(trump))


__all__ = ["BEATERS", "beats", "beats_mask"]
