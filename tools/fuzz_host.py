"""Hostile peers against a hosted table's socket, while an honest player plays on it.

    QT_QPA_PLATFORM=offscreen python tools/fuzz_host.py --messages 100000 --seed 1

A host in this process runs a three-seat game (this machine's seat played by a computer, two
seats open to the network). An honest guest sits at one and plays every turn it is given, folding
what it is sent into its table. Hostile connections, a few at a time, send random bytes, frames
cut short, frames over the limit, JSON nested deep, messages a player may not send, hellos with
wrong codes, huge names or another version, and, once seated at the other seat, moves out of
turn, of other games and for actions that are no action. Printed at the end: the messages sent,
the connections cut off, Python exceptions in the host (must be 0), whether the honest player's
table was its seat's view after every batch and how many hands it finished (the game went on).
"""

from __future__ import annotations

import argparse
import dataclasses
import json
import random
import sys
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from PySide6.QtCore import QCoreApplication, QEventLoop, QObject, Signal
from PySide6.QtNetwork import QHostAddress, QTcpSocket

from bura_desktop.app import GameWorker, TableSetup
from bura_desktop.app.guest import Guest
from bura_desktop.app.host import Host, new_code
from bura_desktop.core.events import HandOver
from bura_desktop.net.messages import HEADER, PLAYER_FRAME_LIMIT, PROTOCOL, Hello
from bura_desktop.net.wire import encode
from bura_desktop.ui.table.model import TableModel


@dataclasses.dataclass
class Report:
    messages: int = 0
    connections: int = 0
    cut_off: int = 0
    exceptions: int = 0
    failed: int = 0  # the game stopped on an error
    honest_hands: int = 0
    honest_differences: int = 0


class ShownAtOnce(QObject):
    """This machine's table, which has shown a batch as soon as it arrives; its player deals
    the next hand as soon as one is over, as a host does."""

    done = Signal()
    deal = Signal()

    def show(self, generation: int, events: list[Any], view: Any) -> None:
        self.done.emit()
        if view.hand_over and not view.session_over:
            self.deal.emit()


def body(data: Any) -> bytes:
    text = json.dumps(data, ensure_ascii=False).encode()
    return HEADER.pack(len(text)) + text


def hostile_frames(rng: random.Random, code: str) -> list[bytes]:
    """A few frames of one kind of hostility."""
    choice = rng.randrange(11)
    if choice == 0:
        return [rng.randbytes(rng.randrange(1, 200))]
    if choice == 1:  # a frame cut short: the header promises more than comes
        whole = body(encode(Hello(PROTOCOL, code, "Eve", "")))
        return [whole[: rng.randrange(1, len(whole))]]
    if choice == 2:
        return [HEADER.pack(rng.randrange(PLAYER_FRAME_LIMIT + 1, 2**32))]
    if choice == 3:
        depth = rng.randrange(20, 2000)
        return [HEADER.pack(2 * depth) + b"[" * depth + b"]" * depth]
    if choice == 4:  # a host's message from a player
        return [body({"kind": "Closed", "reason": "host_quit"})]
    if choice == 5:
        return [body(encode(Hello(PROTOCOL, "WRONG" + str(rng.randrange(9)), "Eve", "")))]
    if choice == 6:
        return [body({"kind": "Hello", "protocol": 1, "code": code, "name": "x" * 10_000})]
    if choice == 7:
        return [body(encode(Hello(PROTOCOL + rng.randrange(1, 5), code, "Eve", "")))]
    if choice == 8:  # seated, then moves out of turn, of other games, that are no action
        moves = [body(encode(Hello(PROTOCOL, code, "Mallory", "")))]
        for _ in range(rng.randrange(1, 30)):
            generation = rng.randrange(-3, 50)
            action = rng.choice([1, 2, 4, 8, 2**36, rng.randrange(2**40), -1])
            moves.append(body({"kind": "Move", "generation": generation, "action": action}))
            if rng.random() < 0.2:  # back from being idle when never idle, or never seated
                moves.append(body({"kind": "Back"}))
        return moves
    if choice == 9:
        return [body({"kind": "Move", "generation": 1, "action": 1})]  # before any hello
    return [body({"kind": rng.choice(["Back", "Bye", "Hello", "Move", "Nope"]), "x": rng.random()})]


def run(messages: int, seed: int, hands: int = 0, seconds: float = 3600) -> Report:
    """``messages`` hostile messages, and on until the honest player has finished ``hands``
    hands, or ``seconds`` have passed."""
    app = QCoreApplication.instance() or QCoreApplication(sys.argv)
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
    honest.join("127.0.0.1", host.port)
    worker.start()
    # Seated before the flood: the wrong codes below come from the same address, which the
    # host then turns away for a while, as it would a stranger guessing codes.
    started = time.monotonic()
    while honest.seat is None and time.monotonic() - started < 10:
        app.processEvents(QEventLoop.ProcessEventsFlag.AllEvents, 20)

    open_sockets: list[QTcpSocket] = []
    started = time.monotonic()
    while report.messages < messages or report.honest_hands < hands:
        if report.messages < messages:
            socket = QTcpSocket()
            socket.connectToHost("127.0.0.1", host.port)
            report.connections += 1
            open_sockets.append(socket)
            # Written at once, sent once connected: nothing here blocks the host's event loop.
            for data in hostile_frames(rng, host.code):
                socket.write(data)
                report.messages += 1
        app.processEvents(QEventLoop.ProcessEventsFlag.AllEvents, 5)
        while len(open_sockets) > 8:
            old = open_sockets.pop(0)
            if old.state() == QTcpSocket.SocketState.UnconnectedState:
                report.cut_off += 1
            old.abort()
            old.deleteLater()
        if time.monotonic() - started > seconds:
            break
    deadline = time.monotonic() + 5
    while time.monotonic() < deadline and report.honest_hands < max(1, hands):
        app.processEvents(QEventLoop.ProcessEventsFlag.AllEvents, 20)
    honest.leave()
    for signal in (honest.events_ready, honest.prompt, honest.table):
        signal.disconnect()
    host.close()
    worker.shutdown(2000)
    sys.excepthook = previous_hook
    return report


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--messages", type=int, default=100_000)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args(argv)
    started = time.monotonic()
    report = run(args.messages, args.seed)
    print(json.dumps(dataclasses.asdict(report)))
    print(f"{time.monotonic() - started:.0f} s")
    clean = report.exceptions == report.failed == report.honest_differences == 0
    return 0 if clean and report.honest_hands > 0 else 1


if __name__ == "__main__":
    sys.exit(main())
