"""A hosted table over loopback in one process: people join with the code, play their own
seats, see only what their seat may see; wrong codes, strangers and floods are turned away."""

from __future__ import annotations

import dataclasses

import pytest
from PySide6.QtCore import QObject, Signal, Slot
from PySide6.QtNetwork import QTcpSocket

from bura_desktop.app import TableSetup
from bura_desktop.app.guest import Guest
from bura_desktop.app.host import Host, new_code
from bura_desktop.core.events import HandOver
from bura_desktop.net.messages import HEADER
from bura_desktop.ui.table.model import TableModel
from tests.app.conftest import LOOPBACK


class Player:
    """A guest who folds what it is sent into its table and plays the first legal action."""

    def __init__(self, guest: Guest, rules) -> None:
        self.guest = guest
        seat = guest.seat
        self.model: TableModel | None = None if seat is None else TableModel(rules, seat)
        self.rules = rules
        self.turns = 0
        self.problems: list[str] = []
        self.hands = 0
        guest.welcomed.connect(lambda w: setattr(self, "model", TableModel(rules, w.seat)))
        guest.table.connect(self._table)
        guest.events_ready.connect(self._events)
        guest.prompt.connect(self._prompt)

    def _table(self, generation, view):
        self.model = TableModel.from_view(view)

    def _events(self, generation, seen, view):
        assert self.model is not None
        self.model.fold(seen)
        self.problems += self.model.differences(view)
        self.hands += any(isinstance(e, HandOver) for e in seen)

    def _prompt(self, generation, view):
        self.turns += 1
        self.guest.move(generation, view.legal_actions()[0])


def joined(qtbot, host, name, code=None) -> Guest:
    guest = Guest(name, code or host.code)
    with qtbot.waitSignal(guest.welcomed, timeout=5000):
        guest.join("127.0.0.1", host.port)
    return guest


@pytest.mark.parametrize(("players", "remote"), [(2, (1,)), (3, (1, 2)), (4, (2,))])
def test_people_play_their_seats_and_see_only_them(qtbot, table, players, remote):
    driver, host, setup = table(players, remote)
    guests = [joined(qtbot, host, f"P{seat}") for seat in remote]
    people = [Player(guest, setup.rules) for guest in guests]
    assert sorted(g.seat for g in guests if g.seat is not None) == list(remote)
    hands: list[HandOver] = []

    def shown(generation, events, view):
        hands.extend(e for e in events if isinstance(e, HandOver))
        driver.ready()

    driver.events_ready.connect(shown)
    host.start()
    driver.start()  # they sat down before the game started: they see it from the cut
    qtbot.waitUntil(lambda: bool(hands) and all(p.hands for p in people), timeout=30_000)
    for person in people:
        assert person.problems == []  # every batch: the seat's table is its view
        assert person.turns > 0
    infos = host.seat_infos()
    assert [i.level == "remote" for i in infos] == [s in remote for s in range(players)]


def test_a_wrong_code_is_turned_away_and_guessing_is_slowed(qtbot, table):
    _driver, host, _setup = table(2, (1,))
    reasons = []
    for _ in range(6):
        guest = Guest("Eve", "WRONG1")
        with qtbot.waitSignal(guest.turned, timeout=5000) as turned:
            guest.join("127.0.0.1", host.port)
        reasons.append(turned.args[0].reason)
    assert reasons == ["code"] * 5 + ["slow_down"]  # the sixth is not even read
    assert host.sitters == {}


def test_a_full_table_and_a_bad_name_are_turned_away(qtbot, table):
    _driver, host, _setup = table(2, (1,))
    ann = joined(qtbot, host, "Ann")  # kept: a guest let go leaves, and frees the seat
    for name, reason in (("Bob", "full"), ("   ", "name")):
        guest = Guest(name, host.code)
        with qtbot.waitSignal(guest.turned, timeout=5000) as turned:
            guest.join("127.0.0.1", host.port)
        assert turned.args[0].reason == reason
    assert host.sitters[1].link is not None and ann.seat == 1


def test_a_peer_that_breaks_the_protocol_is_cut_off_and_the_table_plays_on(qtbot, table):
    driver, host, setup = table(2, (1,))
    socket = QTcpSocket()
    socket.connectToHost("127.0.0.1", host.port)
    assert socket.waitForConnected(5000)
    socket.write(HEADER.pack(10**6))  # a frame far over a player's limit
    socket.flush()
    qtbot.waitUntil(lambda: socket.state() == QTcpSocket.SocketState.UnconnectedState, timeout=5000)
    guest = joined(qtbot, host, "Ann")  # the table still seats an honest player
    assert guest.seat == 1


def test_the_token_takes_a_seat_back_after_leaving(qtbot, table):
    _driver, host, _setup = table(2, (1,))
    host.start()
    first = joined(qtbot, host, "Ann")
    token = first.token
    first.leave()
    qtbot.waitUntil(lambda: host.sitters[1].link is None, timeout=5000)
    again = Guest("Ann", host.code, token)
    with qtbot.waitSignal(again.welcomed, timeout=5000):
        again.join("127.0.0.1", host.port)
    assert again.seat == 1 and again.token == token


def test_hostile_peers_leave_the_host_and_the_honest_player_unharmed(qtbot):
    """tools/fuzz_host.py in small: 10,000 hostile handshakes (random, truncated, oversized, deep,
    other versions, no point of the group, wrong codes) from many addresses, and hostile
    messages sealed by a peer that knows the code, while an honest player plays on."""
    import sys
    from pathlib import Path

    sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "tools"))
    import fuzz_host

    report = fuzz_host.run(messages=1500, seed=7, hands=2, seconds=90, handshakes=10_000)
    assert report.messages >= 1500 and report.keyed > 20 and report.handshakes == 10_000
    assert report.exceptions == report.failed == 0
    assert report.honest_hands >= 2 and report.honest_differences == 0
    assert report.sockets_after <= report.sockets_before  # every hostile one freed
    # Twenty codes at once, then two a second, for the whole table.
    assert report.codes_tried <= 20 + 2 * report.handshake_seconds + 1


