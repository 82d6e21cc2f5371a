"""What is called out at the table: a seat's call beside its plate ("Bura!", "31!"), the
flourish round a Bura or a winning claim, and the table's own word on the felt for a moment
(a toast: what a key just did)."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QRectF
from PySide6.QtWidgets import QGraphicsScene

from bura_desktop.ui.table import timing
from bura_desktop.ui.table.callout import Callout
from bura_desktop.ui.table.flourish import FLOURISH_MS, Flourish
from bura_desktop.ui.table.seat_plate import SeatPlate

Z_CALLOUT = 1000  # above the plates and chips
TOAST_HEIGHT = 28.0  # a toast on the felt: one line of the table's type, in a bubble


class Calls:
    """The calls on ``scene`` beside its ``plates``."""

    def __init__(self, scene: QGraphicsScene, plates: Sequence[SeatPlate]) -> None:
        self._scene = scene
        self._plates = plates

    def call_out(self, seat: int, words: str, room: QRectF) -> None:
        """Show what ``seat`` calls out, beside its plate, on the side towards the table, as
        tall as most of the plate's ``room`` in the layout."""
        plate = self._plates[seat].sceneBoundingRect()
        callout = Callout(words, room.height() * 0.8)
        above = plate.center().y() > self._scene.sceneRect().center().y()
        gap = plate.height() / 2 + callout.boundingRect().height() / 2 + 4
        callout.setPos(plate.center().x(), plate.center().y() + (-gap if above else gap))
        callout.setZValue(Z_CALLOUT)
        self._scene.addItem(callout)
        callout.show_for_a_moment()

    def flourish(self, seat: int) -> None:
        """A short flourish round ``seat``'s plate; none where animations are off."""
        if timing.ms(FLOURISH_MS) > 0:
            flourish = Flourish(self._plates[seat].sceneBoundingRect())
            flourish.setZValue(Z_CALLOUT - 1)
            self._scene.addItem(flourish)
            flourish.play()

    def withdraw(self) -> None:
        """Calls go when play moves on: at speed "off" a hand can end before one has faded."""
        for item in self._scene.items():
            if isinstance(item, Callout):
                item.withdraw()

    def toast(self, words: str, banner: QRectF) -> None:
        """``words`` on the felt for a moment, over the ``banner`` above the own hand, where
        the player looks."""
        for item in self._scene.items():
            if isinstance(item, Callout) and item.data(0) == "toast":
                item.withdraw()
        toast = Callout(words, max(TOAST_HEIGHT, banner.height() * 0.9))
        toast.setData(0, "toast")
        toast.setPos(banner.center().x(), banner.top() - toast.boundingRect().height())
        toast.setZValue(Z_CALLOUT)
        self._scene.addItem(toast)
        toast.show_for_a_moment()


__all__ = ["Calls"]
