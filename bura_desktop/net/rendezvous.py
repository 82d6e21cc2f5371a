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

import json
import re
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, Literal

import wormhole
from twisted.internet import protocol
from twisted.python.failure import Failure
from wormhole.errors import LonelyError, ServerConnectionError, WrongPasswordError

from bura_desktop.core.names import valid_name

APP_ID = "bura-desktop/table/3"  # the table's protocol: another version never meets this one
SUBPROTOCOL = "bura-table"
WRONG_TRIES = 5  # wrong codes an invitation survives: 5 guesses in 65,536 for a two-word code
ANSWER_S = 30.0  # how long a guest waits for the host to answer an invitation
PIPE_BUFFER = 1 << 20  # bytes held for a side not connected yet; a table sends far less
TABLE_MESSAGE_LIMIT = 512
# A code as wormhole makes it: a nameplate number and two or three words from its list.
CODE_PATTERN = re.compile(r"[0-9]{1,6}(-[a-z]{2,12}){2,3}")
CODE_LIMIT = 48
TABLE_CODE_PATTERN = re.compile(r"[2-9A-HJ-NP-Z]{6}")
LOOPBACK = "127.0.0.1"


@dataclass(frozen=True)
class Servers:
    """Where invitations meet: a magic-wormhole mailbox (``ws://…/v1``) and transit relay
    (``tcp:host:port``). ``relay_only``: no direct connection is offered, every byte goes
    through the relay (the tests; a network that must not show its addresses)."""

    mailbox: str
    transit: str
    relay_only: bool = False


# The public servers magic-wormhole's own command uses.
PUBLIC = Servers("ws://relay.magic-wormhole.io:4000/v1", "tcp:transit.magic-wormhole.io:4001")

Failed = Literal["offline", "wrong_code", "no_answer", "wrong_codes", "bad_code", "lapsed"]


def clean_code(text: str) -> str | None:
    """An invitation code as a person typed or pasted it (spaces for dashes, capitals), or
    None if it cannot be one."""
    if len(text) > CODE_LIMIT * 2:
        return None
    code = "-".join(text.strip().lower().replace("-", " ").split())
    return code if len(code) <= CODE_LIMIT and CODE_PATTERN.fullmatch(code) else None


@dataclass(frozen=True)
class TableOffer:
    """What the host tells the friend once the wormhole is keyed: the table's code, its name."""

    code: str
    name: str

    def to_bytes(self) -> bytes:
        return json.dumps({"code": self.code, "name": self.name}).encode()

    @classmethod
    def from_bytes(cls, data: bytes) -> TableOffer:
        if len(data) > TABLE_MESSAGE_LIMIT:
            raise ValueError("the table's offer is too long")
        fields = json.loads(data)
        if not isinstance(fields, dict) or set(fields) != {"code", "name"}:
            raise ValueError("the table's offer is not one")
        code, name = fields["code"], fields["name"]
        if not isinstance(code, str) or not TABLE_CODE_PATTERN.fullmatch(code):
            raise ValueError("the table's code is not one")
        if not isinstance(name, str) or (name and not valid_name(name)):
            raise ValueError("the table's name is not one")
        return cls(code, name)


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
    """Makes the given end (``make``); a connection that fails closes ``partner``."""

    def __init__(self, make: Callable[[], Pipe], partner: Pipe | None = None) -> None:
        self.make, self.partner = make, partner

    def buildProtocol(self, addr: Any) -> Pipe:
        return self.make()

    def clientConnectionFailed(self, connector: Any, reason: Failure) -> None:
        if self.partner is not None:
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
    )


class HostInvitation:
    """An invitation to the table listening on loopback ``port``: tells ``code`` (the code to
    read out), ``wrong_try`` (count so far), ``used`` (the friend is in), ``route`` (how the
    connection goes: a description of magic-wormhole's hint) and ``failed`` (a ``Failed``)."""

    def __init__(
        self, reactor: Any, servers: Servers, port: int, offer: TableOffer, tell: Tell
    ) -> None:
        self.reactor, self.servers, self.port, self.offer = reactor, servers, port, offer
        self.tell = tell
        self.code: str | None = None
        self.wrong = 0
        self.closed = False
        self.used = False
        self.wormhole: Any = None
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
            w.set_code(self.code)  # the same invitation, open again after a wrong try
        w.get_code().addCallbacks(self._coded, self._failed)
        w.get_verifier().addCallbacks(lambda _v: self._in(w), self._failed)

    def _coded(self, code: str) -> None:
        if self.code is None:
            self.code = code
            self.tell("code", code)

    def _in(self, w: Any) -> None:
        """The friend proved the code: they get the table, and the connection is dilated."""
        if self.closed or w is not self.wormhole:
            return
        self.used = True
        self.tell("used", None)
        w.send_message(self.offer.to_bytes())
        dilated = _dilate(w, self.servers, self.tell)
        dilated.listener_for(SUBPROTOCOL).listen(_PipeFactory(self._subchannel))

    def _subchannel(self) -> Pipe:
        """The friend's Link connects: the host's table hears it as a loopback connection."""
        near, far = Pipe(), Pipe()
        near.joined(far)
        self.reactor.connectTCP(LOOPBACK, self.port, _PipeFactory(lambda: far, near), timeout=5)
        return near

    def _failed(self, failure: Failure) -> None:
        if self.closed:
            return
        if isinstance(failure.value, WrongPasswordError) and not self.used:
            self.wrong += 1
            old, self.wormhole = self.wormhole, None
            _close(old)
            if self.wrong >= WRONG_TRIES:
                self.close()
                self.tell("failed", "wrong_codes")
                return
            self.tell("wrong_try", self.wrong)
            self.reactor.callLater(0.5, self._reopen)
            return
        self.close()
        offline = isinstance(failure.value, ServerConnectionError)
        self.tell("failed", "offline" if offline else "lapsed")

    def _reopen(self) -> None:
        if not self.closed:
            self._open()

    def close(self) -> None:
        """The invitation lapses (the table closed): its code opens nothing any more."""
        if not self.closed:
            self.closed = True
            _close(self.wormhole)


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


def _lose(pipe: Pipe) -> None:
    if pipe.transport is not None:
        pipe.transport.loseConnection()


def _close(w: Any) -> None:
    """Close a wormhole, whatever state it is in (closing one that failed fails again)."""
    if w is not None:
        w.close().addErrback(lambda _f: None)


__all__ = [
    "APP_ID",
    "PUBLIC",
    "Failed",
    "GuestInvitation",
    "HostInvitation",
    "Servers",
    "TableOffer",
    "clean_code",
]
