"""Card faces and backs from two decks behind one interface, rendered once per size and cached.

Decks draw into ``QImage`` (which Qt allows off the UI thread); ``CardRenderer`` turns images
into ``QPixmap`` on the UI thread and keeps them, so painting a card is a dictionary lookup.
"""

from __future__ import annotations

import threading
from collections import OrderedDict
from typing import Protocol

from PySide6.QtCore import QByteArray, QObject, QPointF, QRectF, QSize, Qt
from PySide6.QtCore import Signal as QtSignal
from PySide6.QtGui import (
    QColor,
    QFont,
    QFontMetricsF,
    QImage,
    QPainter,
    QPainterPath,
    QPen,
    QPixmap,
    QTransform,
)
from PySide6.QtSvg import QSvgRenderer

from bura_desktop.app.narration import rank_text
from bura_desktop.core.cards import CARDS, Card, Rank, Suit
from bura_desktop.storage.settings import CARD_BACKS, TableSettings
from bura_desktop.ui.desktop.fonts import load_fonts
from bura_desktop.ui.desktop.resources import resource_path

ATLAS = "atlas"
CONTRAST = "contrast"
DECKS = (ATLAS, CONTRAST)
# Card backs (named in the settings): the deck's own, or a plain coloured one over any deck.
DECK_BACK, *_COLOURED = CARD_BACKS
BACK_COLOURS = dict(
    zip(_COLOURED, (QColor("#8e1b1b"), QColor("#1d3557"), QColor("#1b5e20")), strict=True)
)
# Each coloured back has its own pattern too, so the three tell apart without colour vision.
LATTICE, RINGS, HARLEQUIN = "lattice", "rings", "harlequin"
BACK_PATTERNS = dict(zip(_COLOURED, (LATTICE, RINGS, HARLEQUIN), strict=True))

# Width / height of the Atlas art (a 362 x 542 cell); the contrast deck uses the same so the
# decks can be swapped without relayout.
CARD_ASPECT = 362 / 542

# How far a card's soft shadow reaches past its edge, in pixels.
SHADOW_BLUR = 4

# A face is a Card; the back is None.
CardKey = Card | None
ALL_KEYS: tuple[CardKey, ...] = (*CARDS, None)


def card_size(height: float) -> QSize:
    """Logical card size for a card ``height`` pixels tall."""
    return QSize(max(1, round(height * CARD_ASPECT)), max(1, round(height)))


