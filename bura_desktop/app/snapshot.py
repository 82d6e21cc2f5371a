"""Where every card lies right now: what the table needs to show a resumed hand at once.

The table animates events that name real cards, including the face-down ones of other seats,
so a resumed table must hold the same cards in the same places; this is built in the worker
from every seat's view and handed to the table, which shows only the watched seat's faces.
"""

from __future__ import annotations

from dataclasses import dataclass

from bura_desktop.core import Card, Game, SeatView
from bura_desktop.core.cards import pack


@dataclass(frozen=True)
class TableSnapshot:
    view: SeatView  # the watched seat's view: what the table may show face up
    hands: tuple[tuple[Card, ...], ...]
    piles: tuple[tuple[Card, ...], ...]
    trick: tuple[tuple[int, tuple[Card, ...], bool], ...]  # seat, cards, face down
    stock: tuple[Card, ...]  # without the indicator
    set_aside: tuple[Card, ...]


def snapshot(game: Game, watched: int) -> TableSnapshot:
    seats = range(game.rules.players)
    views = [game.view(s) for s in seats]
    hands = tuple(game.hand(s) for s in seats)
    piles = tuple(game.pile(s) for s in seats)
    # Each play as its own seat saw it: a face-down play's cards are known to that seat only.
    trick = tuple(
        (play.seat, views[play.seat].trick[i].cards, play.down)
        for i, play in enumerate(views[watched].trick)
    )
    aside = game.set_aside
    view = views[watched]
    placed = {c for group in (*hands, *piles, aside) for c in group}
    placed.update(c for _, cards, _ in trick for c in cards)
    if not view.indicator_drawn:
        placed.add(view.indicator)
    stock = tuple(c for c in pack(game.rules.deck) if c not in placed)
    return TableSnapshot(view, hands, piles, trick, stock, aside)
