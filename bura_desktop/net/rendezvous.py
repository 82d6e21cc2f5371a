"""Invitations across the internet through magic-wormhole's mailbox and transit relay.

A host makes an invitation: a wormhole whose short code (``7-guitarist-revenge``) a friend
types. The wormhole's own SPAKE2 with that code keys it; a wrong code fails that try alone and
the invitation opens again under the same code, up to ``WRONG_TRIES`` times. Once the friend
is in, the host sends the table's code through the wormhole and dilates it: one connection,
direct where the two networks allow and through the transit relay otherwise, that comes back
by itself after a network change or a sleep. Each end pipes that connection to the table as a
loopback TCP connection (to the host's listening port; from a port the guest's Link connects
to), so the table's own secure channel, keyed by the table's code, runs inside it unchanged.
The mailbox and the relay see only the wormhole's ciphertext of that channel's ciphertext.

Twisted, no Qt: everything here runs in the reactor's thread (``app.anywhere``) and tells its
news through a callback.
"""

from __future__ import annotations

import contextlib
import copyreg
import secrets
from collections.abc import Callable
from typing import Any

from automat import NoTransition
from twisted.internet import protocol
from twisted.python.failure import Failure

from bura_desktop.net.invitations import (
    ANSWER_S,
    APP_ID,
    PIPE_BUFFER,
    SUBPROTOCOL,
    WRONG_TRIES,
    Failed,
    Servers,
    TableOffer,
)

# magic-wormhole imports Twisted's old persistence (through autobahn), which changes how the
# whole process pickles every function, method and module; the search's tasks are pickled to
# its worker processes, so Python's own way is put back (nothing here pickles Twisted's way).
_PICKLING = dict(copyreg.dispatch_table)
import wormhole  # noqa: E402
from wormhole.errors import LonelyError, ServerConnectionError, WrongPasswordError  # noqa: E402

copyreg.dispatch_table.clear()
copyreg.dispatch_table.update(_PICKLING)

LOOPBACK = "127.0.0.1"
# Dilation pings its connection this often and makes a new one when pings go unanswered: a
# laptop that moved to another network is back well before the table's own 10 s of silence
# (magic-wormhole's default, 30 s, would let the table take the seat for the computer first).
PING_S = 4.0


class Pipe(protocol.Protocol):
    """One end of a pipe between a dilated subchannel and a loopback TCP connection: what
    arrives here is written to the other end, held until that end is connected."""

    transport: Any  # zope's interfaces do not type-check as methods

    def __init__(self) -> None:
        self.other: Pipe | None = None
        self.held: list[bytes] = []
        self.held_bytes = 0
        self.gone = False

    def joined(self, other: Pipe) -> None:
        self.other, other.other = other, self
        for end in (self, other):
            if end.transport is not None:
                end.connected_()

    def connectionMade(self) -> None:
        if self.other is not None:
            self.connected_()

    def connected_(self) -> None:
        """This end can be written to: what the other end heard meanwhile goes now."""
        assert self.other is not None
        held, self.other.held, self.other.held_bytes = self.other.held, [], 0
        for data in held:
            self.transport.write(data)
        if self.other.gone:
            self.transport.loseConnection()

    def dataReceived(self, data: bytes) -> None:
        other = self.other
        if other is not None and other.transport is not None and other.connected:
            # A subchannel closing under us refuses writes: what it had not sent is for nobody.
            with contextlib.suppress(NoTransition):
                other.transport.write(data)
            return
        self.held_bytes += len(data)
        if self.held_bytes > PIPE_BUFFER:
            self.transport.abortConnection()
            return
        self.held.append(data)

    def connectionLost(self, reason: Failure = protocol.connectionDone) -> None:
        self.gone = True
        other = self.other
        if other is not None and other.transport is not None and other.connected:
            other.transport.loseConnection()


class _PipeFactory(protocol.ClientFactory):
    """Makes the given end (``make``); a connection that fails closes ``partner``, or is
    handed to ``failed``."""

    def __init__(
        self,
        make: Callable[[], Pipe],
        partner: Pipe | None = None,
        failed: Callable[[Failure], None] | None = None,
    ) -> None:
        self.make, self.partner, self.failed = make, partner, failed

    def buildProtocol(self, addr: Any) -> Pipe:
        return self.make()

    def clientConnectionFailed(self, connector: Any, reason: Failure) -> None:
        if self.failed is not None:
            self.failed(reason)
        elif self.partner is not None:
            _lose(self.partner)


