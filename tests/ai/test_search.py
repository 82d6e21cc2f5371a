"""The flat search: every candidate move is tried in every sampled world."""

from __future__ import annotations

import random

import pytest

from bura_desktop.ai.inference import Sampler
from bura_desktop.ai.sampling import sample_game
from bura_desktop.ai.search import best_of, evaluate
from bura_desktop.core import Game, Rules

SEAT = 1  # the first to act: the non-dealer (dealer 0)


def _counting_sampler(game: Game) -> tuple[list[int], Sampler]:
    calls = [0]
    assert game.to_act == SEAT
    view = game.view(SEAT)

    def sampler(rng: random.Random) -> tuple[Game, float]:
        calls[0] += 1
        return sample_game(view, rng), 1.0

    return calls, sampler


def test_every_move_is_played_out_in_every_world() -> None:
    game = Game(Rules.preset("classic"), seed=4)
    moves = game.legal_moves()[:-1]  # every move but the claim
    calls, sampler = _counting_sampler(game)
    values, worlds = evaluate(moves, sampler, SEAT, random.Random(1), None, 3 * len(moves))
    assert len(values) == len(moves) and worlds == 3
    assert best_of(moves, values) in moves
    assert calls[0] == 3  # three worlds, each with every move


def test_a_cap_below_the_move_count_still_tries_one_world() -> None:
    game = Game(Rules.preset("classic"), seed=4)
    moves = game.legal_moves()
    calls, sampler = _counting_sampler(game)
    values, worlds = evaluate(moves, sampler, SEAT, random.Random(1), None, 1)
    assert worlds == 1 and len(values) == len(moves)
    assert calls[0] == 1


def test_no_moves_to_weigh_is_refused_rather_than_searched_for_ever() -> None:
    game = Game(Rules.preset("classic"), seed=4)
    _, sampler = _counting_sampler(game)
    with pytest.raises(ValueError, match="no moves"):
        evaluate([], sampler, SEAT, random.Random(1), None, 10)
