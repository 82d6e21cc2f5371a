"""core.playing.play_tricks: the engine's fast path plays what ``play_move`` plays, move for move,
and hands its players what the seat to act may count (``Game.points``, ``Game.unseen_by``).

The players here are made up, not the AI's policies (tests/ai/test_playout.py holds those): any
legal card half the time, else a pick that turns on every count they are handed, so a count
handed wrongly changes the hand.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from bura_desktop.core import Game
from bura_desktop.core.actions import CLAIM, DECLARE_MASK
from bura_desktop.core.cards import FULL_MASK
from bura_desktop.core.playing import TrickPlayers, play_tricks
from bura_desktop.core.scoring import CLAIM_TARGET
from bura_desktop.core.state import PLAY_PHASE, Play
from tests.core.mutations import play_randomly
from tests.core.rule_sets import random_rules

NOISE = 0.5
GOAL = 40


def lead(plays: Sequence[int], own: int, goal: int, unseen: int, trump: int) -> int:
    return plays[(own + goal + unseen.bit_count() + trump) % len(plays)]


def answer(
    plays: Sequence[int],
    trick: tuple[Play, ...],
    own: int,
    rival: int,
    goal: int,
    best: int,
    trump: int,
) -> int:
    return plays[(own + 3 * rival + goal + len(trick) + best.bit_count() + trump) % len(plays)]


def per_move(game: Game, rng: random.Random, counts: bool) -> int:
    """The same players move by move, through ``legal_moves``; any other move the first."""
    seat = game.to_act
    assert seat is not None
    moves = game.legal_moves()
    if CLAIM in moves and game.points(seat) >= CLAIM_TARGET:
        return CLAIM
    plays = [m for m in moves if m & FULL_MASK]
    if game.phase != PLAY_PHASE or any(m & DECLARE_MASK for m in moves):
        return moves[0]
    if rng.random() < NOISE:
        return rng.choice(plays)
    trump = int(game.trump)
    trick = game.trick_plays
    if not trick:
        if not counts:
            return lead(plays, 0, 0, 0, trump)
        return lead(plays, game.points(seat), GOAL, game.unseen_by(seat), trump)
    if not counts:
        return answer(plays, trick, 0, 0, 0, game.best_mask, trump)
    rival = game.points(game.best_seat)
    return answer(plays, trick, game.points(seat), rival, GOAL, game.best_mask, trump)


def play_out(game: Game, rng: random.Random, counts: bool) -> None:
    players = TrickPlayers(NOISE, lead, answer, counts)
    while game.to_act is not None:
        if game.phase == PLAY_PHASE:
            play_tricks(game, players, rng, GOAL)
            if game.to_act is None:
                return
        game.play_move(per_move(game, rng, counts), None)


def test_the_fast_path_plays_the_engines_hands_move_for_move() -> None:
    rng = random.Random(32)
    for i in range(1500):
        game = Game(random_rules(rng), seed=rng.getrandbits(63))
        play_randomly(game, rng, rng.randrange(30))
        if game.to_act is None:
            continue
        counts = rng.random() < 0.5
        fast, plain = game.clone(), game.clone()
        fast_rng, plain_rng = random.Random(i), random.Random(i)
        play_out(fast, fast_rng, counts)
        while plain.to_act is not None:
            plain.play_move(per_move(plain, plain_rng, counts), None)
        assert fast.state().tricks == plain.state().tricks, (game.rules, i)
        assert fast.state() == plain.state(), (game.rules, i)
        assert fast_rng.getstate() == plain_rng.getstate()
