"""A seat's name plate: name, level and standing, lit up while that seat is to act.

The standing is what the scoring counts: chips where there is a pot, hands won in a series,
penalty points in penalty scoring.
"""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPen
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from bura_desktop.app.i18n import fill, translate
from bura_desktop.ui.fonts import load_fonts

PLATE_COLOUR = QColor(0, 0, 0, 120)
TO_ACT_COLOUR = QColor("#ffc107")
TEXT_COLOUR = QColor("#f5f5f5")
DIM_TEXT_COLOUR = QColor("#c8e6c9")


def level_name(level: str) -> str:
    """A computer's level as the plate shows it."""
    names = {
        "beginner": translate("SeatPlate", "beginner"),
        "intermediate": translate("SeatPlate", "intermediate"),
        "advanced": translate("SeatPlate", "advanced"),
        "expert": translate("SeatPlate", "expert"),
    }
    return names.get(level, level)


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

    def detail(self, with_level: bool = True) -> str:
        """The plate's second line: level (computers only) and standing."""
        parts = [level_name(self.level)] if self.level and with_level else []
        if self.scoring == "series":
            parts.append(self.tr("%n hand(s) won", "", self.score))
        elif self.scoring == "penalty":
            parts.append(self.tr("%n penalty point(s)", "", self.score))
        else:
            parts.append(self.tr("%n chip(s)", "", self.bankroll))
        if self.points is not None:
            parts.append(self.tr("%n point(s)", "", self.points))
            if self.unseen:
                parts.append(self.tr("+ %n face down", "", self.unseen))
        return " · ".join(parts)

    def boundingRect(self) -> QRectF:  # noqa: N802 (Qt override)
        return self._rect.adjusted(-3, -3, 3, 3)

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
        inner = rect.adjusted(rect.height() * 0.18, 2, -4, -2)
        half = inner.height() / 2
        font = QFont(self._family)
        font.setPixelSize(max(9, round(half * 0.62)))
        font.setBold(True)
        top = QRectF(inner.left(), inner.top(), inner.width(), half)
        name_width = inner.width()
        if self.dealer:
            mark = QFont(font)
            mark.setBold(False)
            mark.setPixelSize(max(8, round(half * 0.45)))
            painter.setFont(mark)
            painter.setPen(TO_ACT_COLOUR)
            text = self.dealer_text()
            painter.drawText(top, Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignRight, text)
            name_width -= QFontMetricsF(mark).horizontalAdvance(text) + half * 0.4
        # A long name gets smaller type first, then is elided rather than run into the mark.
        while (
            font.pixelSize() > 11 and QFontMetricsF(font).horizontalAdvance(self.name) > name_width
        ):
            font.setPixelSize(font.pixelSize() - 1)
        name = QFontMetricsF(font).elidedText(self.name, Qt.TextElideMode.ElideRight, name_width)
        painter.setFont(font)
        painter.setPen(TO_ACT_COLOUR if self.to_act else TEXT_COLOUR)
        painter.drawText(top, Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft, name)
        font.setBold(False)
        font.setPixelSize(max(8, round(half * 0.5)))
        detail = self.detail()
        # Shrink the small line until it fits rather than cut "dealer" off.
        while (
            font.pixelSize() > 8 and QFontMetricsF(font).horizontalAdvance(detail) > inner.width()
        ):
            font.setPixelSize(font.pixelSize() - 1)
        metrics = QFontMetricsF(font)
        if metrics.horizontalAdvance(detail) > inner.width():
            # A small plate (six at a small table, a long level name): the chips matter more
            # in play than the level, and what still does not fit ends in an ellipsis.
            detail = metrics.elidedText(
                self.detail(with_level=False), Qt.TextElideMode.ElideRight, inner.width()
            )
        painter.setFont(font)
        painter.setPen(DIM_TEXT_COLOUR)
        bottom = QRectF(inner.left(), inner.top() + half, inner.width(), half)
        painter.drawText(bottom, Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft, detail)
