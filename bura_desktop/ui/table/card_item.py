"""Cards and chip stacks as graphics items that the table animates (after KDE kpat's KCard).

Item coordinates are centred: an item's ``pos`` is the middle of the card, so rotation and the
flip both turn about the centre and hand layouts can place cards by their centres.
"""

from __future__ import annotations

import math

from PySide6.QtCore import (
    Property,
    QAbstractAnimation,
    QEasingCurve,
    QObject,
    QParallelAnimationGroup,
    QPointF,
    QPropertyAnimation,
    QRectF,
    Qt,
    Signal,
)
from PySide6.QtGui import QColor, QFont, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import (
    QApplication,
    QGraphicsItem,
    QGraphicsObject,
    QGraphicsSceneHoverEvent,
    QGraphicsSceneMouseEvent,
    QStyleOptionGraphicsItem,
    QWidget,
)

from bura_desktop.app.i18n import fill, translate
from bura_desktop.core.cards import Card
from bura_desktop.ui.desktop.fonts import load_fonts
from bura_desktop.ui.table.card_art import SHADOW_BLUR, CardRenderer
from bura_desktop.ui.table.timing import LIFT_MS, ms

# A moving card flies above everything that stays put, then settles at its target z.
FLYING_Z = 10_000.0
DRAG_Z = 20_000.0  # a card in the player's fingers is above everything, flying cards too
# How far a chosen card rises, as a fraction of the card height.
LIFT_FRACTION = 0.18
HOVER_LIFT = 0.3  # an own card under the pointer rises this share of the chosen card's lift
# A card its owner played face down shows this much of its face above its back: the index.
PEEK_FRACTION = 0.3
CORNER_FRACTION = 0.06

HOVER_COLOUR = QColor(255, 255, 255, 170)
# The play that takes the trick as it stands: a ring unlike the amber of the chosen cards.
WINNING_COLOUR = QColor("#69f0ae")
CHOSEN_COLOUR = QColor("#ffc107")
# The keyboard focus ring: a bright blue line on a dark one, standing off the card, so it reads
# on the white card face, on the felt and next to the amber "chosen" ring alike.
FOCUS_COLOUR = QColor("#40c4ff")
FOCUS_SHADOW = QColor(0, 0, 0, 200)
FOCUS_GAP = 5.0


def card_name(card: Card) -> str:
    """Spoken name of a card, e.g. "Ace of spades"."""
    ranks = (
        translate("CardNames", "Six"),
        translate("CardNames", "Seven"),
        translate("CardNames", "Eight"),
        translate("CardNames", "Nine"),
        translate("CardNames", "Jack"),
        translate("CardNames", "Queen"),
        translate("CardNames", "King"),
        translate("CardNames", "Ten"),
        translate("CardNames", "Ace"),
    )
    suits = (
        translate("CardNames", "spades"),
        translate("CardNames", "hearts"),
        translate("CardNames", "diamonds"),
        translate("CardNames", "clubs"),
    )
    # Languages order rank and suit differently ("Pik-Ass", "туз пик").
    return (
        translate("CardNames", "%1 of %2")
        .replace("%1", ranks[card.rank])
        .replace("%2", suits[card.suit])
    )


def _animation(
    target: QGraphicsObject, prop: bytes, end: object, duration_ms: int, parent: QObject
) -> QPropertyAnimation:
    animation = QPropertyAnimation(target, prop, parent)
    animation.setEndValue(end)
    animation.setDuration(duration_ms)
    animation.setEasingCurve(QEasingCurve.Type.OutCubic)
    return animation


