"""The game window's menus and keys, the windows of the Help menu, and the list of every key
for Help ▸ Keyboard shortcuts."""

from __future__ import annotations

from collections.abc import Callable
from typing import Protocol

from PySide6.QtCore import QEvent, QObject, QTimer, QUrl
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QMainWindow, QMenu, QMessageBox, QPushButton

from bura_desktop.app.table import TableSetup
from bura_desktop.storage.paths import ensure_dir
from bura_desktop.ui.desktop import external
from bura_desktop.ui.dialogs import about
from bura_desktop.ui.dialogs.rules_dialog import RulesDialog
from bura_desktop.ui.dialogs.shortcuts_dialog import Shortcut, ShortcutsDialog
from bura_desktop.ui.records.record_windows import RecordWindows
from bura_desktop.ui.table.sound import Sound
from bura_desktop.ui.window.hand_over_panel import HandOverPanel
from bura_desktop.ui.window.lessons_room import LessonsRoom
from bura_desktop.ui.window.settings_keeper import SettingsKeeper
from bura_desktop.ui.window.sharing import Sharing
from bura_desktop.ui.window.turn import Turn
from bura_desktop.ui.window.window_frame import WindowFrame

SOUND_LOOK_MS = 250  # how often the Sound item looks whether a device was found


class MenuHost(Protocol):
    """What the window does for its menus."""

    @property
    def setup(self) -> TableSetup: ...

    def new_game_asked(self) -> None: ...
    def next_hand(self) -> None: ...
    def back_to_game(self) -> None: ...
    def notify(self, message: str) -> None: ...


