"""The table model folds a seat's projected events into piles that match its view; no Qt."""

import random
from collections.abc import Iterable

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from bura_desktop.core import Card, Game, Rules, parse_cards, project, shuffled_pack
from bura_desktop.core.events import ChipsMoved, Event
from bura_desktop.core.projection import SeenDeal, SeenTable
from bura_desktop.ui.table.model import Pile, Slot, TableModel
from tests.core.rule_sets import rules_strategy
from tests.core.seeing import cards_in, seen_now
from tests.core.strategies import choose

HANDS_PER_SESSION = 6


def named_in_model(model: TableModel) -> set[Card]:
    return {slot.card for slot in model.slots() if slot.card is not None}


def named(slots: Iterable[Slot]) -> list[Card]:
    """The cards of ``slots``, each of which the seat can name."""
    cards = [slot.card for slot in slots]
    known = [card for card in cards if card is not None]
    assert known == cards, "a card the seat cannot name"
    return known


def test_the_model_needs_no_qt():
    import subprocess
    import sys

    code = (
        "import sys, bura_desktop.ui.table.model; "
        "assert not [m for m in sys.modules if m.startswith('PySide6')], 'Qt imported'"
    )
    subprocess.run([sys.executable, "-c", code], check=True)


@settings(max_examples=120, suppress_health_check=[HealthCheck.too_slow])
@given(rules=rules_strategy(), seed=st.integers(0, 2**32))
def test_folded_models_are_the_views_and_name_no_unseen_card(rules, seed):
    rng = random.Random(seed)
    game = Game(rules, seed=seed, dealer=seed % rules.players)
    models = [TableModel(rules, seat) for seat in range(rules.players)]
    counts = [SeenTable(rules, seat) for seat in range(rules.players)]
    seen: list[set[Card]] = [set() for _ in models]

    def batch(events, new_hand=False):
        for seat, model in enumerate(models):
            if new_hand:
                seen[seat] = set()
            projected = project(events, seat)
            seen[seat] |= seen_now(game, seat) | {c for e in projected for c in cards_in(e)}
            model.fold(projected)
            counts[seat].fold(projected)
            view = game.view(seat)
            assert model.differences(view) == [], (seat, events)
            # The piles' points and unseen cards as the seat's table counts them (core).
            for owner in range(rules.players):
                assert model.pile_points(owner) == counts[seat].pile_points[owner]
                assert model.pile_unseen(owner) == counts[seat].pile_unseen[owner]
            assert named_in_model(model) <= seen[seat]
            # Every card of the deck lies somewhere, once.
            slots = list(model.slots())
            assert len(slots) == rules.deck and len({s.id for s in slots}) == rules.deck
            if not view.hand_over:
                # A model made from the view alone (a resumed save) is the same table.
                made = TableModel.from_view(view)
                assert made.differences(view) == []
                counted = SeenTable.from_view(view)
                for owner in range(rules.players):
                    assert made.pile_points(owner) == counted.pile_points[owner]
                    assert made.pile_unseen(owner) == counted.pile_unseen[owner]
                assert made.trick.best == model.trick.best
                assert sorted(named_in_model(made)) == sorted(
                    c for c in named_in_model(model) if c not in model.shown.cards()
                )

    batch(game.opening_events, new_hand=True)
    for hand in range(HANDS_PER_SESSION):
        if hand:
            batch(game.next_hand(), new_hand=True)
        while not game.hand_over:
            events: list[Event] = []
            game.play_move(choose(game, rng), events)
            batch(events)
        if game.session_over:
            break


def test_the_deal_leaves_the_stock_one_card_at_a_time():
    rules = Rules.preset("classic", players=3)
    game = Game(rules, seed=4, dealer=0)
    model = TableModel(rules, 0)
    (deal,) = [e for e in project(game.opening_events, 0) if isinstance(e, SeenDeal)]
    counts = []
    for step in model.steps(deal):
        change = step()
        counts.append(len(model.stock.slots))
        if change.kind == "dealt":
            (slot,) = change.moved
            hand = change.piles[1]
            assert isinstance(hand, Pile)
            assert slot in model.hands[hand.seat].slots
    assert counts[0] == 35 and counts[1:10] == list(range(34, 25, -1))
    # The own hand by suit, highest first, trumps last.
    trump = game.indicator.suit
    assert [slot.card for slot in model.hands[0].slots] == sorted(
        game.hand(0), key=lambda c: (c.suit == trump, c.suit, -c.rank)
    )
    assert all(slot.card is None for hand in model.hands[1:] for slot in hand.slots)


