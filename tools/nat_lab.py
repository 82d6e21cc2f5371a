"""Play across NATs in a lab of network namespaces: two homes, each behind a router that
masquerades, and a "public" network with the real magic-wormhole mailbox and relay servers.

    sudo python tools/nat_lab.py --moves 200

Needs root, `ip`, `iptables` and `tcpdump`; makes its namespaces (bura-*) and removes them
again, and uses no address outside them. Two games are played, each by a host and two guests
who take up its invitations, the guests in home 2:

- direct: the host on the public network (reachable, as a host with a forwarded port or a
  public address is); the guests connect to it directly, behind their NAT;
- relayed: the host in home 1, behind its own NAT; magic-wormhole does no NAT traversal, so
  every byte goes through the relay;
- relayed again, and halfway through the guests' home gets another public address (a laptop
  that moves to another network): every connection from it dies and must be made anew.

For each: how the connections went (magic-wormhole's own description), and the delay from one
guest's move to the other guest's table (median and 95th percentile, ms; the guests think
30 ms before each move). A capture of the public network is then searched for anything of the
game in clear: the table's code, the players' names, the invitation codes' words, the
messages' field names.
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
PUBLIC_IP = "10.99.0.1"
HOMES = {1: ("10.99.0.11", "192.168.1"), 2: ("10.99.0.12", "192.168.2")}
NAMES = ("Annushka", "Borislav")  # long enough that ciphertext never spells them by chance
HOST_NAME = "Olgavanna"
THINK_MS = 30


def sh(*command: str) -> None:
    subprocess.run(command, check=True, capture_output=True)


def in_ns(ns: str, *command: str) -> list[str]:
    return ["ip", "netns", "exec", ns, *command]


# ---------------------------------------------------------------- the lab


def build() -> None:
    """The namespaces: bura-pub (a bridge, the servers), and per home a router (bura-rN) that
    masquerades and a machine (bura-hN) behind it."""
    teardown()
    for ns in ("bura-pub", "bura-r1", "bura-r2", "bura-h1", "bura-h2"):
        sh("ip", "netns", "add", ns)
        sh(*in_ns(ns, "ip", "link", "set", "lo", "up"))
    sh(*in_ns("bura-pub", "ip", "link", "add", "br0", "type", "bridge"))
    sh(*in_ns("bura-pub", "ip", "addr", "add", f"{PUBLIC_IP}/24", "dev", "br0"))
    sh(*in_ns("bura-pub", "ip", "link", "set", "br0", "up"))
    for home, (outside, inside) in HOMES.items():
        router, machine = f"bura-r{home}", f"bura-h{home}"
        sh("ip", "link", "add", f"r{home}p", "type", "veth", "peer", "name", f"p{home}r")
        sh("ip", "link", "set", f"r{home}p", "netns", router)
        sh("ip", "link", "set", f"p{home}r", "netns", "bura-pub")
        sh(*in_ns("bura-pub", "ip", "link", "set", f"p{home}r", "master", "br0"))
        sh(*in_ns("bura-pub", "ip", "link", "set", f"p{home}r", "up"))
        sh(*in_ns(router, "ip", "addr", "add", f"{outside}/24", "dev", f"r{home}p"))
        sh(*in_ns(router, "ip", "link", "set", f"r{home}p", "up"))
        sh("ip", "link", "add", f"r{home}h", "type", "veth", "peer", "name", f"h{home}r")
        sh("ip", "link", "set", f"r{home}h", "netns", router)
        sh("ip", "link", "set", f"h{home}r", "netns", machine)
        sh(*in_ns(router, "ip", "addr", "add", f"{inside}.1/24", "dev", f"r{home}h"))
        sh(*in_ns(router, "ip", "link", "set", f"r{home}h", "up"))
        sh(*in_ns(machine, "ip", "addr", "add", f"{inside}.2/24", "dev", f"h{home}r"))
        sh(*in_ns(machine, "ip", "link", "set", f"h{home}r", "up"))
        sh(*in_ns(machine, "ip", "route", "add", "default", "via", f"{inside}.1"))
        sh(*in_ns(router, "sysctl", "-q", "-w", "net.ipv4.ip_forward=1"))
        masquerade = ["iptables", "-t", "nat", "-A", "POSTROUTING", "-o", f"r{home}p"]
        sh(*in_ns(router, *masquerade, "-j", "MASQUERADE"))
        # Nothing from outside reaches a home unless it answers a connection made from it.
        sh(
            *in_ns(
                router,
                "iptables",
                "-A",
                "FORWARD",
                "-i",
                f"r{home}p",
                "-m",
                "conntrack",
                "--ctstate",
                "ESTABLISHED,RELATED",
                "-j",
                "ACCEPT",
            )
        )
        sh(*in_ns(router, "iptables", "-A", "FORWARD", "-i", f"r{home}p", "-j", "DROP"))


def teardown() -> None:
    for ns in ("bura-pub", "bura-r1", "bura-r2", "bura-h1", "bura-h2"):
        subprocess.run(["ip", "netns", "del", ns], capture_output=True)


def python(ns: str, *arguments: str) -> list[str]:
    return in_ns(ns, sys.executable, str(Path(__file__).resolve()), *arguments)


def environment() -> dict[str, str]:
    return dict(os.environ, QT_QPA_PLATFORM="offscreen", PYTHONPATH=str(ROOT))


# ---------------------------------------------------------------- one game


def move_home(home: int, address: str) -> None:
    """Home ``home`` gets another public address, as a laptop does that moves to another
    network: the router's masquerade forgets its connections, which are dead from then on."""
    router, device = f"bura-r{home}", f"r{home}p"
    sh(*in_ns(router, "ip", "addr", "flush", "dev", device))
    sh(*in_ns(router, "ip", "addr", "add", f"{address}/24", "dev", device))


