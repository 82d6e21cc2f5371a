"""Settings, statistics and the saved game, through the real start-up and the real window."""

import json
import os
import signal
import sqlite3
import subprocess
import sys
import time
from pathlib import Path

import pytest
from PySide6.QtWidgets import (
    QAbstractButton,
    QComboBox,
    QDialogButtonBox,
    QLineEdit,
    QRadioButton,
    QSpinBox,
    QWidget,
)

from bura_desktop.app.flow import Stage
from bura_desktop.core import Rules
from bura_desktop.storage import settings as stored_settings
from bura_desktop.storage.paths import Profile
from bura_desktop.ui.table import timing
from tests.ui.showing import hands_in, play_until

ROOT = Path(__file__).resolve().parents[2]


pytestmark = pytest.mark.usefixtures("normal_speed_afterwards")


def test_preferences_round_trip_through_the_window(qtbot, start_profile, tmp_path):
    window = start_profile(tmp_path, "--seed", "1")
    assert window.table.renderer.deck() == "atlas"
    window.ask = lambda question: False
    window.menus.preferences_action.trigger()
    dialog = window.kept.dialog
    dialog.findChild(QWidget, "card_deck_contrast").setChecked(True)
    speed = dialog.findChild(QWidget, "animation_speed")
    speed.setCurrentIndex(speed.findData("fast"))
    level = dialog.findChild(QWidget, "opponent_level_0")
    level.setCurrentIndex(level.findData("expert"))
    dialog.buttons.button(QDialogButtonBox.StandardButton.Ok).click()

    saved = json.loads(Profile.in_directory(tmp_path).settings_file.read_text())
    assert saved["table"]["card_deck"] == "contrast"
    assert saved["table"]["animation_speed"] == "fast"
    assert saved["game"]["opponents"][0]["level"] == "expert"
    assert window.table.renderer.deck() == "contrast"
    assert timing.speed() == "fast"
    # The opponent's level is a new session's: it waits for the next game.
    assert "next new game" in window.status.text()
    assert window.setup.seats[1].level == "intermediate"


def play_to_the_hands_end(qtbot, window):
    for _ in range(100):
        qtbot.waitUntil(lambda: bool(window.flow.legal) or window.panel.isVisible(), timeout=5000)
        if window.panel.isVisible():
            return
        window.turn.act(str(window.flow.legal[-1]))  # claiming ends the hand soonest
    raise AssertionError("the hand did not end")


def close_the_cards_in_the_preferences(window):
    window.menus.preferences_action.trigger()
    dialog = window.kept.dialog
    dialog.findChild(QWidget, "closed_cards").setChecked(True)
    dialog.buttons.button(QDialogButtonBox.StandardButton.Ok).click()


def test_new_rules_answered_no_leave_the_session_and_its_chips_as_they_are(
    qtbot, start_profile, tmp_path
):
    # Issue #47: this OK once dealt the next hand as a new game, the chips back to 100.
    questions = []
    window = start_profile(tmp_path, "--seed", "2", ask=lambda q, d=False: questions.append(q))
    play_to_the_hands_end(qtbot, window)
    controller = window.worker.controller
    chips = [controller.game.bankroll(seat) for seat in (0, 1)]
    assert chips != [100, 100]  # the pot went to someone
    close_the_cards_in_the_preferences(window)
    [question] = questions  # between hands as well as in one
    assert window.flow.stage is Stage.HAND_OVER
    assert "game on the table ends" in question and "chips" in question
    assert "goes on" in window.status.text()
    window.next_hand()
    qtbot.waitUntil(lambda: controller.game.hand_no == 1, timeout=5000)
    assert window.worker.controller.game is controller.game  # the same session
    assert not controller.game.rules.closed_cards and not window.setup.rules.closed_cards
    # The new rules wait for the next new game the player starts.
    window.new_game()
    qtbot.waitUntil(lambda: window.worker.controller.game.rules.closed_cards, timeout=5000)


