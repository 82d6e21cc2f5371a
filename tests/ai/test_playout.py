"""playout.play_out: the rollouts on the engine's fast path (core.playing) play exactly the per-move
loop's hands."""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

import pytest

from bura_desktop.ai import playout
from bura_desktop.ai.rollout import POLICIES, Policy, play_per_move, policy_move, smart_move
from bura_desktop.ai.sampling import sample_game
from bura_desktop.core import Game, Rules
from bura_desktop.core.actions import CLAIM
from tests.core.rule_sets import random_rules


def position(rng: random.Random) -> Game:
    """A position at a random point of a random hand, sometimes a later hand of the session,
    sometimes a world sampled from the view of the seat to act; never a finished hand."""
    while True:
        game = Game(random_rules(rng), seed=rng.getrandbits(32), dealer=rng.choice([None, 0]))
        if rng.random() < 0.3:  # a later hand: a pot carried over, bankrolls moved
            play_per_move(game, random.Random(rng.getrandbits(32)), policy_move)
            if game.session_over:
                continue
            game.next_hand(record=False)
        for _ in range(rng.randrange(40)):
            if game.to_act is None:
                break
            moves = game.legal_moves()
            others = [m for m in moves if m != CLAIM]
            game.play_move(CLAIM if not others or rng.random() < 0.02 else rng.choice(others))
        if game.to_act is None:
            continue
        if rng.random() < 0.5:
            return sample_game(game.view(game.to_act), rng)
        return game


def assert_same_hand(game: Game, policy: Policy, seed: int, stock: int = -1) -> None:
    plain, fast = game.clone(), game.clone()
    plain_rng, fast_rng = random.Random(seed), random.Random(seed)
    play_per_move(plain, plain_rng, policy, stock)
    playout.play_out(fast, fast_rng, policy, stock)
    # The tricks hold every card played, by whom, face up or down, in order: the moves.
    assert fast.state().tricks == plain.state().tricks, (game.rules, policy.__name__, seed)
    assert fast.state() == plain.state(), (game.rules, policy.__name__, seed)
    assert fast_rng.getstate() == plain_rng.getstate()  # the same numbers drawn


def test_every_rule_set_plays_the_same_hands_to_the_end() -> None:
    rng = random.Random(20)
    for i in range(2500):
        assert_same_hand(position(rng), rng.choice((policy_move, smart_move)), i)


def test_the_endgame_is_handed_over_at_the_same_move() -> None:
    rng = random.Random(21)
    for i in range(800):
        stock = rng.choice((0, 2, 4, 6))
        assert_same_hand(position(rng), rng.choice((policy_move, smart_move)), i, stock)


@pytest.mark.parametrize("name", sorted(POLICIES))
def test_the_engine_takes_only_the_rare_moves(name: str, monkeypatch: pytest.MonkeyPatch) -> None:
    # Correct but always falling back would be no faster: most moves must be played here.
    calls = 0
    play_move: Callable[..., None] = Game.play_move

    def counted(game: Game, move: int, events: Any = None) -> None:
        nonlocal calls
        calls += 1
        play_move(game, move, events)

    monkeypatch.setattr(Game, "play_move", counted)
    moves = 0
    for seed in range(200):
        game = Game(Rules.preset("classic"), seed=seed)
        playout.play_out(game, random.Random(seed), POLICIES[name])
        moves += sum(len(plays) for _, plays, _ in game.state().tricks)
    assert calls < moves / 5
