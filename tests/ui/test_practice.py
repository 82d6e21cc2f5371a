"""Play it again from here: a replayed hand played on from a position, counted nowhere."""

from __future__ import annotations

import pytest

from bura_desktop.app.flow import Stage
from bura_desktop.core import Game
from bura_desktop.storage.paths import Profile
from bura_desktop.ui.table import timing
from tests.app.driver import Relay
from tests.ui.showing import hands_in, open_app, opened, play_until


@pytest.fixture
def window(qtbot, tmp_path):
    shown = open_app(qtbot, "--profile", str(tmp_path), "--speed", "off", "--seed", "5")
    qtbot.waitUntil(lambda: hasattr(shown.worker.controller, "game"), timeout=5000)
    yield shown
    shown.close()
    timing.set_speed("normal")


def test_a_position_is_played_on_with_the_same_cards_and_leaves_no_trace(qtbot, window, tmp_path):
    controller = window.worker.controller
    play_until(qtbot, window, window.panel.isVisible)  # the first hand, recorded
    qtbot.waitUntil(lambda: len(hands_in(tmp_path)) == 1, timeout=5000)
    window.panel.button.click()
    # In the middle of the second hand, at the human's turn: the game to come back to.
    play_until(
        qtbot, window, lambda: controller.game.tricks_played >= 1 and bool(window.flow.legal)
    )
    real = controller.game.view(window.setup.watched)
    real_session = window.setup.session_id
    told = window.log.toPlainText()
    assert told

    window.menus.show_history()
    history = window.records.history_window
    qtbot.waitUntil(lambda: len(history.hands) == 1)
    viewer = opened(qtbot, history, lambda: history.open_hand(history.hands[0]))
    viewer.go_to(5)
    position = viewer.replayed.replayed.steps[4].game  # after the fifth action
    relay = Relay(controller)
    resumed = []
    relay.resumed.connect(lambda generation, view: resumed.append(view))
    viewer.again_button.click()

    qtbot.waitUntil(lambda: bool(resumed), timeout=5000)
    assert window.setup.practice and not history.isVisible()
    # The table is the hand as it stood at that point, as the human saw it then.
    assert resumed[0] == position.view(viewer.seat) == viewer.table_view()
    assert "not counted" in window.windowTitle()
    assert window.menus.back_action.isEnabled()
    # The game played on is that position: its stock to come is the one dealt.
    started = Game.from_json(window.setup.resume)
    assert started.state()._replace(hand_seed=None) == position.state()._replace(hand_seed=None)
    save = Profile.in_directory(tmp_path).savegame_file
    kept = save.read_bytes()

    play_until(qtbot, window, window.panel.isVisible)
    assert window.panel.button.text() == "Back to your game"
    assert window.panel.headline.text().startswith("Practice, not counted: ")
    assert len(hands_in(tmp_path)) == 1, "the practice hand is not in the statistics"
    assert save.read_bytes() == kept, "nor in the save"

    window.panel.button.click()
    qtbot.waitUntil(lambda: len(resumed) == 2, timeout=5000)
    assert not window.setup.practice and window.setup.session_id == real_session
    assert resumed[1] == real, "the game left goes on exactly where it was"
    assert window.log.toPlainText().startswith(told), "its log too"
    assert window.windowTitle() == "Bura" and not window.menus.back_action.isEnabled()
    play_until(qtbot, window, window.panel.isVisible)
    qtbot.waitUntil(lambda: len(hands_in(tmp_path)) == 2, timeout=5000)


def test_there_is_nothing_to_play_from_the_end_of_a_hand(qtbot, window):
    play_until(qtbot, window, window.panel.isVisible)
    window.menus.show_history()
    history = window.records.history_window
    qtbot.waitUntil(lambda: bool(history.refresh() or history.hands))
    viewer = opened(qtbot, history, lambda: history.open_hand(history.hands[0]))
    viewer.last()
    assert not viewer.again_button.isEnabled()
    viewer.go_to(viewer.steps - 1)
    assert viewer.again_button.isEnabled()
    viewer.close()


def test_a_hand_clicked_in_the_statistics_chart_opens_in_the_viewer(qtbot, window, tmp_path):
    play_until(qtbot, window, window.panel.isVisible)
    window.panel.button.click()
    play_until(qtbot, window, window.panel.isVisible)
    qtbot.waitUntil(lambda: len(hands_in(tmp_path)) == 2, timeout=5000)
    window.menus.show_statistics()
    statistics = window.records.statistics_window
    qtbot.waitUntil(statistics.bankroll_chart.has_data)
    second = statistics._hands[1]
    statistics.bankroll_chart.hand_clicked.emit(2)  # a click on the second hand's point
    history = window.records.history_window
    assert history is not None and history.isVisible()
    qtbot.waitUntil(lambda: bool(history.viewers))
    assert history.viewers[-1].hand == second


def test_a_practice_hand_after_the_game_ended_offers_a_new_game(qtbot, window, tmp_path):
    play_until(qtbot, window, window.panel.isVisible)
    qtbot.waitUntil(lambda: len(hands_in(tmp_path)) == 1, timeout=5000)
    window.flow.stage = Stage.SESSION_OVER  # as when the session's last hand has been shown
    window.menus.show_history()
    history = window.records.history_window
    qtbot.waitUntil(lambda: len(history.hands) == 1)
    viewer = opened(qtbot, history, lambda: history.open_hand(history.hands[0]))
    viewer.go_to(3)
    viewer.again_button.click()
    qtbot.waitUntil(lambda: window.setup.practice and window.flow.generation is not None)
    play_until(qtbot, window, window.panel.isVisible)
    assert window.panel.button.text() == "New game"
    assert not window.panel.review_button.isVisible(), "a practice hand is never recorded"
    window.panel.button.click()
    qtbot.waitUntil(lambda: window.flow.generation is not None, timeout=5000)
    assert not window.setup.practice and window.windowTitle() == "Bura"
    play_until(qtbot, window, window.panel.isVisible)
    qtbot.waitUntil(lambda: len(hands_in(tmp_path)) == 2, timeout=5000)
