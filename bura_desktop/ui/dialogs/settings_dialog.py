"""The settings dialog: the rules and the players in two tabs of its own, and the table's, the
general and the network settings in pages of their own (``table_page``, ``general_page``,
``network_page``).

The dialog edits a copy; ``result_settings()`` hands back the edited settings and the
caller saves them. Rule options are stored as changes to the chosen preset, so a preset
that gains a better default later still reaches players who never touched that option.
"""

from __future__ import annotations

import copy
import dataclasses
from typing import Any

from PySide6.QtCore import QSize, Qt
from PySide6.QtGui import QColor, QPalette
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QSpinBox,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from bura_desktop.app.i18n import translate
from bura_desktop.app.narration import seat_name, stored_name
from bura_desktop.core.levels import OFFERED_LEVELS
from bura_desktop.core.names import NAME_LIMIT, valid_name
from bura_desktop.core.options import GROUPS, Group
from bura_desktop.core.rules import (
    CHOICES,
    OPTIONS,
    OTHER_COMBINATIONS,
    PRESET_PLAYERS,
    Rules,
)
from bura_desktop.storage.seats import Seat
from bura_desktop.storage.settings import (
    DEFAULT_OPPONENTS,
    MAX_OPPONENTS,
    NUMBER_LIMITS,
    SEPARATE_FIELDS,
    GameSettings,
    Settings,
)
from bura_desktop.ui.desktop import screen_room
from bura_desktop.ui.dialogs.general_page import GeneralPage
from bura_desktop.ui.dialogs.network_page import NetworkPage
from bura_desktop.ui.dialogs.rule_fixes import MOST_WITH_FOUR, putting_right
from bura_desktop.ui.dialogs.table_page import TablePage, select
from bura_desktop.ui.words.levels import level_description, level_title
from bura_desktop.ui.words.rule_texts import (
    choice_label,
    option_label,
    option_tip,
    options_at_fault,
    plain_problem,
    preset_label,
    preset_tip,
    switch_text,
)

# The Game tab's groups of rule options, in the order of their declarations (``core.options``);
# the table's options are on the Players tab, next to the seats and the chips they concern.
RULE_GROUPS: tuple[tuple[Group, tuple[str, ...]], ...] = tuple(
    (group, tuple(name for name, said in OPTIONS.items() if said.group == group))
    for group in GROUPS
    if group != "table"
)
# The table's rule options the Players tab edits with the others' controls; the rest of the
# table's options have fields of their own in the settings (``SEPARATE_FIELDS``).
PLAYERS_TAB_OPTIONS: tuple[str, ...] = tuple(
    name for name, said in OPTIONS.items() if said.group == "table" and name not in SEPARATE_FIELDS
)
# Rule options set with a spin box on the Game tab.
_GAME_SPINS = tuple(
    name for _, names in RULE_GROUPS for name in names if OPTIONS[name].kind == "number"
)
_GAME_TAB_HEIGHT = 560
# What the dialog puts around a tab's page: the tab bar, the buttons and notes, the margins.
_AROUND_THE_TAB = QSize(60, 170)


def _preset_rules(preset: str, players: int) -> Rules:
    """The preset as ``players`` play it (the rules sheet deals singly and rotates the lead from
    three players on); its 2-player form where the preset is not for that many."""
    try:
        return Rules.preset(preset, players=players)
    except ValueError:
        return Rules.preset(preset)


def _error_colour(palette: QPalette) -> QColor:
    # A red that stays readable on light and dark window backgrounds.
    dark = palette.color(QPalette.ColorRole.Window).lightness() < 128
    return QColor("#ff7b72" if dark else "#b3261e")