def test_a_face_down_card_is_a_back_until_a_claim_names_it():
    """Closed cards: seat 1 throws A♥ face down under seat 0's K♠. Seat 0's model has a back
    in its won pile, not the ace, until seat 0's claim shows the pile."""
    rules = Rules.preset("classic", closed_cards=True, three_aces="off", molodka="off")
    top = ["K♠", "A♥", "8♠", "7♣", "9♣", "6♠", "6♦"]
    rest = [str(c) for c in shuffled_pack(36, 1) if str(c) not in top]
    game = Game(rules, deck=[*top, *rest], dealer=1)
    model = TableModel(rules, 0).fold(project(game.opening_events, 0))
    ace = parse_cards("A♥")[0]
    for action in ("play K♠", "play A♥"):
        model.fold(project(game.apply(action), 0))
        assert ace not in named_in_model(model)
    assert [slot.card for slot in model.won[0].slots] == [parse_cards("K♠")[0], None]
    model.fold(project(game.apply("claim"), 0))
    assert set(model.shown.cards()) == set(parse_cards("K♠ A♥")) and model.won[0].slots == []
    assert all(slot.face_up for slot in model.shown.slots)
    assert model.differences(game.view(0)) == []


def test_a_declared_hand_lies_face_up_until_its_holder_plays_face_down():
    rules = Rules.preset("classic", closed_cards=True)
    model = TableModel(rules, 0)
    deal = SeenDeal(1, 1, tuple(parse_cards("6♠ 7♠ 8♠")), (3, 3), parse_cards("6♦")[0], None)
    model.fold([deal])
    from bura_desktop.core.events import Declared
    from bura_desktop.core.projection import SeenCardsPlayed

    model.fold([Declared(1, "molodka", tuple(parse_cards("A♥ K♥ Q♥")))])
    assert sorted(named(model.hands[1].slots)) == sorted(parse_cards("A♥ K♥ Q♥"))
    model.fold([SeenCardsPlayed(1, tuple(parse_cards("K♥")), 1, False, True, True)])
    assert sorted(named(s for s in model.hands[1].slots if s.face_up)) == sorted(
        parse_cards("A♥ Q♥")
    )
    model.fold([SeenCardsPlayed(1, (), 1, True, False, False)])
    # Which of the two went down is not seen: neither may be named any longer.
    assert [s.card for s in model.hands[1].slots] == [None]


def test_unsorted_the_own_hand_keeps_the_deal_order_and_drawn_cards_go_right():
    rules = Rules.preset("classic")
    game = Game(rules, seed=9, dealer=1)
    model = TableModel(rules, 0)
    model.sort_own = False
    model.fold(project(game.opening_events, 0))
    (deal,) = [e for e in project(game.opening_events, 0) if isinstance(e, SeenDeal)]
    assert [slot.card for slot in model.hands[0].slots] == list(deal.hand)
    kept = [slot.card for slot in model.hands[0].slots]
    while len(model.stock.slots) == 29:  # until the first trick is taken and both draw
        plays = [a for a in game.legal_actions() if a.kind == "play"]
        model.fold(project(game.apply(plays[0]), 0))
    hand = named(model.hands[0].slots)
    assert hand[:-1] == [card for card in kept if card in hand[:-1]]
    assert hand[-1] not in kept  # the drawn card, at the right
    model.sort_own = True
    model.sort_own_hand()
    trump = game.indicator.suit
    assert [slot.card for slot in model.hands[0].slots] == sorted(
        hand, key=lambda c: (c.suit == trump, c.suit, -c.rank)
    )


def test_chips_are_held_to_the_view_like_the_cards():
    # The plates and the pot draw the model's chips; a chip movement the model missed is a
    # difference the table reports, not one it quietly overwrites.
    rules = Rules.preset("classic")
    game = Game(rules, seed=4, dealer=0)
    events = project(list(game.opening_events), 0)
    assert any(isinstance(e, ChipsMoved) for e in events)  # the antes
    model = TableModel(rules, 0).fold(events)
    assert model.differences(game.view(0)) == []
    assert model.pot == game.view(0).pot > 0
    missed = TableModel(rules, 0).fold(e for e in events if not isinstance(e, ChipsMoved))
    found = missed.differences(game.view(0))
    assert [d.split(":")[0] for d in found] == ["bankrolls", "pot"]
