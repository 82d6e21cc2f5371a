"""Where everything lies on the table, for a table of a given size and number of players.

Pure geometry, recomputed on every resize: the human's hand at the bottom, the opponents on the
upper half of an ellipse in clockwise seat order (left, top, right), the trick in the middle,
the stock across its indicator in the bottom-left corner and the pot in the bottom-right one.
"""

from __future__ import annotations

import dataclasses
import math
from dataclasses import dataclass

from PySide6.QtCore import QPointF, QRectF

from bura_desktop.ui.card_art import CARD_ASPECT
from bura_desktop.ui.card_item import FOCUS_GAP, LIFT_FRACTION

OPPONENT_SCALE = 0.72  # opponents' face-down hands are drawn smaller: they only show a count
PLATE_WIDTH = 1.7  # seat plate width, in card widths
PLATE_HEIGHT = 0.42  # seat plate height, in card heights
# Widths, in card widths, of the own row (plate, fanned hand, pile) and of one opponent's
# plate, hand and pile: what the card size must leave room for.
OWN_ROW = 7.4
OPPONENT_ROW = 4.1
TRICK_ROW = 3.6  # the trick between the side seats, in card widths
SIDE_SEATS_FROM = 4  # opponents: from this many on, two of them sit at the sides
# The size of the trick's cards, in card sizes: at five and six players two rows of plays
# must fit between the seats.
TRICK_SCALE = 0.9
CROWDED_TRICK_SCALE = 0.75
PLAY_SPREAD = 0.47  # the step between the cards of one play, in the trick card's width


@dataclass(frozen=True)
class SeatSpot:
    hand: QPointF  # centre of the hand
    spread: float  # distance between neighbouring cards of the hand
    scale: float  # of the hand's cards
    fan: float  # degrees between neighbouring cards
    pile: QPointF  # won-trick pile
    plate: QRectF  # name, level, bankroll
    trick: QPointF  # where this seat's play lands in the trick

    def hand_positions(self, count: int, card_width: float) -> list[tuple[QPointF, float]]:
        """Centre and rotation of each of ``count`` cards, left to right."""
        spots = []
        for i in range(count):
            offset = i - (count - 1) / 2
            rotation = offset * self.fan
            # A fan: outer cards drop a little, as if held in one hand.
            drop = abs(offset) ** 2 * card_width * 0.04 * (self.fan != 0)
            spots.append(
                (QPointF(self.hand.x() + offset * self.spread, self.hand.y() + drop), rotation)
            )
        return spots


