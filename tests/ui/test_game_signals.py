"""The window and its controller: what it drops, how moves reach the game, a start that fails."""

import dataclasses
import sys

import pytest
from PySide6.QtCore import QThread

from bura_desktop.app import TableSetup
from bura_desktop.core import Game
from bura_desktop.storage.paths import Profile

pytestmark = pytest.mark.usefixtures("no_animation")


def my_turn(qtbot, window):
    qtbot.waitUntil(lambda: bool(window.flow.legal), timeout=5000)


def test_signals_of_a_game_no_longer_shown_are_dropped(qtbot, open_window):
    # The computer deals, so the human leads.
    window = open_window(TableSetup.against_computers(seed=0, dealer=1))
    my_turn(qtbot, window)
    controller = window.worker.controller
    shown = window.flow.generation
    view = controller.game.view(0)
    window.new_game()
    # Late signals of the replaced game, sent before the controller heard of the new one.
    window.set_status("waiting for the new game")
    controller.prompt.emit(shown, view)
    controller.thinking.emit(shown, 1)
    assert not window.flow.legal
    assert window.status.text() == "waiting for the new game"
    qtbot.waitUntil(lambda: window.flow.generation is not None, timeout=5000)
    assert window.flow.generation > shown
    window.set_status("the new game")
    controller.thinking.emit(shown, 1)
    controller.prompt.emit(shown, view)
    assert window.status.text() == "the new game"


def test_of_two_new_games_asked_at_once_only_the_second_is_shown(qtbot, open_window):
    window = open_window(TableSetup.against_computers(seed=0, dealer=1))
    my_turn(qtbot, window)
    first = window.flow.generation
    window.new_game()
    window.new_game()  # before the controller has started the first of them
    qtbot.waitUntil(lambda: window.flow.generation is not None, timeout=5000)
    assert window.flow.generation == first + 2
    qtbot.waitUntil(lambda: "Hand 1:" in window.log.toPlainText(), timeout=5000)
    qtbot.wait(200)
    assert window.log.toPlainText().count("Hand 1:") == 1  # one deal on the table, not two


def test_every_move_is_applied_in_the_controllers_thread(qtbot, open_window, monkeypatch):
    moves = []
    apply = Game.apply

    def recorded(self, action, seat=None):
        # Who applied it, and in which thread: the slots themselves, not wrappers overriding
        # them, whose connections Qt would not queue the same way. People's moves come in
        # through ``move``, computers' answers through ``_computer_moved``.
        caller = sys._getframe(1).f_code.co_name
        moves.append((seat, caller, QThread.currentThread().objectName()))
        return apply(self, action, seat=seat)

    monkeypatch.setattr(Game, "apply", recorded)
    # The human deals, so the computer leads and the human answers.
    window = open_window(TableSetup.against_computers(seed=0, dealer=0))
    my_turn(qtbot, window)
    window.turn.act(str(next(a for a in window.flow.legal if a.kind == "play")))
    qtbot.waitUntil(lambda: len(moves) >= 2, timeout=5000)
    assert moves[:2] == [(1, "_computer_moved", "bura-controller"), (0, "move", "bura-controller")]


def test_a_saved_game_that_does_not_read_back_offers_a_new_game(qtbot, open_window, tmp_path):
    profile = Profile.in_directory(tmp_path)
    profile.savegame_file.parent.mkdir(parents=True, exist_ok=True)
    profile.savegame_file.write_text("{}")  # where the broken game came from
    setup = dataclasses.replace(
        TableSetup.against_computers(seed=7), session_id="s", resume='{"format": "bura'
    )
    window = open_window(setup, profile=profile)  # reads nothing: the worker does
    qtbot.waitUntil(window.panel.isVisible, timeout=5000)
    assert "stopped on an error" in window.panel.headline.text()
    # Set aside, so that the next start does not resume into the same failure.
    assert not profile.savegame_file.exists()
    assert [p.read_text() for p in profile.data_dir.glob("savegame.json.*")] == ["{}"]
    assert not window.flow.legal and not window.table.hand.cards()
    window.panel.button.click()  # "New game"
    qtbot.waitUntil(lambda: len(window.table.hand.cards()) == 3, timeout=5000)
