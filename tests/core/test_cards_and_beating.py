import itertools

import pytest

from bura_desktop.core import Card, Rank, Suit, beats, parse_cards
from bura_desktop.core.cards import CARDS, pack


def test_card_text_and_points():
    assert str(Card(Rank.ACE, Suit.SPADES)) == "A♠"
    assert [c.points for c in parse_cards("A♠ 10♥ K♦ Q♣ J♠ 9♠ 8♠ 7♠ 6♠")] == [
        11,
        10,
        4,
        3,
        2,
        0,
        0,
        0,
        0,
    ]
    assert sum(c.points for c in pack(36)) == 120
    assert sum(c.points for c in pack(32)) == 120
    assert len(pack(32)) == 32 and all(c.rank != Rank.SIX for c in pack(32))


@pytest.mark.parametrize(
    ("text", "expected"),
    [("10♥", "10♥"), ("QS", "Q♠"), ("as", "A♠"), ("T♦", "10♦"), ("6c", "6♣"), ("jh", "J♥")],
)
def test_parse_accepts_every_notation(text, expected):
    (card,) = parse_cards(text)
    assert str(card) == expected


@pytest.mark.parametrize("bad", ["1♠", "AX", "11H", "♠", "A", "Z♠", "5♥"])
def test_parse_names_the_bad_token(bad):
    with pytest.raises(ValueError, match=bad):
        parse_cards(f"A♠ {bad} 7♥")


def test_parse_separators():
    assert parse_cards("A♠, 10♥ QS") == parse_cards(["A♠", "10♥", "QS"])


def one_beats(card: Card, target: Card, trump: Suit) -> bool:
    if card.suit == target.suit:
        return card.rank > target.rank
    return card.suit == trump


def brute_force(play, target, trump) -> bool:
    return any(
        all(one_beats(p, t, trump) for p, t in zip(perm, target, strict=True))
        for perm in itertools.permutations(play)
    )


def test_worked_examples_of_section_2():
    hearts, diamonds = Suit.HEARTS, Suit.DIAMONDS
    assert beats(parse_cards("A♠ 7♥"), parse_cards("K♠ 8♠"), hearts)
    assert not beats(parse_cards("A♠ 7♣"), parse_cards("K♠ 8♠"), hearts)
    assert beats(parse_cards("9♦ J♠"), parse_cards("Q♠ 7♠"), diamonds)
    assert beats(parse_cards("K♦ 8♦"), parse_cards("9♦ J♠"), diamonds)
    assert not beats(parse_cards("8♦ 9♠"), parse_cards("9♦ J♠"), diamonds)
    assert not beats(parse_cards("K♦ 9♠"), parse_cards("9♦ J♠"), diamonds)


def test_single_cards_against_brute_force_for_every_trump():
    for trump in Suit:
        for a, b in itertools.permutations(CARDS, 2):
            assert beats([a], [b], trump) == one_beats(a, b, trump)


def test_multi_card_leads_against_brute_force():
    # Every lead of 2-3 cards of one suit against every answer from a slice of the pack that
    # holds every relation (same suit higher/lower/between, trump, other suit).
    cards = [c for c in CARDS if c.rank in (Rank.SEVEN, Rank.JACK, Rank.KING, Rank.ACE)]
    for trump in Suit:
        for k in (2, 3):
            leads = [t for t in itertools.combinations(cards, k) if len({c.suit for c in t}) == 1]
            for target in leads:
                for play in itertools.combinations([c for c in cards if c not in target], k):
                    assert beats(play, target, trump) == brute_force(play, target, trump), (
                        play,
                        target,
                        trump,
                    )


def test_mixed_best_plays_against_brute_force():
    # A current best may hold several suits (A♠ 7♥): answers against it too.
    cards = [c for c in CARDS if c.rank in (Rank.SIX, Rank.QUEEN, Rank.TEN)]
    for trump in (Suit.SPADES, Suit.CLUBS):
        for target in itertools.combinations(cards, 3):
            rest = [c for c in cards if c not in target]
            for play in itertools.combinations(rest, 3):
                assert beats(play, target, trump) == brute_force(play, target, trump)


def test_different_sizes_never_beat():
    assert not beats(parse_cards("A♥"), parse_cards("6♠ 7♠"), Suit.HEARTS)
