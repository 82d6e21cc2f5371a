"""The game controller: owns the ``Game`` and the computer players, in a worker thread.

The table talks to it through signals only (docs/DESIGN.md, "Data flow of one move"), connected
straight to its slots: it lives in the worker thread, so Qt queues those calls and the rules
never run in the UI thread. Even the game is built there, in ``start``: the first deal and the
reading of a save. After every batch of events the controller waits for ``ready()``: the table
animates the batch first, so a computer never plays faster than the human can watch. A person's
action comes in through ``move`` (the human's at this table, or one a host passes on from a
remote seat), a computer's answer through its own slot; the engine checks both alike.

A hosted table (``TableSetup.remote``) has seats for people at other machines: while a person
sits there (``set_present``, kept by ``app.people``), their seat's events, turn and refusals go
out by the ``seat_*`` signals for the host to send on; while nobody does, the seat's computer
plays it.

Its collaborators live in the worker with it, hold no signal and are asked only from its slots:
the computer players (``app.computers``), who is at the remote seats (``app.people``), the hint
(``app.hint``), the coach (``app.coach``), a lesson's tutor (``app.lessons``) and the thinking
threads (``app.aside``); why the human may not play the cards chosen is ``reasons.unplayable``.
The signals stay here, so that every queued call crosses into one object of one thread.

Every signal about a game carries the generation it belongs to, bumped by a new game or hand:
the window drops what belongs to a game it no longer shows. Refusals cross as values
(``core.refusals.Refusal``, ``app.reasons``); the window words them.

Computer players, the hint and the coach think in a daemon thread of their own
(``app.aside``), not in the worker: a search cannot be interrupted, but its result can be
ignored. Starting a new hand, a new game or quitting only
bumps a generation number, so the worker's event loop stays free and the thread stops at once.
The search levels' thinking thread only waits: their decisions are made in the controller's
``DecisionPool`` process, so a search never holds the GIL the UI thread needs. A new game
abandons a decision in progress; quitting shuts the pool down.

Any other failure in a slot (the rules, a computer player, a save that loaded but does not
play) stops the game: the error is logged, its save is set aside so the next start does not
resume into it, and ``failed`` tells the window, which offers a new game. A save that cannot
be read when ``start`` builds the game ends the same way.
"""

from __future__ import annotations

import dataclasses
import functools
import logging
from collections.abc import Callable, Sequence

from PySide6.QtCore import QObject, Qt, QThread, Signal, Slot

from bura_desktop.app import reasons
from bura_desktop.app.aside import Aside
from bura_desktop.app.coach import Coach, Judged
from bura_desktop.app.computers import Answer, Computers
from bura_desktop.app.hint import HINT_LEVEL, Hint
from bura_desktop.app.keeper import SessionKeeper
from bura_desktop.app.lessons import LessonRun, lesson
from bura_desktop.app.people import People, seated, seen_at
from bura_desktop.app.players import Advice, Caution, ComputerPlayer, make_computer_player
from bura_desktop.app.pool import DecisionPool, PooledPlayer
from bura_desktop.app.reasons import ComputerMistake, Reason, TableRefusal
from bura_desktop.app.table import TableSetup
from bura_desktop.core import Action, Card, Game, IllegalAction, shuffled_pack
from bura_desktop.core.events import Event, HandOver
from bura_desktop.core.projection import project
from bura_desktop.core.refusals import Refusal
from bura_desktop.core.view import SeatView
from bura_desktop.storage.notices import Notice
from bura_desktop.storage.statistics import new_session_id

log = logging.getLogger(__name__)

PlayerFactory = Callable[[str, "int | None"], ComputerPlayer]


def _guarded(slot: Callable[..., None]) -> Callable[..., None]:
    """A slot whose failure stops the game with a message, instead of leaving the table
    waiting for a batch that never comes."""

    @functools.wraps(slot)
    def run(self: GameController, *args: object) -> None:
        try:
            slot(self, *args)
        except Exception:
            self._fail()

    return run


