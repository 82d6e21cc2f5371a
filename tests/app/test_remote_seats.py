"""A hosted table's remote seats: their person plays them while present, their computer while
not, and each is told exactly what its seat may see."""

from __future__ import annotations

import dataclasses

from PySide6.QtCore import QObject, Signal

from bura_desktop.app import TableSetup
from bura_desktop.app.reasons import TableRefusal
from bura_desktop.core.events import HandOver
from bura_desktop.core.refusals import Refusal
from bura_desktop.ui.table.model import TableModel
from tests.app.driver import drive


class Person(QObject):
    """Someone at remote ``seat``: folds what the seat is sent into a table and answers each
    turn with the first legal action, as the host would pass it on."""

    moved = Signal(int, int, object)

    def __init__(self, controller, seat: int, rules) -> None:
        super().__init__()
        self.seat = seat
        self.model = TableModel(rules, seat)
        self.batches = 0
        self.turns = 0
        self.refusals: list[tuple[int, Refusal | TableRefusal]] = []
        self.differences: list[str] = []
        controller.seat_events.connect(self._events)
        controller.seat_prompt.connect(self._prompt)
        controller.seat_refused.connect(self._refused)
        controller.seat_table.connect(self._table)
        self.moved.connect(controller.move)

    def _events(self, generation, seat, seen, view):
        if seat == self.seat:
            self.batches += 1
            self.model.fold(seen)
            self.differences += self.model.differences(view)

    def _table(self, generation, seat, view):
        if seat == self.seat:
            self.model = TableModel.from_view(view)

    def _prompt(self, generation, seat, view):
        assert seat == self.seat and view.seat == seat
        self.turns += 1
        self.moved.emit(generation, seat, view.legal_actions()[0])

    def _refused(self, generation, seat, reason):
        self.refusals.append((seat, reason))


def test_a_present_person_plays_their_seat_and_sees_only_it(qtbot):
    setup = TableSetup.against_computers(players=3, level="random", seed=11, autoplay=True)
    setup = dataclasses.replace(setup, remote=(1,))
    driver = drive(setup)
    person = Person(driver.controller, 1, setup.rules)
    driver.controller.set_present(1, True)  # before the start: queued behind nothing yet
    hands = []

    def shown(generation, events, view):
        if any(isinstance(e, HandOver) for e in events):
            hands.append(view.outcome)
        driver.ready()

    driver.events_ready.connect(shown)
    driver.start()
    qtbot.waitUntil(lambda: bool(hands), timeout=20_000)
    assert person.turns > 0 and person.batches > 0
    assert person.differences == []  # the seat's table is its view after every batch
    assert person.refusals == []
    driver.shutdown()


def test_a_move_for_a_remote_seat_nobody_sits_at_is_dropped_and_its_computer_plays(qtbot):
    setup = TableSetup.against_computers(players=2, level="random", seed=5, autoplay=True)
    setup = dataclasses.replace(setup, remote=(1,))
    driver = drive(setup)
    hands, refused = [], []
    driver.refused.connect(lambda generation, reason: refused.append(reason))

    def shown(generation, events, view):
        if any(isinstance(e, HandOver) for e in events):
            hands.append(view.outcome)
        driver.act("pass", seat=1)  # nobody sits at seat 1: nobody may play it
        driver.ready()

    driver.events_ready.connect(shown)
    driver.start()
    qtbot.waitUntil(lambda: bool(hands), timeout=20_000)
    assert refused == []  # nobody's move: no one is told anything
    driver.shutdown()
