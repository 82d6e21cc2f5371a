"""Plates, pot and end-of-hand panel show what the scoring counts: chips, hands won or penalties."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from bura_desktop.app import TableSetup
from bura_desktop.core import Rules, project
from bura_desktop.ui.table.model import TableModel
from bura_desktop.ui.table.scene import TableScene
from bura_desktop.ui.window.hand_over_panel import HandOverPanel
from tests.ui.showing import cell, played_hand, show

pytestmark = pytest.mark.usefixtures("no_animation")


@pytest.mark.parametrize(
    ("preset", "words", "pot_shown"),
    [("classic", "chip", True), ("rules_sheet", "won", False), ("penalty", "penalty", False)],
)
def test_plates_and_pot_follow_the_scoring(qtbot, preset, words, pot_shown):
    rules = Rules.preset(preset)
    scene = TableScene(TableSetup.against_computers(rules=rules, seed=4))
    scene.relayout(1024, 640)
    game, events = played_hand(rules, 4)
    show(scene, events, game.view(0))
    qtbot.waitUntil(lambda: not scene.busy, timeout=10_000)
    for seat, plate in enumerate(scene.plates):
        assert words in plate.detail()
        if not rules.plays_for_chips:
            assert str(game.score(seat)) in plate.detail()
    assert scene.middle.pot.isVisible() == pot_shown
    assert scene.middle.pot_label.isVisible() == pot_shown


def test_the_panel_counts_a_series_hand_won(qtbot):
    rules = Rules.preset("rules_sheet")
    game, events = played_hand(rules, 1)
    panel = HandOverPanel()
    qtbot.addWidget(panel)
    seen = TableModel(rules, 0).fold(project(events, 0))
    panel.show_outcome(game.outcome, "", ["You", "Opponent"], False, rules, seen)
    cells = [cell(panel.table, row, 2).text() for row in range(3)]
    assert cells[0] == "hands won"
    winner = game.outcome.winners[0]
    assert cells[1 + winner] == "+1" and cells[2 - winner] == "0"


def test_the_dealer_tag_stays_with_the_hand_until_the_next_deal(qtbot):
    rules = Rules.preset("rules_sheet")  # the deal alternates
    scene = TableScene(TableSetup.against_computers(rules=rules, seed=4))
    scene.relayout(1024, 640)
    game, events = played_hand(rules, 4)
    dealer = events[0].dealer  # the opening HandDealt
    show(scene, events, game.view(0))
    qtbot.waitUntil(lambda: not scene.busy, timeout=10_000)
    assert [plate.dealer for plate in scene.plates] == [s == dealer for s in range(2)]
    show(scene, game.next_hand(), game.view(0))
    qtbot.waitUntil(lambda: not scene.busy, timeout=10_000)
    assert [plate.dealer for plate in scene.plates] == [s != dealer for s in range(2)]


def test_the_panel_shows_seat_names_as_written_never_as_html(qtbot):
    """Issue #35: a name holding HTML is shown as its characters, not rendered."""
    rules = Rules.preset("rules_sheet")
    game, events = played_hand(rules, 1)
    panel = HandOverPanel()
    qtbot.addWidget(panel)
    seen = TableModel(rules, 0).fold(project(events, 0))
    names = ["<b>You</b>", "<img src=x>\u05d0"]
    panel.show_outcome(game.outcome, "<i>headline</i>", names, False, rules, seen)
    labels = [cell(panel.table, row, 0) for row in (1, 2)]
    assert labels[0].text() == "<b>You</b>" and labels[1].text() == "\u2068<img src=x>\u05d0\u2069"
    for label in (*labels, panel.headline, panel.seed):
        assert label.textFormat() == Qt.TextFormat.PlainText
