"""Projected events tell each seat the same story as its view, and nothing more (RULES.md 6)."""

import random

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from bura_desktop.core import Card, Game, Rules, parse_cards, project, shuffled_pack
from bura_desktop.core.events import Claimed, DealerCut, Event, HandLookedAt, TrickWon
from bura_desktop.core.projection import (
    SeenCardsPlayed,
    SeenDeal,
    SeenEvent,
    SeenTable,
    SeenTrickWon,
)
from tests.core.rule_sets import rules_strategy
from tests.core.seeing import cards_in, seen_now
from tests.core.strategies import choose

HANDS_PER_SESSION = 10


class Watcher:
    """Every seat's folded table, and the cards each seat saw this hand."""

    def __init__(self, game: Game) -> None:
        self.game = game
        self.tables = [SeenTable(game.rules, seat) for seat in range(game.n)]
        self.seen: list[set[Card]] = [set() for _ in range(game.n)]
        # Seat 0 again, folding three batches at a time, as a table that fell behind would.
        self.behind = SeenTable(game.rules, 0)
        self.waiting: list[SeenEvent] = []
        self.batches = 0

    def batch(self, events, new_hand: bool = False) -> None:
        game = self.game
        self.batches += 1
        self.waiting += project(events, 0)
        if self.batches % 3 == 0:
            self.behind.fold(self.waiting)
            self.waiting = []
            assert self.behind.differences(game.view(0)) == []
        for seat, table in enumerate(self.tables):
            if new_hand:
                self.seen[seat] = set()
            for event in events:  # public by nature: the cut, a claimed pile
                if isinstance(event, DealerCut):
                    self.seen[seat] |= {card for _, card in event.cuts}
                if isinstance(event, Claimed):
                    self.seen[seat] |= set(event.pile)
            self.seen[seat] |= seen_now(game, seat)
            projected = project(events, seat)
            named = {card for event in projected for card in cards_in(event)}
            assert named <= self.seen[seat], f"seat {seat} is told of {named - self.seen[seat]}"
            table.fold(projected)
            view = game.view(seat)
            assert table.differences(view) == [], (seat, events)
            # A table made from the view alone (a loaded save) is the same table.
            made = SeenTable.from_view(view)
            assert made.differences(view) == []
            if not view.hand_over:  # a claim shows a pile whole; the view does not say so
                assert made.pile_cards == table.pile_cards
                assert made.pile_unseen == table.pile_unseen
                assert made.pile_points == table.pile_points


@settings(max_examples=320, suppress_health_check=[HealthCheck.too_slow])
@given(rules=rules_strategy(), seed=st.integers(0, 2**32), cut=st.booleans())
def test_folded_projections_are_the_views(rules, seed, cut):
    rng = random.Random(seed)
    game = Game(rules, seed=seed, dealer=None if cut else seed % rules.players)
    watcher = Watcher(game)
    watcher.batch(game.opening_events, new_hand=True)
    for hand in range(HANDS_PER_SESSION):
        if hand:
            watcher.batch(game.next_hand(), new_hand=True)
        while not game.hand_over:
            events: list[Event] = []
            game.play_move(choose(game, rng), events)
            watcher.batch(events)
        if game.session_over:
            break


def test_a_face_down_ace_stays_unseen_until_a_claim_exposes_the_pile():
    """Under closed cards seat 1 throws A♥ face down under seat 0's K♠: seat 0 takes the trick
    and learns only that it took one card it did not see; its points are the 4 it saw."""
    rules = Rules.preset("classic", closed_cards=True, three_aces="off", molodka="off")
    top = [
        "K♠",
        "A♥",
        "8♠",
        "7♣",
        "9♣",
        "6♠",
        "6♦",
    ]  # dealt singly from seat 0; 6♦ is the indicator
    rest = [str(c) for c in shuffled_pack(36, 1) if str(c) not in top]
    game = Game(rules, deck=[*top, *rest], dealer=1)
    assert set(game.hand(0)) == set(parse_cards("K♠ 8♠ 9♣")) and game.to_act == 0
    tables = [SeenTable(rules, seat).fold(project(game.opening_events, seat)) for seat in (0, 1)]
    batches = [game.apply("play K♠"), game.apply("play A♥")]  # A♥ cannot beat K♠: face down
    won = [e for e in batches[1] if isinstance(e, TrickWon)]
    assert won[0].points == 15 and set(won[0].cards) == set(parse_cards("K♠ A♥"))
    for seat, table in enumerate(tables):
        for events in batches:
            projected = project(events, seat)
            table.fold(projected)
            if seat == 0:
                named = {card for event in projected for card in cards_in(event)}
                assert parse_cards("A♥")[0] not in named
        assert table.differences(game.view(seat)) == []
    (taken,) = [e for e in project(batches[1], 0) if isinstance(e, SeenTrickWon)]
    assert taken == SeenTrickWon(0, parse_cards("K♠"), unseen=1, points=4)
    (thrown,) = [e for e in project(batches[1], 0) if isinstance(e, SeenCardsPlayed)]
    assert thrown.cards == () and thrown.count == 1 and thrown.down
    assert tables[0].pile_points[0] == 4 and tables[1].pile_points[0] == 15
    # A claim exposes the claimer's pile, the face-down ace included, to everyone.
    claim = game.apply("claim")
    for seat, table in enumerate(tables):
        table.fold(project(claim, seat))
        assert table.pile_cards[0] == set(parse_cards("K♠ A♥"))
        assert table.pile_points[0] == 15 and table.pile_unseen[0] == 0
        assert table.differences(game.view(seat)) == []


def test_a_blind_bettor_sees_its_hand_only_after_deciding():
    rules = Rules.preset("classic", players=3, blind=True)
    game = Game(rules, seed=5, dealer=0)
    bettor = game.to_act
    assert bettor is not None
    deals = {seat: project(game.opening_events, seat) for seat in range(3)}
    for seat, seen in deals.items():
        (deal,) = [e for e in seen if isinstance(e, SeenDeal)]
        assert deal.blind == bettor and deal.hand_sizes == (3, 3, 3)
        assert deal.hand == (() if seat == bettor else game.hand(seat))
    events = game.apply("blind")
    (own,) = [e for e in project(events, bettor) if isinstance(e, HandLookedAt)]
    assert own.hand == game.hand(bettor)
    other = (bettor + 1) % 3
    assert [e for e in project(events, other) if isinstance(e, HandLookedAt)] == [
        HandLookedAt(bettor, ())
    ]
    table = SeenTable(rules, bettor).fold(deals[bettor])
    assert table.hand == ()
    assert table.fold(project(events, bettor)).hand == game.hand(bettor)
    assert table.differences(game.view(bettor)) == []
