"""A stand-in for the window: drives a ``GameWorker``'s controller by queued signals."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QObject, Signal

from bura_desktop.app import GameWorker, TableSetup
from bura_desktop.core import Action, Card


class Relay(QObject):
    """The controller's signals again, from an object of the main thread: wait on these.

    The controller emits in its worker thread, and pytest-qt's ``waitSignal`` connects a plain
    function, which Qt then calls in that thread. A signal emitted before the wait's event loop
    had started quit that loop too early and stopped its timeout timer from the wrong thread
    (which only forgets the timer): the test waited for ever, now and then, under load. Relayed
    through this object the call is queued to the main thread, as the window's own slots are.
    """

    events_ready = Signal(int, object, object)
    prompt = Signal(int, object)
    thinking = Signal(int, int)
    game_started = Signal(int, object)
    resumed = Signal(int, object)
    failed = Signal(int, object)
    refused = Signal(int, object)
    selection_checked = Signal(int, object, object)
    hint_found = Signal(int, object)
    lesson_step = Signal(int, int)
    notice = Signal(object)

    def __init__(self, controller: QObject) -> None:
        super().__init__()
        for name in (
            "events_ready",
            "prompt",
            "thinking",
            "game_started",
            "resumed",
            "failed",
            "refused",
            "selection_checked",
            "hint_found",
            "lesson_step",
            "notice",
        ):
            # Signal to signal, with this main-thread object as the receiver: Qt queues the
            # emission to this thread.
            getattr(controller, name).connect(getattr(self, name))


class Driver(Relay):
    """Connected to the controller as the window is, so every request runs in the worker thread.

    ``generation`` follows the controller's batches the way the window's does: ``act`` plays
    in the game and hand being shown. Wait on its relayed signals, not the controller's.
    """

    _ready = Signal()
    _move = Signal(int, int, object)
    _check_selection = Signal(object)
    _new_game = Signal(object)
    _next_hand = Signal()
    _hint = Signal()

    def __init__(self, worker: GameWorker) -> None:
        super().__init__(worker.controller)
        self.worker = worker
        self.controller = controller = worker.controller
        self.generation = 0
        self._ready.connect(controller.ready)
        self._move.connect(controller.move)
        self._check_selection.connect(controller.check_selection)
        self._new_game.connect(controller.new_game)
        self._next_hand.connect(controller.next_hand)
        self._hint.connect(controller.hint)
        controller.game_started.connect(self._follow)
        controller.events_ready.connect(self._follow)

    def _follow(self, generation: int, *_: object) -> None:
        self.generation = max(self.generation, generation)

    def start(self) -> None:
        self.worker.start()

    def ready(self) -> None:
        self._ready.emit()

    def act(self, action: Action | str, seat: int = 0) -> None:
        """The human's move, as the window sends it."""
        self._move.emit(self.generation, seat, action)

    def check_selection(self, cards: Sequence[Card]) -> None:
        self._check_selection.emit(tuple(cards))

    def new_game(self, setup: TableSetup) -> None:
        self._new_game.emit(setup)

    def next_hand(self) -> None:
        self._next_hand.emit()

    def hint(self) -> None:
        self._hint.emit()

    def shutdown(self) -> bool:
        return self.worker.shutdown()


def drive(setup: TableSetup, factory=None, keeper=None) -> Driver:
    """A controller for ``setup`` in its worker thread, not started yet, and its driver."""
    if factory is None:  # the worker's own default, the real computer players
        return Driver(GameWorker(setup, keeper=keeper))
    return Driver(GameWorker(setup, factory, keeper=keeper))