def _blank_image(size: QSize) -> QImage:
    image = QImage(size, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    return image


class DeckArt(Protocol):
    """One deck's art. ``image`` takes a size in device pixels and must be thread-safe."""

    def image(self, key: CardKey, size: QSize) -> QImage: ...


class AtlasArt:
    """The Atlas (Russian Satin) deck, from the bundled SVG."""

    _SUIT_IDS = {Suit.SPADES: "spade", Suit.HEARTS: "heart", Suit.DIAMONDS: "diamond"}
    _RANK_IDS = {Rank.JACK: "jack", Rank.QUEEN: "queen", Rank.KING: "king", Rank.ACE: "1"}

    def __init__(self, path: str | None = None) -> None:
        file = path or str(resource_path("cards", "atlasnye-bura.svgz"))
        with open(file, "rb") as f:
            self._data = QByteArray(f.read())
        # QSvgRenderer is not documented as thread-safe, so each thread parses its own.
        self._local = threading.local()

    @classmethod
    def element_id(cls, key: CardKey) -> str:
        """The SVG element id: ``back``, or ``<suit>_<rank>`` such as ``spade_1`` (ace),
        ``heart_10``, ``club_queen``."""
        if key is None:
            return "back"
        suit = cls._SUIT_IDS.get(key.suit, "club")
        rank = cls._RANK_IDS.get(key.rank) or str(key.rank)
        return f"{suit}_{rank}"

    def _renderer(self) -> QSvgRenderer:
        renderer = getattr(self._local, "renderer", None)
        if renderer is None:
            renderer = QSvgRenderer(self._data)
            if not renderer.isValid():
                raise RuntimeError("the Atlas card SVG did not load")
            self._local.renderer = renderer
        return renderer

    def image(self, key: CardKey, size: QSize) -> QImage:
        image = _blank_image(size)
        painter = QPainter(image)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
        self._renderer().render(
            painter, self.element_id(key), QRectF(0, 0, size.width(), size.height())
        )
        painter.end()
        return image


SUIT_COLOURS = {
    Suit.SPADES: QColor("#111111"),
    Suit.HEARTS: QColor("#d7261e"),
    Suit.DIAMONDS: QColor("#1256c4"),
    Suit.CLUBS: QColor("#0b7a2e"),
}


def suit_path(suit: Suit, rect: QRectF) -> QPainterPath:
    """A suit symbol filling ``rect``, drawn as a path so it needs no font."""
    path = QPainterPath()
    path.setFillRule(Qt.FillRule.WindingFill)
    if suit == Suit.DIAMONDS:
        path.moveTo(0.5, 0.0)
        path.quadTo(0.68, 0.28, 0.9, 0.5)
        path.quadTo(0.68, 0.72, 0.5, 1.0)
        path.quadTo(0.32, 0.72, 0.1, 0.5)
        path.quadTo(0.32, 0.28, 0.5, 0.0)
    elif suit == Suit.HEARTS:
        path.moveTo(0.5, 0.98)
        path.cubicTo(0.3, 0.74, 0.0, 0.56, 0.0, 0.3)
        path.cubicTo(0.0, 0.12, 0.13, 0.02, 0.27, 0.02)
        path.cubicTo(0.39, 0.02, 0.47, 0.1, 0.5, 0.2)
        path.cubicTo(0.53, 0.1, 0.61, 0.02, 0.73, 0.02)
        path.cubicTo(0.87, 0.02, 1.0, 0.12, 1.0, 0.3)
        path.cubicTo(1.0, 0.56, 0.7, 0.74, 0.5, 0.98)
    elif suit == Suit.SPADES:
        path.moveTo(0.5, 0.0)
        path.cubicTo(0.3, 0.24, 0.0, 0.4, 0.0, 0.62)
        path.cubicTo(0.0, 0.78, 0.12, 0.86, 0.26, 0.86)
        path.cubicTo(0.36, 0.86, 0.44, 0.81, 0.48, 0.74)
        path.cubicTo(0.46, 0.86, 0.4, 0.94, 0.3, 1.0)
        path.lineTo(0.7, 1.0)
        path.cubicTo(0.6, 0.94, 0.54, 0.86, 0.52, 0.74)
        path.cubicTo(0.56, 0.81, 0.64, 0.86, 0.74, 0.86)
        path.cubicTo(0.88, 0.86, 1.0, 0.78, 1.0, 0.62)
        path.cubicTo(1.0, 0.4, 0.7, 0.24, 0.5, 0.0)
    else:
        for cx, cy in ((0.5, 0.25), (0.25, 0.57), (0.75, 0.57)):
            path.addEllipse(QPointF(cx, cy), 0.235, 0.235)
        path.addRect(QRectF(0.4, 0.3, 0.2, 0.35))
        path.moveTo(0.47, 0.6)
        path.cubicTo(0.46, 0.8, 0.4, 0.93, 0.3, 1.0)
        path.lineTo(0.7, 1.0)
        path.cubicTo(0.6, 0.93, 0.54, 0.8, 0.53, 0.6)
        path.closeSubpath()
    path.closeSubpath()
    transform = QTransform.fromTranslate(rect.x(), rect.y()).scale(rect.width(), rect.height())
    return transform.map(path)


class ContrastArt:
    """A high-contrast four-colour deck drawn with QPainter, readable at small sizes.

    Suits differ in both shape and colour (spades black, hearts red, diamonds blue, clubs
    green), so no suit relies on colour vision alone. Corner indices are a third of the card
    wide. Drawn on a 100-unit-wide card.
    """

    _W = 100.0
    _H = 100.0 / CARD_ASPECT

    def __init__(self, back: QColor = BACK_COLOURS["blue"], pattern: str = LATTICE) -> None:
        self._family = load_fonts()
        self._back = back
        self._pattern = pattern

    def image(self, key: CardKey, size: QSize) -> QImage:
        image = _blank_image(size)
        painter = QPainter(image)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setRenderHint(QPainter.RenderHint.TextAntialiasing)
        painter.scale(size.width() / self._W, size.height() / self._H)
        if key is None:
            self._paint_back(painter)
        else:
            self._paint_face(painter, key)
        painter.end()
        return image

    def _outline(self) -> QRectF:
        return QRectF(0.75, 0.75, self._W - 1.5, self._H - 1.5)

    def _paint_face(self, painter: QPainter, card: Card) -> None:
        colour = SUIT_COLOURS[card.suit]
        painter.setPen(QPen(QColor("#444444"), 1.5))
        painter.setBrush(QColor("#ffffff"))
        painter.drawRoundedRect(self._outline(), 7, 7)

        for turned in (False, True):
            painter.save()
            if turned:
                painter.translate(self._W, self._H)
                painter.rotate(180)
            self._paint_index(painter, card, colour)
            painter.restore()

        big = 56.0 if card.rank == Rank.ACE else 44.0
        if card.rank in (Rank.JACK, Rank.QUEEN, Rank.KING):
            # A tinted frame tells court cards from pips even when only the middle shows.
            tint = QColor(colour)
            tint.setAlpha(28)
            painter.setPen(QPen(colour, 2.5))
            painter.setBrush(tint)
            painter.drawRoundedRect(QRectF(31, 22, self._W - 62, self._H - 44), 4, 4)
            big = 32.0
        centre = QRectF((self._W - big) / 2, (self._H - big) / 2, big, big)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(colour)
        painter.drawPath(suit_path(card.suit, centre))

    def _paint_index(self, painter: QPainter, card: Card, colour: QColor) -> None:
        font = QFont(self._family)
        font.setBold(True)
        font.setPixelSize(28)
        text = rank_text(card.rank)  # В Д К Т where the language writes them so
        _draw_rank(painter, QRectF(3, 4, 26, 28), font, colour, text)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(colour)
        painter.drawPath(suit_path(card.suit, QRectF(6, 34, 20, 20)))

    def _paint_back(self, painter: QPainter) -> None:
        painter.setPen(QPen(QColor("#444444"), 1.5))
        painter.setBrush(QColor("#ffffff"))
        painter.drawRoundedRect(self._outline(), 7, 7)
        inner = QRectF(6, 6, self._W - 12, self._H - 12)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(self._back)
        painter.drawRoundedRect(inner, 4, 4)

        painter.save()
        painter.setClipRect(inner)
        self._paint_pattern(painter, inner)
        painter.restore()

        # The four suits in a roundel: a back that says "card game" at a glance.
        centre = QPointF(self._W / 2, self._H / 2)
        painter.setPen(QPen(QColor("#ffffff"), 2))
        painter.setBrush(self._back)
        painter.drawEllipse(centre, 30, 30)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor("#ffffff"))
        for suit, (dx, dy) in zip(Suit, ((-1, -1), (1, -1), (-1, 1), (1, 1)), strict=True):
            rect = QRectF(centre.x() + dx * 11 - 8, centre.y() + dy * 11 - 8, 16, 16)
            painter.drawPath(suit_path(suit, rect))

    def _paint_pattern(self, painter: QPainter, inner: QRectF) -> None:
        line = QPen(QColor(255, 255, 255, 70), 1.2)
        painter.setPen(line)
        if self._pattern == RINGS:
            # Rounded frames one inside the other, from the edge to the roundel.
            painter.setBrush(Qt.BrushStyle.NoBrush)
            for inset in range(4, 36, 4):
                ring = inner.adjusted(inset, inset, -inset, -inset)
                painter.drawRoundedRect(ring, 6, 6)
        elif self._pattern == HARLEQUIN:
            # Diamonds in two shades, as on a harlequin's coat.
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(QColor(255, 255, 255, 34))
            size = 12.0
            for row in range(-1, int(self._H / size) + 2):
                for column in range(-1, int(self._W / size) + 2):
                    if (row + column) % 2:
                        continue
                    left, top = column * size, row * size
                    diamond = QPainterPath(QPointF(left + size / 2, top))
                    diamond.lineTo(left + size, top + size / 2)
                    diamond.lineTo(left + size / 2, top + size)
                    diamond.lineTo(left, top + size / 2)
                    diamond.closeSubpath()
                    painter.drawPath(diamond)
        else:
            step = 10.0
            for i in range(-20, 30):
                x = i * step
                painter.drawLine(QPointF(x, 0), QPointF(x + self._H, self._H))
                painter.drawLine(QPointF(x, self._H), QPointF(x + self._H, 0))


