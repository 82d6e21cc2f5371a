from __future__ import annotations

import dataclasses
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from PySide6.QtCore import Qt
from PySide6.QtGui import QColor
from PySide6.QtWidgets import (
    QCheckBox,
    QColorDialog,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QLabel,
    QLineEdit,
    QPushButton,
    QSlider,
    QSpinBox,
    QToolButton,
)

from bura_desktop.core.levels import OFFERED_LEVELS
from bura_desktop.core.names import clean_name
from bura_desktop.core.rules import CHOICES, PROBLEM_CODES, Rules
from bura_desktop.storage.seats import Seat
from bura_desktop.storage.settings import (
    ANIMATION_SPEEDS,
    CARD_DECKS,
    CARD_SIZES,
    DEFAULT_OPPONENTS,
    LANGUAGES,
    NUMBER_LIMITS,
    SEPARATE_FIELDS,
    GameSettings,
    GeneralSettings,
    Settings,
    TableSettings,
)
from bura_desktop.ui.dialogs.settings_dialog import (
    PLAYERS_TAB_OPTIONS,
    RULE_GROUPS,
    SettingsDialog,
)
from bura_desktop.ui.words.rule_texts import plain_problem

RULE_OPTIONS = [f.name for f in dataclasses.fields(Rules) if f.name not in SEPARATE_FIELDS]


@pytest.fixture
def dialog(qtbot) -> SettingsDialog:
    widget = SettingsDialog(Settings())
    qtbot.addWidget(widget)
    return widget


def ok_button(dialog: SettingsDialog):
    return dialog.buttons.button(QDialogButtonBox.StandardButton.Ok)


def choose(dialog: SettingsDialog, name: str, value: Any) -> None:
    combo = dialog.findChild(QComboBox, name)
    assert combo is not None, name
    index = combo.findData(value)
    assert index >= 0, (name, value)
    combo.setCurrentIndex(index)
    combo.activated.emit(index)  # as a user's choice does, even of the current item


def set_rule(dialog: SettingsDialog, name: str, value: Any) -> None:
    if name == "lead_sizes":
        for size in (1, 2, 3):
            box = dialog.findChild(QCheckBox, f"lead_sizes_{size}")
            assert box is not None, size
            box.setChecked(size in value)
    elif name in CHOICES:
        choose(dialog, name, value)
    elif isinstance(value, bool):
        check = dialog.findChild(QCheckBox, name)
        assert check is not None, name
        check.setChecked(value)
    else:
        spin = dialog.findChild(QSpinBox, name)
        assert spin is not None, name
        spin.setValue(value)


def test_every_rule_option_has_one_control_with_a_tooltip(dialog):
    placed = [name for _, names in RULE_GROUPS for name in names] + list(PLAYERS_TAB_OPTIONS)
    assert sorted(placed) == sorted(RULE_OPTIONS)
    for name in RULE_OPTIONS:
        widget_name = "lead_sizes_1" if name == "lead_sizes" else name
        control = dialog.findChild(QCheckBox, widget_name) or dialog.findChild(
            QComboBox, widget_name
        )
        control = control or dialog.findChild(QSpinBox, widget_name)
        assert control is not None, name
        assert len(control.toolTip()) > 20, name


def test_number_boxes_offer_what_the_settings_file_accepts(dialog):
    for name, limits in NUMBER_LIMITS.items():
        spin = dialog.findChild(QSpinBox, name) or dialog.findChild(QSlider, name)
        assert (spin.minimum(), spin.maximum()) == limits, name


def test_unchanged_defaults_come_back_unchanged(dialog):
    assert dialog.problems() == []
    assert ok_button(dialog).isEnabled()
    assert dialog.result_settings() == Settings()


