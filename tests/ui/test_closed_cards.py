"""Under closed cards the table tells the human no face-down card it did not see (RULES.md 6)."""

from __future__ import annotations

import pytest

from bura_desktop.app import TableSetup
from bura_desktop.app.narration import Narrator
from bura_desktop.core import Action, Game, Rules, project
from bura_desktop.storage.settings import TableSettings
from bura_desktop.ui.table.scene import TableScene
from bura_desktop.ui.window.hand_over_panel import HandOverPanel
from tests.core.stacking import stack
from tests.ui.showing import cell, show

pytestmark = pytest.mark.usefixtures("no_animation")


def test_a_face_down_ace_in_my_trick_shows_in_neither_the_log_nor_the_assist(qtbot):
    rules = Rules.preset("classic", closed_cards=True)
    # Seat 1 deals, so seat 0 (the human) leads K♠; seat 1 cannot beat it with A♥, which goes
    # face down into the human's trick: 4 points seen, 11 not.
    deck = stack(rules, ["K♠ 7♣ 8♣", "A♥ 9♣ 6♥"], "7♦", dealer=1)
    game = Game(rules, deck=deck, dealer=1)
    scene = TableScene(TableSetup.against_computers(rules=rules, seed=1, dealer=1))
    scene.relayout(1024, 640)
    scene.set_appearance(TableSettings(points_assist=True))
    narrator = Narrator(["You", "Opponent"], rules)
    log: list[str] = []
    scene.event_shown.connect(lambda e: log.append((narrator.tell(e) or ("", False))[0]))
    events = list(game.opening_events) + game.apply("play K♠") + game.apply("play A♥")
    assert game.points(0) == 15  # the truth: K♠ and the face-down A♥
    show(scene, events, game.view(0))
    qtbot.waitUntil(lambda: not scene.busy, timeout=5000)
    text = "".join(log)
    assert "Opponent threw 1 card face down. You take the trick." in text
    assert "A♥" not in text and "15" not in text and "11" not in text
    plate = scene.plates[0]
    assert (plate.points, plate.unseen) == (4, 1)
    assert "4 points" in plate.detail() and "+ 1 face down" in plate.detail()

    # The opponent then claims wrongly: the hand ends, and the human's pile, never exposed,
    # shows on the end-of-hand panel as the human saw it.
    events = game.apply("play 7♣") + game.apply("claim")
    show(scene, events, game.view(0))
    qtbot.waitUntil(lambda: not scene.busy, timeout=5000)
    panel = HandOverPanel()
    qtbot.addWidget(panel)
    assert game.outcome is not None
    panel.show_outcome(game.outcome, "", ["You", "Opponent"], False, rules, scene.model)
    assert cell(panel.table, 1, 1).text() == "4 + 1 face down"
    assert game.outcome.points[0] == 15


def test_my_own_face_down_card_is_marked_as_face_down_not_shown(qtbot):
    from bura_desktop.core import parse_cards

    rules = Rules.preset("classic", players=3, closed_cards=True)
    # Seat 1 deals: seat 2 leads K♠, the human cannot beat it and throws A♥ face down, seat 1
    # is still to answer.
    deck = stack(rules, ["A♥ 9♣ 6♥", "7♣ 8♣ 10♣", "K♠ 7♠ 8♠"], "7♦", dealer=1)
    game = Game(rules, deck=deck, dealer=1)
    setup = TableSetup.against_computers(players=3, rules=rules, seed=1, dealer=1)
    scene = TableScene(setup)
    scene.relayout(1024, 640)
    events = list(game.opening_events)
    while Action.parse("play K♠") not in game.legal_actions():
        events += game.apply("pass")  # asked to claim or declare before the lead: no
    events += game.apply("play K♠") + game.apply("play A♥ down")
    show(scene, events, game.view(0))
    qtbot.waitUntil(lambda: not scene.busy, timeout=5000)
    [ace] = parse_cards("A♥")
    mine = scene.item(ace)
    assert mine is not None and mine.is_face_up()  # its owner sees it...
    assert mine.is_peeking()  # ...marked as gone face down
    assert "face down" in mine.accessible_text()
    led = [scene.items_[s.id] for s in scene.model.trick.plays[0].slots]
    assert not any(item.is_peeking() for item in led)
    # The log names it to its owner, as face down too.
    narrator = Narrator(["You", "Masha", "Kolya"], rules, 0)
    told = [narrator.tell(e) for e in project(events, 0)]
    assert any(t is not None and "A♥ face down" in t[0] for t in told), told