class GameController(QObject):
    # Each signal about a game carries first its generation: the window drops an older one's.
    # A batch of events to animate, the same events as the watched seat saw them (the log and
    # the points assist are made from these: no card it may not see), and the watched seat's
    # view once they have happened.
    events_ready = Signal(int, object, object)
    # The human is to act: their view, legal actions included.
    prompt = Signal(int, object)
    # A computer seat started thinking.
    thinking = Signal(int, int)
    # A new game has begun with this setup; its opening batch (or a resumed table) follows, or
    # ``failed`` when the game cannot be built (a save that does not read back).
    game_started = Signal(int, object)
    # A saved hand goes on where it was: the watched seat's view, laid out without animation.
    resumed = Signal(int, object)
    # A sentence the user should read: a file could not be saved, statistics are off...
    # An object, not a str: storage's ``Notice`` keeps its code, so the window can translate it.
    notice = Signal(object)
    # The game stopped on an error (a ``Notice`` saying so and where its save went): the
    # window offers a new game.
    failed = Signal(int, object)
    # A finished hand is in the statistics.
    hand_recorded = Signal()
    # generation, the HandRecord of a hand just recorded, the seats that played face down in it
    hand_kept = Signal(int, object, object)
    # For the seats of people at other machines (``TableSetup.remote``; the host sends these
    # on): a batch as that seat saw it and its view (generation, seat, seen, view); its turn
    # (generation, seat, view); its move refused (generation, seat, Refusal or TableRefusal);
    # its table as it stands, for a person who sits down or comes back (generation, seat, view).
    seat_events = Signal(int, int, object, object)
    seat_prompt = Signal(int, int, object)
    seat_refused = Signal(int, int, object)
    seat_table = Signal(int, int, object)
    # An action or request was not taken, and why: an ``app.reasons.Reason``.
    refused = Signal(int, object)
    # The answer to ``check_selection``: the cards asked about and the ``Reason`` they cannot
    # be played (None when they can).
    selection_checked = Signal(int, object, object)
    # A suggested action for the human's turn (``hint``).
    hint_found = Signal(int, object)
    # A lesson's step the human is asked now (generation, step); the number of its steps when
    # the lesson is over, and then nobody is asked.
    lesson_step = Signal(int, int)
    # The coach (``set_coach``) is weighing the human's move before it is played.
    judging = Signal(int)
    # The coach holds the human's move back: a ``Caution``. The human takes it back (nothing
    # to send) or sends the same move again, which is then played.
    coached = Signal(int, object)
    # From a thinking thread back into the worker: the turn it was asked in, seat, action.
    _move_found = Signal(int, int, object)
    # From the hint's thread back into the worker: the turn it was asked in, the action.
    _hint_ready = Signal(int, object)
    # From the coach's thread: the move judged (generation, turn, action) and its Caution.
    _judged = Signal(object, object)

    def __init__(
        self,
        setup: TableSetup,
        player_factory: PlayerFactory = make_computer_player,
        keeper: SessionKeeper | None = None,
    ) -> None:
        """Only remembers ``setup``: ``start``, in the worker thread, builds the game."""
        super().__init__()
        self._factory = player_factory
        self._keeper = keeper
        self.setup = setup
        self._generation = 0
        # Bumped with every batch of events: a hint worked out for an earlier turn is stale.
        self._turn = 0
        self.pool = DecisionPool()
        self._waiting_for_table = False
        self._thinking = False
        self.people = People()
        # Nothing to play or save: no game built yet, or one stopped by an error.
        self._stopped = True
        self._move_found.connect(self._computer_moved)
        self._hint_ready.connect(self._on_hint_ready)
        self._judged.connect(self._on_judged)
        self._aside = Aside()
        self.coach = Coach(self._aside, self.judging.emit, self._judged.emit)
        self._lesson: LessonRun | None = None

    def _build(self) -> None:
        """The game of ``self.setup`` and its computer players; a bad save raises here."""
        setup = self.setup
        self._waiting_for_table = False
        self._thinking = False
        self._stopped = True
        # A lesson deals its stacked pack, and its tutor checks the human's moves.
        self._lesson = LessonRun(lesson(setup.lesson), setup.watched) if setup.lesson else None
        if self._lesson is not None:
            self.game = self._lesson.game()
        elif setup.resume is not None:
            self.game = Game.from_json(setup.resume)
        else:
            seed = setup.deal_seed
            deck = None if seed is None else shuffled_pack(setup.rules.deck, seed)
            self.game = Game(setup.rules, seed=setup.seed, deck=deck, dealer=setup.dealer)
        seed = self.game.seed
        players: dict[int, ComputerPlayer] = {
            i: self._lesson or self._factory(s.level, seed + i)
            for i, s in enumerate(setup.seats)
            if not s.human
        }
        adviser = self._factory(HINT_LEVEL, seed + len(setup.seats))
        self._hint = Hint(adviser, self._aside, self._hint_ready.emit)
        if isinstance(adviser, PooledPlayer):
            adviser.pool = self.pool
        self.computers = Computers(players, self._aside, self.pool, self._move_found.emit)
        self._stopped = False

    # ------------------------------------------------------------------ slots in

    @Slot()
    @_guarded
    def start(self) -> None:
        """Announce the game, build it (deal, or read the save), send the deal or the table."""
        if not self.setup.session_id:
            self.setup = dataclasses.replace(self.setup, session_id=new_session_id())
        # First: whatever follows, the opening batch or a failure, belongs to this game.
        self.game_started.emit(self._generation, self.setup)
        keeper = self._kept
        if keeper is not None:
            self._tell(keeper.open())
        self._build()
        game = self.game
        if self.setup.resume is None:
            if keeper is not None:
                self._tell(keeper.session_started(self.setup, game))
            self._send(list(game.opening_events))
        elif game.hand_over:
            # The table starts from the standing the save left (chips, pot carried over),
            # then the next hand is dealt on it.
            self.resumed.emit(self._generation, self._view(self.setup.watched))
            self._send(game.next_hand())
        else:
            if keeper is not None:
                keeper.hand_resumed(self.setup.resume_replay)
            self._waiting_for_table = True
            self.resumed.emit(self._generation, self._view(self.setup.watched))
            for seat in self._people():
                self.seat_table.emit(self._generation, seat, self._view(seat))

    @Slot(object)
    @_guarded
    def new_game(self, setup: TableSetup) -> None:
        self._generation += 1
        if self._thinking:
            self.pool.abandon()  # a search for the old game would delay the new one
        keeper = self._kept
        if setup.practice and keeper is not None and not self._stopped:
            # The session being left is saved as it stands, mid-trick too, to go back to.
            self._tell(keeper.save(self.setup, self.game))
        self.setup = setup
        self.start()

    @Slot()
    @_guarded
    def next_hand(self) -> None:
        if self._stopped:
            return
        game = self.game
        if not game.hand_over:
            self._refuse(reasons.HAND_STILL_PLAYED)
            return
        if game.session_over:
            self._refuse(reasons.SESSION_OVER)
            return
        self._generation += 1
        self._thinking = False
        self._send(game.next_hand())

    @Slot()
    @_guarded
    def ready(self) -> None:
        """The table has shown the last batch: carry on."""
        if not self._waiting_for_table:
            return
        self._waiting_for_table = False
        self._carry_on()

    @Slot(int, int, object)
    @_guarded
    def move(self, generation: int, seat: int, action: Action | str) -> None:
        """A person's move for their ``seat``: the human's at this table, or one sent from a
        remote seat whose person is present. ``action`` is an ``Action`` or its text. A move
        of another generation is of a game or hand that is gone."""
        if generation != self._generation or self._stopped:
            return
        game = self.game
        seats = self.setup.seats
        if not (0 <= seat < len(seats) and seats[seat].human or seat in self._people()):
            return  # no person plays that seat now: nobody to tell
        if seat != game.to_act or self._waiting_for_table:
            self._refuse(reasons.WAIT_FOR_TURN, seat)
            return
        if self._lesson is not None:
            why = self._lesson.check(game, action)
            if why is not None:  # asked again, and told why that move is not the lesson's
                self.prompt.emit(self._generation, game.view(seat))
                self.refused.emit(self._generation, why)
                return
        if self._coaches(seat, action):
            return
        try:
            events = game.apply(action, seat=seat)
        except IllegalAction as error:
            self._refuse(error.refusal, seat)
            return
        self._thinking = False
        self._send(events)

    def _coaches(self, seat: int, action: Action | str) -> bool:
        """Whether the coach holds the human's ``action`` back to weigh it first (aside, as a
        hint); ``_on_judged`` plays it or says why not. Never a remote seat's move."""
        if not (self.setup.coached and seat == self.setup.watched) or seat in self._people():
            return False
        moment = (self._generation, self._turn)
        return self.coach.holds(self._hint.adviser, self.game, seat, action, moment)

    @Slot(object, object)
    @_guarded
    def _on_judged(self, judged: Judged, caution: Caution | None | Exception) -> None:
        if isinstance(caution, Exception):
            raise caution
        if not self.coach.weighed(judged, (self._generation, self._turn)):
            return
        if caution is None:
            self.move(judged[0], self.setup.watched, judged[2])
            return
        if self._kept is not None:
            self._kept.hints += 1  # the hand was helped, as by a hint
        self.coached.emit(self._generation, caution)

    @Slot(int, int, object)
    @_guarded
    def _computer_moved(self, turn: int, seat: int, answer: Answer | Exception) -> None:
        """A computer's answer from its thinking thread (its action, and whether its time cap
        cut it short, which the table is told); an exception is its failure, which stops the
        game. An answer for a turn gone by (a person took the seat back) is dropped."""
        if turn != self._turn or self._stopped or not self._thinking:
            return
        if isinstance(answer, Exception):
            raise answer
        action, cut_short = answer
        if cut_short:
            self._tell([Notice("search_cut_short", name=self.setup.seats[seat].name)])
        game = self.game
        try:
            events = game.apply(action, seat=seat)
        except IllegalAction as error:
            self._refuse(error.refusal, seat)
            # A computer player's bug must not freeze the table: play on legally.
            events = game.apply(game.legal_actions()[0], seat=seat)
        self._thinking = False
        self._send(events)

    @Slot(int, str)
    @_guarded
    def person_seated(self, seat: int, name: str) -> None:
        """A person took remote ``seat`` of the game on (``people.seated``)."""
        self.setup = seated(self.setup, seat, name)

    def _people(self) -> list[int]:
        return self.people.at(self.setup)

    @Slot(int, bool)
    @_guarded
    def set_present(self, seat: int, present: bool) -> None:
        """A person sat down at remote ``seat`` (or came back), or left it: from now on they
        play it, or its computer does. A person gets their table as it stands."""
        if not self.people.come(seat, present):
            return
        # A person seated before the hosted game starts plays from its deal on.
        if self._stopped or seat not in self.setup.remote:
            return
        if present:
            self.seat_table.emit(self._generation, seat, self._view(seat))
        if seat == self.game.to_act and not self._waiting_for_table:
            # The turn changes hands: an answer on its way from the other is for nobody.
            self._turn += 1
            self._thinking = False
            self._carry_on()

    @Slot(object)
    def check_selection(self, cards: Sequence[Card]) -> None:
        """Say whether the human may play ``cards`` now, and if not, why."""
        if not self._stopped:
            why = reasons.unplayable(self.game, cards, self.computers.players)
            self.selection_checked.emit(self._generation, tuple(cards), why)

    @Slot()
    def hint(self) -> None:
        """Work out a good action for the human's turn; ``hint_found`` brings it."""
        if self._stopped:
            return
        game = self.game
        seat = game.to_act
        if seat is None or seat in self.computers or self._waiting_for_table:
            self._refuse(reasons.WAIT_FOR_TURN)
            return
        view = game.view(seat)
        if self._lesson is not None:  # the lesson's own move
            self.hint_found.emit(self._generation, Advice(self._lesson.hint()))
            return
        self._hint.ask(view, self._turn)

    @Slot(int, object)
    @_guarded
    def _on_hint_ready(self, turn: int, advice: Advice | Exception) -> None:
        if isinstance(advice, Exception):
            raise advice
        if turn == self._turn and not self._stopped:  # the human has not acted meanwhile
            if self._kept is not None:
                self._kept.hints += 1
            self.hint_found.emit(self._generation, advice)

    @Slot(bool)
    def set_points_assist(self, on: bool) -> None:
        if self._keeper is not None:
            self._keeper.points_assist = on

    @Slot(bool)
    def set_coach(self, on: bool) -> None:
        """The coach on or off (a setting): weigh the human's moves before playing them."""
        self.coach.on = on
        adviser = None if self._stopped else self._hint.adviser
        if on and isinstance(adviser, PooledPlayer) and not self.pool.running:
            self.pool.warm()  # the first judgment does not wait for the worker to start

    @Slot()
    def save_now(self) -> None:
        """Save the session as it stands (the app is quitting)."""
        if self._keeper is not None:
            if self._kept is not None and not self._stopped:
                self._tell(self._keeper.save(self.setup, self.game))
            self._tell(self._keeper.close())

    @Slot()
    def stop(self) -> None:
        """Forget any computer still thinking: no answer is handed in after this returns (a
        signal emitted from another thread while Qt deletes its sender crashes). Ends the
        pool."""
        self._aside.end()
        self._generation += 1
        self._thinking = False
        self.pool.shutdown()

    # ------------------------------------------------------------------ the flow

    @property
    def _kept(self) -> SessionKeeper | None:
        """The keeper of this game's files: none for a practice hand, which leaves no trace."""
        return None if self.setup.practice else self._keeper

    def _send(self, events: list[Event]) -> None:
        self._turn += 1
        self._waiting_for_table = True
        watched, game, generation = self.setup.watched, self.game, self._generation
        self.events_ready.emit(generation, project(events, watched), self._view(watched))
        for seat in self.setup.remote:
            self.seat_events.emit(generation, seat, project(events, seat), self._view(seat))
        # After the emit: the table animates while the files are written.
        if self._kept is not None:
            self._tell(self._kept.after(self.setup, self.game, events))
            if any(isinstance(e, HandOver) for e in events):
                self.hand_recorded.emit()
                if self._kept.last_hand is not None:
                    self.hand_kept.emit(generation, self._kept.last_hand, game.played_down())

    def _view(self, seat: int) -> SeatView:
        return seen_at(self.game, self.setup, seat)

    def _refuse(self, reason: Refusal | TableRefusal, seat: int | None = None) -> None:
        """Say why a request of ``seat`` (the human's when None) was not taken: to the person
        at a remote seat, else on this table."""
        if seat is not None and seat in self._people():
            self.seat_refused.emit(self._generation, seat, reason)
            return
        told: Reason = reason
        if seat is not None and seat in self.computers:
            told = ComputerMistake(seat, reason)
        self.refused.emit(self._generation, told)

    def _fail(self) -> None:
        log.exception("The game stopped on an error")
        generation = self._generation
        self._generation += 1  # a computer still thinking is forgotten
        self._thinking = False
        self._waiting_for_table = False
        self._stopped = True
        keeper = self._kept  # a practice hand's failure leaves the saved session alone
        if keeper is None:
            self.failed.emit(generation, Notice("game_failed"))
            return
        self.failed.emit(generation, keeper.set_save_aside())

    def _tell(self, messages: list[str]) -> None:
        for message in messages:
            self.notice.emit(message)

    def _carry_on(self) -> None:
        game = self.game
        seat = game.to_act
        run = self._lesson
        if run is not None:
            if run.over(seat):
                self.lesson_step.emit(self._generation, len(run.lesson.steps))
                return
            if seat == self.setup.watched:
                self.lesson_step.emit(self._generation, run.step)
        if seat is None:
            return  # the hand is over: the table offers the next one
        if seat in self._people():
            self.thinking.emit(self._generation, seat)  # every other table shows who plays
            self.seat_prompt.emit(self._generation, seat, game.view(seat))
            return
        if seat not in self.computers:
            self.prompt.emit(self._generation, game.view(seat))
        elif not self._thinking:
            self._thinking = True
            generation = self._generation
            self.thinking.emit(generation, seat)
            # A move worked out before a new game began is for nobody.
            wanted = lambda: generation == self._generation  # noqa: E731
            self.computers.ask(seat, game.view(seat), self._turn, wanted)


