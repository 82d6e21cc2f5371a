"""The deal goes round the table clockwise from the dealer's left, whoever leads."""

from __future__ import annotations

import pytest

from bura_desktop.app import TableSetup
from bura_desktop.core import Game, Rules
from bura_desktop.core.events import DealerCut
from bura_desktop.ui.table import timing
from bura_desktop.ui.table.scene import TableScene
from tests.ui.showing import show


@pytest.mark.parametrize(
    ("first_lead", "expected"), [("dealer_left", [2, 3, 0, 1]), ("dealer_right", [2, 3, 0, 1])]
)
def test_cards_are_dealt_from_the_dealers_left(qtbot, monkeypatch, first_lead, expected):
    timing.set_speed("off")
    rules = Rules.preset("classic", players=4, first_lead=first_lead)
    scene = TableScene(TableSetup.against_computers(players=4, rules=rules, seed=1))
    scene.relayout(1024, 640)
    dealt_to: list[int] = []
    deal_one = scene.model._deal_one

    def noted(seat, card):
        dealt_to.append(seat)
        return deal_one(seat, card)

    monkeypatch.setattr(scene.model, "_deal_one", noted)
    game = Game(rules, seed=1, dealer=1)
    show(scene, game.opening_events, game.view(0))
    qtbot.waitUntil(lambda: len(dealt_to) == 12, timeout=3000)
    assert dealt_to[:4] == expected
    assert set(scene.hand.cards()) == set(game.hand(0))  # and shows the own hand the engine dealt
    timing.set_speed("normal")


def test_the_cut_for_the_first_dealer_is_shown_before_the_deal(qtbot, monkeypatch):
    timing.set_speed("off")
    rules = Rules.preset("classic", players=4)
    setup = TableSetup.against_computers(players=4, rules=rules, seed=7)
    scene = TableScene(setup)
    scene.relayout(1024, 640)
    game = Game(rules, seed=7, dealer=None)
    cut = game.opening_events[0]
    assert isinstance(cut, DealerCut)
    seen_at_deal = []
    new_deal = scene.model._new_deal

    def noted(event):
        seen_at_deal.append(
            ([item.card for item in scene.cut.cards], [p.dealer for p in scene.plates])
        )
        return new_deal(event)

    monkeypatch.setattr(scene.model, "_new_deal", noted)
    show(scene, game.opening_events, game.view(0))
    qtbot.waitUntil(lambda: len(scene.hand.cards()) == 3, timeout=3000)
    cards, dealers = seen_at_deal[0]
    assert cards == [card for _, card in cut.cuts]  # every cut card lay on the table
    assert dealers == [seat == game.dealer for seat in range(4)]  # and the dealer was marked
    assert scene.cut.cards == []  # the deal cleared them away
    timing.set_speed("normal")