def play(host_ns: str, moves: int, folder: Path, move: bool = False) -> dict[str, Any]:
    """A game with the host in ``host_ns``, the guests in home 2; ``move``: halfway through,
    home 2 moves to another public address."""
    servers = ["--mailbox", f"ws://{PUBLIC_IP}:4000/v1", "--relay", f"tcp:{PUBLIC_IP}:4001"]
    host = subprocess.Popen(
        python(host_ns, "--role", "host", *servers),
        stdout=subprocess.PIPE,
        stdin=subprocess.PIPE,
        text=True,
        env=environment(),
    )
    try:
        assert host.stdout is not None
        told = json.loads(host.stdout.readline())
        command = python("bura-h2", "--role", "guests", *servers, "--moves", str(moves))
        said = folder / "guests.log"
        guests = subprocess.Popen(
            [*command, "--codes", *told["codes"]],
            stdout=subprocess.PIPE,
            stderr=said.open("w"),
            text=True,
            env=environment(),
        )
        assert guests.stdout is not None
        lines = []
        for line in guests.stdout:
            lines.append(line)
            if line.strip() == "halfway" and move:
                move_home(2, "10.99.0.22")
        if guests.wait(600) != 0:
            raise SystemExit(f"the guests failed:\n{said.read_text()[-3000:]}")
        result: dict[str, Any] = json.loads(lines[-1])
        result["secrets"] = [told["table_code"], *told["codes"]]
        return result
    finally:
        host.kill()
        host.wait()


def search_capture(capture: Path, secrets: list[str]) -> dict[str, Any]:
    """What of the game the public network carried in clear (nothing, if all is well)."""
    data = capture.read_bytes()
    markers = [*NAMES, HOST_NAME, '"SeatView"', '"Welcome"', '"hand"', '"Hello"']
    for secret in secrets:
        if "-" in secret:  # an invitation: its number goes to the mailbox; its words never
            markers += secret.split("-")[1:]
        else:
            markers.append(secret)
    found = sorted({m for m in markers if m.encode() in data})
    # What the mailbox protocol does carry in clear (ws://, as the public server's): its own
    # messages to the clients (a client's to it are masked, RFC 6455), such as its welcome.
    # Found, they show that the search sees plain text where there is some.
    return {
        "capture_bytes": len(data),
        "in_clear": found,
        "mailbox_welcome_in_clear": b'"welcome"' in data,
    }


