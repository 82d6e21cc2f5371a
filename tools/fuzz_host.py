"""Hostile peers against a hosted table's secure door, while an honest player plays on it.

    QT_QPA_PLATFORM=offscreen python tools/fuzz_host.py --messages 100000 --handshakes 10000
    QT_QPA_PLATFORM=offscreen python tools/fuzz_host.py --relay ...   # through invitations

A host in this process runs a three-seat game (this machine's seat played by a computer, two
seats open to the network). An honest guest sits at one and plays every turn it is given,
folding what it is sent into its table. Two kinds of hostility come at the host, a few
connections at a time, from many loopback addresses (127.0.0.0/8, never anything else):

- hostile handshakes, before any key: random bytes, openings cut short, over the limit, nested
  deep, of another version, that are no point of the key exchange's group, for a wrong code,
  an old player's plain hello, a host's opening from a player, sealed junk after an opening;
- hostile messages inside the channel, from a peer that knows the code (it took the other seat
  and takes it back with its token each time): moves out of turn, of other games and that are
  no action, a second hello, an opening or a host's message sealed, frames over the limit,
  nested deep, junk that does not open, a frame replayed, a flood.

Printed at the end: what was sent, the connections cut off, the codes the host tried (its key
exchanges) and their rate, Python exceptions in the host (must be 0), whether the honest
player's table was its seat's view after every batch and how many hands it finished (the game
went on), and the host's open sockets and memory before and after.
"""

from __future__ import annotations

import argparse
import dataclasses
import json
import random
import resource
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
sys.path.insert(0, str(Path(__file__).resolve().parent))  # its fellow tools

import shiboken6
from PySide6.QtCore import QCoreApplication, QEvent, QEventLoop, QObject, Signal
from PySide6.QtNetwork import QHostAddress, QTcpSocket

from bura_desktop.app import GameWorker, TableSetup
from bura_desktop.app.guest import Guest
from bura_desktop.app.host import Host, new_code
from bura_desktop.app.link import MESSAGES_PER_SECOND
from bura_desktop.core.events import HandOver
from bura_desktop.net.channel import Channel
from bura_desktop.net.invitations import Servers
from bura_desktop.net.messages import (
    HEADER,
    HOST_FRAME_LIMIT,
    PLAYER_FRAME_LIMIT,
    PROTOCOL,
    Closed,
    FromHost,
    Hello,
    frame,
)
from bura_desktop.ui.table.model import TableModel

LIVE = 8  # hostile handshakes open at once
# How long a waiting loop sleeps between its looks at the event queue (``idle``).
IDLE_SECONDS = 0.002


@dataclasses.dataclass
class Report:
    handshakes: int = 0  # hostile connections that never had a key
    messages: int = 0  # hostile messages sealed inside a keyed channel
    keyed: int = 0  # hostile connections that got a key
    cut_off: int = 0
    codes_tried: int = 0  # key exchanges the host made for hostile handshakes
    reached_host: int = 0  # hostile handshakes' connections the host's door weighed
    tries_per_second: float = 0.0  # over the handshakes' phase
    handshake_seconds: float = 0.0
    exceptions: int = 0
    failed: int = 0  # the game stopped on an error
    honest_hands: int = 0
    honest_differences: int = 0
    sockets_before: int = 0
    sockets_after: int = 0
    memory_before_mb: float = 0.0
    memory_after_mb: float = 0.0
    # Resident memory (MB) at each 2,000th hostile handshake: flat once the allocator has
    # what it needs, if nothing is kept.
    memory_by_2000: list[float] = dataclasses.field(default_factory=list)


class ShownAtOnce(QObject):
    """This machine's table, which has shown a batch as soon as it arrives; its player deals
    the next hand as soon as one is over, as a host does."""

    done = Signal()
    deal = Signal()

    def show(self, generation: int, events: list[Any], view: Any) -> None:
        self.done.emit()
        if view.hand_over and not view.session_over:
            self.deal.emit()


def idle(app: QCoreApplication) -> None:
    """A waiting loop's turn: what is due is run, then a moment's sleep. A loop of
    ``processEvents`` alone keeps a core busy while it waits (most of a run's CPU, measured)."""
    app.processEvents(QEventLoop.ProcessEventsFlag.AllEvents, 20)
    time.sleep(IDLE_SECONDS)


def body(data: Any) -> bytes:
    text = json.dumps(data, ensure_ascii=False).encode()
    return HEADER.pack(len(text)) + text


