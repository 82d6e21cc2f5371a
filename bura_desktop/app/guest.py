"""A player's side of a hosted table: join it with its code, then show what the host sends
for our seat and send back our own moves.

Nothing here runs rules: the host does. What comes in is read with the host's frame limit as
the kinds a host may send (``app.link``), and a view that is not of our seat ends the
connection like any other message out of place.
"""

from __future__ import annotations

import logging

from PySide6.QtCore import QObject, Signal
from PySide6.QtNetwork import QTcpSocket

from bura_desktop.app.link import Link
from bura_desktop.core.actions import Action
from bura_desktop.net.messages import (
    PROTOCOL,
    Back,
    Bye,
    Closed,
    Events,
    Hello,
    Move,
    Prompt,
    Refused,
    Seats,
    Table,
    Thinking,
    Turned,
    Welcome,
)

log = logging.getLogger(__name__)


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
    ended = Signal(str)  # the table is gone: "host_quit", "cut_off", "session_over", "lost"

    def __init__(self, name: str, code: str, token: str = "") -> None:
        super().__init__()
        self.name, self.code, self.token = name, code, token
        self.seat: int | None = None
        self.socket = QTcpSocket(self)
        self.link = Link.to_host(self.socket)
        self.link.received.connect(self._received)
        self.link.broken.connect(self._broken)
        self.socket.connected.connect(self._say_hello)

    def join(self, address: str, port: int) -> None:
        self.socket.connectToHost(address, port)

    def move(self, generation: int, action: Action) -> None:
        """Our own seat's move in the game of ``generation``: the host decides."""
        self.link.send(Move(generation, action))

    def back(self) -> None:
        """Take our seat back from the computer the host gave it while we were idle."""
        self.link.send(Back())

    def leave(self) -> None:
        self.link.send(Bye())
        self.link.close()

    def _say_hello(self) -> None:
        self.link.send(Hello(PROTOCOL, self.code, self.name, self.token))

    def _received(self, message: object) -> None:
        match message:
            case Welcome(seat=seat, token=token) if self.seat is None:
                self.seat, self.token = seat, token
                self.welcomed.emit(message)
            case Turned():
                self.turned.emit(message)
                self.link.close()
            case Seats(seats=infos) if self.seat is not None:
                self.seats.emit(infos)
            case Events(generation=g, seen=seen, view=view) if self._ours(view.seat):
                self.events_ready.emit(g, list(seen), view)
            case Table(generation=g, view=view) if self._ours(view.seat):
                self.table.emit(g, view)
            case Prompt(generation=g, view=view) if self._ours(view.seat):
                self.prompt.emit(g, view)
            case Thinking(generation=g, seat=seat) if self.seat is not None:
                self.thinking.emit(g, seat)
            case Refused(generation=g, refusal=refusal) if self.seat is not None:
                self.refused.emit(g, refusal)
            case Closed(reason=reason):
                self.link.close()
                self.ended.emit(reason)
            case _:
                self.link.cut("the host sent a message out of place")

    def _ours(self, seat: int) -> bool:
        return self.seat is not None and seat == self.seat

    def _broken(self, why: str) -> None:
        log.info("The connection to the host ended: %s", why)
        self.ended.emit("lost")


__all__ = ["Guest"]
