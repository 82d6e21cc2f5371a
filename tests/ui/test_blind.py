"""A blind bet is made before looking: the own cards lie face down until it is decided."""

from __future__ import annotations

import pytest

from bura_desktop.app import TableSetup
from bura_desktop.core import Game, Rules
from bura_desktop.ui.table import TableScene
from tests.ui.showing import show

pytestmark = pytest.mark.usefixtures("no_animation")


def shown(scene):
    return [scene.items_[card].is_face_up() for card in scene.hands[0]]


@pytest.mark.parametrize("decision", ["blind", "pass"])
def test_the_own_hand_is_face_down_until_the_blind_bet_is_decided(qtbot, decision):
    rules = Rules.preset("classic", blind=True)
    scene = TableScene(TableSetup.against_computers(rules=rules, seed=3, dealer=1))
    scene.relayout(1024, 640)
    game = Game(rules, seed=3, dealer=1)
    assert game.to_act == 0 and game.phase == "blind"
    show(scene, game.opening_events, game.view(0))
    qtbot.waitUntil(lambda: not scene._running)
    assert shown(scene) == [False, False, False]
    assert scene.own_hand() == []  # nor does the keyboard or a screen reader reach them
    scene.toggle(scene.hands[0][0])  # a click on a face-down card
    assert scene.chosen() == ()
    assert not any(scene.items_[card].draggable for card in scene.hands[0])
    events = game.apply(decision)
    show(scene, events, game.view(0))
    qtbot.waitUntil(lambda: not scene._running)
    assert shown(scene) == [True, True, True]
    assert sorted(scene.own_hand()) == sorted(game.hand(0))


def test_a_seat_that_cannot_bet_blind_sees_its_cards_at_once(qtbot):
    rules = Rules.preset("classic", blind=True)
    scene = TableScene(TableSetup.against_computers(rules=rules, seed=3, dealer=0))
    scene.relayout(1024, 640)
    game = Game(rules, seed=3, dealer=0)  # the opponent leads, so it decides on the bet
    show(scene, game.opening_events, game.view(0))
    qtbot.waitUntil(lambda: not scene._running)
    assert shown(scene) == [True, True, True]