def orchestrate(moves: int) -> int:
    for tool in ("ip", "iptables", "tcpdump"):
        if shutil.which(tool) is None:
            print(f"nat_lab.py needs {tool}.", file=sys.stderr)
            return 2
    if os.geteuid() != 0:
        print("nat_lab.py makes network namespaces: run it as root.", file=sys.stderr)
        return 2
    folder = Path(tempfile.mkdtemp(prefix="bura-lab-"))
    build()
    servers: list[subprocess.Popen[bytes]] = []
    try:
        twist = [sys.executable, "-m", "twisted"]
        servers.append(
            subprocess.Popen(
                in_ns(
                    "bura-pub",
                    *twist,
                    "wormhole-mailbox",
                    f"--port=tcp:4000:interface={PUBLIC_IP}",
                    f"--channel-db={folder / 'channels.sqlite'}",
                ),
                cwd=folder,
                stdout=subprocess.DEVNULL,
                stderr=subprocess.DEVNULL,
            )
        )
        servers.append(
            subprocess.Popen(
                in_ns("bura-pub", *twist, "transitrelay", f"--port=tcp:4001:interface={PUBLIC_IP}"),
                cwd=folder,
                stdout=subprocess.DEVNULL,
                stderr=subprocess.DEVNULL,
            )
        )
        capture = folder / "public.pcap"
        servers.append(
            subprocess.Popen(
                in_ns("bura-pub", "tcpdump", "-i", "br0", "-U", "-s", "0", "-w", str(capture)),
                stdout=subprocess.DEVNULL,
                stderr=subprocess.DEVNULL,
            )
        )
        time.sleep(3)
        report: dict[str, Any] = {}
        secrets: list[str] = []
        games = (("direct", "bura-pub", False), ("relayed", "bura-h1", False))
        for name, host_ns, move in (*games, ("relayed, home 2 moved halfway", "bura-h1", True)):
            result = play(host_ns, moves, folder, move)
            secrets += result.pop("secrets")
            report[name] = result
        time.sleep(1)
        servers[-1].terminate()
        servers[-1].wait(5)
        report["capture"] = search_capture(capture, secrets)
        print(json.dumps(report, indent=1))
        return 0 if not report["capture"]["in_clear"] else 1
    finally:
        for process in servers:
            process.kill()
            process.wait()
        teardown()
        shutil.rmtree(folder, ignore_errors=True)


# ---------------------------------------------------------------- the players


def run_host(servers: Any) -> int:
    """A host with two seats open and an invitation for each: their codes on stdout, then on
    until killed."""
    import dataclasses

    from PySide6.QtCore import QCoreApplication, QObject, Signal
    from PySide6.QtNetwork import QHostAddress

    from bura_desktop.app import GameWorker, TableSetup
    from bura_desktop.app.anywhere import Invitation
    from bura_desktop.app.host import Host, new_code
    from bura_desktop.core import Rules
    from bura_desktop.net.invitations import TableOffer, return_code

    class Table(QObject):  # the host's own table: shows each batch at once, deals at once
        ready = Signal()
        deal = Signal()

        def shown(self, generation: int, events: list[Any], view: Any) -> None:
            self.ready.emit()
            if view.hand_over and not view.session_over:
                self.deal.emit()

    app = QCoreApplication(sys.argv)
    rules = Rules.preset("classic", players=3, stop_when_broke=False)
    setup = TableSetup.against_computers(3, "random", 7, autoplay=True, rules=rules)
    setup = dataclasses.replace(setup, remote=(1, 2))
    worker = GameWorker(setup)
    controller = worker.controller
    table = Table()
    controller.events_ready.connect(table.shown)
    table.ready.connect(controller.ready)
    table.deal.connect(controller.next_hand)
    host = Host(controller, setup, new_code(), HOST_NAME)
    assert host.listen(0, QHostAddress(QHostAddress.SpecialAddress.LocalHost))
    invitations = [
        Invitation(servers, host.port, TableOffer(host.code, HOST_NAME, return_code()))
        for _ in NAMES
    ]
    codes: list[str] = []

    def coded(code: str) -> None:
        codes.append(code)
        if len(codes) == len(invitations):
            print(json.dumps({"codes": codes, "table_code": host.code}), flush=True)

    def seated(seat: int, name: str) -> None:
        if len(host.seat_infos()) and sum(i.level == "remote" for i in host.seat_infos()) == 2:
            controller.setup = host.start()
            worker.start()

    for invitation in invitations:
        invitation.coded.connect(coded)
    host.sat_down.connect(seated)
    return app.exec()


