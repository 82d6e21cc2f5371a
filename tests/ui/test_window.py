"""The window around the table: its size and place kept across starts, the log panel, full
screen, the questions before throwing a hand away or claiming, Help's dialogs."""

from __future__ import annotations

import dataclasses
import json
from typing import Any

import pytest
from PySide6.QtCore import QRect, Qt
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import QCheckBox, QDialogButtonBox, QSpinBox, QToolButton

from bura_desktop.__main__ import build_window, parse_args
from bura_desktop.app import TableSetup
from bura_desktop.core import Action, Game
from bura_desktop.storage import settings as stored_settings
from bura_desktop.storage.paths import Profile
from bura_desktop.storage.settings import GeneralSettings, Settings, WindowSettings
from bura_desktop.ui.dialogs.settings_dialog import SettingsDialog
from bura_desktop.ui.table import timing
from bura_desktop.ui.window import window_state
from bura_desktop.ui.window.main_window import MainWindow
from bura_desktop.ui.window.window_frame import LOG_DEFAULT_WIDTH, LOG_MINIMUM_WIDTH, LOG_SHARE
from tests.ui.showing import my_turn_or_hand_over, quick

SCREEN = QRect(0, 0, 1920, 1040)  # a 1920×1080 desktop less its panel


@pytest.fixture(autouse=True)
def one_large_screen(monkeypatch):
    monkeypatch.setattr(window_state, "available_screens", lambda: ([SCREEN], SCREEN))
    yield
    timing.set_speed("normal")


@pytest.fixture
def start(qtbot):
    """The game as a player starts it, with a profile: the window sized as the settings say."""
    windows = []

    def start_(profile, *options):
        window = build_window(
            parse_args(["--profile", str(profile), "--speed", "off", *options]), quick
        )
        qtbot.addWidget(window)
        window.show()
        qtbot.waitUntil(window.isActiveWindow)  # where the keys go
        windows.append(window)
        return window

    yield start_
    for window in windows:
        window.close()


def saved_window(profile) -> dict[str, Any]:
    return json.loads(Profile.in_directory(profile).settings_file.read_text())["window"]


# ---------------------------------------------------------------------- size, place and state


def test_the_window_opens_where_and_as_large_as_it_was_left(qtbot, start, tmp_path):
    window = start(tmp_path)
    window.setGeometry(QRect(150, 120, 1100, 700))
    window.close()
    assert saved_window(tmp_path)["width"] == 1100

    again = start(tmp_path)
    assert again.geometry() == QRect(150, 120, 1100, 700)
    assert not again.isMaximized() and not again.isFullScreen()


def test_maximised_and_full_screen_come_back_and_leave_to_the_size_before(qtbot, start, tmp_path):
    window = start(tmp_path)
    window.setGeometry(QRect(200, 100, 1000, 650))
    window.showMaximized()
    window.menus.set_full_screen(True)
    window.close()

    again = start(tmp_path)
    assert again.isFullScreen() and again.isMaximized()
    qtbot.keyClick(again, Qt.Key.Key_Escape)
    assert not again.isFullScreen() and again.isMaximized()
    again.showNormal()
    qtbot.waitUntil(lambda: again.geometry() == QRect(200, 100, 1000, 650))


def test_f11_twice_when_maximised_keeps_the_size_before(qtbot, start, tmp_path):
    window = start(tmp_path)
    window.setGeometry(QRect(100, 80, 700, 500))
    window.showMaximized()
    for _ in range(2):
        window.menus.set_full_screen(True)
        # Leaving full screen, a window manager (openbox) passes through the normal state at
        # the full screen's size before it maximises the window again.
        window.setWindowState(Qt.WindowState.WindowNoState)
        window.setGeometry(window.screen().geometry())
        window.setWindowState(Qt.WindowState.WindowMaximized)
    window.close()
    assert saved_window(tmp_path)["width"] == 700 and saved_window(tmp_path)["maximised"]

    again = start(tmp_path)
    again.showNormal()
    qtbot.waitUntil(lambda: again.geometry() == QRect(100, 80, 700, 500))


