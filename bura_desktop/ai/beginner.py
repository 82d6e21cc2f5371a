"""The beginner: plays plausible cards, but counts its points in its head and forgets cards.

Its running count of its own pile drifts (a ten taken for a king, a trick not added), so it
sometimes claims 31 too early, a false claim, or too late. It remembers no played cards, so it
cannot tell which leads are safe, and now and then it simply plays the wrong card. It takes
every trick it can (its trumps go on whatever is led), does not watch for an opponent's Bura,
and when it lets a trick go it does not mind throwing a card that scores.
"""

from __future__ import annotations

from bura_desktop.ai.intermediate import IntermediatePlayer
from bura_desktop.ai.knowledge import Knowledge
from bura_desktop.ai.tactics import best_play, cover_cost, points, split_answers
from bura_desktop.core.actions import CLAIM, Action
from bura_desktop.core.cards import FULL_MASK, mask_of, pack_mask
from bura_desktop.core.game import CLAIM_TARGET
from bura_desktop.core.view import SeatView

MISCOUNT = 0.4  # chance of getting a won trick's points wrong
BLUNDER = 0.15  # chance of playing any legal card


class BeginnerPlayer(IntermediatePlayer):
    level = "beginner"
    count_the_throw = False

    def __init__(self, seed: int | None = None) -> None:
        super().__init__(seed)
        self.hand_no = -1
        self.counted = 0  # tricks of this hand already added to the count
        self.count = 0

    def choose(self, view: SeatView) -> Action:
        moves = [int(m) for m in view.legal_actions()]
        if len(moves) == 1:
            return Action(moves[0])
        self.recount(view)
        if CLAIM in moves and self.count >= CLAIM_TARGET:
            return Action(CLAIM)
        moves = [m for m in moves if m != CLAIM]
        plays = [m for m in moves if m & FULL_MASK]
        if plays and self.rng.random() < BLUNDER:
            return Action(self.rng.choice(plays))
        return Action(self.pick(view, moves, self.forgetful(view)))

    def answer(self, view: SeatView, plays: list[int], know: Knowledge) -> int:
        # The beginner's habit: it takes every trick it can, with its cheapest winning cards,
        # trumps or not, so its trumps seldom live long enough to make a Bura.
        trump = int(view.trump)
        trick = [(p.seat, mask_of(p.cards), p.down) for p in view.trick]
        beating, _ = split_answers(plays, best_play(trick, trump), trump)
        if beating:
            return min(beating, key=lambda m: cover_cost(m, trump))
        return super().answer(view, plays, know)

    def bura_threat(self, view: SeatView, know: Knowledge) -> bool:
        return False  # it does not watch what the others draw and keep

    def recount(self, view: SeatView) -> None:
        if view.hand_no != self.hand_no:
            self.hand_no, self.counted, self.count = view.hand_no, 0, 0
        for trick in view.tricks[self.counted :]:
            if trick.winner == view.seat:
                won = sum(points(mask_of(p.cards)) for p in trick.plays)
                if self.rng.random() < MISCOUNT:
                    won += self.rng.choice((-11, -10, -4, -3, 3, 4, 6, 7))
                self.count += max(won, 0)
        self.counted = len(view.tricks)

    def forgetful(self, view: SeatView) -> Knowledge:
        # Only the hand and the trick on the table: every other card might still be out.
        seen = mask_of(view.hand)
        for play in view.trick:
            seen |= mask_of(play.cards)
        return Knowledge(seen, pack_mask(view.rules.deck) & ~seen, self.count, 0)
