"""The table as the watched seat sees it: piles of card slots, folded from projected events.

No Qt here: the model is what the table scene draws, and tests fold it without a window.
A slot is one physical card on the table. Its ``card`` is None while the watched seat may not
name it (another seat's hidden card, the stock, a face-down play), so nothing drawn from the
model can show more than ``core.project`` told the seat.

An event changes the model in steps (``steps``): the deal moves one card at a time, so the
scene can animate each step and show the stock count as the cards leave it. ``fold`` runs all
of an event's steps; ``differences`` compares the model with the seat's ``SeatView``, which the
table does after every batch.
"""

from __future__ import annotations

import itertools
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from functools import partial
from typing import Literal, assert_never

from bura_desktop.core.beating import beats
from bura_desktop.core.cards import Card, Suit
from bura_desktop.core.dealing import deal_order
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
from bura_desktop.core.rules import Rules
from bura_desktop.core.view import SeatView, SeenPlay


@dataclass(eq=False)
class Slot:
    """One card on the table: ``id`` stays the same wherever it goes during a hand."""

    id: int
    card: Card | None = None  # None: a back the watched seat cannot name
    face_up: bool = False


# The table's piles, each with its own look (``ui.piles``).
PileKind = Literal["stock", "indicator", "hand", "won", "aside", "shown", "trick"]
# What a model change did: the scene picks the motion and the sound by it.
ChangeKind = Literal[
    "new_deal",
    "dealt",
    "sorted",
    "looked",
    "declared",
    "played",
    "trick_won",
    "drawn",
    "set_aside",
    "claimed",
    "chips",
]


@dataclass(eq=False)
class Pile:
    """Cards lying together: the stock, the indicator, a hand, a won pile, the set-aside
    stock, a claimed pile shown face up. ``seat`` is the owner, -1 for the table's own."""

    kind: PileKind
    seat: int = -1
    slots: list[Slot] = field(default_factory=list)

    def cards(self) -> list[Card]:
        return [s.card for s in self.slots if s.card is not None]


@dataclass(eq=False)
class Play:
    """One seat's cards in the trick, in the order they were played."""

    seat: int
    slots: list[Slot]
    down: bool


@dataclass(eq=False)
class Trick:
    """The trick in the middle: each play in front of the seat that made it."""

    kind: PileKind = "trick"
    plays: list[Play] = field(default_factory=list)
    best: int | None = None  # the play that takes the trick as it stands

    def winning(self) -> list[Slot]:
        return [] if self.best is None else self.plays[self.best].slots

    @property
    def slots(self) -> list[Slot]:
        return [slot for play in self.plays for slot in play.slots]


@dataclass(frozen=True)
class Change:
    """One step of an event, already applied to the model: ``kind`` says what happened (the
    scene picks the motion and the sound by it), ``moved`` are the slots that went somewhere
    or turned over, ``piles`` every pile whose cards now lie differently."""

    kind: ChangeKind
    moved: tuple[Slot, ...] = ()
    piles: tuple[Pile | Trick, ...] = ()


Step = Callable[[], Change]


def hand_order(card: Card, trump: Suit | None) -> tuple[bool, int, int]:
    """The own hand by suit, highest first, trumps last: where a player looks for a card."""
    return (card.suit == trump, card.suit, -card.rank)