def test_f11_from_maximised_comes_back_maximised_where_full_screen_reads_unmaximised(
    qtbot, start, tmp_path
):
    # Issue #47: a window manager (openbox) reports the full screen window as no longer
    # maximised; leaving full screen then went to a normal window, and a quit saved it so.
    window = start(tmp_path)
    window.setGeometry(QRect(100, 80, 900, 600))
    window.showMaximized()
    window.menus.full_screen_action.trigger()
    window.setWindowState(Qt.WindowState.WindowFullScreen)  # as the window manager has it
    assert window.frame.now().maximised
    window.menus.full_screen_action.trigger()
    assert window.isMaximized() and not window.isFullScreen()
    assert not window.menus.full_screen_action.isChecked()
    window.showNormal()
    qtbot.waitUntil(lambda: window.geometry() == QRect(100, 80, 900, 600))


def test_f11_from_a_normal_window_comes_back_to_its_size_and_place(qtbot, start, tmp_path):
    window = start(tmp_path)
    window.setGeometry(QRect(150, 90, 1000, 640))
    window.menus.full_screen_action.trigger()
    # On the way a window manager may report the normal state at the screen's size.
    window.setWindowState(Qt.WindowState.WindowNoState)
    window.setGeometry(SCREEN)
    window.setWindowState(Qt.WindowState.WindowFullScreen)
    assert not window.frame.now().maximised
    window.menus.full_screen_action.trigger()
    assert not window.isMaximized() and not window.isFullScreen()
    qtbot.waitUntil(lambda: window.geometry() == QRect(150, 90, 1000, 640))


def test_full_screen_restored_at_start_leaves_to_maximised(qtbot, start, tmp_path):
    window = start(tmp_path)
    window.setGeometry(QRect(200, 100, 1000, 650))
    window.showMaximized()
    window.menus.set_full_screen(True)
    window.close()
    again = start(tmp_path)
    again.setWindowState(Qt.WindowState.WindowFullScreen)  # as the window manager has it
    again.menus.set_full_screen(False)
    assert again.isMaximized()


@pytest.mark.parametrize(
    "stored",
    [
        {"x": 5000, "y": 4000, "width": 1000, "height": 700},  # on a screen unplugged since
        {"x": 10, "y": -500, "width": 1000, "height": 700},  # its title bar above the screen
        {"x": 0, "y": 0, "width": 4000, "height": 3000},  # larger than the screen
        {"x": 0, "y": 0, "width": 90, "height": 40},  # too small to read
        {"x": "left", "y": None, "width": True, "height": 1.5},  # garbage
    ],
)
def test_a_lost_or_broken_place_opens_a_window_that_fits_the_screen(qtbot, start, tmp_path, stored):
    profile = Profile.in_directory(tmp_path)
    profile.settings_file.parent.mkdir(parents=True, exist_ok=True)
    profile.settings_file.write_text(json.dumps({"schema": 1, "window": stored}))
    window = start(tmp_path)
    assert SCREEN.contains(window.geometry())
    assert window.width() >= 800 and window.height() >= 600
    assert window.messages == []  # the window's own bookkeeping: nothing to tell the player


def test_the_first_window_fits_a_1366_by_768_screen():
    screen = QRect(0, 0, 1366, 728)  # less a 40 px taskbar
    rect = window_state.placement(WindowSettings(), [screen], screen)
    assert screen.contains(rect)
    # Room above for the title bar and the frame.
    assert rect.top() >= 30 and rect.height() <= 728 - 60
    assert rect.width() >= 800 and rect.height() >= 600


def test_the_window_cannot_be_made_too_small_to_read(start, tmp_path):
    window = start(tmp_path)
    window.resize(300, 200)
    smallest = window_state.MINIMUM
    assert window.width() >= smallest.width() and window.height() >= smallest.height()
    # Smaller than an 800×600 screen leaves it, with the table and the log whole.
    assert smallest.width() < 800 and smallest.height() < 600 - 60
    assert window.view.width() >= window.view.minimumWidth()
    assert window.log.width() >= window.log.minimumWidth()


