"""How each kind of pile lays out its cards on the table (after kpat's ``KCardPile``).

A look takes the model's pile and the current ``TableLayout`` and gives every slot its place:
centre, rotation, stacking order and scale. The face comes from the slot itself.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import assert_never

from PySide6.QtCore import QPointF

from bura_desktop.ui.table.layout import PILE_SCALE, PLAY_SPREAD, TableLayout
from bura_desktop.ui.table.model import Pile, Trick

# Z order bands: later bands lie on top.
Z_STOCK, Z_HAND, Z_PILE, Z_TRICK, Z_SHOWN = 100, 300, 200, 500, 700


@dataclass(frozen=True)
class Placement:
    pos: QPointF
    rotation: float
    z: float
    scale: float
    # A card lying on others in a pile casts no shadow of its own: the pile's lowest does.
    shadow: bool = True


def place(pile: Pile | Trick, layout: TableLayout) -> list[Placement]:
    """Where each slot of ``pile`` lies, in the pile's order: each kind of pile has its look,
    and mypy refuses a kind without one."""
    match pile.kind:
        case "stock":
            return _stock(pile, layout)
        case "indicator":
            return _indicator(pile, layout)
        case "aside":
            return _aside(pile, layout)
        case "hand":
            return _hand(pile, layout)
        case "won":
            return _won(pile, layout)
        case "trick":
            return _trick(pile, layout)
        case "shown":
            return _shown(pile, layout)
        case _:
            assert_never(pile.kind)


def _stock(pile: Pile | Trick, layout: TableLayout) -> list[Placement]:
    # A slight step per card shows the stock's thickness.
    placements = []
    for i in range(len(pile.slots)):
        step = min(i + 1, 12) * 0.6
        pos = QPointF(layout.stock.x() - step, layout.stock.y() - step)
        placements.append(Placement(pos, 0.0, Z_STOCK + 11 + i, 1.0, shadow=i == 0))
    return placements


def _indicator(pile: Pile | Trick, layout: TableLayout) -> list[Placement]:
    # Sideways under the stock, as on a real table, turned a quarter to the left: the end
    # that shows is its top left corner, whose index reads there sideways.
    return [Placement(layout.indicator, -90.0, Z_STOCK, 1.0) for _ in pile.slots]


def _aside(pile: Pile | Trick, layout: TableLayout) -> list[Placement]:
    return [
        Placement(
            QPointF(layout.set_aside.x() - i * 0.3, layout.set_aside.y()),
            90.0,
            Z_STOCK + i,
            0.8,
            shadow=i == 0,
        )
        for i in range(len(pile.slots))
    ]


def _hand(pile: Pile | Trick, layout: TableLayout) -> list[Placement]:
    assert isinstance(pile, Pile)
    spot = layout.seat(pile.seat)
    count = len(pile.slots)
    fan = spot.hand_positions(count, layout.card_width * spot.scale)
    return [
        Placement(pos, rotation, Z_HAND + i, spot.scale) for i, (pos, rotation) in enumerate(fan)
    ]


def _won(pile: Pile | Trick, layout: TableLayout) -> list[Placement]:
    """Crosswise and smaller than the hand beside it, as won tricks are put aside."""
    assert isinstance(pile, Pile)
    spot = layout.seat(pile.seat)
    placements = []
    for i in range(len(pile.slots)):
        step = min(i, 10) * 0.8
        pos = QPointF(spot.pile.x() + step, spot.pile.y() - step)
        scale = spot.scale * PILE_SCALE
        placements.append(Placement(pos, 90.0, Z_PILE + i, scale, shadow=i == 0))
    return placements


def _trick(pile: Pile | Trick, layout: TableLayout) -> list[Placement]:
    """Each play in front of the seat that made it, its cards side by side; later plays lie
    on earlier ones."""
    assert isinstance(pile, Trick)
    placements = []
    for order, play in enumerate(pile.plays):
        base = layout.seat(play.seat).trick
        count = len(play.slots)
        # The winning play lies on top, so its ring shows whole.
        top = 100 if order == pile.best else 0
        step = layout.card_width * layout.trick_scale * PLAY_SPREAD
        for i in range(count):
            offset = (i - (count - 1) / 2) * step
            z = Z_TRICK + order * 10 + i + top
            spot = QPointF(base.x() + offset, base.y())
            placements.append(Placement(spot, 0.0, z, layout.trick_scale))
    return placements


def _shown(pile: Pile | Trick, layout: TableLayout) -> list[Placement]:
    """A claimed pile spread face up for everyone to count, where it hides neither the stock,
    the pot nor the own hand."""
    count = len(pile.slots)
    row = layout.shown_row(count)
    scale = row.height() / layout.card_height  # smaller where that keeps every seat in sight
    card = layout.card_width * scale
    step = (row.width() - card) / max(1, count - 1)
    left = row.left() + card / 2
    return [
        Placement(QPointF(left + step * i, row.center().y()), 0.0, Z_SHOWN + i, scale)
        for i in range(count)
    ]
