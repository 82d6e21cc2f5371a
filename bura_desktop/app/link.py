"""One connection between a host and a player: framed messages over a QTcpSocket.

Both ends read with ``net.messages.Frames`` (their own limit, the kinds they may receive).
Anything the other end may not send ends the connection: a frame over the limit, a message
that does not read, a kind it may not send, more messages in a second than a person could
make. ``broken`` says why, once; the socket is aborted, so nothing more is read from it.
"""

from __future__ import annotations

import logging
import time
from typing import Any

from PySide6.QtCore import QObject, Signal
from PySide6.QtNetwork import QAbstractSocket, QTcpSocket

from bura_desktop.net.messages import (
    HOST_FRAME_LIMIT,
    PLAYER_FRAME_LIMIT,
    Frames,
    FromHost,
    FromPlayer,
    ProtocolError,
    frame,
)

log = logging.getLogger(__name__)

# A person makes a few moves a second at most: a player sending more is flooding. (A host
# sends as fast as its table plays: its players do not count.)
MESSAGES_PER_SECOND = 50
# What may wait unsent to a peer that reads nothing, before it is cut off.
OUTGOING_LIMIT = 8 * 1024 * 1024


class Link(QObject):
    """``socket`` carrying messages of the kinds ``expected``, each frame at most ``limit``."""

    received = Signal(object)  # a message
    broken = Signal(str)  # why the connection ended (a sentence for the log)

    def __init__(
        self, socket: QTcpSocket, expected: Any, limit: int, per_second: int | None = None
    ) -> None:
        """``per_second``: the most messages the peer may send in a second (None: no limit)."""
        super().__init__(socket)
        self.socket = socket
        self._frames = Frames(expected, limit)
        self._per_second = per_second
        self._window_start = time.monotonic()
        self._in_window = 0
        self.closed = False
        socket.readyRead.connect(self._read)
        socket.disconnected.connect(lambda: self._end("the connection was closed"))
        socket.errorOccurred.connect(self._error)

    @classmethod
    def to_host(cls, socket: QTcpSocket) -> Link:
        """A player's end: it reads what a host sends."""
        return cls(socket, FromHost, HOST_FRAME_LIMIT)

    @classmethod
    def to_player(cls, socket: QTcpSocket) -> Link:
        """A host's end: it reads what a player may send."""
        return cls(socket, FromPlayer, PLAYER_FRAME_LIMIT, MESSAGES_PER_SECOND)

    @property
    def peer(self) -> str:
        return f"{self.socket.peerAddress().toString()}:{self.socket.peerPort()}"

    def send(self, message: Any) -> None:
        if self.closed:
            return
        if self.socket.bytesToWrite() > OUTGOING_LIMIT:
            self.cut("it reads nothing of what it is sent")
            return
        self.socket.write(frame(message))

    def close(self) -> None:
        """End the connection once what was sent has gone out."""
        if not self.closed:
            self.closed = True
            self.socket.disconnectFromHost()

    def cut(self, why: str) -> None:
        """End the connection at once: the peer broke the protocol."""
        if not self.closed:
            log.warning("Connection with %s cut: %s", self.peer, why)
            self.closed = True
            self.socket.abort()
            self.broken.emit(why)

    def _read(self) -> None:
        if self.closed:
            return
        data = bytes(self.socket.readAll().data())
        try:
            messages = self._frames.feed(data)
        except ProtocolError as error:
            self.cut(str(error))
            return
        now = time.monotonic()
        if now - self._window_start >= 1.0:
            self._window_start, self._in_window = now, 0
        self._in_window += len(messages)
        if self._per_second is not None and self._in_window > self._per_second:
            self.cut("it sends more messages than a person could")
            return
        for message in messages:
            if self.closed:
                return
            self.received.emit(message)

    def _error(self, error: QAbstractSocket.SocketError) -> None:
        if error != QAbstractSocket.SocketError.RemoteHostClosedError:
            self._end(self.socket.errorString())

    def _end(self, why: str) -> None:
        if not self.closed:
            self.closed = True
            self.broken.emit(why)


__all__ = ["MESSAGES_PER_SECOND", "Link"]
