"""A damaged save is refused with ValueError, or loads as a game that plays on without error."""

import dataclasses
import random

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from bura_desktop.core import Game, Rules
from tests.core.mutations import load_or_refuse, mutate, real_save
from tests.core.stacking import stack


def saved_and_loaded(game):
    text = game.to_json()
    assert Game.from_json(text).to_json() == text


def test_rare_positions_load():
    # A Bura showdown under closed cards ends the hand with a losing Bura face up.
    rules = dataclasses.replace(Rules(), closed_cards=True, players=3)
    game = Game(rules, deck=stack(rules, ["6♥ 7♥ 8♥", "9♥ J♥ 10♥", "6♠ 7♠ 8♣"], "A♥"))
    for action in ("declare bura", "declare bura"):
        game.apply(action)
        saved_and_loaded(game)
    assert game.outcome is not None
    assert game.outcome.how == "bura" and game.tricks_played == 1
    # Molodka and three aces declared: the three aces take the lead, kept through the trick.
    # The leader, seat 1, holds nothing to declare and is asked first (to claim or pass).
    rules = dataclasses.replace(Rules(), players=3, three_aces="lead")
    game = Game(rules, deck=stack(rules, ["A♠ A♣ A♦", "10♠ K♠ 6♦", "9♣ J♣ Q♣"], "A♥"))
    saved_and_loaded(game)
    for action in ("pass", "declare molodka", "declare three-aces", "play A♠"):
        game.apply(action)
        saved_and_loaded(game)
    assert game.leader == 0 and len(game.trick) == 1


@settings(max_examples=40, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 2**32))
def test_a_real_save_loads_and_plays_on(seed):
    rng = random.Random(seed)
    text = real_save(rng)
    assert Game.from_json(text).to_json() == text
    assert load_or_refuse(text, rng)


@settings(max_examples=300, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 2**32))
def test_a_damaged_save_is_refused_or_plays_on(seed):
    rng = random.Random(seed)
    text, damage = mutate(real_save(rng), rng)
    try:
        load_or_refuse(text, rng)
    except Exception as error:
        raise AssertionError(f"after {damage}: {error!r}") from error


def test_any_whole_number_seed_loads():
    for seed in (-5, 0, 2**63, 10**100):  # --seed N takes any int
        saved_and_loaded(Game(Rules(), seed=seed))