class CardItem(QGraphicsObject):
    """One card, face up or down, drawn from the table's ``CardRenderer`` at its card size."""

    clicked = Signal(object)
    """The card was clicked; carries the ``Card`` (None for a back nobody may name)."""
    double_clicked = Signal(object)
    # The card and the scene point where it was let go after being dragged.
    dropped = Signal(object, QPointF)

    def __init__(
        self,
        card: Card | None,
        renderer: CardRenderer,
        face_up: bool = False,
        parent: QGraphicsItem | None = None,
    ) -> None:
        super().__init__(parent)
        self._card = card
        self._renderer = renderer
        self._face_up = face_up
        self._shown_face_up = face_up  # differs from _face_up only during the first half of a flip
        self._flip = 0.0
        self._lift = 0.0
        self._chosen = False
        self._hovered = False
        self._focused = False
        self._winning = False
        self._peeking = False
        self._animation: QParallelAnimationGroup | None = None
        self._landing_z = 0.0  # the stacking order the flying card takes when it lands
        self._lift_animation: QPropertyAnimation | None = None
        self._draggable = False
        self.shadowed = True  # casts a soft shadow (a card lying on a pile does not)
        self._press_at: QPointF | None = None
        self._dragging = False
        self.setAcceptHoverEvents(True)
        self.setAcceptedMouseButtons(Qt.MouseButton.LeftButton)
        renderer.changed.connect(self._art_changed)

    # -- what it shows -------------------------------------------------------------------

    @property
    def card(self) -> Card | None:
        return self._card

    def set_card(self, card: Card | None) -> None:
        """A back becomes a known card (a declared hand, a claimed pile), or is forgotten."""
        if card != self._card:
            self._card = card
            self.update()

    def card_name(self) -> str:
        return "" if self._card is None else card_name(self._card)

    def accessible_text(self) -> str:
        """What a screen reader may say: never names a face-down card."""
        if self._face_up and self._card is not None:
            if self._peeking:
                return fill(translate("CardNames", "%1, face down"), self.card_name())
            return self.card_name()
        return translate("CardNames", "Face-down card")

    def is_face_up(self) -> bool:
        return self._face_up

    def set_face_up(self, face_up: bool) -> None:
        self.finish_animation()
        self._face_up = self._shown_face_up = face_up
        self.update()

    # -- geometry and painting -------------------------------------------------------------

    def _card_rect(self) -> QRectF:
        size = self._renderer.card_size()
        return QRectF(-size.width() / 2, -size.height() / 2, size.width(), size.height())

    def _lift_offset(self) -> float:
        return self._lift * LIFT_FRACTION * self._renderer.card_size().height()

    def boundingRect(self) -> QRectF:
        rect = self._card_rect()
        # Fixed for every lift and focus, so neither changes geometry mid-animation.
        margin = FOCUS_GAP + 4.0
        return rect.adjusted(-margin, -LIFT_FRACTION * rect.height() - margin, margin, margin)

    def shape(self) -> QPainterPath:
        path = QPainterPath()
        rect = self._card_rect().translated(0, -self._lift_offset())
        if self._hovered and not self._chosen:
            # Where it rose from too: the pointer at its lower edge keeps it up, not flickering.
            rect = rect.united(self._card_rect())
        radius = CORNER_FRACTION * rect.width()
        path.addRoundedRect(rect, radius, radius)
        return path

    def paint(
        self,
        painter: QPainter,
        option: QStyleOptionGraphicsItem,
        widget: QWidget | None = None,
    ) -> None:
        device = painter.device()
        dpr = device.devicePixelRatioF() if device is not None else 1.0
        key = self._card if self._shown_face_up else None
        rect = self._card_rect()
        # Cards in a fan are rotated: without these the pixmap edges and pips come out jagged.
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        # The flip squeezes the card along its own horizontal axis, through zero at the midpoint.
        squeeze = abs(math.cos(math.pi * self._flip))
        if squeeze < 1.0:
            painter.scale(max(squeeze, 0.001), 1.0)
        lift = self._lift_offset()
        shadowed = self.shadowed or self.is_animating()
        if shadowed and not lift:
            blur = QPointF(SHADOW_BLUR, SHADOW_BLUR)
            painter.drawPixmap(rect.topLeft() - blur, self._renderer.on_shadow(key, dpr))
        else:
            if shadowed:
                # The shadow stays on the cloth as the card rises: the higher, the further
                # below it.
                corner = rect.topLeft() + QPointF(1 - SHADOW_BLUR, 2 - SHADOW_BLUR - lift * 0.75)
                painter.drawPixmap(corner, self._renderer.shadow(dpr))
            painter.translate(0, -lift)
            painter.drawPixmap(rect.topLeft(), self._renderer.pixmap(key, dpr))
        if self._peeking and self._shown_face_up:
            back = self._renderer.pixmap(None, dpr)
            covered = rect.adjusted(0, rect.height() * PEEK_FRACTION, 0, 0)
            source = QRectF(0, rect.height() * PEEK_FRACTION * dpr, back.width(), back.height())
            painter.drawPixmap(covered, back, source.adjusted(0, 0, 0, -source.top()))
        ring = (
            CHOSEN_COLOUR
            if self._chosen
            else WINNING_COLOUR
            if self._winning
            else HOVER_COLOUR
            if self._hovered
            else None
        )
        if ring is not None:
            painter.setPen(QPen(ring, 3.0))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            radius = CORNER_FRACTION * rect.width()
            painter.drawRoundedRect(rect.adjusted(-1, -1, 1, 1), radius, radius)
        if self._focused:
            self._paint_focus(painter, rect)

    def _paint_focus(self, painter: QPainter, rect: QRectF) -> None:
        ring = rect.adjusted(-FOCUS_GAP, -FOCUS_GAP, FOCUS_GAP, FOCUS_GAP)
        radius = CORNER_FRACTION * rect.width() + FOCUS_GAP
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.setPen(QPen(FOCUS_SHADOW, 6.0))
        painter.drawRoundedRect(ring, radius, radius)
        painter.setPen(QPen(FOCUS_COLOUR, 3.0))
        painter.drawRoundedRect(ring, radius, radius)

    def _art_changed(self) -> None:
        self.prepareGeometryChange()
        self.update()

    # -- animatable properties ---------------------------------------------------------------

    def _get_flip(self) -> float:
        return self._flip

    def _set_flip(self, value: float) -> None:
        self._flip = value
        if value >= 0.5:
            self._shown_face_up = self._face_up
        self.update()

    flip = Property(float, _get_flip, _set_flip)
    """Progress of a face flip, 0 to 1; the face changes at 0.5 where the card is edge-on."""

    def _get_lift(self) -> float:
        return self._lift

    def _set_lift(self, value: float) -> None:
        self._lift = value
        self.update()

    lift = Property(float, _get_lift, _set_lift)
    """0 resting, 1 fully raised (chosen)."""

    # -- animation ---------------------------------------------------------------------------

    def animate(
        self,
        pos: QPointF,
        z: float,
        rotation: float = 0.0,
        face_up: bool | None = None,
        duration_ms: int = 0,
    ) -> QAbstractAnimation | None:
        """Move to ``pos``/``rotation``, flip to ``face_up`` (None keeps the face), end at ``z``.

        Starts and returns the animation; with ``duration_ms`` 0 the card jumps there at once and
        None is returned. A running animation is first finished, so state never tears.
        """
        self.finish_animation()
        flips = face_up is not None and face_up != self._face_up
        if face_up is not None:
            self._face_up = face_up
        if duration_ms <= 0:
            self.setPos(pos)
            self.setRotation(rotation)
            self.setZValue(z)
            self._shown_face_up = self._face_up
            self._flip = 0.0
            self.update()
            return None

        group = QParallelAnimationGroup(self)
        _animation(self, b"pos", QPointF(pos), duration_ms, group)
        _animation(self, b"rotation", float(rotation), duration_ms, group)
        if flips:
            flip = QPropertyAnimation(self, b"flip", group)
            flip.setStartValue(0.0)
            flip.setEndValue(1.0)
            flip.setDuration(duration_ms)
        self.setZValue(FLYING_Z + z)
        self._landing_z = z
        # A bound method, not a lambda holding self: a connection on the item's own child
        # would keep the item alive, and freeing it later from inside that child's deferred
        # deletion deleted the child twice (a crash on the next deal).
        group.finished.connect(self._landed)
        self._animation = group
        group.start()
        return group

    def _landed(self) -> None:
        self.setZValue(self._landing_z)
        self._flip = 0.0
        self._shown_face_up = self._face_up
        self.update()

    def is_animating(self) -> bool:
        return (
            self._animation is not None
            and self._animation.state() == QAbstractAnimation.State.Running
        )

    def finish_animation(self) -> None:
        """Jump a running move to its end (its finished signal still fires)."""
        animation, self._animation = self._animation, None
        if animation is None:
            return
        if animation.state() == QAbstractAnimation.State.Running:
            animation.setCurrentTime(animation.totalDuration())
        animation.deleteLater()

    # -- choosing (selection in the hand) ----------------------------------------------------

    def is_chosen(self) -> bool:
        return self._chosen

    def set_chosen(self, chosen: bool, duration_ms: int | None = None) -> None:
        """Choose the card (e.g. to play it): it rises and gets a ring. Separate from Qt's
        item selection, whose click-toggling rules belong to the scene, not to a hand."""
        if chosen == self._chosen:
            return
        self._chosen = chosen
        self._rise(duration_ms)

    def _rise(self, duration_ms: int | None = None) -> None:
        """Rise to where the card belongs: up when chosen, a little under the pointer or the
        keyboard's ring in the own hand, else down."""
        # The card the keyboard is on rises as the hovered one does (coming to the front
        # instead would hide its right neighbour's corner, where its rank is written).
        hovering = (self._hovered or self._focused) and self.draggable
        target = 1.0 if self._chosen else HOVER_LIFT if hovering else 0.0
        duration = ms(LIFT_MS) if duration_ms is None else duration_ms
        if self._lift_animation is not None:
            self._lift_animation.stop()
        if duration <= 0:
            self._set_lift(target)
            return
        self._lift_animation = QPropertyAnimation(self, b"lift", self)
        self._lift_animation.setEndValue(target)
        self._lift_animation.setDuration(duration)
        self._lift_animation.setEasingCurve(QEasingCurve.Type.OutCubic)
        self._lift_animation.start()

    @property
    def draggable(self) -> bool:
        """An own card in the hand: the player may drag it to the trick, and it rises a
        little under the pointer."""
        return self._draggable

    @draggable.setter
    def draggable(self, draggable: bool) -> None:
        if draggable != self._draggable:
            self._draggable = draggable
            if self._hovered and not self._chosen:
                self._rise(0)  # a played card leaves the hand as it lies, not half raised

    # -- the trick ---------------------------------------------------------------------------

    def is_winning(self) -> bool:
        return self._winning

    def set_peeking(self, peeking: bool) -> None:
        """Mark a card its owner played face down: its back over most of it, its corner
        peeking out, so that it does not look shown to everyone."""
        if peeking != self._peeking:
            self._peeking = peeking
            self.update()

    def is_peeking(self) -> bool:
        return self._peeking

    def set_winning(self, winning: bool) -> None:
        """Ring the card as part of the play that takes the trick as it stands."""
        if winning != self._winning:
            self._winning = winning
            self.update()

    # -- keyboard focus ----------------------------------------------------------------------

    def has_focus_ring(self) -> bool:
        return self._focused

    def set_focus_ring(self, focused: bool) -> None:
        """The card the keyboard is on: Space chooses it. Not Qt item focus, which would take
        the keys from the view."""
        if focused != self._focused:
            self._focused = focused
            self._rise()
            self.update()

    # -- input -----------------------------------------------------------------------------

    def hoverEnterEvent(self, event: QGraphicsSceneHoverEvent) -> None:
        self._hovered = True
        self._rise()
        self.update()
        super().hoverEnterEvent(event)

    def hoverLeaveEvent(self, event: QGraphicsSceneHoverEvent) -> None:
        self._hovered = False
        self._rise()
        self.update()
        super().hoverLeaveEvent(event)

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        # Accepting the press is what makes the moves and the release come to this item.
        self._press_at = event.scenePos()
        self._dragging = False
        event.accept()

    def mouseMoveEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if not self.draggable or self._press_at is None:
            return
        if not self._dragging:
            moved = (event.scenePos() - self._press_at).manhattanLength()
            if moved < QApplication.startDragDistance():
                return
            self._dragging = True
            self.finish_animation()
            self.setZValue(DRAG_Z)
        self.setPos(self.pos() + event.scenePos() - event.lastScenePos())

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if self._dragging:
            self._dragging = False
            self.dropped.emit(self._card, event.scenePos())
        elif self.shape().contains(event.pos()):
            self.clicked.emit(self._card)
        self._press_at = None

    def mouseDoubleClickEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        self.double_clicked.emit(self._card)


