"""The table: a scene of cards, plates and chips that shows the watched seat's events.

What lies where is the ``TableModel``: piles of card slots folded from the seat's projected
events, so a card the seat may not see has no face to show. Each event's steps change the
model one at a time; each step starts its animations and the next step waits until they have
finished (or for a pause meant for the eye), so the plates, the stock count and the prompts
never run ahead of the cards. When the queue is empty the table checks the model against the
seat's view and says ``drained``, so the controller may carry on.

The scene runs that queue and lays the piles out; the parts that each do one thing are its
collaborators: the own hand the player chooses from (``own_hand``), the middle's marks
(``middle``), the calls beside the plates (``calls``), the cut for the first dealer (``cut``)
and the chips in flight (``chip_flights``). Their steps wait as the queue's do (``steps``).
"""

from __future__ import annotations

import dataclasses
import logging
import weakref
from collections import deque
from collections.abc import Collection, Sequence
from functools import partial
from typing import assert_never

from PySide6.QtCore import QAbstractAnimation, QRect, QRectF, QTimer, Signal
from PySide6.QtGui import QColor, QPainter
from PySide6.QtWidgets import QGraphicsScene, QWidget
from shiboken6 import isValid

from bura_desktop.app.i18n import fill
from bura_desktop.app.narration import declaration_name, seat_name
from bura_desktop.app.table import TableSetup
from bura_desktop.core import Card, SeatView
from bura_desktop.core.cards import pack
from bura_desktop.core.events import (
    BlindBet,
    ChipsMoved,
    Claimed,
    DealerCut,
    Declared,
    HandLookedAt,
    HandOver,
    LeadTaken,
    Passed,
    SessionOver,
)
from bura_desktop.core.projection import (
    SeenCardDrawn,
    SeenCardsPlayed,
    SeenDeal,
    SeenEvent,
    SeenStockSetAside,
    SeenTrickWon,
)
from bura_desktop.storage.settings import TableSettings
from bura_desktop.ui.desktop.fonts import load_fonts
from bura_desktop.ui.table import timing
from bura_desktop.ui.table.calls import Calls
from bura_desktop.ui.table.card_art import CardRenderer
from bura_desktop.ui.table.card_item import CardItem
from bura_desktop.ui.table.chip_flights import ChipFlights
from bura_desktop.ui.table.cut import Cut
from bura_desktop.ui.table.felt import FeltPainter, room_colour
from bura_desktop.ui.table.layout import TableLayout
from bura_desktop.ui.table.middle import Middle
from bura_desktop.ui.table.model import Change, Pile, Slot, TableModel, Trick
from bura_desktop.ui.table.model import Step as ModelStep
from bura_desktop.ui.table.own_hand import OwnHand
from bura_desktop.ui.table.piles import Z_SHOWN, place
from bura_desktop.ui.table.seat_plate import SeatPlate
from bura_desktop.ui.table.sound import Sound
from bura_desktop.ui.table.steps import AT_REST, GO_ON, AtRest, Pause, Step, Wait

log = logging.getLogger(__name__)

FELT = QColor("#1f6b3a")

# Card size setting -> scale of the largest card the room allows.
CARD_SCALES = {"small": 0.8, "medium": 0.92, "large": 1.0}

# Pauses (base ms at normal speed) that let the eye catch up: a full trick before it is
# taken, a claimed pile before the end-of-hand panel.
TRICK_PAUSE_MS = 650
SHOWN_PAUSE_MS = 900
PRERENDER_TICK_MS = 20  # one card's art rendered ahead of need per tick


# Tests set this: a model that disagrees with the view fails the test instead of being
# logged and rebuilt from the view.
STRICT = False


