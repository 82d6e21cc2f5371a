"""Where everything lies on the table, for a table of a given size and number of players.

Pure geometry, recomputed on every resize. The seats sit round an oval in clockwise order from
the human's at the bottom (left, top, right), each opponent's hand under its plate and in front
of it, towards the middle, the play it makes in the trick. The middle of the table holds the
stock across its indicator and the pot. Above the own hand a banner says what to do.

The cards are as large as they can be with nothing overlapping: ``compute`` looks for the
largest card size at which every seat, play, the stock, the pot and the banner lie apart.
"""

from __future__ import annotations

import dataclasses
import math
from dataclasses import dataclass

from PySide6.QtCore import QPointF, QRectF, QSize

from bura_desktop.ui.table.card_art import CARD_ASPECT
from bura_desktop.ui.table.card_item import FOCUS_GAP, LIFT_FRACTION
from bura_desktop.ui.table.felt import felt_path

OPPONENT_SCALE = 0.72  # opponents' face-down hands are drawn smaller: they only show a count
OPPONENT_SPREAD = 0.42  # the step between an opponent's cards, in its card width: three show
OPPONENT_FAN = 5.0  # degrees between an opponent's cards: a slight fan, so its count reads
PLATE_WIDTH = 2.1  # seat plate width, in card widths: an avatar, a name, chips
PLATE_HEIGHT = 0.42  # seat plate height, in card heights
# The smallest plate that holds a name and a line of 11-pixel text.
PLATE_MIN_WIDTH = 118.0
PLATE_MIN_HEIGHT = 40.0
PLATE_MAX_WIDTH = 280.0  # larger cards keep a plate of this width
BANNER_MIN_HEIGHT = 34.0  # one line of 13-pixel text on the banner, with its buttons
BANNER_MIN_WIDTH = 360.0
# Below this banner width the bar stacks its words above its buttons (``ui.window.action_bar``:
# two lines beside the buttons at most), three lines of them, four on the narrowest.
STACKED_BELOW_WIDTH = 640.0
FOUR_LINES_BELOW_WIDTH = 480.0
BAR_LINE = 17.0  # a line of the bar's 13-pixel words
BAR_BUTTONS = 41.0  # the row of buttons under them, and the bar's margins
# The size of the trick's cards, in card sizes: at five and six players more plays must fit.
TRICK_SCALE = 0.9
CROWDED_TRICK_SCALE = 0.75
CROWDED_FROM = 5  # players
# At two players on a wide table the plays lie side by side, each this much (in card
# heights) nearer its own seat than the middle.
SIDE_BY_SIDE_RISE = 0.12
PLAY_SPREAD = 0.47  # the step between the cards of one play, in the trick card's width
# The lowest seat's angle from the bottom of the oval, in degrees: at five and six players
# the first and the last seat sit that high.
SIDE_SEAT_ANGLE = 70.0
MIN_PIXELS = 11  # the smallest type on the table
PANEL_GAP = 6.0  # between the end-of-hand panel and what it leaves in sight
SMALLEST_CARD = 40.0  # card height, in pixels: below it a card cannot be read
WORDS_LARGEST_CARD = 190.0  # the words on the felt stop growing with cards larger than this
LARGEST_CARD = 260.0
SHOWN_SCALE = 0.8  # a claimed pile's cards, spread out for everyone to count
# Smaller, where that leaves every seat in sight, if they are still this many pixels high.
SMALL_SHOWN_SCALE = 0.62
SMALL_SHOWN_FROM = 100.0
# A seat's won tricks lie crosswise and smaller than its hand: a full-size back beside a
# three-card hand read as a fourth card.
PILE_SCALE = 0.62


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
    stock_label: QPointF  # the middle of the bottom of the line over the stock
    pot: QPointF
    set_aside: QPointF
    centre: QPointF  # the middle of the table, where a claimed pile is spread out
    banner: QRectF  # prompts and the action buttons, above the own hand
    trick_scale: float = TRICK_SCALE
    # ``seats`` go round the table from the own seat, at the bottom; ``own`` is that seat's
    # number in the game (a guest at someone else's table may sit anywhere).
    own: int = 0
    # The trump badge, the stock count and the pot's words as the table has drawn them: a
    # long translation in the smallest type reaches past the room the layout gave it.
    marks: tuple[QRectF, ...] = ()
    # The least width of the line over the stock, as the table measured its words: a long
    # translation in the smallest type is wider than the share of the card size it is given.
    stock_line: float = 0.0

    def seat(self, number: int) -> SeatSpot:
        """The spot of the game's seat ``number``."""
        return self.seats[(number - self.own) % len(self.seats)]

    def play_width(self, cards: int) -> float:
        """The width of a play of ``cards`` cards in the trick (as ``ui.piles`` lays it)."""
        return self.card_width * self.trick_scale * (1 + (cards - 1) * PLAY_SPREAD)

    def play_area(self, seat: int, cards: int = 3) -> QRectF:
        """Where a play of ``cards`` cards by ``seat`` lies in the trick."""
        spot = self.seats[seat].trick
        width, height = self.play_width(cards), self.card_height * self.trick_scale
        return QRectF(spot.x() - width / 2, spot.y() - height / 2, width, height)

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
        # A pile lies crosswise, its cards stepping right and up as it grows (``ui.piles``).
        across, tall = h * PILE_SCALE, w * PILE_SCALE
        pile = QRectF(
            spot.pile.x() - across / 2, spot.pile.y() - tall / 2 - 8, across + 8, tall + 8
        )
        return hand.united(pile).united(spot.plate)

    def stock_area(self) -> QRectF:
        """The stock across its indicator, with the trump badge and the stock count above."""
        ch, cw = self.card_height, self.card_width
        left = self.indicator.x() - ch / 2
        cards = QRectF(left, self.stock.y() - ch / 2, self.stock.x() + cw / 2 - left, ch)
        # The badge and the count in one line, centred over the cards: "Trump ♣ (9♣) Stock 22"
        # is about 1.8 card heights wide in the longest translation.
        line_h, line_w = self.badge_height(), self.stock_line_width()
        line = QRectF(
            self.stock_label.x() - line_w / 2, self.stock_label.y() - line_h, line_w, line_h
        )
        return cards.united(line)

    def words_card(self) -> float:
        """The card height the words on the felt are sized for: they grow with the cards, up
        to a size read from across the room (larger, they crowded the middle of the table)."""
        return min(self.card_height, WORDS_LARGEST_CARD)

    def stock_line_width(self) -> float:
        return max(self.words_card() * 1.8, self.stock_line)

    def badge_height(self) -> float:
        """Of the trump badge, in the line over the stock."""
        return max(self.words_card() * 0.2, 20.0)

    def pot_diameter(self) -> float:
        """Of a chip in the pot: its count under it must be legible."""
        return max(30.0, self.card_height * 0.32)

    def label_pixels(self) -> int:
        """The type size of the words on the felt ("Pot", the stock count)."""
        return max(MIN_PIXELS, round(self.words_card() * 0.12))

    def pot_area(self) -> QRectF:
        """The tallest stack of chips, their count and the word "Pot" under them."""
        d = self.pot_diameter()
        top = self.pot.y() - d * 1.6 - 2  # ten chips (``ui.card_item.ChipStack``)
        bottom = self.pot.y() + d * 0.85 + self.label_pixels() * 1.4
        width = max(d * 1.6, self.card_width)
        return QRectF(self.pot.x() - width / 2, top, width, bottom - top)

    def seat_parts(self) -> list[QRectF]:
        """Each seat's hand, pile and plate, and the widest play of each."""
        seats = range(len(self.seats))
        return [*map(self.footprint, seats), *map(self.play_area, seats)]

    def parts(self) -> list[QRectF]:
        """Everything that must lie apart: seats, the widest play of each, stock, pot, banner."""
        return [*self.seat_parts(), self.stock_area(), self.pot_area(), self.banner]

    def panel_room(self, top: float) -> float:
        """The width between the side seats' plates that reach below ``top``: where the
        end-of-hand panel leaves them in sight."""
        cx = self.width / 2
        plates = [seat.plate for seat in self.seats[1:] if seat.plate.bottom() > top]
        left = max((p.right() for p in plates if p.center().x() < cx), default=0.0)
        right = min((p.left() for p in plates if p.center().x() > cx), default=self.width)
        return right - left - 2 * PANEL_GAP

    def panel_spot(self, width: float, height: float, top: float, pot: bool) -> QPointF:
        """The top left corner for the end-of-hand panel, ``width`` x ``height``, at ``top``:
        centred, or the nearest spot along that line that hides no other seat's plate and not
        the pot, if ``pot`` (it holds chips). Centred all the same where every spot would hide
        one (a small table)."""
        centred = (self.width - width) / 2
        keep = [seat.plate for seat in self.seats[1:]]
        if pot:
            keep.append(self.pot_area())
        # A clear spot, if there is one, lies centred or just clear of one of them.
        lefts = [centred]
        for part in keep:
            lefts += [part.left() - PANEL_GAP - width, part.right() + PANEL_GAP]
        clear = [
            x
            for x in lefts
            if 0 <= x <= self.width - width
            and not any(QRectF(x, top, width, height).intersects(part) for part in keep)
        ]
        return QPointF(min(clear, key=lambda x: abs(x - centred), default=centred), top)

    def shown_width(self, count: int, squeeze: float = 1.0, scale: float = SHOWN_SCALE) -> float:
        """How wide a claimed pile of ``count`` cards lies spread out (its cards overlap, the
        more the more it is ``squeeze``d: at the least a quarter of a card shows), its cards
        ``scale``d."""
        step = self.card_width * 0.45 * squeeze * scale / SHOWN_SCALE
        return min(self.width * 0.8, count * step + self.card_width * scale)

    def shown_row(self, count: int) -> QRectF:
        """Where a claimed pile of ``count`` cards lies spread face up: the row nearest the
        middle of the table that leaves the stock, the pot, the own hand and the banner in
        sight, and every seat where there is such a row (its cards smaller, on a large table,
        where that finds one); else every opponent's cards, the pile's own closer together
        where that finds room. Its cards' scale is its height's share of a card's."""
        keep = [self.stock_area(), self.pot_area(), self.footprint(0), self.banner, *self.marks]
        scales = [SHOWN_SCALE]
        if self.card_height * SMALL_SHOWN_SCALE >= SMALL_SHOWN_FROM:
            scales.append(SMALL_SHOWN_SCALE)
        tries = [(keep + self.opponents(), scale) for scale in scales]
        tries += [(keep + self.backs(), SHOWN_SCALE), (keep, SHOWN_SCALE)]
        for avoid, scale in tries:
            height = self.card_height * scale
            for squeeze in (1.0, 0.75, 0.55):
                width = self.shown_width(count, squeeze, scale)
                spot = self.clear_spot(width, height, avoid, self.centre)
                if spot is not None:
                    return QRectF(spot.x(), spot.y(), width, height)
        width, height = self.shown_width(count), self.card_height * SHOWN_SCALE
        return QRectF(self.centre.x() - width / 2, self.centre.y() - height / 2, width, height)

    def opponents(self) -> list[QRectF]:
        """Every other seat's hand, won pile and plate."""
        return [self.footprint(seat) for seat in range(1, len(self.seats))]

    def backs(self, hand_size: int = 3) -> list[QRectF]:
        """Where every other seat's cards lie face down in its hand: what a player counts."""
        areas = []
        for spot in self.seats[1:]:
            w, h = self.card_width * spot.scale, self.card_height * spot.scale
            width = spot.spread * (hand_size - 1) + w
            areas.append(QRectF(spot.hand.x() - width / 2, spot.hand.y() - h / 2, width, h))
        return areas

    def clear_spot(
        self, width: float, height: float, avoid: list[QRectF], near: QPointF
    ) -> QPointF | None:
        """The top left corner of a ``width`` x ``height`` box on the table that touches none
        of ``avoid``, its middle nearest ``near``; None where there is none. The box is tried
        centred on ``near`` and just clear of each side of every part to avoid."""
        lefts = [near.x() - width / 2, self.width / 2 - width / 2]
        tops = [near.y() - height / 2]
        for part in avoid:
            lefts += [part.left() - PANEL_GAP - width, part.right() + PANEL_GAP]
            tops += [part.top() - PANEL_GAP - height, part.bottom() + PANEL_GAP]
        # A crowded table has thousands of tries against dozens of parts, and the layout is
        # asked on every resize and step: only the sides that keep the box on the table are
        # paired, and the pairs are tried nearest first (a stable sort: the tries' order among
        # equally near ones), so the first clear one is the answer.
        lefts = [x for x in lefts if x >= 0 and x + width <= self.width]
        tops = [y for y in tops if y >= 0 and y + height <= self.height]
        # A pixel or two apart at least: what is drawn is rounded to whole pixels.
        apart = [part.adjusted(-2, -2, 2, 2) for part in avoid]
        # Which parts each left and each top meets along its own axis, as bits: a box meets a
        # part where both its left's and its top's bit for that part are set.
        widths = [(part.x(), part.width()) for part in apart]
        heights = [(part.y(), part.height()) for part in apart]
        across = {x: _met(x, width, widths) for x in lefts}
        down = {y: _met(y, height, heights) for y in tops}
        half_width, half_height, near_x, near_y = width / 2, height / 2, near.x(), near.y()
        tries = sorted(
            ((x, y) for x in lefts for y in tops if not across[x] & down[y]),
            key=lambda xy: math.hypot(xy[0] + half_width - near_x, xy[1] + half_height - near_y),
        )
        table = QRectF(0, 0, self.width, self.height)
        for x, y in tries:
            # Contained by Qt's rule as well: a box of no width or height never is.
            if table.contains(QRectF(x, y, width, height)):
                return QPointF(x, y)
        return None

    def fits(self) -> bool:
        table = QRectF(0, 0, self.width, self.height)
        parts = self.parts()
        # The stock, its line and the pot on the cloth, not on the rim.
        felt = felt_path(QSize(round(self.width), round(self.height)))
        return all(
            table.contains(part) and not any(part.intersects(other) for other in parts[i + 1 :])
            for i, part in enumerate(parts)
        ) and all(felt.contains(part) for part in (self.stock_area(), self.pot_area()))

    @classmethod
    def compute(
        cls,
        width: float,
        height: float,
        players: int,
        card_scale: float = 1.0,
        own: int = 0,
        stock_line: float = 0.0,
    ) -> TableLayout:
        """The layout for a table of ``width`` x ``height``; ``card_scale`` (at most 1) shrinks
        the cards below the largest that fit, for the card size setting; ``stock_line`` is the
        least width of the line over the stock."""
        # Larger cards need more room, so the largest that fits is found by halving the gap
        # between a size that fits and one that does not.
        # At two players the plays lie over each other or, where that gives larger cards (a
        # wide table), side by side.
        best, side_by_side = 0.0, False
        for beside in (False, True) if players == 2 else (False,):
            low, high = SMALLEST_CARD, min(LARGEST_CARD, height / 3.5)
            if _arrange(width, height, players, high, stock_line, beside).fits():
                low = high
            else:
                for _ in range(10):
                    middle = (low + high) / 2
                    if _arrange(width, height, players, middle, stock_line, beside).fits():
                        low = middle
                    else:
                        high = middle
            if low > best + 1:
                best, side_by_side = low, beside
        card = max(SMALLEST_CARD, best * min(card_scale, 1.0))
        chosen = _arrange(width, height, players, card, stock_line, side_by_side)
        return dataclasses.replace(chosen, own=own)


