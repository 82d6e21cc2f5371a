"""Declarations and claims are called out beside the caller's plate, then fade away."""

from __future__ import annotations

import pytest

from bura_desktop.app import TableSetup
from bura_desktop.core import Game, Rules
from bura_desktop.ui.table import timing
from bura_desktop.ui.table.callout import Callout
from bura_desktop.ui.table.scene import TableScene
from tests.core.stacking import stack
from tests.ui.showing import show


@pytest.fixture(params=["off", "fast"])
def speed(request):
    timing.set_speed(request.param)
    yield request.param
    timing.set_speed("normal")


def callouts(scene):
    return [item for item in scene.items() if isinstance(item, Callout)]


def table_for(game: Game) -> TableScene:
    scene = TableScene(TableSetup.against_computers(players=2, rules=game.rules, seed=1))
    scene.relayout(1024, 640)
    show(scene, game.opening_events, game.view(0))
    return scene


def test_a_declaration_is_called_out_beside_its_plate_and_fades(qtbot, speed):
    rules = Rules()
    # The dealer (seat 0) holds three hearts, a molodka: he is asked before seat 1 leads, once
    # seat 1, the leader, has been asked first and passed.
    game = Game(rules, deck=stack(rules, ["7♥ 8♥ 9♥", "A♠ 7♣ 6♣"], "9♠"))
    scene = table_for(game)
    show(scene, game.apply("pass"), game.view(0))
    assert game.to_act == 0 and not callouts(scene)
    show(scene, game.apply("declare molodka"), game.view(0))
    qtbot.waitUntil(lambda: bool(callouts(scene)), timeout=3000)
    (callout,) = callouts(scene)
    assert callout.words == "Molodka!"
    plate = scene.plates[0].sceneBoundingRect()
    assert abs(callout.sceneBoundingRect().center().x() - plate.center().x()) < 1
    assert not callout.sceneBoundingRect().intersects(plate)
    qtbot.waitUntil(lambda: not callouts(scene), timeout=4000)


def test_a_claim_is_called_out(qtbot, speed):
    rules = Rules()
    game = Game(rules, deck=stack(rules, ["A♠ 7♣ 6♣", "K♦ 8♦ 9♣"], "9♠"))
    scene = table_for(game)
    claimer = game.to_act
    assert claimer is not None
    show(scene, game.apply("claim"), game.view(0))
    qtbot.waitUntil(lambda: bool(callouts(scene)), timeout=3000)
    (callout,) = callouts(scene)
    assert callout.words == "31!"
    plate = scene.plates[claimer].sceneBoundingRect()
    assert abs(callout.sceneBoundingRect().center().x() - plate.center().x()) < 1


def test_a_call_goes_when_the_next_trick_is_led(qtbot):
    timing.set_speed("off")  # the hand runs on faster than a call fades
    rules = Rules()
    game = Game(rules, deck=stack(rules, ["7♥ 8♥ 9♥", "A♠ 7♣ 6♣"], "9♠"))
    scene = table_for(game)
    show(scene, game.apply("pass"), game.view(0))  # the leader, asked first
    show(scene, game.apply("declare molodka"), game.view(0))
    qtbot.waitUntil(lambda: bool(callouts(scene)), timeout=3000)
    show(scene, game.apply("play 7♥"), game.view(0))  # the molodka gave seat 0 the lead
    qtbot.waitUntil(lambda: not callouts(scene), timeout=500)
    timing.set_speed("normal")
