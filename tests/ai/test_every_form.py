"""Every form of the game: the rollouts race to the count that wins in each scoring."""

from __future__ import annotations

import random

from bura_desktop.ai.rollout import goal_of, smart_move
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
