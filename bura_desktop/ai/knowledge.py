"""What a seat can work out from its view alone: the cards it has not seen, its own pile."""

from __future__ import annotations

from dataclasses import dataclass

from bura_desktop.core.cards import POINTS_OF, SUIT_MASK, mask_of, pack_mask
from bura_desktop.core.game import CLAIM_TARGET
from bura_desktop.core.view import SeatView


@dataclass(frozen=True)
class Knowledge:
    seen: int  # every card the seat has seen: its hand, face-up plays, known cards, indicator
    unseen: int  # the rest of the pack: other hands, the stock, face-down cards of others
    pile_points: int  # points the seat saw going into its own pile
    pile_hidden: int  # face-down cards of others in its pile, which it never saw
    # The most points any other seat was seen to win (face-up cards only): the rival's count.
    rival_points: int = 0

    @property
    def sure_of_31(self) -> bool:
        """A claim cannot fail: the points it saw already make 31."""
        return self.pile_points >= CLAIM_TARGET

    @property
    def claim_hopeless(self) -> bool:
        """A claim cannot succeed: even the best hidden cards would not make 31."""
        return self.pile_points + 11 * self.pile_hidden < CLAIM_TARGET


def read(view: SeatView) -> Knowledge:
    seen = mask_of(view.hand)
    for cards in view.known_cards:
        seen |= mask_of(cards)
    pile_points = pile_hidden = 0
    won = [0] * view.players
    for trick in view.tricks:
        for play in trick.plays:
            seen |= mask_of(play.cards)
            won[trick.winner] += sum(POINTS_OF[c] for c in play.cards)
            if trick.winner == view.seat and not play.cards:
                pile_hidden += play.count
    pile_points = won[view.seat]
    for play in view.trick:
        seen |= mask_of(play.cards)
    if view.stock_count or view.set_aside_count:
        seen |= 1 << int(view.indicator)
    unseen = pack_mask(view.rules.deck) & ~seen
    rival = max((p for s, p in enumerate(won) if s != view.seat), default=0)
    return Knowledge(seen, unseen, pile_points, pile_hidden, rival)


def trump_silence(view: SeatView, seat: int) -> int:
    """Tricks in a row, most recent first, in which ``seat`` showed no trump: a Bura warning."""
    trumps = SUIT_MASK[int(view.trump)]
    silent = 0
    for trick in reversed(view.tricks):
        for play in trick.plays:
            if play.seat == seat:
                if mask_of(play.cards) & trumps:
                    return silent
                silent += 1
    return silent
