"""The engine's fast path for the search: tricks played in local variables (issues #20, #32).

The search plays thousands of hands to their end for every move it weighs (``ai.rollout``).
``play_tricks`` plays the common moves of such a hand exactly as ``Game.play_move`` would, on
the engine's own tables but without a ``legal_moves`` list or a ``play_move`` call a move:
leads, answers (face down too), the trick's end, drawing while the stock lasts and the next
trick start when nobody can declare. The cards are chosen as ``TrickPlayers`` say (the
search's rollout policies). Everything rarer is the engine's: the state is written back into
the ``Game`` and ``play_tricks`` returns before a declaration round, a lead that may show a
combination, the draw that empties the stock or ends a many-card Moscow trick, and any end of
the hand, which ``play_move`` plays (a claim too), so that the outcome, chips and penalties
are the engine's own.

Besides ``game.py`` this is the one module that reads and writes a ``Game``'s slots: it is the
engine's own, in the search's inner loop. ``tests/ai/test_playout.py`` holds it to
``play_move`` move for move under every rule set; ``bench.sim --bench`` times it.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from typing import NamedTuple

from bura_desktop.core.actions import CLAIM, DOWN
from bura_desktop.core.beating import BEATERS, beats_mask
from bura_desktop.core.cards import FULL_MASK, pack_mask
from bura_desktop.core.game import CLAIM_TARGET, DECLARE_PHASE, Game, answer_moves
from bura_desktop.core.state import Play
from bura_desktop.core.tables import COMBO_HINT, MASK_POINTS, answer_tables, lead_tables
from bura_desktop.core.turns import answering, asked_to_declare, next_leader, passed_on


class TrickPlayers(NamedTuple):
    """How the search's rollout players choose their cards (``ai.rollout``): a seat claims the
    moment it holds 31 where the rules allow claims; otherwise, with chance ``noise``, it plays
    any legal play, else the one its rule of thumb picks:

    - ``lead(plays, own, goal, unseen, trump)`` from the legal leads, given the seat's card
      points, the count the players race to, the cards it has not seen (``Game.unseen_by``)
      and the trump;
    - ``answer(plays, trick, own, rival, goal, best, trump)`` from the legal answers to
      ``trick`` (a play ``| DOWN`` goes face down), given besides the cards of the play that
      takes it so far (``best``) and the card points of the seat that made it (``rival``).

    Rules of thumb that read no count (``counts`` false) are given 0 for each: counting costs
    the fast path a few percent.
    """

    noise: float
    lead: Callable[[Sequence[int], int, int, int, int], int]
    answer: Callable[[Sequence[int], tuple[Play, ...], int, int, int, int, int], int]
    counts: bool


def play_tricks(
    game: Game, players: TrickPlayers, rng: random.Random, goal: int, floor: int = -1
) -> None:
    """Play on from a position in the play phase until a move needs the engine, or until
    ``floor`` cards or fewer are left to draw; ``rng`` draws the players' random numbers and
    ``goal`` is the count they race to (``ai.rollout.goal_of``)."""
    rules = game.rules
    n = game.n
    hand_size = rules.hand_size
    moscow = rules.moscow
    on_lead = game._on_lead
    # Card plays only: a claim is the engine's to play.
    leads = lead_tables(rules.lead_sizes, ())
    answers = answer_tables(()) if rules.plain_answers else None
    orders, after = game._orders, game._after
    trump = game._trump
    beaters = BEATERS[trump]
    combo, mask_points = COMBO_HINT, MASK_POINTS
    noise, lead, answer, counts = players
    chance, choice = rng.random, rng.choice
    # A seat claims at 31 where the rules allow claims; no seat ever holds 1000.
    claim_at = CLAIM_TARGET if rules.claims else 1000
    # Changed in place, as the engine changes them: nothing to write back.
    hands, stock, piles = game._hands, game._stock, game._piles
    points, known, down_by = game._points, game._known, game._down_by
    # ``Game.unseen_by`` kept as play goes: the pack less the cards won or set aside, less the
    # leader's hand and the indicator while it lies face up.
    unseen = 0
    if counts:
        unseen = pack_mask(rules.deck) & ~game._set_aside
        for pile in piles:
            unseen &= ~pile
    indicator = 1 << game._indicator
    seat = game.to_act
    assert seat is not None
    leader, trick, queue = game.leader, game._trick, game._queue
    best, best_mask, lead_count = game._best, game._best_mask, game._lead_count
    tricks, last_winner, declared = game._tricks, game._last_winner, game._declared
    plays: Sequence[int]
    claim = False
    while len(stock) > floor:
        if points[seat] >= claim_at:
            claim = True
            break
        hand = hands[seat]
        if not trick:
            if on_lead and combo[hand]:
                break  # the lead may show a winning combination
            if stock:
                largest, answerers = hand_size, after[seat]
            else:
                answerers = answering(after[seat], hands)
                if not answerers:
                    break  # a lone leader takes the trick, and the hand ends
                largest = 7
                for other in answerers:  # the smallest other hand (``Game._max_lead``)
                    size = hands[other].bit_count()
                    if size < largest:
                        largest = size
            plays = leads[largest][hand]
            if chance() < noise:
                play = choice(plays)
            elif counts:
                shown = indicator if stock else 0
                play = lead(plays, points[seat], goal, unseen & ~(hand | shown), trump)
            else:
                play = lead(plays, 0, 0, 0, trump)
            hands[seat] = hand & ~play
            if known[seat]:
                known[seat] &= ~play
            trick = ((seat, play, False),)
            best, best_mask = seat, play
            lead_count = play.bit_count()
            seat, queue = answerers[0], answerers[1:]
            continue
        if not queue:
            # The trick ends with this answer: only the plain draw and the next trick are ours.
            if stock:
                if len(stock) <= lead_count * n or (lead_count > 1 and moscow):
                    break
            elif not any(hands[s] for s in range(n) if s != seat):
                break
        if answers is not None:
            plays = answers[lead_count][hand]
        else:
            plays = answer_moves(rules, trump, hand, lead_count, best_mask)
        if chance() < noise:
            move = choice(plays)
        elif counts:
            move = answer(plays, trick, points[seat], points[best], goal, best_mask, trump)
        else:
            move = answer(plays, trick, 0, 0, 0, best_mask, trump)
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
        unseen &= ~cards
        last_winner = best
        if stock:
            order = orders[best]
            for _ in range(lead_count):
                for s in order:
                    hands[s] |= 1 << stock.pop()
        lead_count = 0
        leader = next_leader(rules, first, best, n)
        # The next trick start (``Game._trick_start``).
        if not hands[leader]:
            leader = passed_on(leader, orders[leader], hands)
        declared = ()
        seat = leader
        if not on_lead and any(map(combo.__getitem__, hands)):
            asked = asked_to_declare(rules, trump, hands, orders[leader])
            if asked:
                # The engine asks the holders of combinations in turn, the leader first.
                game.phase = DECLARE_PHASE
                seat, queue = asked[0], tuple(asked[1:])
                break
    game.to_act, game.leader, game._trick, game._queue = seat, leader, trick, queue
    game._best, game._best_mask, game._lead_count = best, best_mask, lead_count
    game._tricks, game._last_winner, game._declared = tricks, last_winner, declared
    if claim:
        game.play_move(CLAIM, None)  # the engine ends the hand


__all__ = ["TrickPlayers", "play_tricks"]