class SettingsDialog(QDialog):
    """Edits a copy of ``settings``; read the outcome with ``result_settings()``."""

    def __init__(
        self, settings: Settings, parent: QWidget | None = None, playing: int | None = None
    ) -> None:
        """``playing``: the players of the game on the table, when they are not the ones these
        settings seat (the dialog then says that its settings are for the next new game)."""
        super().__init__(parent)
        self.setWindowTitle(self.tr("Preferences"))
        self._unknown = copy.deepcopy(settings.unknown)
        self._window = copy.deepcopy(settings.window)  # not edited here, kept as it is
        # True while controls are set from code, so their signals do not re-check everything.
        self._filling = True
        self._combos: dict[str, QComboBox] = {}
        self._checks: dict[str, QCheckBox] = {}
        self._spins: dict[str, QSpinBox] = {}
        self._labels: dict[str, QWidget] = {}
        self._lead_boxes: dict[int, QCheckBox] = {}
        self._names: list[QLineEdit] = []
        self._levels: list[QComboBox] = []
        self._opponent_labels: list[QLabel] = []
        self._shown_players = 2  # the player count the preset's own options are shown for
        self._settled: dict[str, Any] = {}  # the rule values once the last change was handled

        self.tabs = QTabWidget()
        self.tabs.addTab(self._game_tab(), self.tr("Game"))
        # Each page scrolls where the screen is shorter than it.
        self.tabs.addTab(screen_room.scrolling(self._players_tab()), self.tr("Players"))
        self.table_page = TablePage()
        self.general_page = GeneralPage()
        self.network_page = NetworkPage()
        self.network_page.changed.connect(self._changed)
        self.tabs.addTab(screen_room.scrolling(self.table_page), self.tr("Table"))
        self.tabs.addTab(screen_room.scrolling(self.general_page), self.tr("General"))
        self.tabs.addTab(screen_room.scrolling(self.network_page), self.tr("Network"))

        self._problem_label = QLabel()
        self._problem_label.setObjectName("problems")
        self._problem_label.setWordWrap(True)
        self._problem_label.setTextFormat(Qt.TextFormat.PlainText)
        red = QPalette(self._problem_label.palette())
        red.setColor(QPalette.ColorRole.WindowText, _error_colour(self.palette()))
        self._problem_label.setPalette(red)
        # Says what the dialog changed by itself, e.g. a wrong claim under series scoring.
        self._switch_note = QLabel()
        self._switch_note.setObjectName("switch_note")
        self._switch_note.setWordWrap(True)
        self._switch_note.setVisible(False)
        note = QLabel(self.tr("New rules and players start a new game: you are asked first."))
        note.setObjectName("note")
        note.setEnabled(False)  # drawn in the palette's muted text colour
        # In as many lines as the width the buttons leave needs (two in Spanish at 800×600).
        note.setWordWrap(True)
        note.setMinimumWidth(note.fontMetrics().averageCharWidth() * 20)

        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok
            | QDialogButtonBox.StandardButton.Cancel
            | QDialogButtonBox.StandardButton.RestoreDefaults
        )
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        restore = self.buttons.button(QDialogButtonBox.StandardButton.RestoreDefaults)
        restore.setToolTip(self.tr("Put every setting on every tab back to its default."))
        restore.clicked.connect(self.restore_defaults)

        layout = QVBoxLayout(self)
        self.playing_note = QLabel()
        self.playing_note.setObjectName("playing_note")
        self.playing_note.setWordWrap(True)
        self.playing_note.setVisible(playing is not None)
        if playing is not None:
            self.playing_note.setText(
                self.tr(
                    "The game on the table has %n player(s), not the ones below; these settings"
                    " seat the players of your next new game.",
                    "",
                    playing,
                )
            )
        layout.addWidget(self.playing_note)
        layout.addWidget(self.tabs, 1)
        layout.addWidget(self._problem_label)
        layout.addWidget(self._switch_note)
        bottom = QHBoxLayout()
        bottom.addWidget(note, 1)
        bottom.addWidget(self.buttons)
        layout.addLayout(bottom)

        self.set_settings(settings)
        # As wide as the note on one line beside the buttons, where the screen has room.
        margins = layout.contentsMargins()
        one_line = (
            note.fontMetrics().horizontalAdvance(note.text())
            + bottom.spacing()
            + self.buttons.sizeHint().width()
            + margins.left()
            + margins.right()
        )
        hint = self.sizeHint()
        screen_room.fit(self, QSize(max(hint.width(), one_line), hint.height()))

    # Building the tabs.

    def _game_tab(self) -> QWidget:
        page = QWidget()
        layout = QVBoxLayout(page)
        top = QFormLayout()
        self._preset = QComboBox()
        self._preset.setObjectName("preset")
        for number, preset in enumerate(Rules.PRESETS):
            self._preset.addItem(preset_label(preset), preset)
            self._preset.setItemData(number, preset_tip(preset), Qt.ItemDataRole.ToolTipRole)
        self._preset.setToolTip(
            self.tr("Choosing a preset sets every rule below to that form of the game.")
        )
        self._preset.currentIndexChanged.connect(self._preset_chosen)
        # Choosing the preset already shown undoes the changes made to it.
        self._preset.activated.connect(self._preset_chosen)
        self._preset_note = QLabel()
        self._preset_note.setEnabled(False)
        row = QHBoxLayout()
        row.addWidget(self._preset)
        row.addWidget(self._preset_note, 1)
        top.addRow(self.tr("Preset:"), row)
        layout.addLayout(top)

        titles: dict[Group, str] = {
            "deal": self.tr("Deal and deck"),
            "leads": self.tr("Leads and answers"),
            "declarations": self.tr("Declarations"),
            "stock": self.tr("Stock and claims"),
            "scoring": self.tr("Scoring"),
        }
        columns = QHBoxLayout()
        left, right = QVBoxLayout(), QVBoxLayout()
        groups: dict[bool, list[QGroupBox]] = {True: [], False: []}
        for key, names in RULE_GROUPS:
            group = QGroupBox(titles[key])
            form = QFormLayout(group)
            for name in names:
                self._add_rule_row(form, name)
            groups[key in ("deal", "leads", "declarations")].append(group)
        space = screen_room.room(self.parentWidget() or self)
        widths = [max(g.sizeHint().width() for g in column) for column in groups.values()]
        # Two columns where the screen is wide enough, else one, scrolled down.
        two = sum(widths) + 3 * columns.spacing() + _AROUND_THE_TAB.width() <= space.width()
        for group in groups[True] + (groups[False] if not two else []):
            left.addWidget(group)
        for group in groups[False] if two else []:
            right.addWidget(group)
        columns.addLayout(left, 1)
        columns.addLayout(right, int(two))
        layout.addLayout(columns)
        layout.addStretch(1)
        left.addStretch(1)
        right.addStretch(1)
        scroll = screen_room.scrolling(page)
        # As tall as a small (768 px) screen allows, or the screen there is; then it scrolls.
        tall = min(_GAME_TAB_HEIGHT, space.height() - _AROUND_THE_TAB.height())
        scroll.setMinimumHeight(min(page.sizeHint().height(), tall))
        return scroll

    def _add_rule_row(self, form: QFormLayout, name: str) -> None:
        tip = option_tip(name)
        kind = OPTIONS[name].kind
        if kind == "sizes":
            field: QWidget = QWidget()
            row = QHBoxLayout(field)
            row.setContentsMargins(0, 0, 0, 0)
            for size in (1, 2, 3):
                box = QCheckBox(str(size))
                box.setObjectName(f"lead_sizes_{size}")
                box.setToolTip(tip)
                box.toggled.connect(self._changed)
                self._lead_boxes[size] = box
                row.addWidget(box)
            row.addStretch(1)
        elif kind == "choice":
            field = self._choice_combo(name)
        elif kind == "number":
            field = self._spin(name, *OPTIONS[name].limits)
        else:
            field = self._check(name, switch_text(name))
        field.setToolTip(tip)
        label = QLabel(option_label(name) + ":")
        label.setToolTip(tip)
        label.setBuddy(field)
        self._labels[name] = label
        form.addRow(label, field)

    def _control(self, name: str) -> QWidget:
        """The control of rule option ``name``."""
        return self._combos.get(name) or self._spins.get(name) or self._checks[name]

    def _choice_combo(self, name: str) -> QComboBox:
        combo = QComboBox()
        combo.setObjectName(name)
        for value in CHOICES[name]:
            combo.addItem(choice_label(name, value), value)
        combo.currentIndexChanged.connect(self._changed)
        self._combos[name] = combo
        return combo

    def _spin(self, name: str, low: int, high: int) -> QSpinBox:
        spin = QSpinBox()
        spin.setObjectName(name)
        spin.setRange(low, high)
        spin.valueChanged.connect(self._changed)
        self._spins[name] = spin
        return spin

    def _check(self, name: str, text: str) -> QCheckBox:
        box = QCheckBox(text)
        box.setObjectName(name)
        box.toggled.connect(self._changed)
        self._checks[name] = box
        return box

    def _players_tab(self) -> QWidget:
        page = QWidget()
        layout = QVBoxLayout(page)
        top = QFormLayout()
        top.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.FieldsStayAtSizeHint)
        players = self._spin("players", 2, MAX_OPPONENTS + 1)
        players.setToolTip(self._players_tip())
        top.addRow(self.tr("Players at the table:"), players)
        layout.addLayout(top)

        group = QGroupBox(self.tr("Opponents"))
        grid = QGridLayout(group)
        grid.addWidget(QLabel(self.tr("Name")), 0, 1)
        grid.addWidget(QLabel(self.tr("Level")), 0, 2)
        for number in range(MAX_OPPONENTS):
            label = QLabel(self.tr("Opponent %1").replace("%1", str(number + 1)))
            name = QLineEdit()
            name.setObjectName(f"opponent_name_{number}")
            name.setMaxLength(NAME_LIMIT)
            name.setToolTip(self.tr("The name shown at this opponent's seat."))
            name.textChanged.connect(self._changed)
            level = QComboBox()
            level.setObjectName(f"opponent_level_{number}")
            for value in OFFERED_LEVELS:
                level.addItem(level_title(value), value)
                level.setItemData(
                    level.count() - 1, level_description(value), Qt.ItemDataRole.ToolTipRole
                )
            level.setToolTip(
                self.tr("How well this computer opponent plays, from beginner to expert.")
            )
            grid.addWidget(label, number + 1, 0)
            grid.addWidget(name, number + 1, 1)
            grid.addWidget(level, number + 1, 2)
            self._opponent_labels.append(label)
            self._names.append(name)
            self._levels.append(level)
        grid.setColumnStretch(1, 1)
        layout.addWidget(group)

        chips = QGroupBox(self.tr("Chips and session"))
        form = QFormLayout(chips)
        form.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.FieldsStayAtSizeHint)
        stake = self._spin("stake", *NUMBER_LIMITS["stake"])
        stake.setToolTip(option_tip("stake"))
        form.addRow(self.tr("Stake:"), stake)
        bankroll = self._spin("bankroll", *NUMBER_LIMITS["bankroll"])
        bankroll.setToolTip(option_tip("bankroll"))
        form.addRow(self.tr("Starting bankroll:"), bankroll)
        hands = self._spin("session_hands", *NUMBER_LIMITS["session_hands"])
        hands.setSpecialValueText(self.tr("No limit"))
        hands.setSuffix(self.tr(" hands"))
        hands.setToolTip(option_tip("session_hands"))
        form.addRow(self.tr("Session length:"), hands)
        broke = self._check("stop_when_broke", switch_text("stop_when_broke"))
        broke.setToolTip(option_tip("stop_when_broke"))
        self._labels["stop_when_broke"] = broke
        form.addRow("", broke)
        layout.addWidget(chips)
        layout.addStretch(1)
        return page

    # Reading and writing the controls.

    def set_settings(self, settings: Settings) -> None:
        """Show ``settings`` in the controls (Settings.unknown stays as given to the dialog)."""
        self._filling = True
        try:
            game = settings.game
            select(self._preset, game.preset)
            self._shown_players = len(game.opponents) + 1
            self._show_rules(self._rules_of(game))
            seats = list(game.opponents) + list(DEFAULT_OPPONENTS[len(game.opponents) :])
            for number, seat in enumerate(seats[:MAX_OPPONENTS]):
                self._names[number].setText(seat_name(seat.name))
                select(self._levels[number], seat.level)
            self._spins["players"].setMaximum(MAX_OPPONENTS + 1)  # until the hand size is seen
            self._spins["players"].setValue(len(game.opponents) + 1)
            self._spins["stake"].setValue(game.stake)
            self._spins["bankroll"].setValue(game.bankroll)
            self._spins["session_hands"].setValue(game.session_hands)
            self.table_page.show_settings(settings.table)
            self.general_page.show_settings(settings.general)
            self.network_page.show_settings(settings.network)
        finally:
            self._filling = False
        self._changed()

    @staticmethod
    def _rules_of(game: GameSettings) -> Rules:
        # Unchecked on purpose: the stored options are shown as they are, and _keep_playable
        # puts right a combination the rules refuse, saying what it changed.
        try:
            base = _preset_rules(game.preset, len(game.opponents) + 1)
        except ValueError:
            base = Rules()
        return dataclasses.replace(base, **game.options)

    def _show_rules(self, rules: Rules) -> None:
        for name, combo in self._combos.items():
            select(combo, getattr(rules, name))
        for name, spin in self._spins.items():
            if name in _GAME_SPINS:
                spin.setValue(getattr(rules, name))
        for name, box in self._checks.items():
            box.setChecked(getattr(rules, name))
        for size, box in self._lead_boxes.items():
            box.setChecked(size in rules.lead_sizes)

    def rule_values(self) -> dict[str, Any]:
        """Every rule option the controls set, by ``Rules`` field name."""
        # The controls here are the rules' alone: the other settings' pages keep their own.
        values: dict[str, Any] = {name: combo.currentData() for name, combo in self._combos.items()}
        values.update({name: self._spins[name].value() for name in _GAME_SPINS})
        values.update({name: box.isChecked() for name, box in self._checks.items()})
        values["lead_sizes"] = tuple(s for s, box in self._lead_boxes.items() if box.isChecked())
        for name in SEPARATE_FIELDS:
            values[name] = self._spins[name].value()
        return values

    def rules(self) -> Rules:
        """The rules the controls describe, possibly impossible (see ``problems``)."""
        return Rules(**self.rule_values())

    def problems(self) -> list[str]:
        """Why the settings cannot be used as they are, in plain words; empty if they can."""
        found = [plain_problem(p) for p in self.rules().problems()]
        for number in range(self._spins["players"].value() - 1):
            if not valid_name(self._names[number].text()):
                found.append(self.tr("Opponent %1 needs a name.").replace("%1", str(number + 1)))
        return found + self.network_page.problems()

    def result_settings(self) -> Settings:
        """The settings as edited (meaningful once ``problems()`` is empty)."""
        preset = self._preset.currentData()
        values = self.rule_values()
        base = _preset_rules(preset, values["players"])
        options = {
            name: value
            for name, value in values.items()
            if name not in SEPARATE_FIELDS and getattr(base, name) != value
        }
        opponents = [
            Seat(stored_name(self._names[n].text().strip()), self._levels[n].currentData())
            for n in range(values["players"] - 1)
        ]
        game = GameSettings(
            preset=preset,
            options=options,
            opponents=opponents,
            stake=values["stake"],
            bankroll=values["bankroll"],
            session_hands=values["session_hands"],
        )
        return Settings(
            game,
            self.table_page.chosen(),
            self.general_page.chosen(),
            copy.deepcopy(self._unknown),
            copy.deepcopy(self._window),
            self.network_page.chosen(),
        )

    # Reacting to the user.

    def accept(self) -> None:
        # OK is disabled while there are problems; this also covers a shortcut that skips it.
        if not self.problems():
            super().accept()

    def restore_defaults(self) -> None:
        self.set_settings(Settings())

    def _preset_chosen(self) -> None:
        if self._filling:
            return
        self._filling = True
        try:
            self._show_rules(
                _preset_rules(self._preset.currentData(), self._spins["players"].value())
            )
        finally:
            self._filling = False
        self._changed()

    def _changed(self) -> None:
        if self._filling:
            return
        self._follow_preset()
        notes = self._keep_playable()
        self._follow_preset()  # four-card hands may have sent a player away
        values = self.rule_values()
        # The note stays until something else changes (a chosen preset is signalled twice).
        if notes or values != self._settled:
            self._switch_note.setText("\n".join(notes))
            self._switch_note.setVisible(bool(notes))
        self._settled = values
        rules = self.rules()
        for name, said in OPTIONS.items():
            if said.matters is not None:  # the holds below may disable more, saying why
                self._control(name).setEnabled(said.matters_in(rules))
        self._hold_fixed_options(values)
        for number, (seat_label, name_edit, level_box) in enumerate(
            zip(self._opponent_labels, self._names, self._levels, strict=True)
        ):
            seated = number < values["players"] - 1
            for widget in (seat_label, name_edit, level_box):
                widget.setEnabled(seated)

        preset = self._preset.currentData()
        base = _preset_rules(preset, values["players"])
        changed = sum(
            getattr(base, name) != value
            for name, value in values.items()
            if name not in SEPARATE_FIELDS
        )
        low, high = PRESET_PLAYERS[preset]
        note = self.tr("for %1 to %2 players").replace("%1", str(low)).replace("%2", str(high))
        if changed:
            note += " \u00b7 " + self.tr("%n option(s) changed", "", changed)
        self._preset_note.setText(note)

        faults = {name for p in self.rules().problems() for name in options_at_fault(p)}
        colour = _error_colour(self.palette()).name()
        for name, label in self._labels.items():
            label.setStyleSheet(f"color: {colour}; font-weight: bold;" if name in faults else "")
        problems = self.problems()
        self._problem_label.setText("\n".join("\u2022 " + p for p in problems))
        self._problem_label.setVisible(bool(problems))
        ok = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        ok.setEnabled(not problems)
        ok.setToolTip(self.tr("Fix the problems shown above first.") if problems else "")

    def _keep_playable(self) -> list[str]:
        """Put right every combination the rules refuse that the controls hold, and say why in
        one short sentence for each kind of change. The option that depends on another gives
        way (a combination to the hand size or the timing, claims to the scoring, the last
        chance to claims...), and ``_hold_fixed_options`` keeps it from being chosen back.
        So the problems list is left with an opponent without a name."""
        notes: dict[str, str] = {}
        for _ in range(4):  # a change may uncover one more: claims off, then the last chance
            rules = self.rules()
            changes: dict[str, Any] = {}
            for problem in rules.problems():
                change = putting_right(problem, rules)
                if change is not None:
                    changes.update(change[0])
                    notes.setdefault(problem.code, change[1])
            if not changes:
                break
            self._filling = True
            try:
                players = changes.pop("players", None)
                if players is not None:
                    self._spins["players"].setValue(players)
                self._show_rules(dataclasses.replace(rules, **changes))
            finally:
                self._filling = False
        return list(notes.values())

    def _hold_fixed_options(self, values: dict[str, Any]) -> None:
        """Disable each rule control whose value the others fix, its tooltip saying why."""
        on_lead = values["bura_timing"] == "on_lead"
        only_bura = self.tr("When only the leader declares, Bura is the only combination.")
        for name in OTHER_COMBINATIONS:
            reason = None
            if name.startswith("four_") and values["hand_size"] != 4:
                reason = self.tr("Only with 4 cards in hand.")
            elif on_lead:
                reason = only_bura
            self._hold(name, self._combos[name], reason)
        self._hold(
            "claims",
            self._checks["claims"],
            self.tr(
                "Set by the scoring: chips in a pot and a series are won by claims of 31; "
                "penalty points and most points play every hand out."
            ),
        )
        without_claims = self.tr("Only where players may claim 31.")
        self._hold(
            "last_chance", self._checks["last_chance"], None if values["claims"] else without_claims
        )
        if not values["claims"]:
            reason = without_claims
        elif values["scoring"] == "series":
            reason = self.tr(
                "Series scoring has no pot to double, so a wrong claim loses the hand."
            )
        else:
            reason = None
        self._hold("false_claim", self._combos["false_claim"], reason)
        self._hold(
            "blind",
            self._checks["blind"],
            None if values["scoring"] == "pot" else self.tr("Only with chips in a pot."),
        )
        self._hold(
            "lead_sizes",
            self._lead_boxes[1],
            translate("RuleTexts", "A lead of a single card must always be allowed."),
            label=False,
        )
        four = values["hand_size"] == 4
        players = self._spins["players"]
        self._filling = True  # the count was already put right: no clamping signal to follow
        try:
            players.setMaximum(MOST_WITH_FOUR if four else MAX_OPPONENTS + 1)
        finally:
            self._filling = False
        players.setToolTip(self._players_tip(four))

    def _hold(self, name: str, control: QWidget, reason: str | None, label: bool = True) -> None:
        """Enable ``control`` of rule option ``name``, or disable it saying ``reason``."""
        tip = option_tip(name) if reason is None else reason + "\n\n" + option_tip(name)
        control.setEnabled(reason is None)
        control.setToolTip(tip)
        if label:
            self._labels[name].setToolTip(tip)

    def _players_tip(self, four: bool = False) -> str:
        tip = self.tr("How many sit at the table, you included.")
        if four:
            tip += " " + self.tr("4-card hands are for at most 5 players.")
        return tip

    def _follow_preset(self) -> None:
        """A new player count: options left as the preset has them follow the preset's form
        for that count (the rules sheet deals singly and rotates the lead from three on)."""
        players = self._spins["players"].value()
        if players == self._shown_players:
            return
        preset = self._preset.currentData()
        old = _preset_rules(preset, self._shown_players)
        new = _preset_rules(preset, players)
        self._shown_players = players
        current = self.rules()
        follow = {
            f.name: getattr(new, f.name)
            for f in dataclasses.fields(Rules)
            if f.name not in SEPARATE_FIELDS
            and getattr(old, f.name) != getattr(new, f.name)
            and getattr(current, f.name) == getattr(old, f.name)
        }
        if follow:
            self._filling = True
            try:
                self._show_rules(dataclasses.replace(current, **follow))
            finally:
                self._filling = False


__all__ = ["PLAYERS_TAB_OPTIONS", "RULE_GROUPS", "SettingsDialog"]
