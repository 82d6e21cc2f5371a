"""Chips shown on the plates and in the pot always end up as the engine counts them."""

from __future__ import annotations

import random

from bura_desktop.app import TableSetup
from bura_desktop.core import Action, Game, Rules
from bura_desktop.core.actions import CLAIM
from bura_desktop.core.events import ChipsMoved
from bura_desktop.ui.table import timing
from bura_desktop.ui.table.scene import TableScene
from tests.ui.showing import show


def test_the_batch_settles_only_after_every_chip_has_landed(qtbot):
    # Chips land through the same wait as the cards: when the batch's final settle runs,
    # nothing is in flight and the landings alone have brought every plate and the pot to
    # the engine's count, so nothing can be counted twice.
    timing.set_speed("fast")
    rules = Rules.preset("classic", players=3)
    scene = TableScene(TableSetup.against_computers(players=3, rules=rules, seed=2))
    scene.relayout(1024, 640)
    game = Game(rules, seed=2)
    events = list(game.opening_events)
    rng = random.Random(3)
    while game.to_act is not None:
        seat, moves = game.to_act, game.legal_moves()
        claim = CLAIM in moves and game.points(seat) >= 31
        move = CLAIM if claim else rng.choice([m for m in moves if m != CLAIM])
        events += game.apply(Action(move))
    payouts = [e for e in events if isinstance(e, ChipsMoved) and e.target is not None]
    assert payouts
    view = game.view(0)
    before_settle = []
    settle = scene._settle

    def settled(view):
        standing = ([plate.bankroll for plate in scene.plates], scene.middle.pot.count())
        before_settle.append((bool(scene.chips.flying), standing))
        return settle(view)

    scene._settle = settled  # type: ignore[method-assign]  # stubbed in place, to watch it
    with qtbot.waitSignal(scene.drained, timeout=20_000):
        show(scene, events, view)
    assert before_settle == [(False, (list(view.bankrolls), view.pot))]
    timing.set_speed("normal")
