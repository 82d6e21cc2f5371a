"""The game window: the table, the action bar, the log, the menus and the windows they open.

The window never runs rules: the flow (``app.flow``) says where the table stands, the human's
turn (``ui.turn``) shows the buttons of what their view lists as legal and sends moves back as
text, and the controller in its worker thread does the rest.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence

from PySide6.QtCore import QTimer, Signal
from PySide6.QtGui import QCloseEvent, QColor, QResizeEvent
from PySide6.QtWidgets import QMainWindow, QMessageBox, QWidget

from bura_desktop.app import GameWorker, TableSetup
from bura_desktop.app.controller import PlayerFactory
from bura_desktop.app.flow import Stage, TableFlow
from bura_desktop.app.guest_table import GuestTable, TableSource
from bura_desktop.app.i18n import fill
from bura_desktop.app.keeper import SessionKeeper
from bura_desktop.app.players import make_computer_player
from bura_desktop.core import SeatView
from bura_desktop.core.projection import SeenEvent
from bura_desktop.core.scoring import Outcome
from bura_desktop.storage.paths import Profile
from bura_desktop.storage.settings import Settings, WindowSettings
from bura_desktop.ui.records.record_windows import RecordWindows
from bura_desktop.ui.table import timing
from bura_desktop.ui.table.focus_halo import FocusHalo
from bura_desktop.ui.table.scene import TableScene
from bura_desktop.ui.table.sound import Backend, Sound
from bura_desktop.ui.table.table_view import TableView
from bura_desktop.ui.window.action_bar import ActionBar
from bura_desktop.ui.window.hand_over_panel import HandOverPanel
from bura_desktop.ui.window.lessons_room import LessonsRoom
from bura_desktop.ui.window.log_panel import LogPanel
from bura_desktop.ui.window.menus import Menus
from bura_desktop.ui.window.settings_keeper import SettingsKeeper
from bura_desktop.ui.window.sharing import Sharing
from bura_desktop.ui.window.turn import Turn
from bura_desktop.ui.window.window_frame import WindowFrame
from bura_desktop.ui.words.notices import notice_text


class MainWindow(QMainWindow):
    closing = Signal()  # the window is about to close: the table is still as it was
    hands_done = Signal(int)  # a hand's end has been shown; carries the number of hands so far
    # Requests to the controller, connected to its slots: it lives in the worker thread, so
    # Qt queues them there and no rule runs in this thread.
    new_game_requested = Signal(object)  # the TableSetup
    next_hand_requested = Signal()
    points_assist_changed = Signal(bool)

    def __init__(
        self,
        setup: TableSetup,
        player_factory: PlayerFactory = make_computer_player,
        settings: Settings | None = None,
        profile: Profile | None = None,
        messages: Sequence[str] = (),
        sound: Backend | None = None,
        guest: GuestTable | None = None,
    ) -> None:
        """``profile`` None keeps nothing on disk; ``messages`` are start-up problems to show;
        ``sound`` None plays nothing (``ui.sound.open_backend()`` gives the real one);
        ``guest``: the window shows a seat at someone else's table instead of a game of its own."""
        super().__init__()
        self.setWindowTitle(self.tr("Bura"))
        self.flow = TableFlow(setup)  # where the table stands, and the games around it
        self.remember_window = True  # its size and place, at close (not for a scripted run)
        self.hands_played = 0
        self.profile = profile
        self.kept = SettingsKeeper(settings, profile, self)
        self.kept.told.connect(self.notify)
        self.kept.chosen.connect(self.apply_settings)
        # Every sentence shown to the user about files and settings, each once.
        self.messages: list[str] = []
        self.records: RecordWindows | None = None
        if profile is not None:
            looks = lambda: None if self.settings is None else self.settings.table  # noqa: E731
            self.records = RecordWindows(profile, lambda: self.setup.session_id, looks, self)
            self.records.play_from_here.connect(self.play_from_here)
            self.records.told.connect(lambda line: self.log.tell(line, False))
        self.sound = Sound(sound)
        if settings is not None:
            self.sound.wear(settings.table)
        assist = settings is not None and settings.table.points_assist
        keeper = None if profile is None else SessionKeeper(profile, assist)
        # A game of its own in a worker, or a seat at someone else's table.
        self.guest = guest
        self.worker = None if guest else GameWorker(setup, player_factory, self, keeper)
        self.source: TableSource = guest or self.worker.controller  # type: ignore[union-attr]
        self._build()
        self._connect(self.source)
        self._new_table(setup)
        (guest or self.worker).start()  # type: ignore[union-attr]
        # After the window shows, so the sentences land in its log.
        QTimer.singleShot(0, lambda: self.notify(*messages))

    def _build(self) -> None:
        self.view = TableView(TableScene(self.setup))
        self.log = LogPanel()
        self.frame = WindowFrame(self, self.view, self.log)
        self.bar = ActionBar(self.view)
        self.status = self.bar.label  # the line a screen reader and the screenshots read
        self.turn = Turn(self.flow, self.bar, lambda: self.table, self.sound, self.kept, self)
        self.panel = HandOverPanel(self.view, self.bar)
        self.panel.next_hand.connect(self.next_hand)
        self.panel.new_game.connect(self.new_game)
        self.panel.back.connect(self.back_to_game)
        self.panel.replay.connect(self.replay_deal)
        self.panel.reviewable = self.records is not None
        if self.records is not None:
            self.panel.review.connect(self.records.review_hand)
        chain = [self.view, *self.turn.buttons, self.panel.button, self.log]
        for first, second in zip(chain, chain[1:], strict=False):
            QWidget.setTabOrder(first, second)
        self.view.setFocus()
        self.focus_halo = FocusHalo(self)
        controller = None if self.worker is None else self.worker.controller
        told = (self.flow, self.log, self.view, self.records)
        self.sharing = Sharing(self, self, controller, told, self._guest_window, self.guest)
        self.panel.host_deals = self.guest is not None
        kept, view, bar, panel = self.kept, self.view, self.bar, self.panel
        self.lessons = LessonsRoom(self, view, bar, panel, self.flow, kept, controller, self)
        parts = (kept, self.sound, self.frame, panel)
        self.menus = Menus(self, self, self.turn, self.records, self.sharing, self.lessons, parts)
        self.frame.restore(self.settings.window if self.settings else WindowSettings())

    def _connect(self, controller: TableSource) -> None:
        controller.game_started.connect(self._game_started)
        controller.resumed.connect(self._resumed)
        controller.notice.connect(self.notify)
        controller.failed.connect(self._failed)
        if self.records is not None:
            controller.hand_recorded.connect(self.records.hand_recorded)
        controller.events_ready.connect(self._events)
        self.turn.attach(controller)
        self.new_game_requested.connect(controller.new_game)
        self.next_hand_requested.connect(controller.next_hand)
        self.points_assist_changed.connect(controller.set_points_assist)

    def _new_table(self, setup: TableSetup) -> None:
        old = self.view.scene()
        scene = TableScene(setup)
        scene.drained.connect(self.source.ready)
        scene.hand_finished.connect(self._hand_finished)
        self.turn.follow(scene)
        scene.event_shown.connect(self.log.tell_event)
        # A move starts to show: whoever was thinking or asked has acted.
        scene.batch_started.connect(lambda: self.set_status(""))
        scene.laid_out.connect(self._place_overlays)
        scene.sound = self.sound
        if self.settings is not None:
            table = self.settings.table
            scene.set_appearance(table)
            self.frame.colour(QColor(table.table_colour))
        self.view.set_table(scene)
        if isinstance(old, TableScene):
            old.clear_queue()
            old.deleteLater()
        self.log.narrate(setup)

    @property
    def table(self) -> TableScene:
        return self.view.table()

    @property
    def settings(self) -> Settings | None:
        return self.kept.settings

    @property
    def setup(self) -> TableSetup:
        """The game on the table (or asked for)."""
        return self.flow.setup

    # ------------------------------------------------------------------ from the controller

    def _game_started(self, generation: int, setup: TableSetup) -> None:
        if self.flow.started(generation, setup) and self.records is not None:
            self.records.session_started()

    def _resumed(self, generation: int, view: SeatView) -> None:
        if self.flow.current(generation):
            if self.setup.practice:
                line = self.tr("Practice: you play on from the replay. This hand is not counted.")
            elif self.guest is not None:
                line = self.tr("You sit down at the host's table.")
            else:
                line = self.tr("The saved game goes on where it was left.")
            self.log.tell(line, False)
            if not (self.setup.practice or self.guest is not None):
                self.log.tell_resumed(self.setup, view)
            self.table.show_view(view)

    def _failed(self, generation: int, notice: str) -> None:
        """The game stopped on an error: say so where it cannot be missed, offer a new game."""
        if not self.flow.current(generation):
            return  # a game already replaced
        self.notify(notice)
        self.flow.failed()  # the panel's button starts a new game
        self.turn.show_buttons()
        self.panel.show_stopped(notice_text(notice))

    def _events(self, generation: int, seen: list[SeenEvent], view: SeatView) -> None:
        if not self.flow.current(generation):
            return  # the rest of a game that has been replaced
        if self.flow.shown(seen):  # the host dealt the next hand
            self.panel.withdraw()
            self.table.hand.clear_choice()
        self.turn.show_buttons()
        self.table.play(seen, view)

    def set_status(self, text: str) -> None:
        self.bar.say(text)

    def notify(self, *messages: str) -> None:
        """Tell the user about file or setting problems, once per sentence, in their language."""
        for message in map(notice_text, messages):
            if message not in self.messages:
                self.messages.append(message)
                self.log.tell(message, False)
                self.set_status(message)

    # ------------------------------------------------------------------ hands and games

    def _hand_finished(self, outcome: Outcome) -> None:
        self.hands_played += 1
        self.flow.hand_finished()
        self.turn.show_buttons()
        headline = self.log.narrator.headline(outcome)
        if self.setup.practice:
            headline = fill(self.tr("Practice, not counted: %1"), headline)
        self.set_status(headline)
        names = [s.name for s in self.setup.seats]
        # After a practice hand the game left for it goes on, if it was going.
        session_over = self.flow.session_over and not self.flow.going_back
        rules, model, practice = self.setup.rules, self.table.model, self.setup.practice
        # A lesson's summary says what its hand's end means and offers the ways on: the panel
        # would only flash over it until it comes.
        if not self.setup.lesson:
            self.panel.show_outcome(
                outcome, headline, names, session_over, rules, model, practice=practice
            )
        self.hands_done.emit(self.hands_played)

    def next_hand(self) -> None:
        if self.flow.stage is not Stage.HAND_OVER:
            return
        self.flow.next_hand()
        self.panel.withdraw()
        self.table.hand.clear_choice()
        self.next_hand_requested.emit()

    def new_game_asked(self) -> None:
        """Game > New game: in the middle of a hand, only once the player says so."""
        question = self.tr("Start a new game? The hand in progress and its pot will be lost.")
        if self.flow.hand_in_progress() and not self.ask(question):
            return
        self.new_game()

    def replay_deal(self, seed: int) -> None:
        """The finished hand's cards again, dealt by the same seat, as a new game."""
        self.new_game(deal_seed=seed, dealer=self.table.model.dealer)

    def new_game(self, **deal: int) -> None:
        """A new game; ``deal`` (a deal seed and its dealer) deals a finished hand again."""
        self.flow.begin(self.flow.fresh_setup(**deal))
        self._begin()

    def _begin(self) -> None:
        """The table cleared for the game the flow has begun, which the controller starts."""
        setup = self.setup
        self.panel.withdraw()
        self.turn.show_buttons()
        self.log.new_game(setup)
        self._new_table(setup)
        self.menus.back_action.setEnabled(setup.practice)
        title = self.tr("Bura — practice hand, not counted") if setup.practice else self.tr("Bura")
        self.setWindowTitle(title)
        self.lessons.begun(setup)
        self.new_game_requested.emit(setup)

    def begin_hosted(self, setup: TableSetup) -> None:
        """A new game of ``setup``, whose remote seats people on the network may take."""
        self.flow.begin(setup)
        self._begin()

    def _guest_window(self, table: GuestTable) -> MainWindow:
        """A window at someone else's table: nothing of it is kept on this computer."""
        return MainWindow(
            table.setup, settings=self.settings, sound=self.sound.backend, guest=table
        )

    def play_from_here(self, setup: TableSetup) -> None:
        """Play a replayed hand on from a position (``setup.resume``) as a practice hand; the
        game on the table is saved as it stands, to go back to afterwards."""
        self.log.keep_aside()
        self.flow.practise(setup, keeps_games=self.profile is not None)
        self._begin()
        self.raise_()
        self.activateWindow()

    def back_to_game(self) -> None:
        """Leave a practice hand: the saved game goes on, or a new one starts if none is."""
        left = self.flow.before_practice
        if self.setup.practice and left is not None:
            if self.records is None:  # nothing is kept: a new game
                self._go_back((None, []))
            else:
                self.records.read_saved_game(left.preset, self._go_back)

    def _go_back(self, saved: tuple[TableSetup | None, list[str]]) -> None:
        if self.setup.practice and self.flow.before_practice is not None:  # not gone back yet
            resumed, messages = saved
            self.flow.begin(self.flow.left_game(resumed))
            self._begin()
            if resumed is not None:
                self.log.take_back()
            self.notify(*messages)

    # ------------------------------------------------------------------ preferences

    def apply_settings(self, settings: Settings) -> None:
        """Keep ``settings``, show the table ones at once, and the game ones from a new game."""
        old = self.settings
        # The window as it is now, not as it was when the dialog opened.
        self.kept.keep(dataclasses.replace(settings, window=self.frame.now()))
        table = settings.table
        timing.set_speed(table.animation_speed)
        self.table.set_appearance(table)
        self.frame.colour(QColor(table.table_colour))
        self.points_assist_changed.emit(table.points_assist)
        self.sound.wear(table)
        self.menus.sound_action.setChecked(table.sound)
        if old is not None and old.general.language != settings.general.language:
            self.set_status(self.tr("The new language is used from the next start of Bura."))
        if old is not None and old.game == settings.game:
            return
        watched = self.setup.seats[self.setup.watched]
        self.flow.next_setup = TableSetup.from_settings(settings, autoplay=not watched.human)
        # Rules and players are the session's: they need a new game, and the one on the
        # table, its chips and its standing, ends only when the player says so.
        if self.flow.session_over or self.ask(
            self.tr(
                "The new rules and players need a new game. Start it now? The game on the"
                " table ends: its chips, standing and pot are lost."
            )
        ):
            self.new_game()
        else:
            self.set_status(
                self.tr(
                    "The game on the table goes on under its rules; the new rules and players"
                    " start with your next new game."
                )
            )

    def ask(self, question: str, yes_by_default: bool = False) -> bool:
        """A yes-or-no question; Enter gives the default answer, Escape says no (tests answer
        it by replacing this method)."""
        yes, no = QMessageBox.StandardButton.Yes, QMessageBox.StandardButton.No
        default = yes if yes_by_default else no
        answer = QMessageBox.question(self, self.tr("Bura"), question, yes | no, default)
        return answer == yes

    def _place_overlays(self) -> None:
        """The bar over the layout's banner and the end-of-hand panel: after every layout."""
        if not isinstance(self.view.scene(), TableScene):
            return  # a new table lays itself out before the view shows it
        # The scene is laid out at the viewport's size, one scene unit to a pixel.
        banner = self.table.layout_.banner.toAlignedRect()
        self.bar.place(banner.translated(self.view.viewport().pos()))
        self.panel.place()
        self.lessons.place()

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._place_overlays()

    def closeEvent(self, event: QCloseEvent) -> None:
        self.closing.emit()
        if self.remember_window:
            self.kept.set_window(self.frame.now(), closing=True)
        self.table.clear_queue()
        self.sound.close()
        if self.worker is not None:
            self.worker.shutdown(1000)
        if self.guest is not None:
            self.guest.shutdown()  # we leave the table
        if self.records is not None:
            self.records.close()
        self.sharing.close()
        event.accept()