class Menus(QObject):
    """The menu bar of ``window`` and the table's own keys, each calling ``host`` or ``turn``;
    ``records`` (None: nothing on disk) opens the player's records. They switch the ``sound``,
    the log and full screen of the ``frame``, keep those in the settings with ``kept``, and
    press the end-of-hand ``panel``'s button."""

    def __init__(
        self,
        window: QMainWindow,
        host: MenuHost,
        turn: Turn,
        records: RecordWindows | None,
        sharing: Sharing | None,
        lessons: LessonsRoom | None,
        parts: tuple[SettingsKeeper, Sound, WindowFrame, HandOverPanel],
    ) -> None:
        super().__init__(window)
        self.window = window
        self.host = host
        self.records = records
        self.turn = turn
        self.lessons = lessons
        self.kept, self.sound, self.frame, self.panel = parts
        kept = self.kept
        # The Full screen item follows the window however it went or left full screen.
        window.installEventFilter(self)
        self.profile = None if records is None else records.profile
        keeps_files = records is not None
        self.about_box: about.AboutDialog | None = None
        self.shortcuts_dialog: ShortcutsDialog | None = None
        bar = window.menuBar()
        game = bar.addMenu(self.tr("&Game"))
        self._item(game, self.tr("&New game"), "Ctrl+N", host.new_game_asked)
        self._item(game, self.tr("Ne&xt hand"), "N", host.next_hand)
        self.back_action = self._item(game, self.tr("&Back to your game"), None, host.back_to_game)
        leave = self.tr("Leave the practice hand for the game you were playing.")
        self.back_action.setToolTip(leave)
        self.back_action.setEnabled(False)
        game.addSeparator()
        if sharing is not None:
            self.host_action = self._item(game, self.tr("H&ost a table…"), None, sharing.host_table)
            self.host_action.setEnabled(sharing.controller is not None)
            invite = self.tr("&Invite over the internet…")
            self.invite_action = self._item(game, invite, None, sharing.invite)
            self.invite_action.setEnabled(sharing.controller is not None)
            self._item(game, self.tr("&Join a table…"), None, sharing.join_table)
            game.addSeparator()
        self.sound_action = self._item(game, self.tr("So&und"), "M", self.set_sound)
        self.sound_action.setCheckable(True)
        self.sound_action.setChecked(self.sound.enabled)
        self.sound_action.setToolTip(self.tr("Sounds of the cards and chips on or off. Key: M."))
        self._watch_sound()
        self.statistics_action = self._item(
            game, self.tr("&Statistics…"), "Ctrl+T", self.show_statistics
        )
        self.statistics_action.setEnabled(keeps_files)
        self.history_action = self._item(game, self.tr("&History…"), "Ctrl+H", self.show_history)
        self.history_action.setEnabled(keeps_files)
        self.preferences_action = self._item(
            game,
            self.tr("&Preferences…"),
            QKeySequence.StandardKey.Preferences,
            lambda: kept.show_dialog(window, host.setup),
        )
        # Ctrl+, as well: not every platform's Preferences key is that.
        shortcuts = self.preferences_action.shortcuts()
        self.preferences_action.setShortcuts([*shortcuts, QKeySequence("Ctrl+,")])
        self.preferences_action.setEnabled(kept.settings is not None)
        game.addSeparator()
        quit_action = self._item(
            game, self.tr("&Quit"), QKeySequence.StandardKey.Quit, window.close
        )
        view = bar.addMenu(self.tr("&View"))
        self.log_action = self._item(view, self.tr("&Log"), "Ctrl+L", self.set_log_shown)
        self.log_action.setCheckable(True)
        settings = kept.settings
        self.log_action.setChecked(settings is None or settings.window.log)  # as it opens
        self.log_action.setToolTip(self.tr("The hand told in words, beside the table."))
        self.full_screen_action = self._item(
            view, self.tr("&Full screen"), "F11", self.set_full_screen
        )
        self.full_screen_action.setCheckable(True)
        # The platform's own key as well (Ctrl+Cmd+F on macOS), where it is another one.
        keys = [QKeySequence("F11"), *QKeySequence.keyBindings(QKeySequence.StandardKey.FullScreen)]
        self.full_screen_action.setShortcuts(list(dict.fromkeys(keys)))
        # Escape leaves full screen; it is free for anything else the rest of the time.
        self._key("Escape", self.escape)
        help_menu = bar.addMenu(self.tr("&Help"))
        self._item(help_menu, self.tr("&Hint"), "H", turn.hint)
        self._item(help_menu, self.tr("&Rules"), "F1", self.show_rules)
        if lessons is not None and lessons.available:
            self._item(help_menu, self.tr("&Learn to play"), None, lambda: lessons.open())
        self._item(help_menu, self.tr("&Keyboard shortcuts"), None, self.show_shortcuts)
        help_menu.addSeparator()
        self.log_folder_action = self._item(
            help_menu, self.tr("Open &log folder"), None, self.open_log_folder
        )
        self.log_folder_action.setEnabled(keeps_files)
        about_item = self._item(help_menu, self.tr("&About Bura"), None, self.about)
        about_qt = self._item(
            help_menu, self.tr("About &Qt"), None, lambda: QMessageBox.aboutQt(window)
        )
        # macOS puts these in the application menu by role, in any language (its guess
        # from the English words fails for translated menus).
        self.preferences_action.setMenuRole(QAction.MenuRole.PreferencesRole)
        quit_action.setMenuRole(QAction.MenuRole.QuitRole)
        about_item.setMenuRole(QAction.MenuRole.AboutRole)
        about_qt.setMenuRole(QAction.MenuRole.AboutQtRole)
        self._table_keys(turn)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.WindowStateChange:
            self.full_screen_action.setChecked(self.window.isFullScreen())
        return False

    def _table_keys(self, turn: Turn) -> None:
        """Keys of the table itself: they act only when the matching button is showing."""
        # A lesson's summary goes on to the next lesson with Enter; else the table's Enter.
        self._key("Return", self._enter)
        self._key("Enter", self._enter)
        # C claims, and confirms the claim it asked about: its button steps aside meanwhile.
        self._key("C", lambda _checked=False: _claim(turn))
        for key, button in (
            ("D", turn.declare_button),
            ("B", turn.blind_button),
            ("P", turn.pass_button),
        ):
            self._key(key, lambda _checked=False, b=button: _press(b))
        for digit in range(1, 10):
            # triggered passes "checked" first: it must not land in the digit.
            self._key(str(digit), lambda _checked=False, n=digit: turn.choose_nth(n))

    def _item(
        self,
        menu: QMenu,
        text: str,
        shortcut: str | QKeySequence.StandardKey | None,
        slot: Callable[..., object],
    ) -> QAction:
        action = QAction(text, self.window)
        action.setMenuRole(QAction.MenuRole.NoRole)  # stays where it is put, also on macOS
        if shortcut is not None:
            action.setShortcut(QKeySequence(shortcut))
        action.triggered.connect(slot)
        menu.addAction(action)
        return action

    def _enter(self) -> None:
        """Enter: a lesson's next, a question's default answer, the end-of-hand panel's
        button, or play."""
        if self.lessons is not None and self.lessons.enter():
            return
        if self.panel.isVisible() and not self.turn.bar.asking():
            self.panel.button.click()
        else:
            self.turn.play_chosen()

    def _key(self, key: str, slot: Callable[..., object]) -> QAction:
        action = QAction(self.window)
        action.setShortcut(QKeySequence(key))
        action.triggered.connect(slot)
        self.window.addAction(action)
        return action

    def _watch_sound(self) -> None:
        """The Sound item says so, and is off, once the backend finds no device to play on."""
        sound = self.sound
        if not sound.settled():
            QTimer.singleShot(SOUND_LOOK_MS, self._watch_sound)
        elif sound.missing():
            self.sound_action.setText(self.tr("So&und (no sound device)"))
            self.sound_action.setToolTip(self.tr("No sound device was found: the game is silent."))
            self.sound_action.setChecked(False)
            self.sound_action.setEnabled(False)

    def set_sound(self, on: bool) -> None:
        """Sound on or off (M, or the Game menu); remembered in the settings. The table says
        which, for a moment: M is easily pressed unawares."""
        self.sound.enabled = on
        self.sound_action.setChecked(on)
        self.kept.set_sound(on)
        self.turn.table.toast(self.tr("Sound on") if on else self.tr("Sound off"))

    def set_log_shown(self, on: bool) -> None:
        """The log beside the table shown or hidden (View > Log); remembered in the settings."""
        self.frame.show_log(on)
        self.log_action.setChecked(on)
        self.kept.set_window(self.frame.now())

    def set_full_screen(self, on: bool) -> None:
        """Full screen on or off (F11, View > Full screen; Escape leaves it). Leaving it goes
        back to the window as it was: maximised or not (``WindowFrame.full_screen``)."""
        self.frame.full_screen(on)

    def escape(self) -> None:
        """Escape cancels a question in the action bar, else leaves full screen."""
        if self.turn.bar.asking():
            self.turn.bar.cancel()
        elif self.window.isFullScreen():
            self.set_full_screen(False)

    def show_statistics(self) -> None:
        if self.records is not None:
            self.records.show_statistics()

    def show_history(self) -> None:
        if self.records is not None:
            self.records.show_history()

    def show_rules(self) -> None:
        setup = self.host.setup  # the game on the table, whose rules these are
        RulesDialog(setup.rules, self.window).exec()

    def show_shortcuts(self) -> None:
        if self.shortcuts_dialog is None:
            self.shortcuts_dialog = ShortcutsDialog(self.shortcuts(), self.window)
        self.shortcuts_dialog.show()
        self.shortcuts_dialog.raise_()

    def open_log_folder(self) -> None:
        """The folder of bura-desktop.log in the file manager, to send it with a report."""
        if self.profile is None:
            return
        problem = ensure_dir(self.profile.log_dir)
        if problem is not None:
            self.host.notify(problem.message)
            return
        external.open_url(QUrl.fromLocalFile(str(self.profile.log_dir)), self.window)

    def about(self) -> None:
        self.about_box = about.about_box(self.window)

    def shortcuts(self) -> list[Shortcut]:
        """Every key of the menus, of the table and of the window, with what it does."""
        listed = [
            Shortcut(tuple(action.shortcuts()), _plain(action.text()))
            for entry in self.window.menuBar().actions()
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


def _claim(turn: Turn) -> None:
    if turn.claim_button.isVisible() or turn.bar.asking():
        turn.claim()


def _press(button: QPushButton) -> None:
    if button.isVisible():
        button.click()


def _plain(menu_text: str) -> str:
    """A menu entry's words without its mnemonic and its dots: "&Statistics…" is "Statistics"."""
    return menu_text.replace("&&", "\0").replace("&", "").replace("\0", "&").removesuffix("…")


__all__ = ["MenuHost", "Menus"]
