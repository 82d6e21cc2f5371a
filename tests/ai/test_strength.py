"""Behaviour that makes the levels differ in strength, in positions a player would recognise."""

from __future__ import annotations

import random

import pytest

from bura_desktop.ai import make_player, rollout
from bura_desktop.ai.endgame import exact_value
from bura_desktop.ai.rollout import policy_move, scale_of, smart_move, utility
from bura_desktop.ai.sampling import sample_game
from bura_desktop.core import Action, Game, Rules
from bura_desktop.core.actions import CLAIM
from bura_desktop.core.cards import SUIT_MASK, pack, parse_cards

CLASSIC = Rules.preset("classic")


def stacked(leader: str, dealer: str, indicator: str, seed: int = 0) -> Game:
    """A 2-player deal: seat 1 (the first to lead) gets ``leader``, seat 0 ``dealer``."""
    first, second = parse_cards(leader), parse_cards(dealer)
    shown = parse_cards(indicator)[0]
    rest = [c for c in pack(36) if c not in (*first, *second, shown)]
    random.Random(seed).shuffle(rest)
    deck = [first[0], second[0], first[1], second[1], first[2], second[2], shown, *rest]
    return Game(CLASSIC, deck=deck, dealer=0)


def _minimax(game: Game, seat: int, bank: list[int], scale: float) -> float:
    """Every line, no pruning: what the endgame search must agree with."""
    if game.to_act is None:
        return utility(game, seat, bank, scale)
    moves = game.legal_moves()
    if CLAIM in moves:
        if game._points[game.to_act] >= 31:
            moves = [CLAIM]
        else:
            moves.remove(CLAIM)
    values = []
    for move in moves:
        child = game.clone()
        child.play_move(move, None)
        values.append(_minimax(child, seat, bank, scale))
    return max(values) if game.to_act == seat else min(values)


def _endgames(count: int, seed: int) -> list[Game]:
    """Positions with at most four cards to draw and cards still to play, from random play."""
    rng = random.Random(seed)
    found: list[Game] = []
    while len(found) < count:
        game = Game(CLASSIC, seed=rng.getrandbits(32))
        while not game.hand_over:
            if len(game._stock) <= 4 and game.phase == "play":
                found.append(game)
                break
            moves = [m for m in game.legal_moves() if m != CLAIM]
            game.play_move(rng.choice(moves or game.legal_moves()), None)
    return found


def test_the_exact_endgame_agrees_with_every_line_searched() -> None:
    for game in _endgames(25, seed=3):
        seat = game.to_act
        assert seat is not None
        bank = [game.bankroll(s) for s in range(game.n)]
        want = _minimax(game.clone(), seat, bank, scale_of(game))
        assert exact_value(game.clone(), seat, bank, scale_of(game)) == pytest.approx(want)


def test_no_sampled_world_hides_a_bura_the_opponent_would_have_declared() -> None:
    rng = random.Random(4)
    checked = 0
    for seed in range(120):
        game = Game(CLASSIC, seed=seed)
        for _ in range(rng.randrange(0, 10)):
            if game.hand_over:
                break
            game.play_move(rng.choice([m for m in game.legal_moves() if m != CLAIM]), None)
        if game.hand_over or game.phase != "play":
            continue
        seat = game.to_act
        assert seat is not None
        view = game.view(seat)
        trumps = SUIT_MASK[int(view.trump)]
        for _ in range(60):
            world = sample_game(view, rng)
            held = world._hands[1 - seat]
            for owner, mask, _ in world._trick:
                if owner != seat:
                    held |= mask
            assert (held & trumps).bit_count() < 3
            checked += 1
    assert checked > 3000


def test_the_intermediate_trumps_a_lead_rather_than_throw_a_ten() -> None:
    game = stacked("Q♣ 9♠ 7♥", "10♥ 7♦ K♦", "6♦")
    game.apply("play Q♣")
    action = make_player("intermediate", seed=1).choose(game.view(0))
    assert str(action) == "play 7♦"


def test_the_beginner_takes_any_trick_it_can() -> None:
    # The intermediate keeps its trump and throws the 8; the beginner trumps a six.
    game = stacked("6♠ 9♥ J♣", "8♥ 7♦ 9♣", "6♦")
    game.apply("play 6♠")
    view = game.view(0)
    assert str(make_player("intermediate", seed=1).choose(view)) == "play 8♥"
    trumped = [str(make_player("beginner", seed=s).choose(view)) for s in range(20)]
    assert trumped.count("play 7♦") >= 15


def test_the_rollout_of_the_expert_leads_a_plain_pair_and_stops_a_claim(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setattr(rollout, "SMART_NOISE", 0.0)
    game = stacked("Q♠ 9♠ 7♥", "8♥ 7♦ 9♣", "6♦")
    assert str(Action(smart_move(game, random.Random(0)))) == "play Q♠ 9♠"
    assert str(Action(policy_move(game, random.Random(5)))) != "play Q♠ 9♠"
    # The leader would reach 31 with this trick: the answer takes it even with a trump.
    game.apply("play 9♠")
    game._points[1] = 31
    assert str(Action(smart_move(game, random.Random(0)))) == "play 7♦"
