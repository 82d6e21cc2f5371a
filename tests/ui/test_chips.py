"""Chips shown on the plates and in the pot always end up as the engine counts them."""

from __future__ import annotations

import random

from bura_desktop.app import TableSetup
from bura_desktop.core import Game, Rules
from bura_desktop.core.actions import CLAIM
from bura_desktop.core.events import ChipsMoved
from bura_desktop.ui import timing
from bura_desktop.ui.table import TableScene
from tests.ui.showing import show


def test_chips_still_flying_when_the_hand_settles_are_not_counted_twice(qtbot):
    # The step after a chip flight is timed to its end, so the batch's final settle can run
    # a moment before the flight lands: the won pot must not be added to the bankroll again.
    timing.set_speed(timing.Speed.NORMAL)
    rules = Rules.preset("classic", players=3)
    scene = TableScene(TableSetup.against_computers(players=3, rules=rules, seed=2))
    scene.relayout(1024, 640)
    game = Game(rules, seed=2)
    show(scene, game.opening_events, game.view(0))
    qtbot.waitUntil(lambda: not scene._running, timeout=10_000)
    events = []
    rng = random.Random(3)
    while game.to_act is not None:
        seat, moves = game.to_act, game.legal_moves()
        claim = CLAIM in moves and game.points(seat) >= 31
        events += game.apply(CLAIM if claim else rng.choice([m for m in moves if m != CLAIM]))
    payouts = [e for e in events if isinstance(e, ChipsMoved)]  # the cards need not be shown
    assert any(e.target is not None for e in payouts)
    view = game.view(0)
    show(scene, payouts, view)
    qtbot.waitUntil(lambda: bool(scene._sprites), timeout=10_000)
    while scene._running:  # every later step's timer fires before the flight ends
        scene._timer.stop()
        scene._run()
    qtbot.wait(timing.ms(timing.CHIPS_MS) + 300)
    assert [plate.bankroll for plate in scene.plates] == list(view.bankrolls)
    assert scene.pot.count() == view.pot
    assert not scene._sprites
