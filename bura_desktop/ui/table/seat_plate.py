"""A seat's name plate: name, level and standing, lit up while that seat is to act.

The standing is what the scoring counts: chips where there is a pot, hands won in a series,
penalty points in penalty scoring.
"""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPen
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from bura_desktop.app.i18n import fill, translate
from bura_desktop.core.rules import standing_of
from bura_desktop.ui.desktop.fonts import load_fonts
from bura_desktop.ui.words.levels import level_on_plate

PLATE_COLOUR = QColor(0, 0, 0, 120)
TO_ACT_COLOUR = QColor("#ffc107")
TEXT_COLOUR = QColor("#f5f5f5")
DIM_TEXT_COLOUR = QColor("#c8e6c9")
MIN_PIXELS = 11  # the smallest type on a plate, at any table size


# A level on a plate too small for its name: the stars of a strength, for every language.
LEVEL_STARS = {"beginner": "★", "intermediate": "★★", "advanced": "★★★", "expert": "★★★★"}


class SeatPlate(QGraphicsItem):
    def __init__(
        self, name: str, level: str | None, scoring: str = "pot", own: bool = False
    ) -> None:
        super().__init__()
        self.name = name
        self.own = own  # the watched seat's plate: "you deal" agrees with "you" where it must
        self.level = level
        self.scoring = scoring
        self.bankroll = 0
        self.score = 0  # hands won (series) or penalty points (penalty)
        self.to_act = False
        self.dealer = False
        self.points: int | None = None  # running card points, shown with points assist
        self.unseen = 0  # face-down cards of others in the pile: their points are not known
        self._rect = QRectF(0, 0, 100, 40)
        self._family = load_fonts()

    def dealer_text(self) -> str:
        if self.own:
            return translate("SeatPlate", "dealer", "on the player's own plate, beside You")
        return translate("SeatPlate", "dealer")

    def set_rect(self, rect: QRectF) -> None:
        self.prepareGeometryChange()
        self.setPos(rect.topLeft())
        self._rect = QRectF(0, 0, rect.width(), rect.height())

    def set_state(self, bankroll: int, score: int, to_act: bool) -> None:
        self.bankroll, self.score, self.to_act = bankroll, score, to_act
        # The whole plate in words, where a small plate elides it.
        self.setToolTip(fill(self.tr("%1: %2"), self.name, self.detail()))
        self.update()

    def tr(self, text: str, comment: str = "", n: int | None = None) -> str:
        """A graphics item has no ``tr``; lupdate finds a plural count only in ``self.tr``."""
        return translate("SeatPlate", text, comment, n)

    def detail_line(self) -> str:
        """The second line as the plate shows it: on a small plate (four or six at a small
        table, a long level name) the level as stars, one to four, its name in the tooltip;
        what still does not fit ends in an ellipsis."""
        metrics, width = QFontMetricsF(self._fonts()[2]), self._inner().width()
        detail = self.detail()
        if metrics.horizontalAdvance(detail) > width:
            detail = self.detail(short=True)
        return metrics.elidedText(detail, Qt.TextElideMode.ElideRight, width)

    def detail(self, short: bool = False) -> str:
        """The plate's second line: level (computers only) and standing."""
        parts = []
        if self.level:
            parts.append(LEVEL_STARS.get(self.level, "") if short else level_on_plate(self.level))
        standing = standing_of(self.scoring)
        if standing == "hands_won":
            parts.append(self.tr("%n hand(s) won", "", self.score))
        elif standing == "penalty_points":
            parts.append(self.tr("%n penalty point(s)", "", self.score))
        else:
            parts.append(self.tr("%n chip(s)", "", self.bankroll))
        if self.points is not None:
            parts.append(self.tr("%n point(s)", "", self.points))
            if self.unseen:
                parts.append(self.tr("+ %n face down", "", self.unseen))
        return " · ".join(part for part in parts if part)

    def boundingRect(self) -> QRectF:
        return self._rect.adjusted(-3, -3, 3, 3)

    def type_sizes(self) -> tuple[int, int, int]:
        """The pixel sizes of the name, the dealer mark and the second line as drawn."""
        name, mark, detail = self._fonts()
        return name.pixelSize(), mark.pixelSize(), detail.pixelSize()

    def _inner(self) -> QRectF:
        rect = self._rect
        return rect.adjusted(rect.height() * 0.18, 2, -4, -2)

    def _fonts(self) -> tuple[QFont, QFont, QFont]:
        """Name, dealer mark and second line: as large as the plate allows, never under
        ``MIN_PIXELS``; a long name or line is elided at that size rather than shrunk."""
        inner = self._inner()
        half = inner.height() / 2
        name = QFont(self._family)
        name.setPixelSize(max(MIN_PIXELS + 1, round(half * 0.62)))
        name.setBold(True)
        mark = QFont(self._family)
        mark.setPixelSize(max(MIN_PIXELS, round(half * 0.45)))
        room = inner.width()
        if self.dealer:
            room -= QFontMetricsF(mark).horizontalAdvance(self.dealer_text()) + half * 0.4
        while (
            name.pixelSize() > MIN_PIXELS + 1
            and QFontMetricsF(name).horizontalAdvance(self.name) > room
        ):
            name.setPixelSize(name.pixelSize() - 1)
        detail = QFont(self._family)
        detail.setPixelSize(max(MIN_PIXELS, round(half * 0.5)))
        while (
            detail.pixelSize() > MIN_PIXELS
            and QFontMetricsF(detail).horizontalAdvance(self.detail()) > inner.width()
        ):
            detail.setPixelSize(detail.pixelSize() - 1)
        return name, mark, detail

    def paint(
        self,
        painter: QPainter,
        option: QStyleOptionGraphicsItem,
        widget: QWidget | None = None,
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = self._rect
        radius = rect.height() * 0.2
        painter.setBrush(PLATE_COLOUR)
        painter.setPen(QPen(TO_ACT_COLOUR, 3) if self.to_act else Qt.PenStyle.NoPen)
        painter.drawRoundedRect(rect, radius, radius)
        inner = self._inner()
        half = inner.height() / 2
        font, mark, detail_font = self._fonts()
        top = QRectF(inner.left(), inner.top(), inner.width(), half)
        name_width = inner.width()
        if self.dealer:
            painter.setFont(mark)
            painter.setPen(TO_ACT_COLOUR)
            text = self.dealer_text()
            painter.drawText(top, Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignRight, text)
            name_width -= QFontMetricsF(mark).horizontalAdvance(text) + half * 0.4
        name = QFontMetricsF(font).elidedText(self.name, Qt.TextElideMode.ElideRight, name_width)
        painter.setFont(font)
        painter.setPen(TO_ACT_COLOUR if self.to_act else TEXT_COLOUR)
        painter.drawText(top, Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft, name)
        detail = self.detail_line()
        painter.setFont(detail_font)
        painter.setPen(DIM_TEXT_COLOUR)
        bottom = QRectF(inner.left(), inner.top() + half, inner.width(), half)
        painter.drawText(bottom, Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft, detail)
