"""The intermediate player: the game's known tactics as rules, and an exact, careful count."""

from __future__ import annotations

import random

from bura_desktop.ai.knowledge import Knowledge, read, trump_silence
from bura_desktop.ai.tactics import (
    bait_lead,
    best_play,
    cheapest,
    cover_cost,
    points,
    split_answers,
    unbeatable,
    worth,
)
from bura_desktop.core.actions import CLAIM, DECLARE_MASK, PASS, Action
from bura_desktop.core.cards import FULL_MASK, SUIT_MASK, mask_of
from bura_desktop.core.game import CLAIM_TARGET, DECLARE_PHASE, PLAY_PHASE
from bura_desktop.core.view import SeatView

# Points on the table worth spending a trump for.
TRUMP_FOR = 10
# Tricks in a row without a trump, with enough trumps unseen, before a seat looks like Bura.
BURA_SILENCE = 3
# A rival this close to 31 after the trick is not let have it (it may hold hidden points).
RIVAL_MARGIN = 0


class IntermediatePlayer:
    level = "intermediate"
    # A thrown card's points count against letting the trick go (a beginner forgets that).
    count_the_throw = True

    def __init__(self, seed: int | None = None) -> None:
        self.rng = random.Random(seed)

    def choose(self, view: SeatView) -> Action:
        moves = view.legal_actions()
        if len(moves) == 1:
            return moves[0]
        return Action(self.pick(view, [int(m) for m in moves], read(view)))

    def pick(self, view: SeatView, moves: list[int], know: Knowledge) -> int:
        # Claims are counted exactly from what it saw: face-down cards it won count as nothing.
        if CLAIM in moves and know.sure_of_31:
            return CLAIM
        declares = [m for m in moves if m & DECLARE_MASK]
        if declares and view.phase in (DECLARE_PHASE, PLAY_PHASE):
            return declares[0]  # the highest combination comes first
        if view.phase != PLAY_PHASE:
            return PASS
        plays = [m for m in moves if m & FULL_MASK]
        if view.trick:
            return self.answer(view, plays, know)
        return self.lead(view, plays, know)

    def lead(self, view: SeatView, leads: list[int], know: Knowledge) -> int:
        trump = int(view.trump)
        trumps = SUIT_MASK[trump]
        safe = [m for m in leads if unbeatable(m, know.unseen, trump)]
        endgame = view.stock_count == 0
        if safe:
            best = max(safe, key=lambda m: (points(m), m.bit_count(), -worth(m, trump)))
            cheap_safe = [m for m in safe if not m & trumps]
            # High trumps are kept for the end, unless the safe lead wins enough to matter now.
            if (
                endgame
                or know.pile_points + points(best) >= CLAIM_TARGET
                or best.bit_count() > 1
                and points(best) >= TRUMP_FOR
            ):
                return best
            if cheap_safe:
                return max(cheap_safe, key=lambda m: (points(m), m.bit_count()))
        if self.bura_threat(view, know):
            # Pull trumps out before a silent drawer collects three.
            low_trumps = [m for m in leads if m.bit_count() == 1 and m & trumps]
            if low_trumps:
                return cheapest(low_trumps, trump)
        plain = [m for m in leads if not m & trumps]
        return bait_lead(plain or leads, trump)

    def answer(self, view: SeatView, plays: list[int], know: Knowledge) -> int:
        trump = int(view.trump)
        trick = [(p.seat, mask_of(p.cards), p.down) for p in view.trick]
        beating, others = split_answers(plays, best_play(trick, trump), trump)
        at_stake = sum(points(mask) for _, mask, _ in trick)
        if beating:
            cover = min(beating, key=lambda m: cover_cost(m, trump))
            gain = at_stake + points(cover)
            if (
                not others
                or cover_cost(cover, trump) < 3  # covered in suit: cheap
                or gain >= TRUMP_FOR
                or know.pile_points + gain >= CLAIM_TARGET
                # The trick would let the rival claim: take it whatever it costs.
                or know.rival_points + at_stake >= CLAIM_TARGET - RIVAL_MARGIN
            ):
                return cover
            if self.count_the_throw:
                # Throwing a counter gives its points away: worth a trump when they add up.
                throw = cheapest(others, trump)
                swing = 2 * at_stake + points(cover) + points(throw & FULL_MASK)
                if swing >= cover_cost(cover, trump) - cover_cost(throw, trump):
                    return cover
                return throw
        # It cannot (or should not) win: throw what scores least and keep the trumps.
        return cheapest(others, trump)

    def bura_threat(self, view: SeatView, know: Knowledge) -> bool:
        if view.stock_count == 0:
            return False
        unseen_trumps = (know.unseen & SUIT_MASK[int(view.trump)]).bit_count()
        return unseen_trumps >= 3 and any(
            trump_silence(view, s) >= BURA_SILENCE
            for s in range(view.players)
            if s != view.seat and view.hand_sizes[s]
        )
