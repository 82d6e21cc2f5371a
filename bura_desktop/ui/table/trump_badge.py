"""The trump badge beside the stock: the trump suit and the indicator that named it.

The indicator lies crosswise under the stock, only its index corner showing, and it leaves
the table when it is drawn or set aside; the badge says "Trump ♥ (8♥)" all hand, "Trump ♥"
where the table has no room for more.
"""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from bura_desktop.app.i18n import fill, translate
from bura_desktop.app.narration import card_text
from bura_desktop.core.cards import Card, Suit
from bura_desktop.ui.desktop.fonts import load_fonts

BADGE_COLOUR = QColor(0, 0, 0, 140)
TEXT_COLOUR = QColor("#f5f5f5")
RED_SUIT = QColor("#ff8a80")  # hearts and diamonds, light enough to read on the dark badge
MIN_PIXELS = 11


class TrumpBadge(QGraphicsItem):
    def __init__(self) -> None:
        super().__init__()
        self.indicator: Card | None = None
        self._family = load_fonts()
        self._height = 24.0
        self.short = False  # the word and the suit without the card, on a crowded table
        self.setVisible(False)

    def set_indicator(self, indicator: Card | None) -> None:
        self.prepareGeometryChange()
        self.indicator = indicator
        self.setVisible(indicator is not None)
        if indicator is not None:
            self.setToolTip(self.text())
        self.update()

    def set_height(self, height: float) -> None:
        """The badge's height follows the card size; its type never gets smaller than 11 px."""
        self.prepareGeometryChange()
        self._height = max(height, MIN_PIXELS * 1.8)
        self.update()

    def text(self) -> str:
        """The badge in words, e.g. "Trump ♥ (8♥)": also its tooltip."""
        if self.indicator is None:
            return ""
        suit = str(self.indicator.suit)
        return fill(translate("TrumpBadge", "Trump %1 (%2)"), suit, card_text(self.indicator))

    def set_short(self, short: bool) -> None:
        """Only "Trump ♠" where the whole does not fit: the indicator beside it, its index
        out from under the stock, names the card; the whole stays in the tooltip."""
        if short == self.short:
            return
        self.prepareGeometryChange()
        self.short = short
        self.update()

    def shown_text(self) -> str:
        """The words on the badge: ``text()``, or the word and the suit when ``short`` (a
        suit and a card without the word read as nothing in particular)."""
        if self.indicator is None or not self.short:
            return self.text()
        return fill(translate("TrumpBadge", "Trump %1"), str(self.indicator.suit))

    def _font(self) -> QFont:
        font = QFont(self._family)
        font.setBold(True)
        font.setPixelSize(max(MIN_PIXELS, round(self._height * 0.55)))
        return font

    def boundingRect(self) -> QRectF:
        width = QFontMetricsF(self._font()).horizontalAdvance(self.shown_text()) + self._height
        return QRectF(-width / 2, -self._height / 2, width, self._height)

    def paint(
        self,
        painter: QPainter,
        option: QStyleOptionGraphicsItem,
        widget: QWidget | None = None,
    ) -> None:
        if self.indicator is None:
            return
        rect = self.boundingRect()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(BADGE_COLOUR)
        painter.drawRoundedRect(rect, rect.height() / 2, rect.height() / 2)
        painter.setFont(self._font())
        red = self.indicator.suit in (Suit.HEARTS, Suit.DIAMONDS)
        painter.setPen(RED_SUIT if red else TEXT_COLOUR)
        painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, self.shown_text())