_ART: dict[str, DeckArt] = {}
_ART_LOCK = threading.Lock()


def deck_art(deck: str) -> DeckArt:
    """The shared art for ``deck``, or for a coloured back (``"back:red"``); loaded once,
    safe to use from any thread."""
    with _ART_LOCK:
        art = _ART.get(deck)
        if art is None:
            name = deck.removeprefix("back:")
            back = BACK_COLOURS.get(name)
            if deck == ATLAS:
                art = AtlasArt()
            elif deck == CONTRAST:
                art = ContrastArt()
            elif deck.startswith("back:") and back is not None:
                art = ContrastArt(back, BACK_PATTERNS[name])
            else:
                raise ValueError(f"no such deck: {deck!r}")
            _ART[deck] = art
        return art


def _art_name(deck: str, key: CardKey, back: str) -> str:
    """Whose art draws ``key``: the deck's, but a chosen coloured back's for the back."""
    return deck if key is not None or back == DECK_BACK else f"back:{back}"


def render_image(deck: str, key: CardKey, size: QSize, dpr: float, back: str = DECK_BACK) -> QImage:
    """One card at logical ``size``, sharp at device pixel ratio ``dpr``. Thread-safe."""
    pixels = QSize(max(1, round(size.width() * dpr)), max(1, round(size.height() * dpr)))
    image = deck_art(_art_name(deck, key, back)).image(key, pixels)
    if key is not None and size.width() < SMALL_FACE:
        _paint_large_index(image, key, deck)
    image.setDevicePixelRatio(dpr)
    return image