def test_new_rules_answered_yes_start_a_new_game_under_them(qtbot, start_profile, tmp_path):
    window = start_profile(tmp_path, "--seed", "2")  # every question answered yes
    play_to_the_hands_end(qtbot, window)
    close_the_cards_in_the_preferences(window)
    qtbot.waitUntil(lambda: window.worker.controller.game.rules.closed_cards, timeout=5000)
    assert window.worker.controller.game.hand_no == 0
    # A new session: a hundred chips each, less the first hand's ante.
    assert [window.worker.controller.game.bankroll(seat) for seat in (0, 1)] == [99, 99]


def changed(control: QWidget) -> bool:
    """Change ``control`` as a player would; False if it offers no other value."""
    if isinstance(control, QAbstractButton) and control.isCheckable():
        if isinstance(control, QRadioButton) and control.isChecked():
            return False
        control.click()
    elif isinstance(control, QComboBox) and control.count() > 1:
        control.setCurrentIndex((control.currentIndex() + 1) % control.count())
    elif isinstance(control, QSpinBox):
        value = control.value()
        control.setValue(value + 1 if value < control.maximum() else value - 1)
    elif isinstance(control, QLineEdit):
        control.setText(control.text() + "a")
    else:
        return False
    return True


def test_no_preference_ends_the_game_on_the_table_without_a_question(
    qtbot, start_profile, tmp_path
):
    questions: list[str] = []
    window = start_profile(tmp_path, "--seed", "2", ask=lambda q, d=False: questions.append(q))
    play_to_the_hands_end(qtbot, window)
    game = window.worker.controller.game
    begun: list[object] = []
    window.new_game_requested.connect(begun.append)
    window.menus.preferences_action.trigger()
    kinds = (QAbstractButton, QComboBox, QSpinBox, QLineEdit)
    names = sorted(
        {c.objectName() for kind in kinds for c in window.kept.dialog.findChildren(kind)} - {""}
    )
    window.kept.dialog.reject()
    qtbot.waitUntil(lambda: window.kept.dialog is None)
    tried = 0
    for name in names:
        window.menus.preferences_action.trigger()
        dialog = window.kept.dialog
        control = dialog.findChild(QWidget, name)
        if not control.isEnabled() or not changed(control):
            dialog.reject()
            qtbot.waitUntil(lambda: window.kept.dialog is None)
            continue
        ok = dialog.buttons.button(QDialogButtonBox.StandardButton.Ok)
        if not ok.isEnabled():  # a value the dialog refuses (a server's address cut short)
            dialog.reject()
            qtbot.waitUntil(lambda: window.kept.dialog is None)
            continue
        tried += 1
        asked_before = len(questions)
        ok.click()
        qtbot.waitUntil(lambda: window.kept.dialog is None)
        assert not begun or len(questions) > asked_before, name
        begun.clear()
    assert tried > 30  # every tab's controls, the rules' among them
    window.next_hand()
    qtbot.waitUntil(lambda: game.hand_no == 1, timeout=5000)
    assert window.worker.controller.game is game


def test_a_finished_hand_lands_in_the_statistics(qtbot, start_profile, tmp_path):
    window = start_profile(tmp_path, "--seed", "3", "--autoplay", "--hands", "1")
    qtbot.waitUntil(lambda: window.hands_played == 1, timeout=20000)
    qtbot.waitUntil(lambda: len(hands_in(tmp_path)) == 1, timeout=5000)
    outcome = window.worker.controller.game.outcome  # the one hand played
    session, winner, ending, points = hands_in(tmp_path)[0]
    assert session == window.setup.session_id
    assert (winner, ending) == (outcome.winner, outcome.how)
    assert json.loads(points) == list(outcome.points)
    window.menus.show_statistics()
    qtbot.waitUntil(lambda: window.records.statistics_window.figure("played") == "1")


