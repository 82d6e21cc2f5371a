"""A blind bet is made before looking: the own cards lie face down until it is decided."""

from __future__ import annotations

import pytest

from bura_desktop.app import TableSetup
from bura_desktop.core import Game, Rules
from bura_desktop.ui.table.scene import TableScene
from tests.ui.showing import show

pytestmark = pytest.mark.usefixtures("no_animation")


def own_items(scene):
    return [scene.items_[slot.id] for slot in scene.model.hands[0].slots]


def shown(scene):
    return [item.is_face_up() for item in own_items(scene)]


@pytest.mark.parametrize("decision", ["blind", "pass"])
def test_the_own_hand_is_face_down_until_the_blind_bet_is_decided(qtbot, decision):
    rules = Rules.preset("classic", blind=True)
    scene = TableScene(TableSetup.against_computers(rules=rules, seed=3, dealer=1))
    scene.relayout(1024, 640)
    game = Game(rules, seed=3, dealer=1)
    assert game.to_act == 0 and game.phase == "blind"
    show(scene, game.opening_events, game.view(0))
    qtbot.waitUntil(lambda: not scene.busy)
    assert shown(scene) == [False, False, False]
    assert scene.hand.cards() == []  # nor does the keyboard or a screen reader reach them
    first = own_items(scene)[0]
    assert first.card is None  # the table does not know the cards its holder has not seen
    first.clicked.emit(first.card)  # a click on a face-down card
    assert scene.hand.chosen() == ()
    assert not any(item.draggable for item in own_items(scene))
    events = game.apply(decision)
    show(scene, events, game.view(0))
    qtbot.waitUntil(lambda: not scene.busy)
    assert shown(scene) == [True, True, True]
    assert sorted(scene.hand.cards()) == sorted(game.hand(0))


def test_a_seat_that_cannot_bet_blind_sees_its_cards_at_once(qtbot):
    rules = Rules.preset("classic", blind=True)
    scene = TableScene(TableSetup.against_computers(rules=rules, seed=3, dealer=0))
    scene.relayout(1024, 640)
    game = Game(rules, seed=3, dealer=0)  # the opponent leads, so it decides on the bet
    show(scene, game.opening_events, game.view(0))
    qtbot.waitUntil(lambda: not scene.busy)
    assert shown(scene) == [True, True, True]
