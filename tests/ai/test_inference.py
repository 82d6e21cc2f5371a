"""Inference from play: a rival's card plays weigh the worlds by how likely each made them."""

from __future__ import annotations

import random
from collections.abc import Callable

import pytest

from bura_desktop.ai import make_player
from bura_desktop.ai.inference import (
    _history,
    inferring_sampler,
    policy_weight,
    reading,
    uniform_sampler,
)
from bura_desktop.ai.rollout import smart_move
from bura_desktop.ai.sampling import sample_game
from bura_desktop.ai.search import SearchPlayer
from bura_desktop.core import Game, Rules, parse_cards
from bura_desktop.core.cards import mask_of
from bura_desktop.core.state import PLAY_PHASE
from tests.core.stacking import stack


class _Never:
    """Random numbers under which a policy never plays a random card."""

    def random(self) -> float:
        return 1.0


def _after_a_refusal() -> Game:
    """♠ trumps. Seat 0 wins the first trick, leads 10♣; seat 1 throws 7♦ instead of taking
    it."""
    rules = Rules.preset("classic")
    hands = ["9♦ 10♣ K♥", "8♦ 7♦ 9♥"]
    game = Game(rules, deck=stack(rules, hands, "6♠", stock="10♥ J♥"), dealer=0)
    for action in ("play 8♦", "play 9♦", "play 10♣", "play 7♦"):
        game.apply(action)
    assert game.to_act == 0
    return game


def _weighed_share(
    game: Game, test: Callable[[Game], bool], worlds: int = 2000
) -> tuple[float, float]:
    """The share of ``worlds`` for which ``test`` holds, dealt uniformly and weighed."""
    assert game.to_act is not None
    view = game.view(game.to_act)
    sampler = inferring_sampler(view)
    rng = random.Random(3)
    plain = weighed = total = 0.0
    for _ in range(worlds):
        world, weight = sampler(rng)
        hit = float(test(world))
        plain += hit
        weighed += weight * hit
        total += weight
    return plain / worlds, weighed / total


def test_a_ten_let_go_makes_the_worlds_that_give_the_rival_its_ace_less_likely() -> None:
    # It held two of its three cards then: with A♣ among them it would most likely have taken
    # 10♣ for 21 points.
    ace = mask_of(parse_cards("A♣"))

    def holds_the_ace(world: Game) -> bool:
        return bool(world._hands[1] & ace)

    uniform, weighed = _weighed_share(_after_a_refusal(), holds_the_ace)
    assert uniform > 0.05 and weighed < 0.8 * uniform


def test_nothing_to_read_leaves_the_deal_uniform() -> None:
    game = Game(Rules.preset("classic"), seed=3)
    assert game.to_act is not None
    view = game.view(game.to_act)
    assert reading(view).choices == ()
    world, weight = inferring_sampler(view)(random.Random(5))
    assert weight == 1.0
    assert world.state() == sample_game(view, random.Random(5)).state()


def _policy_hand(seed: int) -> list[tuple[Game, int, int]]:
    """A classic hand in which both seats play the smart policy's card every time: each
    position of seat 0's turns, with seat 1's true hand."""
    game = Game(Rules.preset("classic"), seed=seed)
    seen = []
    while not game.hand_over:
        if game.to_act == 0 and game.phase == PLAY_PHASE and game.tricks_played >= 2:
            seen.append((game.clone(), 0, game._hands[1]))
        game.play_move(smart_move(game, _Never()), None)  # type: ignore[arg-type]
    return seen


def test_the_worlds_hold_more_of_a_predictable_rivals_true_cards() -> None:
    uniform = weighed = 0.0
    for seed in range(8):
        for game, seat, truth in _policy_hand(seed):
            view = game.view(seat)
            read = reading(view)
            rng = random.Random(seed)
            hits = total = plain = 0.0
            for _ in range(60):
                world = sample_game(view, rng)
                held = (world._hands[1] & truth).bit_count()
                weight = policy_weight(world, read, rng)
                plain += held
                hits += weight * held
                total += weight
            uniform += plain / 60
            weighed += hits / total
    assert weighed > 1.15 * uniform


@pytest.mark.parametrize("preset", Rules.PRESETS)
@pytest.mark.parametrize("players", [2, 3])
def test_a_rivals_rebuilt_history_is_one_it_could_have_had(preset: str, players: int) -> None:
    """The hand sizes read from the view are the rival's true ones at every trick, and each
    rebuilt hand held the cards it played then and no card it had not yet drawn."""
    rules = Rules.preset(preset, players=players)
    rng = random.Random(players)
    checked = 0
    for seed in range(6):
        game = Game(rules, seed=seed)
        player = make_player("intermediate", seed)
        held: dict[tuple[int, int], int] = {}  # (seat, trick) -> its hand before its play
        while not game.hand_over and game.tricks_played < 6:
            seat = game.to_act
            assert seat is not None
            if game.phase == PLAY_PHASE:
                held.setdefault((seat, game.tricks_played), game._hands[seat])
            game.apply(player.choose(game.view(seat)))
        if game.hand_over:
            continue
        seat = 0
        view = game.view(seat)
        read = reading(view)
        tricks = [t[1] for t in game._tricks] + [game._trick]
        for rival, sizes in read.sizes.items():
            truth = [held.get((rival, k)) for k in range(len(tricks))]
            assert [t.bit_count() for t in truth if t is not None] == [
                sizes[k] for k, t in enumerate(truth) if t is not None
            ]
            later = game._hands[rival]
            rebuilt = _history(game._hands[rival], tricks, rival, sizes, rng)
            for k in range(len(tricks) - 1, -1, -1):
                played = 0
                for s, mask, _ in tricks[k]:
                    if s == rival:
                        played |= mask
                later |= played
                assert rebuilt[k] & played == played
                assert rebuilt[k] & ~later == 0
                assert rebuilt[k].bit_count() == sizes[k]
            checked += 1
    assert checked >= 4


def test_the_expert_reads_the_plays_and_the_advanced_player_does_not() -> None:
    expert, advanced = make_player("expert", seed=1), make_player("advanced", seed=1)
    assert isinstance(expert, SearchPlayer) and isinstance(advanced, SearchPlayer)
    assert expert.infer and not advanced.infer
    view = _after_a_refusal().view(0)
    assert uniform_sampler(view)(random.Random(1))[1] == 1.0
