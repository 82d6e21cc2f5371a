"""Shuffling and cutting from seeds: a session's seed replays its deals (docs/RULES.md 3)."""

from __future__ import annotations

import hashlib

from bura_desktop.core.cards import CARDS, Card, pack
from bura_desktop.core.events import DealerCut


def shuffled_pack(deck: int, seed: int) -> list[Card]:
    """The pack of a hand dealt from ``seed``, top card first: replaying a seed replays a deal."""
    return [CARDS[c] for c in shuffled_indices(deck, seed)]


# Card indices of each pack in pack order: the deal shuffles plain ints.
_PACK_INDICES = {deck: tuple(int(c) for c in pack(deck)) for deck in (32, 36)}


def shuffled_indices(deck: int, seed: int) -> list[int]:
    """``shuffled_pack`` as card indices: Fisher-Yates driven by a 256-bit hash of the seed,
    read as mixed-radix digits.

    36! needs 138 bits, so every order is as likely as any other to within 2**-118; this is
    three times faster than seeding a Mersenne Twister for every hand.
    """
    cards = list(_PACK_INDICES[deck])
    digest = hashlib.blake2b(str(seed).encode(), digest_size=32).digest()
    bits = int.from_bytes(digest, "big")
    for i in range(len(cards) - 1, 0, -1):
        bits, j = divmod(bits, i + 1)
        cards[i], cards[j] = cards[j], cards[i]
    return cards


def cut_for_dealer(seed: int, players: int, deck: int = 36) -> DealerCut:
    """The cut for a session's first dealer, drawn from the session's seed (docs/RULES.md 3):
    each seat in turn cuts a card, the highest rank deals, and seats tied for it cut again."""
    pack_ = shuffled_pack(deck, seed_of_hand(seed, -1))
    cuts: list[tuple[int, Card]] = []
    cutting = list(range(players))
    while True:
        cut = [(seat, pack_.pop()) for seat in cutting]
        cuts.extend(cut)
        top = max(card.rank for _, card in cut)
        cutting = [seat for seat, card in cut if card.rank == top]
        if len(cutting) == 1:
            return DealerCut(tuple(cuts), cutting[0])


def deal_order(dealer: int, players: int, size: int, packets: bool) -> list[tuple[int, int]]:
    """Who is dealt each card from the top of the pack, in turn: (seat, the card's place in
    that seat's hand). The deal starts on the dealer's left, whoever leads (docs/RULES.md 3.1,
    3.3), one card at a time round the table, or ``packets`` of ``size`` cards each."""
    order = [(dealer + 1 + i) % players for i in range(players)]
    if packets:
        return [(seat, i) for seat in order for i in range(size)]
    return [(order[i % players], i // players) for i in range(size * players)]


def seed_of_hand(seed: int, hand_no: int) -> int:
    """The seed of a session's hand: a hash, so that nearby sessions share no deals."""
    digest = hashlib.blake2b(f"{seed}/{hand_no}".encode(), digest_size=8).digest()
    return int.from_bytes(digest, "big") >> 1


__all__ = ["cut_for_dealer", "deal_order", "seed_of_hand", "shuffled_indices", "shuffled_pack"]
