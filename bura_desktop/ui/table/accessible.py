"""The table as a screen reader sees it: a list whose items are the player's own cards, and
whose description tells every seat's chips (or hands won, or penalty points), the pot and the stock.

The view alone would be one object whose name follows the keyboard ring. Here its accessible
interface has a child per card of the own hand, in hand order, so that a screen reader can walk
the hand (object navigation, review cursors, touch exploration) and hear each card's name,
whether it is chosen, and which one the ring is on. Face-down cards are never named.

Qt asks ``_factory`` for the view's interface; the card interfaces are made on demand, one per
card while it is in the hand, and registered with Qt's accessibility cache, which owns them and
deletes them when the hand changes (Qt's rule for interfaces of objects that are not QObjects).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, Protocol, TypeVar

from PySide6.QtCore import QObject, QPoint, QRect
from PySide6.QtGui import (
    QAccessible,
    QAccessibleEvent,
    QAccessibleInterface,
    QAccessibleStateChangeEvent,
    QWindow,
)
from PySide6.QtWidgets import QAccessibleWidget, QGraphicsView, QWidget

from bura_desktop.app.i18n import translate
from bura_desktop.core import Card
from bura_desktop.ui.table.card_item import CardItem
from bura_desktop.ui.table.own_hand import OwnHand


class HandTable(Protocol):
    """What the interface reads of the table: ``ui.table.TableScene``, whose module imports
    this one and so hands its table over through ``install``."""

    hand: OwnHand

    def item(self, card: Card) -> CardItem | None: ...

    def standing_text(self) -> str: ...


class CardAccessible(QAccessibleInterface):
    """One card of the own hand, a child of the table's interface."""

    def __init__(self, table: TableAccessible, card: Card) -> None:
        super().__init__()
        self._table = table
        self.card = card

    def isValid(self) -> bool:
        return self._table.isValid() and self.card in self._table.hand()

    def object(self) -> QObject | None:  # type: ignore[override]  # Qt returns nullptr; the stub says never
        return None

    def window(self) -> QWindow | None:  # type: ignore[override]  # Qt returns nullptr; the stub says never
        return self._table.window()

    def parent(self) -> QAccessibleInterface:
        return self._table

    def child(self, index: int) -> QAccessibleInterface | None:  # type: ignore[override]  # Qt returns nullptr; the stub says never
        return None

    def childCount(self) -> int:
        return 0

    def indexOfChild(self, child: QAccessibleInterface) -> int:
        return -1

    def childAt(self, x: int, y: int) -> QAccessibleInterface | None:  # type: ignore[override]  # Qt returns nullptr; the stub says never
        return None

    def focusChild(self) -> QAccessibleInterface | None:  # type: ignore[override]  # Qt returns nullptr; the stub says never
        return None

    def role(self) -> QAccessible.Role:
        return QAccessible.Role.ListItem

    def text(self, kind: QAccessible.Text) -> str:
        item = self._table.item(self.card)
        if item is None:
            return ""
        if kind == QAccessible.Text.Name:
            return item.accessible_text()
        if kind == QAccessible.Text.Description:
            return translate("TableView", "chosen") if item.is_chosen() else ""
        return ""

    def setText(self, kind: QAccessible.Text, text: str) -> None:
        pass

    def rect(self) -> QRect:
        item = self._table.item(self.card)
        view = self._table.view()
        if item is None or view is None:
            return QRect()
        shown = view.mapFromScene(item.sceneBoundingRect()).boundingRect()
        return QRect(view.viewport().mapToGlobal(shown.topLeft()), shown.size())

    def state(self) -> QAccessible.State:
        state = QAccessible.State()
        state.focusable = True
        state.selectable = True
        state.multiSelectable = True
        item = self._table.item(self.card)
        view = self._table.view()
        if item is not None:
            state.selected = item.is_chosen()
            state.focused = bool(view is not None and view.hasFocus() and self._is_ringed())
        return state

    def _is_ringed(self) -> bool:
        table = self._table.table()
        return table is not None and table.hand.focused_card() == self.card


