"""The hint: the review's judgment of the choice now, the same for the same position, and why."""

from __future__ import annotations

import random

import pytest

from bura_desktop.ai.advice import advise
from bura_desktop.ai.effects import speaks_for
from bura_desktop.core import Action, Game, Rules
from tests.ai.test_review import stacked

# Few worlds: the choices here are clear, and the suite runs on two cores.
WORLDS = 100


def test_a_trump_kept_for_a_bura_is_the_hint_and_the_bura_is_why() -> None:
    # Trumps are spades. Seat 1 leads the 6♦; seat 0 holds two trumps and a blank club.
    view = stacked(["7♠ 8♠ 7♣", "6♦ 9♦ 8♥"], "play 6♦").steps[0].game.view(0)
    advice = advise(view, seed=3, worlds=WORLDS)
    assert advice.action == Action.parse("play 7♣")
    assert advice.other is not None and advice.other.kind == "play"
    bura = next(r for r in advice.reasons if r.kind == "bura")
    assert speaks_for(bura) and bura.better > bura.other


@pytest.mark.parametrize("players", [2, 4])
def test_the_same_position_gets_the_same_hint_and_every_reason_favours_it(players: int) -> None:
    rng = random.Random(players)
    rules = Rules.preset("classic", players=players)
    advised = 0
    while advised < 6:
        game = Game(rules, seed=rng.getrandbits(32))
        for _ in range(rng.randrange(1, 4 * players)):
            if game.hand_over:
                break
            game.play_move(rng.choice(game.legal_moves()), None)
        if game.hand_over or game.to_act is None or len(game.legal_moves()) < 2:
            continue
        view = game.view(game.to_act)
        advice = advise(view, seed=1, worlds=20)
        assert advice.action in view.legal_actions()
        assert advise(view, seed=1, worlds=20) == advice  # asked twice: the same answer
        assert all(speaks_for(r) for r in advice.reasons)
        assert advice.other is not None or not advice.reasons
        advised += 1
