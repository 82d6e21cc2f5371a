"""Tables on this network: a host announces its open table, Join a table… lists them.

DNS-SD over multicast DNS, with python-zeroconf: the standard way a computer says "a service of
this kind is here" on a home or office network without a server (printers and music players
do it; avahi-browse and dns-sd list it too), in pure Python with no system service to install.
The announcement names the host, the table's address and port and how many seats are open,
never its code: knowing a table is there lets nobody sit down.

Zeroconf blocks (a name is probed for over a second before it is announced) and calls back in
threads of its own, so every call here runs in a thread of its own, and what is found reaches
the window as a Qt signal. Whatever the network says is checked and bounded before it is shown.
"""

from __future__ import annotations

import logging
import re
import socket
import threading
from collections.abc import Callable, Mapping
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Signal
from PySide6.QtNetwork import QAbstractSocket, QHostAddress, QNetworkInterface

from bura_desktop.core.names import valid_name
from bura_desktop.net.messages import PROTOCOL

if TYPE_CHECKING:  # imported where used: the window starts without zeroconf (60 ms)
    from zeroconf import ServiceBrowser, ServiceInfo, ServiceStateChange, Zeroconf

log = logging.getLogger(__name__)

SERVICE = "_bura._tcp.local."
# How long the answer to "where is this table?" may take, in a finder's own thread.
INFO_WAIT_MS = 2000
MOST_FOUND = 50  # tables listed at once: a flood of announcements fills no more
TTL_S = 120  # how long what a table announced stands without being said again


@dataclass(frozen=True)
class FoundTable:
    """A table announced on the network, as far as it could be read."""

    key: str  # the announcement's own name, unique on the network
    host: str  # the name its host gave
    address: str
    port: int
    protocol: int
    players: int
    open_seats: int
    started: bool


def addresses() -> list[str]:
    """This computer's IPv4 addresses on its networks, for the players to type."""
    found = []
    for address in QNetworkInterface.allAddresses():
        if address.protocol() != QAbstractSocket.NetworkLayerProtocol.IPv4Protocol:
            continue
        if address.isLoopback() or address == QHostAddress(QHostAddress.SpecialAddress.Any):
            continue
        found.append(address.toString())
    return found


def _text(properties: Mapping[bytes, bytes | None], key: str, limit: int = 64) -> str | None:
    value = properties.get(key.encode())
    if value is None or len(value) > limit:
        return None
    try:
        return value.decode("utf-8")
    except UnicodeDecodeError:
        return None


def _number(properties: Mapping[bytes, bytes | None], key: str, low: int, high: int) -> int | None:
    text = _text(properties, key, 6)
    if text is None or not text.isdigit():
        return None
    value = int(text)
    return value if low <= value <= high else None


def read_table(
    key: str, address: str, port: int, properties: Mapping[bytes, bytes | None]
) -> FoundTable | None:
    """An announcement as a table, or None when any part of it is not one of ours."""
    host = _text(properties, "host")
    protocol = _number(properties, "protocol", 0, 999)
    players = _number(properties, "players", 2, 6)
    open_seats = _number(properties, "open", 0, 5)
    started = _text(properties, "started", 1)
    if not valid_name(host) or None in (protocol, players, open_seats) or started is None:
        return None
    if not (1024 <= port <= 65535) or len(key) > 255:
        return None
    assert protocol is not None and players is not None and open_seats is not None
    return FoundTable(
        key, host.strip(), address, port, protocol, players, open_seats, started == "1"
    )


def _properties(host: str, players: int, open_seats: int, started: bool) -> dict[str, str]:
    return {
        "host": host,
        "protocol": str(PROTOCOL),
        "players": str(players),
        "open": str(open_seats),
        "started": "1" if started else "0",
    }


