"""Playing a determinized hand to its end with a cheap policy, and what the end is worth.

Rollouts run inside the search on sampled full states, so they read the state the engine's way
(``Game.trick_plays``, ``best_mask``, ``unseen_by``: ints and masks): building views, records
or event objects here would cost most of the search's time. A policy plays move by move here
(``policy_move``, ``smart_move``) and on the engine's fast path (``TRICK_PLAYERS`` for
``core.playing``, which ``playout`` drives), with the same rules of thumb and random numbers.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence

from bura_desktop.ai.tactics import (
    COVER_COSTS,
    cheapest,
    points,
    split_answers,
    unbeatable,
)
from bura_desktop.core.actions import CLAIM, DECLARE, DECLARE_MASK, PASS
from bura_desktop.core.cards import FULL_MASK, SUIT_MASK
from bura_desktop.core.game import CLAIM_TARGET, DECLARE_PHASE, PLAY_PHASE, Game
from bura_desktop.core.playing import TrickPlayers
from bura_desktop.core.state import Play
from bura_desktop.core.view import SeatView

INSTANT_WINS = frozenset({DECLARE["bura"], DECLARE["four-aces"], DECLARE["four-trumps"]})
# How often a rollout player plays any card instead of its rule of thumb: keeps the rollouts
# from assuming that everyone plays exactly like the policy.
NOISE = 0.2


def branch_moves(game: Game) -> list[int]:
    """The moves worth a branch in a search: a seat claims the moment it truly has 31 (never
    before) and declares an instant win at once; otherwise every other legal move."""
    seat = game.to_act
    if seat is None:
        raise ValueError("nobody is to act: the hand is over")
    moves = game.legal_moves()
    if CLAIM in moves:
        if game.points(seat) >= CLAIM_TARGET:
            return [CLAIM]
        moves = [m for m in moves if m != CLAIM]
    wins = [m for m in moves if m in INSTANT_WINS]  # the engine lists the highest first
    return wins[:1] or moves


def policy_move(game: Game, rng: random.Random) -> int:
    """A plausible move for the seat to act, knowing its own count exactly."""
    seat = game.to_act
    moves = game.legal_moves()
    if seat is None:
        raise ValueError("nobody is to act: the hand is over")
    if CLAIM in moves and game.points(seat) >= CLAIM_TARGET:
        return CLAIM
    if game.phase == PLAY_PHASE:
        plays = [m for m in moves if m & FULL_MASK]
        declares = [m for m in moves if m & DECLARE_MASK]
        if declares:
            return declares[0]
        if rng.random() < NOISE:
            return rng.choice(plays)
        trump = int(game.trump)
        trick = game.trick_plays
        if not trick:
            return basic_lead(plays, 0, 0, 0, trump)
        return basic_answer(plays, trick, 0, 0, 0, game.best_mask, trump)
    if game.phase == DECLARE_PHASE and moves[0] & DECLARE_MASK:
        return moves[0]
    return PASS if PASS in moves else moves[-1]


# The policies' rules of thumb for a card play, on plain values, for the per-move policies and
# the fast path alike. They take what the fast path hands every lead and answer
# (``core.playing.TrickPlayers``); the basic ones read only the plays, the trick and the trump.


def basic_lead(plays: Sequence[int], own: int, goal: int, unseen: int, trump: int) -> int:
    return cheapest([m for m in plays if m.bit_count() == 1] or plays, trump)


def basic_answer(
    plays: Sequence[int],
    trick: tuple[Play, ...],
    own: int,
    rival: int,
    goal: int,
    best: int,
    trump: int,
) -> int:
    beating, others = split_answers(plays, best, trump)
    if beating:
        costs = COVER_COSTS[trump]
        cover = min(beating, key=costs.__getitem__)
        at_stake = 0
        for _, mask, _ in trick:
            at_stake += points(mask)
        if at_stake + points(cover) >= 4 or costs[cover] < 2 or not others:
            return cover
    return cheapest(others, trump)


SMART_NOISE = 0.1


def goal_of(game: Game) -> int:
    """The count a seat races to: 31 where claims end the hand; where every hand is played out
    (Kozel, penalty), more than an equal share of the pack's 120 points (61 of 2 players), the
    count that makes the most points and so wins (Kozel) or scores no penalty."""
    if game.rules.claims:
        return CLAIM_TARGET
    return 120 // game.n + 1


def smart_move(game: Game, rng: random.Random) -> int:
    """``policy_move`` with a sense of the race to 31 (``goal_of``) and of multi-card leads.

    A seat takes a trick when that is worth more than what it throws instead (points given away
    count against the throw), takes any trick that would let the other seat claim, leads what
    cannot be beaten when it scores, and otherwise leads all its cards of one plain suit.
    """
    seat = game.to_act
    moves = game.legal_moves()
    if seat is None:
        raise ValueError("nobody is to act: the hand is over")
    own = game.points(seat)
    if CLAIM in moves and own >= CLAIM_TARGET:
        return CLAIM
    goal = goal_of(game)
    if game.phase != PLAY_PHASE:
        if game.phase == DECLARE_PHASE and moves[0] & DECLARE_MASK:
            return moves[0]
        return PASS if PASS in moves else moves[-1]
    plays = [m for m in moves if m & FULL_MASK]
    for m in moves:
        if m & DECLARE_MASK:
            return m
    if rng.random() < SMART_NOISE:
        return rng.choice(plays)
    trump = int(game.trump)
    trick = game.trick_plays
    if not trick:
        return smart_lead(plays, own, goal, game.unseen_by(seat), trump)
    rival = game.points(game.best_seat)
    return smart_answer(plays, trick, own, rival, goal, game.best_mask, trump)


def smart_answer(
    plays: Sequence[int],
    trick: tuple[Play, ...],
    own: int,
    rival: int,
    goal: int,
    best: int,
    trump: int,
) -> int:
    """``smart_move``'s answer; ``rival`` is the count of the seat whose play wins so far."""
    beating, others = split_answers(plays, best, trump)
    if not beating:
        return cheapest(others, trump)
    costs = COVER_COSTS[trump]
    cover = min(beating, key=costs.__getitem__)
    if not others:
        return cover
    throw = cheapest(others, trump)
    at_stake = 0
    for _, mask, _ in trick:
        at_stake += points(mask)
    gain = at_stake + points(cover)
    if own + gain >= goal or rival + at_stake >= goal - 2:
        return cover
    if 2 * at_stake + points(cover) + points(throw & FULL_MASK) >= costs[cover] - costs[throw]:
        return cover
    return throw