CHIP_COLOURS = (QColor("#c62828"), QColor("#1565c0"), QColor("#2e7d32"), QColor("#212121"))
MAX_CHIPS_DRAWN = 10


class ChipStack(QGraphicsObject):
    """A stack of casino chips with its count written under it; slides to and from the pot."""

    def __init__(
        self, count: int = 0, diameter: float = 36.0, parent: QGraphicsItem | None = None
    ) -> None:
        super().__init__(parent)
        self._count = count
        self._diameter = diameter
        self._family = load_fonts()
        self._animation: QPropertyAnimation | None = None

    def count(self) -> int:
        return self._count

    def set_count(self, count: int) -> None:
        self._count = max(0, count)
        self.update()

    def _chip_height(self) -> float:
        return self._diameter * 0.14

    def _label_rect(self) -> QRectF:
        d = self._diameter
        width, height = max(d * 1.6, 30.0), max(d * 0.5, 15.0)  # room for 11-pixel digits
        return QRectF(-width / 2, d * 0.3, width, height)

    def boundingRect(self) -> QRectF:
        # Sized for the tallest drawn stack so the count can change without a geometry change.
        d = self._diameter
        top = -d * 0.2 - MAX_CHIPS_DRAWN * self._chip_height()
        label = self._label_rect()
        return QRectF(label.left(), top - 2, label.width(), label.bottom() - top + 4)

    def paint(
        self,
        painter: QPainter,
        option: QStyleOptionGraphicsItem,
        widget: QWidget | None = None,
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        d = self._diameter
        face = QRectF(-d / 2, -d * 0.2, d, d * 0.4)  # a chip seen from above at an angle
        rim = self._chip_height()
        outline = QPen(QColor(0, 0, 0, 150), 1.0)
        for i in range(min(self._count, MAX_CHIPS_DRAWN)):
            colour = CHIP_COLOURS[i % len(CHIP_COLOURS)]
            top = face.translated(0, -i * rim)
            side = QPainterPath()
            side.moveTo(top.left(), top.center().y())
            side.arcTo(top.translated(0, rim), 180, 180)
            side.lineTo(top.right(), top.center().y())
            side.arcTo(top, 0, -180)
            painter.setPen(outline)
            painter.setBrush(colour.darker(140))
            painter.drawPath(side)
            painter.setBrush(colour)
            painter.drawEllipse(top)
            # Edge marks, the look that says "casino chip" rather than "coin".
            painter.setPen(QPen(QColor("#ffffff"), max(1.0, d * 0.06)))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            for start in (20, 110, 200, 290):
                painter.drawArc(top.adjusted(1, 1, -1, -1), start * 16, 25 * 16)

        label = self._label_rect()
        font = QFont(self._family)
        font.setBold(True)
        font.setPixelSize(max(11, round(d * 0.34)))
        painter.setFont(font)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(0, 0, 0, 150))
        painter.drawRoundedRect(label, label.height() / 2, label.height() / 2)
        painter.setPen(QColor("#ffffff"))
        painter.drawText(label, Qt.AlignmentFlag.AlignCenter, str(self._count))

    def slide_to(self, pos: QPointF, duration_ms: int = 0) -> QAbstractAnimation | None:
        """Move to ``pos``; starts and returns the animation, or jumps and returns None."""
        if self._animation is not None:
            self._animation.stop()
            self._animation = None
        if duration_ms <= 0:
            self.setPos(pos)
            return None
        self._animation = _animation(self, b"pos", QPointF(pos), duration_ms, self)
        self._animation.start()
        return self._animation
