"""The watched seat's own hand in the player's fingers: the cards chosen to play, the keyboard's
focus ring over them, a card dragged onto the trick, and which cards may be dragged at all
(none while the hand lies unlooked, for a blind bet)."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Protocol

from PySide6.QtCore import QPointF, QRectF

from bura_desktop.core import Card
from bura_desktop.ui.table.card_item import CardItem
from bura_desktop.ui.table.layout import TableLayout
from bura_desktop.ui.table.model import Slot, TableModel


class HandTable(Protocol):
    """What the own hand asks of its table as it stands."""

    watched: int
    model: TableModel
    items_: dict[int, CardItem]
    layout_: TableLayout

    def item(self, card: Card) -> CardItem | None: ...
    def return_to_hand(self) -> None: ...


class OwnHand:
    """The own hand on ``table``; ``chosen`` is told the cards chosen whenever they change,
    ``focus_moved`` whenever the ring moves, and ``dropped`` a card dragged onto the trick."""

    def __init__(
        self,
        table: HandTable,
        chosen: Callable[[tuple[Card, ...]], None],
        focus_moved: Callable[[], None],
        dropped: Callable[[Card], None],
    ) -> None:
        self._table = table
        self._tell_chosen = chosen
        self._tell_focus = focus_moved
        self._tell_dropped = dropped
        # The own card the keyboard is on, kept by position so a played card's neighbour
        # takes over; the ring is drawn only while the view has keyboard focus.
        self.focus_index = 0
        self._focus_visible = False

    @property
    def unlooked(self) -> bool:
        """The own hand lies face down while its holder decides on a blind bet."""
        return self._table.model.unlooked

    def cards(self) -> list[Card]:
        """The own cards as the holder sees them, in the order they lie: none while unlooked."""
        return self._table.model.own_cards()

    def _slots(self) -> list[Slot]:
        table = self._table
        return table.model.hands[table.watched].slots

    def _items(self) -> list[tuple[Card, CardItem]]:
        if self.unlooked:
            return []
        items = self._table.items_
        return [(s.card, items[s.id]) for s in self._slots() if s.card is not None]

    def chosen(self) -> tuple[Card, ...]:
        return tuple(card for card, item in self._items() if item.is_chosen())

    def toggle(self, card: Card | None) -> None:
        item = self._table.item(card) if card is not None and card in self.cards() else None
        if item is not None:
            item.set_chosen(not item.is_chosen())
            self._tell_chosen(self.chosen())

    def clear_choice(self) -> None:
        self.choose_only(())

    def choose_only(self, cards: Sequence[Card]) -> None:
        """Choose exactly ``cards`` of the own hand (a hint's play), putting back the rest."""
        wanted = set(cards)
        for card, item in self._items():
            item.set_chosen(card in wanted)
        self._tell_chosen(self.chosen())

    def make_draggable(self) -> None:
        items = self._table.items_
        for slot in self._slots():
            items[slot.id].draggable = not self.unlooked

    # ------------------------------------------------------------------ the keyboard focus ring

    def focused_slot(self) -> Slot | None:
        hand = self._slots()
        return hand[min(self.focus_index, len(hand) - 1)] if hand else None

    def focused_card(self) -> Card | None:
        slot = self.focused_slot()
        return None if slot is None or self.unlooked else slot.card

    def focused_item(self) -> CardItem | None:
        slot = self.focused_slot()
        return None if slot is None else self._table.items_[slot.id]

    def move_focus(self, step: int) -> None:
        """Move the ring ``step`` cards along the own hand, stopping at its ends."""
        hand = self._slots()
        if hand:
            current = min(self.focus_index, len(hand) - 1)
            self.focus_index = max(0, min(current + step, len(hand) - 1))
            self.show_focus()

    def toggle_focused(self) -> None:
        self.toggle(self.focused_card())

    def set_focus_visible(self, visible: bool) -> None:
        self._focus_visible = visible
        self.show_focus()

    def show_focus(self) -> None:
        table = self._table
        focused = self.focused_slot() if self._focus_visible else None
        own = self._slots()
        for slot in own:
            item = table.items_[slot.id]
            ringed = slot is focused
            if item.has_focus_ring() != ringed:
                item.set_focus_ring(ringed)
        for slot in table.model.slots():  # a played card keeps no ring
            if slot not in own and table.items_[slot.id].has_focus_ring():
                table.items_[slot.id].set_focus_ring(False)
        self._tell_focus()

    # ------------------------------------------------------------------ dragging

    def dropped(self, card: Card | None, where: QPointF) -> None:
        if card is not None and self.trick_area().contains(where):
            self._tell_dropped(card)
        else:
            self._table.return_to_hand()

    def trick_area(self) -> QRectF:
        """The middle of the table, around every seat's place in the trick."""
        layout = self._table.layout_
        spots = [seat.trick for seat in layout.seats]
        area = QRectF(spots[0], spots[0])
        for spot in spots[1:]:
            area = area.united(QRectF(spot, spot))
        margin = layout.card_height * 0.6
        return area.adjusted(-margin, -margin, margin, margin)


__all__ = ["OwnHand"]
