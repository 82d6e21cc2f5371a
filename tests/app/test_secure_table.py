"""The hosted table's secure door over loopback: nothing readable on the wire, links that die
without closing are found dead, a token takes its seat back from a link still held, an old
player is told the versions differ, names follow the one rule, and a crowd at the door costs
the host nothing it keeps."""

from __future__ import annotations

import dataclasses
import json
import time

import pytest
from PySide6.QtCore import QObject
from PySide6.QtNetwork import QTcpServer, QTcpSocket

from bura_desktop.app import TableSetup
from bura_desktop.app.guest import Guest
from bura_desktop.app.host import Host, new_code
from bura_desktop.app.link import SILENT_MS
from bura_desktop.core import Game
from bura_desktop.net.channel import Channel, WrongCode
from bura_desktop.net.messages import HEADER, PROTOCOL, Hello, Turned, frame, read
from tests.app.conftest import LOOPBACK
from tests.app.test_hosted_table import FakeController, Player, joined


class Tap(QObject):
    """A relay between a player and the host that keeps every byte each way: what anyone on
    the network path would capture."""

    def __init__(self, port: int) -> None:
        super().__init__()
        self.port_to = port
        self.server = QTcpServer(self)
        self.server.newConnection.connect(self._connected)
        assert self.server.listen(LOOPBACK, 0)
        self.up = bytearray()  # player to host
        self.down = bytearray()  # host to player
        self.sockets: list[QTcpSocket] = []

    @property
    def port(self) -> int:
        return self.server.serverPort()

    def _connected(self) -> None:
        player = self.server.nextPendingConnection()
        host = QTcpSocket(self)
        host.connectToHost("127.0.0.1", self.port_to)
        self._pipe(player, host, self.up)
        self._pipe(host, player, self.down)
        self.sockets += [player, host]

    def close(self) -> None:
        """Carry nothing more (a socket going away must not write to one gone already)."""
        for socket in self.sockets:
            socket.readyRead.disconnect()
            socket.abort()
        self.server.close()

    @staticmethod
    def _pipe(source: QTcpSocket, target: QTcpSocket, kept: bytearray) -> None:
        def carry() -> None:
            data = bytes(source.readAll().data())
            kept.extend(data)
            target.write(data)

        source.readyRead.connect(carry)


def frames(stream: bytes) -> list[bytes]:
    found, at = [], 0
    while at + HEADER.size <= len(stream):
        (size,) = HEADER.unpack_from(stream, at)
        found.append(stream[at + HEADER.size : at + HEADER.size + size])
        at += HEADER.size + size
    return found


@pytest.fixture
def hosted():
    """Hosts whose game the test drives (``FakeController``), open on loopback and closed at
    the end: ``hosted(players, remote, name, started)`` gives (controller, host, setup)."""
    made: list[Host] = []

    def open_(players: int, remote: tuple[int, ...], name: str = "", started: bool = True):
        controller = FakeController()
        setup = dataclasses.replace(TableSetup.against_computers(players, seed=1), remote=remote)
        host = Host(controller, setup, new_code(), name)  # type: ignore[arg-type]
        assert host.listen(0, LOOPBACK)
        if started:
            host.start()
        made.append(host)
        return controller, host, setup

    yield open_
    for host in made:
        host.close()


def freeze(guest: Guest) -> None:
    """Their laptop sleeps: nothing more comes from them, and no goodbye either."""
    guest.link._beat.stop()
    guest.socket.readyRead.disconnect()


def test_a_capture_of_a_whole_hand_holds_no_card_code_name_or_token(qtbot, table):
    driver, host, setup = table(2, (1,))
    tap = Tap(host.port)
    guest = Guest("Anastasia", host.code)
    with qtbot.waitSignal(guest.welcomed, timeout=5000):
        guest.join("127.0.0.1", tap.port)
    person = Player(guest, setup.rules)
    driver.events_ready.connect(lambda *_: driver.ready())
    host.start()
    driver.start()
    try:
        qtbot.waitUntil(lambda: person.hands >= 1, timeout=30_000)
    finally:
        tap.close()
    assert person.problems == [] and person.turns > 0
    wire = bytes(tap.up + tap.down)
    for clear in (host.code.encode(), b"Anastasia", guest.token.encode()):
        assert clear not in wire
    # The two openings are the only frames that read; the rest do not even decode as text.
    up, down = frames(bytes(tap.up)), frames(bytes(tap.down))
    assert len(down) > 20
    assert json.loads(up[0])["kind"] == json.loads(down[0])["kind"] == "Opening"
    sealed = up[1:] + down[1:]
    assert not any(word in frame for frame in sealed for word in (b"kind", b"Events", b"hand"))
    for body in sealed:
        with pytest.raises(ValueError):
            json.loads(body)


