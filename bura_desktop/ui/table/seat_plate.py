"""A seat's name plate, drawn as a person at the table: an avatar (a monogram, or a figure on
the player's own plate), the name, the level, and the standing; the chips as a small stack and
a number. The dealer holds a token on the avatar; the seat to act glows, and while a computer
thinks a quiet ring turns round its avatar.

The standing is what the scoring counts: chips where there is a pot, hands won in a series,
penalty points in penalty scoring. ``detail`` says it all in words, for the tooltip and a
screen reader.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt, QTimer
from PySide6.QtGui import (
    QBrush,
    QColor,
    QFont,
    QFontMetricsF,
    QLinearGradient,
    QPainter,
    QPainterPath,
    QPen,
)
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject, QStyleOptionGraphicsItem, QWidget

from bura_desktop.app.i18n import fill, translate
from bura_desktop.core.rules import standing_of
from bura_desktop.ui.desktop.fonts import load_fonts
from bura_desktop.ui.table import timing
from bura_desktop.ui.words.levels import level_on_plate

PLATE_COLOUR = QColor(12, 20, 16, 200)
PLATE_EDGE = QColor(255, 255, 255, 46)
TO_ACT_COLOUR = QColor("#ffc107")
TEXT_COLOUR = QColor("#f5f5f5")
DIM_TEXT_COLOUR = QColor("#c8e6c9")
MIN_PIXELS = 11  # the smallest type on a plate, at any table size
GLOW = 7.0  # how far the glow of the seat to act reaches past the plate
# Muted colours that tell the seats apart on the felt, each light type on it readable.
AVATAR_COLOURS = (
    QColor("#c9a227"),  # the own seat's, in the table's gold: a figure, not a name
    QColor("#c0603a"),
    QColor("#5c6bc0"),
    QColor("#8e5aa8"),
    QColor("#2e8b7a"),
    QColor("#a0783a"),
)
CHIP_FACES = (QColor("#c62828"), QColor("#1565c0"), QColor("#f5f5f5"))
# The thinking ring turns by steps: a few frames a second keep it quiet and cheap to paint.
THINKING_TICK_MS = 80
THINKING_STEP = 15  # degrees a tick

# A level on a plate too small for its name: the stars of a strength, for every language.
LEVEL_STARS = {"beginner": "★", "intermediate": "★★", "advanced": "★★★", "expert": "★★★★"}


class SeatPlate(QGraphicsObject):
    def __init__(
        self,
        name: str,
        level: str | None,
        scoring: str = "pot",
        own: bool = False,
        seat: int = 0,
    ) -> None:
        super().__init__()
        self.name = name
        self.own = own  # the watched seat's plate: "you deal" agrees with "you" where it must
        self.level = level
        self.scoring = scoring
        self.seat = seat  # the avatar's colour
        self.bankroll = 0
        self.score = 0  # hands won (series) or penalty points (penalty)
        self.to_act = False
        self.dealer = False
        self.points: int | None = None  # running card points, shown with points assist
        self.unseen = 0  # face-down cards of others in the pile: their points are not known
        self._rect = QRectF(0, 0, 100, 40)
        self._family = load_fonts()
        # The fonts for the plate's size and name: found once, not at every paint.
        self._font_key: tuple[float, float, str] | None = None
        self._font_sizes: tuple[QFont, QFont, QFont] | None = None
        self._thinking = False
        self._turn = 0  # the thinking ring's angle, in degrees
        self._ticks = QTimer(self)
        self._ticks.setInterval(THINKING_TICK_MS)
        self._ticks.timeout.connect(self._tick)
        # Its gradients, glow and words drawn once, then copied: cards fly over it all hand.
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

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
        self._tell()

    def set_dealer(self, dealer: bool) -> None:
        """The dealer's token on the avatar, and its word in the tooltip."""
        self.dealer = dealer
        self._tell()

    def _tell(self) -> None:
        # The whole plate in words, where a small plate elides it and draws the rest.
        words = fill(self.tr("%1: %2"), self.name, self.detail())
        if self.dealer:
            words += ", " + self.dealer_text()
        self.setToolTip(words)
        self.update()

    def tr(self, text: str, comment: str = "", n: int | None = None) -> str:  # type: ignore[override]
        """In the plate's own context; lupdate finds a plural count only in ``self.tr``. (It
        stands in for QObject's class method ``tr``: the override mypy is told to pass.)"""
        return translate("SeatPlate", text, comment, n)

    # ------------------------------------------------------------------ thinking

    def is_thinking(self) -> bool:
        return self._thinking

    def turning(self) -> bool:
        """Whether the thinking ring moves (it stands still with animations off)."""
        return self._ticks.isActive()

    def set_thinking(self, thinking: bool) -> None:
        """A quiet ring round the avatar while the computer thinks: turning, or standing
        still where animations are off."""
        if thinking == self._thinking:
            return
        self._thinking = thinking
        if thinking and timing.ms(THINKING_TICK_MS) > 0:
            self._ticks.start()
        else:
            self._ticks.stop()
        self.update()

    def _tick(self) -> None:
        self._turn = (self._turn + THINKING_STEP) % 360
        self.update(self._avatar_rect().adjusted(-4, -4, 4, 4))

    # ------------------------------------------------------------------ words

    def chips_shown(self) -> bool:
        """Whether the standing is chips, drawn as a stack and a number."""
        return standing_of(self.scoring) not in ("hands_won", "penalty_points")

    def detail_line(self) -> str:
        """The words of the second line as the plate shows them, beside the chips: on a small
        plate (four or six at a small table, a long level name) the level as stars, one to
        four, its name in the tooltip; what still does not fit ends in an ellipsis."""
        metrics, width = QFontMetricsF(self._fonts()[2]), self._line_room()
        words = self._line_words()
        if metrics.horizontalAdvance(words) > width:
            words = self._line_words(short=True)
        return metrics.elidedText(words, Qt.TextElideMode.ElideRight, width)

    def _line_words(self, short: bool = False) -> str:
        """The second line but the chips, which are drawn."""
        return " · ".join(self._parts(short, chips=not self.chips_shown()))

    def detail(self, short: bool = False) -> str:
        """The plate's second line in words: level (computers only) and standing."""
        return " · ".join(self._parts(short, chips=True))

    def _parts(self, short: bool, chips: bool) -> list[str]:
        parts = []
        if self.level:
            parts.append(LEVEL_STARS.get(self.level, "") if short else level_on_plate(self.level))
        standing = standing_of(self.scoring)
        if standing == "hands_won":
            parts.append(self.tr("%n hand(s) won", "", self.score))
        elif standing == "penalty_points":
            parts.append(self.tr("%n penalty point(s)", "", self.score))
        elif chips:
            parts.append(self.tr("%n chip(s)", "", self.bankroll))
        if self.points is not None:
            parts.append(self.tr("%n point(s)", "", self.points))
            if self.unseen:
                parts.append(self.tr("+ %n face down", "", self.unseen))
        return [part for part in parts if part]

    # ------------------------------------------------------------------ geometry

    def boundingRect(self) -> QRectF:
        return self._rect.adjusted(-GLOW, -GLOW, GLOW, GLOW)

    def type_sizes(self) -> tuple[int, int, int]:
        """The pixel sizes of the name, the chips' number and the second line as drawn."""
        name, number, detail = self._fonts()
        return name.pixelSize(), number.pixelSize(), detail.pixelSize()

    def _avatar_rect(self) -> QRectF:
        rect = self._rect
        side = rect.height() - 8
        return QRectF(rect.left() + 5, rect.top() + 4, side, side)

    def _inner(self) -> QRectF:
        """Where the words go: right of the avatar."""
        rect = self._rect
        left = self._avatar_rect().right() + 6
        return QRectF(left, rect.top() + 2, rect.right() - 5 - left, rect.height() - 4)

    def _chips_width(self) -> float:
        """The chips' stack and number at the end of the second line."""
        if not self.chips_shown():
            return 0.0
        number = QFontMetricsF(self._fonts()[1]).horizontalAdvance(str(self.bankroll))
        return self._chip_size() + 3 + number

    def _chip_size(self) -> float:
        return max(9.0, self._inner().height() / 2 * 0.62)

    def _line_room(self) -> float:
        chips = self._chips_width()
        return self._inner().width() - (chips + 6 if chips else 0)

    def _fonts(self) -> tuple[QFont, QFont, QFont]:
        """Name, chips' number and second line: as large as the plate allows, never under
        ``MIN_PIXELS``; a long name or line is elided at that size rather than shrunk."""
        key = (self._rect.width(), self._rect.height(), self.name)
        if key != self._font_key or self._font_sizes is None:
            self._font_key, self._font_sizes = key, self._measured_fonts()
        return self._font_sizes

    def _measured_fonts(self) -> tuple[QFont, QFont, QFont]:
        inner = self._inner()
        half = inner.height() / 2
        name = QFont(self._family)
        name.setPixelSize(max(MIN_PIXELS + 1, round(half * 0.62)))
        name.setBold(True)
        while (
            name.pixelSize() > MIN_PIXELS + 1
            and QFontMetricsF(name).horizontalAdvance(self.name) > inner.width()
        ):
            name.setPixelSize(name.pixelSize() - 1)
        number = QFont(self._family)
        number.setPixelSize(max(MIN_PIXELS, round(half * 0.52)))
        number.setBold(True)
        detail = QFont(self._family)
        detail.setPixelSize(max(MIN_PIXELS, round(half * 0.5)))
        return name, number, detail

    # ------------------------------------------------------------------ painting

    def paint(
        self,
        painter: QPainter,
        option: QStyleOptionGraphicsItem,
        widget: QWidget | None = None,
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = self._rect
        radius = rect.height() * 0.5
        if self.to_act:
            self._paint_glow(painter, radius)
        shade = QLinearGradient(rect.topLeft(), rect.bottomLeft())
        shade.setColorAt(0.0, PLATE_COLOUR.lighter(160))
        shade.setColorAt(1.0, PLATE_COLOUR)
        painter.setBrush(QBrush(shade))
        edge = QPen(TO_ACT_COLOUR, 2) if self.to_act else QPen(PLATE_EDGE, 1)
        painter.setPen(edge)
        painter.drawRoundedRect(rect.adjusted(0.5, 0.5, -0.5, -0.5), radius, radius)
        self._paint_avatar(painter)
        inner = self._inner()
        half = inner.height() / 2
        name_font, number_font, detail_font = self._fonts()
        top = QRectF(inner.left(), inner.top(), inner.width(), half)
        name = QFontMetricsF(name_font).elidedText(
            self.name, Qt.TextElideMode.ElideRight, inner.width()
        )
        painter.setFont(name_font)
        painter.setPen(TO_ACT_COLOUR if self.to_act else TEXT_COLOUR)
        painter.drawText(top, Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft, name)
        bottom = QRectF(inner.left(), inner.top() + half, inner.width(), half)
        painter.setFont(detail_font)
        painter.setPen(DIM_TEXT_COLOUR)
        painter.drawText(
            bottom, Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft, self.detail_line()
        )
        if self.chips_shown():
            self._paint_chips(painter, bottom, number_font)

    def _paint_glow(self, painter: QPainter, radius: float) -> None:
        painter.setBrush(Qt.BrushStyle.NoBrush)
        for reach, alpha in ((GLOW - 1, 30), (GLOW * 0.6, 55), (GLOW * 0.3, 90)):
            glow = QColor(TO_ACT_COLOUR)
            glow.setAlpha(alpha)
            painter.setPen(QPen(glow, 2.5))
            ring = self._rect.adjusted(-reach, -reach, reach, reach)
            painter.drawRoundedRect(ring, radius + reach, radius + reach)

    def _paint_avatar(self, painter: QPainter) -> None:
        disc = self._avatar_rect()
        colour = AVATAR_COLOURS[0 if self.own else 1 + (self.seat - 1) % (len(AVATAR_COLOURS) - 1)]
        face = QLinearGradient(disc.topLeft(), disc.bottomRight())
        face.setColorAt(0.0, colour.lighter(130))
        face.setColorAt(1.0, colour.darker(130))
        painter.setPen(QPen(QColor(255, 255, 255, 110), 1.2))
        painter.setBrush(QBrush(face))
        painter.drawEllipse(disc)
        if self.own:
            self._paint_figure(painter, disc)
        else:
            letter = QFont(self._family)
            letter.setBold(True)
            letter.setPixelSize(max(MIN_PIXELS, round(disc.height() * 0.52)))
            painter.setFont(letter)
            painter.setPen(TEXT_COLOUR)
            painter.drawText(disc, Qt.AlignmentFlag.AlignCenter, self.name[:1].upper())
        if self._thinking:
            ring = disc.adjusted(-2.5, -2.5, 2.5, 2.5)
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.setPen(QPen(QColor(255, 255, 255, 60), 2))
            painter.drawEllipse(ring)
            painter.setPen(QPen(QColor(255, 236, 179), 2.5, c=Qt.PenCapStyle.RoundCap))
            painter.drawArc(ring, -self._turn * 16, 100 * 16)
        if self.dealer:
            self._paint_dealer_token(painter, disc)

    def _paint_figure(self, painter: QPainter, disc: QRectF) -> None:
        """A head and shoulders: the player's own seat."""
        painter.save()
        round_disc = QPainterPath()
        round_disc.addEllipse(disc)
        painter.setClipPath(round_disc)  # the shoulders end at the disc's edge, not a square's
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(40, 30, 0, 190))
        d = disc.width()
        painter.drawEllipse(QPointF(disc.center().x(), disc.top() + d * 0.38), d * 0.17, d * 0.17)
        shoulders = QRectF(disc.center().x() - d * 0.3, disc.top() + d * 0.6, d * 0.6, d * 0.6)
        painter.drawEllipse(shoulders)
        painter.restore()

    def _paint_dealer_token(self, painter: QPainter, disc: QRectF) -> None:
        """A white puck with two cards on it, on the avatar's lower right."""
        side = max(12.0, disc.width() * 0.46)
        puck = QRectF(disc.right() - side * 0.7, disc.bottom() - side * 0.75, side, side)
        painter.setPen(QPen(QColor("#37474f"), 1.2))
        painter.setBrush(QColor("#fafafa"))
        painter.drawEllipse(puck)
        w, h = side * 0.28, side * 0.4
        for dx, turn in ((-0.08, -14.0), (0.08, 14.0)):
            painter.save()
            painter.translate(puck.center() + QPointF(dx * side, 0))
            painter.rotate(turn)
            painter.setPen(QPen(QColor("#37474f"), 1.0))
            painter.setBrush(QColor("#c62828"))
            painter.drawRoundedRect(QRectF(-w / 2, -h / 2, w, h), 1.5, 1.5)
            painter.restore()

    def _paint_chips(self, painter: QPainter, line: QRectF, font: QFont) -> None:
        """Three chips in a little stack, and the bankroll beside them."""
        text = str(self.bankroll)
        advance = QFontMetricsF(font).horizontalAdvance(text)
        size = self._chip_size()
        right = line.right()
        number = QRectF(right - advance, line.top(), advance, line.height())
        left = number.left() - 3 - size
        thick = size * 0.22
        base = line.center().y() + size * 0.35
        painter.setPen(QPen(QColor(0, 0, 0, 140), 0.8))
        for i, colour in enumerate(CHIP_FACES):
            top = QRectF(left, base - size * 0.45 - i * thick, size, size * 0.45)
            painter.setBrush(colour.darker(150))
            painter.drawEllipse(top.translated(0, thick * 0.5))
            painter.setBrush(colour)
            painter.drawEllipse(top)
        painter.setFont(font)
        painter.setPen(TEXT_COLOUR)
        painter.drawText(number, Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignRight, text)
