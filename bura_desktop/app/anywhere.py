"""Invitations across the internet, for the Qt side (``net.rendezvous`` does the work).

magic-wormhole runs on Twisted. Its reactor runs in a thread of its own, started the first
time someone invites a friend or takes up an invitation, so nothing network-facing runs
before (nor is Twisted imported); it lives as long as the app. Everything is handed to that
thread with ``callFromThread``, and its news come back as queued Qt signals through one
long-lived relay, so that news for an invitation closed meanwhile reaches nobody rather than
a deleted object.
"""

from __future__ import annotations

import itertools
import threading
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QObject, Signal, Slot

from bura_desktop.net.invitations import Servers, TableOffer

if TYPE_CHECKING:
    from bura_desktop.net.rendezvous import GuestInvitation, HostInvitation

_started = threading.Lock()
_thread: threading.Thread | None = None


def _reactor() -> Any:
    """Twisted's reactor, running in its own thread from the first call on."""
    global _thread
    from twisted.internet import reactor  # installs the default reactor: not at import time

    with _started:
        if _thread is None:
            _thread = threading.Thread(
                target=reactor.run,  # type: ignore[misc]  # zope's interfaces
                kwargs={"installSignalHandlers": False},  # signals are the app's
                name="bura-wormhole",
                daemon=True,
            )
            _thread.start()
    return reactor


def _in_reactor(call: Callable[..., Any], *args: Any) -> None:
    reactor = _reactor()
    reactor.callFromThread(call, *args)


class _Relay(QObject):
    """The one receiver of the reactor thread's news: queued to the Qt thread, then handed to
    the invitation they are for, if it is still open."""

    news = Signal(int, str, object)

    def __init__(self) -> None:
        super().__init__()
        self.listeners: dict[int, Callable[[str, Any], None]] = {}
        self.news.connect(self._heard)

    @Slot(int, str, object)
    def _heard(self, key: int, kind: str, value: Any) -> None:
        listener = self.listeners.get(key)
        if listener is not None:
            listener(kind, value)


_relay: _Relay | None = None
_keys = itertools.count(1)


def _listen(listener: Callable[[str, Any], None]) -> tuple[int, Callable[[str, Any], None]]:
    """A key for ``listener`` and the function the reactor's thread tells it through."""
    global _relay
    if _relay is None:
        _relay = _Relay()
    key = next(_keys)
    _relay.listeners[key] = listener
    emit = _relay.news.emit
    return key, lambda kind, value: emit(key, kind, value)


def _forget(key: int) -> None:
    if _relay is not None:
        _relay.listeners.pop(key, None)


class _Wormhole(QObject):
    """What an invitation's two sides share: news from the reactor's thread, and closing."""

    route = Signal(str)  # how the connection goes (magic-wormhole's description)
    failed = Signal(str)  # a ``rendezvous.Failed`` word; the wormhole is closed

    def __init__(self, parent: QObject | None) -> None:
        super().__init__(parent)
        self._key, self._tell = _listen(self._heard)
        self._work: HostInvitation | GuestInvitation | None = None

    def _heard(self, kind: str, value: Any) -> None:
        match kind:
            case "route":
                self.route.emit(value)
            case "failed":
                self.failed.emit(value)

    def close(self) -> None:
        """Its codes open nothing any more, and its connection ends."""
        _forget(self._key)
        _in_reactor(self._close)

    def _close(self) -> None:
        if self._work is not None:
            self._work.close()


class Invitation(_Wormhole):
    """A host's invitation to the table listening on ``port``: ``coded`` gives the code to
    read out; ``used`` once the friend is in (their connection then comes to the table like
    any other); ``wrong_try`` when someone typed a wrong code (the invitation stays open);
    ``failed`` with a ``rendezvous.Failed`` word, after which it is closed. Closed, it lapses
    (a friend already in stays)."""

    coded = Signal(str)
    wrong_try = Signal(int)
    used = Signal()

    def __init__(
        self,
        servers: Servers,
        port: int,
        offer: TableOffer,
        parent: QObject | None = None,
        code: str | None = None,
    ) -> None:
        """``code``: an invitation made before the host's restart, opened again under its
        code (``offer.back``: the way back of one used then)."""
        super().__init__(parent)
        self.code = code or ""
        self.offer = offer
        self.is_used = code == offer.back
        tell = self._tell

        def open_() -> None:
            from bura_desktop.net.rendezvous import HostInvitation

            self._work = HostInvitation(_reactor(), servers, port, offer, tell, code)

        _in_reactor(open_)

    def _heard(self, kind: str, value: Any) -> None:
        match kind:
            case "code":
                self.code = value
                self.coded.emit(value)
            case "wrong_try":
                self.wrong_try.emit(value)
            case "used":
                self.is_used = True
                self.used.emit()
            case _:
                super()._heard(kind, value)


class Invited(_Wormhole):
    """Taking up invitation ``code``: ``ready`` gives the loopback port the guest's Link
    connects to and the table's offer (its code and name); ``failed`` a ``Failed`` word.
    Closed, the wormhole closes and the loopback port with it."""

    ready = Signal(int, object)

    def __init__(self, servers: Servers, code: str, parent: QObject | None = None) -> None:
        super().__init__(parent)
        tell = self._tell

        def open_() -> None:
            from bura_desktop.net.rendezvous import GuestInvitation

            self._work = GuestInvitation(_reactor(), servers, code, tell)

        _in_reactor(open_)

    def _heard(self, kind: str, value: Any) -> None:
        if kind == "ready":
            port, offer = value
            self.ready.emit(port, offer)
        else:
            super()._heard(kind, value)


__all__ = ["Invitation", "Invited"]