def test_a_hand_played_while_another_copy_holds_the_statistics_is_kept(
    qtbot, start_profile, tmp_path
):
    from bura_desktop.storage.statistics import Statistics

    profile = Profile.in_directory(tmp_path)
    Statistics.open(profile)[0].close()
    other = sqlite3.connect(profile.statistics_file, isolation_level=None)
    other.execute("BEGIN IMMEDIATE")
    window = start_profile(tmp_path, "--seed", "3", "--autoplay", "--hands", "1")
    qtbot.waitUntil(lambda: window.hands_played == 1, timeout=20000)
    locked_out = window.setup.session_id
    window.close()
    other.execute("COMMIT")
    other.close()
    assert hands_in(tmp_path) == []
    # The next start adds it, once.
    start_profile(tmp_path, "--new-game")
    qtbot.waitUntil(lambda: any(h[0] == locked_out for h in hands_in(tmp_path)), timeout=5000)
    assert [h[0] for h in hands_in(tmp_path)].count(locked_out) == 1
    assert not profile.data_dir.joinpath("statistics.waiting.json").exists()


def test_quitting_mid_hand_and_starting_again_resumes_the_same_hand(qtbot, start_profile, tmp_path):
    first = start_profile(tmp_path, "--seed", "2")
    game = first.worker.controller.game
    play_until(qtbot, first, lambda: game.tricks_played >= 1 and bool(first.flow.legal))
    hands = [game.hand(s) for s in range(2)]
    tricks, hand_no = game.tricks_played, game.hand_no
    first.close()

    again = start_profile(tmp_path)
    qtbot.waitUntil(lambda: bool(again.flow.legal), timeout=5000)
    resumed = again.worker.controller.game
    assert [resumed.hand(s) for s in range(2)] == hands
    assert (resumed.tricks_played, resumed.hand_no) == (tricks, hand_no)
    assert set(again.table.hand.cards()) == set(hands[0])
    assert again.setup.session_id == first.setup.session_id
    # And it plays on to the end of the hand.
    play_until(qtbot, again, again.panel.isVisible)


def test_a_resumed_game_tells_the_standing_and_the_hand_so_far_in_its_log(
    qtbot, start_profile, tmp_path
):
    # Issue #47: the log of a game taken up again had said no more than that it went on.
    first = start_profile(tmp_path, "--seed", "2")
    game = first.worker.controller.game
    play_until(qtbot, first, lambda: game.tricks_played >= 1 and bool(first.flow.legal))
    told = first.log.toPlainText().splitlines()
    bankrolls = [game.bankroll(seat) for seat in range(2)]
    first.close()

    again = start_profile(tmp_path)
    qtbot.waitUntil(lambda: bool(again.flow.legal), timeout=5000)
    lines = again.log.toPlainText().splitlines()
    assert lines[0].startswith("The saved game goes on where it was left. Chips: you ")
    assert f"you {bankrolls[0]}" in lines[0] and f" {bankrolls[1]}; in the pot " in lines[0]
    # Then the hand as the first run told it, from its first line (in gold) on.
    hand = next(i for i, line in enumerate(told) if line.startswith("Hand "))
    assert lines[1:] == told[hand:]
    assert len(lines) > 2


def test_a_profile_under_a_file_still_plays_with_one_message(qtbot, start_profile, tmp_path):
    blocker = tmp_path / "blocker"
    blocker.write_text("a file, not a folder")
    window = start_profile(blocker / "profile", "--seed", "2")
    play_until(qtbot, window, window.panel.isVisible)
    assert len(window.messages) == 1
    assert "not kept" in window.messages[0]
    assert not window.menus.statistics_action.isEnabled()