class GameWorker(QObject):
    """Owns the worker thread a ``GameController`` runs in.

    Whoever drives the game (the window, a test) connects its own signals to the controller's
    slots: the controller lives in the worker thread, so Qt queues those calls there. Starting
    the thread starts the game; ``shutdown`` saves it, waiting for the save, and ends the thread.
    """

    # Blocking: quitting must not end the thread before the save is written.
    _save_now = Signal()

    def __init__(
        self,
        setup: TableSetup,
        player_factory: PlayerFactory = make_computer_player,
        parent: QObject | None = None,
        keeper: SessionKeeper | None = None,
    ) -> None:
        super().__init__(parent)
        self.controller = GameController(setup, player_factory, keeper)
        self._thread = QThread()
        self._thread.setObjectName("bura-controller")
        self.controller.moveToThread(self._thread)
        # Emitted in the new thread: ``start`` runs there, before any queued request.
        self._thread.started.connect(self.controller.start)
        self._thread.finished.connect(self.controller.deleteLater)
        self._save_now.connect(self.controller.save_now, Qt.ConnectionType.BlockingQueuedConnection)

    def start(self) -> None:
        """Start the worker thread, and in it the game: connect to the controller first."""
        self._thread.start()

    def shutdown(self, timeout_ms: int = 1000) -> bool:
        """Save the session and stop the worker thread; True when it ended within ``timeout_ms``."""
        if not self._thread.isRunning():
            return True
        self._save_now.emit()
        # A plain counter bump, safe from this thread: a computer still thinking is forgotten.
        self.controller.stop()
        self._thread.quit()
        return self._thread.wait(timeout_ms)