class TableAccessible(QAccessibleWidget):
    """The table view as a list of the own cards."""

    def __init__(self, view: QWidget) -> None:
        super().__init__(view, QAccessible.Role.List)
        self._cards: dict[Card, CardAccessible] = {}

    def text(self, kind: QAccessible.Text) -> str:
        if kind == QAccessible.Text.Description:
            table = self.table()
            return table.standing_text() if table is not None else ""
        return super().text(kind)

    def view(self) -> QGraphicsView | None:
        """The table's view (a ``ui.table.TableView``), None once it is gone."""
        widget = self.widget()
        return widget if self.isValid() and isinstance(widget, QGraphicsView) else None

    def table(self) -> HandTable | None:
        view = self.view()
        return None if view is None or _table_of is None else _table_of(view)

    def hand(self) -> list[Card]:
        table = self.table()
        return table.hand.cards() if table is not None else []

    def item(self, card: Card) -> CardItem | None:
        table = self.table()
        return None if table is None else table.item(card)

    def childCount(self) -> int:
        return len(self.hand())

    def child(self, index: int) -> QAccessibleInterface | None:  # type: ignore[override]  # Qt returns nullptr; the stub says never
        hand = self.hand()
        if not 0 <= index < len(hand):
            return None
        return self._interface(hand[index])

    def indexOfChild(self, child: QAccessibleInterface) -> int:
        if isinstance(child, CardAccessible):
            hand = self.hand()
            return hand.index(child.card) if child.card in hand else -1
        return -1

    def childAt(self, x: int, y: int) -> QAccessibleInterface | None:  # type: ignore[override]  # Qt returns nullptr; the stub says never
        point = QPoint(x, y)
        for card in reversed(self.hand()):  # the topmost card first
            interface = self._interface(card)
            if interface.rect().contains(point):
                return interface
        return None

    def focusChild(self) -> QAccessibleInterface | None:  # type: ignore[override]  # Qt returns nullptr; the stub says never
        table = self.table()
        card = table.hand.focused_card() if table is not None else None
        return self._interface(card) if card is not None else None

    def _interface(self, card: Card) -> CardAccessible:
        # One interface per card for the view's lifetime (at most a pack's worth): valid while
        # the card is in the hand, so an id a screen reader holds never points at another card.
        interface = self._cards.get(card)
        if interface is None:
            interface = CardAccessible(self, card)
            QAccessible.registerAccessibleInterface(interface)
            self._cards[card] = interface
        return interface


def tell_ringed_card(view: QWidget) -> None:
    """Tell a screen reader that the ring (the keyboard focus in the hand) is on another card."""
    table = QAccessible.queryAccessibleInterface(view)
    card = table.focusChild() if isinstance(table, TableAccessible) else None
    if card is not None:
        QAccessible.updateAccessibility(QAccessibleEvent(card, QAccessible.Event.Focus))


def tell_chosen(view: QWidget, card: Card) -> None:
    """Tell a screen reader that ``card`` was chosen or put back."""
    table = QAccessible.queryAccessibleInterface(view)
    if isinstance(table, TableAccessible) and card in table.hand():
        changed = QAccessible.State()
        changed.selected = True
        QAccessible.updateAccessibility(
            QAccessibleStateChangeEvent(table._interface(card), changed)
        )


def _factory(key: str, obj: QObject) -> QAccessibleInterface | None:
    if _view_class is not None and isinstance(obj, _view_class):
        return TableAccessible(obj)
    return None


# The table's view class and the way from a view to its table, given by ``ui.table`` (this
# module may not import it: a circle).
_view_class: type[QGraphicsView] | None = None
_table_of: Callable[[Any], HandTable] | None = None
View = TypeVar("View", bound=QGraphicsView)


def install(view_class: type[View], table_of: Callable[[View], HandTable]) -> None:
    """Give views of ``view_class``, the table's, their card-by-card interface (once per
    process); ``table_of`` gives a view's table."""
    global _view_class, _table_of
    if _view_class is None:
        _view_class, _table_of = view_class, table_of
        QAccessible.installFactory(_factory)


__all__ = [
    "CardAccessible",
    "HandTable",
    "TableAccessible",
    "install",
    "tell_chosen",
    "tell_ringed_card",
]