def test_a_read_only_data_folder_still_gives_the_settings_and_the_saved_game(
    qtbot, start_profile, tmp_path, monkeypatch
):
    profile = Profile.in_directory(tmp_path)
    chosen = stored_settings.Settings()
    chosen.table.card_deck = "contrast"
    assert stored_settings.save(profile, chosen) is None
    first = start_profile(tmp_path, "--seed", "2")
    game = first.worker.controller.game
    play_until(qtbot, first, lambda: game.tricks_played >= 1 and bool(first.flow.legal))
    session = first.setup.session_id
    first.close()
    save = profile.savegame_file.read_bytes()

    data = profile.data_dir
    data.chmod(0o555)
    if os.geteuid() == 0:  # root writes anyway: the folder says it is read-only
        real = os.access
        monkeypatch.setattr(
            os,
            "access",
            lambda path, mode, **kw: (
                False if Path(path) == data and mode & os.W_OK else real(path, mode, **kw)
            ),
        )
    try:
        again = start_profile(tmp_path)
        qtbot.waitUntil(lambda: bool(again.flow.legal), timeout=5000)
        assert again.setup.session_id == session  # the saved game goes on
        assert again.table.renderer.deck() == "contrast"  # the settings are read
        assert any("read-only" in m and "not kept" in m for m in again.messages)
        play_until(qtbot, again, again.panel.isVisible)
        assert profile.savegame_file.read_bytes() == save
    finally:
        data.chmod(0o755)


def test_killed_mid_hand_the_next_start_resumes_and_keeps_every_file(tmp_path):
    profile = Profile.in_directory(tmp_path)
    chosen = stored_settings.Settings()
    chosen.table.card_deck = "contrast"
    assert stored_settings.save(profile, chosen) is None
    settings_before = profile.settings_file.read_bytes()
    command = [sys.executable, "-m", "bura_desktop", "--profile", str(tmp_path), "--speed", "off"]
    env = {**os.environ, "PYTHONPATH": str(ROOT), "QT_QPA_PLATFORM": "offscreen"}

    app = subprocess.Popen([*command, "--autoplay", "--level", "random"], env=env)
    try:
        deadline = time.monotonic() + 60
        while time.monotonic() < deadline:
            if profile.statistics_file.exists() and len(hands_in(tmp_path)) >= 2:
                break
            time.sleep(0.05)
        else:
            raise AssertionError("no hands were recorded")
    finally:
        app.send_signal(signal.SIGKILL)
        app.wait()
    recorded = len(hands_in(tmp_path))

    again = subprocess.run([*command, "--autoplay", "--hands", "1", "--quit"], env=env, timeout=120)
    assert again.returncode == 0
    assert profile.settings_file.read_bytes() == settings_before
    with sqlite3.connect(profile.statistics_file) as db:
        assert db.execute("PRAGMA integrity_check").fetchone()[0] == "ok"
    # At most the hand in progress at the kill is lost; the restart adds its own.
    assert len(hands_in(tmp_path)) >= recorded + 1
    assert not list(tmp_path.rglob("*.bad-*")), "nothing had to be set aside"


def saved_mid_hand(qtbot, start_profile, tmp_path):
    """A game quit in the middle of a hand; the human's cards then."""
    first = start_profile(tmp_path, "--seed", "2")
    game = first.worker.controller.game
    play_until(qtbot, first, lambda: game.tricks_played >= 1 and bool(first.flow.legal))
    hand = game.hand(0)
    first.close()
    return hand


def test_players_on_the_command_line_with_a_saved_game_say_the_saved_game_goes_on(
    qtbot, start_profile, tmp_path
):
    hand = saved_mid_hand(qtbot, start_profile, tmp_path)
    window = start_profile(tmp_path, "--players", "4")
    assert window.worker.controller.game.hand(0) == hand  # the saved game, not four players
    qtbot.waitUntil(lambda: any("--new-game" in m for m in window.messages), timeout=5000)


@pytest.mark.parametrize("answer", [False, True])
def test_new_game_on_the_command_line_asks_before_it_throws_the_saved_game_away(
    qtbot, start_profile, tmp_path, answer
):
    hand = saved_mid_hand(qtbot, start_profile, tmp_path)
    questions: list[str] = []

    def ask(question: str, yes_by_default: bool = False) -> bool:
        questions.append(question)
        return answer

    window = start_profile(tmp_path, "--new-game", "--players", "3", ask=ask)
    qtbot.waitUntil(lambda: bool(questions), timeout=5000)
    assert "hand in progress" in questions[0]
    if answer:
        qtbot.waitUntil(lambda: window.setup.rules.players == 3, timeout=5000)
    else:
        assert window.worker.controller.game.hand(0) == hand
        assert window.flow.next_setup is None  # nor does a new game wait for the next hand