def test_a_link_gone_silent_is_dead_within_15_s(qtbot, hosted):
    controller, host, _setup = hosted(2, (1,))
    ann = joined(qtbot, host, "Ann")
    qtbot.waitUntil(lambda: controller.present == [(1, True)], timeout=5000)
    freeze(ann)
    frozen = time.monotonic()
    qtbot.waitUntil(lambda: host.sitters[1].link is None, timeout=15_000)
    assert SILENT_MS / 1000 <= time.monotonic() - frozen <= 15
    assert controller.present[-1] == (1, False)  # her computer plays at once


def test_a_token_takes_its_seat_back_from_a_link_the_host_still_holds(qtbot, hosted):
    controller, host, _setup = hosted(2, (1,))
    ann = joined(qtbot, host, "Ann")
    freeze(ann)  # the old link lingers, silent
    again = Guest("Ann", host.code, ann.token)
    started = time.monotonic()
    with qtbot.waitSignal(again.welcomed, timeout=5000):
        again.join("127.0.0.1", host.port)
    assert time.monotonic() - started < 3  # not after the old link is found dead
    assert again.seat == 1 and host.sitters[1].link is again_link(host)
    assert controller.present[-1] == (1, True)


def again_link(host: Host):
    (link,) = [s.link for s in host.sitters.values()]
    assert link is not None and not link.closed
    return link


def test_an_old_player_is_told_in_plain_that_the_versions_differ(qtbot, table):
    _driver, host, _setup = table(2, (1,))
    theirs: list[int] = []
    host.version_refused.connect(theirs.append)
    socket = QTcpSocket()
    socket.connectToHost("127.0.0.1", host.port)
    assert socket.waitForConnected(5000)
    socket.write(frame(Hello(2, host.code, "Ann", "")))  # protocol 2 spoke in plain
    got = bytearray()

    def told() -> bool:
        got.extend(bytes(socket.readAll().data()))
        return len(frames(bytes(got))) == 1

    qtbot.waitUntil(told, timeout=5000)
    assert read(frames(bytes(got))[0], Turned) == Turned("protocol", PROTOCOL)
    assert theirs == [2]


@pytest.mark.parametrize(
    ("name", "reason"),
    [("Ann\u202e", "name"), ("\x1b[2J", "name"), ("masha", "name_taken"), ("Olga", "name_taken")],
)
def test_a_name_outside_the_rule_or_someone_elses_is_turned_away(qtbot, hosted, name, reason):
    _controller, host, setup = hosted(3, (1,), "Olga", started=False)
    assert [i.name for i in host.seat_infos()][2] == "Kolya"  # seat 1 is open
    masha = dataclasses.replace(setup.seats[2], name="Masha")
    host.setup = dataclasses.replace(setup, seats=(*setup.seats[:2], masha))
    guest = Guest(name, host.code)
    with qtbot.waitSignal(guest.turned, timeout=5000) as turned:
        guest.join("127.0.0.1", host.port)
    assert turned.args[0].reason == reason and host.sitters == {}


def test_connections_that_say_nothing_are_few_per_address_and_never_kept(qtbot, table):
    _driver, host, _setup = table(2, (1,))
    sockets = []
    for _ in range(8):
        socket = QTcpSocket()
        socket.connectToHost("127.0.0.1", host.port)
        assert socket.waitForConnected(5000)
        sockets.append(socket)
    unconnected = QTcpSocket.SocketState.UnconnectedState
    qtbot.waitUntil(lambda: sum(s.state() == unconnected for s in sockets) == 4, timeout=5000)
    assert all(s.state() != unconnected for s in sockets[:4])  # the first four wait
    # ... until their hello is late; then nothing of theirs is left at the host.
    qtbot.waitUntil(lambda: all(s.state() == unconnected for s in sockets), timeout=10_000)
    qtbot.waitUntil(lambda: host.server.findChildren(QTcpSocket) == [], timeout=5000)