def test_every_control_round_trips_through_ok(dialog, qtbot, monkeypatch):
    set_rule(dialog, "deck", 32)  # changed before the preset: a preset resets it
    choose(dialog, "preset", "rules_sheet")
    assert dialog.rules().deck == 36
    dialog.findChild(QSpinBox, "players").setValue(4)
    # For four players the rules sheet deals singly and passes the lead round the table.
    assert dialog.rules().deal == "singly" and dialog.rules().next_lead == "rotate"
    changes = {
        "deck": 32,
        "deal": "packets",
        "next_lead": "winner",
        "last_chance": True,
        "first_lead": "dealer_right",
        "lead_sizes": (1, 3),
        "closed_cards": True,
        "moscow": True,
        "three_aces": "off",
        "stock_end": "set_aside",
        "target": 5,
        "next_dealer": "claimer",
        "stop_when_broke": False,
    }
    for name, value in changes.items():
        set_rule(dialog, name, value)
    seats = [Seat("Anya", "beginner"), Seat("Boris", "expert"), Seat("Vera", "advanced")]
    for number, seat in enumerate(seats):
        name = dialog.findChild(QLineEdit, f"opponent_name_{number}")
        name.clear()
        qtbot.keyClicks(name, seat.name)
        choose(dialog, f"opponent_level_{number}", seat.level)
    dialog.findChild(QSpinBox, "stake").setValue(3)
    dialog.findChild(QSpinBox, "bankroll").setValue(250)
    dialog.findChild(QSpinBox, "session_hands").setValue(40)
    choose(dialog, "animation_speed", "fast")
    dialog.findChild(QToolButton, "card_deck_contrast").click()
    dialog.findChild(QToolButton, "card_back_red").click()
    monkeypatch.setattr(QColorDialog, "getColor", lambda *args: QColor("#336699"))
    qtbot.mouseClick(dialog.findChild(QPushButton, "table_colour"), Qt.MouseButton.LeftButton)
    choose(dialog, "card_size", "large")
    dialog.findChild(QCheckBox, "points_assist").setChecked(True)
    choose(dialog, "language", "ru")
    dialog.findChild(QCheckBox, "confirm_claim").setChecked(False)
    coach = dialog.findChild(QCheckBox, "coach")
    assert not coach.isChecked()  # off by default
    coach.setChecked(True)

    assert dialog.problems() == []
    qtbot.mouseClick(ok_button(dialog), Qt.MouseButton.LeftButton)
    assert dialog.result() == QDialog.DialogCode.Accepted

    # Options equal to the preset's are not stored as changes.
    stored = {k: v for k, v in changes.items() if k != "three_aces"}
    expected = Settings(
        GameSettings("rules_sheet", stored, seats, stake=3, bankroll=250, session_hands=40),
        TableSettings("fast", "contrast", "#336699", "large", points_assist=True, card_back="red"),
        GeneralSettings("ru", confirm_claim=False, coach=True),
    )
    assert dialog.result_settings() == expected
    assert dialog.result_settings().rules_and_problems()[1] == []


@st.composite
def valid_settings(draw) -> Settings:
    """Settings whose rule options work together, with the options as preset changes."""
    preset = draw(st.sampled_from(Rules.PRESETS))
    values = {name: draw(st.sampled_from(choices)) for name, choices in CHOICES.items()}
    values["lead_sizes"] = draw(st.sampled_from([(1,), (1, 2), (1, 3), (1, 2, 3)]))
    for name in ("closed_cards", "moscow", "stop_when_broke", "last_chance"):
        values[name] = draw(st.booleans())
    values["target"] = draw(st.integers(1, 99))
    values["penalty_limit"] = draw(st.integers(1, 999))
    # Make the combination possible, the way the problems say.
    values["claims"] = values["scoring"] in ("pot", "series")
    values["blind"] = values["scoring"] == "pot" and draw(st.booleans())
    if values["scoring"] == "series":
        values["false_claim"] = "lose_hand"
    if values["hand_size"] == 3:
        values["four_aces"] = values["four_trumps"] = "off"
    if values["bura_timing"] == "on_lead":
        for name in ("three_aces", "molodka", "four_aces", "four_trumps"):
            values[name] = "off"
    values["last_chance"] = values["claims"] and values["last_chance"]
    most = 5 if values["hand_size"] == 4 else 6
    opponents = draw(
        st.lists(
            st.builds(
                Seat,
                st.text("abcdefghijklmnopqrstuvwxyzАБВГДЖЗ -", min_size=1, max_size=24)
                .map(clean_name)
                .filter(bool),
                st.sampled_from(OFFERED_LEVELS),
            ),
            min_size=1,
            max_size=most - 1,
        )
    )
    # Options are changes to the preset as this many players play it.
    try:
        base = Rules.preset(preset, players=len(opponents) + 1)
    except ValueError:
        base = Rules.preset(preset)
    options = {k: v for k, v in values.items() if getattr(base, k) != v}
    game = GameSettings(
        preset,
        options,
        opponents,
        stake=draw(st.integers(1, 1000)),
        bankroll=draw(st.integers(1, 1_000_000)),
        session_hands=draw(st.integers(0, 10_000)),
    )
    table = TableSettings(
        draw(st.sampled_from(ANIMATION_SPEEDS)),
        draw(st.sampled_from(CARD_DECKS)),
        f"#{draw(st.integers(0, 0xFFFFFF)):06x}",
        draw(st.sampled_from(CARD_SIZES)),
        draw(st.booleans()),
    )
    general = GeneralSettings(draw(st.sampled_from(LANGUAGES)), draw(st.booleans()))
    return Settings(game, table, general)