def wrong_openings(count: int) -> list[bytes]:
    """Openings for codes that are not the table's (made once: each costs a key exchange)."""
    return [Channel("player", FromHost, HOST_FRAME_LIMIT).open(f"WR0NG{i}") for i in range(count)]


def hostile_handshake(rng: random.Random, openings: list[bytes]) -> list[bytes]:
    """What a stranger sends before it has any key."""
    choice = rng.randrange(11)
    if choice == 0:
        return [rng.randbytes(rng.randrange(1, 200))]
    if choice == 1:  # an opening cut short: the header promises more than comes
        whole = rng.choice(openings)
        return [whole[: rng.randrange(1, len(whole))]]
    if choice == 2:
        return [HEADER.pack(rng.randrange(PLAYER_FRAME_LIMIT + 1, 2**32))]
    if choice == 3:
        depth = rng.randrange(20, 2000)
        return [HEADER.pack(2 * depth) + b"[" * depth + b"]" * depth]
    if choice == 4:  # no point of the group, or no base64 at all
        spake = rng.choice(["QUFBQQ==", "!!", rng.randbytes(33).hex()[:44], ""])
        return [body({"kind": "Opening", "protocol": PROTOCOL, "spake": spake})]
    if choice == 5:
        return [body({"kind": "Opening", "protocol": rng.choice([1, 2, 4, 99]), "spake": "x"})]
    if choice == 6:  # an old player's plain hello, whose code would cross in clear
        return [frame(Hello(2, "ABC234", "Eve", ""))]
    if choice == 7:  # a wrong code, then sealed junk it cannot have a key for
        return [rng.choice(openings), HEADER.pack(40) + rng.randbytes(40)]
    if choice == 8:
        return [body({"kind": rng.choice(["Closed", "Welcome", "Move", "Nope"]), "x": 1})]
    return [rng.choice(openings)]  # a wrong code, honestly tried


def hostile_sealed(rng: random.Random, channel: Channel, code: str) -> list[bytes]:
    """What a peer with the table's key sends once seated, sealed in its channel: moves out of
    turn, of other games and for actions that are illegal, back from never being idle (all of
    which the host refuses and reads on), then, mostly, one thing that ends the connection."""
    said = []
    for _ in range(rng.randrange(1, 45)):  # under the flood limit: each one is read
        if rng.random() < 0.2:
            said.append(seal(channel, {"kind": "Back"}))
        else:
            generation = rng.randrange(-3, 50)
            action = rng.choice([1, 2, 4, 8, 16, 64, 2**20, 2**30 + 7])
            said.append(seal(channel, {"kind": "Move", "generation": generation, "action": action}))
    choice = rng.randrange(10)
    if choice == 0:
        said.append(channel.seal(Hello(PROTOCOL, code, "Mallory", "")))  # a second hello
    elif choice == 1:
        said.append(seal(channel, {"kind": "Opening", "protocol": PROTOCOL, "spake": "QUFB"}))
    elif choice == 2:
        said.append(channel.seal(Closed("host_quit")))  # a host's message from a player
    elif choice == 3:
        depth = rng.randrange(20, 400)
        said.append(channel.seal_body(b"[" * depth + b"]" * depth))
    elif choice == 4:
        said.append(channel.seal_body(b"x" * (PLAYER_FRAME_LIMIT + rng.randrange(1, 100))))
    elif choice == 5:  # junk that does not open
        size = rng.randrange(17, 200)
        said.append(HEADER.pack(size) + rng.randbytes(size))
    elif choice == 6:  # the last frame again
        said.append(said[-1])
    elif choice == 7:  # a move that is no action
        bad = rng.choice([-1, 2**36, rng.randrange(2**40)])
        said.append(seal(channel, {"kind": "Move", "generation": 1, "action": bad}))
    elif choice == 8:  # a flood: the host cuts it at the limit, so only those are counted
        said += [seal(channel, {"kind": "Back"}) for _ in range(MESSAGES_PER_SECOND + 1)]
        said = said[: MESSAGES_PER_SECOND + 1]
    return said


def stranger(rng: random.Random) -> str:
    """A loopback address of the 127.0.0.0/8 network, other than the honest player's."""
    return f"127.0.{rng.randrange(256)}.{rng.randrange(2, 255)}"


def seal(channel: Channel, data: Any) -> bytes:
    return channel.seal_body(json.dumps(data).encode())


def open_sockets(host: Host) -> int:
    return sum(
        1
        for s in host.server.findChildren(QTcpSocket)
        if s.state() != s.SocketState.UnconnectedState
    )


def resident_mb() -> float:
    try:
        pages = int(Path("/proc/self/statm").read_text().split()[1])
        return pages * resource.getpagesize() / 2**20
    except OSError:
        return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024