def test_a_window_resized_lays_its_table_out_once(start, tmp_path):
    window = start(tmp_path)
    laid: list[int] = []
    window.table.laid_out.connect(lambda: laid.append(window.view.viewport().width()))
    for width, height in ((800, 560), (1100, 700), (1700, 1000), (900, 600)):
        laid.clear()
        window.resize(width, height)
        # The log gave way before the table was laid out: not once beside its old width.
        assert laid == [window.view.viewport().width()], (width, laid)
        share = max(LOG_MINIMUM_WIDTH, window.width() // LOG_SHARE)
        assert window.log.width() == min(LOG_DEFAULT_WIDTH, share), width


# ---------------------------------------------------------------------- the log and full screen


def test_view_log_hides_the_log_and_the_next_start_remembers(qtbot, start, tmp_path):
    window = start(tmp_path)
    assert window.log.isVisible() and window.menus.log_action.isChecked()
    table_width = window.view.width()
    window.menus.log_action.trigger()
    assert not window.log.isVisible()
    qtbot.waitUntil(lambda: window.view.width() > table_width)  # the table takes the room
    assert saved_window(tmp_path)["log"] is False  # kept at once, not only at quit
    window.close()

    again = start(tmp_path)
    assert not again.log.isVisible() and not again.menus.log_action.isChecked()
    again.menus.log_action.trigger()
    assert again.log.isVisible()


def test_the_logs_text_stands_out_from_its_panel(start, tmp_path):
    """In the system's light or dark (``tests/ui/test_look.py`` tries both)."""
    window = start(tmp_path)
    image = window.log.grab().toImage()
    background = image.pixelColor(image.width() // 2, image.height() - 5)
    text = window.log.palette().color(window.log.foregroundRole())
    assert abs(background.lightness() - text.lightness()) > 150


def test_f11_toggles_full_screen_and_escape_leaves_it(qtbot, start, tmp_path):
    window = start(tmp_path)
    qtbot.keyClick(window, Qt.Key.Key_F11)
    assert window.isFullScreen() and window.menus.full_screen_action.isChecked()
    qtbot.keyClick(window, Qt.Key.Key_F11)
    assert not window.isFullScreen() and not window.menus.full_screen_action.isChecked()
    window.menus.full_screen_action.trigger()  # View > Full screen
    assert window.isFullScreen()
    qtbot.keyClick(window, Qt.Key.Key_Escape)
    assert not window.isFullScreen()


# ---------------------------------------------------------------------- questions


def seed_where_i_may_claim() -> int:
    rules = TableSetup.against_computers(dealer=1).rules
    for seed in range(200):
        game = Game(rules, seed=seed, dealer=1)
        if game.to_act == 0 and Action.parse("claim") in game.legal_actions():
            return seed
    raise AssertionError("no deal where the human may claim at once")


def settings_with(confirm_claim: bool) -> Settings:
    return Settings(general=GeneralSettings(confirm_claim=confirm_claim))


class Asked:
    """Stands in for MainWindow.ask: notes each question and gives a fixed answer."""

    def __init__(self, answer: bool) -> None:
        self.answer = answer
        self.questions: list[tuple[str, bool]] = []

    def __call__(self, question: str, yes_by_default: bool = False) -> bool:
        self.questions.append((question, yes_by_default))
        return self.answer


def at_my_claim(qtbot, open_window, confirm_claim: bool) -> tuple[MainWindow, Asked]:
    """A window at the human's turn with a claim open, its questions answered No."""
    setup = TableSetup.against_computers(seed=seed_where_i_may_claim(), dealer=1)
    window = open_window(setup, settings_with(confirm_claim=confirm_claim))
    window.ask = asked = Asked(False)
    my_turn_or_hand_over(qtbot, window)
    return window, asked


def test_ask_before_claiming_asks_on_the_felt_escape_keeps_the_turn_enter_claims(
    qtbot, open_window
):
    window, asked = at_my_claim(qtbot, open_window, confirm_claim=True)
    assert window.turn.claim_button.isVisible()
    qtbot.keyClick(window, Qt.Key.Key_C)
    # The question is asked in the bar over the own hand, not in a box over the table.
    assert window.bar.asking() and "31" in window.status.text()
    assert window.bar.yes.isVisible() and window.bar.no.isVisible()
    assert not window.turn.claim_button.isVisible()  # one "Claim 31" on the bar while it asks
    assert asked.questions == []
    qtbot.keyClick(window, Qt.Key.Key_Escape)
    assert not window.bar.asking() and not window.bar.yes.isVisible()
    assert window.turn.claim_button.isVisible() and window.flow.legal  # nothing was sent
    assert not window.panel.isVisible()

    qtbot.mouseClick(window.turn.claim_button, Qt.MouseButton.LeftButton)
    assert window.bar.asking()
    qtbot.keyClick(window, Qt.Key.Key_Return)
    qtbot.waitUntil(window.panel.isVisible, timeout=5000)  # the claim ended the hand


def test_with_cards_chosen_c_then_enter_does_not_claim(qtbot, open_window):
    # Enter plays chosen cards: after C it must not claim by habit (a wrong claim did so).
    window, asked = at_my_claim(qtbot, open_window, confirm_claim=True)
    window.table.hand.toggle(window.table.hand.cards()[0])
    qtbot.keyClick(window, Qt.Key.Key_C)
    assert window.bar.asking() and window.bar.no.hasFocus()
    assert window.bar.no.property("quiet") is False and window.bar.yes.property("quiet")
    qtbot.keyClick(window, Qt.Key.Key_Return)
    assert not window.bar.asking() and window.flow.legal  # nothing was sent
    assert window.table.hand.chosen()  # the cards stay chosen
    # A deliberate claim still goes: the question's Claim button.
    qtbot.keyClick(window, Qt.Key.Key_C)
    qtbot.mouseClick(window.bar.yes, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(window.panel.isVisible, timeout=5000)


def test_c_confirms_the_claim_it_asked_about_with_cards_chosen_too(qtbot, open_window):
    # Issue #47: README says C confirms; with a card chosen C did nothing.
    window, _ = at_my_claim(qtbot, open_window, confirm_claim=True)
    window.table.hand.toggle(window.table.hand.cards()[0])
    qtbot.keyClick(window, Qt.Key.Key_C)
    assert window.bar.asking()
    qtbot.keyClick(window, Qt.Key.Key_C)
    qtbot.waitUntil(window.panel.isVisible, timeout=5000)  # the claim ended the hand


def test_the_claim_button_is_plain_not_the_gold_of_a_move_to_make(qtbot, open_window):
    window, _ = at_my_claim(qtbot, open_window, confirm_claim=False)
    assert window.turn.claim_button.property("quiet")
    assert not window.turn.play_button.property("quiet")


def test_with_ask_before_claiming_off_c_claims_at_once(qtbot, open_window):
    window, asked = at_my_claim(qtbot, open_window, confirm_claim=False)
    qtbot.keyClick(window, Qt.Key.Key_C)
    qtbot.waitUntil(window.panel.isVisible, timeout=5000)
    assert asked.questions == []


def test_new_game_mid_hand_asks_and_no_keeps_the_hand(qtbot, open_window):
    window, asked = at_my_claim(qtbot, open_window, confirm_claim=False)
    hand = window.table.hand.cards()
    generation = window.flow.generation
    qtbot.keyClick(window, Qt.Key.Key_N, Qt.KeyboardModifier.ControlModifier)
    [(question, yes_by_default)] = asked.questions
    assert "hand in progress" in question and not yes_by_default
    assert window.table.hand.cards() == hand and window.flow.generation == generation
    assert window.turn.claim_button.isVisible()

    asked.answer = True
    qtbot.keyClick(window, Qt.Key.Key_N, Qt.KeyboardModifier.ControlModifier)
    assert len(asked.questions) == 2
    qtbot.waitUntil(lambda: window.flow.generation not in (None, generation), timeout=5000)


def test_new_game_between_hands_asks_nothing(qtbot, open_window):
    window, asked = at_my_claim(qtbot, open_window, confirm_claim=False)
    qtbot.keyClick(window, Qt.Key.Key_C)
    qtbot.waitUntil(window.panel.isVisible, timeout=5000)
    qtbot.keyClick(window, Qt.Key.Key_N, Qt.KeyboardModifier.ControlModifier)
    assert asked.questions == []
    assert not window.panel.isVisible()
    my_turn_or_hand_over(qtbot, window)


def test_new_players_in_the_preferences_mid_hand_ask_first(qtbot, open_window):
    window, asked = at_my_claim(qtbot, open_window, confirm_claim=False)
    assert window.flow.legal
    window.menus.preferences_action.trigger()
    dialog = window.kept.dialog
    assert dialog is not None and dialog.windowTitle() == "Preferences"  # as the menu entry says
    players = dialog.findChild(QSpinBox, "players")
    assert players is not None
    players.setValue(3)
    dialog.buttons.button(QDialogButtonBox.StandardButton.Ok).click()
    [(question, yes_by_default)] = asked.questions
    assert "game on the table ends" in question and not yes_by_default
    assert len(window.setup.seats) == 2 and window.flow.legal  # the hand goes on as it was


# ---------------------------------------------------------------------- help and labels


def test_about_names_the_licence_the_credits_and_the_source(qtbot, start, tmp_path):
    window = start(tmp_path)
    [about] = [
        a for a in window.findChildren(type(window.menus.log_action)) if a.text() == "&About Bura"
    ]
    about.trigger()
    text = window.menus.about_box.text()
    assert "GNU General Public License" in text
    assert "Vincent Bermel" in text and "Charlemagne" in text and "DejaVu" in text
    assert 'href="https://github.com/bura-desktop/bura-desktop"' in text
    # a dialog, not a line in the status bar (which the game's own prompts may fill meanwhile)
    assert "License" not in window.status.text() and "Bermel" not in window.status.text()
    window.menus.about_box.close()
    help_menu = window.menuBar().actions()[-1].menu()
    assert any(a.menuRole() == a.MenuRole.AboutQtRole for a in help_menu.actions())


def test_keyboard_shortcuts_lists_every_key_the_window_answers_to(qtbot, start, tmp_path):
    window = start(tmp_path)
    [entry] = [
        a
        for a in window.menuBar().actions()[-1].menu().actions()
        if a.text() == "&Keyboard shortcuts"
    ]
    entry.trigger()
    dialog = window.menus.shortcuts_dialog
    assert dialog.isVisible()
    listed = {key for shortcut in dialog.shortcuts for key in shortcut.keys}
    window_keys = {
        key
        for action in window.findChildren(type(entry))
        for key in action.shortcuts()
        if not key.isEmpty()
    }
    assert window_keys <= listed, window_keys - listed
    # The table's own keys too.
    for name in ("Left", "Right", "Home", "End", "Space", "Tab"):
        assert QKeySequence(name) in listed
    assert dialog.list.rowCount() == len(dialog.shortcuts)
    dialog.close()


def test_the_action_buttons_say_their_keys_in_tooltips(start, tmp_path):
    window = start(tmp_path)
    keys = {
        window.turn.play_button: "Enter",
        window.turn.claim_button: "C",
        window.turn.declare_button: "D",
        window.turn.blind_button: "B",
        window.turn.pass_button: "P",
    }
    for button, key in keys.items():
        assert f"Key: {key}." in button.toolTip()


def test_preferences_offer_felt_colours_and_say_what_each_checkbox_turns_on(qtbot):
    dialog = SettingsDialog(Settings())
    qtbot.addWidget(dialog)
    assert all(box.text() != "On" for box in dialog.findChildren(QCheckBox))
    blue = dialog.findChild(QToolButton, "table_colour_1f4e79")
    green = dialog.findChild(QToolButton, "table_colour_1d5c3a")
    assert blue is not None and green is not None
    blue.click()
    assert dialog.result_settings().table.table_colour == "#1f4e79"
    assert blue.isChecked()
    assert not green.isChecked()


def test_the_preferences_keep_the_window_state(qtbot):
    kept = WindowSettings(x=1, y=2, width=900, height=700, log=False)
    settings = dataclasses.replace(Settings(), window=kept)
    dialog = SettingsDialog(settings)
    qtbot.addWidget(dialog)
    dialog.restore_defaults()
    assert dialog.result_settings().window == kept


def test_a_failed_save_of_the_window_state_is_logged_and_the_window_still_closes(
    start, tmp_path, monkeypatch, caplog
):
    window = start(tmp_path)
    window.setGeometry(QRect(100, 100, 1000, 700))
    monkeypatch.setattr(stored_settings, "save", lambda profile, settings: "The disk is full.")
    window.close()
    assert not window.isVisible()
    assert "not kept: The disk is full." in caplog.text