class TableScene(QGraphicsScene):
    drained = Signal()  # every queued event has been shown
    hand_finished = Signal(object)  # the outcome, once the hand's last event has been shown
    selection_changed = Signal(object)  # the chosen cards of the own hand, in hand order
    card_double_clicked = Signal(object)
    card_dropped = Signal(object)  # an own card dragged onto the trick area
    batch_started = Signal()  # the first event of a batch starts to show: its move is made
    event_shown = Signal(object)  # an event's turn has come (for the log)
    laid_out = Signal()  # the table has a new size: what lies over it moves with it
    focus_moved = Signal()  # the keyboard focus ring moved to another own card, or away

    def __init__(self, setup: TableSetup, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setup = setup
        self.watched = setup.watched
        self.players = setup.rules.players
        self.renderer = CardRenderer(parent=self)
        self.layout_: TableLayout = TableLayout.compute(1024, 640, self.players, own=self.watched)
        self.model = TableModel(setup.rules, self.watched)
        self.items_: dict[int, CardItem] = {}  # by slot id
        self.outcome: object | None = None
        self._queue: deque[Step] = deque()
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self._run)
        self._in_run = False
        self._resting = False  # the queue waits until nothing moves
        self._batch_view: SeatView | None = None  # the state the batch being shown ends in
        self._moving: set[QAbstractAnimation] = set()
        self.felt = QColor(FELT)
        self._cloth = FeltPainter()  # the felt in its rim, painted once a size
        self.card_scale = 1.0
        self.points_assist = False
        self.sort_hand = True  # the own hand by suit, trumps last (a setting)
        # Each step that starts an animation cues its sound here (the window gives its own).
        self.sound = Sound()
        # Its parts hold the table weakly: a cycle through a Qt object is left to the garbage
        # collector, which may free the scene at any moment, its items still in flight (a
        # segfault, in test_hint then test_history_window).
        table = weakref.proxy(self)
        self.hand = OwnHand(
            table, self.selection_changed.emit, self.focus_moved.emit, self.card_dropped.emit
        )
        self.cut = Cut(table)  # the cards cut for the first dealer: face up until the deal
        self.chips = ChipFlights(table)
        self._art_keys: list[Card | None] = []
        self._art_dpr = 1.0
        self._art_timer = QTimer(self)
        self._art_timer.setInterval(PRERENDER_TICK_MS)
        self._art_timer.timeout.connect(self._prerender_next)

        family = load_fonts()
        scoring = setup.rules.scoring
        # A seat a person took at a hosted table is theirs, whatever computer stands in for
        # them while they are away: no level on its plate.
        people = set(setup.table.people) if setup.table is not None else set()
        self.plates = [
            SeatPlate(
                seat_name(s.name),
                s.level if s.computer and i not in people else None,
                scoring,
                own=i == self.watched,
                seat=i,
            )
            for i, s in enumerate(setup.seats)
        ]
        for plate, bankroll in zip(self.plates, self.model.bankrolls, strict=True):
            plate.bankroll = bankroll  # the antes are animated from here
            plate.setZValue(Z_SHOWN + 100)
            self.addItem(plate)
        self.middle = Middle(table, family, setup.rules.plays_for_chips)
        self.calls = Calls(table, self.plates)

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
        self.layout_ = TableLayout.compute(
            width,
            height,
            self.players,
            self.card_scale,
            self.watched,
            self.middle.line_needed(self.model.trump_indicator),
        )
        layout = self.layout_
        self.renderer.set_card_height(layout.card_height)
        for seat, plate in enumerate(self.plates):
            plate.set_rect(layout.seat(seat).plate)
        self.middle.place_pot(layout)
        self._update_stock_label()
        for pile in self.model.piles:
            self._place(pile, 0)
        self.laid_out.emit()

    def standing_text(self) -> str:
        """Every plate, the pot and the stock in words: what a screen reader says of the table."""
        parts = []
        for plate in self.plates:
            words = f"{plate.name}: {plate.detail()}"
            if plate.dealer:
                words += ", " + plate.dealer_text()
            parts.append(words)
        if self.setup.rules.plays_for_chips:
            parts.append(f"{self.middle.pot_label.text()}: {self.middle.pot.count()}")
        count = len(self.model.stock.slots)
        if count:  # in words, whether or not they fit beside the badge on the felt
            parts.append(fill(self.tr("Stock %1"), count))
        return ". ".join(parts) + "."

    def think(self, seat: int) -> None:
        """A quiet ring on ``seat``'s plate until its move starts to show."""
        for number, plate in enumerate(self.plates):
            plate.set_thinking(number == seat)

    def name_seats(self, names: list[str], people: Collection[int] = ()) -> None:
        """New names on the plates (people sat down at a hosted table, or left); the seats
        of ``people`` show no computer's level."""
        for seat, (plate, name) in enumerate(zip(self.plates, names, strict=True)):
            plate.name = name
            if seat in people:
                plate.level = None
            plate.update()

    def _update_stock_label(self) -> None:
        """The middle's line shows the stock as it is now; a claimed pile shown lies clear of
        the middle's marks where they are now."""
        model = self.model
        self.middle.show_stock(len(model.stock.slots), model.trump_indicator, self.layout_)
        marks = tuple(self.middle.marks())
        if marks != self.layout_.marks:
            self.layout_ = dataclasses.replace(self.layout_, marks=marks)
            if model.shown.slots:
                self._place(model.shown, 0)

    def _place(
        self, pile: Pile | Trick, duration_ms: int, moved: Sequence[Slot] = (), others_ms: int = -1
    ) -> None:
        """Send every card of ``pile`` to its place: the ``moved`` ones over ``duration_ms``,
        the rest over ``others_ms`` (the same by default), as they close up or fan out."""
        rest = duration_ms if others_ms < 0 else others_ms
        # The watched seat's own face-down plays: known to it, hidden from the others.
        plays = pile.plays if isinstance(pile, Trick) else []
        down = {s.id for p in plays if p.down for s in p.slots}
        for slot, spot in zip(pile.slots, place(pile, self.layout_), strict=True):
            item = self.items_[slot.id]
            item.set_card(slot.card)
            item.set_peeking(slot.id in down)
            item.shadowed = spot.shadow
            item.setScale(spot.scale)
            duration = duration_ms if not moved or slot in moved else rest
            self.track(item.animate(spot.pos, spot.z, spot.rotation, slot.face_up, duration))

    def track(self, animation: QAbstractAnimation | None) -> None:
        """The queue waits for this animation when a step asks to wait until all is at rest."""
        if animation is None:
            return
        self._moving.add(animation)

        def stopped(state: QAbstractAnimation.State, _old: object = None) -> None:
            if state == QAbstractAnimation.State.Stopped:
                self._landed(animation)

        animation.stateChanged.connect(stopped)

    def _landed(self, animation: QAbstractAnimation) -> None:
        self._moving.discard(animation)
        if not isValid(self._timer):
            return  # the table is being taken down: a stopping animation wants nothing
        if self._resting and not self._moving and not self._timer.isActive():
            # Not from inside the animation's own signal: the next step may start new ones.
            QTimer.singleShot(0, self._run)

    # ------------------------------------------------------------------ appearance

    def set_appearance(self, settings: TableSettings) -> None:
        """Apply the table settings at once, mid-hand included."""
        self.renderer.set_deck(settings.card_deck)
        self.renderer.set_back(settings.card_back)
        sort_hand, points_assist = settings.sort_hand, settings.points_assist
        if sort_hand != self.sort_hand:
            self.sort_hand = self.model.sort_own = sort_hand
            self.model.sort_own_hand()
            self._place(self.model.hands[self.watched], timing.ms(timing.ARRANGE_HAND_MS))
        self.felt = QColor(settings.table_colour)
        self.points_assist = points_assist
        self._show_points()
        scale = CARD_SCALES.get(settings.card_size, 1.0)
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
        plate.points = self.model.pile_points(self.watched) if self.points_assist else None
        plate.unseen = self.model.pile_unseen(self.watched) if self.points_assist else 0
        plate.update()

    # ------------------------------------------------------------------ a resumed hand

    def show_view(self, view: SeatView) -> None:
        """Lay a hand out as ``view`` shows it, without animating how it got there."""
        self.clear_queue()
        self._lay_out(TableModel.from_view(view))
        self.mark_dealer(view.dealer)
        self._settle(view)
        self._show_points()
        self.drained.emit()

    def show_before(self, view: SeatView, seen: Sequence[SeenEvent]) -> None:
        """Lay out the table ``view`` shows with ``seen`` folded onto it: a moment between
        two views, such as a replay's finished trick before it is taken (no view of that
        moment exists to check it against)."""
        self.clear_queue()
        self._lay_out(TableModel.from_view(view).fold(seen))
        self.mark_dealer(view.dealer)
        for seat, plate in enumerate(self.plates):
            plate.set_state(self.model.bankrolls[seat], view.scores[seat], False)
        self._update_stock_label()
        self._show_points()
        self.drained.emit()

    def _lay_out(self, model: TableModel) -> None:
        """Show ``model`` at once: a card item for every slot, each in its place."""
        self.calls.withdraw()
        self.cut.clear()
        for item in self.items_.values():
            item.finish_animation()
            self.removeItem(item)
        self.items_.clear()
        self.model = model
        self.hand.focus_index = 0
        for slot in model.slots():
            item = CardItem(slot.card, self.renderer)
            item.clicked.connect(self.hand.toggle)
            item.double_clicked.connect(self.card_double_clicked)
            item.dropped.connect(self.hand.dropped)
            self.items_[slot.id] = item
            self.addItem(item)
        model.sort_own = self.sort_hand
        for pile in model.piles:
            self._place(pile, 0)
        self._ring_winning()
        self.hand.make_draggable()
        self._update_stock_label()
        self._show_chips()

    # ------------------------------------------------------------------ the event queue

    @property
    def busy(self) -> bool:
        """Whether events are still being shown."""
        return bool(self._queue) or self._resting or self._timer.isActive()

    def play(self, seen: Sequence[SeenEvent], view: SeatView, between: bool = False) -> None:
        """Queue a batch of events as the watched seat saw them (``core.project``), then the
        state the view describes; ``between``: the events stop short of that state (a
        replay's finished trick before it is taken), which is not checked then."""
        self._batch_view = view
        self._queue.append(self._batch_started)
        for event in seen:
            self._queue.append(partial(self._announce, event))
            self._queue.extend(self._steps(event))
        self._queue.append(lambda: AT_REST)
        if not between:
            self._queue.append(lambda: self._settle(view))
        self._run()  # waits by itself if a pause or a flight is still on

    def clear_queue(self) -> None:
        """Drop what is not shown yet (a new game starts)."""
        self._queue.clear()
        self._timer.stop()
        self._resting = False
        self._moving.clear()
        self.chips.drop()

    def _run(self) -> None:
        if self._in_run or self._timer.isActive():
            return
        self._in_run = True
        try:
            while True:
                if self._resting:
                    if self._moving:
                        return  # ``_landed`` runs the queue on
                    self._resting = False
                if not self._queue:
                    break
                try:
                    wait = self._queue.popleft()()
                except Exception:
                    if STRICT:
                        raise
                    self._recover()
                    break
                if isinstance(wait, AtRest):
                    self._resting = True
                elif wait.ms > 0:
                    self._timer.start(wait.ms)
                    return
        finally:
            self._in_run = False
        self.drained.emit()
        if self.outcome is not None:
            outcome, self.outcome = self.outcome, None
            self.hand_finished.emit(outcome)

    def _recover(self) -> None:
        """A step failed (a bug): say so in the log and show the batch's end as its view has
        it, so the game goes on instead of waiting for a table that never drains."""
        log.exception("The table could not show an event, laid out from the view instead")
        view = self._batch_view
        assert view is not None  # steps run only within a batch, which sets it
        self._queue.clear()
        self._resting = False
        self._lay_out(TableModel.from_view(view))
        if view.hand_over:
            self.outcome = view.outcome
        self._settle(view)

    def _batch_started(self) -> Wait:
        for plate in self.plates:  # the seat that was to act has acted
            plate.to_act = False
            plate.set_thinking(False)
            plate.update()
        self.batch_started.emit()
        return GO_ON

    def _announce(self, event: SeenEvent) -> Wait:
        self.event_shown.emit(event)
        return GO_ON

    def _steps(self, event: SeenEvent) -> list[Step]:
        """The event's steps on the table: its model changes shown one by one, with its
        sounds, calls and pauses."""
        changes: list[Step] = [partial(self._show_step, step) for step in self.model.steps(event)]
        match event:
            case DealerCut():
                return self.cut.steps(event)
            case SeenDeal():
                *deal, last = changes
                return [*deal, lambda: AT_REST, last]
            case SeenCardsPlayed(lead=True):
                return [self._withdraw_calls, *changes]  # a call is about the trick it was
            case SeenTrickWon():
                return [lambda: Pause(timing.ms(TRICK_PAUSE_MS)), *changes]
            case ChipsMoved():
                (lands,) = self.model.steps(event)
                return [lambda: self.chips.fly(event, lambda: self._show(lands()))]
            case Declared():
                return [*changes, lambda: self._declared(event)]
            case Claimed():
                return [*changes, lambda: self._claimed(event)]
            case HandOver(outcome=outcome):
                return [lambda: self._hand_over(outcome)]
            case (
                SeenCardsPlayed()
                | SeenCardDrawn()
                | SeenStockSetAside()
                | HandLookedAt()
                | BlindBet()
                | Passed()
                | LeadTaken()
                | SessionOver()
            ):
                return changes
            case _:
                assert_never(event)

    # ------------------------------------------------------------------ steps

    def _show_step(self, step: ModelStep) -> Wait:
        return self._show(step())

    def _show(self, change: Change) -> Wait:
        """Animate one model change; returns what the queue waits for."""
        model = self.model
        own = model.hands[self.watched]
        match change.kind:
            case "new_deal":
                self._lay_out(model)
                self.mark_dealer(model.dealer)
                self._show_points()
                self.sound.cue("shuffle")  # heard, not seen: under the first cards of the deal
                return GO_ON
            case "dealt":
                self.sound.cue("deal")
                duration = timing.ms(timing.DEAL_MS)
                (hand,) = [p for p in change.piles if p.kind == "hand"]
                self._update_stock_label()  # the card has left the stock
                self._place(hand, duration, change.moved, min(duration, 120))
                self.hand.make_draggable()
                # Cards overlap in flight: the next leaves before this one lands.
                return Pause(duration // 3)
            case "sorted":
                for hand in model.hands:
                    self._place(hand, timing.ms(timing.ARRANGE_HAND_MS))
                return AT_REST
            case "looked" | "declared":
                self.hand.make_draggable()
                for pile in change.piles:
                    self._place(pile, timing.ms(timing.FLIP_MS))
                return AT_REST
            case "played":
                for slot in change.moved:
                    self.items_[slot.id].set_chosen(False)
                    self.items_[slot.id].draggable = False
                self.sound.cue("play_down" if model.trick.plays[-1].down else "play")
                self._place(model.trick, timing.ms(timing.PLAY_MS))
                self._ring_winning()
                for pile in change.piles:
                    if pile is not model.trick:
                        self._place(pile, timing.ms(timing.ARRANGE_HAND_MS))
                if own in change.piles:
                    self.hand.show_focus()
                    self.selection_changed.emit(self.hand.chosen())
                return AT_REST
            case "trick_won":
                self.sound.cue("trick")
                (pile,) = [p for p in change.piles if p.kind == "won"]
                for slot in change.moved:
                    self.items_[slot.id].set_winning(False)
                self._place(pile, timing.ms(timing.TAKE_TRICK_MS))
                self._show_points()
                return AT_REST
            case "drawn":
                self.sound.cue("draw")
                duration = timing.ms(timing.DEAL_MS)
                self._update_stock_label()  # the card has left the stock
                for pile in change.piles:
                    self._place(pile, duration if pile.kind == "hand" else 0)
                self.hand.make_draggable()
                # The next card leaves halfway through this one's flight.
                return Pause(duration // 2)
            case "set_aside":
                for pile in change.piles:
                    self._place(pile, timing.ms(timing.PLAY_MS))
                self._update_stock_label()
                return AT_REST
            case "claimed":
                for pile in change.piles:
                    self._place(pile, timing.ms(timing.PLAY_MS))
                return AT_REST
            case "chips":
                self._show_chips()
                return GO_ON
            case _:
                assert_never(change.kind)

    def _show_chips(self) -> None:
        """The plates and the pot count the chips the model holds: chips change them here
        only, as they land."""
        for plate, bankroll in zip(self.plates, self.model.bankrolls, strict=True):
            plate.bankroll = bankroll
            plate.update()
        self.middle.pot.set_count(self.model.pot)

    def _ring_winning(self) -> None:
        """Ring the play that takes the trick as it stands; the others lose their ring."""
        winning = self.model.trick.winning()
        for slot in self.model.trick.slots:
            self.items_[slot.id].set_winning(slot in winning)

    @property
    def cards_shown(self) -> bool:
        """Whether any card is on the table: the cut for the first dealer, or a deal."""
        return bool(self.items_ or self.cut.cards)

    def mark_dealer(self, dealer: int) -> None:
        for seat, plate in enumerate(self.plates):
            plate.set_dealer(seat == dealer)

    def _declared(self, event: Declared) -> Wait:
        self.sound.cue("bura" if event.declaration == "bura" else "declare")
        name = declaration_name(event.declaration)  # lower case, as in the middle of a sentence
        self._call_out(event.seat, fill(self.tr("%1!"), name[:1].upper() + name[1:]))
        if event.declaration == "bura":
            self.calls.flourish(event.seat)
        return Pause(timing.ms(SHOWN_PAUSE_MS))

    def _withdraw_calls(self) -> Wait:
        self.calls.withdraw()
        return GO_ON

    def _call_out(self, seat: int, words: str) -> None:
        self.calls.call_out(seat, words, self.layout_.seat(seat).plate)

    def toast(self, words: str) -> None:
        """``words`` on the felt for a moment: what a key just did (M: "Sound off")."""
        self.calls.toast(words, self.layout_.banner)

    def _claimed(self, event: Claimed) -> Wait:
        self._call_out(event.seat, self.tr("31!"))
        self.sound.cue("claim" if event.correct else "false_claim")
        if event.correct:
            self.calls.flourish(event.seat)
        self._show_points()
        return Pause(timing.ms(SHOWN_PAUSE_MS))

    def _hand_over(self, outcome: object) -> Wait:
        self.outcome = outcome
        won = self.watched in getattr(outcome, "winners", ())  # a split pot counts as won
        self.sound.cue("won" if won else "lost")
        return GO_ON

    def _settle(self, view: SeatView) -> Wait:
        """Make the plates and pot agree with the view, and check the cards against it: the
        truth after the batch."""
        for seat, plate in enumerate(self.plates):
            # The dealer tag stays with the hand on the table: a finished hand's view already
            # names the next dealer, who is marked when the next hand is dealt. The chips
            # are the model's, held to the view below with the cards.
            bankroll = self.model.bankrolls[seat]
            plate.set_state(bankroll, view.scores[seat], view.to_act == seat)
        if self.outcome is not None and view.outcome is not None:
            # The view's outcome names the deal's seed, told once the hand is over: the end
            # of hand panel offers it, so anyone can deal the hand again.
            self.outcome = view.outcome
        problems = self.model.differences(view)
        if problems:
            if STRICT:
                raise AssertionError(f"the table model is not the view: {problems}")
            log.warning("The table did not match the view, laid out again: %s", problems)
            self._lay_out(TableModel.from_view(view))
        self._update_stock_label()
        return GO_ON

    # ------------------------------------------------------------------ the cards

    def item(self, card: Card) -> CardItem | None:
        """The item showing ``card``, if the watched seat may see it on the table."""
        slot = next((s for s in self.model.slots() if s.card == card), None)
        return None if slot is None else self.items_[slot.id]

    def return_to_hand(self) -> None:
        """Put own cards back in the fan, e.g. after a drag that did not make a play."""
        self._place(self.model.hands[self.watched], timing.ms(timing.ARRANGE_HAND_MS))

    # ------------------------------------------------------------------ painting

    def drawBackground(self, painter: QPainter, rect: QRectF | QRect) -> None:
        area = self.sceneRect()
        device = painter.device()
        dpr = device.devicePixelRatioF() if device is not None else 1.0
        # The room round the table a deep shade of its cloth: the window is all table, not a
        # table pasted on the system's grey page.
        surround = room_colour(self.felt)
        table = self._cloth.pixmap(area.size().toSize(), self.felt, surround, dpr)
        source = QRectF(rect).translated(-area.topLeft())
        painter.drawPixmap(QRectF(rect), table, QRectF(source.topLeft() * dpr, source.size() * dpr))
