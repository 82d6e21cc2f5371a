"""Whole states a seat cannot tell apart from the real one: the computer players' determinizations.

``sample_game(view, rng)`` deals every card the seat has not seen (other hands, the stock order,
set-aside cards, other seats' face-down plays) at random into the places it could be, keeping the
cards everyone knows to be in a hand (a declared hand, a drawn indicator) where they are. The
result's ``view(seat)`` equals the given view, so a search on it learns nothing the seat did not
already know.
"""

from __future__ import annotations

import random

from bura_desktop.core.beating import beats_mask
from bura_desktop.core.cards import SUIT_MASK, mask_of, pack_mask
from bura_desktop.core.game import (
    BLIND_PHASE,
    DECLARE_PHASE,
    FINAL_PHASE,
    OVER_PHASE,
    PLAY_PHASE,
    Game,
)
from bura_desktop.core.tables import mask_points
from bura_desktop.core.view import SeatView, SeenPlay

_Play = tuple[int, int, bool]


# Deals tried before a world that breaks the no-Bura inference is accepted anyway.
ATTEMPTS = 30


def sample_game(view: SeatView, rng: random.Random) -> Game:
    """A full state consistent with ``view``, the unseen cards placed at random by ``rng``.

    A seat that held three trumps when the trick started would have declared Bura and won, so
    worlds that give one to a seat that had its chance to declare are dealt again.
    """
    game = _deal_world(view, rng)
    for _ in range(ATTEMPTS):
        if not _hides_a_bura(view, game):
            break
        game = _deal_world(view, rng)
    return game


def _hides_a_bura(view: SeatView, game: Game) -> bool:
    """Whether another seat held three trumps at this trick's start and did not declare."""
    if view.phase != PLAY_PHASE:
        return False
    trumps = SUIT_MASK[int(view.trump)]
    held = list(game._hands)
    for seat, mask, _ in game._trick:
        held[seat] |= mask
    if view.rules.bura_timing == "on_lead":
        # Only the leader may declare, as its lead.
        seats = [game._trick[0][0]] if game._trick else []
    else:
        seats = list(range(view.players))
    return any(s != view.seat and (held[s] & trumps).bit_count() >= 3 for s in seats)


def _deal_world(view: SeatView, rng: random.Random) -> Game:
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

    def fill(play: SeenPlay) -> _Play:
        mask = mask_of(play.cards) if play.cards or play.count == 0 else deal(play.count)
        if play.down:
            down_by[play.seat] |= mask
        return (play.seat, mask, play.down)

    tricks = tuple((t.leader, tuple(fill(p) for p in t.plays), t.winner) for t in view.tricks)
    trick = [fill(p) for p in view.trick]
    stock: list[int] = []
    set_aside = 0
    if view.stock_count:
        rest = deal(view.stock_count - 1)
        order = [c for c in range(36) if rest >> c & 1]
        rng.shuffle(order)
        stock = [indicator, *order]
    elif view.set_aside_count:
        set_aside = (1 << indicator) | deal(view.set_aside_count - 1)
    if taken != len(unseen):
        raise ValueError("the view does not account for every card of the pack")

    piles = [0] * n
    for _, plays, winner in tricks:
        for _, mask, _ in plays:
            piles[winner] |= mask
    return _assemble(view, hands, stock, set_aside, piles, down_by, known, trick, tricks)


def _all_plays(view: SeatView) -> list[SeenPlay]:
    plays = list(view.trick)
    for trick in view.tricks:
        plays.extend(trick.plays)
    return plays


def _assemble(
    view: SeatView,
    hands: list[int],
    stock: list[int],
    set_aside: int,
    piles: list[int],
    down_by: list[int],
    known: list[int],
    trick: list[_Play],
    tricks: tuple[tuple[int, tuple[_Play, ...], int], ...],
) -> Game:
    # Like saved._from_data: the slots a Game needs, from what the view shows.
    rules = view.rules
    n = rules.players
    game = Game._bare(rules)
    game.seed = 0
    game.hand_no = view.hand_no
    game.hand_seed = None
    game.dealer = view.dealer
    game.pot = view.pot
    game._bank = list(view.bankrolls)
    penalty_scoring = rules.scoring == "penalty"
    game._score = [0] * n if penalty_scoring else list(view.scores)
    game._penalty = list(view.scores) if penalty_scoring else [0] * n
    game._ante_due = view.hand_over
    game.blind_seat = view.blind_seat
    game._hands = hands
    game._stock = stock
    game._indicator = int(view.indicator)
    game._trump = int(view.trump)
    game._set_aside = set_aside
    game._piles = piles
    game._down_by = down_by
    game._points = [mask_points(p) for p in piles]
    game._known = known
    game.phase = view.phase
    game.to_act = view.to_act
    game.leader = view.leader
    game._trick = tuple(trick)
    game._lead_count = trick[0][1].bit_count() if trick else 0
    game._best, game._best_mask = _best_of(game, trick)
    first = rules.first_leader(view.dealer)
    game._last_winner = tricks[-1][2] if tricks else first
    game._declared = tuple(view.declared)
    game._tricks = tricks
    game._chips_at_start = list(view.bankrolls)  # not shown; only Outcome.chips reads it
    game.outcome = view.outcome  # type: ignore[assignment]
    game._hands_played = 0
    game.session_over = view.session_over
    game._queue = tuple(_queue(game))
    return game


def _best_of(game: Game, trick: list[_Play]) -> tuple[int, int]:
    if not trick:
        return -1, 0
    best_seat, best = trick[0][0], trick[0][1]
    count = best.bit_count()
    for seat, mask, down in trick[1:]:
        if not down and mask.bit_count() == count and beats_mask(mask, best, game._trump):
            best_seat, best = seat, mask
    return best_seat, best


def _queue(game: Game) -> list[int]:
    """The seats still to be asked after the one to act, as the engine would have them."""
    to_act = game.to_act
    if to_act is None or game.phase == OVER_PHASE:
        return []
    if game.phase == DECLARE_PHASE:
        if game._challenged(to_act):  # the leader defends the lead last
            return []
        order = game.order_from(game.leader)
        after = order[order.index(to_act) + 1 :]
        return [s for s in after if game._hands[s] and game._combinations(s)]
    if game.phase == PLAY_PHASE and game._trick:
        order = game.order_from(game._trick[0][0])
        after = order[order.index(to_act) + 1 :]
        return [s for s in after if game._hands[s]]
    if game.phase == FINAL_PHASE:
        order = game.order_from(game._last_winner)
        return order[order.index(to_act) + 1 :]
    return []


__all__ = ["sample_game"]