# Narrower than this (in logical pixels) a deck's own corner index is under 9 px, and an ace
# reads as a blank card: the face gets a larger index of its own.
SMALL_FACE = 60
# Atlas' own colours: red hearts and diamonds, black spades and clubs.
ATLAS_COLOURS = {
    Suit.SPADES: QColor("#111111"),
    Suit.HEARTS: QColor("#c62828"),
    Suit.DIAMONDS: QColor("#c62828"),
    Suit.CLUBS: QColor("#111111"),
}


def _draw_rank(painter: QPainter, box: QRectF, font: QFont, colour: QColor, text: str) -> None:
    """``text`` centred in ``box``; "10", two digits wide, is squeezed rather than shrunk."""
    width = QFontMetricsF(font).horizontalAdvance(text)
    painter.save()
    if width > box.width():
        painter.translate(box.x(), 0)
        painter.scale(box.width() / width, 1)
        painter.translate(-box.x(), 0)
        box = QRectF(box.x(), box.y(), width, box.height())
    painter.setFont(font)
    painter.setPen(colour)
    painter.drawText(box, Qt.AlignmentFlag.AlignCenter, text)
    painter.restore()


def _paint_large_index(image: QImage, card: Card, deck: str) -> None:
    """The rank and the suit over the top left corner, about half the card wide: what a
    fanned hand, the trick and the crosswise indicator show of a small card."""
    w, h = image.width(), image.height()
    colour = (SUIT_COLOURS if deck == CONTRAST else ATLAS_COLOURS)[card.suit]
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setRenderHint(QPainter.RenderHint.TextAntialiasing)
    box = QRectF(w * 0.05, h * 0.035, w * 0.42, h * 0.46)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QColor("#ffffff"))
    painter.drawRoundedRect(box, w * 0.05, w * 0.05)
    font = QFont(load_fonts())
    font.setBold(True)
    font.setPixelSize(max(1, round(h * 0.26)))
    text = rank_text(card.rank)
    rank = QRectF(box.x(), box.y(), box.width(), h * 0.26)
    _draw_rank(painter, rank, font, colour, text)
    pip = h * 0.17
    painter.setBrush(colour)
    below = QRectF(box.center().x() - pip / 2, rank.bottom() + h * 0.01, pip, pip)
    painter.drawPath(suit_path(card.suit, below))
    painter.end()


def _shadow_image(size: QSize, dpr: float) -> QImage:
    """Rounded rectangles of faint black one inside the other: dark at the card's edge,
    fading outwards, with no blur filter (Qt has none in its public API)."""
    blur = SHADOW_BLUR
    logical = QSize(size.width() + 2 * blur, size.height() + 2 * blur)
    image = _blank_image(QSize(round(logical.width() * dpr), round(logical.height() * dpr)))
    image.setDevicePixelRatio(dpr)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QColor(0, 0, 0, 22))
    corner = size.width() * 0.06
    for step in range(blur * 2):
        inset = step / 2
        rect = QRectF(inset, inset, logical.width() - 2 * inset, logical.height() - 2 * inset)
        painter.drawRoundedRect(rect, corner + blur - inset, corner + blur - inset)
    painter.end()
    return image


CacheKey = tuple[str, int, int, int, float]


def _cache_key(art: str, key: CardKey, size: QSize, dpr: float) -> CacheKey:
    return (art, -1 if key is None else int(key), size.width(), size.height(), dpr)


# The pixmaps every table of the process draws with (the game's, the history's replay, a
# preview), by ``CardRenderer.pixmap``'s key: a second table of the same cards renders none
# again. The least recently used are dropped past ``PIXMAPS_KEPT``, so resizing the window
# does not pile them up. The UI thread's alone, as pixmaps are.
_PIXMAPS: OrderedDict[CacheKey, QPixmap] = OrderedDict()
PIXMAPS_KEPT = 400  # as one table kept before they were shared


