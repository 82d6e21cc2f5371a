"""The game window: the table, the action buttons, the status line and the log.

The window never runs rules: it shows what the controller sends, enables only the buttons the
human's view lists as legal, and sends actions back as text.
"""

from __future__ import annotations

import dataclasses
import logging
from collections.abc import Callable, Sequence

from PySide6.QtCore import QEvent, Qt, QTimer, QUrl, Signal
from PySide6.QtGui import (
    QAction,
    QCloseEvent,
    QColor,
    QKeySequence,
    QResizeEvent,
)
from PySide6.QtWidgets import (
    QApplication,
    QMainWindow,
    QMenu,
    QMessageBox,
    QPushButton,
    QSplitter,
    QVBoxLayout,
    QWidget,
)

from bura_desktop.app import GameWorker, TableSetup
from bura_desktop.app.controller import PlayerFactory
from bura_desktop.app.flow import Stage, TableFlow
from bura_desktop.app.i18n import fill
from bura_desktop.app.keeper import SessionKeeper
from bura_desktop.app.narration import Narrator, cards_text, named
from bura_desktop.app.players import make_computer_player
from bura_desktop.app.reasons import Reason
from bura_desktop.app.resume import saved_setup
from bura_desktop.core import Action, Card, SeatView, beats
from bura_desktop.core.projection import SeenEvent
from bura_desktop.core.scoring import Outcome
from bura_desktop.storage import settings as stored_settings
from bura_desktop.storage.paths import Profile, ensure_dir
from bura_desktop.storage.settings import Settings, WindowSettings
from bura_desktop.storage.statistics import HandRecord, Scope, Statistics
from bura_desktop.ui import about, external, timing, window_state
from bura_desktop.ui.action_bar import ActionBar
from bura_desktop.ui.announce import announce
from bura_desktop.ui.focus_halo import FocusHalo
from bura_desktop.ui.hand_over_panel import HandOverPanel
from bura_desktop.ui.history_window import HistoryWindow
from bura_desktop.ui.layout import PANEL_GAP
from bura_desktop.ui.log_panel import LogPanel
from bura_desktop.ui.notices import notice_text
from bura_desktop.ui.prompts import Prompts, highest_declaration, title
from bura_desktop.ui.reasons import reason_text
from bura_desktop.ui.replay_viewer import ReplayViewer
from bura_desktop.ui.rules_dialog import RulesDialog
from bura_desktop.ui.settings_dialog import SettingsDialog
from bura_desktop.ui.shortcuts_dialog import Shortcut, ShortcutsDialog
from bura_desktop.ui.sound import Backend, Sound
from bura_desktop.ui.statistics_window import StatisticsWindow
from bura_desktop.ui.table import TableScene, TableView

log = logging.getLogger(__name__)

LOG_MINIMUM_WIDTH = 180
LOG_DEFAULT_WIDTH = 240
LOG_SHARE = 5  # the log is at most this part of the window's width
# The end-of-hand panel narrows to the room between the side seats, down to this: its table of
# points and chips needs it.
PANEL_MIN_WIDTH = 260
QWIDGETSIZE_MAX = (1 << 24) - 1  # Qt's "no maximum", which PySide does not export