def run(
    messages: int,
    seed: int,
    hands: int = 0,
    seconds: float = 3600,
    handshakes: int | None = None,
    relay: Servers | None = None,
) -> Report:
    """``messages`` hostile sealed messages and ``handshakes`` hostile handshakes (as many as
    a tenth of the messages by default), and on until the honest player has finished
    ``hands`` hands, or ``seconds`` have passed. ``relay``: everyone comes in through an
    invitation across those servers (the honest player by one, every hostile peer by another,
    as one hostile friend would), not from loopback addresses of their own."""
    app = QCoreApplication.instance() or QCoreApplication(sys.argv)
    handshakes = messages // 10 if handshakes is None else handshakes
    report = Report()
    previous_hook = sys.excepthook

    def counted(kind: type[BaseException], error: BaseException, trace: Any) -> None:
        report.exceptions += 1
        previous_hook(kind, error, trace)

    sys.excepthook = counted
    rng = random.Random(seed)
    setup = TableSetup.against_computers(3, level="random", seed=seed, autoplay=True)
    setup = dataclasses.replace(setup, remote=(1, 2))
    worker = GameWorker(setup)
    controller = worker.controller
    host = Host(controller, setup, new_code())
    assert host.listen(0, QHostAddress(QHostAddress.SpecialAddress.LocalHost))
    host.start()  # the game is on: people sit down in the middle of it
    answer = host.door.may_try

    def counting(address: str) -> bool:
        allowed = answer(address)
        if report.messages >= messages:  # the handshakes' phase
            report.codes_tried += allowed
        return allowed

    host.door.may_try = counting  # type: ignore[method-assign]  # counted, not changed
    weigh = host.door.may_wait

    def weighed(waiting_from_address: int, waiting_in_all: int) -> bool:
        if report.messages >= messages:
            report.reached_host += 1
        return weigh(waiting_from_address, waiting_in_all)

    host.door.may_wait = weighed  # type: ignore[method-assign]  # counted, not changed
    # This machine's table shows every batch at once.
    shown = ShownAtOnce()
    controller.events_ready.connect(shown.show)
    shown.done.connect(controller.ready)
    shown.deal.connect(controller.next_hand)
    controller.failed.connect(lambda *_: setattr(report, "failed", report.failed + 1))

    honest = Guest("Honest", host.code)
    table: dict[str, Any] = {"model": None}

    def welcomed(welcome: Any) -> None:
        table["model"] = TableModel(setup.rules, welcome.seat)

    def events(generation: int, seen: list[Any], view: Any) -> None:
        model = table["model"]
        if model is None:
            return
        model.fold(seen)
        report.honest_differences += len(model.differences(view))
        if any(isinstance(e, HandOver) for e in seen):
            report.honest_hands += 1

    def laid(generation: int, view: Any) -> None:
        table["model"] = TableModel.from_view(view)

    honest.welcomed.connect(welcomed)
    honest.events_ready.connect(events)
    honest.table.connect(laid)
    honest.prompt.connect(lambda g, view: honest.move(g, view.legal_actions()[0]))
    doors = [("127.0.0.1", host.port)] * 2  # the honest player's way in, the hostile peers'
    kept: list[Any] = []  # the invitations, open until the end
    if relay is not None:
        doors = through_invitations(app, relay, host, kept)
    honest.join(*doors[0])
    hostile = doors[1]
    started = time.monotonic()
    while honest.seat is None and time.monotonic() - started < 10:
        idle(app)
    worker.start()  # dealt in from the first hand (across a relay, sitting down takes a while)
    report.sockets_before, report.memory_before_mb = open_sockets(host), resident_mb()

    openings = wrong_openings(16)
    token = ""
    started = time.monotonic()

    def wait(until: Any, seconds: float) -> None:
        deadline = time.monotonic() + seconds
        while not until() and time.monotonic() < deadline:
            idle(app)

    # The sealed messages first, one keyed peer at a time (each takes the other seat back with
    # the token the first was given), then the handshakes, a few at a time.
    while report.messages < messages and time.monotonic() - started < seconds:
        peer = Guest("Mallory", host.code, token)
        if relay is None:
            peer.socket.bind(QHostAddress(stranger(rng)))
        peer.join(*hostile)
        wait(lambda peer=peer: peer.seat is not None or peer.link.closed, 5)
        if peer.seat is not None:
            token = peer.token
            report.keyed += 1
            for data in hostile_sealed(rng, peer.link.channel, host.code):
                peer.socket.write(data)
                report.messages += 1
            wait(lambda peer=peer: peer.link.closed, 0.05)
        report.cut_off += peer.link.closed
        peer.socket.abort()
        shiboken6.delete(peer)  # now: ours, and nothing of it is running
        app.processEvents(QEventLoop.ProcessEventsFlag.AllEvents, 5)
    phase = time.monotonic()
    live: list[QTcpSocket] = []
    while report.handshakes < handshakes and time.monotonic() - started < seconds:
        socket = QTcpSocket()
        if relay is None:
            socket.bind(QHostAddress(stranger(rng)))
        socket.connectToHost(*hostile)
        for data in hostile_handshake(rng, openings):
            socket.write(data)  # sent once connected: nothing here blocks the host
        report.handshakes += 1
        live.append(socket)
        if report.handshakes % 2000 == 0:
            report.memory_by_2000.append(round(resident_mb(), 1))
        app.processEvents(QEventLoop.ProcessEventsFlag.AllEvents, 5)
        # As the app's event loop does each time round: this loop is no exec(), and Qt keeps
        # what was deleted later for it.
        app.sendPostedEvents(None, QEvent.Type.DeferredDelete)
        while len(live) >= LIVE:
            old = live.pop(0)
            report.cut_off += old.state() == QTcpSocket.SocketState.UnconnectedState
            old.abort()
            shiboken6.delete(old)
    wait(lambda: report.honest_hands >= hands, max(0.0, seconds - (time.monotonic() - started)))
    report.handshake_seconds = round(time.monotonic() - phase, 1)
    report.tries_per_second = round(report.codes_tried / max(report.handshake_seconds, 0.1), 2)
    for old in live:
        old.abort()
    deadline = time.monotonic() + 5
    while time.monotonic() < deadline and report.honest_hands < max(1, hands):
        idle(app)
    settle = time.monotonic() + 7  # the host's goodbyes and deferred deletions run out
    while time.monotonic() < settle:
        idle(app)
    report.sockets_after, report.memory_after_mb = open_sockets(host), resident_mb()
    honest.leave()
    for signal in (honest.events_ready, honest.prompt, honest.table):
        signal.disconnect()
    host.close()
    for invitation in kept:
        invitation.close()
    worker.shutdown(2000)
    sys.excepthook = previous_hook
    return report


