"""Playing a determinized hand to its end with a cheap policy, and what the end is worth.

Rollouts run inside the search on sampled full states, so they read the engine's state slots
directly: building views or event objects here would cost most of the search's time.
"""

from __future__ import annotations

import random

from bura_desktop.ai.tactics import cheapest, cover_cost, points, split_answers
from bura_desktop.core.actions import CLAIM, DECLARE_MASK, PASS
from bura_desktop.core.cards import FULL_MASK
from bura_desktop.core.game import DECLARE_PHASE, PLAY_PHASE, Game

CLAIM_TARGET = 31
# How often a rollout player plays any card instead of its rule of thumb: keeps the rollouts
# from assuming that everyone plays exactly like the policy.
NOISE = 0.2


def policy_move(game: Game, rng: random.Random) -> int:
    """A plausible move for the seat to act, knowing its own count exactly."""
    seat = game.to_act
    moves = game.legal_moves()
    if CLAIM in moves and game._points[seat] >= CLAIM_TARGET:
        return CLAIM
    if game.phase == PLAY_PHASE:
        plays = [m for m in moves if m & FULL_MASK]
        declares = [m for m in moves if m & DECLARE_MASK]
        if declares:
            return declares[0]
        if rng.random() < NOISE:
            return rng.choice(plays)
        trump = game._trump
        if not game._trick:
            return cheapest([m for m in plays if m.bit_count() == 1] or plays, trump)
        beating, others = split_answers(plays, game._best_mask, trump)
        if beating:
            cover = min(beating, key=lambda m: cover_cost(m, trump))
            at_stake = 0
            for _, mask, _ in game._trick:
                at_stake += points(mask)
            if at_stake + points(cover) >= 4 or cover_cost(cover, trump) < 2 or not others:
                return cover
        return cheapest(others, trump)
    if game.phase == DECLARE_PHASE and moves[0] & DECLARE_MASK:
        return moves[0]
    return PASS if PASS in moves else moves[-1]


def play_out(game: Game, rng: random.Random) -> None:
    """Play the hand to its end with ``policy_move`` for every seat."""
    while game.to_act is not None:
        game.play_move(policy_move(game, rng), None)


def utility(game: Game, seat: int, bank_before: list[int], scale: float) -> float:
    """What the finished hand is worth to ``seat``, about -1..1.

    Pot scoring counts chips, with an equal share of any pot carried over to the next hand (a
    played-out hand or a false claim is not a loss for everyone); series and penalty scoring count
    the hand itself.
    """
    outcome = game.outcome
    assert outcome is not None
    scoring = game.rules.scoring
    n = game.n
    if scoring in ("pot", "most_points"):
        chips = game._bank[seat] - bank_before[seat]
        return (chips + game.pot / n) / scale
    if scoring == "series":
        if not outcome.winners:
            return 1 / n
        return 1 / len(outcome.winners) if seat in outcome.winners else 0.0
    return -outcome.penalty[seat] / 6


def scale_of(game: Game) -> float:
    """The largest chip swing a hand can bring, so that utilities stay near -1..1."""
    stake = game.rules.stake
    swing = game.pot + game.n * stake
    if game.rules.blind:
        swing += 3 * stake * (game.n - 1)
    return float(max(swing, 1))
