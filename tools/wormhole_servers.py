"""The real magic-wormhole mailbox (rendezvous) server and transit relay, the software the
public ones run, started on 127.0.0.1: for the tests that play across them and for
tools/fuzz_host.py --relay."""

from __future__ import annotations

import socket
import subprocess
import sys
import time
from pathlib import Path

from bura_desktop.net.invitations import Servers


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


def _listening(port: int) -> bool:
    with socket.socket() as probe:
        return probe.connect_ex(("127.0.0.1", port)) == 0


class WormholeServers:
    """Both servers in processes of their own; ``servers`` to reach them, the relay alone
    (``relay_only``) or direct where possible."""

    def __init__(self, folder: Path) -> None:
        self.mailbox_port, self.transit_port = free_port(), free_port()
        self.folder = folder
        self.processes = [self._mailbox(), self._transit()]
        self._wait()

    def _twist(self, *arguments: str) -> subprocess.Popen[bytes]:
        return subprocess.Popen(
            [sys.executable, "-m", "twisted", *arguments],
            cwd=self.folder,
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
        )

    def _mailbox(self) -> subprocess.Popen[bytes]:
        return self._twist(
            "wormhole-mailbox",
            f"--port=tcp:{self.mailbox_port}:interface=127.0.0.1",
            f"--channel-db={self.folder / 'channels.sqlite'}",
        )

    def _transit(self) -> subprocess.Popen[bytes]:
        return self._twist("transitrelay", f"--port=tcp:{self.transit_port}:interface=127.0.0.1")

    def _wait(self) -> None:
        deadline = time.monotonic() + 30
        while not (_listening(self.mailbox_port) and _listening(self.transit_port)):
            if time.monotonic() > deadline or any(p.poll() is not None for p in self.processes):
                self.stop()
                raise RuntimeError("the wormhole servers did not start")
            time.sleep(0.05)

    def restart_relay(self, down_s: float) -> None:
        """The transit relay goes away (every connection through it with it) for ``down_s``
        seconds, and comes back on the same port."""
        relay = self.processes[1]
        relay.kill()
        relay.wait(5)
        time.sleep(down_s)
        self.processes[1] = self._transit()
        self._wait()

    def servers(self, relay_only: bool = False) -> Servers:
        return Servers(
            f"ws://127.0.0.1:{self.mailbox_port}/v1",
            f"tcp:127.0.0.1:{self.transit_port}",
            relay_only,
        )

    def stop(self) -> None:
        for process in self.processes:
            process.terminate()
        for process in self.processes:
            try:
                process.wait(5)
            except subprocess.TimeoutExpired:
                process.kill()