def _met(start: float, size: float, spans: list[tuple[float, float]]) -> int:
    """Bit ``i`` set where a box from ``start``, ``size`` long, meets ``spans[i]`` (a start
    and a length) along one axis by ``QRectF.intersects``' rule: they overlap by more than
    a touch, and neither has no length."""
    low, high = (start + size, start) if size < 0 else (start, start + size)
    if low == high:
        return 0
    bits = 0
    for i, (begin, length) in enumerate(spans):
        other_low, other_high = (begin + length, begin) if length < 0 else (begin, begin + length)
        if other_low != other_high and low < other_high and other_low < high:
            bits |= 1 << i
    return bits


def _arrange(
    width: float,
    height: float,
    players: int,
    ch: float,
    stock_line: float = 0.0,
    side_by_side: bool = False,
) -> TableLayout:
    """Everything in its place for cards ``ch`` pixels high, overlapping or not; at two
    players the plays lie ``side_by_side`` or one over the other."""
    cw = ch * CARD_ASPECT
    margin = max(8.0, ch * 0.08)
    gap = margin * 0.5 + 6  # clear of the card items' hover and lift margins
    cx = width / 2
    trick_scale = CROWDED_TRICK_SCALE if players >= CROWDED_FROM else TRICK_SCALE
    play_w = cw * trick_scale * (1 + 2 * PLAY_SPREAD)
    play_h = ch * trick_scale
    # Plates grow with the cards, but no further than a name and a count need.
    shrink = min(1.0, PLATE_MAX_WIDTH / (cw * PLATE_WIDTH))
    plate_w = max(cw * PLATE_WIDTH * shrink, PLATE_MIN_WIDTH)
    plate_h = max(ch * PLATE_HEIGHT * shrink, PLATE_MIN_HEIGHT)

    own = _own_seat(width, height, ch, cw, margin, plate_w, plate_h)
    # Raised (chosen) own cards stand a lift above the hand; the banner sits above them.
    lift = ch * LIFT_FRACTION + FOCUS_GAP + 4
    own_top = own.hand.y() - ch / 2 - lift
    banner_h = max(BANNER_MIN_HEIGHT, ch * 0.24)
    banner_w = min(width - 2 * margin, max(cw * 7.4, BANNER_MIN_WIDTH))
    banner = QRectF(cx - banner_w / 2, own_top - banner_h, banner_w, banner_h)
    # On a narrow banner the bar puts its line above the buttons and grows upwards to three
    # lines: the middle row keeps clear of the room it may take.
    lines = 3 if banner_w >= FOUR_LINES_BELOW_WIDTH else 4  # the longest language's prompt
    grown = banner.adjusted(0, -max(0.0, lines * BAR_LINE + BAR_BUTTONS - banner_h), 0, 0)
    # Wider, it may stack two lines above its buttons (three beside them would not do).
    two = banner.adjusted(0, -max(0.0, 2 * BAR_LINE + BAR_BUTTONS - banner_h), 0, 0)
    bar_room = grown if banner_w < STACKED_BELOW_WIDTH else two

    # An opponent's block: its plate, and under it the hand with the won pile to its right.
    small_h, small_w = ch * OPPONENT_SCALE, cw * OPPONENT_SCALE
    spread = small_w * OPPONENT_SPREAD
    row_left = spread + small_w / 2  # from the hand's centre
    row_right = spread + small_w * 1.7 + 8
    block_w = max(plate_w, row_left + row_right)
    block_h = plate_h + 6 + small_h
    # The blocks' centres lie on an oval from the top edge to the bottom edge and side to side.
    top = margin + block_h / 2
    bottom = height - margin - block_h / 2
    rx, ry = cx - margin - block_w / 2, (bottom - top) / 2
    cy = (top + bottom) / 2
    if players == 2:
        # The middle lies between the opponent's hand and the banner over the own.
        cy = (margin + block_h + bar_room.top()) / 2
    centre = QPointF(cx, cy)

    seats = [own]
    # Clockwise from the bottom; the first and the last seat no lower than a side seat's
    # place, where they would crowd the own hand's row.
    first = max(2 * math.pi / players, math.radians(SIDE_SEAT_ANGLE))
    step = (2 * math.pi - 2 * first) / max(1, players - 2)
    for j in range(1, players):
        angle = math.pi / 2 + first + step * (j - 1)
        bx, by = cx + rx * math.cos(angle), cy + ry * math.sin(angle)
        if players == 2:
            by = top
        plate = QRectF(bx - plate_w / 2, by - block_h / 2, plate_w, plate_h)
        hand = QPointF(bx - (row_right - row_left) / 2, plate.bottom() + 6 + small_h / 2)
        pile = QPointF(hand.x() + spread + small_w * 1.2, hand.y())
        trick = _in_front(QPointF(bx, by), block_w, block_h, centre, play_w, play_h, gap)
        seats.append(SeatSpot(hand, spread, OPPONENT_SCALE, OPPONENT_FAN, pile, plate, trick))

    if players == 2 and side_by_side:
        # Side by side, each a little towards its own seat: the opponent's higher on the left.
        reach, rise = play_w / 2 + gap / 2, ch * SIDE_BY_SIDE_RISE
        seats[0] = dataclasses.replace(own, trick=QPointF(cx + reach, cy + rise))
        seats[1] = dataclasses.replace(seats[1], trick=QPointF(cx - reach, cy - rise))
        middle_y = cy
    elif players == 2:
        # The two plays face each other in the middle, the opponent's over the own.
        reach = ch * 0.55
        seats[0] = dataclasses.replace(own, trick=QPointF(cx, cy + reach))
        seats[1] = dataclasses.replace(seats[1], trick=QPointF(cx, cy - reach))
        middle_y = cy
    else:
        seats[0] = dataclasses.replace(own, trick=QPointF(cx, banner.top() - gap - play_h / 2))
        # Halfway between the plays of the seats across the table and the own play.
        across = [
            seat.trick.y() + play_h / 2 for seat in seats[1:] if seat.trick.y() < cy - ch * 0.2
        ]
        middle_y = (max(across, default=margin) + seats[0].trick.y() - play_h / 2) / 2

    layout = TableLayout(
        width=width,
        height=height,
        card_height=ch,
        seats=tuple(seats),
        stock=QPointF(),
        indicator=QPointF(),
        stock_label=QPointF(),
        pot=QPointF(),
        set_aside=QPointF(),
        centre=centre,
        banner=banner,
        trick_scale=trick_scale,
        stock_line=stock_line,
    )
    # Stock and pot lie either side of the plays down the middle, or side by side between
    # them; where the plays leave no room there, each goes to the nearest free place.
    others = [*layout.seat_parts(), bar_room]
    felt = felt_path(QSize(round(width), round(height)))  # on the cloth, clear of the rim
    beside, together = play_w / 2 + gap, gap / 2
    if players == 2 and side_by_side:
        # Clear of both plays, the line over the stock too (it reaches past the stock).
        reach = layout.stock_line_width() / 2 - ch * 0.4 - cw / 4 - 4
        beside, pot_beside = play_w + gap * 1.5 + max(0.0, reach), play_w + gap * 1.5
        # Its count and word higher than the own play's bottom: where the end-of-hand panel
        # goes, below the middle, leaves them in sight.
        pot_drop = -0.2
    else:
        pot_beside, pot_drop = beside, 0.1
    moves = sorted(
        ((dx * cw * 0.5, dy * ch * 0.1) for dx in range(-2, 3) for dy in range(-6, 7)),
        key=lambda move: abs(move[0]) + abs(move[1]),
    )

    def nearest_free(area: QRectF, taken: list[QRectF]) -> tuple[float, float] | None:
        for dx, dy in moves:
            moved = area.translated(dx, dy)
            if felt.contains(moved) and not any(moved.intersects(other) for other in taken):
                return dx, dy
        return None

    rows = [middle_y]
    if players == 3:
        # The top of the table is free between the two seats: the stock and the pot lie
        # there, above the seats' plays, where they leave the cards room to grow.
        d = layout.pot_diameter()
        below = max(
            layout.badge_height() / 2 + ch / 2, ch * 0.1 + d * 0.85 + layout.label_pixels() * 1.4
        )
        plays_top = min(seat.trick.y() for seat in seats[1:]) - play_h / 2
        rows.insert(0, plays_top - gap - below)
    for row in rows:
        for half, pot_half in ((beside, pot_beside), (together, together)):
            plan = _middle(layout, row, half, pot_half, pot_drop)
            stock_move = nearest_free(plan.stock_area(), others)
            if stock_move is None:
                continue
            plan = _moved(plan, stock=stock_move)
            pot_move = nearest_free(plan.pot_area(), [*others, plan.stock_area()])
            if pot_move is not None:
                return _moved(plan, pot=pot_move)
    return _middle(layout, middle_y, beside)


