"""The middle of the table: the trump badge and the stock count in one line over the stock,
the pot and its word under it. Where the words do not fit beside the badge, the number alone
lies on the stock, its words in its tooltip."""

from __future__ import annotations

from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor, QFont, QFontMetricsF
from PySide6.QtWidgets import QGraphicsScene, QGraphicsSimpleTextItem

from bura_desktop.app.i18n import fill, translate
from bura_desktop.core import Card
from bura_desktop.core.cards import parse_card
from bura_desktop.ui.table.card_item import ChipStack
from bura_desktop.ui.table.layout import MIN_PIXELS, TableLayout
from bura_desktop.ui.table.piles import Z_SHOWN
from bura_desktop.ui.table.stock_count import StockCount
from bura_desktop.ui.table.trump_badge import TrumpBadge

LABEL_COLOUR = QColor("#f5f5f5")
STOCK_LINE_GAP = 8  # between the trump badge and the stock count
WIDEST_INDICATOR = parse_card("10♠")  # for the badge's width before a deal


class Middle:
    """The middle's marks on ``scene``, in the table's bold ``family``; the pot and its word
    only where the rules play for chips (series and penalty scoring play for none). Its words
    are the table's, translated in its context ("TableScene")."""

    def __init__(self, scene: QGraphicsScene, family: str, plays_for_chips: bool) -> None:
        self._scene = scene
        self._chips = plays_for_chips
        self.pot = ChipStack(0)
        self.pot.setZValue(Z_SHOWN - 1)  # a claimed pile spread out lies over it
        self.pot.setVisible(plays_for_chips)
        scene.addItem(self.pot)
        self.stock_label = StockCount()
        self.stock_label.setBrush(LABEL_COLOUR)
        font = QFont(family)
        font.setBold(True)
        self.stock_label.setFont(font)
        # Over the stock's cards, under a claimed pile spread out across the middle.
        self.stock_label.setZValue(Z_SHOWN - 1)
        scene.addItem(self.stock_label)
        self.trump_badge = TrumpBadge()
        self.trump_badge.setZValue(Z_SHOWN - 1)
        scene.addItem(self.trump_badge)
        self.pot_label = QGraphicsSimpleTextItem(translate("TableScene", "Pot"))
        self.pot_label.setBrush(LABEL_COLOUR)
        self.pot_label.setFont(font)
        scene.addItem(self.pot_label)
        self.pot_label.setVisible(plays_for_chips)

    def place_pot(self, layout: TableLayout) -> None:
        """The pot at ``layout``'s size (a new stack of the same chips), its word under it."""
        diameter = layout.pot_diameter()
        count = self.pot.count()
        self._scene.removeItem(self.pot)
        self.pot = ChipStack(count, diameter)
        self.pot.setZValue(Z_SHOWN - 1)
        self.pot.setPos(layout.pot)
        self.pot.setVisible(self._chips)
        self.pot.setToolTip(translate("TableScene", "The pot: whoever wins the hand takes it."))
        self._scene.addItem(self.pot)
        font = self.pot_label.font()
        font.setPixelSize(layout.label_pixels())
        self.pot_label.setFont(font)
        self.stock_label.setFont(font)
        rect = self.pot_label.boundingRect()
        # Under the chips' count badge: the stack grows upwards.
        top = layout.pot.y() + diameter * 0.85
        self.pot_label.setPos(layout.pot.x() - rect.width() / 2, top)

    def marks(self) -> list[QRectF]:
        """Where the trump badge, the stock count, the pot and its word lie as drawn (a long
        word may reach past the layout's room for it)."""
        marks = [self.trump_badge, self.stock_label, self.pot, self.pot_label]
        return [mark.sceneBoundingRect() for mark in marks if mark.isVisible()]

    def line_needed(self, indicator: Card | None) -> float:
        """How wide the trump badge and a two-digit stock count are in one line in the
        smallest type on the table: the least room a layout of small cards leaves them (its
        share of a larger card's size is room enough)."""
        badge = self.trump_badge
        badge.set_indicator(indicator or WIDEST_INDICATOR)
        badge.set_height(0)  # its smallest
        badge.set_short(True)
        font = QFont(self.stock_label.font())
        font.setPixelSize(MIN_PIXELS)
        width = badge.boundingRect().width() + STOCK_LINE_GAP
        badge.set_indicator(indicator)
        return width + QFontMetricsF(font).horizontalAdvance("88")

    def show_stock(self, count: int, indicator: Card | None, layout: TableLayout) -> None:
        """The ``count`` cards still to draw beside the trump badge ("Stock 17"), in
        ``layout``'s room for the line: the number alone on the stock where the words do not
        fit, the badge without its word only where even alone it does not."""
        words = fill(translate("TableScene", "Stock %1"), count) if count else ""
        room = layout.stock_line_width()
        badge, label = self.trump_badge, self.stock_label
        badge.set_indicator(indicator)
        badge.set_height(layout.badge_height())
        badge.set_short(False)
        label.set_on_stock(False)
        label.setText(words)
        line = badge.boundingRect().width() + STOCK_LINE_GAP
        if line + label.boundingRect().width() > room:
            label.setText(str(count) if count else "")
            label.set_on_stock(True)
            badge.set_short(badge.boundingRect().width() > room)
        self._place_line(layout)
        tip = translate("TableScene", "Cards left to draw, besides the trump indicator.")
        label.setToolTip("\n".join(filter(None, (words, tip))))

    def _place_line(self, layout: TableLayout) -> None:
        """The badge and the stock count in one line over the stock; the badge stays once the
        stock and the indicator are gone."""
        badge, label = self.trump_badge, self.stock_label
        at = layout.stock_label
        text = label.boundingRect()
        badge_rect = badge.boundingRect()
        if label.on_stock:
            badge.setPos(at.x(), at.y() - badge_rect.height() / 2)
            label.setPos(layout.stock - text.center())
        else:
            gap = STOCK_LINE_GAP if text.width() else 0
            left = at.x() - (badge_rect.width() + gap + text.width()) / 2
            badge.setPos(left + badge_rect.width() / 2, at.y() - badge_rect.height() / 2)
            label.setPos(
                left + badge_rect.width() + gap,
                at.y() - badge_rect.height() / 2 - text.height() / 2,
            )


__all__ = ["Middle"]
