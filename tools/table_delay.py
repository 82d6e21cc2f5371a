"""How long a move takes to reach the other people at a hosted table, over loopback.

    QT_QPA_PLATFORM=offscreen python tools/table_delay.py --moves 400
    python tools/table_delay.py --compare OLD_CHECKOUT --rounds 4 --moves 200

A host in this process runs a three-seat game (its own seat played by a random computer), two
guests sit at the other seats and play the first legal action of every turn. The delay of a
move is from the moment one guest sends it to the moment the other guest has the batch that
shows it. Printed: the moves measured and the delay's median and 95th percentile in ms.
``--compare`` runs this script against another checkout of the game too (its own API must be
the same), in turns, one process at a time, so that both are measured on the same machine in
the same minutes: this machine's speed drifts.
"""

from __future__ import annotations

import argparse
import dataclasses
import json
import os
import statistics
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
THINK_MS = 30


def measure(moves: int, seed: int) -> dict[str, Any]:
    from PySide6.QtCore import QObject, Signal

    class Table(QObject):
        ready = Signal()
        deal = Signal()

        def shown(self, generation: int, events: list[Any], view: Any) -> None:
            self.ready.emit()
            if view.hand_over and not view.session_over:
                self.deal.emit()

    from PySide6.QtCore import QCoreApplication, QEventLoop, QTimer
    from PySide6.QtNetwork import QHostAddress

    from bura_desktop.app import GameWorker, TableSetup
    from bura_desktop.app.guest import Guest
    from bura_desktop.app.host import Host, new_code
    from bura_desktop.core import Rules
    from bura_desktop.core.projection import SeenCardsPlayed

    app = QCoreApplication.instance() or QCoreApplication(sys.argv)
    # Nobody goes broke: the game goes on for as many moves as are measured.
    rules = Rules.preset("classic", players=3, stop_when_broke=False)
    setup = TableSetup.against_computers(3, "random", seed, autoplay=True, rules=rules)
    setup = dataclasses.replace(setup, remote=(1, 2))
    worker = GameWorker(setup)
    controller = worker.controller
    # The host's own table, in this (the window's) thread: it has shown each batch at once and
    # deals the next hand at once; its requests reach the controller queued, as a window's do.
    table = Table()
    controller.events_ready.connect(table.shown)
    table.ready.connect(controller.ready)
    table.deal.connect(controller.next_hand)
    host = Host(controller, setup, new_code())
    assert host.listen(0, QHostAddress(QHostAddress.SpecialAddress.LocalHost))
    sent: dict[int, float] = {}  # seat: when its last move was sent
    delays: list[float] = []
    guests = [Guest(name, host.code) for name in ("Ann", "Bob")]

    def play(guest: Guest, generation: int, view: Any) -> None:
        # After a moment's thought: a player who moves faster than a person could is cut off.
        QTimer.singleShot(THINK_MS, lambda: move(guest, generation, view))

    def move(guest: Guest, generation: int, view: Any) -> None:
        assert guest.seat is not None
        sent[guest.seat] = time.perf_counter()
        guest.move(generation, view.legal_actions()[0])

    def seen(guest: Guest, generation: int, events: list[Any], view: Any) -> None:
        now = time.perf_counter()
        for event in events:
            other = getattr(event, "seat", None)
            if isinstance(event, SeenCardsPlayed) and other != guest.seat and other in sent:
                delays.append((now - sent.pop(other)) * 1000)

    for guest in guests:
        guest.prompt.connect(lambda g, view, guest=guest: play(guest, g, view))
        guest.events_ready.connect(lambda g, e, view, guest=guest: seen(guest, g, e, view))
        guest.join("127.0.0.1", host.port)
    deadline = time.monotonic() + 10
    while any(g.seat is None for g in guests) and time.monotonic() < deadline:
        app.processEvents(QEventLoop.ProcessEventsFlag.AllEvents, 10)
    controller.setup = host.start()
    worker.start()
    deadline = time.monotonic() + 300
    while len(delays) < moves and time.monotonic() < deadline:
        app.processEvents(QEventLoop.ProcessEventsFlag.AllEvents, 10)
    host.close()
    worker.shutdown(2000)
    cut = sorted(delays)
    return {
        "moves": len(cut),
        "p50_ms": round(statistics.median(cut), 2),
        "p95_ms": round(cut[int(0.95 * (len(cut) - 1))], 2),
    }


def in_checkout(source: Path, moves: int, seed: int) -> dict[str, Any]:
    """This script's measurement with the game of ``source``, in a process of its own."""
    env = dict(os.environ, PYTHONPATH=str(source), QT_QPA_PLATFORM="offscreen")
    command = [sys.executable, __file__, "--moves", str(moves), "--seed", str(seed), "--json"]
    done = subprocess.run(command, env=env, capture_output=True, text=True, check=True)
    result: dict[str, Any] = json.loads(done.stdout.strip().splitlines()[-1])
    return result


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--moves", type=int, default=400)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--compare", type=Path, help="another checkout of the game")
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--json", action="store_true", help="one line of JSON")
    args = parser.parse_args(argv)
    if args.compare is None:
        if str(ROOT) not in sys.path and not os.environ.get("PYTHONPATH"):
            sys.path.insert(0, str(ROOT))
        result = measure(args.moves, args.seed)
        print(json.dumps(result) if args.json else result)
        return 0
    for round_ in range(args.rounds):
        for name, source in (("this", ROOT), ("other", args.compare.resolve())):
            print(round_, name, in_checkout(source, args.moves, args.seed + round_), flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
