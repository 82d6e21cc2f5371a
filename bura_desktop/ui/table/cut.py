"""The cut for the first dealer: every seat cuts a card face up beside its plate, all at once
(seats tied for the highest cut again on top, a round later), then the dealer's tag goes to
the highest. The cut cards stay until the deal clears them away."""

from __future__ import annotations

from functools import partial
from typing import Protocol

from PySide6.QtCore import QAbstractAnimation, QPointF
from PySide6.QtWidgets import QGraphicsItem

from bura_desktop.core import Card
from bura_desktop.core.events import DealerCut
from bura_desktop.ui.table import timing
from bura_desktop.ui.table.card_art import CardRenderer
from bura_desktop.ui.table.card_item import CardItem
from bura_desktop.ui.table.layout import TableLayout
from bura_desktop.ui.table.piles import Z_TRICK
from bura_desktop.ui.table.sound import Sound
from bura_desktop.ui.table.steps import AT_REST, GO_ON, Pause, Step, Wait

CUT_PAUSE_MS = 900  # the cut shown before the deal, base ms at normal speed


class CutTable(Protocol):
    """What the cut asks of its table as it stands."""

    renderer: CardRenderer
    sound: Sound
    layout_: TableLayout

    def addItem(self, item: QGraphicsItem, /) -> None: ...
    def removeItem(self, item: QGraphicsItem, /) -> None: ...
    def track(self, animation: QAbstractAnimation | None) -> None: ...
    def mark_dealer(self, dealer: int) -> None: ...


class Cut:
    """The cut cards on ``table``."""

    def __init__(self, table: CutTable) -> None:
        self._table = table
        self.cards: list[CardItem] = []

    def steps(self, event: DealerCut) -> list[Step]:
        rounds: list[list[tuple[int, Card]]] = [[]]
        for seat, card in event.cuts:
            if any(seat == s for s, _ in rounds[-1]):
                rounds.append([])
            rounds[-1].append((seat, card))
        steps: list[Step] = []
        for again, cut in enumerate(rounds):
            for seat, card in cut:
                steps.append(partial(self._cut_one, seat, card, again))
            steps.append(lambda: AT_REST)  # a round lands before the tie is cut again
        steps.append(lambda: self._done(event.dealer))
        return steps

    def clear(self) -> None:
        for item in self.cards:
            self._table.removeItem(item)
        self.cards.clear()

    def _cut_one(self, seat: int, card: Card, again: int) -> Wait:
        """One cut card flies out beside its seat's plate."""
        table = self._table
        item = CardItem(card, table.renderer)  # not connected: a cut card is not for playing
        table.sound.cue("deal")
        table.addItem(item)
        self.cards.append(item)
        item.setScale(0.9)
        layout = table.layout_
        item.animate(layout.stock, Z_TRICK + len(self.cards), 0.0, False, 0)
        # Beside the seat's plate, on the side facing the middle: with six at the table the
        # places in a trick lie too close together to tell whose card is whose.
        plate = layout.seat(seat).plate
        width, height = layout.card_width * 0.9, layout.card_height * 0.9
        side = 1 if plate.center().x() < layout.width / 2 else -1
        edge = plate.right() if side > 0 else plate.left()
        x = edge + side * (width * 0.6 + width * 0.3 * again)
        y = min(max(plate.center().y(), height / 2 + 4), layout.height - height / 2 - 4)
        duration = timing.ms(timing.DEAL_MS)
        table.track(item.animate(QPointF(x, y), Z_TRICK + len(self.cards), 0.0, True, duration))
        return GO_ON

    def _done(self, dealer: int) -> Wait:
        self._table.mark_dealer(dealer)
        return Pause(timing.ms(CUT_PAUSE_MS))


__all__ = ["Cut"]