class TableModel:
    """The watched seat's table: ``stock``, ``indicator``, ``hands``, ``trick``, ``won``,
    ``aside`` and ``shown`` (a claimed pile face up). Start a hand with a ``SeenDeal`` (or
    ``from_view`` for a resumed one) and fold the seat's projected events in order."""

    def __init__(self, rules: Rules, seat: int) -> None:
        self.rules = rules
        self.seat = seat
        self.players = rules.players
        self._ids = itertools.count()
        self.hand_no = 0
        self.dealer = 0
        # The watched seat's own hand lies face down while it decides on a blind bet.
        self.unlooked = False
        # The card that named the trumps: still the trump once it has left the table.
        self.trump_indicator: Card | None = None
        # The own hand by suit, trumps last (a setting); else as dealt and drawn.
        self.sort_own = True
        # The chips in front of each seat and in the pot: they outlast a hand (a pot may be
        # carried over), so a new deal leaves them be.
        self.bankrolls = [rules.bankroll if rules.plays_for_chips else 0] * rules.players
        self.pot = 0
        self._clear()

    def _clear(self) -> None:
        n = self.players
        self.stock = Pile("stock")
        self.indicator = Pile("indicator")
        self.hands = [Pile("hand", seat) for seat in range(n)]
        self.trick = Trick()
        self.won = [Pile("won", seat) for seat in range(n)]
        self.aside = Pile("aside")
        self.shown = Pile("shown")

    def _card_order(self, card: Card) -> tuple[bool, int, int]:
        trump = None if self.trump_indicator is None else self.trump_indicator.suit
        return hand_order(card, trump)

    def _slot_order(self, slot: Slot) -> tuple[bool, int, int]:
        return (True, 9, 0) if slot.card is None else self._card_order(slot.card)

    def _slot(self, card: Card | None = None, face_up: bool = False) -> Slot:
        return Slot(next(self._ids), card, face_up)

    @property
    def piles(self) -> list[Pile | Trick]:
        return [
            self.stock,
            self.indicator,
            *self.hands,
            self.trick,
            *self.won,
            self.aside,
            self.shown,
        ]

    def slots(self) -> Iterable[Slot]:
        for pile in self.piles:
            yield from pile.slots

    def pile_points(self, seat: int) -> int:
        """The card points the watched seat saw go into ``seat``'s pile (a claimed pile is
        seen whole): what the points assist and the hand's end show."""
        return sum(slot.card.points for slot in self._pile(seat) if slot.card is not None)

    def pile_unseen(self, seat: int) -> int:
        """How many cards of ``seat``'s pile the watched seat could not name: other seats'
        face-down plays, until a claim shows the pile."""
        return sum(1 for slot in self._pile(seat) if slot.card is None)

    def _pile(self, seat: int) -> list[Slot]:
        shown = self.shown.slots if self.shown.seat == seat else []
        return [*self.won[seat].slots, *shown]

    def own_cards(self) -> list[Card]:
        """The own hand as its holder sees it, in the order it lies: none while unlooked."""
        return [] if self.unlooked else self.hands[self.seat].cards()

    # ------------------------------------------------------------------ events

    def steps(self, event: SeenEvent) -> list[Step]:
        """``event``'s changes, each applied when its step is called. Events that move neither
        cards nor chips (bets, passes, the hand's end) have none."""
        match event:
            case SeenDeal():
                steps: list[Step] = [lambda: self._new_deal(event)]
                steps += [
                    partial(self._deal_one, seat, card) for seat, card in self._deal_sequence(event)
                ]
                return [*steps, self.sort_own_hand]
            case HandLookedAt(seat=seat, hand=hand) if seat == self.seat:
                return [lambda: self._looked(hand)]
            case Declared():
                return [lambda: self._declared(event)]
            case SeenCardsPlayed():
                return [lambda: self._played(event)]
            case SeenTrickWon():
                return [lambda: self._trick_won(event)]
            case SeenCardDrawn():
                return [lambda: self._drawn(event)]
            case SeenStockSetAside():
                return [self._set_aside]
            case Claimed():
                return [lambda: self._claimed(event)]
            case ChipsMoved():
                return [lambda: self._chips(event)]
            case (
                HandLookedAt()  # another seat's look at its hand shows no card
                | DealerCut()
                | BlindBet()
                | Passed()
                | LeadTaken()
                | HandOver()
                | SessionOver()
            ):
                return []
            case _:
                assert_never(event)

    def fold(self, events: Iterable[SeenEvent]) -> TableModel:
        for event in events:
            for step in self.steps(event):
                step()
        return self

    def _deal_sequence(self, deal: SeenDeal) -> list[tuple[int, Card | None]]:
        """Each dealt card's seat in the order of the deal (from the dealer's left, one at a
        time or a packet each), with the card when it is the watched seat's to see."""
        packets = self.rules.deal == "packets"
        sequence = deal_order(deal.dealer, self.players, deal.hand_sizes[0], packets)
        own = deal.hand
        return [(seat, own[i] if seat == self.seat and own else None) for seat, i in sequence]

    def _new_deal(self, deal: SeenDeal) -> Change:
        self.hand_no, self.dealer = deal.hand_no, deal.dealer
        self.unlooked = deal.blind == self.seat
        self.trump_indicator = deal.indicator
        self._clear()
        # Every card starts in the stock; the indicator lies face up under it.
        self.stock.slots = [self._slot() for _ in range(self.rules.deck - 1)]
        self.indicator.slots = [self._slot(deal.indicator, face_up=True)]
        return Change("new_deal", piles=(self.stock, self.indicator))

    def _deal_one(self, seat: int, card: Card | None) -> Change:
        slot = self.stock.slots.pop()
        slot.card, slot.face_up = card, card is not None and not self.unlooked
        self.hands[seat].slots.append(slot)
        return Change("dealt", (slot,), (self.stock, self.hands[seat]))

    def sort_own_hand(self) -> Change:
        hand = self.hands[self.seat]
        if self.sort_own and not self.unlooked:
            hand.slots.sort(key=self._slot_order)
        return Change("sorted", piles=tuple(self.hands))

    def _looked(self, cards: tuple[Card, ...]) -> Change:
        """The own hand turns face up once its blind decision is made."""
        self.unlooked = False
        hand = self.hands[self.seat]
        for slot, card in zip(hand.slots, sorted(cards, key=self._card_order), strict=True):
            slot.card, slot.face_up = card, True
        return Change("looked", tuple(hand.slots), (hand,))

    def _declared(self, event: Declared) -> Change:
        """A declared hand is shown to everyone: it lies face up in front of its seat."""
        hand = self.hands[event.seat]
        turned = self._name(hand.slots, event.hand)
        for slot in turned:
            slot.face_up = True
        return Change("declared", tuple(turned), (hand,))

    @staticmethod
    def _name(slots: list[Slot], cards: Iterable[Card]) -> list[Slot]:
        """The slots that hold ``cards``: those already known to, then backs given them."""
        cards = list(cards)
        named = {slot.card: slot for slot in slots if slot.card is not None}
        backs = [slot for slot in slots if slot.card is None]
        found = []
        for card in cards:
            slot = named.pop(card, None)
            if slot is None:
                slot = backs.pop()
                slot.card = card
            found.append(slot)
        return found

    def _played(self, event: SeenCardsPlayed) -> Change:
        hand = self.hands[event.seat]
        own = event.seat == self.seat
        if event.cards:
            played = self._name(hand.slots, event.cards)
        else:
            # Another seat's face-down play: which of its cards went is not seen, so none of
            # its hand can be named any longer.
            backs = [slot for slot in hand.slots if slot.card is None]
            played = (backs + [slot for slot in hand.slots if slot.card is not None])[
                -event.count :
            ]
            for slot in hand.slots:
                slot.card, slot.face_up = None, False
        for slot in played:
            hand.slots.remove(slot)
            # The owner sees its own face-down cards; the others see backs.
            slot.face_up = not event.down or own
        self.trick.plays.append(Play(event.seat, played, event.down))
        if event.best:
            self.trick.best = len(self.trick.plays) - 1
        return Change("played", tuple(played), (hand, self.trick))

    def _trick_won(self, event: SeenTrickWon) -> Change:
        taken = self.trick.slots
        pile = self.won[event.seat]
        for slot in taken:
            slot.face_up = False
        pile.slots.extend(taken)
        self.trick.plays, self.trick.best = [], None
        return Change("trick_won", tuple(taken), (self.trick, pile))

    def _drawn(self, event: SeenCardDrawn) -> Change:
        source = self.indicator if event.indicator else self.stock
        slot = source.slots.pop()
        hand = self.hands[event.seat]
        # The indicator is drawn face up: everyone knows where it went.
        slot.card = event.card
        slot.face_up = event.card is not None and not (event.seat == self.seat and self.unlooked)
        hand.slots.append(slot)
        if event.seat == self.seat and self.sort_own and not self.unlooked:
            hand.slots.sort(key=self._slot_order)
        return Change("drawn", (slot,), (source, hand))

    def _set_aside(self) -> Change:
        moved = self.stock.slots + self.indicator.slots
        for slot in moved:  # face down, out of play: the indicator is not told apart either
            slot.card, slot.face_up = None, False
        self.aside.slots.extend(moved)
        self.stock.slots, self.indicator.slots = [], []
        return Change("set_aside", tuple(moved), (self.stock, self.indicator, self.aside))

    def _claimed(self, event: Claimed) -> Change:
        """The claimer's pile is counted in front of everyone: every card of it is named."""
        pile = self.won[event.seat]
        shown = self._name(pile.slots, event.pile)
        for slot in shown:
            slot.face_up = True
        pile.slots = []
        self.shown = Pile("shown", event.seat, shown)
        return Change("claimed", tuple(shown), (pile, self.shown))

    def _chips(self, event: ChipsMoved) -> Change:
        if event.source is None:
            self.pot -= event.amount
        else:
            self.bankrolls[event.source] -= event.amount
        if event.target is None:
            self.pot += event.amount
        else:
            self.bankrolls[event.target] += event.amount
        return Change("chips")

    # ------------------------------------------------------------------ the view

    @classmethod
    def from_view(cls, view: SeatView) -> TableModel:
        """The table as ``view`` shows it, to go on from a hand not watched from its deal."""
        model = cls(view.rules, view.seat)
        model.hand_no, model.dealer = view.hand_no, view.dealer
        model.bankrolls, model.pot = list(view.bankrolls), view.pot
        me = view.seat
        model.unlooked = not view.hand and view.hand_sizes[me] > 0
        model.trump_indicator = view.indicator
        on_table = not view.indicator_drawn
        model.indicator.slots = [model._slot(view.indicator, True)] if on_table else []
        model.stock.slots = [model._slot() for _ in range(view.stock_count - on_table)]
        model.aside.slots = [model._slot() for _ in range(view.set_aside_count)]
        own = sorted(view.hand, key=model._card_order)
        for seat, hand in enumerate(model.hands):
            known = own if seat == me else view.known_cards[seat]
            hand.slots = [model._slot(card, True) for card in known]
            hand.slots += [model._slot() for _ in range(view.hand_sizes[seat] - len(known))]
        model.trick.plays = [model._play(play) for play in view.trick]
        for i, play in enumerate(view.trick):
            best = model.trick.best
            target = () if best is None else view.trick[best].cards
            if (
                play.cards
                and not play.down
                and (not target or beats(play.cards, target, view.trump))
            ):
                model.trick.best = i
        for trick in view.tricks:
            for play in trick.plays:
                taken = model._play(play).slots
                for slot in taken:
                    slot.face_up = False
                model.won[trick.winner].slots += taken
        return model

    def _play(self, play: SeenPlay) -> Play:
        if play.cards:
            slots = [self._slot(card, True) for card in play.cards]
        else:
            slots = [self._slot() for _ in range(play.count)]
        return Play(play.seat, slots, play.down)

    def differences(self, view: SeatView) -> list[str]:
        """Where this model and ``view`` disagree: none, if the events told the seat the same
        story as the view."""
        me = self.seat
        found = []

        def compare(name: str, mine: object, theirs: object) -> None:
            if mine != theirs:
                found.append(f"{name}: model {mine!r}, view {theirs!r}")

        compare("hand_no", self.hand_no, view.hand_no)
        if not view.hand_over:  # a finished hand's view already names the next dealer
            compare("dealer", self.dealer, view.dealer)
        on_table = [] if view.indicator_drawn else [view.indicator]
        compare("indicator", self.indicator.cards(), on_table)
        stock = len(self.stock.slots) + len(self.indicator.slots)
        compare("stock_count", stock, view.stock_count)
        compare("set_aside_count", len(self.aside.slots), view.set_aside_count)
        compare("hand_sizes", tuple(len(h.slots) for h in self.hands), view.hand_sizes)
        compare("hand", sorted(self.own_cards()), sorted(view.hand))
        for seat, hand in enumerate(self.hands):
            if seat != me:
                shown = tuple(sorted(_named([s for s in hand.slots if s.face_up])))
                compare(f"known_cards[{seat}]", shown, view.known_cards[seat])
        plays = tuple(
            SeenPlay(play.seat, _named(play.slots), len(play.slots), play.down)
            for play in self.trick.plays
        )
        compare("trick", plays, view.trick)
        sizes = [len(pile.slots) for pile in self.won]
        if self.shown.slots:
            sizes[self.shown.seat] += len(self.shown.slots)
        compare("pile_sizes", tuple(sizes), view.pile_sizes)
        compare("bankrolls", tuple(self.bankrolls), view.bankrolls)
        compare("pot", self.pot, view.pot)
        return found


def _named(slots: list[Slot]) -> tuple[Card, ...]:
    """A play's cards as a ``SeenPlay`` gives them: all of them, or none if one is unseen."""
    cards = tuple(slot.card for slot in slots if slot.card is not None)
    return cards if len(cards) == len(slots) else ()
