"""Every form of the game: rollouts race to the right count, and exact play where it is exact."""

from __future__ import annotations

import random
from typing import Any

import pytest

import bura_desktop.ai.search as search_module
from bura_desktop.ai import make_player
from bura_desktop.ai.endgame import exact_value
from bura_desktop.ai.intermediate import IntermediatePlayer
from bura_desktop.ai.rollout import goal_of, policy_move, scale_of, smart_move
from bura_desktop.ai.sampling import sample_game
from bura_desktop.ai.search import nothing_hidden
from bura_desktop.core import Action, Game, Rules
from tests.core.stacking import stack


class _NoNoise(random.Random):
    """A rollout's luck that never picks the random move."""

    def random(self) -> float:
        return 0.99


def _kozel_answer(points: tuple[int, int]) -> Game:
    """Kozel, ♠ trumps: seat 1 has led 7♦ (no points); seat 0 holds 6♠ (trump) and 8♣."""
    rules = Rules.preset("kozel")
    hands = ["6♠ 8♣ 9♣ 9♥", "7♦ 8♦ 7♥ 8♥"]
    game = Game(rules, deck=stack(rules, hands, "K♠"), dealer=0)
    game.apply("play 7♦")
    state = game.state()._replace(points=points)
    return Game.restore(rules, state)


def test_the_goal_is_31_with_claims_and_a_winning_share_without() -> None:
    assert goal_of(Game(Rules.preset("classic"), seed=1)) == 31
    assert goal_of(Game(Rules.preset("kozel"), seed=1)) == 61
    assert goal_of(Game(Rules.preset("penalty"), seed=1)) == 61
    assert goal_of(Game(Rules.preset("kozel", players=3), seed=1)) == 41


def test_a_kozel_rollout_does_not_spend_a_trump_on_nothing_past_31() -> None:
    # 40 points would be a claim in the pot game; in Kozel nothing is won yet, and a trump
    # spent on an empty trick is lost for the tricks that count.
    game = _kozel_answer((40, 20))
    assert game.to_act == 0
    assert str(Action(smart_move(game, _NoNoise()))) == "play 8♣"
    # Within reach of the winning count it takes the trick whatever it costs.
    game = _kozel_answer((61, 20))
    assert str(Action(smart_move(game, _NoNoise()))) == "play 6♠"


def _kozel_to_the_last_cards(seed: int) -> Game:
    game = Game(Rules.preset("kozel"), seed=seed)
    players = [IntermediatePlayer(1), IntermediatePlayer(2)]
    while game.to_act is not None and (game.stock_count or len(game.legal_moves()) == 1):
        seat = game.to_act
        game.apply(players[seat].choose(game.view(seat)))
    return game


def _value(game: Game, move: int, seat: int) -> float:
    child = game.clone()
    child.play_move(move, None)
    bank = [game.bankroll(s) for s in range(game.n)]
    return exact_value(child, seat, bank, scale_of(game))


def test_with_nothing_hidden_the_expert_plays_the_perfect_move() -> None:
    # Without claims too: once the stock is drawn, every unseen card is in the other hand.
    checked = 0
    for seed in range(30):
        game = _kozel_to_the_last_cards(seed)
        if game.to_act is None:
            continue  # a Bura ended it
        seat = game.to_act
        view = game.view(seat)
        assert nothing_hidden(view)
        world = sample_game(view, random.Random(3))
        assert world.state().hands == game.state().hands
        values = {m: _value(game, int(m), seat) for m in view.legal_actions()}
        expert = make_player("expert", seed=5, budget=None, iterations=1)
        assert values[expert.choose(view)] == max(values.values())
        checked += 1
    assert checked >= 8


def test_something_is_hidden_while_the_stock_is_unseen() -> None:
    game = Game(Rules.preset("kozel"), seed=2)
    assert game.to_act is not None
    assert not nothing_hidden(game.view(game.to_act))
    game = Game(Rules.preset("kozel", players=3), seed=2)
    assert game.to_act is not None
    assert not nothing_hidden(game.view(game.to_act))


def test_where_hands_are_played_out_the_expert_rolls_out_with_the_plain_policy(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    used = []

    def spy(moves: list[int], *args: object, **options: Any) -> tuple[list[float], int]:
        used.append(args[-1])
        options["sample"].alive[:] = range(len(moves))  # as ``evaluate``: none dropped
        return [0.0] * len(moves), 1

    monkeypatch.setattr(search_module, "evaluate", spy)
    for preset in ("kozel", "penalty", "classic"):
        game = Game(Rules.preset(preset), seed=6)
        assert game.to_act is not None
        make_player("expert", seed=1).choose(game.view(game.to_act))
    assert used == [policy_move, policy_move, smart_move]
