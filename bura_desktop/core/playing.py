"""The engine's fast path for the search: a hand's tricks played without a list of the legal
moves (issues #20, #32, #50).

The search plays thousands of hands to their end for every move it weighs (``ai.rollout``).
``play_tricks`` plays the common moves of such a hand as ``Game.play_move`` would, through the
engine's own functions (``Game._lead`` and ``Game._answer``, which end the trick, draw, and
start the next trick or end the hand): the rules of trick play are the engine's, written once.
What it saves is the per-move work: no ``legal_moves`` list and no ``play_move`` dispatch; the
cards are chosen from the engine's own tables as ``TrickPlayers`` say (the search's rollout
policies). It returns where a move needs more than a card play: a declaration round, a lead
that may show a combination, and the hand's end; a claim at 31 it plays through
``play_move``.

Besides ``game.py`` this is the one module that reads a ``Game``'s slots: it is the engine's
own, in the search's inner loop. ``tests/ai/test_playout.py`` holds it to ``play_move`` move
for move under every rule set; ``bench.sim --bench`` times it.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from typing import NamedTuple

from bura_desktop.core.actions import CLAIM
from bura_desktop.core.game import CLAIM_TARGET, PLAY_PHASE, Game, answer_moves
from bura_desktop.core.state import Play
from bura_desktop.core.tables import COMBO_HINT, answer_tables, lead_tables


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
    """Play on from a position in the play phase until a move needs the engine's players, or
    until ``floor`` cards or fewer are left to draw; ``rng`` draws the players' random numbers
    and ``goal`` is the count they race to (``ai.rollout.goal_of``)."""
    rules = game.rules
    # Card plays only: a claim is the engine's to play.
    leads = lead_tables(rules.lead_sizes, ())
    answers = answer_tables(()) if rules.plain_answers else None
    on_lead, trump = game._on_lead, game._trump
    combo = COMBO_HINT
    noise, lead, answer, counts = players
    chance, choice = rng.random, rng.choice
    lead_, answer_, max_lead, unseen_by = game._lead, game._answer, game._max_lead, game.unseen_by
    # A seat claims at 31 where the rules allow claims; no seat ever holds 1000.
    claim_at = CLAIM_TARGET if rules.claims else 1000
    # The engine changes these in place and keeps them for the whole hand.
    hands, stock, points = game._hands, game._stock, game._points
    plays: Sequence[int]
    while len(stock) > floor:
        trick = game._trick
        # Only a trick's end changes the phase: a declaration round, a last chance, the end.
        if not trick and game.phase != PLAY_PHASE:
            return
        seat = game.to_act
        assert seat is not None
        if points[seat] >= claim_at:
            game.play_move(CLAIM, None)  # the engine ends the hand
            return
        hand = hands[seat]
        if not trick:
            if on_lead and combo[hand]:
                return  # the lead may show a winning combination
            plays = leads[max_lead()][hand]
            if chance() < noise:
                play = choice(plays)
            elif counts:
                play = lead(plays, points[seat], goal, unseen_by(seat), trump)
            else:
                play = lead(plays, 0, 0, 0, trump)
            lead_(seat, play, None)
            continue
        count, best = game._lead_count, game._best_mask
        if answers is not None:
            plays = answers[count][hand]
        else:
            plays = answer_moves(rules, trump, hand, count, best)
        if chance() < noise:
            move = choice(plays)
        elif counts:
            move = answer(plays, trick, points[seat], points[game._best], goal, best, trump)
        else:
            move = answer(plays, trick, 0, 0, 0, best, trump)
        answer_(seat, move, None)


__all__ = ["TrickPlayers", "play_tricks"]
