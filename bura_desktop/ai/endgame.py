"""Exact play of a determinized two-player hand near its end: alpha-beta over every card.

Once the stock is (almost) gone a 2-player hand has only a few tricks left, and a sampled world
can be searched exhaustively instead of played out by the rollout policy: both seats play their
best against each other, claim the moment they hold 31 (never before) and declare an instant
win when they can. Averaged over sampled worlds this is perfect-information Monte Carlo (PIMC)
for the endgame. Like the rollouts it reads the state the engine's way (``Game.trick_plays``).
"""

from __future__ import annotations

import random

from bura_desktop.ai.playout import play_out
from bura_desktop.ai.rollout import Policy, branch_moves, policy_move, utility
from bura_desktop.ai.tactics import points, worth
from bura_desktop.core.cards import FULL_MASK
from bura_desktop.core.game import Game

# The largest stock (indicator included) for which a world is searched exactly: beyond it the
# tree grows with every draw and the rollouts are the better use of the time.
EXACT_STOCK = 6


def _moves(game: Game) -> list[int]:
    """``branch_moves``, answers that take the trick cheaply first: it helps the cut-offs."""
    moves = branch_moves(game)
    if len(moves) > 2 and game.trick_plays:
        trump = int(game.trump)
        moves.sort(key=lambda m: worth(m & FULL_MASK, trump) - 2 * points(m & FULL_MASK))
    return moves


def exact_value(game: Game, seat: int, bank: list[int], scale: float) -> float:
    """The value of ``game`` for ``seat`` when both seats play perfectly from here."""
    return _search(game, seat, bank, scale, -2.0e9, 2.0e9)


def finish(
    game: Game,
    seat: int,
    bank: list[int],
    scale: float,
    rng: random.Random,
    stock: int,
    policy: Policy = policy_move,
) -> float:
    """The hand's value for ``seat``: the rollout policy plays until the world is small enough
    (``stock`` cards or fewer left to draw), then both seats play it perfectly."""
    play_out(game, rng, policy, stock)
    if game.to_act is None:
        return utility(game, seat, bank, scale)
    return _search(game, seat, bank, scale, -2.0e9, 2.0e9)


def _search(
    game: Game, seat: int, bank: list[int], scale: float, alpha: float, beta: float
) -> float:
    if game.to_act is None:
        return utility(game, seat, bank, scale)
    moves = _moves(game)
    if len(moves) == 1:
        child = game.clone()
        child.play_move(moves[0], None)
        return _search(child, seat, bank, scale, alpha, beta)
    if game.to_act == seat:
        best = -2.0e9
        for move in moves:
            child = game.clone()
            child.play_move(move, None)
            value = _search(child, seat, bank, scale, alpha, beta)
            if value > best:
                best = value
                if best > alpha:
                    alpha = best
                    if alpha >= beta:
                        break
        return best
    best = 2.0e9
    for move in moves:
        child = game.clone()
        child.play_move(move, None)
        value = _search(child, seat, bank, scale, alpha, beta)
        if value < best:
            best = value
            if best < beta:
                beta = best
                if alpha >= beta:
                    break
    return best


__all__ = ["EXACT_STOCK", "exact_value", "finish"]