class CardRenderer(QObject):
    """The current deck, back and card size for one table, drawn from the shared cache of
    pixmaps: by (deck, card or back, size, device pixel ratio, the language's index letters)."""

    changed = QtSignal()
    """Deck or card size changed: card items should repaint."""

    def __init__(
        self, deck: str = ATLAS, card_height: float = 150, parent: QObject | None = None
    ) -> None:
        super().__init__(parent)
        if deck not in DECKS:
            raise ValueError(f"no such deck: {deck!r}")
        self._deck = deck
        self._back = TableSettings().card_back  # the settings' default, where none are given
        self._size = card_size(card_height)
        # The letters a face's index is written in (``rank_text``): the language is chosen
        # before a table is made, and art drawn in another one is not this table's.
        self._letters = "".join(rank_text(rank) for rank in Rank)

    def deck(self) -> str:
        return self._deck

    def set_deck(self, deck: str) -> None:
        if deck not in DECKS:
            raise ValueError(f"no such deck: {deck!r}")
        if deck != self._deck:
            self._deck = deck
            self.changed.emit()

    def set_back(self, back: str) -> None:
        """The deck's own back (``DECK_BACK``) or one of ``BACK_COLOURS``."""
        if back not in CARD_BACKS:
            raise ValueError(f"no such card back: {back!r}")
        if back != self._back:
            self._back = back
            self.changed.emit()

    def card_size(self) -> QSize:
        return QSize(self._size)

    def set_card_height(self, height: float) -> None:
        size = card_size(height)
        if size != self._size:
            self._size = size
            self.changed.emit()

    def pixmap(
        self, key: CardKey, dpr: float = 1.0, deck: str | None = None, size: QSize | None = None
    ) -> QPixmap:
        """The pixmap for a card (``None`` for the back), rendered on first request only."""
        deck = deck or self._deck
        size = size or self._size
        ck = _cache_key(self._art(deck, key), key, size, dpr)
        pixmap = _PIXMAPS.get(ck)
        if pixmap is None:
            pixmap = QPixmap.fromImage(render_image(deck, key, size, dpr, self._back))
            self._put(ck, pixmap)
        else:
            _PIXMAPS.move_to_end(ck)
        return pixmap

    def shadow(self, dpr: float = 1.0) -> QPixmap:
        """A soft shadow for a card of the current size, ``SHADOW_BLUR`` wider each side."""
        size = self._size
        ck = ("shadow", -2, size.width(), size.height(), dpr)
        pixmap = _PIXMAPS.get(ck)
        if pixmap is None:
            pixmap = QPixmap.fromImage(_shadow_image(size, dpr))
            self._put(ck, pixmap)
        return pixmap

    def on_shadow(self, key: CardKey, dpr: float = 1.0) -> QPixmap:
        """The card lying on its shadow in one pixmap, ``SHADOW_BLUR`` wider each side: one
        blend a paint instead of two (a fifth of the table's painting)."""
        size = self._size
        ck = (self._art(self._deck, key) + "+shadow", *_cache_key("", key, size, dpr)[1:])
        pixmap = _PIXMAPS.get(ck)
        if pixmap is None:
            shadow = self.shadow(dpr)
            pixmap = QPixmap(shadow.size())
            pixmap.setDevicePixelRatio(dpr)
            pixmap.fill(Qt.GlobalColor.transparent)
            painter = QPainter(pixmap)
            painter.drawPixmap(QPointF(1, 2), shadow)
            painter.drawPixmap(QPointF(SHADOW_BLUR, SHADOW_BLUR), self.pixmap(key, dpr))
            painter.end()
            self._put(ck, pixmap)
        else:
            _PIXMAPS.move_to_end(ck)
        return pixmap

    def has(self, key: CardKey, dpr: float = 1.0) -> bool:
        """Whether the current deck and size's art for ``key`` is rendered already."""
        return _cache_key(self._art(self._deck, key), key, self._size, dpr) in _PIXMAPS

    def _art(self, deck: str, key: CardKey) -> str:
        """The cache's name for the art of ``key`` at this table."""
        return f"{_art_name(deck, key, self._back)}:{self._letters}"

    @staticmethod
    def _put(ck: CacheKey, pixmap: QPixmap) -> None:
        _PIXMAPS[ck] = pixmap
        while len(_PIXMAPS) > PIXMAPS_KEPT:
            _PIXMAPS.popitem(last=False)