@settings(max_examples=40, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(valid_settings())
def test_any_valid_settings_round_trip(dialog, value):
    assert value.rules_and_problems()[1] == []
    dialog.set_settings(value)
    assert dialog.problems() == []
    assert ok_button(dialog).isEnabled()
    assert dialog.result_settings() == value


@pytest.mark.parametrize("preset", Rules.PRESETS)
def test_choosing_a_preset_sets_every_rule_control(dialog, preset):
    set_rule(dialog, "moscow", True)
    set_rule(dialog, "target", 7)
    choose(dialog, "preset", preset)
    expected = Rules.preset(preset)
    shown = dialog.rules()
    for name in RULE_OPTIONS:
        assert getattr(shown, name) == getattr(expected, name), name
    assert dialog.result_settings().game.options == {}
    assert dialog.problems() == []


def test_series_scoring_switches_a_wrong_claim_to_losing_the_hand_and_says_so(dialog):
    note = dialog.findChild(QLabel, "switch_note")
    assert dialog.rules().false_claim == "double_pot" and note.isHidden()
    set_rule(dialog, "scoring", "series")
    assert dialog.rules().false_claim == "lose_hand"
    assert not note.isHidden() and "loses the hand" in note.text()
    assert dialog.problems() == [] and ok_button(dialog).isEnabled()


def test_the_rules_sheet_for_three_deals_singly_and_rotates_until_changed(dialog):
    choose(dialog, "preset", "rules_sheet")
    assert (dialog.rules().deal, dialog.rules().next_lead) == ("packets", "winner")
    dialog.findChild(QSpinBox, "players").setValue(3)
    assert (dialog.rules().deal, dialog.rules().next_lead) == ("singly", "rotate")
    assert dialog.result_settings().game.options == {}  # the preset's own form, no changes
    set_rule(dialog, "next_lead", "winner")
    dialog.findChild(QSpinBox, "players").setValue(4)
    assert dialog.rules().next_lead == "winner"  # a choice of the player's own stays
    dialog.findChild(QSpinBox, "players").setValue(2)
    assert dialog.rules().deal == "packets"


def note_text(dialog: SettingsDialog) -> str:
    """The switch note under the tabs, "" while it is hidden."""
    note = dialog.findChild(QLabel, "switch_note")
    assert note is not None
    return "" if note.isHidden() else note.text()


def playable(dialog: SettingsDialog) -> bool:
    return dialog.problems() == [] and ok_button(dialog).isEnabled()


def test_four_card_combinations_wait_for_four_card_hands_and_go_with_them(dialog):
    for name in ("four_aces", "four_trumps"):
        combo = dialog.findChild(QComboBox, name)
        assert not combo.isEnabled() and "Only with 4 cards in hand." in combo.toolTip()
    set_rule(dialog, "hand_size", 4)
    set_rule(dialog, "four_trumps", "win")
    assert dialog.findChild(QComboBox, "four_trumps").isEnabled() and note_text(dialog) == ""
    set_rule(dialog, "hand_size", 3)
    assert dialog.rules().four_trumps == "off"
    assert "need 4 cards in hand" in note_text(dialog)
    assert not dialog.findChild(QComboBox, "four_trumps").isEnabled()
    assert playable(dialog)


def test_only_the_leader_declaring_turns_the_other_combinations_off_and_says_why(dialog):
    set_rule(dialog, "hand_size", 4)
    set_rule(dialog, "four_aces", "win")
    set_rule(dialog, "four_trumps", "win")
    set_rule(dialog, "three_aces", "win")
    set_rule(dialog, "bura_timing", "on_lead")
    rules = dialog.rules()
    assert (rules.three_aces, rules.molodka, rules.four_aces, rules.four_trumps) == ("off",) * 4
    assert "Bura is the only combination" in note_text(dialog)
    assert "\n" not in note_text(dialog)  # one sentence
    for name in ("three_aces", "molodka", "four_aces", "four_trumps"):
        combo = dialog.findChild(QComboBox, name)
        assert not combo.isEnabled(), name
        assert "only the leader declares" in combo.toolTip(), name
    assert playable(dialog)
    set_rule(dialog, "bura_timing", "trick_start")
    assert all(
        dialog.findChild(QComboBox, name).isEnabled()
        for name in ("three_aces", "molodka", "four_aces", "four_trumps")
    )


def test_claims_follow_the_scoring_and_the_last_chance_goes_with_them(dialog):
    claims = dialog.findChild(QCheckBox, "claims")
    last_chance = dialog.findChild(QCheckBox, "last_chance")
    assert not claims.isEnabled() and "Set by the scoring" in claims.toolTip()
    set_rule(dialog, "last_chance", True)
    set_rule(dialog, "scoring", "penalty")
    assert not dialog.rules().claims and not dialog.rules().last_chance
    assert "plays every hand out" in note_text(dialog)
    assert "no last chance to claim" in note_text(dialog)
    assert not last_chance.isEnabled() and "claim 31" in last_chance.toolTip()
    assert playable(dialog)
    set_rule(dialog, "scoring", "pot")
    assert dialog.rules().claims and "needs claims of 31" in note_text(dialog)
    assert last_chance.isEnabled() and not last_chance.isChecked()
    assert playable(dialog)


def test_blind_bura_is_only_offered_with_chips_in_a_pot(dialog):
    set_rule(dialog, "blind", True)
    set_rule(dialog, "scoring", "most_points")
    blind = dialog.findChild(QCheckBox, "blind")
    assert not blind.isChecked() and not blind.isEnabled()
    assert "chips in a pot" in blind.toolTip()
    assert "Blind Bura is played only for chips in a pot" in note_text(dialog)
    assert playable(dialog)


def test_series_scoring_keeps_a_wrong_claim_losing_the_hand(dialog):
    set_rule(dialog, "scoring", "series")
    combo = dialog.findChild(QComboBox, "false_claim")
    assert not combo.isEnabled() and "no pot to double" in combo.toolTip()
    set_rule(dialog, "scoring", "pot")
    assert combo.isEnabled()


def test_a_single_card_lead_cannot_be_turned_off(dialog):
    single = dialog.findChild(QCheckBox, "lead_sizes_1")
    assert single.isChecked() and not single.isEnabled()
    assert "single card" in single.toolTip()
    assert dialog.findChild(QCheckBox, "lead_sizes_2").isEnabled()


def test_four_card_hands_seat_at_most_five(dialog):
    players = dialog.findChild(QSpinBox, "players")
    players.setValue(6)
    set_rule(dialog, "hand_size", 4)
    assert players.value() == 5 and players.maximum() == 5
    assert "at most 5 players" in note_text(dialog) and "at most 5" in players.toolTip()
    assert not dialog.findChild(QLineEdit, "opponent_name_4").isEnabled()
    assert playable(dialog)
    assert len(dialog.result_settings().game.opponents) == 4
    set_rule(dialog, "hand_size", 3)
    assert players.maximum() == 6 and players.value() == 5
    players.setValue(6)
    choose(dialog, "preset", "kozel")  # four cards: the table goes down to five again
    assert players.value() == 5 and "at most 5 players" in note_text(dialog)
    assert playable(dialog)


def test_an_opponent_without_a_name_is_explained_and_blocks_ok(dialog, qtbot):
    problems = dialog.findChild(QLabel, "problems")
    dialog.findChild(QSpinBox, "players").setValue(5)
    assert ok_button(dialog).isEnabled() and problems.isHidden()
    dialog.findChild(QLineEdit, "opponent_name_2").setText("   ")
    assert dialog.problems() == ["Opponent 3 needs a name."]
    assert not ok_button(dialog).isEnabled() and "Opponent 3" in problems.text()
    dialog.accept()
    assert dialog.result() != QDialog.DialogCode.Accepted
    # A name on an empty seat does not matter.
    dialog.findChild(QSpinBox, "players").setValue(3)
    assert ok_button(dialog).isEnabled()
    assert len(dialog.result_settings().game.opponents) == 2


def test_restore_defaults_resets_every_tab_but_keeps_unknown_keys(qtbot):
    unknown: dict[str, dict[str, Any]] = {"": {"future": 1}, "options": {"jokers": True}}
    start = Settings(
        GameSettings("kozel", {"deck": 32}, [Seat("Zoya", "expert")], 5, 50, 10),
        TableSettings("slow", "contrast", "#000000", "small", True),
        GeneralSettings("de", False),
        unknown,
    )
    dialog = SettingsDialog(start)
    qtbot.addWidget(dialog)
    assert dialog.result_settings() == start
    dialog.buttons.button(QDialogButtonBox.StandardButton.RestoreDefaults).click()
    assert dialog.result_settings() == Settings(unknown=unknown)


# A settings file for each rule problem the controls could hold: the preset, its changes and
# the player count. The dialog puts each right on opening and says what it changed.
PUT_RIGHT: dict[str, tuple[str, dict[str, Any], int]] = {
    "needs_four": ("classic", {"four_aces": "win"}, 2),
    "bura_only": ("kozel", {"bura_timing": "on_lead"}, 2),  # accepted before revision 3
    "plays_out": ("classic", {"scoring": "penalty"}, 2),
    "needs_claims": ("classic", {"claims": False}, 2),
    "no_claims": ("kozel", {"last_chance": True}, 3),  # accepted before revision 3
    "needs_pot": ("classic", {"scoring": "series"}, 2),
    "blind_pot": ("classic", {"blind": True, "scoring": "most_points", "claims": False}, 2),
    "players_with_four": ("kozel", {}, 6),
    "lead_single": ("classic", {"lead_sizes": (2, 3)}, 2),
    "lead_sizes": ("classic", {"lead_sizes": ()}, 2),
}
# The problems no control can hold: a value no combo offers, a number outside the spin boxes.
NO_CONTROL_HOLDS = {"not_a_choice", "not_a_flag", "too_small", "players"}


def test_every_rule_problem_is_kept_out_of_the_dialog():
    assert set(PUT_RIGHT) | NO_CONTROL_HOLDS == set(PROBLEM_CODES)


@pytest.mark.parametrize("code", sorted(PUT_RIGHT))
def test_stored_options_the_rules_refuse_are_put_right_saying_why(qtbot, code):
    preset, options, players = PUT_RIGHT[code]
    opponents = list(DEFAULT_OPPONENTS[: players - 1])
    stored = Settings(GameSettings(preset, options, opponents))
    [notice] = stored.rules_and_problems()[1]
    assert code in [problem.code for problem in notice.params["problems"]]
    dialog = SettingsDialog(stored)
    qtbot.addWidget(dialog)
    assert playable(dialog) and note_text(dialog), code
    assert dialog.result_settings().rules_and_problems()[1] == []


def test_the_controls_offer_no_value_the_rules_refuse_alone(dialog):
    assert dialog.findChild(QSpinBox, "players").maximum() == 6
    for name, choices in CHOICES.items():
        combo = dialog.findChild(QComboBox, name)
        assert [combo.itemData(i) for i in range(combo.count())] == list(choices), name


@pytest.mark.parametrize(
    "changes",
    [
        {"players": 7},
        {"players": 6, "hand_size": 4},
        {"lead_sizes": ()},
        {"lead_sizes": (2, 3)},
        {"four_aces": "win"},
        {"bura_timing": "on_lead", "molodka": "lead", "three_aces": "win"},
        {
            "bura_timing": "on_lead",
            "hand_size": 4,
            "four_trumps": "win",
            "molodka": "off",
            "three_aces": "off",
        },
        {"scoring": "penalty", "claims": False, "last_chance": True},
        {"scoring": "penalty"},
        {"claims": False},
        {"blind": True, "scoring": "series"},
        {"scoring": "series"},
    ],
)
def test_every_reachable_problem_has_a_plain_sentence(changes):
    found = dataclasses.replace(Rules(), **changes).problems()
    assert found
    for problem in found:
        sentence = plain_problem(problem)
        assert "=" not in sentence and "_" not in sentence  # on-screen names, not fields


def test_each_level_choice_says_what_playing_it_is_like(qtbot):
    from bura_desktop.ui.desktop import language

    tips = {}
    for code in ("en", "ru"):
        language.install(code)
        try:
            widget = SettingsDialog(Settings())
            qtbot.addWidget(widget)
            combo = widget.findChild(QComboBox, "opponent_level_1")
            assert combo is not None
            tips[code] = [
                combo.itemData(i, Qt.ItemDataRole.ToolTipRole) for i in range(combo.count())
            ]
        finally:
            language.install("en")
    assert len(set(tips["en"])) == len(tips["en"]) == 4  # one description a level
    assert all(len(tip) > 30 for tip in tips["en"])
    assert "never sees a hidden card" in tips["en"][-1]
    assert all(ru != en for ru, en in zip(tips["ru"], tips["en"], strict=True))


def test_sound_settings_come_back_as_chosen_and_volume_follows_sound(qtbot):
    chosen = Settings()
    chosen.table.sound = False
    chosen.table.sound_volume = 25
    chosen.table.sound_without_animation = True
    widget = SettingsDialog(chosen)
    qtbot.addWidget(widget)
    volume = widget.findChild(QSlider, "sound_volume")
    sound = widget.findChild(QCheckBox, "sound")
    assert volume is not None and sound is not None
    assert volume.value() == 25 and not volume.isEnabled()  # no volume while sound is off
    assert widget.result_settings().table == chosen.table
    sound.setChecked(True)
    assert volume.isEnabled()
    volume.setValue(80)
    result = widget.result_settings().table
    assert (result.sound, result.sound_volume, result.sound_without_animation) == (True, 80, True)


def test_preferences_say_when_the_game_on_the_table_has_other_players(qtbot, open_window):
    """``--players 6`` seats six at the table while the settings seat two: Preferences says
    that its players are for the next new game, and says nothing when they are the table's."""
    from bura_desktop.app import TableSetup

    window = open_window(TableSetup.against_computers(6, seed=3), Settings())
    window.menus.preferences_action.trigger()
    dialog = window.kept.dialog
    assert dialog is not None and dialog.playing_note.isVisibleTo(dialog)
    assert dialog.playing_note.text().startswith("The game on the table has 6 players")
    dialog.reject()
    qtbot.waitUntil(lambda: window.kept.dialog is None)
    same = open_window(TableSetup.from_settings(Settings(), seed=3), Settings())
    same.menus.preferences_action.trigger()
    assert same.kept.dialog is not None and not same.kept.dialog.playing_note.isVisibleTo(
        same.kept.dialog
    )


def test_servers_of_ones_own_are_checked_and_kept(dialog):
    """Settings ▸ Network: empty means the public servers; an address that cannot be one is
    said in a sentence and OK waits; a good one is kept."""
    from bura_desktop.storage.settings import NetworkSettings

    mailbox = dialog.findChild(QLineEdit, "mailbox")
    relay = dialog.findChild(QLineEdit, "relay")
    ok = dialog.buttons.button(dialog.buttons.StandardButton.Ok)
    assert mailbox.text() == relay.text() == "" and ok.isEnabled()
    assert mailbox.placeholderText().startswith("ws://")  # the public one is shown
    mailbox.setText("relay.example.org")
    assert not ok.isEnabled() and "ws://example.org:4000/v1" in "\n".join(dialog.problems())
    mailbox.setText("ws://relay.example.org:4000/v1")
    relay.setText("tcp:transit.example.org:4001 ")
    assert ok.isEnabled()
    assert dialog.result_settings().network == NetworkSettings(
        "ws://relay.example.org:4000/v1", "tcp:transit.example.org:4001"
    )
