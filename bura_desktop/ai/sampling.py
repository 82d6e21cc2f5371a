"""Whole states a seat cannot tell apart from the real one: the computer players' determinizations.

``sample_game(view, rng)`` deals every card the seat has not seen (other hands, the stock order,
set-aside cards, other seats' face-down plays) at random into the places it could be, keeping the
cards everyone knows to be in a hand (a declared hand, a drawn indicator) where they are. The
result's ``view(seat)`` equals the given view, so a search on it learns nothing the seat did not
already know.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from bura_desktop.core.beating import beats_mask
from bura_desktop.core.cards import SUIT_MASK, mask_of, pack_mask
from bura_desktop.core.game import Game
from bura_desktop.core.state import (
    BLIND_PHASE,
    DECLARE_PHASE,
    FINAL_PHASE,
    OVER_PHASE,
    PLAY_PHASE,
    FinishedTrick,
    GameState,
    Play,
)
from bura_desktop.core.tables import mask_points, orders
from bura_desktop.core.turns import answering, asked_to_declare
from bura_desktop.core.view import SeatView, SeenPlay

# Deals tried before a world that breaks the no-Bura inference is accepted anyway.
ATTEMPTS = 30


def sample_game(view: SeatView, rng: random.Random) -> Game:
    """A full state consistent with ``view``, the unseen cards placed at random by ``rng``.

    A seat that held three trumps when the trick started would have declared Bura and won, so
    worlds that give one to a seat that had its chance to declare are dealt again.
    """
    world = _deal_world(view, rng)
    for _ in range(ATTEMPTS):
        if not _hides_a_bura(view, world):
            break
        world = _deal_world(view, rng)
    return Game.restore(view.rules, world)


def _hides_a_bura(view: SeatView, world: GameState) -> bool:
    """Whether another seat held three trumps at this trick's start and did not declare."""
    if view.phase != PLAY_PHASE:
        return False
    trumps = SUIT_MASK[int(view.trump)]
    held = list(world.hands)
    for seat, mask, _ in world.trick:
        held[seat] |= mask
    if view.rules.bura_timing == "on_lead":
        # Only the leader may declare, as its lead.
        seats = [world.trick[0][0]] if world.trick else []
    else:
        seats = list(range(view.players))
    return any(s != view.seat and (held[s] & trumps).bit_count() >= 3 for s in seats)


def _deal_world(view: SeatView, rng: random.Random) -> GameState:
    rules = view.rules
    n = rules.players
    seat = view.seat
    # While the seat decides on a blind bet it has not seen its own hand either.
    own_unseen = view.phase == BLIND_PHASE and not view.hand and view.hand_sizes[seat] > 0
    seen = mask_of(view.hand)
    known = [mask_of(k) for k in view.known_cards]
    for mask in known:
        seen |= mask
    for play in _all_plays(view):
        seen |= mask_of(play.cards)
    indicator = int(view.indicator)
    # The indicator is the stock's last card; once the stock is set aside it lies there.
    indicator_placed = view.stock_count > 0 or view.set_aside_count > 0
    if indicator_placed:
        seen |= 1 << indicator
    unseen = [c for c in range(36) if pack_mask(rules.deck) >> c & 1 and not seen >> c & 1]
    rng.shuffle(unseen)
    taken = 0

    def deal(count: int) -> int:
        nonlocal taken
        mask = mask_of(unseen[taken : taken + count])
        taken += count
        return mask

    hands = []
    for s in range(n):
        if s == seat and not own_unseen:
            hands.append(mask_of(view.hand))
        else:
            hands.append(known[s] | deal(view.hand_sizes[s] - known[s].bit_count()))
    down_by = [0] * n

    def fill(play: SeenPlay) -> Play:
        mask = mask_of(play.cards) if play.cards or play.count == 0 else deal(play.count)
        if play.down:
            down_by[play.seat] |= mask
        return (play.seat, mask, play.down)

    tricks: tuple[FinishedTrick, ...] = tuple(
        (t.leader, tuple(fill(p) for p in t.plays), t.winner) for t in view.tricks
    )
    trick = [fill(p) for p in view.trick]
    stock: tuple[int, ...] = ()
    set_aside = 0
    if view.stock_count:
        rest = deal(view.stock_count - 1)
        order = [c for c in range(36) if rest >> c & 1]
        rng.shuffle(order)
        stock = (indicator, *order)
    elif view.set_aside_count:
        set_aside = (1 << indicator) | deal(view.set_aside_count - 1)
    if taken != len(unseen):
        raise ValueError("the view does not account for every card of the pack")

    piles = [0] * n
    for _, plays, winner in tricks:
        for _, mask, _ in plays:
            piles[winner] |= mask
    last_winner = tricks[-1][2] if tricks else rules.first_leader(view.dealer)
    penalty_scoring = rules.scoring == "penalty"
    scores = (0,) * n if penalty_scoring else view.scores
    return GameState(
        seed=0,
        hand_no=view.hand_no,
        hand_seed=None,
        dealer=view.dealer,
        pot=view.pot,
        bankrolls=view.bankrolls,
        scores=scores,
        penalties=view.scores if penalty_scoring else (0,) * n,
        ante_due=view.hand_over,
        blind_seat=view.blind_seat,
        hands=tuple(hands),
        stock=stock,
        indicator=indicator,
        set_aside=set_aside,
        piles=tuple(piles),
        down_by=tuple(down_by),
        known=tuple(known),
        points=tuple(mask_points(p) for p in piles),
        phase=view.phase,
        to_act=view.to_act,
        leader=view.leader,
        trick=tuple(trick),
        best=best_seat(trick, int(view.trump)),
        queue=_queue(view, hands, trick, last_winner),
        declared=view.declared,
        last_winner=last_winner,
        tricks=tricks,
        chips_at_start=view.bankrolls,  # not shown; only Outcome.chips reads it
        outcome=view.outcome,
        hands_played=0,
        session_over=view.session_over,
    )


def _all_plays(view: SeatView) -> list[SeenPlay]:
    plays = list(view.trick)
    for trick in view.tricks:
        plays.extend(trick.plays)
    return plays


def _queue(
    view: SeatView, hands: list[int], trick: list[Play], last_winner: int
) -> tuple[int, ...]:
    """The seats still to be asked after the one to act, as play would have left them."""
    to_act, phase = view.to_act, view.phase
    if to_act is None or phase == OVER_PHASE:
        return ()
    if phase == DECLARE_PHASE:
        leader = view.leader
        if to_act == leader and view.declared:  # the leader defends the lead last
            return ()
        order = orders(view.players)[leader]
        asked = asked_to_declare(view.rules, int(view.trump), hands, order)
        return tuple(s for s in asked if order.index(s) > order.index(to_act))
    if phase == PLAY_PHASE and trick:
        order = orders(view.players)[trick[0][0]]
        return answering(order[order.index(to_act) + 1 :], hands)
    if phase == FINAL_PHASE:
        order = orders(view.players)[last_winner]
        return order[order.index(to_act) + 1 :]
    return ()


def best_seat(trick: Sequence[Play], trump: int) -> int:
    """The seat of the trick's best play (-1 before the lead)."""
    if not trick:
        return -1
    winner, best = trick[0][0], trick[0][1]
    count = best.bit_count()
    for seat, mask, down in trick[1:]:
        if not down and mask.bit_count() == count and beats_mask(mask, best, trump):
            winner, best = seat, mask
    return winner


__all__ = ["best_seat", "sample_game"]
