"""The flat search: every candidate move is tried in every sampled world, until the choice is
settled."""

from __future__ import annotations

import random

import pytest

from bura_desktop.ai.inference import Sampler, uniform_sampler
from bura_desktop.ai.sampling import sample_game
from bura_desktop.ai.search import best_of, evaluate, settled
from bura_desktop.core import Action, Game, Rules
from tests.core.stacking import stack

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


def test_a_clear_lead_on_the_same_worlds_is_settled_and_a_close_call_is_not() -> None:
    rng = random.Random(2)
    worlds = 64
    weights = [1.0] * worlds
    luck = [rng.gauss(0.0, 0.3) for _ in range(worlds)]
    # Each move's mean is noisy, but on the same worlds one is always 0.05 better.
    assert settled([[x + 0.05 for x in luck], luck], weights)
    assert settled([luck, [x - 0.05 for x in luck], [x - 0.5 for x in luck]], weights)
    # Two moves worth the same in every world: nothing left to tell apart.
    assert settled([luck, luck[:]], weights)
    # A lead of one of its standard errors (0.05 of 0.056): the other could be better by more
    # than a fine decision's cost, so the worlds go on.
    swings = [0.5 if w % 2 else -0.4 for w in range(worlds)]
    assert not settled([[x + s for x, s in zip(luck, swings, strict=True)], luck], weights)
    # No lead at all, but known to within a fine decision's cost (0.03 a world either way,
    # a standard error of 0.004): either move is right, there is nothing to resolve.
    small = [0.03 if w % 2 else -0.03 for w in range(worlds)]
    assert settled([[x + s for x, s in zip(luck, small, strict=True)], luck], weights)
    # A lead that one heavy world makes is not trusted either.
    heavy = [100.0] + [0.01] * (worlds - 1)
    assert not settled([[x + 0.05 for x in luck], [x + rng.gauss(0.0, 0.3) for x in luck]], heavy)


def test_points_thrown_on_a_lost_trick_are_told_from_a_blank_in_a_few_dozen_worlds() -> None:
    # Seat 1 leads A♥; seat 0 holds no heart and no trump and must give the trick away.
    rules = Rules.preset("classic", players=2)
    game = Game(rules, deck=stack(rules, ["10♣ 7♦ 8♣", "A♥ 9♦ 7♥"], "6♠"), dealer=0)
    game.apply("play A♥")
    view = game.view(0)
    ten, blank = int(Action.parse("play 10♣")), int(Action.parse("play 7♦"))
    cap = 20_000
    sampler = uniform_sampler(view)
    values, worlds = evaluate([ten, blank], sampler, 0, random.Random(1), None, cap, settle=True)
    assert best_of([ten, blank], values) == blank
    assert worlds < cap // 20  # settled long before the cap
    _, all_worlds = evaluate([ten, blank], sampler, 0, random.Random(1), None, 400)
    assert all_worlds == 200  # without settling, the cap
