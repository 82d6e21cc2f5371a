"""Chips in flight: an ante, a bet or a payout flies from its seat's plate or the pot to the
other, and the chips change hands in the model only as they land."""

from __future__ import annotations

import weakref
from collections.abc import Callable
from typing import Protocol

from PySide6.QtCore import QAbstractAnimation
from PySide6.QtWidgets import QGraphicsItem

from bura_desktop.core.events import ChipsMoved
from bura_desktop.ui.table import timing
from bura_desktop.ui.table.card_item import ChipStack
from bura_desktop.ui.table.layout import TableLayout
from bura_desktop.ui.table.piles import Z_SHOWN
from bura_desktop.ui.table.sound import Sound
from bura_desktop.ui.table.steps import AT_REST, GO_ON, Wait


class ChipTable(Protocol):
    """What the chips in flight ask of their table as it stands."""

    sound: Sound
    layout_: TableLayout

    def addItem(self, item: QGraphicsItem, /) -> None: ...
    def removeItem(self, item: QGraphicsItem, /) -> None: ...
    def track(self, animation: QAbstractAnimation | None) -> None: ...


class ChipFlights:
    """The chips flying over ``table``."""

    def __init__(self, table: ChipTable) -> None:
        self._table = table
        self.flying: list[ChipStack] = []
        self._landed: list[ChipStack] = []  # off the table, freed at the next move

    def fly(self, event: ChipsMoved, land: Callable[[], object]) -> Wait:
        """The chips of ``event`` fly; ``land`` moves them in the model when they arrive."""
        table = self._table
        layout = table.layout_
        start = layout.pot if event.source is None else layout.seat(event.source).plate.center()
        end = layout.pot if event.target is None else layout.seat(event.target).plate.center()
        self._landed.clear()  # safe now: their flights ended long ago
        sprite = ChipStack(event.amount, layout.card_height * 0.28)
        sprite.setZValue(Z_SHOWN + 200)
        sprite.setPos(start)
        table.addItem(sprite)
        self.flying.append(sprite)
        table.sound.cue("chips_in" if event.target is None else "chips_out")

        flying = weakref.ref(sprite)  # the closure on its own flight must not keep it alive

        def landed() -> None:
            sprite = flying()
            if sprite is None or sprite not in self.flying:
                return  # a new game dropped it
            table.removeItem(sprite)
            self.flying.remove(sprite)
            # Not freed here, inside its own animation's signal: at the next chips' move.
            self._landed.append(sprite)
            land()

        animation = sprite.slide_to(end, timing.ms(timing.CHIPS_MS))
        if animation is None:
            landed()
            return GO_ON
        animation.finished.connect(landed)
        table.track(animation)
        return AT_REST

    def drop(self) -> None:
        """Stop every flight and take its chips off the table (a new game's plates must not
        receive them)."""
        for sprite in self.flying:
            sprite.slide_to(sprite.pos())  # stops the flight
            self._table.removeItem(sprite)
        self.flying.clear()


__all__ = ["ChipFlights"]