def _moved(
    layout: TableLayout,
    stock: tuple[float, float] = (0.0, 0.0),
    pot: tuple[float, float] = (0.0, 0.0),
) -> TableLayout:
    """``layout`` with the stock (and its indicator and line) and the pot moved by (dx, dy)."""
    (sx, sy), (px, py) = stock, pot
    return dataclasses.replace(
        layout,
        stock=layout.stock + QPointF(sx, sy),
        indicator=layout.indicator + QPointF(sx, sy),
        stock_label=layout.stock_label + QPointF(sx, sy),
        set_aside=layout.set_aside + QPointF(sx, sy),
        pot=layout.pot + QPointF(px, py),
    )


def _middle(
    layout: TableLayout,
    y: float,
    half_middle: float,
    pot_half: float | None = None,
    pot_drop: float = 0.1,
) -> TableLayout:
    """Stock and pot about the height ``y``: either side of the two-player trick, else side
    by side; the trump badge and the stock count lie in one line over the stock. The stock
    lies ``half_middle`` left of the middle, the pot ``pot_half`` (as far, if None) right,
    ``pot_drop`` card heights lower."""
    ch, cw, cx = layout.card_height, layout.card_width, layout.width / 2
    stock = QPointF(cx - half_middle - cw / 2 - 4, y + layout.badge_height() / 2)
    return dataclasses.replace(
        layout,
        stock=stock,
        # Out far enough from under the stock that its index, read crosswise, shows whole.
        indicator=QPointF(stock.x() - ch * 0.43, stock.y() + ch * 0.06),
        # Over the middle of the stock and the indicator's end that shows.
        stock_label=QPointF(stock.x() - ch * 0.4 + cw / 4, stock.y() - ch / 2 - 4),
        pot=QPointF(
            cx + (half_middle if pot_half is None else pot_half) + cw * 0.5, y + ch * pot_drop
        ),
        set_aside=stock,
    )


