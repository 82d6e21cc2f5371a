"""The events as one seat saw them (docs/RULES.md 6, docs/DESIGN.md "Data flow of one move").

``Game.apply`` returns the whole truth. ``project(events, seat)`` turns it into what ``seat``
may know: another seat's hidden card has no identity, a face-down card stays anonymous to all
but its owner until a claim exposes the pile, and a trick's points are the points that seat saw.
Events that hide nothing pass through unchanged; the others become the ``Seen*`` events below.

``SeenTable`` folds one seat's projected events into the table that seat sees; folded from the
start of a session it agrees with ``Game.view(seat)`` on every field the events determine
(``SeenTable.differences``), which a property test checks after every action.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from typing import assert_never

from bura_desktop.core.cards import Card, Suit
from bura_desktop.core.events import (
    BlindBet,
    CardDrawn,
    CardsPlayed,
    ChipsMoved,
    Claimed,
    DealerCut,
    Declared,
    Event,
    HandDealt,
    HandLookedAt,
    HandOver,
    LeadTaken,
    Passed,
    SessionOver,
    StockSetAside,
    TrickWon,
)
from bura_desktop.core.game import Outcome
from bura_desktop.core.rules import Rules
from bura_desktop.core.view import SeatView, SeenPlay, SeenTrick


@dataclass(frozen=True)
class SeenDeal:
    """A deal: this seat's own hand and how many cards everyone holds (no seed: it would
    give away the pack)."""

    hand_no: int
    dealer: int
    hand: tuple[Card, ...]  # empty while this seat is asked to bet blind, unseen
    hand_sizes: tuple[int, ...]
    indicator: Card
    blind: int | None  # the seat asked to bet blind before it looks at its hand


@dataclass(frozen=True)
class SeenCardsPlayed:
    """A play: ``cards`` is empty for another seat's face-down play (``count`` cards)."""

    seat: int
    cards: tuple[Card, ...]
    count: int
    down: bool
    best: bool
    lead: bool


@dataclass(frozen=True)
class SeenTrickWon:
    """``seat`` took the trick: the cards this seat saw, how many it did not (other seats'
    face-down cards), and the points of the cards it saw."""

    seat: int
    cards: tuple[Card, ...]
    unseen: int
    points: int


@dataclass(frozen=True)
class SeenCardDrawn:
    """``card`` is None when another seat draws, unless it is the indicator (seen by all)."""

    seat: int
    card: Card | None
    indicator: bool


@dataclass(frozen=True)
class SeenStockSetAside:
    count: int


SeenEvent = (
    DealerCut
    | SeenDeal
    | ChipsMoved
    | BlindBet
    | HandLookedAt
    | Declared
    | Passed
    | LeadTaken
    | SeenCardsPlayed
    | SeenTrickWon
    | SeenCardDrawn
    | SeenStockSetAside
    | Claimed
    | HandOver
    | SessionOver
)


def project(events: Iterable[Event], seat: int) -> list[SeenEvent]:
    """``events`` (as ``Game.apply``, ``Game.next_hand`` or ``Game.opening_events`` return
    them) as ``seat`` saw them. Public events (the cut, chips, bets, declarations, which show
    the hand to everyone, claims, which expose the claimer's pile) pass through unchanged."""
    seen: list[SeenEvent] = []
    for event in events:
        match event:
            case HandDealt():
                own = event.hands[seat]
                seen.append(
                    SeenDeal(
                        event.hand_no,
                        event.dealer,
                        () if event.blind == seat else own,
                        tuple(len(hand) for hand in event.hands),
                        event.indicator,
                        event.blind,
                    )
                )
            case HandLookedAt():
                seen.append(event if event.seat == seat else HandLookedAt(event.seat, ()))
            case CardsPlayed():
                visible = not event.down or event.seat == seat
                seen.append(
                    SeenCardsPlayed(
                        event.seat,
                        event.cards if visible else (),
                        len(event.cards),
                        event.down,
                        event.best,
                        event.lead,
                    )
                )
            case TrickWon():
                hidden = {c for owner, cards in event.down if owner != seat for c in cards}
                cards = tuple(c for c in event.cards if c not in hidden)
                seen.append(
                    SeenTrickWon(event.seat, cards, len(hidden), sum(c.points for c in cards))
                )
            case CardDrawn():
                visible = event.indicator or event.seat == seat
                seen.append(
                    SeenCardDrawn(event.seat, event.card if visible else None, event.indicator)
                )
            case StockSetAside():
                seen.append(SeenStockSetAside(len(event.cards)))
            case HandOver():  # the seed would give away the pack
                seen.append(HandOver(event.outcome._replace(seed=None)))
            case (
                DealerCut()
                | ChipsMoved()
                | BlindBet()
                | Declared()
                | Passed()
                | LeadTaken()
                | Claimed()
                | SessionOver()
            ):
                seen.append(event)
            case _:
                assert_never(event)
    return seen


