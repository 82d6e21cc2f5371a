"""sample_game: a full state the seat cannot tell from the real one."""

from __future__ import annotations

import random

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from bura_desktop.ai.sampling import sample_game
from bura_desktop.core import Game
from bura_desktop.core.cards import mask_of, pack_mask
from tests.core.rule_sets import rules_strategy


@st.composite
def positions(draw: st.DrawFn) -> tuple[Game, int]:
    rules = draw(rules_strategy())
    game = Game(rules, seed=draw(st.integers(0, 2**32)))
    rng = random.Random(draw(st.integers(0, 2**32)))
    for _ in range(draw(st.integers(0, 80))):
        if game.hand_over:
            break
        game.play_move(rng.choice(game.legal_moves()), None)
    return game, draw(st.integers(0, rules.players - 1))


@settings(max_examples=150, suppress_health_check=[HealthCheck.too_slow])
@given(positions(), st.integers(0, 2**32))
def test_a_sample_matches_everything_the_seat_knows(position: tuple[Game, int], seed: int) -> None:
    game, seat = position
    view = game.view(seat)
    sample = sample_game(view, random.Random(seed))
    # Every card of the pack exactly once, in a hand, a pile, the stock, set aside or the trick.
    places = [*sample._hands, *sample._piles, sample._set_aside]
    places += [1 << c for c in sample._stock] + [m for _, m, _ in sample._trick]
    total = 0
    for mask in places:
        assert not total & mask
        total |= mask
    assert total == pack_mask(game.rules.deck)
    for s in range(game.rules.players):
        assert sample.hand(s) == game.hand(s) if s == seat and view.hand else True
        assert len(sample.hand(s)) == len(game.hand(s))
        assert mask_of(view.known_cards[s]) & ~sample._hands[s] == 0
    assert sample.stock_count == game.stock_count
    assert sample.set_aside == () or game.indicator in sample.set_aside
    # The strongest check: the seat sees exactly the same table in the sample.
    assert sample.view(seat) == view


@settings(max_examples=40)
@given(positions(), st.integers(0, 2**32))
def test_a_sample_plays_on_to_the_end_of_the_hand(position: tuple[Game, int], seed: int) -> None:
    game, seat = position
    rng = random.Random(seed)
    sample = sample_game(game.view(seat), rng)
    while not sample.hand_over:
        sample.apply(rng.choice(sample.legal_actions()))
    assert sample.outcome is not None