def test_a_level_from_the_command_line_keeps_the_settings_rules(qtbot, start_profile, tmp_path):
    profile = Profile.in_directory(tmp_path)
    settings = stored_settings.Settings()
    settings.game.preset = "kozel"
    (tmp_path / "config").mkdir()
    assert stored_settings.save(profile, settings) is None
    window = start_profile(tmp_path, "--level", "advanced", "--new-game")
    assert window.setup.rules == Rules.preset("kozel")
    assert [seat.level for seat in window.setup.seats] == ["human", "advanced"]


def test_a_hint_asked_for_is_recorded_with_the_hand(qtbot, start_profile, tmp_path):
    window = start_profile(tmp_path, "--seed", "3", "--new-game", "--level", "random")
    qtbot.waitUntil(lambda: bool(window.flow.legal), timeout=5000)
    window.turn.hint()
    qtbot.waitUntil(lambda: window.status.text().startswith("Hint"), timeout=10000)
    play_until(qtbot, window, lambda: window.panel.isVisible())
    qtbot.waitUntil(lambda: len(hands_in(tmp_path)) == 1, timeout=5000)
    with sqlite3.connect(Profile.in_directory(tmp_path).statistics_file) as db:
        assert db.execute("SELECT hints FROM hands").fetchall() == [(1,)]
    window.menus.show_statistics()
    qtbot.waitUntil(lambda: window.records.statistics_window.figure("helped") == "1")


def test_start_up_removes_what_killed_saves_left(start_profile, tmp_path):
    profile = Profile.in_directory(tmp_path / "p")
    an_hour_ago = time.time() - 3600
    for folder, name in (
        (profile.config_dir, "settings.json"),
        (profile.data_dir, "savegame.json"),
    ):
        folder.mkdir(parents=True)
        left = folder / f".{name}.x1y2z3.tmp"
        left.write_text("half a save")
        os.utime(left, (an_hour_ago, an_hour_ago))
    start_profile(tmp_path / "p")
    remaining = [*profile.config_dir.glob("*.tmp"), *profile.data_dir.glob("*.tmp")]
    # The game just started may be writing a save of its own, named after this process.
    assert [p for p in remaining if f".{os.getpid()}-" not in p.name] == []


def test_a_save_that_loads_but_fails_is_kept_aside_and_a_new_game_is_offered(
    qtbot, start_profile, tmp_path, monkeypatch
):
    first = start_profile(tmp_path, "--seed", "2")
    game = first.worker.controller.game
    play_until(qtbot, first, lambda: game.tricks_played >= 1 and bool(first.flow.legal))
    session = first.setup.session_id
    first.close()
    profile = Profile.in_directory(tmp_path)
    assert profile.savegame_file.exists()

    def broken(game, seat):
        raise RuntimeError("a save that loads but does not play")

    monkeypatch.setattr("bura_desktop.core.game.Game.view", broken)
    again = start_profile(tmp_path)
    qtbot.waitUntil(again.panel.isVisible, timeout=5000)
    assert "stopped on an error" in again.panel.headline.text()
    assert "stopped on an error" in again.status.text()
    assert again.panel.button.text() == "New game"
    assert not profile.savegame_file.exists()
    assert list(profile.data_dir.glob("savegame.json.bad*"))
    monkeypatch.undo()
    again.panel.button.click()
    qtbot.waitUntil(lambda: bool(again.table.hand.cards()), timeout=5000)
    assert again.setup.session_id != session
    # (A quick computer may already have ended the new game's first hand.)
    assert not again.panel.isVisible() or "stopped" not in again.panel.headline.text()
