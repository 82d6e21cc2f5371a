"""A session of Bura: hands, tricks, declarations, claims and scoring (docs/RULES.md sections 3-4).

The state is kept in small ints and bitmasks so that computer players can clone it and play
thousands of random continuations per move. ``legal_moves`` and ``play_move`` work on action ints
and make no event objects when asked not to; ``legal_actions`` and ``apply`` are the readable API
on top of them.
"""

from __future__ import annotations

import random
from collections.abc import Iterable
from operator import attrgetter, sub
from typing import Any, get_origin, get_type_hints

from bura_desktop.core.actions import (
    BLIND,
    CLAIM,
    DECLARATION_OF,
    DECLARE,
    DOWN,
    PASS,
    Action,
)
from bura_desktop.core.beating import BEATERS, beats_mask
from bura_desktop.core.cards import (
    BIT_OF,
    CARDS,
    FULL_MASK,
    SUIT_MASK,
    SUIT_OF,
    Card,
    Suit,
    cards_of,
    pack,
    pack_mask,
    parse_cards,
)
from bura_desktop.core.dealing import (
    cut_for_dealer,
    deal_order,
    seed_of_hand,
    shuffled_indices,
    shuffled_pack,
)
from bura_desktop.core.declarations import (
    RANK,
    Declaration,
    combinations,
    win_combinations,
    wins,
)
from bura_desktop.core.events import (
    BlindBet,
    CardDrawn,
    CardsPlayed,
    ChipReason,
    ChipsMoved,
    Claimed,
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
from bura_desktop.core.refusals import IllegalAction, Refusal
from bura_desktop.core.rules import PLAYED_OUT_SCORINGS, Rules
from bura_desktop.core.saved import read_save, save_text
from bura_desktop.core.scoring import (
    CLAIM_TARGET,
    Ending,
    Outcome,
    hand_penalties,
    session_ends,
)
from bura_desktop.core.state import (
    BLIND_PHASE,
    DECLARE_PHASE,
    FINAL_PHASE,
    OVER_PHASE,
    PHASES,
    PLAY_PHASE,
    FinishedTrick,
    GameState,
    Phase,
    Play,
)
from bura_desktop.core.tables import (
    COMBO_HINT,
    MASK_POINTS,
    answer_tables,
    lead_tables,
    orders,
    subsets,
)
from bura_desktop.core.turns import answering, asked_to_declare, next_leader, passed_on
from bura_desktop.core.view import SeatView, SeenPlay, SeenTrick

_SUITS = tuple(Suit)  # by index: quicker than ``Suit(index)``, which the search asks for often


# The fields of the state (``GameState``, their one declaration) that a Game shows under their
# own names; it keeps the others behind an underscore (``hands`` in ``_hands``).
_SHOWN = frozenset(
    {
        "seed",
        "hand_no",
        "hand_seed",
        "dealer",
        "pot",
        "blind_seat",
        "phase",
        "to_act",
        "leader",
        "outcome",
        "session_over",
    }
)
# The slot of each field of the state, in the record's order.
STATE_SLOTS = tuple(name if name in _SHOWN else f"_{name}" for name in GameState._fields)
_STATE_OF = attrgetter(*STATE_SLOTS)  # the values of them all in one call


class Game:
    """A whole session: a sequence of hands under one set of rules."""

    rules: Rules
    n: int
    opening_events: tuple[Event, ...]
    # The state: a slot for each field of ``GameState``, in the engine's form. The lists are
    # changed in place and copied by clones; the tuples are replaced, never changed, so clones
    # share them.
    seed: int
    hand_no: int
    hand_seed: int | None
    dealer: int
    pot: int
    _bankrolls: tuple[int, ...]
    _scores: tuple[int, ...]
    _penalties: tuple[int, ...]
    _ante_due: bool
    blind_seat: int | None
    _hands: list[int]
    _stock: list[int]
    _indicator: int
    _set_aside: int
    _piles: list[int]
    _down_by: list[int]
    _known: list[int]
    _points: list[int]
    phase: Phase
    to_act: int | None  # the seat to act, None once the hand is over
    leader: int
    _trick: tuple[Play, ...]
    _best: int
    _queue: tuple[int, ...]
    _declared: tuple[tuple[int, Declaration], ...]
    _last_winner: int
    _tricks: tuple[FinishedTrick, ...]
    _chips_at_start: tuple[int, ...]
    outcome: Outcome | None
    _hands_played: int
    session_over: bool
    # What follows from the state: the trump, and the cards and size of the trick's best play.
    _trump: int
    _best_mask: int
    _lead_count: int

    __slots__ = (
        # The seat table: what follows from the rules (``_seat_table``).
        "rules",
        "n",
        "_orders",
        "_after",
        "_turns",
        "_leads",
        "_answers",
        "_on_lead",
        "opening_events",
        *STATE_SLOTS,
        "_trump",
        "_best_mask",
        "_lead_count",
    )

    def __init__(
        self,
        rules: Rules | None = None,
        seed: int | None = None,
        deck: str | Iterable[str | int] | None = None,
        dealer: int | None = 0,
    ) -> None:
        rules = rules if rules is not None else Rules()
        if not isinstance(rules, Rules):
            raise ValueError(f"rules must be a Rules object, not {type(rules).__name__}")
        rules.validate()
        if dealer is not None and (
            not isinstance(dealer, int)
            or isinstance(dealer, bool)
            or not 0 <= dealer < rules.players
        ):
            raise ValueError(f"dealer={dealer!r} must be a seat from 0 to {rules.players - 1}")
        if seed is not None and (not isinstance(seed, int) or isinstance(seed, bool)):
            raise ValueError(f"seed={seed!r} must be a whole number")
        self._seat_table(rules)
        self.seed = seed if seed is not None else random.SystemRandom().getrandbits(63)
        events: list[Event] = []
        if dealer is None:  # drawn by lot
            cut = cut_for_dealer(self.seed, rules.players, rules.deck)
            events.append(cut)
            dealer = cut.dealer
        self.hand_no = 0
        self.dealer = dealer
        self.pot = 0
        self._bankrolls = (rules.bankroll if rules.plays_for_chips else 0,) * self.n
        self._scores = (0,) * self.n
        self._penalties = (0,) * self.n
        self._ante_due = True
        self.session_over = False
        # Hands settled in this session; their outcomes are not kept (the statistics keep
        # them), so a long session costs no more memory, and saves no larger, than a short one.
        self._hands_played = 0
        if deck is not None:
            self._deal([int(c) for c in self._stacked(deck)], None, events)
        else:
            self._deal_next(events)
        # What the start caused (the cut, the deal, antes): the table animates it.
        self.opening_events = tuple(events)

    @classmethod
    def restore(cls, rules: Rules, state: GameState) -> Game:
        """A game in ``state`` under ``rules``: how saves are loaded and sampled worlds made.

        The state is taken as it is; ``Game.from_json`` is the way that checks one.
        """
        game = cls.__new__(cls)
        game._seat_table(rules)
        game.opening_events = ()
        game._set_state(state)
        return game

    @classmethod
    def deal_on(
        cls,
        rules: Rules,
        hand_seed: int,
        *,
        hand_no: int,
        dealer: int,
        pot: int,
        bankrolls: tuple[int, ...],
        scores: tuple[int, ...],
        penalties: tuple[int, ...],
        ante_due: bool,
        events: list[Event],
    ) -> Game:
        """A hand dealt from ``hand_seed`` on a session's standing as it was before the deal
        (a recorded hand, played again); its events go to ``events``.

        The session's own seed is not known, so no later hand is dealt from it.
        """
        game = cls.__new__(cls)
        game._seat_table(rules)
        game.opening_events = ()
        game.seed = 0
        game.hand_no, game.dealer, game.pot = hand_no, dealer, pot
        game._bankrolls, game._scores, game._penalties = bankrolls, scores, penalties
        game._ante_due = ante_due
        game._hands_played = hand_no
        game.session_over = False
        game._deal(shuffled_indices(rules.deck, hand_seed), hand_seed, events)
        return game

    def _seat_table(self, rules: Rules) -> None:
        self.rules = rules
        self.n = rules.players
        self._orders = orders(self.n)
        self._after = tuple(order[1:] for order in self._orders)  # the others, in play order
        # The first to answer each seat's lead, and the seats after him.
        self._turns = tuple((after[0], after[1:]) for after in self._after)
        # Moves come from shared tables, the claim already at the end when claims are played.
        claim = (CLAIM,) if rules.claims else ()
        self._leads = lead_tables(rules.lead_sizes, () if rules.bura_timing == "on_lead" else claim)
        self._answers = answer_tables(claim) if rules.plain_answers else None
        self._on_lead = rules.bura_timing == "on_lead"  # Bura is shown on the lead, not declared

    # ------------------------------------------------------------------ queries

    @property
    def trump(self) -> Suit:
        return _SUITS[self._trump]

    @property
    def indicator(self) -> Card:
        return CARDS[self._indicator]

    @property
    def stock_count(self) -> int:
        """Cards left to draw, the indicator included."""
        return len(self._stock)

    @property
    def hand_over(self) -> bool:
        return self.phase == OVER_PHASE

    @property
    def trick(self) -> tuple[tuple[int, tuple[Card, ...], bool], ...]:
        """The plays of the trick in progress: (seat, cards, face down)."""
        return tuple((s, cards_of(m), d) for s, m, d in self._trick)

    @property
    def tricks_played(self) -> int:
        return len(self._tricks)

    def hand(self, seat: int) -> tuple[Card, ...]:
        return cards_of(self._hands[self._seat(seat)])

    def points(self, seat: int) -> int:
        """Card points in the seat's won-trick pile this hand."""
        try:  # players ask every move: the seat is checked only when the quick way fails
            if seat >= 0:
                return self._points[seat]
        except (TypeError, IndexError):
            pass
        return self._points[self._seat(seat)]

    def pile(self, seat: int) -> tuple[Card, ...]:
        return cards_of(self._piles[self._seat(seat)])

    def bankroll(self, seat: int) -> int:
        return self._bankrolls[self._seat(seat)]

    def score(self, seat: int) -> int:
        """Hands won in series scoring; penalty points in penalty scoring."""
        seat = self._seat(seat)
        return (
            self._penalties[seat] if self.rules.standing == "penalty_points" else self._scores[seat]
        )

    @property
    def set_aside(self) -> tuple[Card, ...]:
        return cards_of(self._set_aside)

    def order_from(self, seat: int) -> list[int]:
        """Every seat in play order, starting at ``seat``."""
        return list(self._orders[seat])

    def legal_actions(self) -> list[Action]:
        return [Action(m) for m in self.legal_moves()]

    def played_down(self) -> frozenset[int]:
        """The seats that have played cards face down in this hand (or the hand just over)."""
        return frozenset(seat for seat, cards in enumerate(self._down_by) if cards)

    def view(self, seat: int) -> SeatView:
        """Everything ``seat`` may know now, and nothing more."""
        seat = self._seat(seat)
        blind_pending = self.phase == BLIND_PHASE and self.to_act == seat
        return SeatView(
            seat=seat,
            rules=self.rules,
            hand_no=self.hand_no,
            dealer=self.dealer,
            phase=self.phase,
            to_act=self.to_act,
            leader=self.leader,
            trump=Suit(self._trump),
            indicator=CARDS[self._indicator],
            indicator_drawn=not self._stock or self._stock[0] != self._indicator,
            hand=() if blind_pending else cards_of(self._hands[seat]),
            hand_sizes=tuple(h.bit_count() for h in self._hands),
            known_cards=tuple(cards_of(k) for k in self._known),
            stock_count=len(self._stock),
            set_aside_count=self._set_aside.bit_count(),
            trick=tuple(_seen(seat, play) for play in self._trick),
            tricks=tuple(
                SeenTrick(leader, tuple(_seen(seat, play) for play in plays), winner)
                for leader, plays, winner in self._tricks
            ),
            pile_sizes=tuple(p.bit_count() for p in self._piles),
            pot=self.pot,
            bankrolls=self._bankrolls,
            scores=tuple(self.score(s) for s in range(self.n)),
            blind_seat=self.blind_seat,
            declared=self._declared,
            hand_over=self.hand_over,
            session_over=self.session_over,
            outcome=self.outcome,
            _legal=tuple(self.legal_actions()) if self.to_act == seat else (),
        )

    def _seat(self, seat: int) -> int:
        if not isinstance(seat, int) or not 0 <= seat < self.n:
            raise ValueError(f"no seat {seat!r}: seats are 0 to {self.n - 1}")
        return seat

    # ------------------------------------------------------------------ the engine's way

    # The state as the engine keeps it, for the search, which reads it at every move: cards as
    # indices and masks (``core.cards``), plays as ``Play`` tuples, nothing converted or copied.

    @property
    def trick_plays(self) -> tuple[Play, ...]:
        """The plays of the trick in progress, each (seat, cards, face down)."""
        return self._trick

    @property
    def finished_tricks(self) -> tuple[FinishedTrick, ...]:
        """The hand's finished tricks, each (leader, plays, winner)."""
        return self._tricks

    @property
    def hand_masks(self) -> tuple[int, ...]:
        """Every seat's hand as a mask, in seat order."""
        return tuple(self._hands)

    @property
    def best_seat(self) -> int:
        """The seat whose play takes the trick in progress so far."""
        return self._best

    @property
    def best_mask(self) -> int:
        """The cards of that play."""
        return self._best_mask

    def unseen_by(self, seat: int) -> int:
        """The cards of the pack ``seat`` has not seen: not its own, in no won pile, not set
        aside, not the face-up indicator (``core.playing`` keeps the same count as it plays)."""
        seen = self._hands[seat] | self._set_aside
        for pile in self._piles:
            seen |= pile
        if self._stock:
            seen |= 1 << self._indicator
        return pack_mask(self.rules.deck) & ~seen

    # ------------------------------------------------------------------ dealing

    def _stacked(self, deck: str | Iterable[str | int]) -> list[Card]:
        cards = list(parse_cards(deck))
        expected = set(pack(self.rules.deck))
        if len(cards) != len(expected) or set(cards) != expected:
            missing = sorted(expected - set(cards))
            extra = [c for c in cards if c not in expected]
            doubled = sorted({c for c in cards if cards.count(c) > 1})
            parts = []
            if missing:
                parts.append("missing " + " ".join(map(str, missing)))
            if extra:
                parts.append("not in this pack " + " ".join(map(str, extra)))
            if doubled:
                parts.append("twice " + " ".join(map(str, doubled)))
            raise ValueError(
                f"a stacked deck must hold the {len(expected)}-card pack once: " + "; ".join(parts)
            )
        return cards

    def _deal_next(self, events: list[Event] | None) -> None:
        hand_seed = seed_of_hand(self.seed, self.hand_no)
        self._deal(shuffled_indices(self.rules.deck, hand_seed), hand_seed, events)

    def _deal(self, cards: list[int], hand_seed: int | None, events: list[Event] | None) -> None:
        """Deal ``cards`` (indices, top of the pack first)."""
        rules, n = self.rules, self.n
        self.hand_seed = hand_seed
        hands = self._hands = [0] * n
        dealt = rules.hand_size * n
        packets = rules.deal == "packets"
        # The pack is longer than the deal: the rest is the stock.
        dealing = deal_order(self.dealer, n, rules.hand_size, packets)
        for card, (seat, _) in zip(cards, dealing, strict=False):
            hands[seat] |= 1 << card
        indicator = self._indicator = cards[dealt]
        self._trump = SUIT_OF[indicator]
        # The stock lies across the indicator: draw from the end, the indicator is drawn last.
        self._stock = [indicator, *cards[:dealt:-1]]
        self._set_aside = 0
        self._piles = [0] * n
        self._down_by = [0] * n
        self._points = [0] * n
        self._known = [0] * n
        self._trick = ()
        self._best = -1
        self._best_mask = 0
        self._lead_count = 0
        self._declared = ()
        self._queue = ()
        first = rules.first_leader(self.dealer)
        self._last_winner = first
        self._tricks = ()
        self._chips_at_start = self._bankrolls
        self.outcome = None
        self.blind_seat = None
        self.leader = first
        if events is not None:
            events.append(
                HandDealt(
                    self.hand_no,
                    self.dealer,
                    tuple(cards_of(h) for h in self._hands),
                    CARDS[self._indicator],
                    hand_seed,
                    first if rules.blind else None,
                )
            )
        if rules.plays_for_chips and self._ante_due:
            for seat in self._orders[(self.dealer + 1) % n]:  # from the dealer's left
                self._move_chips(seat, None, rules.stake, "ante", events)
        self._ante_due = False
        if rules.blind:
            self.phase = BLIND_PHASE
            self.to_act = first
        else:
            self._trick_start(events)

    # ------------------------------------------------------------------ legal moves

    def legal_moves(self) -> list[int]:
        """The legal actions as action ints (see ``Action``); empty when nobody is to act."""
        seat = self.to_act
        if seat is None:
            return []
        phase = self.phase
        if phase == PLAY_PHASE:
            hand = self._hands[seat]
            if self._trick:
                answers = self._answers
                if answers is not None:
                    return [*answers[self._lead_count][hand]]
                moves = answer_moves(
                    self.rules, self._trump, hand, self._lead_count, self._best_mask
                )
            else:
                moves = [*self._leads[self._max_lead()][hand]]
                if not self._on_lead:
                    return moves
                moves.extend(DECLARE[d] for d in win_combinations(self.rules, self._trump, hand))
            if self.rules.claims:
                moves.append(CLAIM)
            return moves
        rules = self.rules
        # A claim, when allowed, is always the last move: playouts rely on it.
        if phase == DECLARE_PHASE:
            moves = [DECLARE[d] for d in self._offers(seat)]
            moves.append(PASS)
            if rules.claims and self._win_floor() < 0:
                moves.append(CLAIM)
            return moves
        if phase == FINAL_PHASE:
            return [PASS, CLAIM]
        if phase == BLIND_PHASE:
            return [BLIND, PASS]
        return []

    def _max_lead(self) -> int:
        """The most cards a lead may have now: while the stock lasts every hand is full, so the
        hand's size; after it, no more than the smallest other hand holds (any, if none does)."""
        if self._stock:
            return self.rules.hand_size
        hands = self._hands
        leader = self.leader
        smallest = 7
        for seat in range(self.n):
            if seat != leader and hands[seat]:
                size = hands[seat].bit_count()
                if size < smallest:
                    smallest = size
        return smallest

    def _combinations(self, seat: int, defending: bool = False) -> list[Declaration]:
        """What ``seat`` holds to declare at this trick start, highest first."""
        # A combination that only gives the lead is no use to the player who leads anyway,
        # unless another player's declaration challenges the lead.
        for_lead = seat != self.leader or defending
        return combinations(self.rules, self._trump, self._hands[seat], for_lead)

    def _win_floor(self) -> int:
        """The rank of the highest instant win declared at this trick start, or -1.

        Once an instant win is declared nobody may claim, and the players still to be asked
        may only answer it with an equal or higher instant win (docs/RULES.md 3.4).
        """
        floor = -1
        for _, name in self._declared:
            if wins(self.rules, name) and RANK[name] > floor:
                floor = RANK[name]
        return floor

    def _challenged(self, seat: int) -> bool:
        """Whether ``seat``, the leader, is asked to defend the lead: another player has
        declared, and the leader was asked first, so any declaration is a challenge."""
        return seat == self.leader and bool(self._declared)

    def _offers(self, seat: int) -> list[Declaration]:
        """What ``seat`` may declare now, at this trick start, highest first."""
        declared = self._declared
        if not declared:
            return self._combinations(seat)
        rank = RANK
        if self._challenged(seat):
            top = max(rank[name] for _, name in declared)
            return [d for d in self._combinations(seat, defending=True) if rank[d] >= top]
        floor = self._win_floor()
        if floor < 0:
            return self._combinations(seat)
        return [d for d in self._combinations(seat) if wins(self.rules, d) and rank[d] >= floor]

    # ------------------------------------------------------------------ applying actions

    def apply(self, action: Action | str, seat: int | None = None) -> list[Event]:
        """Apply an action (an ``Action`` or its text) and return the events it caused.

        ``seat``, when given, is the seat that means to act: acting out of turn is refused. An
        illegal action raises ``IllegalAction`` saying why, and changes nothing.
        """
        if seat is not None and seat != self.to_act:
            who = "nobody" if self.to_act is None else f"seat {self.to_act}"
            raise IllegalAction(f"it is not seat {seat}'s turn: {who} is to act")
        move = self._legal_move_for(action)
        events: list[Event] = []
        self.play_move(move, events)
        return events

    def play_move(self, move: int, events: list[Event] | None = None) -> None:
        """Apply a move from ``legal_moves()`` without checking it (the search's fast path)."""
        phase = self.phase
        seat = self.to_act
        if seat is None:
            raise IllegalAction("nobody is to act: the hand is over")
        # Cards played come first: they are most moves. Every other move is CLAIM or above.
        if move < CLAIM and phase == PLAY_PHASE:
            if self._trick:
                self._answer(seat, move, events)
            else:
                self._lead(seat, move, events)
        elif move == CLAIM:
            self._claim(seat, events)
        elif phase == PLAY_PHASE:
            self._declare(seat, DECLARATION_OF[move], events)
            self._finish_declarations(events)
        elif phase == DECLARE_PHASE:
            defending = self._challenged(seat)
            if move == PASS:
                if events is not None:
                    events.append(Passed(seat))
            else:
                self._declare(seat, DECLARATION_OF[move], events)
            if defending:
                self._finish_declarations(events, defended=True)
            else:
                self._ask_next(events)
        elif phase == FINAL_PHASE:
            if events is not None:
                events.append(Passed(seat))
            self._ask_final(events)
        elif phase == BLIND_PHASE:
            if move == BLIND:
                self.blind_seat = seat
                if events is not None:
                    events.append(BlindBet(seat))
            if events is not None:  # bet or not, the seat now looks at its hand
                events.append(HandLookedAt(seat, cards_of(self._hands[seat])))
            self._trick_start(events)

    def _legal_move_for(self, action: Action | str) -> int:
        if self.phase == OVER_PHASE:
            raise IllegalAction(Refusal("session_over" if self.session_over else "hand_over"))
        if isinstance(action, str):
            try:
                move = Action.parse(action)
            except ValueError as error:
                raise IllegalAction(Refusal("not_an_action", text=str(error))) from None
        elif isinstance(action, int) and not isinstance(action, bool):
            move = action
        else:
            raise IllegalAction(Refusal("not_an_action", text=f"not an action: {action!r}"))
        legal = self.legal_moves()
        if move in legal:
            return move
        if self.rules.closed_cards and not move & DOWN and move | DOWN in legal:
            return move | DOWN  # a play that cannot win goes face down by itself
        raise IllegalAction(self._why_illegal(Action(move)))

    def _why_illegal(self, action: Action) -> Refusal:
        """Why ``action``, which is not legal now, is refused."""
        seat = self.to_act
        kind = action.kind
        rules = self.rules
        phase = self.phase
        if kind == "claim":
            if not rules.claims:
                return Refusal("no_claims")
            if phase == DECLARE_PHASE and self._win_floor() >= 0:
                return Refusal("claim_after_win")
            return Refusal("cannot_claim", seat)
        if kind == "blind":
            return Refusal("blind_not_now")
        if kind == "declare":
            if phase == PLAY_PHASE and self._trick:
                return Refusal("declare_before_lead")
            return Refusal("cannot_declare", seat, declaration=action.declaration or "")
        if kind == "pass":
            return Refusal("nothing_to_pass", seat)
        # A play of cards.
        if phase == DECLARE_PHASE:
            legal = self.legal_moves()
            if legal[0] == PASS:  # declarations come first: there are none
                return Refusal("claim_before_lead", seat)
            return Refusal("declare_or_pass" if CLAIM in legal else "declare_no_claim", seat)
        if phase == FINAL_PHASE:
            return Refusal("claim_or_pass", seat)
        if phase == BLIND_PHASE:
            return Refusal("blind_or_pass", seat)
        hand = self._hands[seat] if seat is not None else 0
        cards = action.cards
        not_held = tuple(c for c in cards if not hand >> c & 1)
        if not_held:
            return Refusal("not_held", seat, cards=not_held)
        count = len(cards)
        if not self._trick:
            if len({c.suit for c in cards}) > 1:
                return Refusal("lead_one_suit")
            if count not in rules.lead_sizes:
                return Refusal("lead_size", count=count, sizes=tuple(rules.lead_sizes))
            limit = self._max_lead()
            if count > limit:
                return Refusal("lead_too_long", count=count, limit=limit)
            if action.down:
                return Refusal("lead_face_up")
            return Refusal("cannot_lead", seat)
        led = self._lead_count
        if count != led and not (rules.moscow and 0 < count < led):
            return Refusal("answer_count", count=led)
        if action.down and not rules.closed_cards:
            return Refusal("face_down_closed_only")
        return Refusal("cannot_play", seat)

    # ------------------------------------------------------------------ trick start

    def _trick_start(self, events: list[Event] | None) -> None:
        """Before each lead: ask the holders of combinations, in play order from the leader."""
        hands = self._hands
        leader = self.leader
        if not hands[leader]:
            leader = self.leader = passed_on(leader, self._orders[leader], hands)
        if self._declared:
            self._declared = ()
        if not self._on_lead:
            hint = COMBO_HINT
            for hand in hands:
                if hint[hand]:
                    self._ask_holders(leader, events)
                    return
        # Nothing to declare: straight to the lead.
        self.phase = PLAY_PHASE
        self.to_act = leader

    def _ask_holders(self, leader: int, events: list[Event] | None) -> None:
        """Some hand may hold a combination: ask those that do, in play order from the leader.

        Whenever anybody is asked, the leader is asked first, to claim 31 if nothing else, so
        that a claim comes before a Bura the last draw completed (docs/RULES.md 3.4).
        """
        queue = asked_to_declare(self.rules, self._trump, self._hands, self._orders[leader])
        if queue:
            self.phase = DECLARE_PHASE
            self.to_act = queue[0]
            self._queue = tuple(queue[1:])
        else:
            self._start_play(events)

    def _ask_next(self, events: list[Event] | None) -> None:
        queue = self._queue
        while queue:
            seat, queue = queue[0], queue[1:]
            # After an instant win, only an equal or higher one is asked for.
            if self._offers(seat):
                self.to_act, self._queue = seat, queue
                return
        self._queue = ()
        self._finish_declarations(events)

    def _declare(self, seat: int, name: Declaration, events: list[Event] | None) -> None:
        self._declared += ((seat, name),)
        self._known[seat] = self._hands[seat]
        if events is not None:
            events.append(Declared(seat, name, cards_of(self._hands[seat])))

    def _finish_declarations(self, events: list[Event] | None, defended: bool = False) -> None:
        declared = self._declared
        if declared:
            rank = RANK
            top = max(rank[name] for _, name in declared)
            name = next(d for _, d in declared if rank[d] == top)
            order = self._orders[self.leader]
            seats = sorted((s for s, d in declared if d == name), key=order.index)
            leader = self.leader
            if (
                not defended
                and not wins(self.rules, name)
                and seats[0] != leader
                and self._hands[leader]
                and self._offers(leader)
            ):
                # A lead combination challenges the leader, who holds one as good: ask him.
                self.phase = DECLARE_PHASE
                self.to_act, self._queue = leader, ()
                return
            if name == "bura" and len(seats) > 1:
                self._bura_showdown(seats, events)
                return
            seat = seats[0]
            if wins(self.rules, name):
                self._end_hand(
                    "bura" if name == "bura" else "declaration",
                    (seat,),
                    events,
                    claimer=None,
                    declaration=name,
                )
                return
            self.leader = seat
            if events is not None:
                events.append(LeadTaken(seat, name))
        self._start_play(events)

    def _bura_showdown(self, seats: list[int], events: list[Event] | None) -> None:
        """Several Buras: the first leads his trumps, the others play theirs; the trick wins."""
        trump_mask = SUIT_MASK[self._trump]
        best_seat, best = -1, 0
        played = 0
        plays = []
        for seat in seats:
            trumps = self._hands[seat] & trump_mask
            while trumps.bit_count() > 3:  # four-card hands: the three highest trumps
                trumps &= trumps - 1
            self._hands[seat] &= ~trumps
            self._known[seat] &= ~trumps  # shown when declared, now on the table
            played |= trumps
            plays.append((seat, trumps, False))
            wins = best_seat < 0 or beats_mask(trumps, best, self._trump)
            if wins:
                best_seat, best = seat, trumps
            if events is not None:
                events.append(CardsPlayed(seat, cards_of(trumps), False, wins, seat == seats[0]))
        # A trick like any other: every seat saw it, so views (and samples) account for it.
        self._tricks += ((seats[0], tuple(plays), best_seat),)
        self._piles[best_seat] |= played
        points = MASK_POINTS[played]
        self._points[best_seat] += points
        if events is not None:
            events.append(TrickWon(best_seat, cards_of(played), points))
        self._end_hand("bura", (best_seat,), events, claimer=None, declaration="bura")

    def _start_play(self, events: list[Event] | None) -> None:
        self.phase = PLAY_PHASE
        self.to_act = self.leader

    # ------------------------------------------------------------------ tricks

    def _lead(self, seat: int, play: int, events: list[Event] | None) -> None:
        hands = self._hands
        hands[seat] &= ~play
        if self._known[seat]:
            self._known[seat] &= ~play
        self._trick = ((seat, play, False),)
        self._best, self._best_mask = seat, play
        self._lead_count = play.bit_count()
        if events is not None:
            events.append(CardsPlayed(seat, cards_of(play), False, True, True))
        if self._stock:  # every hand is full, so everyone else answers
            self.to_act, self._queue = self._turns[seat]
            return
        queue = answering(self._after[seat], hands)
        if queue:
            self.to_act, self._queue = queue[0], queue[1:]
        else:  # nobody else holds cards: the lone leader takes the trick
            self._queue = queue
            self._end_trick(events)

    def _answer(self, seat: int, move: int, events: list[Event] | None) -> None:
        if move & DOWN:
            play = move & FULL_MASK
            down = True
            self._down_by[seat] |= play
            wins = False
        else:
            play = move
            down = False
            count = self._lead_count
            if count == 1:
                wins = play & BEATERS[self._trump][self._best_mask.bit_length() - 1] != 0
            else:
                wins = play.bit_count() == count and beats_mask(play, self._best_mask, self._trump)
        self._hands[seat] &= ~play
        if self._known[seat]:
            # A face-down play may hold any of the cards the others knew of: naming the ones
            # still known would tell them which went down (docs/RULES.md 6).
            self._known[seat] = 0 if down else self._known[seat] & ~play
        self._trick += ((seat, play, down),)
        if wins:
            self._best, self._best_mask = seat, play
        if events is not None:
            events.append(CardsPlayed(seat, cards_of(play), down, wins, False))
        if queue := self._queue:
            self.to_act, self._queue = queue[0], queue[1:]
        else:
            self._end_trick(events)

    def _end_trick(self, events: list[Event] | None) -> None:
        """The last play is in: the best play takes the trick, hands are refilled."""
        winner = self._best
        trick = self._trick
        cards = 0
        for play in trick:
            cards |= play[1]
        self._tricks += ((trick[0][0], trick, winner),)
        self._trick = ()
        self._piles[winner] |= cards
        points = MASK_POINTS[cards]
        self._points[winner] += points
        if events is not None:
            down = tuple((s, cards_of(m)) for s, m, d in trick if d)
            events.append(TrickWon(winner, cards_of(cards), points, down))
        self._last_winner = winner
        stock = self._stock
        count = self._lead_count
        if len(stock) > count * self.n and (count == 1 or not self.rules.moscow):
            # While the stock lasts every hand is full at a trick start, so after a trick of k
            # cards (no short Moscow answer) everyone draws k, and the indicator stays put.
            seats = self._orders[winner] * count  # round by round from the winner
            if events is not None:  # the cards about to be drawn, the stock's top first
                drawn = zip(seats, reversed(stock[-len(seats) :]), strict=True)
                events.extend(CardDrawn(seat, CARDS[card], False) for seat, card in drawn)
            hands, bit = self._hands, BIT_OF
            for seat in seats:
                hands[seat] |= bit[stock.pop()]
        elif stock:
            self._draw_last(winner, events)
        self._lead_count = 0
        # A stock left after the draw means every hand was refilled.
        if stock or any(self._hands):
            self.leader = next_leader(self.rules, trick[0][0], winner, self.n)
            self._trick_start(events)
        elif self.rules.claims and self.rules.last_chance:
            # A house rule: otherwise whoever has not claimed by the last card has lost the chance.
            self.phase = FINAL_PHASE
            order = self.order_from(winner)
            self.to_act, self._queue = order[0], tuple(order[1:])
        else:
            self._played_out(events)

    def _draw_last(self, winner: int, events: list[Event] | None) -> None:
        """Refill the hands, the winner first, from a stock that may not go round (or after a
        short Moscow answer, which leaves hands of different sizes)."""
        stock = self._stock
        hands = self._hands
        order = self._orders[winner]
        size = self.rules.hand_size
        needs = [size - hands[seat].bit_count() for seat in order]
        need = sum(needs)
        if need > len(stock) and self.rules.stock_end == "set_aside":
            for c in stock:
                self._set_aside |= 1 << c
            if events is not None:
                events.append(StockSetAside(tuple(CARDS[c] for c in reversed(stock))))
            stock.clear()
            return
        # One card at a time, round and round from the winner, while cards last.
        while need and stock:
            for i, seat in enumerate(order):
                if needs[i] and stock:
                    card = stock.pop()
                    hands[seat] |= 1 << card
                    needs[i] -= 1
                    need -= 1
                    if not stock:  # the indicator, drawn last, is seen by everyone
                        self._known[seat] |= 1 << card
                    if events is not None:
                        events.append(CardDrawn(seat, CARDS[card], not stock))

    # ------------------------------------------------------------------ claims and hand ends

    def _claim(self, seat: int, events: list[Event] | None) -> None:
        points = self._points[seat]
        correct = points >= CLAIM_TARGET
        if events is not None:
            events.append(Claimed(seat, points, correct, cards_of(self._piles[seat])))
        if correct:
            self._end_hand("claim", (seat,), events, claimer=seat)
        elif self.rules.false_claim == "double_pot":
            self._end_hand("false_claim", (), events, claimer=seat)
        else:
            others = tuple(s for s in self.order_from(seat) if s != seat)
            self._end_hand("false_claim", others, events, claimer=seat)

    def _ask_final(self, events: list[Event] | None) -> None:
        if queue := self._queue:
            self.to_act, self._queue = queue[0], queue[1:]
        else:
            self._played_out(events)

    def _played_out(self, events: list[Event] | None) -> None:
        if self.rules.scoring in PLAYED_OUT_SCORINGS:
            top = max(self._points)
            most = tuple(s for s in self.order_from(self._last_winner) if self._points[s] == top)
            self._end_hand("most_points", most, events, claimer=None)
        else:
            self._end_hand("played_out", (), events, claimer=None)

    def _end_hand(
        self,
        how: Ending,
        winners: tuple[int, ...],
        events: list[Event] | None,
        claimer: int | None,
        declaration: Declaration | None = None,
    ) -> None:
        rules = self.rules
        n = self.n
        pot = self.pot
        penalty = (0,) * n
        # The pot, or the hands won, for every scoring.
        if rules.plays_for_chips:
            if winners:
                share = self.pot // len(winners)
                for seat in winners:
                    reason: ChipReason = "pot won" if len(winners) == 1 else "pot split"
                    self._move_chips(None, seat, share, reason, events)
                self._ante_due = True
            elif how == "false_claim":
                self._move_chips(claimer, None, self.pot, "false claim", events)
            elif how == "played_out":
                for seat in self.order_from(self.dealer):
                    self._move_chips(seat, None, rules.stake, "played out", events)
        elif rules.scoring == "series":
            score = list(self._scores)
            for seat in winners:
                score[seat] += 1
            self._scores = tuple(score)
        else:  # penalty
            penalty = hand_penalties(how, winners[0] if winners else None, self._points)
            self._penalties = tuple(t + p for t, p in zip(self._penalties, penalty, strict=True))
        if self.blind_seat is not None:
            self._settle_blind(self.blind_seat, how, winners, claimer, events)
        # Whether this hand (not yet counted in ``_hands_played``) ends the session.
        over = session_ends(
            rules, self._scores, self._penalties, self._bankrolls, self._hands_played + 1
        )
        if over and rules.plays_for_chips and self.pot:
            self._share_pot(events)
        # Positional: every playout of the search ends here.
        self.outcome = Outcome(
            self.hand_no,
            winners[0] if len(winners) == 1 else None,
            how,
            winners,
            claimer,
            declaration,
            tuple(self._points),
            tuple(map(sub, self._bankrolls, self._chips_at_start)),
            pot,
            penalty,
            self.hand_seed,
        )
        self._hands_played += 1
        self.phase = OVER_PHASE
        self.to_act = None
        self._queue = ()
        if events is not None:
            events.append(HandOver(self.outcome))
        if over:
            self._end_session(events)
        self._next_dealer(how, winners, claimer)

    def _settle_blind(
        self,
        blind: int,
        how: Ending,
        winners: tuple[int, ...],
        claimer: int | None,
        events: list[Event] | None,
    ) -> None:
        """A blind bet pays triple the stake either way (docs/RULES.md 4)."""
        bet = 3 * self.rules.stake
        if how == "false_claim" and claimer == blind:
            for seat in self.order_from(blind)[1:]:
                self._move_chips(blind, seat, bet, "blind bet", events)
        elif how == "false_claim" and blind in winners:  # credited after another's wrong claim
            self._move_chips(claimer, blind, bet, "blind bet", events)
        elif winners == (blind,):
            for seat in self.order_from(blind)[1:]:
                self._move_chips(seat, blind, bet, "blind bet", events)
        elif winners:
            for seat in winners:
                self._move_chips(blind, seat, bet, "blind bet", events)
        else:  # nobody won the hand: the triple goes into the pot
            self._move_chips(blind, None, bet, "blind bet", events)

    def _next_dealer(self, how: Ending, winners: tuple[int, ...], claimer: int | None) -> None:
        if self.rules.next_dealer == "alternate":
            self.dealer = (self.dealer + 1) % self.n
        elif claimer is not None:
            self.dealer = claimer
        elif how in ("bura", "declaration"):
            self.dealer = winners[0]

    def _share_pot(self, events: list[Event] | None) -> None:
        """The session is over: the pot is shared equally, odd chips one each in play order
        from the dealer's left, so the bankrolls add up to what the session started with."""
        share, odd = divmod(self.pot, self.n)
        for i, seat in enumerate(self._orders[(self.dealer + 1) % self.n]):
            self._move_chips(None, seat, share + (i < odd), "pot shared", events)

    def _end_session(self, events: list[Event] | None) -> None:
        """Mark the session over; the winners are every seat with the best tally, so players
        who reach a series target together share the win."""
        self.session_over = True
        if events is None:
            return
        if self.rules.standing == "hands_won":
            tally, best = self._scores, max
        elif self.rules.standing == "penalty_points":
            tally, best = self._penalties, min
        else:
            tally, best = self._bankrolls, max
        top = best(tally)
        events.append(SessionOver(tuple(s for s in range(self.n) if tally[s] == top)))

    def _move_chips(
        self,
        source: int | None,
        target: int | None,
        amount: int,
        reason: ChipReason,
        events: list[Event] | None,
    ) -> None:
        if amount <= 0:
            return
        bank = list(self._bankrolls)
        if source is None:
            self.pot -= amount
        else:
            bank[source] -= amount
        if target is None:
            self.pot += amount
        else:
            bank[target] += amount
        self._bankrolls = tuple(bank)
        if events is not None:
            events.append(ChipsMoved(source, target, amount, reason))

    def next_hand(self, record: bool = True) -> list[Event]:
        """Deal the next hand of the session (once ``hand_over``); returns the events.

        ``record=False`` makes no events (and returns none): for simulations.
        """
        if self.phase != OVER_PHASE:
            raise IllegalAction("the hand is still being played")
        if self.session_over:
            raise IllegalAction("the session is over")
        self.hand_no += 1
        events: list[Event] | None = [] if record else None
        self._deal_next(events)
        return events or []

    # ------------------------------------------------------------------ JSON

    def __repr__(self) -> str:
        to_act = "-" if self.to_act is None else self.to_act
        return (
            f"<Game {self.rules.players} players, hand {self.hand_no + 1},"
            f" trick {self.tricks_played + 1}, to act {to_act}, seed {self.seed}>"
        )

    def to_json(self) -> str:
        """The whole state as JSON text (versioned), for saved games and replays."""
        return save_text(self.rules, self.state())

    @classmethod
    def from_json(cls, text: str | bytes) -> Game:
        """A game from ``to_json`` text; anything else raises ``ValueError`` saying what."""
        return cls.restore(*read_save(text))

    # ------------------------------------------------------------------ copies

    def clone(self) -> Game:
        """An independent copy of the whole state (cheap: no deep copies).

        Slot by slot, not through ``state()`` and ``restore``: search clones at every node, and
        the record's way takes several times as long (tests/core/test_state.py holds the two to
        the same state, and this to every slot, the state's as ``GameState`` declares them). The
        lists play changes in place are copied; tuples, ints and frozen values are shared.
        """
        o = Game.__new__(Game)
        o.rules, o.n, o._orders, o._after = self.rules, self.n, self._orders, self._after
        o._turns = self._turns
        o._leads, o._answers, o._on_lead = self._leads, self._answers, self._on_lead
        o.seed, o.hand_no, o.hand_seed = self.seed, self.hand_no, self.hand_seed
        o.dealer, o.pot, o._ante_due = self.dealer, self.pot, self._ante_due
        o.blind_seat = self.blind_seat
        o._bankrolls, o._scores, o._penalties = self._bankrolls, self._scores, self._penalties
        o._hands, o._stock, o._piles = self._hands[:], self._stock[:], self._piles[:]
        o._indicator, o._trump, o._set_aside = self._indicator, self._trump, self._set_aside
        o._down_by, o._points, o._known = self._down_by[:], self._points[:], self._known[:]
        o.phase, o.to_act, o.leader = self.phase, self.to_act, self.leader
        o._trick, o._best, o._best_mask = self._trick, self._best, self._best_mask
        o._lead_count, o._queue, o._declared = self._lead_count, self._queue, self._declared
        o._last_winner, o._tricks = self._last_winner, self._tricks
        o._chips_at_start, o.outcome = self._chips_at_start, self.outcome
        o._hands_played = self._hands_played
        o.session_over, o.opening_events = self.session_over, self.opening_events
        return o

    # ------------------------------------------------------------------ the state as a record

    def state(self) -> GameState:
        """The whole state as a record (``restore`` makes a game of it again)."""
        values = list(_STATE_OF(self))
        for i in _IN_PLACE_AT:
            values[i] = tuple(values[i])
        return GameState._make(values)

    def _set_state(self, state: GameState) -> None:
        """Take ``state`` into the slots, and what follows from it (the seat table is set)."""
        values: tuple[Any, ...] = state
        for slot, value in zip(STATE_SLOTS, values, strict=True):
            setattr(self, slot, value)
        for i in _IN_PLACE_AT:  # the record's tuples, as lists to change in place
            setattr(self, STATE_SLOTS[i], list(values[i]))
        self._trump = SUIT_OF[self._indicator]
        trick = self._trick
        if trick:
            self._lead_count = trick[0][1].bit_count()
            self._best_mask = 0
            for seat, mask, _ in trick:
                if seat == self._best:
                    self._best_mask = mask
        else:  # between tricks: the next lead sets them
            self._lead_count = self._best_mask = 0


# Where in the record the slots are that play changes in place: those ``Game`` declares as lists
# (the record holds tuples).
_IN_PLACE_AT = tuple(
    i for i, slot in enumerate(STATE_SLOTS) if get_origin(get_type_hints(Game)[slot]) is list
)


def answer_moves(rules: Rules, trump: int, hand: int, count: int, best: int) -> list[int]:
    """The legal answers from ``hand`` to a lead of ``count`` cards whose best play so far is
    ``best``, where the answer tables do not hold them all (closed cards, Moscow)."""
    moves: list[int] = []
    if count == 1:
        beaters = BEATERS[trump][best.bit_length() - 1]
        for play in subsets(hand, 1):
            if play & beaters:
                moves.append(play)
                if rules.closed_cards:
                    moves.append(play | DOWN)
            else:
                moves.append(play | DOWN if rules.closed_cards else play)
        return moves
    for play in subsets(hand, count):
        if beats_mask(play, best, trump):
            moves.append(play)
            if rules.closed_cards:
                moves.append(play | DOWN)
        else:
            moves.append(play | DOWN if rules.closed_cards else play)
    if rules.moscow:
        for size in range(1, count):
            for play in subsets(hand, size):
                moves.append(play | DOWN if rules.closed_cards else play)
    return moves


def _seen(seat: int, play: Play) -> SeenPlay:
    owner, mask, down = play
    visible = not down or owner == seat
    return SeenPlay(owner, cards_of(mask) if visible else (), mask.bit_count(), down)


# The engine's names, some defined in the smaller modules, stay importable from here.
__all__ = [
    "BLIND_PHASE",
    "DECLARE_PHASE",
    "FINAL_PHASE",
    "FULL_MASK",
    "OVER_PHASE",
    "PLAY_PHASE",
    "Game",
    "IllegalAction",
    "Outcome",
    "CLAIM_TARGET",
    "PHASES",
    "cut_for_dealer",
    "hand_penalties",
    "shuffled_pack",
]
