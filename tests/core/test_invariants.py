"""Invariants over random sessions for every preset, 2-6 players and random options."""

import random
from collections import Counter

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from bura_desktop.core import Action, Card, Game, Rules
from bura_desktop.core.cards import cards_of
from tests.core.rule_sets import rules_strategy
from tests.core.strategies import check_cards, choose


def check_chips(game: Game, total: int) -> None:
    assert sum(game.bankroll(s) for s in range(game.n)) + game.pot == total


def check_views(game: Game) -> None:
    for seat in range(game.n):
        view = game.view(seat)
        visible = set(view.hand) | {view.indicator}
        for known in view.known_cards:
            visible |= set(known)
        for trick in (*view.tricks, type("T", (), {"plays": view.trick})()):
            for play in trick.plays:
                visible |= set(play.cards)
        for other in range(game.n):
            if other == seat:
                continue
            hidden = set(cards_of(game._hands[other] & ~game._known[other]))
            hidden |= set(cards_of(game._down_by[other]))
            hidden -= {view.indicator}
            assert not hidden & visible, f"seat {seat} sees {hidden & visible} of seat {other}"
        if game.to_act == seat:
            assert set(view.legal_actions()) == set(game.legal_actions())
        else:
            assert view.legal_actions() == []


@settings(
    max_examples=60,
    suppress_health_check=[HealthCheck.too_slow],
)
@given(rules=rules_strategy(), seed=st.integers(0, 2**32), dealer=st.integers(0, 5))
def test_random_sessions_keep_every_invariant(rules, seed, dealer):
    rng = random.Random(seed)
    game = Game(rules, seed=seed, dealer=dealer % rules.players)
    total = sum(game.bankroll(s) for s in range(game.n)) + game.pot
    twin = Game(rules, seed=seed, dealer=dealer % rules.players)
    for _ in range(3):
        steps = 0
        while not game.hand_over:
            check_cards(game)
            check_chips(game, total)
            if steps % 4 == 0:
                check_views(game)
            text = game.to_json()
            assert Game.from_json(text).to_json() == text
            move = choose(game, rng)
            game.play_move(move)
            twin.apply(str(Action(move)))  # the text notation replays the same game
            steps += 1
            assert steps < 500, "a hand does not end"
        check_cards(game)
        check_chips(game, total)
        assert twin.to_json() == game.to_json()
        assert (
            sum(game.points(s) for s in range(game.n))
            + sum(c.points for c in game.set_aside)
            + sum(c.points for s in range(game.n) for c in game.hand(s))
            + sum(c.points for _, cards, _ in game.trick for c in cards)
            + sum(c.points for c in cards_of(sum(1 << c for c in game._stock)))
            == 120
        )
        if game.session_over:
            assert game.pot == 0  # what was left in the pot was shared out
            break
        game.next_hand()
        twin.next_hand()


def test_same_seed_gives_the_same_deals():
    for preset in Rules.PRESETS:
        a, b = Game(Rules.preset(preset), seed=42), Game(Rules.preset(preset), seed=42)
        assert a.to_json() == b.to_json()
        assert Game(Rules.preset(preset), seed=43).to_json() != a.to_json()


def test_a_hand_seed_replays_the_deal():
    from bura_desktop.core import shuffled_pack

    game = Game(Rules(), seed=9)
    assert game.hand_seed is not None
    replay = Game(Rules(), deck=[str(c) for c in shuffled_pack(36, game.hand_seed)])
    assert [replay.hand(s) for s in (0, 1)] == [game.hand(s) for s in (0, 1)]
    assert replay.indicator == game.indicator


def test_the_shuffle_is_fair():
    """Every card is about as likely at the top of the pack and as the indicator."""
    from bura_desktop.core import shuffled_pack

    for deck in (32, 36):
        tops: Counter[Card] = Counter()
        indicators: Counter[Card] = Counter()
        for seed in range(deck * 300):
            cards = shuffled_pack(deck, seed)
            tops[cards[0]] += 1
            indicators[cards[6]] += 1
        expected = 300
        for counts in (tops, indicators):
            assert len(counts) == deck
            chi2 = sum((n - expected) ** 2 / expected for n in counts.values())
            # 99.9th percentile of chi-square with 35 (31) degrees of freedom is about 66 (61).
            assert chi2 < 70, chi2


def test_a_clone_is_whole_and_independent():
    rng = random.Random(3)
    game = Game(Rules.preset("classic", players=3, closed_cards=True), seed=3)
    for _ in range(7):
        game.play_move(choose(game, rng))
    copy = game.clone()
    assert all(hasattr(copy, name) for name in Game.__slots__)
    assert copy.to_json() == game.to_json()
    before = game.to_json()
    while not copy.hand_over:
        copy.play_move(choose(copy, rng))
    assert game.to_json() == before