def test_the_hosts_own_turn_shows_as_thinking_at_the_other_tables(qtbot, hosted):
    controller, host, setup = hosted(2, (1,), "Olga")
    ann = joined(qtbot, host, "Ann")
    with qtbot.waitSignal(ann.thinking, timeout=5000) as thinking:
        controller.prompt.emit(0, Game(setup.rules, seed=1).view(0))
    assert thinking.args == [0, 0]  # "Olga is thinking…"


def test_a_wrong_code_fails_the_handshake_and_teaches_nothing(qtbot, table):
    """The player knows at once; the host never sent it anything it could test another guess
    against, and the player sealed nothing."""
    _driver, host, _setup = table(2, (1,))
    socket = QTcpSocket()
    socket.connectToHost("127.0.0.1", host.port)
    assert socket.waitForConnected(5000)
    channel = Channel("player", Hello | Turned, 4096)
    socket.write(channel.open("WRONG1" if host.code != "WRONG1" else "WRONG2"))
    got = bytearray()

    def answered() -> bool:
        got.extend(bytes(socket.readAll().data()))
        return len(frames(bytes(got))) >= 2

    qtbot.waitUntil(answered, timeout=5000)
    with pytest.raises(WrongCode):
        channel.feed(bytes(got))
    assert host.sitters == {}


def test_a_persons_face_down_cards_never_reach_another_person(qtbot, hosted):
    """At the end of a hand each person gets it whole for their statistics, unless another
    person played cards face down in it: then they get its result alone."""
    from types import SimpleNamespace

    from bura_desktop.core.replay import hand_start

    controller, host, setup = hosted(4, (1, 2), "Olga")
    ann, bob = joined(qtbot, host, "Ann"), joined(qtbot, host, "Bob")
    game = Game(setup.rules, seed=1)
    for seat in (1, 2):
        controller.seat_table.emit(0, seat, game.view(seat))
    got: dict[str, list[object]] = {"Ann": [], "Bob": []}
    ann.recorded.connect(got["Ann"].append)
    bob.recorded.connect(got["Bob"].append)
    hand = SimpleNamespace(
        start=hand_start(game).to_dict(),
        actions=("pass",),
        seats=setup.seats,
        seed=7,
        revision=3,
    )

    def over(down_by: int) -> None:
        controller.hand_kept.emit(0, hand, frozenset({down_by}))

    over(2)  # Bob threw a card face down
    qtbot.waitUntil(lambda: bool(got["Ann"]) and bool(got["Bob"]), timeout=5000)
    assert got["Ann"][-1].seed is None and got["Ann"][-1].actions is None  # type: ignore[attr-defined]
    assert got["Bob"][-1].seed == 7  # type: ignore[attr-defined]  # his own card
    over(3)  # a computer did: nobody's secret
    qtbot.waitUntil(lambda: len(got["Ann"]) == 2, timeout=5000)
    assert got["Ann"][-1].seed == 7  # type: ignore[attr-defined]
    over(0)  # Olga, the host, did
    qtbot.waitUntil(lambda: len(got["Bob"]) == 3, timeout=5000)
    assert got["Bob"][-1].seed is None and got["Ann"][-1].seed is None  # type: ignore[attr-defined]


def test_the_tables_refusal_reaches_a_guest_as_an_object_like_the_rules_refusal(qtbot, hosted):
    from bura_desktop.app.guest_table import GuestTable
    from bura_desktop.app.reasons import TableRefusal
    from bura_desktop.net.messages import TableRefused

    controller, host, setup = hosted(2, (1,))
    tables: list[GuestTable] = []
    ann = Guest("Ann", host.code)
    ann.welcomed.connect(lambda welcome: tables.append(GuestTable(ann, welcome)))
    with qtbot.waitSignal(ann.welcomed, timeout=5000):
        ann.join("127.0.0.1", host.port)
    controller.seat_table.emit(0, 1, Game(setup.rules, seed=1).view(1))
    with (
        qtbot.waitSignal(tables[0].refused, timeout=5000) as shown,
        qtbot.waitSignal(ann.refused, timeout=5000) as heard,
    ):
        controller.seat_refused.emit(0, 1, TableRefusal("wait_for_turn"))
    assert heard.args[1] == TableRefused("wait_for_turn")
    assert shown.args[1] == TableRefusal("wait_for_turn")  # said in the player's words