@dataclass(frozen=True)
class TableLayout:
    width: float
    height: float
    card_height: float
    seats: tuple[SeatSpot, ...]
    stock: QPointF
    indicator: QPointF
    stock_label: QPointF
    pot: QPointF
    set_aside: QPointF
    trick_scale: float = TRICK_SCALE

    def play_width(self, cards: int) -> float:
        """The width of a play of ``cards`` cards in the trick (as ``ui.piles`` lays it)."""
        return self.card_width * self.trick_scale * (1 + (cards - 1) * PLAY_SPREAD)

    @property
    def card_width(self) -> float:
        return self.card_height * CARD_ASPECT

    def footprint(self, seat: int, hand_size: int = 3) -> QRectF:
        """The area a seat's hand, pile and plate cover (for overlap checks)."""
        spot = self.seats[seat]
        w = self.card_width * spot.scale
        h = self.card_height * spot.scale
        hand = QRectF(
            spot.hand.x() - spot.spread * (hand_size - 1) / 2 - w / 2,
            spot.hand.y() - h / 2,
            spot.spread * (hand_size - 1) + w,
            h,
        )
        pile = QRectF(spot.pile.x() - w / 2, spot.pile.y() - h / 2, w, h)
        return hand.united(pile).united(spot.plate)

    @classmethod
    def compute(
        cls, width: float, height: float, players: int, card_scale: float = 1.0
    ) -> TableLayout:
        """The layout for a table of ``width`` x ``height``; ``card_scale`` (at most 1) shrinks
        the cards below the largest that fit, for the card size setting."""
        opponents = players - 1
        # Four or more opponents: the first and the last sit at the sides, below the others,
        # so that the top row is not so crowded that the cards must shrink to stamps.
        sides = opponents >= SIDE_SEATS_FROM
        top_row = opponents - 2 if sides else opponents
        # The card size follows the tighter of the room constraints: height for the three rows
        # (opponents, trick, own hand), width for the own row, for the opponents side by side
        # and for the side seats with the trick between them.
        by_height = height / 4.6
        row = max(OWN_ROW, OPPONENT_ROW * top_row, 2 * OPPONENT_ROW + TRICK_ROW if sides else 0)
        by_width = width / (CARD_ASPECT * row)
        card_height = max(40.0, min(by_height, by_width, 260.0) * min(card_scale, 1.0))
        ch, cw = card_height, card_height * CARD_ASPECT
        margin = max(8.0, ch * 0.08)
        cx = width / 2
        centre_y = height * 0.47

        seats = [cls._own_seat(width, height, ch, cw, margin, centre_y)]
        small_h, small_w = ch * OPPONENT_SCALE, cw * OPPONENT_SCALE
        spread = small_w * 0.32
        plate_w, plate_h = cw * PLATE_WIDTH, ch * PLATE_HEIGHT
        gap = margin * 0.5 + 6  # clear of the card items' hover and lift margins
        # A seat's parts from left to right: plate, hand, pile; ``left``/``right`` are their
        # extents from the hand's centre, so equal slots can be handed out across the width.
        left = spread + small_w / 2 + gap + plate_w
        right = spread + small_w * 1.25 + small_w / 2
        slot = (width - 2 * margin) / max(1, top_row)
        top = margin + small_h / 2
        # A card item's bounds reach above the card by its lift and round it by its focus ring.
        below_top = top + max(small_h, plate_h) + small_h * LIFT_FRACTION + 2 * (FOCUS_GAP + 4)
        for j in range(opponents):
            if sides and j in (0, opponents - 1):
                # Flush with the table's edge, one row down.
                middle = margin + left if j == 0 else width - margin - right
                hand = QPointF(middle, below_top)
            else:
                middle = margin + slot * (j - sides + 0.5)
                hand_x = middle + (left - right) / 2
                # Outer seats sit lower, as round a table; never down to the stock and the pot,
                # nor, with side seats, below the top row.
                off_centre = abs(middle - cx) / (width / 2)
                drop = 0.0 if sides else (centre_y - top) * 0.55 * off_centre**2
                hand = QPointF(hand_x, top + drop)
            pile = QPointF(hand.x() + spread + small_w * 1.25, hand.y())
            plate = QRectF(hand.x() - left, hand.y() - plate_h / 2, plate_w, plate_h)
            toward = QPointF(hand.x() - cx, hand.y() - centre_y)
            length = math.hypot(toward.x(), toward.y()) or 1.0
            reach = ch * 0.55
            trick = QPointF(
                cx + toward.x() / length * reach * 1.4,
                centre_y + toward.y() / length * reach,
            )
            seats.append(SeatSpot(hand, spread, OPPONENT_SCALE, 0.0, pile, plate, trick))

        indicator = QPointF(margin + ch * 0.5, centre_y + ch * 0.35)
        stock = QPointF(indicator.x() + ch * 0.3, indicator.y() - ch * 0.06)
        pot = QPointF(width - margin - cw * 0.9, centre_y + ch * 0.35)
        layout = cls(
            width=width,
            height=height,
            card_height=ch,
            seats=tuple(seats),
            stock=stock,
            indicator=indicator,
            stock_label=QPointF(stock.x(), stock.y() - ch * 0.62),
            pot=pot,
            set_aside=QPointF(stock.x(), stock.y()),
            trick_scale=CROWDED_TRICK_SCALE if sides else TRICK_SCALE,
        )
        if players < 3:
            return layout  # the two plays face each other in the middle
        spots = layout._plays_in_front(sides)
        return dataclasses.replace(
            layout,
            seats=tuple(
                dataclasses.replace(seat, trick=spot)
                for seat, spot in zip(layout.seats, spots, strict=True)
            ),
        )

    def _plays_in_front(self, sides: bool) -> list[QPointF]:
        """Where each seat's play lands: just in front of its own cards, towards the middle,
        so that with three to six players no play hides another and each is plainly whose.
        Sized for the widest play, three cards side by side."""
        ch = self.card_height
        gap = ch * 0.08 + 6
        half_w = self.play_width(3) / 2
        half_h = ch * self.trick_scale / 2
        own = self.footprint(0)
        left_edge = self.indicator.x() - ch / 2 + ch * 0.8 + self.card_width + gap + half_w
        right_edge = self.pot.x() - self.card_width * 0.5 - gap - half_w
        spots = [QPointF(self.width / 2, own.top() - gap - half_h)]
        last = len(self.seats) - 1
        # With side seats the top row's plays lie below them too: they would not fit between.
        below = max(self.footprint(j).bottom() for j in (1, last)) if sides else 0.0
        for j in range(1, last + 1):
            if sides and j in (1, last):
                # A side seat plays down towards the middle, beside the own play.
                spots.append(QPointF(left_edge if j == 1 else right_edge, spots[0].y()))
            else:
                x = min(max(self.seats[j].hand.x(), left_edge), right_edge)
                y = max(self.footprint(j).bottom(), below) + gap + half_h
                spots.append(QPointF(x, y))
        return spots

    @staticmethod
    def _own_seat(
        width: float, height: float, ch: float, cw: float, margin: float, centre_y: float
    ) -> SeatSpot:
        cx = width / 2
        hand = QPointF(cx, height - margin - ch * 0.5)
        spread = cw * 0.78
        pile = QPointF(cx + spread * 1.5 + cw * 1.35, hand.y() + ch * 0.05)
        plate_w, plate_h = cw * PLATE_WIDTH, ch * PLATE_HEIGHT
        plate = QRectF(
            cx - spread * 1.5 - cw * 0.8 - plate_w, hand.y() - plate_h / 2, plate_w, plate_h
        )
        trick = QPointF(cx, centre_y + ch * 0.55)
        return SeatSpot(hand, spread, 1.0, 5.0, pile, plate, trick)