def _in_front(
    seat: QPointF, block_w: float, block_h: float, centre: QPointF, w: float, h: float, gap: float
) -> QPointF:
    """The centre of a ``w`` x ``h`` play just clear of a seat's block, towards the middle."""
    dx, dy = centre.x() - seat.x(), centre.y() - seat.y()
    length = math.hypot(dx, dy) or 1.0
    ux, uy = dx / length, dy / length
    # How far along the way the play's box leaves the block's: the nearer of the two sides.
    reach = min(
        (block_w / 2 + w / 2 + gap) / abs(ux) if abs(ux) > 1e-6 else math.inf,
        (block_h / 2 + h / 2 + gap) / abs(uy) if abs(uy) > 1e-6 else math.inf,
    )
    return QPointF(seat.x() + ux * reach, seat.y() + uy * reach)


def _own_seat(
    width: float,
    height: float,
    ch: float,
    cw: float,
    margin: float,
    plate_w: float,
    plate_h: float,
) -> SeatSpot:
    cx = width / 2
    # Clear of the rim (as ``ui.table.felt`` paints it), the fan's outer cards dipping too:
    # at 1920 and wider the hand lay on the wood.
    rim = min(16.0, max(6.0, min(width, height) * 0.016))
    hand = QPointF(cx, height - max(margin, rim + 1 + ch * 0.1) - ch * 0.5)
    spread = cw * 0.78
    pile = QPointF(cx + spread * 1.5 + cw * 1.35, hand.y() + ch * 0.05)
    plate = QRectF(cx - spread * 1.5 - cw * 0.8 - plate_w, hand.y() - plate_h / 2, plate_w, plate_h)
    return SeatSpot(hand, spread, 1.0, 5.0, pile, plate, hand)
