"""The table: a scene of cards, plates and chips that replays the controller's events.

The table keeps its own small model of where every card lies (a stock, hands, the trick, piles)
and derives each card's position from it and the current ``TableLayout``. An event changes the
model and animates the cards that moved; events are played one after another, and when the
queue is empty the table says ``drained`` so the controller may carry on.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from PySide6.QtCore import QPointF, QRectF, Qt, QTimer, Signal
from PySide6.QtGui import (
    QAccessible,
    QAccessibleEvent,
    QBrush,
    QColor,
    QFocusEvent,
    QFont,
    QKeyEvent,
    QPainter,
    QRadialGradient,
    QResizeEvent,
)
from PySide6.QtWidgets import (
    QGraphicsScene,
    QGraphicsSimpleTextItem,
    QGraphicsView,
    QWidget,
)

from bura_desktop.app.i18n import fill, translate
from bura_desktop.app.narration import declaration_name, seat_name
from bura_desktop.app.snapshot import TableSnapshot
from bura_desktop.app.table import TableSetup
from bura_desktop.core import Card, SeatView
from bura_desktop.core.cards import pack
from bura_desktop.core.events import (
    CardDrawn,
    CardsPlayed,
    ChipsMoved,
    Claimed,
    DealerCut,
    Declared,
    HandDealt,
    HandOver,
    StockSetAside,
    TrickWon,
)
from bura_desktop.core.game import BLIND_PHASE
from bura_desktop.core.projection import SeenTable
from bura_desktop.ui import accessible_table, timing
from bura_desktop.ui.callout import Callout
from bura_desktop.ui.card_art import CardRenderer
from bura_desktop.ui.card_item import CardItem, ChipStack
from bura_desktop.ui.fonts import load_fonts
from bura_desktop.ui.layout import TableLayout
from bura_desktop.ui.seat_plate import SeatPlate
from bura_desktop.ui.sound import Sound

FELT = QColor("#1f6b3a")
LABEL_COLOUR = QColor("#f5f5f5")

# Card size setting -> scale of the largest card the room allows.
CARD_SCALES = {"small": 0.8, "medium": 0.92, "large": 1.0}

# Z order bands: later bands lie on top.
Z_STOCK, Z_HAND, Z_PILE, Z_TRICK, Z_SHOWN = 100, 300, 200, 500, 700
Z_CALLOUT = 1000  # above the plates and chips
# The ringed card lies on its neighbours in the fan, or they would hide half of its ring.
Z_FOCUS_RAISE = 50

# Pauses (base ms at normal speed) that let the eye catch up: a full trick before it is
# taken, a claimed pile before the end-of-hand panel, the cut for the first dealer.
TRICK_PAUSE_MS = 650
SHOWN_PAUSE_MS = 900
CUT_PAUSE_MS = 900
PRERENDER_TICK_MS = 20  # one card's art rendered ahead of need per tick
PRERENDER_DELAY_MS = 250  # after the last resize, and after the first paint at start


@dataclass
class Spot:
    """Where a card lies in the table's model."""

    kind: str  # "stock", "indicator", "hand", "trick", "pile", "aside", "shown"
    seat: int = -1
    index: int = 0  # position within the hand, trick play, pile, row
    count: int = 1  # cards in that row (for spreading)
    face_up: bool = False


Step = Callable[[], int]  # does one thing, returns how long to wait before the next


def _deciding_blind(view: SeatView, seat: int) -> bool:
    return view.phase == BLIND_PHASE and view.to_act == seat