def run_guests(servers: Any, codes: list[str], moves: int) -> int:
    """Two guests take up the invitations, play the first legal action of every turn after a
    moment's thought, and measure how long each move takes to reach the other."""
    from PySide6.QtCore import QCoreApplication, QEventLoop, QTimer

    from bura_desktop.app.anywhere import Invited
    from bura_desktop.app.guest import Guest
    from bura_desktop.core.projection import SeenCardsPlayed

    app = QCoreApplication(sys.argv)
    sent: dict[int, float] = {}
    delays: list[float] = []
    rejoined: list[str] = []  # guests who had to dial the table again
    routes: set[str] = set()
    guests: list[Guest] = []
    started = time.monotonic()
    connected: list[float] = []

    def sit(invited: Invited, name: str, port: int, offer: Any) -> None:
        guest = Guest(name, offer.code)
        guest.welcomed.connect(lambda _w: connected.append(time.monotonic() - started))
        guest.rejoined.connect(lambda: rejoined.append(name))
        guest.prompt.connect(
            lambda g, view: QTimer.singleShot(THINK_MS, lambda: move(guest, g, view))
        )
        guest.events_ready.connect(lambda g, events, view: seen(guest, events))
        guest.join("127.0.0.1", port)
        guests.append(guest)

    def move(guest: Guest, generation: int, view: Any) -> None:
        assert guest.seat is not None
        sent[guest.seat] = time.perf_counter()
        guest.move(generation, view.legal_actions()[0])

    def seen(guest: Guest, events: list[Any]) -> None:
        now = time.perf_counter()
        for event in events:
            other = getattr(event, "seat", None)
            if isinstance(event, SeenCardsPlayed) and other != guest.seat and other in sent:
                delays.append((now - sent.pop(other)) * 1000)
                if len(delays) == moves // 2:
                    print("halfway", flush=True)  # the lab may move this home now

    kept = []
    for code, name in zip(codes, NAMES, strict=True):
        invited = Invited(servers, code)
        invited.ready.connect(lambda port, offer, i=invited, n=name: sit(i, n, port, offer))
        invited.route.connect(routes.add)
        invited.failed.connect(lambda why: print(f"failed: {why}", file=sys.stderr))
        kept.append(invited)
    deadline = time.monotonic() + 300
    while len(delays) < moves and time.monotonic() < deadline:
        app.processEvents(QEventLoop.ProcessEventsFlag.AllEvents, 10)
    cut = sorted(delays)
    if not cut:
        print("no move was measured", file=sys.stderr)
        return 1
    print(
        json.dumps(
            {
                "moves": len(cut),
                "p50_ms": round(statistics.median(cut), 1),
                "p95_ms": round(cut[int(0.95 * (len(cut) - 1))], 1),
                "longest_ms": round(cut[-1], 1),
                "rejoined": rejoined,
                "seated_after_s": [round(t, 2) for t in sorted(connected)],
                "routes": sorted(routes),
            }
        ),
        flush=True,
    )
    for invited in kept:
        invited.close()
    return 0


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--moves", type=int, default=200)
    parser.add_argument("--role", choices=("lab", "host", "guests"), default="lab")
    parser.add_argument("--mailbox")
    parser.add_argument("--relay")
    parser.add_argument("--codes", nargs="*", default=[])
    options = parser.parse_args(argv)
    if options.role == "lab":
        return orchestrate(options.moves)
    from bura_desktop.net.invitations import Servers

    servers = Servers(options.mailbox, options.relay)
    if options.role == "host":
        return run_host(servers)
    return run_guests(servers, options.codes, options.moves)


if __name__ == "__main__":
    sys.exit(main())
