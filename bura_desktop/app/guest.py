"""A player's side of a hosted table: join it with its code, then show what the host sends
for our seat and send back our own moves.

Nothing here runs rules: the host does. The connection opens the secure channel with the
table's code (``net.channel``): a host that cannot prove the code is taken for a wrong code,
and is told nothing. What comes in is read with the host's frame limit as the kinds a host may
send (``app.link``), and a view that is not of our seat ends the connection like any other
message out of place.
"""

from __future__ import annotations

import logging
from typing import assert_never

from PySide6.QtCore import QObject, QTimer, Signal, Slot
from PySide6.QtNetwork import QTcpSocket

from bura_desktop.app.link import Link
from bura_desktop.core.actions import Action
from bura_desktop.net.channel import Opening, Secured
from bura_desktop.net.messages import (
    PROTOCOL,
    Back,
    Beat,
    Bye,
    Closed,
    Events,
    FromHost,
    Hello,
    Move,
    Prompt,
    Recorded,
    Refused,
    Seats,
    Table,
    Thinking,
    Turned,
    Welcome,
)

log = logging.getLogger(__name__)

# A seated guest whose connection drops dials the table again, after these pauses (ms), before
# it says the table is lost: a laptop that slept or changed networks finds its seat again. For
# two and a half minutes: across the internet, magic-wormhole's mailbox connection, which a
# new connection needs, is found dead only after its 30 to 90 s of unanswered pings.
REDIAL_MS = (500, 1000, 2000, 4000, 8000, *(10_000,) * 14)


class Guest(QObject):
    """One person joining the table at ``address``:``port``."""

    welcomed = Signal(object)  # Welcome: seated
    turned = Signal(object)  # Turned: not seated, and why
    seats = Signal(object)  # the SeatInfos: who sits where now
    events_ready = Signal(int, object, object)  # generation, seen events, view
    table = Signal(int, object)  # generation, view: lay the table out as it stands
    prompt = Signal(int, object)  # generation, view: our turn
    thinking = Signal(int, int)  # generation, seat
    refused = Signal(int, object)  # generation, Refusal or a table's reason word
    recorded = Signal(object)  # Recorded: the hand just over, whole
    ended = Signal(str)  # the table is gone: "host_quit", "cut_off", "session_over", "lost"
    rejoining = Signal()  # seated, the connection dropped: dialling the table again
    rejoined = Signal()  # back in our seat after a drop

    def __init__(self, name: str, code: str, token: str = "") -> None:
        super().__init__()
        self.name, self.code, self.token = name, code, token
        self.seat: int | None = None
        self.where: tuple[str, int] = ("", 0)
        self._redials = 0  # made since the connection last dropped
        self._redial = QTimer(self)
        self._redial.setSingleShot(True)
        self._redial.timeout.connect(self._dial)
        self._connect()

    def _connect(self) -> None:
        """A new connection of our own, not opened yet."""
        self.socket = QTcpSocket(self)
        self.link = Link.to_host(self.socket)
        self.link.received.connect(self._received)
        self.link.broken.connect(self._broken)
        # Slots, not lambdas: Qt disconnects a slot when its object goes, before the socket
        # goes with it and says it was closed; a lambda would be called on a guest half gone.
        self.link.wrong_code.connect(self._wrong_code)
        self.socket.connected.connect(self._open)

    @Slot()
    def _open(self) -> None:
        self.link.open(self.code)

    @Slot()
    def _wrong_code(self) -> None:
        self.turned.emit(Turned("code", PROTOCOL))

    def join(self, address: str, port: int) -> None:
        self.where = (address, port)
        self.socket.connectToHost(address, port)

    @Slot()
    def _dial(self) -> None:
        """Dial the table again, on a new connection, to take our seat back with the token."""
        old = self.socket
        self._connect()
        old.deleteLater()  # its link with it
        self.socket.connectToHost(*self.where)

    def move(self, generation: int, action: Action) -> None:
        """Our own seat's move in the game of ``generation``: the host decides."""
        self.link.send(Move(generation, action))

    def back(self) -> None:
        """Take our seat back from the computer the host gave it while we were idle."""
        self.link.send(Back())

    def leave(self) -> None:
        self._redial.stop()
        self._redials = len(REDIAL_MS)  # a leave is not a drop
        self.link.send(Bye())
        self.link.close()

    @Slot(object)
    def _received(self, message: FromHost | Secured | Opening) -> None:
        """What the host said; ``net.channel`` let through only the kinds a host may say,
        each in its place (an opening or a turning-away in plain, the rest sealed)."""
        seated = self.seat is not None
        match message:
            case Secured():  # the host proved the code: now we may say who we are
                self.link.send(Hello(PROTOCOL, self.code, self.name, self.token))
            case Opening(protocol=protocol):  # a host of another version
                self.turned.emit(Turned("protocol", protocol))
                self.link.close()
            case Turned() if self._redials:  # our seat is gone after all
                self._redials = len(REDIAL_MS)
                self.link.close()
                self.ended.emit("lost")
            case Turned():
                self.turned.emit(message)
                self.link.close()
            case Welcome(seat=seat, token=token) if not seated:
                self.seat, self.token = seat, token
                self.welcomed.emit(message)
            case Welcome(seat=seat, token=token) if self._redials and seat == self.seat:
                self.token, self._redials = token, 0
                self.rejoined.emit()
            case Seats(seats=infos) if seated:
                self.seats.emit(infos)
            case Events(generation=g, seen=seen, view=view) if self._ours(view.seat):
                self.events_ready.emit(g, list(seen), view)
            case Table(generation=g, view=view) if self._ours(view.seat):
                self.table.emit(g, view)
            case Prompt(generation=g, view=view) if self._ours(view.seat):
                self.prompt.emit(g, view)
            case Thinking(generation=g, seat=seat) if seated:
                self.thinking.emit(g, seat)
            case Refused(generation=g, refusal=refusal) if seated:
                self.refused.emit(g, refusal)
            case Recorded() if seated:
                self.recorded.emit(message)
            case Closed(reason=reason):
                self.link.close()
                self.ended.emit(reason)
            case Beat():
                pass  # the link heard it: that was all it said
            case Welcome() | Seats() | Events() | Table() | Prompt() | Thinking():
                self.link.cut("the host sent a message out of place")
            case Refused() | Recorded():
                self.link.cut("the host sent a message out of place")
            case _:
                assert_never(message)

    def _ours(self, seat: int) -> bool:
        return self.seat is not None and seat == self.seat

    @Slot(str)
    def _broken(self, why: str) -> None:
        """The connection ended without a goodbye: seated, we dial again a while first."""
        if self.sender() is not self.link:
            return  # a connection given up already
        log.info("The connection to the host ended: %s", why)
        if self.seat is None or self._redials >= len(REDIAL_MS):
            self.ended.emit("lost")
            return
        if not self._redials:
            self.rejoining.emit()
        self._redial.start(REDIAL_MS[self._redials])
        self._redials += 1


__all__ = ["Guest"]
