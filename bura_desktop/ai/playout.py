"""The search's rollouts with the trick play in local variables (issue #20).

``play_out`` plays a determinized hand exactly as ``rollout.play_per_move`` does, the same
moves from the same random numbers drawn in the same order, to the same final state, but the
common case runs here, on the engine's own tables, without a ``legal_moves`` list or a
``play_move`` call a move: leads, answers (face down too), the trick's end, drawing while the
stock lasts and the next trick start when nobody can declare. Everything rarer is left to the
engine and the per-move policy: the state is written back into the ``Game`` and it takes that
one move (a declaration round, a lead that may show a combination, the blind bet, a claim, the
draw that empties the stock or ends a many-card Moscow trick, the last-chance round, and every
end of the hand, so that the outcome, chips and penalties are the engine's own); then play goes
on here.

Like the rest of the rollouts this reads and writes the engine's state slots on purpose (and asks
``_answer_moves`` for the answers under closed cards or Moscow): it is the search's hot path.
``tests/ai/test_playout.py`` holds it to the per-move loop move for move under every rule set.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from bura_desktop.ai.rollout import (
    NOISE,
    SMART_NOISE,
    Policy,
    basic_answer,
    basic_lead,
    goal_of,
    policy_move,
    smart_answer,
    smart_lead,
    smart_move,
    unseen_by,
)
from bura_desktop.core.actions import CLAIM, DOWN
from bura_desktop.core.beating import BEATERS, beats_mask
from bura_desktop.core.cards import FULL_MASK, pack_mask
from bura_desktop.core.declarations import combinations
from bura_desktop.core.game import CLAIM_TARGET, DECLARE_PHASE, PLAY_PHASE, Game
from bura_desktop.core.tables import COMBO_HINT, MASK_POINTS, answer_tables, lead_tables


def play_out(game: Game, rng: random.Random, policy: Policy = policy_move, stock: int = -1) -> None:
    """Play the hand with ``policy`` for every seat to its end, or until ``stock`` cards or
    fewer are left to draw (``endgame.finish`` solves the rest)."""
    smart = policy is smart_move
    fast = smart or policy is policy_move
    while game.to_act is not None and len(game._stock) > stock:
        if fast and game.phase == PLAY_PHASE:
            _play_tricks(game, rng, smart, stock)
            if game.to_act is None or len(game._stock) <= stock:
                return
        game.play_move(policy(game, rng), None)


def _play_tricks(game: Game, rng: random.Random, smart: bool, floor: int) -> None:
    """Play on from a position in the play phase until a move needs the engine (or the stock
    is down to ``floor``); the state is written back before returning."""
    rules = game.rules
    n = game.n
    claims = rules.claims
    hand_size = rules.hand_size
    moscow = rules.moscow
    rotate = rules.next_lead == "rotate"
    on_lead = game._on_lead
    leads = lead_tables(rules.lead_sizes, ())
    answers = answer_tables(()) if game._answers is not None else None
    orders, after = game._orders, game._after
    trump = game._trump
    beaters = BEATERS[trump]
    noise = SMART_NOISE if smart else NOISE
    goal = goal_of(game)
    deck = pack_mask(rules.deck)
    chance, choice = rng.random, rng.choice
    combo, mask_points = COMBO_HINT, MASK_POINTS
    # Changed in place, as the engine changes them: nothing to write back.
    hands, stock, piles = game._hands, game._stock, game._piles
    points, known, down_by = game._points, game._known, game._down_by
    seat = game.to_act
    assert seat is not None
    leader, trick, queue = game.leader, game._trick, game._queue
    best, best_mask, lead_count = game._best, game._best_mask, game._lead_count
    tricks, last_winner, declared = game._tricks, game._last_winner, game._declared
    claim = False
    while len(stock) > floor:
        if claims and points[seat] >= CLAIM_TARGET:
            # Both policies claim here before they draw a number: no need to ask them.
            claim = True
            break
        hand = hands[seat]
        if not trick:
            if on_lead and combo[hand]:
                break  # the lead may show a winning combination
            if stock:
                largest, answering = hand_size, after[seat]
            else:
                answering = tuple(filter(hands.__getitem__, after[seat]))
                if not answering:
                    break  # a lone leader takes the trick, and the hand ends
                largest = 7
                for other in answering:  # the smallest other hand (``Game._max_lead``)
                    size = hands[other].bit_count()
                    if size < largest:
                        largest = size
            plays = leads[largest][hand]
            if chance() < noise:
                play = choice(plays)
            elif smart:
                play = smart_lead(plays, points[seat], goal, unseen_by(game, seat, deck), trump)
            else:
                play = basic_lead(plays, trump)
            hands[seat] = hand & ~play
            if known[seat]:
                known[seat] &= ~play
            trick = ((seat, play, False),)
            best, best_mask = seat, play
            lead_count = play.bit_count()
            seat, queue = answering[0], answering[1:]
            continue
        if not queue:
            # The trick ends with this answer: only the plain draw and the next trick are ours.
            if stock:
                if len(stock) <= lead_count * n or (lead_count > 1 and moscow):
                    break
            elif not any(hands[s] for s in range(n) if s != seat):
                break
        if answers is not None:
            answer_plays: Sequence[int] = answers[lead_count][hand]
        else:
            game._best_mask, game._lead_count = best_mask, lead_count
            answer_plays = game._answer_moves(hand)
        if chance() < noise:
            move = choice(answer_plays)
        elif smart:
            rival = points[best]
            move = smart_answer(answer_plays, trick, points[seat], rival, goal, best_mask, trump)
        else:
            move = basic_answer(answer_plays, trick, best_mask, trump)
        if move & DOWN:
            play = move & FULL_MASK
            down = True
            down_by[seat] |= play
            wins = False
        else:
            play = move
            down = False
            if lead_count == 1:
                wins = play & beaters[best_mask.bit_length() - 1] != 0
            else:
                wins = play.bit_count() == lead_count and beats_mask(play, best_mask, trump)
        hands[seat] = hand & ~play
        if known[seat]:
            known[seat] = 0 if down else known[seat] & ~play
        trick += ((seat, play, down),)
        if wins:
            best, best_mask = seat, play
        if queue:
            seat, queue = queue[0], queue[1:]
            continue
        # The trick's end (``Game._end_trick``): some hand still holds cards, checked above.
        first = trick[0][0]
        cards = 0
        for _, mask, _ in trick:
            cards |= mask
        tricks += ((first, trick, best),)
        trick = ()
        piles[best] |= cards
        points[best] += mask_points[cards]
        last_winner = best
        if stock:
            order = orders[best]
            for _ in range(lead_count):
                for s in order:
                    hands[s] |= 1 << stock.pop()
        lead_count = 0
        leader = (first + 1) % n if rotate else best
        # The next trick start (``Game._trick_start``).
        if not hands[leader]:
            for s in orders[leader]:
                if hands[s]:
                    leader = s
                    break
        declared = ()
        seat = leader
        if not on_lead and any(map(combo.__getitem__, hands)):
            asked = [s for s in orders[leader] if combinations(rules, trump, hands[s], s != leader)]
            if asked:
                # The engine asks the holders of combinations in turn, the leader first.
                if asked[0] != leader and claims:
                    asked.insert(0, leader)
                game.phase = DECLARE_PHASE
                seat, queue = asked[0], tuple(asked[1:])
                break
    game.to_act, game.leader, game._trick, game._queue = seat, leader, trick, queue
    game._best, game._best_mask, game._lead_count = best, best_mask, lead_count
    game._tricks, game._last_winner, game._declared = tricks, last_winner, declared
    if claim:
        game.play_move(CLAIM, None)  # the engine ends the hand


__all__ = ["play_out"]
