"""Cards as small ints, with readable value types on top.

A card is the int ``suit * 9 + rank``; a set of cards is a bitmask with bit ``card`` set. The
engine works on those ints and masks; ``Card`` is an ``int`` subclass so the API can hand out
readable values without converting anything in the hot paths.
"""

from __future__ import annotations

from collections.abc import Iterable
from enum import IntEnum

from bura_desktop.core.bounded import shown


class Suit(IntEnum):
    SPADES = 0
    HEARTS = 1
    DIAMONDS = 2
    CLUBS = 3

    def __str__(self) -> str:
        return SUIT_SYMBOLS[self]


class Rank(IntEnum):
    """Ranks in order of strength: a higher value beats a lower one of the same suit."""

    SIX = 0
    SEVEN = 1
    EIGHT = 2
    NINE = 3
    JACK = 4
    QUEEN = 5
    KING = 6
    TEN = 7
    ACE = 8

    @property
    def points(self) -> int:
        return RANK_POINTS[self]

    def __str__(self) -> str:
        return RANK_TEXT[self]


SUIT_SYMBOLS = ("♠", "♥", "♦", "♣")
RANK_TEXT = ("6", "7", "8", "9", "J", "Q", "K", "10", "A")
RANK_POINTS = (0, 0, 0, 0, 2, 3, 4, 10, 11)
RANKS = 9
CARD_COUNT = 36


class Card(int):
    """One playing card; ``int(card)`` is its index ``suit * 9 + rank``."""

    __slots__ = ()

    def __new__(cls, rank: Rank | int, suit: Suit | int) -> Card:
        if not (0 <= rank < RANKS and 0 <= suit < 4):
            raise ValueError(f"no such card: rank {rank}, suit {suit}")
        return CARDS[suit * RANKS + rank]

    @classmethod
    def from_index(cls, index: int) -> Card:
        return CARDS[index]

    @property
    def rank(self) -> Rank:
        return Rank(self % RANKS)

    @property
    def suit(self) -> Suit:
        return Suit(self // RANKS)

    @property
    def points(self) -> int:
        return RANK_POINTS[self % RANKS]

    def __str__(self) -> str:
        return RANK_TEXT[self % RANKS] + SUIT_SYMBOLS[self // RANKS]

    def __repr__(self) -> str:
        return f"Card('{self}')"

    def __reduce__(self) -> tuple[object, tuple[int]]:  # pickling goes through the cached instances
        return (Card.from_index, (int(self),))


CARDS: tuple[Card, ...] = tuple(int.__new__(Card, i) for i in range(CARD_COUNT))

# Per-card tables for the engine.
SUIT_OF = tuple(i // RANKS for i in range(CARD_COUNT))
POINTS_OF = tuple(RANK_POINTS[i % RANKS] for i in range(CARD_COUNT))
# Each card's bit, made once: ``1 << card`` makes a new int for every card past the eighth.
BIT_OF = tuple(1 << i for i in range(CARD_COUNT))
SUIT_MASK = tuple(((1 << RANKS) - 1) << (s * RANKS) for s in range(4))
SIXES_MASK = sum(1 << (s * RANKS + Rank.SIX) for s in range(4))
ACES_MASK = sum(1 << (s * RANKS + Rank.ACE) for s in range(4))
FULL_MASK = (1 << CARD_COUNT) - 1


def pack(deck: int) -> tuple[Card, ...]:
    """The cards of a 36- or 32-card pack (the 32-card pack has no sixes), in index order."""
    return tuple(c for c in CARDS if deck == 36 or c % RANKS != Rank.SIX)


def pack_mask(deck: int) -> int:
    return FULL_MASK if deck == 36 else FULL_MASK & ~SIXES_MASK


_RANK_WORDS = {
    "6": Rank.SIX,
    "7": Rank.SEVEN,
    "8": Rank.EIGHT,
    "9": Rank.NINE,
    "10": Rank.TEN,
    "T": Rank.TEN,
    "J": Rank.JACK,
    "Q": Rank.QUEEN,
    "K": Rank.KING,
    "A": Rank.ACE,
}
_SUIT_WORDS = {
    "♠": Suit.SPADES,
    "S": Suit.SPADES,
    "♥": Suit.HEARTS,
    "H": Suit.HEARTS,
    "♦": Suit.DIAMONDS,
    "D": Suit.DIAMONDS,
    "♣": Suit.CLUBS,
    "C": Suit.CLUBS,
    # The outline symbols are what some keyboards and fonts produce.
    "♤": Suit.SPADES,
    "♡": Suit.HEARTS,
    "♢": Suit.DIAMONDS,
    "♧": Suit.CLUBS,
}


def parse_card(token: str) -> Card:
    """Parse one card such as ``10♥``, ``QS``, ``as`` or ``T♦``."""
    text = token.strip().upper()
    rank = _RANK_WORDS.get(text[:-1]) if len(text) >= 2 else None
    suit = _SUIT_WORDS.get(text[-1:]) if text else None
    if rank is None or suit is None:
        raise ValueError(f"not a card: {shown(token)}")
    return CARDS[suit * RANKS + rank]


def parse_cards(text: str | Iterable[str | int]) -> tuple[Card, ...]:
    """Parse cards separated by spaces or commas: ``parse_cards("A♠ 10♥ QS")``.

    An iterable of card texts or card indices is accepted too. An unknown token raises
    ``ValueError`` naming it.
    """
    if isinstance(text, str):
        tokens: Iterable[str | int] = text.replace(",", " ").split()
    else:
        tokens = text
    cards = []
    for token in tokens:
        if isinstance(token, int):
            if not 0 <= token < CARD_COUNT:
                raise ValueError(f"not a card: {shown(token)}")
            cards.append(CARDS[token])
        elif isinstance(token, str):
            cards.append(parse_card(token))
        else:
            raise ValueError(f"not a card: {shown(token)}")
    return tuple(cards)


def mask_of(cards: Iterable[int]) -> int:
    mask = 0
    for c in cards:
        mask |= 1 << c
    return mask


_BITS_CACHE: dict[int, tuple[Card, ...]] = {}
# Entries ``cards_of`` keeps at most (``tables.limit_caches`` lowers it where nothing searches).
BITS_CACHE_LIMIT = 200_000


def cards_of(mask: int) -> tuple[Card, ...]:
    """The cards of a mask, lowest index first (cached: hands recur constantly in search)."""
    cards = _BITS_CACHE.get(mask)
    if cards is None:
        cards = tuple(CARDS[i] for i in range(CARD_COUNT) if mask >> i & 1)
        if len(_BITS_CACHE) < BITS_CACHE_LIMIT:
            _BITS_CACHE[mask] = cards
    return cards