# Events of a seat acting: after a won trick, one of them means the next trick has started.
_ACTS = (BlindBet, Declared, Passed, SeenCardsPlayed, Claimed)

# The SeatView fields a SeenTable folds from events. The others come with the view: ``phase``,
# ``to_act``, ``leader`` and the legal actions are the engine's judgement of what comes next,
# and ``rules`` is the table's. ``outcome`` is compared without the deal's seed. Once the hand
# is over the view's ``dealer`` is already the next hand's (the next SeenDeal names it), so the
# dealer is compared while a hand is on.
FOLDED_FIELDS = (
    "seat",
    "hand_no",
    "dealer",
    "trump",
    "indicator",
    "indicator_drawn",
    "hand",
    "hand_sizes",
    "known_cards",
    "stock_count",
    "set_aside_count",
    "trick",
    "tricks",
    "pile_sizes",
    "pot",
    "bankrolls",
    "scores",
    "blind_seat",
    "declared",
    "hand_over",
    "session_over",
    "outcome",
)


class SeenTable:
    """The table one seat sees, folded from its projected events (``fold``).

    Start it with the session's rules and fold every projected event from the session's
    ``opening_events`` on: chips and scores carry over from hand to hand, everything else
    starts again at each deal. Besides the ``SeatView`` fields (``FOLDED_FIELDS``) it keeps
    what the seat saw of each won pile: ``pile_cards`` (a claimed pile is seen whole),
    ``pile_unseen`` and ``pile_points`` (the points the seat saw, for the points assist and
    the end-of-hand panel: ``Outcome.points`` is the true count, face-down cards included).
    ``phase``, ``to_act``, ``leader`` and the legal actions are not folded: they come with
    the view (see ``FOLDED_FIELDS``).
    """

    def __init__(self, rules: Rules, seat: int) -> None:
        n = rules.players
        self.rules = rules
        self.seat = seat
        self.hand_no = 0
        self.dealer = 0
        self.pot = 0
        self.bankrolls = [rules.bankroll if rules.plays_for_chips else 0] * n
        self.scores = [0] * n
        self.session_over = False
        self._new_hand(None)

    @classmethod
    def from_view(cls, view: SeatView) -> SeenTable:
        """The table as ``view`` shows it, to go on folding from a session that was not
        watched from its start (a loaded save). What a claim exposed is not in a view: a
        table made after a claim knows only what the tricks showed of that pile."""
        table = cls(view.rules, view.seat)
        table.hand_no, table.dealer, table.pot = view.hand_no, view.dealer, view.pot
        table.bankrolls, table.scores = list(view.bankrolls), list(view.scores)
        table.session_over = view.session_over
        table.indicator, table.indicator_drawn = view.indicator, view.indicator_drawn
        table.own, table.sizes = set(view.hand), list(view.hand_sizes)
        table.known = [set(cards) for cards in view.known_cards]
        table.stock_count, table.set_aside_count = view.stock_count, view.set_aside_count
        table.plays, table.finished = list(view.trick), list(view.tricks)
        for trick in view.tricks:
            for play in trick.plays:
                table.pile_cards[trick.winner] |= set(play.cards)
                table.pile_unseen[trick.winner] += 0 if play.cards else play.count
        table.pile_points = [sum(card.points for card in pile) for pile in table.pile_cards]
        table.blind_seat, table.declarations = view.blind_seat, list(view.declared)
        table.hand_over = view.hand_over
        outcome = view.outcome
        table.outcome = None if outcome is None else outcome._replace(seed=None)
        return table

    def _new_hand(self, deal: SeenDeal | None) -> None:
        n = self.rules.players
        self.indicator: Card | None = deal.indicator if deal else None
        self.indicator_drawn = False
        self.own: set[Card] = set(deal.hand) if deal else set()
        self.sizes = list(deal.hand_sizes) if deal else [0] * n
        self.known: list[set[Card]] = [set() for _ in range(n)]
        dealt = sum(self.sizes)
        self.stock_count = self.rules.deck - dealt if deal else 0
        self.set_aside_count = 0
        self.plays: list[SeenPlay] = []
        self.finished: list[SeenTrick] = []
        self.pile_cards: list[set[Card]] = [set() for _ in range(n)]
        self.pile_unseen = [0] * n
        self.pile_points = [0] * n
        self.blind_seat: int | None = None
        self.declarations: list[tuple[int, str]] = []
        self._after_trick = False  # a trick was won in this batch
        self.hand_over = False
        self.outcome: Outcome | None = None

    def fold(self, events: Iterable[SeenEvent]) -> SeenTable:
        """Apply projected events in order; returns self. Fold whole batches (what
        ``apply``, ``next_hand`` or the opening returned, one or several in a row): a batch
        ends where someone must act, which after a won trick is the next trick start."""
        for event in events:
            if self._after_trick and isinstance(event, _ACTS):
                self._trick_started(over=False)
            self._fold(event)
        if self._after_trick:
            self._trick_started(over=self.hand_over)
        return self

    def _trick_started(self, over: bool) -> None:
        """After a won trick (and the draws) the next trick start forgets the declarations,
        unless the hand ended with the trick or nobody has cards left to play (the last
        chance to claim)."""
        self._after_trick = False
        if not over and any(self.sizes):
            self.declarations = []

    def _fold(self, event: SeenEvent) -> None:
        match event:
            case DealerCut():
                self.dealer = event.dealer
            case SeenDeal():
                self.hand_no, self.dealer = event.hand_no, event.dealer
                self._new_hand(event)
            case ChipsMoved():
                if event.source is None:
                    self.pot -= event.amount
                else:
                    self.bankrolls[event.source] -= event.amount
                if event.target is None:
                    self.pot += event.amount
                else:
                    self.bankrolls[event.target] += event.amount
            case BlindBet():
                self.blind_seat = event.seat
            case HandLookedAt():
                if event.seat == self.seat:
                    self.own = set(event.hand)
            case Declared():
                self.declarations.append((event.seat, event.declaration))
                self.known[event.seat] = set(event.hand)
            case SeenCardsPlayed():
                seat = event.seat
                self.sizes[seat] -= event.count
                if seat == self.seat:
                    self.own -= set(event.cards)
                if event.down:  # which known card went down is not known
                    self.known[seat] = set()
                else:
                    self.known[seat] -= set(event.cards)
                self.plays.append(SeenPlay(seat, event.cards, event.count, event.down))
            case SeenTrickWon():
                plays = tuple(self.plays)
                self.finished.append(SeenTrick(plays[0].seat, plays, event.seat))
                self.plays = []
                self.pile_cards[event.seat] |= set(event.cards)
                self.pile_unseen[event.seat] += event.unseen
                self.pile_points[event.seat] += event.points
                self._after_trick = True
            case SeenCardDrawn():
                self.stock_count -= 1
                self.sizes[event.seat] += 1
                if event.seat == self.seat and event.card is not None:
                    self.own.add(event.card)
                if event.indicator and event.card is not None:
                    self.indicator_drawn = True
                    self.known[event.seat].add(event.card)
            case SeenStockSetAside():
                self.set_aside_count += event.count
                self.stock_count = 0
                self.indicator_drawn = True  # the indicator went with the stock
            case Claimed():
                self.pile_cards[event.seat] |= set(event.pile)
                self.pile_unseen[event.seat] = 0
                self.pile_points[event.seat] = event.points
            case HandOver():
                self.hand_over = True
                self.outcome = event.outcome
                if isinstance(event.outcome, Outcome):
                    if self.rules.standing == "hands_won":
                        for seat in event.outcome.winners:
                            self.scores[seat] += 1
                    elif self.rules.standing == "penalty_points":
                        for seat, points in enumerate(event.outcome.penalty):
                            self.scores[seat] += points
            case SessionOver():
                self.session_over = True
            case Passed() | LeadTaken():
                pass
            case _:
                assert_never(event)

    # The SeatView fields, under their names there.

    @property
    def trump(self) -> Suit | None:
        return None if self.indicator is None else self.indicator.suit

    @property
    def hand(self) -> tuple[Card, ...]:
        return tuple(sorted(self.own))

    @property
    def hand_sizes(self) -> tuple[int, ...]:
        return tuple(self.sizes)

    @property
    def known_cards(self) -> tuple[tuple[Card, ...], ...]:
        return tuple(tuple(sorted(cards)) for cards in self.known)

    @property
    def trick(self) -> tuple[SeenPlay, ...]:
        return tuple(self.plays)

    @property
    def tricks(self) -> tuple[SeenTrick, ...]:
        return tuple(self.finished)

    @property
    def pile_sizes(self) -> tuple[int, ...]:
        piles = zip(self.pile_cards, self.pile_unseen, strict=True)
        return tuple(len(seen) + unseen for seen, unseen in piles)

    @property
    def declared(self) -> tuple[tuple[int, str], ...]:
        return tuple(self.declarations)

    def differences(self, view: SeatView) -> list[str]:
        """The ``FOLDED_FIELDS`` on which this table and ``view`` disagree (none, if the
        events and the view tell the same story)."""
        found = []
        for name in FOLDED_FIELDS:
            mine, theirs = getattr(self, name), getattr(view, name)
            if name == "dealer" and view.hand_over:
                continue
            if name == "outcome" and isinstance(theirs, Outcome):
                theirs = theirs._replace(seed=None)
            if name in ("bankrolls", "scores"):
                mine = tuple(mine)
            if mine != theirs:
                found.append(f"{name}: folded {mine!r}, view {theirs!r}")
        return found
