"""The view of the table: shows the scene at the window's size (a resize lays the table out
again) and takes the keyboard for the own hand, whose focus ring it moves and whose ringed card
it chooses; what a screen reader is told of the cards is its accessible name."""

from __future__ import annotations

from PySide6.QtCore import Qt, QTimer
from PySide6.QtGui import (
    QAccessible,
    QAccessibleEvent,
    QFocusEvent,
    QKeyEvent,
    QPainter,
    QResizeEvent,
)
from PySide6.QtWidgets import QGraphicsView, QWidget

from bura_desktop.app.i18n import fill
from bura_desktop.core import Card
from bura_desktop.ui.table import accessible as accessible_table
from bura_desktop.ui.table.scene import TableScene

PRERENDER_DELAY_MS = 250  # after the last resize, and after the first paint at start


class TableView(QGraphicsView):
    """Shows the table scene at the window's size: a resize lays the table out again.

    With keyboard focus it moves the focus ring over the own cards (Left, Right, Home, End)
    and chooses the ringed card (Space); its accessible name says which card that is.
    """

    KEYS_MOVE = {
        Qt.Key.Key_Left: -1,
        Qt.Key.Key_Right: 1,
        Qt.Key.Key_Home: -100,
        Qt.Key.Key_End: 100,
    }

    def __init__(self, scene: TableScene, parent: QWidget | None = None) -> None:
        super().__init__(scene, parent)
        self.setRenderHints(
            QPainter.RenderHint.Antialiasing | QPainter.RenderHint.SmoothPixmapTransform
        )
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setFrameShape(QGraphicsView.Shape.NoFrame)
        self.setMinimumSize(480, 320)
        # Tab reaches the table too, but a click on a card must not move the focus ring there.
        self.setFocusPolicy(Qt.FocusPolicy.TabFocus)
        self.setAccessibleDescription(
            self.tr(
                "Your cards. Left and Right move between them, Space chooses one, Enter plays"
                " the chosen cards, Tab goes to the buttons."
            )
        )
        # The view's interface lists the own cards as its children.
        accessible_table.install(TableView, TableView.table)
        # Like the focus frame of buttons, the ring shows once the keyboard is used: a mouse
        # player who never touches a key is not shown a second "current card".
        self._ring_wanted = False
        self._connect(scene)
        self._tell_focus()
        # Card art for the laid-out size is rendered ahead of need once the size settles.
        self._prerender = QTimer(self)
        self._prerender.setSingleShot(True)
        self._prerender.timeout.connect(
            lambda: self.table().prerender(self.viewport().devicePixelRatioF())
        )

    def table(self) -> TableScene:
        scene = self.scene()
        assert isinstance(scene, TableScene)
        return scene

    def set_table(self, scene: TableScene) -> None:
        self.setScene(scene)
        self._connect(scene)
        self._show_ring()
        self._fit()

    def _connect(self, scene: TableScene) -> None:
        self._chosen: set[Card] = set()
        scene.focus_moved.connect(self._tell_focus)
        scene.selection_changed.connect(self._tell_focus)
        scene.selection_changed.connect(self._tell_chosen)

    def _tell_chosen(self, chosen: tuple[Card, ...]) -> None:
        """Each card chosen or put back changes the state of its accessible item."""
        now = set(chosen)
        for card in now ^ self._chosen:
            accessible_table.tell_chosen(self, card)
        self._chosen = now

    def focus_text(self) -> str:
        """The ringed card as a screen reader says it, e.g. "Ace of spades, chosen"."""
        item = self.table().hand.focused_item()
        if item is None:
            return self.tr("Card table")
        name = item.accessible_text()
        return fill(self.tr("%1, chosen"), name) if item.is_chosen() else name

    def _tell_focus(self) -> None:
        name = self.focus_text()
        if name == self.accessibleName():
            return
        self.setAccessibleName(name)
        if self.hasFocus():
            # A screen reader follows the focus event and reads the new name.
            QAccessible.updateAccessibility(QAccessibleEvent(self, QAccessible.Event.NameChanged))
            QAccessible.updateAccessibility(QAccessibleEvent(self, QAccessible.Event.Focus))
            accessible_table.tell_ringed_card(self)

    def _show_ring(self) -> None:
        self.table().hand.set_focus_visible(self._ring_wanted and self.hasFocus())

    def keyPressEvent(self, event: QKeyEvent) -> None:
        step = self.KEYS_MOVE.get(Qt.Key(event.key()))
        if step is None and event.key() != Qt.Key.Key_Space:
            super().keyPressEvent(event)
            return
        if not self._ring_wanted:
            # The first key shows where the ring is rather than moving it unseen.
            self._ring_wanted = True
            self._show_ring()
            if step is not None:
                return
        if step is not None:
            self.table().hand.move_focus(step)
        else:
            self.table().hand.toggle_focused()

    def focusInEvent(self, event: QFocusEvent) -> None:
        super().focusInEvent(event)
        keyboard = (Qt.FocusReason.TabFocusReason, Qt.FocusReason.BacktabFocusReason)
        self._ring_wanted = self._ring_wanted or event.reason() in keyboard
        self._show_ring()

    def focusOutEvent(self, event: QFocusEvent) -> None:
        super().focusOutEvent(event)
        self._show_ring()

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._fit()

    def _fit(self) -> None:
        size = self.viewport().size()
        self.table().relayout(size.width(), size.height())
        self.setSceneRect(0, 0, size.width(), size.height())
        self._prerender.start(PRERENDER_DELAY_MS)


__all__ = ["TableView"]
