"""The search's rollouts on the engine's fast path (issues #20, #32).

``play_out`` plays a determinized hand exactly as ``rollout.play_per_move`` does, the same
moves from the same random numbers drawn in the same order, to the same final state, but the
common moves are played by ``core.playing.play_tricks`` with the policy's ``TrickPlayers``
(``rollout.TRICK_PLAYERS``); every rarer move is the per-move policy's, played by the engine,
and then play goes on there. ``tests/ai/test_playout.py`` holds the two loops together move for
move under every rule set.
"""

from __future__ import annotations

import random

from bura_desktop.ai.rollout import TRICK_PLAYERS, Policy, goal_of, policy_move
from bura_desktop.core.game import PLAY_PHASE, Game
from bura_desktop.core.playing import play_tricks


def play_out(game: Game, rng: random.Random, policy: Policy = policy_move, stock: int = -1) -> None:
    """Play the hand with ``policy`` for every seat to its end, or until ``stock`` cards or
    fewer are left to draw (``endgame.finish`` solves the rest)."""
    players = TRICK_PLAYERS.get(policy)
    goal = goal_of(game)
    while game.to_act is not None and game.stock_count > stock:
        if players is not None and game.phase == PLAY_PHASE:
            play_tricks(game, players, rng, goal, stock)
            if game.to_act is None or game.stock_count <= stock:
                return
        game.play_move(policy(game, rng), None)


__all__ = ["play_out"]
