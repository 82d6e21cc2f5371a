"""The review in the replay viewer: progress, the marked list, a click that jumps, Cancel, and
the end-of-hand panel's "Review this hand"."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt

from bura_desktop.app.records import Records
from bura_desktop.core import Rules
from bura_desktop.storage.paths import Profile
from bura_desktop.ui.records import review_panel
from bura_desktop.ui.records.history_window import HistoryWindow
from tests.app.processes import ended
from tests.storage.sessions import play_session
from tests.ui.showing import opened, refreshed


@pytest.fixture
def viewer(qtbot, tmp_path: Path, monkeypatch):
    monkeypatch.setattr(review_panel, "WORLDS", 4)  # fast: what is shown, not how well
    profile = Profile.in_directory(tmp_path / "profile")
    play_session(profile, Rules.preset("classic"), "classic", 21, 3)
    records = Records(profile)
    window = refreshed(qtbot, HistoryWindow(records))
    qtbot.addWidget(window)
    # The hand with the most decisions for the human.
    hand = max(window.hands, key=lambda h: len(h.actions or ()))
    yield opened(qtbot, window, lambda: window.open_hand(hand))
    for left in list(window.viewers):  # a viewer deletes itself once closed
        left.close()
    records.close()


def test_the_review_runs_with_progress_and_lists_the_decisions(viewer, qtbot):
    assert viewer.review is None
    with qtbot.waitSignal(viewer.review_button.clicked, timeout=1000):
        qtbot.mouseClick(viewer.review_button, Qt.MouseButton.LeftButton)
    panel = viewer.review
    assert panel is not None and panel.isVisible()
    qtbot.waitUntil(lambda: panel.summary is not None, timeout=60000)
    summary = panel.summary
    assert summary is not None and summary.decisions == panel.list.topLevelItemCount() > 0
    assert panel.progress.value() == panel.progress.maximum() == summary.decisions
    assert not panel._running.isVisible()
    assert "%" in panel.summary_label.text() and "%1" not in panel.summary_label.text()
    # Asked again, the review is shown, not run again: it would come out the same.
    assert viewer.start_review() is panel and panel.summary is summary and not panel.running

    # A click on a decision shows the table as it was then, with the review's word under it.
    item = panel.list.topLevelItem(panel.list.topLevelItemCount() - 1)
    decision = panel.decisions[-1]
    rect = panel.list.visualItemRect(item)
    qtbot.mouseClick(panel.list.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    assert viewer.position == decision.position
    assert panel.mark.isVisible() and panel.mark.text()
    viewer.forward()
    assert viewer.position == decision.position + 1
    assert not panel.mark.isVisible() or any(d.position == viewer.position for d in panel.decisions)


def test_cancel_stops_the_review(viewer, qtbot, monkeypatch):
    monkeypatch.setattr(review_panel, "WORLDS", 5000)
    panel = viewer.start_review()
    assert panel.running and panel._running.isVisible()
    qtbot.mouseClick(panel.cancel_button, Qt.MouseButton.LeftButton)
    assert not panel.running and not panel._running.isVisible()
    assert panel.summary is None and panel.list.topLevelItemCount() == 0
    assert panel.summary_label.text() == panel.tr("Review cancelled.")


def test_review_this_hand_opens_the_finished_hand_with_its_review(qtbot, tmp_path, monkeypatch):
    """Through the real start-up: the end-of-hand panel's button opens the history's viewer
    on the hand just played, its review running."""
    from bura_desktop.ui.table import timing
    from tests.ui.showing import open_app

    monkeypatch.setattr(review_panel, "WORLDS", 4)
    options = ["--profile", str(tmp_path), "--speed", "off", "--seed", "5", "--autoplay"]
    window = open_app(qtbot, *options, "--hands", "1")
    try:
        qtbot.waitUntil(lambda: window.hands_played == 1, timeout=30000)
        qtbot.waitUntil(lambda: window.panel.review_button.isVisible(), timeout=5000)
        # A hand the statistics do not have (yet) waits for the next one recorded, once.
        window.records.review_hand(12345)
        qtbot.waitUntil(lambda: window.records.review_wanted == 12345, timeout=15_000)
        window.records.hand_recorded()  # asked again once, and still not there: told so
        qtbot.waitUntil(lambda: "cannot be reviewed" in window.log.toPlainText())
        assert window.records.review_wanted is None and window.records.history_window is None
        # The game's thread may still be writing the hand: the viewer opens once it has.
        qtbot.mouseClick(window.panel.review_button, Qt.MouseButton.LeftButton)
        qtbot.waitUntil(
            lambda: (
                window.records.history_window is not None
                and bool(window.records.history_window.viewers)
            ),
            timeout=10000,
        )
        history = window.records.history_window
        assert history is not None
        viewer = history.viewers[-1]
        assert viewer.hand.seed == window.panel._seed
        assert viewer.review is not None
        qtbot.waitUntil(lambda: viewer.review.summary is not None, timeout=60000)
        viewer.close()
    finally:
        window.close()
        timing.set_speed("normal")


def test_closing_the_viewer_ends_its_review_process(viewer, qtbot, monkeypatch):
    monkeypatch.setattr(review_panel, "WORLDS", 5000)
    panel = viewer.start_review()
    qtbot.waitUntil(lambda: bool(panel.run._executor and panel.run._executor._processes))
    processes = list(panel.run._executor._processes.values())
    viewer.close()
    assert not panel.run.running
    qtbot.waitUntil(lambda: all(ended(p) for p in processes), timeout=10_000)


def test_the_end_of_hand_panel_offers_a_review_only_of_a_recorded_hand(qtbot):
    from bura_desktop.core import project
    from bura_desktop.ui.table.model import TableModel
    from bura_desktop.ui.window.hand_over_panel import HandOverPanel
    from tests.ui.showing import played_hand

    rules = Rules.preset("classic")
    game, events = played_hand(rules, 1)
    panel = HandOverPanel()
    qtbot.addWidget(panel)
    seen = TableModel(rules, 0).fold(project(events, 0))

    def offered(reviewable: bool, practice: bool) -> bool:
        panel.reviewable = reviewable
        panel.show_outcome(game.outcome, "", ["You", "Opponent"], False, rules, seen, practice)
        return panel.review_button.isVisible()

    assert offered(True, False)
    assert not offered(False, False)  # no profile: nothing is recorded
    assert not offered(True, True)  # a practice hand is never recorded


def test_the_summary_words_each_unit(qtbot):
    from bura_desktop.ai.review import Summary
    from bura_desktop.bench.review import recorded_hand
    from bura_desktop.ui.records.review_panel import ReviewPanel

    hand = recorded_hand(Rules.preset("rules_sheet"), 3, ("beginner", "beginner"))
    panel = ReviewPanel(hand, 0)
    qtbot.addWidget(panel)
    # A series hand counts the chance of winning it: an average per costly decision, not a sum.
    assert "cost 50 points of winning chance" in panel.summary_text(Summary(5, 3, 2, 1.0, "share"))
    assert "Estimated loss 1.50 chips" in panel.summary_text(Summary(5, 3, 2, 1.5, "chips"))
    assert "accuracy" not in panel.summary_text(Summary(0, 0, 0, 0, "chips")).lower()
    # Every decision fine: no loss named beside it.
    whole = panel.summary_text(Summary(6, 6, 0, 0.0, "chips"))
    assert "Accuracy 100%" in whole and "loss" not in whole
    slight = panel.summary_text(Summary(6, 5, 0, 0.1, "chips", slight=1))
    assert "slight inaccuracies: 1, mistakes: 0" in slight and "0.10 chips" in slight


def test_a_decision_is_worded_by_its_verdict_and_a_costly_one_says_why(qtbot):
    from bura_desktop.ai.effects import Reason
    from bura_desktop.ai.review import FINE, Decision
    from bura_desktop.bench.review import recorded_hand
    from bura_desktop.core import Action
    from bura_desktop.ui.records.review_panel import ReviewPanel

    panel = ReviewPanel(recorded_hand(Rules.preset("classic"), 3, ("beginner", "beginner")), 0)
    qtbot.addWidget(panel)
    queen, blank = Action.parse("play Q♣"), Action.parse("play 7♦")

    def decision(utility_loss: float, kind=None, reasons=()) -> Decision:
        return Decision(
            1, queen, (queen, blank), (0.5, 0.6), blank, 0.1, utility_loss, kind, reasons=reasons
        )

    fine = panel.verdict_text(decision(FINE / 2))
    assert "fine" in fine and "as good as" not in fine
    handed = Reason("points", 0.0, 3.0)
    slight = panel.verdict_text(decision(0.02, None, (handed,)))
    assert slight.startswith("slight inaccuracy: better 7♦")
    assert "Card points handed to the trick's winner: 3.0 with Q♣, 0.0 with 7♦." in slight
    bura = Reason("bura", 0.08, 0.0)
    mistake = panel.verdict_text(decision(0.1, "better", (bura,)))
    assert "better: 7♦" in mistake
    assert "Chance of a Bura of yours later in the hand: 0% with Q♣, 8% with 7♦." in mistake
    best = Decision(1, blank, (queen, blank), (0.5, 0.6), blank, 0.0, 0.0, None)
    assert panel.verdict_text(best) == "7♦ was the Expert's choice."


def test_the_other_player_of_a_two_player_hand_is_your_opponent(qtbot):
    from bura_desktop.ai.effects import Reason
    from bura_desktop.ui.words.why import glance_text, why_text

    reason = Reason("opponent_claim", 0.2, 0.4)
    said = why_text(reason, "7♦", "Q♣")
    assert said == "Chance that your opponent claims 31: 40% with 7♦, 20% with Q♣."
    assert glance_text(reason, "7♦") == "Your opponent claims 31 less often than after 7♦."
