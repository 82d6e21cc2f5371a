"""Inference from play: worlds that give a rival a cover it did not use, or a cheaper card than
the one it threw, are kept less often."""

from __future__ import annotations

import random

from bura_desktop.ai import make_player
from bura_desktop.ai.inference import SLACK, inferring_sampler, likelihood, refusals
from bura_desktop.ai.sampling import sample_game
from bura_desktop.ai.search import SearchPlayer
from bura_desktop.core import Game, Rules, parse_cards
from bura_desktop.core.cards import POINTS_OF, SUIT_MASK, mask_of
from tests.core.stacking import stack

CLUBS = SUIT_MASK[3]


def _after_a_refusal() -> Game:
    """♠ trumps. Seat 0 wins the first trick, leads 6♣; seat 1 throws 7♦ instead of covering."""
    rules = Rules.preset("classic")
    hands = ["9♦ 6♣ K♥", "8♦ 7♦ 9♥"]
    game = Game(rules, deck=stack(rules, hands, "6♠", stock="10♥ J♥"), dealer=0)
    for action in ("play 8♦", "play 9♦", "play 6♣", "play 7♦"):
        game.apply(action)
    assert game.to_act == 0
    return game


def _holds_a_club_cover(world: Game) -> bool:
    return bool(world._hands[1] & CLUBS & ~mask_of(parse_cards("6♣")))


def test_a_refusal_to_cover_is_read_from_the_tricks() -> None:
    view = _after_a_refusal().view(0)
    (found,) = refusals(view)
    assert found.seat == 1
    assert found.target == mask_of(parse_cards("6♣"))
    assert (found.pool, found.drawn) == (3, 1)  # it drew one of the three cards it holds now


def test_a_world_with_an_unused_cover_is_less_likely() -> None:
    view = _after_a_refusal().view(0)
    found = refusals(view)
    rng = random.Random(2)
    for _ in range(50):
        world = sample_game(view, rng)
        weight = likelihood(world, found)
        if _holds_a_club_cover(world):
            assert SLACK <= weight < 1
        else:
            assert weight == 1


def test_the_inferring_sampler_deals_fewer_unused_covers() -> None:
    view = _after_a_refusal().view(0)
    plain = sum(_holds_a_club_cover(sample_game(view, random.Random(s))) for s in range(300))
    sampler = inferring_sampler(view)
    rng = random.Random(7)
    inferred = sum(_holds_a_club_cover(sampler(rng)) for _ in range(300))
    assert inferred < 0.7 * plain


def test_nothing_to_read_leaves_the_deal_uniform() -> None:
    game = Game(Rules.preset("classic"), seed=3)
    view = game.view(game.to_act)
    assert refusals(view) == []
    a = inferring_sampler(view)(random.Random(5))
    b = sample_game(view, random.Random(5))
    assert a.state() == b.state()


def _after_a_costly_throw() -> Game:
    """♠ trumps. Seat 0 wins the first trick, leads A♣; seat 1 throws K♥ (4 points) on it."""
    rules = Rules.preset("classic")
    hands = ["9♦ A♣ K♦", "8♦ K♥ 9♥"]
    game = Game(rules, deck=stack(rules, hands, "6♠", stock="10♦ J♣"), dealer=0)
    for action in ("play 8♦", "play 9♦", "play A♣", "play K♥"):
        game.apply(action)
    return game


def test_a_point_card_thrown_makes_a_cheaper_one_in_that_hand_unlikely() -> None:
    view = _after_a_costly_throw().view(0)
    (found,) = refusals(view)
    assert found.thrown == 4
    rng = random.Random(4)
    plain = ~SUIT_MASK[int(view.trump)]
    for _ in range(50):
        world = sample_game(view, rng)
        hand = world._hands[1] & plain
        cheaper = any(POINTS_OF[c] < 4 for c in range(36) if hand >> c & 1)
        assert (likelihood(world, [found]) < 1) == cheaper


def test_the_expert_reads_the_answers_and_the_advanced_player_does_not() -> None:
    expert, advanced = make_player("expert", seed=1), make_player("advanced", seed=1)
    assert isinstance(expert, SearchPlayer) and isinstance(advanced, SearchPlayer)
    assert expert.infer and not advanced.infer