class FakeController(QObject):
    """The signals and slots of a controller, driven by the test."""

    seat_events = Signal(int, int, object, object)
    seat_prompt = Signal(int, int, object)
    prompt = Signal(int, object)
    seat_refused = Signal(int, int, object)
    seat_table = Signal(int, int, object)
    events_ready = Signal(int, object, object)
    thinking = Signal(int, int)
    game_started = Signal(int, object)
    hand_kept = Signal(int, object, object)

    def __init__(self) -> None:
        super().__init__()
        self.present: list[tuple[int, bool]] = []

    @Slot(int, str)
    def person_seated(self, seat: int, name: str) -> None:
        pass

    @Slot(int, bool)
    def set_present(self, seat: int, present: bool) -> None:
        self.present.append((seat, present))

    @Slot(int, int, object)
    def move(self, generation: int, seat: int, action: object) -> None:
        pass


def test_a_person_who_sits_down_mid_hand_gets_their_table_before_any_batch(qtbot):
    from bura_desktop.core import Game, project

    setup = dataclasses.replace(TableSetup.against_computers(2, seed=1), remote=(1,))
    controller = FakeController()
    host = Host(controller, setup, new_code())  # type: ignore[arg-type]  # its signals suffice
    assert host.listen(0, LOOPBACK)
    host.start()
    try:
        guest = Guest("Ann", host.code)
        got: list[str] = []
        guest.events_ready.connect(lambda *batch: got.append("events"))
        guest.table.connect(lambda *table: got.append("table"))
        with qtbot.waitSignal(guest.welcomed, timeout=5000):
            guest.join("127.0.0.1", host.port)
        qtbot.waitUntil(lambda: controller.present == [(1, True)], timeout=5000)
        game = Game(setup.rules, seed=1)
        # A batch played before the controller took the person's seat: not theirs to fold.
        controller.seat_events.emit(0, 1, project(game.opening_events[2:], 1), game.view(1))
        controller.seat_table.emit(0, 1, game.view(1))
        controller.seat_events.emit(0, 1, [], game.view(1))
        qtbot.waitUntil(lambda: len(got) == 2, timeout=5000)
        assert got == ["table", "events"]
    finally:
        host.close()


def test_people_gather_before_the_game_and_a_seat_left_then_is_free(qtbot):
    """Before the host starts, people sit down and get up: the game hears of nobody, a seat
    left is anyone's, and the start hands the seats taken to their people at once."""
    setup = dataclasses.replace(TableSetup.against_computers(3, seed=1), remote=(1, 2))
    controller = FakeController()
    host = Host(controller, setup, new_code())  # type: ignore[arg-type]  # its signals suffice
    assert host.listen(0, LOOPBACK)
    try:
        ann = joined(qtbot, host, "Ann")
        bob = joined(qtbot, host, "Bob")
        told: list[list[str]] = []
        bob.seats.connect(lambda infos: told.append([i.name for i in infos]))
        ann.leave()
        qtbot.waitUntil(lambda: 1 not in host.sitters, timeout=5000)
        qtbot.waitUntil(lambda: bool(told), timeout=5000)
        assert told[-1][1] != "Ann"  # the others see the seat free again
        cid = joined(qtbot, host, "Cid")
        assert cid.seat == 1 and cid.token != ann.token
        assert controller.present == []  # no game yet: nobody is at it
        host.start()
        qtbot.waitUntil(lambda: len(controller.present) == 2, timeout=5000)
        assert controller.present == [(1, True), (2, True)]
    finally:
        host.close()


def test_a_restarted_hosts_table_opens_again_and_its_people_take_their_seats_back(qtbot):
    """The host quits in the middle of its game and starts again: the save's table (code, the
    key of the tokens, port) opens again, a player's token takes their seat back under their
    name, and a stranger finds no seat."""
    setup = dataclasses.replace(TableSetup.against_computers(3, seed=1), remote=(1, 2))
    first = Host(FakeController(), setup, new_code(), "Olga")  # type: ignore[arg-type]
    assert first.listen(0, LOOPBACK)
    try:
        ann = joined(qtbot, first, "Ann")
        hosted = first.start()  # Ann at seat 1, seat 2 nobody's: its computer plays it
        assert hosted.table is not None and hosted.table.code == first.code
        assert hosted.seats[1].name == "Ann"
    finally:
        first.close()
    qtbot.waitUntil(lambda: ann.link.closed, timeout=5000)
    controller = FakeController()
    again = Host.reopened(controller, hosted)  # type: ignore[arg-type]
    assert again.listen(0, LOOPBACK)
    try:
        assert (again.code, again.name, again.started) == (first.code, "Olga", True)
        back = Guest("Ann", again.code, ann.token)
        with qtbot.waitSignal(back.welcomed, timeout=5000):
            back.join("127.0.0.1", again.port)
        assert back.seat == 1 and back.token == ann.token
        assert again.sitters[1].name == "Ann"
        qtbot.waitUntil(lambda: controller.present == [(1, True)], timeout=5000)
        # Seat 2 was open, nobody took it: a newcomer may; Ann's waits for her token alone.
        eve = joined(qtbot, again, "Eve")
        assert eve.seat == 2
        mallory = Guest("Mallory", again.code, "not-her-token")
        with qtbot.waitSignal(mallory.turned, timeout=5000) as turned:
            mallory.join("127.0.0.1", again.port)
        assert turned.args[0].reason == "full"
    finally:
        again.close()
