"""The trump badge names the trumps all hand long; the play that takes the trick is ringed."""

from __future__ import annotations

import random

import pytest

from bura_desktop.app import TableSetup
from bura_desktop.core import Game, Rules
from bura_desktop.core.events import CardsPlayed
from bura_desktop.ui.table.scene import TableScene
from tests.ui.showing import show

pytestmark = pytest.mark.usefixtures("no_animation")


def no_claim(game):
    """Play on to the end of the stock: nobody claims."""
    return [a for a in game.legal_actions() if a.kind != "claim"] or game.legal_actions()


def a_table(rules, seed, players=2):
    scene = TableScene(TableSetup.against_computers(players=players, rules=rules, seed=seed))
    scene.relayout(1024, 640)
    return scene


@pytest.mark.parametrize("stock_end", ["set_aside", "draw_out"])
def test_the_trump_badge_stays_once_the_stock_is_gone(qtbot, stock_end):
    rules = Rules.preset("classic", stock_end=stock_end)
    game = Game(rules, seed=8, dealer=1)
    scene = a_table(rules, 8)
    show(scene, game.opening_events, game.view(0))
    qtbot.waitUntil(lambda: not scene.busy)
    badge = scene.trump_badge
    assert badge.isVisible() and badge.text() == f"Trump {game.indicator.suit} ({game.indicator})"
    rng = random.Random(1)
    while not game.hand_over:
        events = game.apply(rng.choice(no_claim(game)))
        show(scene, events, game.view(0))
        qtbot.waitUntil(lambda: not scene.busy)
        if game.view(0).stock_count == 0:
            assert scene.model.stock.slots == [] and scene.model.indicator.slots == []
            assert badge.isVisible() and str(game.indicator.suit) in badge.text()
    assert game.view(0).stock_count == 0  # the stock did run out


def test_the_winning_play_is_ringed_and_only_it(qtbot):
    rules = Rules.preset("classic", players=4)
    game = Game(rules, seed=21, dealer=3)
    scene = a_table(rules, 21, players=4)
    show(scene, game.opening_events, game.view(0))
    qtbot.waitUntil(lambda: not scene.busy)
    rng = random.Random(5)
    checked = 0
    while not game.hand_over:
        before = len(game.view(0).trick)
        events = game.apply(rng.choice(no_claim(game)))
        show(scene, events, game.view(0))
        qtbot.waitUntil(lambda: not scene.busy)
        trick = scene.model.trick
        if trick.plays:
            ringed = {s.id for s in trick.slots if scene.items_[s.id].is_winning()}
            assert ringed == {s.id for s in trick.plays[trick.best].slots}
            # The engine agrees: the ringed play is the one marked best when it was played.
            best = [e for e in events if isinstance(e, CardsPlayed) and e.best]
            if best and len(trick.plays) > before:
                assert trick.plays[trick.best].seat == best[-1].seat
            checked += 1
        elsewhere = [scene.items_[s.id] for s in scene.model.slots() if s not in trick.slots]
        assert not any(item.is_winning() for item in elsewhere)
    assert checked > 5


def test_the_pot_the_stock_the_badge_and_the_plates_say_what_they_are(qtbot):
    rules = Rules.preset("classic")
    game = Game(rules, seed=8, dealer=1)
    scene = a_table(rules, 8)
    show(scene, game.opening_events, game.view(0))
    qtbot.waitUntil(lambda: not scene.busy)
    assert "pot" in scene.pot.toolTip() and "draw" in scene.stock_label.toolTip()
    assert scene.trump_badge.toolTip() == scene.trump_badge.text()
    # The dealer's token is a picture: the tooltip says it in words.
    dealer, other = scene.plates[1], scene.plates[0]
    assert dealer.toolTip() == f"{dealer.name}: {dealer.detail()}, {dealer.dealer_text()}"
    assert other.toolTip() == f"{other.name}: {other.detail()}"