def through_invitations(
    app: QCoreApplication, relay: Servers, host: Host, kept: list[Any]
) -> list[tuple[str, int]]:
    """Two invitations to ``host`` taken up across ``relay``: the loopback ports the honest
    player and the hostile peers connect to, each port a way to the table through its
    invitation's wormhole."""
    from bura_desktop.app.anywhere import Invitation, Invited
    from bura_desktop.net.invitations import TableOffer, return_code

    doors: list[tuple[str, int]] = []
    for _ in range(2):
        offer = TableOffer(host.code, "", return_code())
        invitation = Invitation(relay, host.port, offer)
        kept.append(invitation)
        deadline = time.monotonic() + 20
        while not invitation.code and time.monotonic() < deadline:
            idle(app)
        invited = Invited(relay, invitation.code)
        kept.append(invited)
        ports: list[int] = []
        invited.ready.connect(lambda port, _offer, ports=ports: ports.append(port))
        while not ports and time.monotonic() < deadline:
            idle(app)
        if not ports:
            raise SystemExit("fuzz_host.py: an invitation across the relay did not open")
        doors.append(("127.0.0.1", ports[0]))
    return doors


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--messages", type=int, default=100_000)
    parser.add_argument("--handshakes", type=int, default=10_000)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument(
        "--relay",
        action="store_true",
        help="everyone comes through invitations across the real mailbox and relay servers,"
        " started on 127.0.0.1 (every byte through the relay)",
    )
    args = parser.parse_args(argv)
    started = time.monotonic()
    if args.relay:
        from wormhole_servers import WormholeServers

        with tempfile.TemporaryDirectory() as folder:
            servers = WormholeServers(Path(folder))
            try:
                report = run(
                    args.messages,
                    args.seed,
                    handshakes=args.handshakes,
                    relay=servers.servers(relay_only=True),
                )
            finally:
                servers.stop()
    else:
        report = run(args.messages, args.seed, handshakes=args.handshakes)
    print(json.dumps(dataclasses.asdict(report)))
    print(f"{time.monotonic() - started:.0f} s")
    clean = report.exceptions == report.failed == report.honest_differences == 0
    return 0 if clean and report.honest_hands > 0 else 1


if __name__ == "__main__":
    sys.exit(main())