class Announcement:
    """This computer's open table, announced on its networks until ``withdraw``."""

    def __init__(
        self, host: str, port: int, players: int, open_seats: int, started: bool = False
    ) -> None:
        self._host, self._port, self._players = host, port, players
        # The name its addresses go by: this computer's, as DNS allows it.
        label = re.sub(r"[^A-Za-z0-9-]", "-", socket.gethostname())[:40].strip("-") or "host"
        self._server = f"bura-{label}.local."
        self._jobs = ThreadPoolExecutor(max_workers=1, thread_name_prefix="announcement")
        self._zeroconf: Zeroconf | None = None
        self._info: ServiceInfo | None = None
        self._withdrawn = False
        self._jobs.submit(self._guarded(lambda: self._register(open_seats, started)))

    def _guarded(self, job: Callable[[], None]) -> Callable[[], None]:
        def run() -> None:
            try:
                job()
            except Exception:  # a network without multicast: players type the address
                log.warning("The table could not be announced on the network", exc_info=True)

        return run

    def _service(self, open_seats: int, started: bool) -> ServiceInfo:
        from zeroconf import ServiceInfo

        return ServiceInfo(
            SERVICE,
            f"{self._host}'s table.{SERVICE}",
            addresses=[socket.inet_aton(a) for a in addresses()],
            port=self._port,
            properties=_properties(self._host, self._players, open_seats, started),
            server=self._server,
            # A table whose host was switched off goes from the lists within two minutes
            # (zeroconf's default keeps such a record for 75).
            host_ttl=TTL_S,
            other_ttl=TTL_S,
        )

    def _register(self, open_seats: int, started: bool) -> None:
        from zeroconf import Zeroconf

        zeroconf = self._zeroconf = Zeroconf()
        info = self._info = self._service(open_seats, started)
        zeroconf.register_service(info, allow_name_change=True)

    def update(self, open_seats: int, started: bool) -> None:
        """How many seats are still open, and whether the game is on."""

        def job() -> None:
            if self._zeroconf is not None and self._info is not None:
                name = self._info.name  # as registered: it may have had to change
                info = self._info = self._service(open_seats, started)
                info.name = name
                self._zeroconf.update_service(info)

        if not self._withdrawn:
            self._jobs.submit(self._guarded(job))

    def withdraw(self) -> None:
        """The table is closed: say goodbye on the network (in the background)."""
        if self._withdrawn:
            return
        self._withdrawn = True

        def job() -> None:
            if self._zeroconf is not None:
                if self._info is not None:
                    self._zeroconf.unregister_service(self._info)
                self._zeroconf.close()
                self._zeroconf = None

        self._jobs.submit(self._guarded(job))
        self._jobs.shutdown(wait=False)


class _Relay(QObject):
    """Carries what zeroconf's threads found to the window's thread. Owned by the listener,
    with no parent: it outlives the window that stopped looking while a thread still calls."""

    found = Signal(object)


class _Listener:
    """The browsing, in zeroconf's threads: what it hears, bounded, kept by announcement."""

    def __init__(self) -> None:
        self.relay = _Relay()
        self._lock = threading.Lock()
        self._found: dict[str, FoundTable] = {}
        self._zeroconf: Zeroconf | None = None
        self._browser: ServiceBrowser | None = None
        self.closed = False

    def start(self) -> None:
        try:
            from zeroconf import ServiceBrowser, Zeroconf

            zeroconf = self._zeroconf = Zeroconf()
            self._browser = ServiceBrowser(zeroconf, SERVICE, handlers=[self.heard])
        except Exception:
            log.warning("Tables on the network cannot be looked for", exc_info=True)

    def heard(
        self,
        zeroconf: Zeroconf,
        service_type: str,
        name: str,
        state_change: ServiceStateChange,
    ) -> None:
        """Zeroconf's call (by these keywords, in its thread): a table came, changed or went."""
        from zeroconf import IPVersion, ServiceStateChange

        if self.closed:
            return  # an answer on its way when the window stopped looking
        try:
            table = None
            if state_change is not ServiceStateChange.Removed:
                info = zeroconf.get_service_info(service_type, name, INFO_WAIT_MS)
                if info is not None:
                    found = info.parsed_addresses(IPVersion.V4Only)
                    if found and info.port is not None:
                        table = read_table(name, found[0], info.port, info.properties)
            with self._lock:
                if table is not None and (name in self._found or len(self._found) < MOST_FOUND):
                    self._found[name] = table
                else:
                    self._found.pop(name, None)
                tables = sorted(self._found.values(), key=lambda t: t.host.casefold())
            self.relay.found.emit(tables)
        except Exception:  # one bad announcement costs only itself
            log.warning("An announcement on the network could not be read", exc_info=True)

    def stop(self) -> None:
        if self._browser is not None:
            self._browser.cancel()
        if self._zeroconf is not None:
            self._zeroconf.close()


class TableFinder(QObject):
    """The tables announced on this network while it looks; ``changed`` gives them all."""

    changed = Signal(object)  # list[FoundTable], in the window's thread

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._jobs = ThreadPoolExecutor(max_workers=1, thread_name_prefix="table-finder")
        self._listener = _Listener()
        self._listener.relay.found.connect(self.changed)  # queued: the relay emits elsewhere
        self._jobs.submit(self._listener.start)

    def close(self) -> None:
        """Stop looking (in the background)."""
        if self._listener.closed:
            return
        self._listener.closed = True
        self._jobs.submit(self._listener.stop)
        self._jobs.shutdown(wait=False)


__all__ = ["SERVICE", "Announcement", "FoundTable", "TableFinder", "addresses", "read_table"]