class MainWindow(QMainWindow):
    closing = Signal()  # the window is about to close: the table is still as it was
    hands_done = Signal(int)  # a hand's end has been shown; carries the number of hands so far
    # Requests to the controller, connected to its slots: it lives in the worker thread, so
    # Qt queues them there and no rule runs in this thread.
    new_game_requested = Signal(object)  # the TableSetup
    next_hand_requested = Signal()
    move_chosen = Signal(int, int, object)  # generation, seat, action
    selection_to_check = Signal(object)  # cards
    hint_requested = Signal()
    points_assist_changed = Signal(bool)

    def __init__(
        self,
        setup: TableSetup,
        player_factory: PlayerFactory = make_computer_player,
        settings: Settings | None = None,
        profile: Profile | None = None,
        messages: Sequence[str] = (),
        sound: Backend | None = None,
    ) -> None:
        """``profile`` None keeps nothing on disk; ``messages`` are start-up problems to show;
        ``sound`` None plays nothing (``ui.sound.open_backend()`` gives the real one)."""
        super().__init__()
        self.setWindowTitle(self.tr("Bura"))
        self.flow = TableFlow(setup)  # where the table stands, and the games around it
        self.remember_window = True  # its size and place, at close (not for a scripted run)
        self.hands_played = 0
        self._prompt_line = ""  # what the human is asked to do now
        self.settings = settings
        self.profile = profile
        # Every sentence shown to the user about files and settings, each once.
        self.messages: list[str] = []
        self._statistics: Statistics | None = None
        self.statistics_window: StatisticsWindow | None = None
        self.history_window: HistoryWindow | None = None
        # The deal seed of a hand to review once the statistics have it (see review_hand).
        self._review_wanted: int | None = None
        self.preferences_dialog: SettingsDialog | None = None
        self.about_box: QMessageBox | None = None
        self.shortcuts_dialog: ShortcutsDialog | None = None
        self.sound = Sound(sound)
        if settings is not None:
            table = settings.table
            self.sound.configure(table.sound, table.sound_volume, table.sound_without_animation)

        assist = settings is not None and settings.table.points_assist
        keeper = None if profile is None else SessionKeeper(profile, assist)
        self.worker = GameWorker(setup, player_factory, self, keeper)
        controller = self.worker.controller
        controller.game_started.connect(self._game_started)
        controller.resumed.connect(self._resumed)
        controller.notice.connect(self.notify)
        controller.failed.connect(self._failed)
        controller.hand_recorded.connect(self._refresh_statistics)
        controller.events_ready.connect(self._events)
        controller.prompt.connect(self._prompt)
        controller.thinking.connect(self._thinking)
        controller.refused.connect(self._refused)
        controller.selection_checked.connect(self._selection_checked)
        controller.hint_found.connect(self._hint_found)
        self.new_game_requested.connect(controller.new_game)
        self.next_hand_requested.connect(controller.next_hand)
        self.move_chosen.connect(controller.move)
        self.selection_to_check.connect(controller.check_selection)
        self.hint_requested.connect(controller.hint)
        self.points_assist_changed.connect(controller.set_points_assist)

        self._build_widgets()
        self._build_menus()
        self._new_table(setup)
        self._restore_window()
        self.worker.start()
        # After the window shows, so the sentences land in its log.
        QTimer.singleShot(0, lambda: self._notify_all(messages))

    # ------------------------------------------------------------------ building

    def _build_widgets(self) -> None:
        self.view = TableView(TableScene(self.setup))
        self.log = LogPanel()
        self.log.setMinimumWidth(LOG_MINIMUM_WIDTH)
        splitter = QSplitter(Qt.Orientation.Horizontal)
        splitter.addWidget(self.view)
        splitter.addWidget(self.log)
        # A larger window is a larger table; the log keeps the width it was given.
        splitter.setStretchFactor(0, 1)
        splitter.setStretchFactor(1, 0)
        # View > Log hides the log: dragging only makes it wider or narrower.
        splitter.setCollapsible(0, False)
        splitter.setCollapsible(1, False)
        splitter.setHandleWidth(4)
        self.splitter = splitter
        # The width the player gives the log by dragging, kept when the window shrinks it.
        splitter.splitterMoved.connect(self._log_dragged)

        self.bar = ActionBar(self.view)
        self.status = self.bar.label  # the line a screen reader and the screenshots read
        self.play_button = QPushButton(self.tr("Play"))
        self.claim_button = QPushButton(self.tr("Claim 31"))
        self.declare_button = QPushButton(self.tr("Declare"))
        self.blind_button = QPushButton(self.tr("Blind"))
        self.pass_button = QPushButton(self.tr("Pass"))
        self.play_button.clicked.connect(self.play_chosen)
        self.claim_button.clicked.connect(self.claim)
        self.declare_button.clicked.connect(self._declare)
        self.blind_button.clicked.connect(lambda: self._act("blind"))
        self.pass_button.clicked.connect(lambda: self._act("pass"))
        self._describe_buttons()
        for button in self._buttons():
            # Tab reaches them; a click does not, so the keys keep working on the table.
            button.setFocusPolicy(Qt.FocusPolicy.TabFocus)
            self.bar.add_button(button)

        central = QWidget()
        column = QVBoxLayout(central)
        column.setContentsMargins(0, 0, 0, 0)
        column.addWidget(splitter, 1)
        self.setCentralWidget(central)
        self.panel = HandOverPanel(self.view)
        self.panel.next_hand.connect(self.next_hand)
        self.panel.new_game.connect(self.new_game)
        self.panel.back.connect(self.back_to_game)
        self.panel.replay.connect(self.replay_deal)
        self.panel.reviewable = self.profile is not None
        self.panel.review.connect(self.review_hand)
        self.panel.details.toggled.connect(self._place_panel)  # it grows with the details
        chain = [self.view, *self._buttons(), self.panel.button, self.log]
        for first, second in zip(chain, chain[1:], strict=False):
            QWidget.setTabOrder(first, second)
        self.view.setFocus()
        self.focus_halo = FocusHalo(self)

    def _describe_buttons(self) -> None:
        """Names and descriptions for screen readers, and the same as tooltips: each says the
        button's key."""
        described = (
            (self.play_button, self.tr("Play the chosen cards. Key: Enter.")),
            (self.claim_button, self.tr("Claim that your pile holds 31 card points. Key: C.")),
            (self.declare_button, self._prompts.declare_tip(None)),
            (self.blind_button, self.tr("Bet blind, before seeing your cards. Key: B.")),
            (self.pass_button, self._prompts.pass_tip(())),
        )
        for button, description in described:
            button.setAccessibleName(button.text())
            button.setAccessibleDescription(description)
            button.setToolTip(description)

    def _buttons(self) -> list[QPushButton]:
        return [
            self.play_button,
            self.claim_button,
            self.declare_button,
            self.blind_button,
            self.pass_button,
        ]

    def _build_menus(self) -> None:
        game = self.menuBar().addMenu(self.tr("&Game"))
        self._menu_action(game, self.tr("&New game"), "Ctrl+N", self.new_game_asked)
        self._menu_action(game, self.tr("Ne&xt hand"), "N", self.next_hand)
        self.back_action = self._menu_action(
            game, self.tr("&Back to your game"), None, self.back_to_game
        )
        leave = self.tr("Leave the practice hand for the game you were playing.")
        self.back_action.setToolTip(leave)
        self.back_action.setEnabled(False)
        game.addSeparator()
        self.sound_action = self._menu_action(game, self.tr("So&und"), "M", self.set_sound)
        self.sound_action.setCheckable(True)
        self.sound_action.setChecked(self.sound.enabled)
        self.sound_action.setToolTip(self.tr("Sounds of the cards and chips on or off. Key: M."))
        self.statistics_action = self._menu_action(
            game, self.tr("&Statistics…"), "Ctrl+T", self.show_statistics
        )
        self.statistics_action.setEnabled(self.profile is not None)
        self.history_action = self._menu_action(
            game, self.tr("&History…"), "Ctrl+H", self.show_history
        )
        self.history_action.setEnabled(self.profile is not None)
        self.preferences_action = self._menu_action(
            game,
            self.tr("&Preferences…"),
            QKeySequence.StandardKey.Preferences,
            self.show_preferences,
        )
        # Ctrl+, as well: not every platform's Preferences key is that.
        shortcuts = self.preferences_action.shortcuts()
        self.preferences_action.setShortcuts([*shortcuts, QKeySequence("Ctrl+,")])
        self.preferences_action.setEnabled(self.settings is not None)
        game.addSeparator()
        quit_action = self._menu_action(
            game, self.tr("&Quit"), QKeySequence.StandardKey.Quit, self.close
        )
        view = self.menuBar().addMenu(self.tr("&View"))
        self.log_action = self._menu_action(view, self.tr("&Log"), "Ctrl+L", self.set_log_shown)
        self.log_action.setCheckable(True)
        self.log_action.setChecked(True)
        self.log_action.setToolTip(self.tr("The hand told in words, beside the table."))
        self.full_screen_action = self._menu_action(
            view, self.tr("&Full screen"), "F11", self.set_full_screen
        )
        self.full_screen_action.setCheckable(True)
        # The platform's own key as well (Ctrl+Cmd+F on macOS), where it is another one.
        keys = [QKeySequence("F11"), *QKeySequence.keyBindings(QKeySequence.StandardKey.FullScreen)]
        self.full_screen_action.setShortcuts(list(dict.fromkeys(keys)))
        # Escape leaves full screen; it is free for anything else the rest of the time.
        self._key("Escape", self._escape)
        help_menu = self.menuBar().addMenu(self.tr("&Help"))
        self._menu_action(help_menu, self.tr("&Hint"), "H", self.hint)
        self._menu_action(help_menu, self.tr("&Rules"), "F1", self.show_rules)
        self._menu_action(help_menu, self.tr("&Keyboard shortcuts"), None, self.show_shortcuts)
        help_menu.addSeparator()
        self.log_folder_action = self._menu_action(
            help_menu, self.tr("Open &log folder"), None, self.open_log_folder
        )
        self.log_folder_action.setEnabled(self.profile is not None)
        about = self._menu_action(help_menu, self.tr("&About Bura"), None, self._about)
        about_qt = self._menu_action(
            help_menu, self.tr("About &Qt"), None, lambda: QMessageBox.aboutQt(self)
        )
        # macOS puts these in the application menu by role, in any language (its guess
        # from the English words fails for translated menus).
        self.preferences_action.setMenuRole(QAction.MenuRole.PreferencesRole)
        quit_action.setMenuRole(QAction.MenuRole.QuitRole)
        about.setMenuRole(QAction.MenuRole.AboutRole)
        about_qt.setMenuRole(QAction.MenuRole.AboutQtRole)
        # Keys of the table itself: they act only when the matching button is showing.
        self._key("Return", self.play_chosen)
        self._key("Enter", self.play_chosen)
        for key, button in (
            ("C", self.claim_button),
            ("D", self.declare_button),
            ("B", self.blind_button),
            ("P", self.pass_button),
        ):
            self._key(key, lambda _checked=False, b=button: self._press(b))
        for digit in range(1, 10):
            # triggered passes "checked" first: it must not land in the digit.
            self._key(str(digit), lambda _checked=False, n=digit: self.choose_nth(n))

    @staticmethod
    def _press(button: QPushButton) -> None:
        if button.isVisible():
            button.click()

    def _menu_action(
        self,
        menu: QMenu,
        text: str,
        shortcut: str | QKeySequence.StandardKey | None,
        slot: Callable[..., object],
    ) -> QAction:
        action = QAction(text, self)
        action.setMenuRole(QAction.MenuRole.NoRole)  # stays where it is put, also on macOS
        if shortcut is not None:
            action.setShortcut(QKeySequence(shortcut))
        action.triggered.connect(slot)
        menu.addAction(action)
        return action

    def _key(self, key: str, slot: Callable[..., object]) -> QAction:
        action = QAction(self)
        action.setShortcut(QKeySequence(key))
        action.triggered.connect(slot)
        self.addAction(action)
        return action

    def _new_table(self, setup: TableSetup) -> None:
        old = self.view.scene()
        scene = TableScene(setup)
        scene.drained.connect(self.worker.controller.ready)
        scene.hand_finished.connect(self._hand_finished)
        scene.selection_changed.connect(self._selection_changed)
        scene.card_double_clicked.connect(self._double_clicked)
        scene.card_dropped.connect(self._dropped)
        scene.event_shown.connect(self._tell)
        scene.batch_started.connect(self._move_shown)
        scene.laid_out.connect(self._place_overlays)
        scene.sound = self.sound
        if self.settings is not None:
            table = self.settings.table
            scene.set_appearance(table)
            self._colour_log(QColor(table.table_colour))
        self.view.set_table(scene)
        if isinstance(old, TableScene):
            old.clear_queue()
            old.deleteLater()
        # Computers playing every seat (--autoplay) go by their names: none of them is "you".
        you = setup.watched if setup.seats[setup.watched].human else None
        self.narrator = Narrator([s.name for s in setup.seats], setup.rules, you)

    @property
    def table(self) -> TableScene:
        return self.view.table()

    @property
    def setup(self) -> TableSetup:
        """The game on the table (or asked for)."""
        return self.flow.setup

    @property
    def _prompts(self) -> Prompts:
        """The words of the table's questions under the rules of the game on the table."""
        return Prompts(self.setup.rules)

    # ------------------------------------------------------------------ from the controller

    def _game_started(self, generation: int, setup: TableSetup) -> None:
        if not self.flow.started(generation, setup):
            return  # a newer game has been asked for
        # The controller names the session: the statistics window shows its hands.
        if self.statistics_window is not None:
            self.statistics_window.close()
            self.statistics_window = None

    def _resumed(self, generation: int, view: SeatView) -> None:
        if self.flow.current(generation):
            if self.setup.practice:
                line = self.tr("Practice: you play on from the replay. This hand is not counted.")
            else:
                line = self.tr("The saved game goes on where it was left.")
            self.log.tell(line, False)
            self.table.show_view(view)

    def _failed(self, generation: int, notice: str) -> None:
        """The game stopped on an error: say so where it cannot be missed, offer a new game."""
        if not self.flow.current(generation):
            return  # a game already replaced
        self.notify(notice)
        self.flow.failed()  # the panel's button starts a new game
        self._show_buttons()
        self.panel.show_stopped(notice_text(notice))
        self.bar.set_covered(True)
        self._place_panel()

    def _events(self, generation: int, seen: list[SeenEvent], view: SeatView) -> None:
        if not self.flow.current(generation):
            return  # the rest of a game that has been replaced
        self.flow.shown(seen)
        self._show_buttons()
        self.table.play(seen, view)

    def _move_shown(self) -> None:
        """A move starts to show: whoever was thinking or asked has acted."""
        self.set_status("")

    def _prompt(self, generation: int, view: SeatView) -> None:
        if not self.flow.current(generation):
            return
        self.flow.asked(view.legal_actions())
        self._show_buttons()
        self._prompt_line = self._prompts.prompt(view, self.flow.legal)
        self.set_status(self._prompt_line)
        self._selection_changed(self.table.chosen())

    def _thinking(self, generation: int, seat: int) -> None:
        if self.flow.current(generation):
            name = named(self.setup.seats[seat].name)
            self.bar.say(fill(self.tr("%1 is thinking…"), name), "waiting")

    def _refused(self, generation: int, reason: Reason) -> None:
        if self.flow.current(generation):
            self.sound.cue("refused")
            self.bar.say(self._reason_text(reason), "refused")

    def _selection_checked(
        self, generation: int, cards: tuple[Card, ...], reason: Reason | None
    ) -> None:
        if not self.flow.current(generation):
            return
        if self.flow.legal and cards == self.table.chosen() and reason is not None:
            self.bar.say(self._reason_text(reason), "refused")

    def _reason_text(self, reason: Reason) -> str:
        return reason_text(reason, [s.name for s in self.setup.seats], self.setup.watched)

    def _tell(self, event: SeenEvent) -> None:
        told = self.narrator.tell(event)
        if told is not None:
            self.log.tell(*told)

    # ------------------------------------------------------------------ prompts and buttons

    def _show_buttons(self) -> None:
        focused = QApplication.focusWidget()
        kinds = {a.kind for a in self.flow.legal}
        self.play_button.setVisible("play" in kinds)
        self.claim_button.setVisible("claim" in kinds)
        self.blind_button.setVisible("blind" in kinds)
        self.pass_button.setVisible("pass" in kinds)
        declaration = highest_declaration(self.flow.legal)
        self.declare_button.setVisible(declaration is not None)
        if declaration is not None:
            self.declare_button.setText(fill(self.tr("Declare %1"), title(declaration)))
            self.declare_button.setAccessibleName(self.declare_button.text())
            tip = self._prompts.declare_tip(declaration)
            self.declare_button.setAccessibleDescription(tip)
            self.declare_button.setToolTip(tip)
        if "pass" in kinds:
            tip = self._prompts.pass_tip(self.flow.legal)
            self.pass_button.setAccessibleDescription(tip)
            self.pass_button.setToolTip(tip)
        self.play_button.setEnabled(False)
        self.bar.refit()
        if focused in self._buttons() and focused.isHidden():
            # A pressed button vanishes with its prompt: the keys go back to the cards.
            self.view.setFocus(Qt.FocusReason.OtherFocusReason)

    def _legal_play(self, cards: Sequence[Card]) -> Action | None:
        chosen = set(cards)
        return next(
            (a for a in self.flow.legal if a.kind == "play" and set(a.cards) == chosen), None
        )

    def _selection_changed(self, cards: tuple[Card, ...]) -> None:
        if not self.flow.legal:
            return
        legal = self._legal_play(cards)
        self.play_button.setEnabled(legal is not None)
        if "play" not in {a.kind for a in self.flow.legal}:
            return
        if legal is not None:
            self.set_status(fill(self._play_line(cards), cards_text(cards)))
        elif cards:
            self.selection_to_check.emit(cards)  # the reason comes back as selection_checked
        else:  # what to choose, then how
            self.set_status(
                fill(
                    self.tr("%1 Click the cards or press their numbers (H for a hint)."),
                    self._prompt_line,
                )
            )

    def _play_line(self, cards: Sequence[Card]) -> str:
        """What playing ``cards`` would do: lead, take the trick as it stands, or throw."""
        trick = self.table.model.trick
        winning = [slot.card for slot in trick.winning()]
        known = [card for card in winning if card is not None]
        trump = self.table.model.trump_indicator
        if not trick.plays or trump is None:
            return self.tr("Lead %1: press Play or Enter.")
        if len(known) == len(winning) and beats(cards, known, trump.suit):
            return self.tr("%1 beats the trick: press Play or Enter.")
        return self.tr("%1 does not beat the trick: it is thrown. Press Play or Enter.")

    # ------------------------------------------------------------------ the human acts

    def set_status(self, text: str) -> None:
        self.bar.say(text)

    def _notify_all(self, messages: Sequence[str]) -> None:
        for message in messages:
            self.notify(message)

    def notify(self, message: str) -> None:
        """Tell the user about a file or setting problem, once per sentence, in their language."""
        message = notice_text(message)
        if message in self.messages:
            return
        self.messages.append(message)
        self.log.tell(message, False)
        self.set_status(message)

    def choose_nth(self, n: int) -> None:
        hand = self.table.own_hand()
        if 1 <= n <= len(hand):
            self.table.toggle(hand[n - 1])

    def play_chosen(self) -> None:
        if self.bar.asking():
            self.bar.confirm()
            return
        if self.panel.isVisible():
            self.panel.button.click()
            return
        action = self._legal_play(self.table.chosen())
        if action is not None and self.play_button.isVisible():
            self._act(str(action))

    def _dropped(self, card: Card) -> None:
        """A card dragged to the trick plays it, with the other chosen cards."""
        cards = set(self.table.chosen()) | {card}
        action = self._legal_play(tuple(cards))
        if action is not None and self.play_button.isVisible():
            self._act(str(action))
            return
        self.table.return_to_hand()
        if self.flow.legal and cards:
            self.selection_to_check.emit(tuple(c for c in self.table.own_hand() if c in cards))

    def _double_clicked(self, card: Card) -> None:
        action = self._legal_play((card,))
        if action is not None:
            self._act(str(action))

    def hint(self) -> None:
        """Ask for a suggestion for this turn: it comes back as the cards chosen, or in words."""
        if self.flow.legal:
            self.set_status(self.tr("Looking for a good move…"))
        self.hint_requested.emit()

    def _hint_found(self, generation: int, action: Action) -> None:
        if not self.flow.current(generation) or action not in self.flow.legal:
            return  # the turn is over (a new game, say): the hint is of no use
        match action.kind:
            case "play":
                self.table.choose_only(action.cards)  # Enter or Play then plays it
                cards = cards_text(action.cards)
                if action.down:
                    text = self.tr("Hint: play %1 face down. Press Play or Enter.")
                else:
                    text = self.tr("Hint: play %1. Press Play or Enter.")
                text = fill(text, cards)
            case "claim":
                text = self.tr("Hint: claim 31 now (C).")
            case "declare":
                text = fill(self.tr("Hint: declare %1 (D)."), title(action.declaration or ""))
            case "blind":
                text = self.tr("Hint: bet blind.")
            case _:
                text = self.tr("Hint: pass.")
        self.set_status(text)
        announce(self.status, text, text)  # asked for with a key: a screen reader says it

    def claim(self) -> None:
        """Claim 31 (C, or the button); first asked once more in the bar if the settings say so:
        Enter or C again confirms, Escape cancels."""
        if not any(a.kind == "claim" for a in self.flow.legal):
            return
        if self.bar.asking():
            self.bar.confirm()
            return
        if self.settings is not None and self.settings.general.confirm_claim:
            question = self.tr(
                "Claim 31 now? If your tricks hold fewer than 31 card points, the claim is wrong"
                " and costs you."
            )
            self.bar.ask(question, self.tr("Claim 31"), lambda: self._act("claim"))
            self.bar.yes.setFocus(Qt.FocusReason.OtherFocusReason)
            return
        self._act("claim")

    def _declare(self) -> None:
        declaration = highest_declaration(self.flow.legal)
        if declaration is not None:
            self._act(f"declare {declaration}")

    def _escape(self) -> None:
        """Escape cancels a question in the bar, else leaves full screen."""
        if self.bar.asking():
            self.bar.cancel()
        elif self.isFullScreen():
            self.set_full_screen(False)

    def _act(self, text: str) -> None:
        self.bar.cancel()
        generation = self.flow.acted()
        if generation is None:
            return  # nothing was asked
        self._show_buttons()
        self.move_chosen.emit(generation, self.setup.watched, text)

    # ------------------------------------------------------------------ hands and games

    def _hand_finished(self, outcome: Outcome) -> None:
        self.hands_played += 1
        self.flow.hand_finished()
        self._show_buttons()
        headline = self.narrator.headline(outcome)
        if self.setup.practice:
            headline = fill(self.tr("Practice, not counted: %1"), headline)
        self.set_status(headline)
        names = [s.name for s in self.setup.seats]
        focus = QApplication.focusWidget()
        keyboard_here = focus is not None and self.isAncestorOf(focus)
        # After a practice hand the game left for it goes on, if it was going.
        self.panel.show_outcome(
            outcome,
            headline,
            names,
            self.flow.session_over and not self.flow.going_back,
            self.setup.rules,
            self.table.model,
            practice=self.setup.practice,
        )
        self._place_panel()
        self.bar.set_covered(True)
        if keyboard_here:
            # Its button says what comes next, and a screen reader reads the outcome with it.
            self.panel.button.setFocus(Qt.FocusReason.OtherFocusReason)
        self.hands_done.emit(self.hands_played)

    def next_hand(self) -> None:
        if self.flow.stage is not Stage.HAND_OVER:
            return
        if self.flow.next_setup is not None:
            self.new_game()  # new rules or players: they need a new session
            return
        self.flow.next_hand()
        self._hide_panel()
        self.table.clear_choice()
        self.next_hand_requested.emit()

    def _hide_panel(self) -> None:
        focus = QApplication.focusWidget()
        had_focus = focus is not None and self.panel.isAncestorOf(focus)
        self.panel.hide()
        self.bar.set_covered(False)
        if had_focus:
            self.view.setFocus(Qt.FocusReason.OtherFocusReason)

    def hand_in_progress(self) -> bool:
        """Whether a hand is being played that a new game would throw away, chips and all."""
        return self.flow.hand_in_progress()

    def new_game_asked(self) -> None:
        """Game > New game: in the middle of a hand, only once the player says so."""
        question = self.tr("Start a new game? The hand in progress and its pot will be lost.")
        if self.hand_in_progress() and not self.ask(question):
            return
        self.new_game()

    def new_game(self) -> None:
        self._start_game()

    def replay_deal(self, seed: int) -> None:
        """The finished hand's cards again, dealt by the same seat, as a new game."""
        self._start_game(deal_seed=seed, dealer=self.table.model.dealer)

    def _start_game(self, **deal: int) -> None:
        """A new game; ``deal`` (a deal seed and its dealer) deals a finished hand again."""
        self.flow.begin(self.flow.fresh_setup(**deal))
        self._begin()

    def _begin(self) -> None:
        """The table cleared for the game the flow has begun, which the controller starts."""
        setup = self.setup
        self._hide_panel()
        self._show_buttons()
        self.log.clear()
        self._new_table(setup)
        self.back_action.setEnabled(setup.practice)
        title = self.tr("Bura — practice hand, not counted") if setup.practice else self.tr("Bura")
        self.setWindowTitle(title)
        self.new_game_requested.emit(setup)

    def play_from_here(self, setup: TableSetup) -> None:
        """Play a replayed hand on from a position (``setup.resume``) as a practice hand; the
        game on the table is saved as it stands, to go back to afterwards."""
        self.flow.practise(setup, keeps_games=self.profile is not None)
        self._begin()
        self.raise_()
        self.activateWindow()

    def back_to_game(self) -> None:
        """Leave a practice hand: the saved game goes on, or a new one starts if none is."""
        left = self.flow.before_practice
        if not self.setup.practice or left is None:
            return
        resumed = None
        if self.profile is not None:
            resumed, messages = saved_setup(self.profile, left.preset)
            for message in messages:
                self.notify(message)
        if resumed is None:
            self._start_game()  # the game left was over, or could not be kept
            return
        self.flow.before_practice = None
        self.flow.begin(resumed)
        self._begin()

    # ------------------------------------------------------------------ preferences

    def set_sound(self, on: bool) -> None:
        """Sound on or off (M, or the Game menu); remembered in the settings."""
        self.sound.enabled = on
        self.sound_action.setChecked(on)
        if self.settings is None or self.settings.table.sound == on:
            return
        self._keep(
            dataclasses.replace(
                self.settings, table=dataclasses.replace(self.settings.table, sound=on)
            )
        )

    def _keep(self, settings: Settings) -> None:
        """Use ``settings`` from now on and save them; a problem saving is told."""
        self.settings = settings
        if self.profile is not None:
            problem = stored_settings.save(self.profile, settings)
            if problem:
                self.notify(problem)

    # ------------------------------------------------------------------ the window

    def set_log_shown(self, on: bool) -> None:
        """The log beside the table shown or hidden (View > Log); remembered in the settings."""
        self.log.setVisible(on)
        self.log_action.setChecked(on)
        self._fit_log()
        if self.settings is not None and self.settings.window.log != on:
            window = dataclasses.replace(self._window_now(), log=on)
            self._keep(dataclasses.replace(self.settings, window=window))

    def _log_dragged(self) -> None:
        self._log_width = self.log.width()

    def _fit_log(self) -> None:
        """The table keeps most of a small window: the log gives way first, and takes back
        the width it was given when the window grows again."""
        if self.log.isHidden():
            return
        cap = max(LOG_MINIMUM_WIDTH, self.width() // LOG_SHARE)
        width = min(self._log_width, cap)
        total = self.width()  # the splitter spans the window; it is laid out after this
        self.splitter.setSizes([max(0, total - width), width])

    def set_full_screen(self, on: bool) -> None:
        """Full screen on or off (F11, View > Full screen; Escape leaves it). Leaving it
        goes back to the window as it was: maximised or not."""
        state = self.windowState()
        if on:
            state |= Qt.WindowState.WindowFullScreen
        else:
            state &= ~Qt.WindowState.WindowFullScreen
        self.setWindowState(state)

    def _colour_log(self, felt: QColor) -> None:
        self.log.set_felt(felt)
        # The handle between table and log is a strip of the felt's shade, easy to find.
        self.splitter.setStyleSheet(
            f"QSplitter::handle {{ background: {felt.darker(180).name()}; }}"
        )

    def _restore_window(self) -> None:
        """Size, place and state the window as it was left, where that still fits a screen."""
        saved = self.settings.window if self.settings is not None else WindowSettings()
        self.setMinimumSize(window_state.MINIMUM)
        screens, primary = window_state.available_screens()
        self.setGeometry(window_state.placement(saved, screens, primary))
        self._log_width = saved.log_width or LOG_DEFAULT_WIDTH
        self.log.setVisible(saved.log)
        self.log_action.setChecked(saved.log)
        self._fit_log()
        state = Qt.WindowState.WindowNoState
        if saved.maximised:
            state |= Qt.WindowState.WindowMaximized
        if saved.full_screen:
            state |= Qt.WindowState.WindowFullScreen
        self.setWindowState(state)

    def _window_now(self) -> WindowSettings:
        """The window as it is, to open it the same way next time."""
        # Not maximised nor full screen: the size to go back to from those.
        normal = self.normalGeometry()
        return WindowSettings(
            x=normal.x(),
            y=normal.y(),
            width=normal.width(),
            height=normal.height(),
            maximised=self.isMaximized(),
            full_screen=self.isFullScreen(),
            log=self.log_action.isChecked(),
            log_width=self._log_width,
        )

    def _remember_window(self) -> None:
        if self.settings is None or self.profile is None or not self.remember_window:
            return
        window = self._window_now()
        if window == self.settings.window:
            return
        self.settings = dataclasses.replace(self.settings, window=window)
        problem = stored_settings.save(self.profile, self.settings)
        if problem:  # the window is closing: its log is where the user can find it
            log.warning("The window's size and place were not kept: %s", problem)

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() == QEvent.Type.WindowStateChange:
            full = self.isFullScreen()
            self.full_screen_action.setChecked(full)

    def show_preferences(self) -> None:
        if self.settings is None or self.preferences_dialog is not None:
            return
        dialog = SettingsDialog(self.settings, self)
        dialog.accepted.connect(lambda: self.apply_settings(dialog.result_settings()))
        dialog.finished.connect(self._preferences_closed)
        self.preferences_dialog = dialog
        dialog.open()

    def _preferences_closed(self) -> None:
        if self.preferences_dialog is not None:
            self.preferences_dialog.deleteLater()
        self.preferences_dialog = None

    def apply_settings(self, settings: Settings) -> None:
        """Keep ``settings``, show the table ones at once, and the game ones from a new game."""
        old = self.settings
        # The window as it is now, not as it was when the dialog opened.
        self._keep(dataclasses.replace(settings, window=self._window_now()))
        table = settings.table
        timing.set_speed(timing.Speed(table.animation_speed))
        self.table.set_appearance(table)
        self._colour_log(QColor(table.table_colour))
        self.points_assist_changed.emit(table.points_assist)
        self.sound.configure(table.sound, table.sound_volume, table.sound_without_animation)
        self.sound_action.setChecked(table.sound)
        if old is not None and old.general.language != settings.general.language:
            self.set_status(self.tr("The new language is used from the next start of Bura."))
        if old is not None and old.game == settings.game:
            return
        watched = self.setup.seats[self.setup.watched]
        setup = TableSetup.from_settings(settings, autoplay=not watched.human)
        self.flow.next_setup = setup
        if not self.hand_in_progress() or self.ask(
            self.tr(
                "The new rules and players need a new game. Start a new game now? The hand in"
                " progress and its pot will be lost."
            )
        ):
            self.new_game()
        else:
            self.set_status(
                self.tr("The new rules and players apply from the next hand, in a new game.")
            )

    def ask(self, question: str, yes_by_default: bool = False) -> bool:
        """A yes-or-no question; Enter gives the default answer, Escape says no (tests answer
        it by replacing this method)."""
        yes, no = QMessageBox.StandardButton.Yes, QMessageBox.StandardButton.No
        default = yes if yes_by_default else no
        answer = QMessageBox.question(self, self.tr("Bura"), question, yes | no, default)
        return answer == yes

    # ------------------------------------------------------------------ statistics

    def show_statistics(self) -> None:
        if self.profile is None:
            return
        if self._statistics is None:
            # Problems with the file were told when the game started: not again here. The
            # game's own statistics add what an earlier quit left waiting.
            self._statistics, _ = Statistics.open(self.profile, take_waiting=False)
        if self.statistics_window is None:
            self.statistics_window = StatisticsWindow(
                self._statistics, self.setup.session_id or None, self
            )
            self.statistics_window.hand_chosen.connect(self.open_hand)
        self.statistics_window.refresh()
        self.statistics_window.show()
        self.statistics_window.raise_()

    def _refresh_statistics(self) -> None:
        if self._review_wanted is not None:
            self.review_hand(self._review_wanted, again=False)
        if self.statistics_window is not None and self.statistics_window.isVisible():
            self.statistics_window.refresh()
        if self.history_window is not None and self.history_window.isVisible():
            self.history_window.refresh()

    def show_history(self) -> None:
        if self.profile is None:
            return
        if self._statistics is None:
            self._statistics, _ = Statistics.open(self.profile, take_waiting=False)
        if self.history_window is None:
            # The table settings as they are when a hand is opened: the viewer wears them.
            looks = lambda: None if self.settings is None else self.settings.table  # noqa: E731
            self.history_window = HistoryWindow(self._statistics, self, looks)
            self.history_window.play_from_here.connect(self.play_from_here)
        self.history_window.refresh()
        self.history_window.show()
        self.history_window.raise_()

    def open_hand(self, hand: HandRecord) -> ReplayViewer | None:
        """A recorded hand in the replay viewer, the history open behind it."""
        self.show_history()
        return None if self.history_window is None else self.history_window.open_hand(hand)

    def review_hand(self, seed: int, again: bool = True) -> ReplayViewer | None:
        """The session's hand dealt from ``seed`` (the one just finished) in the history's
        viewer, its review started. A hand the game's thread is still writing is opened once
        it is recorded (``again``); one the statistics never got is told about in the log."""
        self._review_wanted = None
        if self.profile is None:
            return None
        if self._statistics is None:
            self._statistics, _ = Statistics.open(self.profile, take_waiting=False)
        session = self.setup.session_id or None
        hands = [h for h in self._statistics.hands(Scope(session_id=session)) if h.seed == seed]
        if not hands:
            if again:
                self._review_wanted = seed
            else:
                self.log.tell(
                    self.tr("This hand is not in the history (yet), so it cannot be reviewed."),
                    False,
                )
            return None
        viewer = self.open_hand(hands[-1])
        if viewer is not None:
            viewer.start_review()
        return viewer

    def show_rules(self) -> None:
        RulesDialog(self.setup.rules, self).exec()

    def shortcuts(self) -> list[Shortcut]:
        """Every key of the menus, of the table and of the window, with what it does."""
        listed = [
            Shortcut(tuple(action.shortcuts()), _plain(action.text()))
            for entry in self.menuBar().actions()
            if isinstance(menu := entry.menu(), QMenu)
            for action in menu.actions()
            if action.shortcuts()
        ]

        def keys(*names: str) -> tuple[QKeySequence, ...]:
            return tuple(QKeySequence(name) for name in names)

        digits = keys(*(str(n) for n in range(1, 10)))
        listed += [
            Shortcut(
                keys("Return", "Enter"),
                self.tr("Play the chosen cards; when the hand is over, the panel's button"),
                # Both keys are labelled Enter on most keyboards.
                QKeySequence("Enter").toString(QKeySequence.SequenceFormat.NativeText),
            ),
            Shortcut(digits, self.tr("Choose or put back the first to ninth card"), "1 – 9"),
            Shortcut(keys("C"), self.tr("Claim 31")),
            Shortcut(keys("D"), self.tr("Declare what your hand holds (Bura, Molodka…)")),
            Shortcut(keys("B"), self.tr("Bet blind")),
            Shortcut(keys("P"), self.tr("Pass")),
            Shortcut(keys("Left", "Right"), self.tr("Move the ring over your cards")),
            Shortcut(keys("Home", "End"), self.tr("Ring your first or your last card")),
            Shortcut(keys("Space"), self.tr("Choose or put back the ringed card")),
            Shortcut(
                keys("Tab", "Shift+Tab"), self.tr("Go between the table, the buttons and the log")
            ),
            Shortcut(keys("Escape"), self.tr("Cancel a question on the table; leave full screen")),
        ]
        return listed

    def show_shortcuts(self) -> None:
        if self.shortcuts_dialog is None:
            self.shortcuts_dialog = ShortcutsDialog(self.shortcuts(), self)
        self.shortcuts_dialog.show()
        self.shortcuts_dialog.raise_()

    def open_log_folder(self) -> None:
        """The folder of bura-desktop.log in the file manager, to send it with a report."""
        if self.profile is None:
            return
        problem = ensure_dir(self.profile.log_dir)
        if problem is not None:
            self.notify(problem.message)
            return
        external.open_url(QUrl.fromLocalFile(str(self.profile.log_dir)), self)

    def _about(self) -> None:
        self.about_box = about.about_box(self)

    # ------------------------------------------------------------------ window events

    def _place_overlays(self) -> None:
        """The bar over the layout's banner and the end-of-hand panel: after every layout."""
        if not isinstance(self.view.scene(), TableScene):
            return  # a new table lays itself out before the view shows it
        # The scene is laid out at the viewport's size, one scene unit to a pixel.
        banner = self.table.layout_.banner.toAlignedRect()
        self.bar.place(banner.translated(self.view.viewport().pos()))
        self._place_panel()

    def _place_panel(self) -> None:
        area = self.view.rect()
        layout = self.table.layout_
        own_top = layout.footprint(0).top() - PANEL_GAP
        # No wider than the room between the side seats' plates, where it can wrap to that.
        self.panel.setMaximumWidth(QWIDGETSIZE_MAX)
        self.panel.adjustSize()
        room = layout.panel_room(own_top - self.panel.height())
        if room < self.panel.width():
            self.panel.setMaximumWidth(max(round(room), PANEL_MIN_WIDTH))
            self.panel.adjustSize()
        # Best below the middle row, where a claimed pile is shown face up, if there is room
        # above the own hand and plate (the action bar steps aside for the panel); else just
        # above them. Where that hides a plate or the pot, the layout finds a clearer spot.
        below_shown = round(layout.centre.y() + layout.card_height * 0.45)
        above_own = round(own_top) - self.panel.height()
        top = max(0, min(below_shown, above_own, area.height() - self.panel.height()))
        # An empty pot may lie under the panel: moving aside for it only unbalances the table.
        pot = self.table.pot.isVisible() and self.table.pot.count() > 0
        spot = layout.panel_spot(self.panel.width(), self.panel.height(), top, pot)
        self.panel.move(spot.toPoint() + self.view.viewport().pos())

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._fit_log()
        self._place_overlays()

    def closeEvent(self, event: QCloseEvent) -> None:
        self.closing.emit()
        self._remember_window()
        self.table.clear_queue()
        self.sound.close()
        self.worker.shutdown(1000)
        if self._statistics is not None:
            self._statistics.close()
        event.accept()


def _plain(menu_text: str) -> str:
    """A menu entry's words without its mnemonic and its dots: "&Statistics…" is "Statistics"."""
    return menu_text.replace("&&", "\0").replace("&", "").replace("\0", "&").removesuffix("…")