def smart_lead(plays: Sequence[int], own: int, goal: int, unseen: int, trump: int) -> int:
    """``smart_move``'s lead; ``unseen`` are the cards the leader has not seen."""
    trumps = SUIT_MASK[trump]
    best = 0
    best_points = 0
    group = 0
    group_key = (1, 0)
    for m in plays:
        p = points(m)
        # A safe trump lead that scores little is better kept.
        keep = m & trumps and own + p < goal and p < 10
        if p > best_points and not keep and unbeatable(m, unseen, trump):
            best, best_points = m, p
        if not m & trumps and m.bit_count() > 1:
            key = (m.bit_count(), p)
            if key > group_key:
                group, group_key = m, key
    if best:
        return best
    if group:
        return group
    singles = [m for m in plays if m.bit_count() == 1 and not m & trumps]
    return cheapest(singles or [m for m in plays if m.bit_count() == 1] or plays, trump)


Policy = Callable[[Game, random.Random], int]
POLICIES: dict[str, Policy] = {"basic": policy_move, "smart": smart_move}
# The policies the engine's fast path plays (``playout``).
TRICK_PLAYERS: dict[Policy, TrickPlayers] = {
    policy_move: TrickPlayers(NOISE, basic_lead, basic_answer, counts=False),
    smart_move: TrickPlayers(SMART_NOISE, smart_lead, smart_answer, counts=True),
}


def play_per_move(game: Game, rng: random.Random, policy: Policy, stock: int = -1) -> None:
    """Play the hand with ``policy`` for every seat to its end, or until ``stock`` cards or
    fewer are left to draw, through ``legal_moves`` and ``play_move`` at every move: the plain
    loop ``playout.play_out`` is held to (its tests) and measured against (``sim --bench``)."""
    while game.to_act is not None and game.stock_count > stock:
        game.play_move(policy(game, rng), None)


def utility(game: Game, seat: int, bank_before: list[int], scale: float) -> float:
    """What the finished hand is worth to ``seat``, about -1..1.

    Pot scoring counts chips, with an equal share of any pot carried over to the next hand (a
    played-out hand or a false claim is not a loss for everyone); series and penalty scoring count
    the hand itself.
    """
    outcome = game.outcome
    assert outcome is not None
    standing = game.rules.standing
    n = game.n
    if standing == "chips":
        chips = game.bankroll(seat) - bank_before[seat]
        return (chips + game.pot / n) / scale
    if standing == "hands_won":
        if not outcome.winners:
            return 1 / n
        return 1 / len(outcome.winners) if seat in outcome.winners else 0.0
    return -outcome.penalty[seat] / 6


def scale_of(game: Game | SeatView) -> float:
    """The largest chip swing a hand can bring, so that utilities stay near -1..1 (a seat's
    view knows it as the game does)."""
    stake, n = game.rules.stake, game.rules.players
    swing = game.pot + n * stake
    if game.rules.blind:
        swing += 3 * stake * (n - 1)
    return float(max(swing, 1))