Tell = Callable[[str, Any], None]


def _dilate(w: Any, servers: Servers, tell: Tell) -> Any:
    """Dilate ``w``, telling ``route`` each time its connection to the peer is (re)made."""

    def status(dilation: Any) -> None:
        peer = getattr(dilation.peer_connection, "hint_description", None)
        if peer is not None:
            tell("route", str(peer))

    return w.dilate(
        transit_relay_location=servers.transit,
        no_listen=servers.relay_only,
        on_status_update=status,
        ping_interval=PING_S,
    )


class HostInvitation:
    """An invitation to the table listening on loopback ``port``: tells ``code`` (the code to
    read out), ``wrong_try`` (count so far), ``used`` (the friend is in), ``route`` (how the
    connection goes: a description of magic-wormhole's hint) and ``failed`` (a ``Failed``).

    Once used, the invitation becomes its friend's way back: it opens again under the lasting
    code ``offer.back`` (theirs alone, kept in their profile), each time they come through it,
    so that their app, restarted, finds the table again. A newer way in closes the older one
    (their old connection, if it still hangs on, gives way to the new)."""

    def __init__(
        self,
        reactor: Any,
        servers: Servers,
        port: int,
        offer: TableOffer,
        tell: Tell,
        code: str | None = None,
    ) -> None:
        """``code``: an invitation of before the host's restart, opened again under its code
        (``offer.back``: only the way back, its invitation used)."""
        self.reactor, self.servers, self.port, self.offer = reactor, servers, port, offer
        self.tell = tell
        self.code = code
        self.wrong = 0
        self.closed = False
        self.used = code == offer.back
        self.wormhole: Any = None  # open for the next to come in
        self.current: Any = None  # the friend's, once in
        # The loopback address the friend's connections come to the table from: one of its
        # own where the system allows (Linux, Windows), so that the table's door counts and
        # slows them apart from everyone else's; else 127.0.0.1, shared.
        self.source = _own_loopback()
        self._open()

    def _open(self) -> None:
        w = self.wormhole = wormhole.create(
            APP_ID,
            self.servers.mailbox,
            self.reactor,
            dilation=True,
        )
        if self.code is None:
            w.allocate_code(2)
        else:
            w.set_code(self.code)  # open again: after a wrong try, or as the way back
        w.get_code().addCallbacks(self._coded, lambda f: self._failed(f, w))
        w.get_verifier().addCallbacks(lambda _v: self._in(w), lambda f: self._failed(f, w))

    def _coded(self, code: str) -> None:
        if self.code is None:
            self.code = code
            self.tell("code", code)

    def _in(self, w: Any) -> None:
        """The friend proved the code: they get the table, and the connection is dilated."""
        if self.closed or w is not self.wormhole:
            return
        if not self.used:
            self.used = True
            self.tell("used", None)
        w.send_message(self.offer.to_bytes())
        dilated = _dilate(w, self.servers, self.tell)
        dilated.listener_for(SUBPROTOCOL).listen(_PipeFactory(self._subchannel))
        previous, self.current = self.current, w
        _close(previous)
        self.code, self.wrong = self.offer.back, 0
        self._open()  # their way back, for the next time

    def _subchannel(self) -> Pipe:
        """The friend's Link connects: the host's table hears it as a loopback connection."""
        near, far = Pipe(), Pipe()
        near.joined(far)
        self._connect(far, near)
        return near

    def _connect(self, far: Pipe, near: Pipe) -> None:
        def failed(reason: Failure) -> None:
            if self.source != LOOPBACK and "assign" in str(reason.value):
                self.source = LOOPBACK  # this system binds 127.0.0.1 alone (macOS)
                self._connect(far, near)
            else:
                _lose(near)

        factory = _PipeFactory(lambda: far, None, failed)
        bind = (self.source, 0)
        self.reactor.connectTCP(LOOPBACK, self.port, factory, timeout=5, bindAddress=bind)

    def _failed(self, failure: Failure, w: Any) -> None:
        if self.closed or w is not self.wormhole:
            return
        if isinstance(failure.value, WrongPasswordError):
            self.wrong += 1
            self.wormhole = None
            _close(w)
            if self.used:  # a way back is never closed by strangers: slowed down instead
                self.reactor.callLater(min(60.0, 0.5 * 2**self.wrong), self._reopen)
                return
            if self.wrong >= WRONG_TRIES:
                self.close()
                self.tell("failed", "wrong_codes")
                return
            self.tell("wrong_try", self.wrong)
            self.reactor.callLater(0.5, self._reopen)
            return
        if self.used:  # the mailbox went away: the friend already in plays on
            self.wormhole = None
            _close(w)
            self.reactor.callLater(30.0, self._reopen)
            return
        self.close()
        offline = isinstance(failure.value, ServerConnectionError)
        self.tell("failed", "offline" if offline else "lapsed")

    def _reopen(self) -> None:
        if not self.closed:
            self._open()

    def close(self) -> None:
        """The invitation lapses (the table closed): its codes open nothing any more, and the
        friend's connection through it ends."""
        if not self.closed:
            self.closed = True
            _close(self.wormhole)
            _close(self.current)


