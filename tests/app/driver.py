"""A stand-in for the window: drives a ``GameWorker``'s controller by queued signals."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QObject, Signal

from bura_desktop.app import GameWorker, TableSetup
from bura_desktop.core import Action, Card


class Driver(QObject):
    """Connected to the controller as the window is, so every request runs in the worker thread."""

    _ready = Signal()
    _act = Signal(object)
    _check_selection = Signal(object)
    _new_game = Signal(object)
    _next_hand = Signal()
    _hint = Signal()

    def __init__(self, worker: GameWorker) -> None:
        super().__init__()
        self.worker = worker
        self.controller = controller = worker.controller
        self._ready.connect(controller.ready)
        self._act.connect(controller.act)
        self._check_selection.connect(controller.check_selection)
        self._new_game.connect(controller.new_game)
        self._next_hand.connect(controller.next_hand)
        self._hint.connect(controller.hint)

    def start(self) -> None:
        self.worker.start()

    def ready(self) -> None:
        self._ready.emit()

    def act(self, action: Action | str) -> None:
        self._act.emit(action)

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
    return Driver(GameWorker(setup, *([factory] if factory else []), keeper=keeper))