class TableScene(QGraphicsScene):
    drained = Signal()  # every queued event has been shown
    hand_finished = Signal(object)  # the outcome, once the hand's last event has been shown
    selection_changed = Signal(object)  # the chosen cards of the own hand, in hand order
    card_double_clicked = Signal(object)
    card_dropped = Signal(object)  # an own card dragged onto the trick area
    event_shown = Signal(object)  # an event's turn has come (for the log)
    focus_moved = Signal()  # the keyboard focus ring moved to another own card, or away

    def __init__(self, setup: TableSetup, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setup = setup
        self.watched = setup.watched
        self.players = setup.rules.players
        self.renderer = CardRenderer(parent=self)
        self.layout_: TableLayout = TableLayout.compute(1024, 640, self.players)
        self.items_: dict[Card, CardItem] = {}
        self.spots: dict[Card, Spot] = {}
        self.hands: list[list[Card]] = [[] for _ in range(self.players)]
        self.trick: list[tuple[int, tuple[Card, ...]]] = []
        self.piles: list[list[Card]] = [[] for _ in range(self.players)]
        self.stock: list[Card] = []
        self.known: set[Card] = set()
        # The own hand lies face down while its holder decides on a blind bet: the bet is
        # made before looking at the cards.
        self.unlooked = False
        self.outcome: object | None = None
        # The hand as the watched seat saw it, batch by batch: its piles' points for the points
        # assist and the end-of-hand panel.
        self.seen = SeenTable(setup.rules, self.watched)
        # The cards cut for the first dealer: shown face up until the deal.
        self._cut: list[CardItem] = []
        self._queue: deque[Step] = deque()
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self._run)
        self._running = False
        self._sprites: list[ChipStack] = []
        self.felt = QColor(FELT)
        self.card_scale = 1.0
        self.points_assist = False
        # Each step that starts an animation cues its sound here (the window gives its own).
        self.sound = Sound()
        # The own card the keyboard is on, kept by position so a played card's neighbour
        # takes over; the ring is drawn only while the view has keyboard focus.
        self._focus_index = 0
        self._focus_visible = False
        self._art_keys: list[Card | None] = []
        self._art_dpr = 1.0
        self._art_timer = QTimer(self)
        self._art_timer.setInterval(PRERENDER_TICK_MS)
        self._art_timer.timeout.connect(self._prerender_next)

        family = load_fonts()
        scoring = setup.rules.scoring
        self.plates = [SeatPlate(seat_name(s.name), s.level, scoring) for s in setup.seats]
        for plate in self.plates:
            # Until the first batch settles them: the antes are animated from here.
            plate.bankroll = setup.rules.bankroll
            plate.setZValue(Z_SHOWN + 100)
            self.addItem(plate)
        self.pot = ChipStack(0)
        self.pot.setZValue(Z_SHOWN + 50)
        self.pot.setVisible(setup.rules.plays_for_chips)
        self.addItem(self.pot)
        self.stock_label = QGraphicsSimpleTextItem()
        self.stock_label.setBrush(LABEL_COLOUR)
        font = QFont(family)
        font.setBold(True)
        self.stock_label.setFont(font)
        self.stock_label.setZValue(Z_SHOWN + 100)
        self.addItem(self.stock_label)
        self.pot_label = QGraphicsSimpleTextItem(self.tr("Pot"))
        self.pot_label.setBrush(LABEL_COLOUR)
        self.pot_label.setFont(font)
        self.addItem(self.pot_label)
        # Series and penalty scoring play for no chips: no pot on the table.
        self.pot_label.setVisible(setup.rules.plays_for_chips)

    # ------------------------------------------------------------------ geometry

    def prerender(self, dpr: float = 1.0) -> None:
        """Render this deck's art at the current size ahead of need, one card per timer tick.

        In the UI thread on purpose: rendering holds the GIL, so a render thread would stall the
        UI just the same, many cards at once. One card (~10 ms) per tick keeps every stall short,
        where painting a card first seen mid-animation renders it inside that frame.
        """
        self._art_keys = [None, *pack(self.setup.rules.deck)]
        self._art_dpr = dpr
        self._art_timer.start()

    def _prerender_next(self) -> None:
        while self._art_keys:
            key = self._art_keys.pop(0)
            if not self.renderer.has(key, self._art_dpr):
                self.renderer.pixmap(key, self._art_dpr)
                return
        self._art_timer.stop()  # all rendered: nothing ticks while the table waits

    def relayout(self, width: float, height: float) -> None:
        """Lay the table out for a new size; every card jumps to its place."""
        self.setSceneRect(0, 0, width, height)
        self.layout_ = TableLayout.compute(width, height, self.players, self.card_scale)
        layout = self.layout_
        self.renderer.set_card_height(layout.card_height)
        for seat, plate in enumerate(self.plates):
            plate.set_rect(layout.seats[seat].plate)
        self._place_pot()
        self._update_stock_label()
        for card in self.spots:
            self._move(card, 0)

    def _place_pot(self) -> None:
        diameter = self.layout_.card_height * 0.32
        count = self.pot.count()
        self.removeItem(self.pot)
        self.pot = ChipStack(count, diameter)
        self.pot.setZValue(Z_SHOWN + 50)
        self.pot.setPos(self.layout_.pot)
        self.pot.setVisible(self.setup.rules.plays_for_chips)
        self.addItem(self.pot)
        font = self.pot_label.font()
        font.setPixelSize(max(10, round(self.layout_.card_height * 0.12)))
        self.pot_label.setFont(font)
        self.stock_label.setFont(font)
        rect = self.pot_label.boundingRect()
        # Under the chips' count badge: the stack grows upwards.
        top = self.layout_.pot.y() + diameter * 0.85
        self.pot_label.setPos(self.layout_.pot.x() - rect.width() / 2, top)

    def standing_text(self) -> str:
        """Every plate, the pot and the stock in words: what a screen reader says of the table."""
        parts = []
        for plate in self.plates:
            words = f"{plate.name}: {plate.detail()}"
            if plate.dealer:
                words += ", " + translate("SeatPlate", "dealer")
            parts.append(words)
        if self.setup.rules.plays_for_chips:
            parts.append(f"{self.pot_label.text()}: {self.pot.count()}")
        if self.stock_label.text():
            parts.append(self.stock_label.text())
        return ". ".join(parts) + "."

    def _update_stock_label(self) -> None:
        count = len(self.stock)
        self.stock_label.setText(fill(self.tr("Stock %1"), count) if count else "")
        rect = self.stock_label.boundingRect()
        at = self.layout_.stock_label
        self.stock_label.setPos(at.x() - rect.width() / 2, at.y() - rect.height())

    def target(self, card: Card) -> tuple[QPointF, float, float, bool, float]:
        """Position, rotation, z, face and scale of ``card`` from its spot."""
        spot = self.spots[card]
        layout = self.layout_
        cw = layout.card_width
        if spot.kind == "stock":
            # A slight step per card shows the stock's thickness.
            step = min(spot.index, 12) * 0.6
            pos = QPointF(layout.stock.x() - step, layout.stock.y() - step)
            return pos, 0.0, Z_STOCK + 10 + spot.index, False, 1.0
        if spot.kind == "indicator":
            return layout.indicator, 90.0, Z_STOCK, True, 1.0
        if spot.kind == "aside":
            pos = QPointF(layout.set_aside.x() - spot.index * 0.3, layout.set_aside.y())
            return pos, 90.0, Z_STOCK + spot.index, False, 0.8
        seat_spot = layout.seats[spot.seat]
        if spot.kind == "hand":
            positions = seat_spot.hand_positions(spot.count, cw * seat_spot.scale)
            pos, rotation = positions[min(spot.index, spot.count - 1)]
            z = Z_HAND + spot.index + (Z_FOCUS_RAISE if self.items_[card].has_focus_ring() else 0)
            return pos, rotation, z, spot.face_up, seat_spot.scale
        if spot.kind == "pile":
            step = min(spot.index, 10) * 0.8
            pos = QPointF(seat_spot.pile.x() + step, seat_spot.pile.y() - step)
            return pos, 0.0, Z_PILE + spot.index, False, seat_spot.scale
        if spot.kind == "trick":
            offset = (spot.index - (spot.count - 1) / 2) * cw * 0.42
            base = seat_spot.trick
            # Later plays lie on earlier ones.
            z = Z_TRICK + self._play_order(card) * 10 + spot.index
            return QPointF(base.x() + offset, base.y()), 0.0, z, spot.face_up, 0.9
        # "shown": a claimed pile spread face up across the middle.
        width = min(layout.width * 0.8, spot.count * cw * 0.45)
        step = width / max(1, spot.count)
        x = layout.width / 2 - width / 2 + step * (spot.index + 0.5)
        pos = QPointF(x, layout.height * 0.47)
        return pos, 0.0, Z_SHOWN + spot.index, True, 0.8

    def _play_order(self, card: Card) -> int:
        return next((i for i, (_, cards) in enumerate(self.trick) if card in cards), 0)

    def _move(self, card: Card, duration_ms: int) -> None:
        item = self.items_[card]
        pos, rotation, z, face_up, scale = self.target(card)
        item.setScale(scale)
        item.animate(pos, z, rotation, face_up, duration_ms)

    # ------------------------------------------------------------------ appearance

    def set_appearance(self, deck: str, felt: str, card_size: str, points_assist: bool) -> None:
        """Apply the table settings at once, mid-hand included."""
        self.renderer.set_deck(deck)
        self.felt = QColor(felt)
        self.points_assist = points_assist
        self._show_points()
        scale = CARD_SCALES.get(card_size, 1.0)
        if scale != self.card_scale:
            self.card_scale = scale
            rect = self.sceneRect()
            if rect.width() > 0:
                self.relayout(rect.width(), rect.height())
        self.update()

    def _show_points(self) -> None:
        """The watched seat's running card points on its plate, only with points assist: the
        points of the cards it saw go into its pile, and how many it did not see."""
        plate = self.plates[self.watched]
        plate.points = self.seen.pile_points[self.watched] if self.points_assist else None
        plate.unseen = self.seen.pile_unseen[self.watched] if self.points_assist else 0
        plate.update()

    # ------------------------------------------------------------------ a resumed hand

    def show_state(self, state: TableSnapshot) -> None:
        """Lay a hand out as it stands, without animating how it got there."""
        self.clear_queue()
        view = state.view
        self._new_deal(HandDealt(view.hand_no, view.dealer, state.hands, view.indicator, None))
        self.unlooked = _deciding_blind(view, self.watched)
        self.hands = [list(hand) for hand in state.hands]
        self.hands[self.watched].sort(key=lambda c: (c.suit, -c.rank))
        self.known = {c for cards in view.known_cards for c in cards}
        self.seen = SeenTable.from_view(view)
        self.stock = list(state.stock)
        for i, card in enumerate(self.stock):
            self.spots[card] = Spot("stock", index=i + 1)
        for i, card in enumerate(state.set_aside):
            self.spots[card] = Spot("aside", index=i)
        for seat, pile in enumerate(state.piles):
            self.piles[seat] = list(pile)
            for i, card in enumerate(pile):
                self.spots[card] = Spot("pile", seat, i)
        self.trick = [(seat, cards) for seat, cards, _ in state.trick]
        for seat, cards, down in state.trick:
            face_up = not down or seat == self.watched
            for i, card in enumerate(cards):
                self.spots[card] = Spot("trick", seat, i, len(cards), face_up)
        for seat in range(self.players):
            self._arrange_hand(seat, 0)
        for card in self.spots:
            self._move(card, 0)
        self._settle(view)
        self._show_points()
        self.drained.emit()

    # ------------------------------------------------------------------ the event queue

    def play(self, events: Sequence[object], seen: Sequence[object], view: SeatView) -> None:
        """Queue a batch of events for showing, then the state the view describes. ``seen`` is
        the batch as the watched seat saw it (``core.project``): the log and the points assist
        are told only that."""
        if self.unlooked and not _deciding_blind(view, self.watched):
            self._queue.append(self._look_at_hand)  # the blind decision is made
        # Batches never overlap (the controller waits for ``drained``), so the seat's table may
        # run ahead to the batch's end: a trick's points show as its cards reach the pile.
        self.seen.fold(seen)
        for event, told in zip(events, seen, strict=True):
            self._queue.append(lambda told=told: self._announce(told))
            self._queue.extend(self._steps(event))
        self._queue.append(lambda: self._settle(view))
        if not self._running:
            self._run()

    def clear_queue(self) -> None:
        """Drop what is not shown yet (a new game starts)."""
        self._queue.clear()
        self._timer.stop()
        self._running = False
        self._drop_flying_chips()  # a new game's plates must not receive them

    def _run(self) -> None:
        self._running = True
        while self._queue:
            wait = self._queue.popleft()()
            if wait > 0:
                self._timer.start(wait)
                return
        self._running = False
        self.drained.emit()
        if self.outcome is not None:
            outcome, self.outcome = self.outcome, None
            self.hand_finished.emit(outcome)

    def _announce(self, event: object) -> int:
        self.event_shown.emit(event)
        return 0

    def _steps(self, event: object) -> list[Step]:
        match event:
            case DealerCut():
                return self._cut_steps(event)
            case HandDealt():
                return self._deal_steps(event)
            case CardsPlayed():
                return [lambda: self._played(event)]
            case TrickWon():
                return [lambda: timing.ms(TRICK_PAUSE_MS), lambda: self._trick_won(event)]
            case CardDrawn():
                return [lambda: self._drawn(event)]
            case StockSetAside():
                return [self._set_aside]
            case ChipsMoved():
                return [lambda: self._chips(event)]
            case Declared():
                return [lambda: self._declared(event)]
            case Claimed():
                return [lambda: self._claimed(event)]
            case HandOver(outcome=outcome):
                return [lambda: self._hand_over(outcome)]
        return []

    # ------------------------------------------------------------------ steps

    def _cut_steps(self, event: DealerCut) -> list[Step]:
        """Every seat cuts a card face up beside its plate, all at once (seats tied for the
        highest cut again on top, a round later), then the dealer's tag goes to the highest."""
        rounds: list[list[tuple[int, Card]]] = [[]]
        for seat, card in event.cuts:
            if any(seat == s for s, _ in rounds[-1]):
                rounds.append([])
            rounds[-1].append((seat, card))
        steps: list[Step] = []
        for again, cut in enumerate(rounds):
            for i, (seat, card) in enumerate(cut):
                last = i + 1 == len(cut)
                steps.append(
                    lambda seat=seat, card=card, again=again, last=last: self._cut_one(
                        seat, card, again, last
                    )
                )
        steps.append(lambda: self._cut_done(event.dealer))
        return steps

    def _cut_one(self, seat: int, card: Card, again: int, last: bool) -> int:
        """One cut card flies out; the round's last waits for them all to land."""
        item = CardItem(card, self.renderer)  # not connected: a cut card is not for playing
        self.sound.cue("deal")
        self.addItem(item)
        self._cut.append(item)
        item.setScale(0.9)
        item.animate(self.layout_.stock, Z_TRICK + len(self._cut), 0.0, False, 0)
        # Beside the seat's plate, on the side facing the middle: with six at the table the
        # places in a trick lie too close together to tell whose card is whose.
        layout = self.layout_
        plate = layout.seats[seat].plate
        width, height = layout.card_width * 0.9, layout.card_height * 0.9
        side = 1 if plate.center().x() < layout.width / 2 else -1
        edge = plate.right() if side > 0 else plate.left()
        x = edge + side * (width * 0.6 + width * 0.3 * again)
        y = min(max(plate.center().y(), height / 2 + 4), layout.height - height / 2 - 4)
        duration = timing.ms(timing.DEAL_MS)
        item.animate(QPointF(x, y), Z_TRICK + len(self._cut), 0.0, True, duration)
        return duration if last else 0

    @property
    def cards_shown(self) -> bool:
        """Whether any card is on the table: the cut for the first dealer, or a deal."""
        return bool(self.items_ or self._cut)

    def _cut_done(self, dealer: int) -> int:
        self._mark_dealer(dealer)
        return timing.ms(CUT_PAUSE_MS)

    def _mark_dealer(self, dealer: int) -> None:
        for seat, plate in enumerate(self.plates):
            plate.dealer = seat == dealer
            plate.update()

    def _deal_steps(self, event: HandDealt) -> list[Step]:
        steps: list[Step] = [lambda: self._new_deal(event), self._shuffled]
        n = self.players
        order = [(event.dealer + i + 1) % n for i in range(n)]  # from the dealer's left
        size = len(event.hands[0])
        if self.setup.rules.deal == "packets":
            sequence = [(seat, i) for seat in order for i in range(size)]
        else:
            sequence = [(order[i % n], i // n) for i in range(size * n)]
        for seat, index in sequence:
            card = event.hands[seat][index]
            steps.append(lambda seat=seat, card=card: self._deal_one(seat, card))
        steps.append(self._sort_hands)
        return steps

    def _new_deal(self, event: HandDealt) -> int:
        self._withdraw_callouts()
        for item in self._cut:
            self.removeItem(item)
        self._cut.clear()
        for item in self.items_.values():
            self.removeItem(item)
        self.items_.clear()
        self.spots.clear()
        self.hands = [[] for _ in range(self.players)]
        self.piles = [[] for _ in range(self.players)]
        self.trick = []
        self.known = set()
        self._focus_index = 0
        first = self.setup.rules.first_leader(event.dealer)
        self.unlooked = self.setup.rules.blind and first == self.watched
        dealt = {c for hand in event.hands for c in hand}
        self.stock = [
            c for c in pack(self.setup.rules.deck) if c not in dealt and c != event.indicator
        ]
        for card in pack(self.setup.rules.deck):
            item = CardItem(card, self.renderer)
            item.clicked.connect(self._clicked)
            item.double_clicked.connect(self.card_double_clicked)
            item.dropped.connect(self._dropped)
            self.items_[card] = item
            self.addItem(item)
            # Before the deal every card is in the stock; the dealt ones leave it one by one.
            self.spots[card] = Spot("stock", index=0)
        self.spots[event.indicator] = Spot("indicator", face_up=True)
        for i, card in enumerate(self.stock):
            self.spots[card] = Spot("stock", index=i + 1)
        for card in self.spots:
            self._move(card, 0)
        self._update_stock_label()
        self._mark_dealer(event.dealer)
        self._show_points()
        return 0

    def _shuffled(self) -> int:
        """Heard, not seen: the riffle runs on under the first cards of the deal."""
        self.sound.cue("shuffle")
        return 0

    def _deal_one(self, seat: int, card: Card) -> int:
        self.sound.cue("deal")
        self.hands[seat].append(card)
        duration = timing.ms(timing.DEAL_MS)
        self._arrange_hand(seat, duration, only=card)
        # Cards overlap in flight: the next leaves before this one lands.
        return duration // 3

    def _look_at_hand(self) -> int:
        self.unlooked = False
        self._arrange_hand(self.watched, timing.ms(timing.FLIP_MS))
        return timing.ms(timing.FLIP_MS)

    def _sort_hands(self) -> int:
        for seat in range(self.players):
            if seat == self.watched:
                self.hands[seat].sort(key=lambda c: (c.suit, -c.rank))
            self._arrange_hand(seat, timing.ms(timing.ARRANGE_HAND_MS))
        return timing.ms(timing.ARRANGE_HAND_MS)

    def _arrange_hand(self, seat: int, duration_ms: int, only: Card | None = None) -> None:
        hand = self.hands[seat]
        for i, card in enumerate(hand):
            face_up = (seat == self.watched and not self.unlooked) or card in self.known
            self.spots[card] = Spot("hand", seat, i, len(hand), face_up)
            self.items_[card].draggable = seat == self.watched and not self.unlooked
        if seat == self.watched:
            self._show_focus()  # first: the ringed card's z depends on it
        for card in hand:
            self._move(card, duration_ms if only in (None, card) else min(duration_ms, 120))

    def _played(self, event: CardsPlayed) -> int:
        if event.lead:
            self._withdraw_callouts()  # a call is about the trick it was made before
        seat = event.seat
        hand = self.hands[seat]
        for card in event.cards:
            if card in hand:
                hand.remove(card)
            self._choose(card, False)
            self.items_[card].draggable = False
        self.trick.append((seat, event.cards))
        self.sound.cue("play_down" if event.down else "play")
        face_up = not event.down or seat == self.watched
        duration = timing.ms(timing.PLAY_MS)
        for i, card in enumerate(event.cards):
            self.spots[card] = Spot("trick", seat, i, len(event.cards), face_up)
            self._move(card, duration)
        self._arrange_hand(seat, timing.ms(timing.ARRANGE_HAND_MS))
        self.selection_changed.emit(self.chosen())
        return duration

    def _trick_won(self, event: TrickWon) -> int:
        pile = self.piles[event.seat]
        self.sound.cue("trick")
        duration = timing.ms(timing.TAKE_TRICK_MS)
        for card in event.cards:
            self.spots[card] = Spot("pile", event.seat, len(pile))
            pile.append(card)
            self._move(card, duration)
        self.trick = []
        self._show_points()
        return duration

    def _drawn(self, event: CardDrawn) -> int:
        card = event.card
        self.sound.cue("draw")
        if card in self.stock:
            self.stock.remove(card)
        if event.indicator:
            self.known.add(card)
        self.hands[event.seat].append(card)
        if event.seat == self.watched:
            self.hands[event.seat].sort(key=lambda c: (c.suit, -c.rank))
        self._restack()
        duration = timing.ms(timing.DEAL_MS)
        self._arrange_hand(event.seat, duration)
        return duration // 2

    def _restack(self) -> None:
        for i, card in enumerate(self.stock):
            self.spots[card] = Spot("stock", index=i + 1)
            self._move(card, 0)
        self._update_stock_label()

    def _set_aside(self) -> int:
        duration = timing.ms(timing.PLAY_MS)
        aside = [c for c, s in self.spots.items() if s.kind in ("stock", "indicator")]
        for i, card in enumerate(aside):
            self.spots[card] = Spot("aside", index=i)
            self._move(card, duration)
        self.stock = []
        self._update_stock_label()
        return duration

    def _chips(self, event: ChipsMoved) -> int:
        layout = self.layout_
        start = layout.pot if event.source is None else layout.seats[event.source].plate.center()
        end = layout.pot if event.target is None else layout.seats[event.target].plate.center()
        sprite = ChipStack(event.amount, layout.card_height * 0.28)
        sprite.setZValue(Z_SHOWN + 200)
        sprite.setPos(start)
        self.addItem(sprite)
        self._sprites.append(sprite)
        duration = timing.ms(timing.CHIPS_MS)
        self.sound.cue("chips_in" if event.target is None else "chips_out")

        def landed() -> None:
            if sprite not in self._sprites:
                return  # the batch's truth came first (its timer beat this flight's end)
            self.removeItem(sprite)
            self._sprites.remove(sprite)
            if event.source is None:
                self.pot.set_count(self.pot.count() - event.amount)
            else:
                self.plates[event.source].bankroll -= event.amount
            if event.target is None:
                self.pot.set_count(self.pot.count() + event.amount)
            else:
                self.plates[event.target].bankroll += event.amount
            for plate in self.plates:
                plate.update()

        animation = sprite.slide_to(end, duration)
        if animation is None:
            landed()
        else:
            animation.finished.connect(landed)
        return duration

    def _drop_flying_chips(self) -> None:
        for sprite in self._sprites:
            sprite.slide_to(sprite.pos())  # stops the flight
            self.removeItem(sprite)
        self._sprites.clear()

    def _declared(self, event: Declared) -> int:
        self.known.update(event.hand)
        self.sound.cue("bura" if event.declaration == "bura" else "declare")
        self._arrange_hand(event.seat, timing.ms(timing.FLIP_MS))
        name = declaration_name(event.declaration)  # lower case, as in the middle of a sentence
        self._call_out(event.seat, fill(self.tr("%1!"), name[:1].upper() + name[1:]))
        return timing.ms(SHOWN_PAUSE_MS)

    def _withdraw_callouts(self) -> None:
        """Calls go when play moves on: at speed "off" a hand can end before one has faded."""
        for item in self.items():
            if isinstance(item, Callout):
                item.withdraw()

    def _call_out(self, seat: int, words: str) -> None:
        """Show what ``seat`` calls out, beside its plate, on the side towards the table."""
        plate = self.plates[seat].sceneBoundingRect()
        callout = Callout(words, self.layout_.seats[seat].plate.height() * 0.8)
        above = plate.center().y() > self.sceneRect().center().y()
        gap = plate.height() / 2 + callout.boundingRect().height() / 2 + 4
        callout.setPos(plate.center().x(), plate.center().y() + (-gap if above else gap))
        callout.setZValue(Z_CALLOUT)
        self.addItem(callout)
        callout.show_for_a_moment()

    def _claimed(self, event: Claimed) -> int:
        self._call_out(event.seat, self.tr("31!"))
        self.sound.cue("claim" if event.correct else "false_claim")
        duration = timing.ms(timing.PLAY_MS)
        pile = list(event.pile)
        for i, card in enumerate(pile):
            self.spots[card] = Spot("shown", event.seat, i, len(pile), True)
            self._move(card, duration)
        self.piles[event.seat] = []
        self._show_points()
        return duration + timing.ms(SHOWN_PAUSE_MS)

    def _hand_over(self, outcome: object) -> int:
        self.outcome = outcome
        won = self.watched in getattr(outcome, "winners", ())  # a split pot counts as won
        self.sound.cue("won" if won else "lost")
        return 0

    def _settle(self, view: SeatView) -> int:
        """Make the plates, pot and stock agree with the view: the truth after the batch."""
        # Chips still in flight are already in the view's counts: counted again on landing,
        # they would show a winner's bankroll one pot too high and the pot below zero.
        self._drop_flying_chips()
        for seat, plate in enumerate(self.plates):
            # The dealer tag stays with the hand on the table: a finished hand's view already
            # names the next dealer, who is marked when the next hand is dealt.
            plate.set_state(view.bankrolls[seat], view.scores[seat], view.to_act == seat)
        self.pot.set_count(view.pot)
        self._update_stock_label()
        return 0

    # ------------------------------------------------------------------ choosing cards

    def own_hand(self) -> list[Card]:
        """The own cards as the holder sees them: none while they lie unlooked at."""
        return [] if self.unlooked else list(self.hands[self.watched])

    def chosen(self) -> tuple[Card, ...]:
        return tuple(c for c in self.hands[self.watched] if self.items_[c].is_chosen())

    def toggle(self, card: Card) -> None:
        if card in self.own_hand():
            self._choose(card, not self.items_[card].is_chosen())
            self.selection_changed.emit(self.chosen())

    def clear_choice(self) -> None:
        self.choose_only(())

    def choose_only(self, cards: Sequence[Card]) -> None:
        """Choose exactly ``cards`` of the own hand (a hint's play), putting back the rest."""
        wanted = set(cards)
        for card in self.hands[self.watched]:
            self._choose(card, card in wanted)
        self.selection_changed.emit(self.chosen())

    # ------------------------------------------------------------------ the keyboard focus ring

    def focused_card(self) -> Card | None:
        hand = self.hands[self.watched]
        return hand[min(self._focus_index, len(hand) - 1)] if hand else None

    def move_focus(self, step: int) -> None:
        """Move the ring ``step`` cards along the own hand, stopping at its ends."""
        hand = self.hands[self.watched]
        if hand:
            current = min(self._focus_index, len(hand) - 1)
            self._focus_index = max(0, min(current + step, len(hand) - 1))
            self._show_focus()

    def toggle_focused(self) -> None:
        card = self.focused_card()
        if card is not None:
            self.toggle(card)

    def set_focus_visible(self, visible: bool) -> None:
        self._focus_visible = visible
        self._show_focus()

    def _show_focus(self) -> None:
        focused = self.focused_card() if self._focus_visible else None
        for card, item in self.items_.items():
            if item.has_focus_ring() != (card == focused):
                item.set_focus_ring(card == focused)
                if not item.is_animating():  # a flying card gets its z when it lands
                    item.setZValue(self.target(card)[2])
        self.focus_moved.emit()

    def _choose(self, card: Card, chosen: bool) -> None:
        item = self.items_.get(card)
        if item is not None:
            item.set_chosen(chosen)

    def _clicked(self, card: Card) -> None:
        self.toggle(card)

    def _dropped(self, card: Card, where: QPointF) -> None:
        if self._trick_area().contains(where):
            self.card_dropped.emit(card)
        else:
            self.return_to_hand()

    def _trick_area(self) -> QRectF:
        """The middle of the table, around every seat's place in the trick."""
        spots = [seat.trick for seat in self.layout_.seats]
        area = QRectF(spots[0], spots[0])
        for spot in spots[1:]:
            area = area.united(QRectF(spot, spot))
        margin = self.layout_.card_height * 0.6
        return area.adjusted(-margin, -margin, margin, margin)

    def return_to_hand(self) -> None:
        """Put own cards back in the fan, e.g. after a drag that did not make a play."""
        self._arrange_hand(self.watched, timing.ms(timing.ARRANGE_HAND_MS))

    # ------------------------------------------------------------------ painting

    def drawBackground(self, painter: QPainter, rect: QRectF) -> None:  # noqa: N802 (Qt override)
        area = self.sceneRect()
        gradient = QRadialGradient(area.center(), max(area.width(), area.height()) * 0.7)
        gradient.setColorAt(0.0, self.felt.lighter(115))
        gradient.setColorAt(1.0, self.felt.darker(160))
        painter.fillRect(rect, QBrush(gradient))


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
        accessible_table.install()  # the view's interface lists the own cards as its children
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
        card = self.table().focused_card()
        if card is None:
            return self.tr("Card table")
        item = self.table().items_[card]
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
        self.table().set_focus_visible(self._ring_wanted and self.hasFocus())

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802 (Qt override)
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
            self.table().move_focus(step)
        else:
            self.table().toggle_focused()

    def focusInEvent(self, event: QFocusEvent) -> None:  # noqa: N802 (Qt override)
        super().focusInEvent(event)
        keyboard = (Qt.FocusReason.TabFocusReason, Qt.FocusReason.BacktabFocusReason)
        self._ring_wanted = self._ring_wanted or event.reason() in keyboard
        self._show_ring()

    def focusOutEvent(self, event: QFocusEvent) -> None:  # noqa: N802 (Qt override)
        super().focusOutEvent(event)
        self._show_ring()

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 (Qt override)
        super().resizeEvent(event)
        self._fit()

    def _fit(self) -> None:
        size = self.viewport().size()
        self.table().relayout(size.width(), size.height())
        self.setSceneRect(0, 0, size.width(), size.height())
        self._prerender.start(PRERENDER_DELAY_MS)