class GuestInvitation:
    """Taking up invitation ``code``: tells ``ready`` (a ``(port, TableOffer)``: the loopback
    port for the Link), ``route`` as the host's, and ``failed`` (a ``Failed``)."""

    def __init__(self, reactor: Any, servers: Servers, code: str, tell: Tell) -> None:
        self.reactor, self.servers, self.tell = reactor, servers, tell
        self.closed = False
        self.keyed = False
        self.listening: Any = None  # our loopback port, once the table is offered
        self.dilated: Any = None
        w = self.wormhole = wormhole.create(APP_ID, servers.mailbox, reactor, dilation=True)
        w.set_code(code)
        w.get_verifier().addCallbacks(self._keyed, self._failed)
        self._timer = reactor.callLater(ANSWER_S, self._unanswered)

    def _keyed(self, _verifier: bytes) -> None:
        self.keyed = True
        if self._timer.active():
            self._timer.cancel()
        self.wormhole.get_message().addCallbacks(self._offered, self._failed)

    def _offered(self, data: bytes) -> None:
        try:
            offer = TableOffer.from_bytes(data)
        except ValueError:
            self._fail("lapsed")
            return
        self.dilated = _dilate(self.wormhole, self.servers, self.tell)
        self.listening = self.reactor.listenTCP(0, _PipeFactory(self._local), interface=LOOPBACK)
        self.tell("ready", (self.listening.getHost().port, offer))

    def _local(self) -> Pipe:
        """Our Link connects (again): a new subchannel to the host's table carries it."""
        near, far = Pipe(), Pipe()
        near.joined(far)
        connected = self.dilated.connector_for(SUBPROTOCOL).connect(_PipeFactory(lambda: far))
        connected.addErrback(lambda _f: _lose(near))
        return near

    def _unanswered(self) -> None:
        if not self.keyed:
            self._fail("no_answer")

    def _failed(self, failure: Failure) -> None:
        if isinstance(failure.value, WrongPasswordError):
            self._fail("wrong_code")
        elif isinstance(failure.value, ServerConnectionError):
            self._fail("offline")
        elif not isinstance(failure.value, LonelyError):
            self._fail("lapsed")

    def _fail(self, why: Failed) -> None:
        if not self.closed:
            self.close()
            self.tell("failed", why)

    def close(self) -> None:
        if self.closed:
            return
        self.closed = True
        if self._timer.active():
            self._timer.cancel()
        if self.listening is not None:
            self.listening.stopListening()
        _close(self.wormhole)


def _own_loopback() -> str:
    """An address of 127.0.0.0/8 other than 127.0.0.1, picked at random."""
    a, b, c = secrets.randbelow(254) + 1, secrets.randbelow(256), secrets.randbelow(254) + 1
    return f"127.{a}.{b}.{c}"


def _lose(pipe: Pipe) -> None:
    if pipe.transport is not None:
        pipe.transport.loseConnection()


def _close(w: Any) -> None:
    """Close a wormhole, whatever state it is in (closing one that failed fails again)."""
    if w is not None:
        w.close().addErrback(lambda _f: None)


__all__ = ["GuestInvitation", "HostInvitation"]
