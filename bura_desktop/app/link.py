"""One connection between a host and a player: the secure channel over a QTcpSocket.

Both ends read through ``net.channel.Channel`` (their own limit, the kinds they may receive).
Anything the other end may not send ends the connection: a frame over the limit, one that does
not open, a message that does not read, a kind it may not send, more messages in a second than
a person could make. ``broken`` says why, once; the socket is aborted, so nothing more is read
from it, and freed.

A link that goes silent is dead: each end beats every ``BEAT_MS`` while it has nothing else to
say, and an end that has heard nothing for ``SILENT_MS`` cuts the link (a laptop that slept, a
Wi-Fi that dropped without a goodbye), so that the seat goes to its computer at once and its
person can take it back.
"""

from __future__ import annotations

import logging
import time
from typing import Any

from PySide6.QtCore import SIGNAL, SLOT, QObject, QTimer, Signal, Slot
from PySide6.QtNetwork import QAbstractSocket, QTcpSocket

from bura_desktop.net.channel import Channel, Opening, WrongCode
from bura_desktop.net.messages import (
    HOST_FRAME_LIMIT,
    PLAYER_FRAME_LIMIT,
    Beat,
    FromHost,
    FromPlayer,
    ProtocolError,
    frame,
)

log = logging.getLogger(__name__)

# A person makes a few moves a second at most: a player sending more is flooding. (A host
# sends as fast as its table plays: its players do not count.) Beats count too: one every
# BEAT_MS is far below.
MESSAGES_PER_SECOND = 50
# What may wait unsent to a peer that reads nothing, before it is cut off.
OUTGOING_LIMIT = 8 * 1024 * 1024
BEAT_MS = 2500
SILENT_MS = 10_000  # four beats missed: the other end is gone
CLOSING_MS = 3000  # a goodbye that has not gone out by then is cut short


class Link(QObject):
    """``socket`` carrying messages of the kinds ``expected``, each frame at most ``limit``,
    through a channel of which this is the ``side`` end."""

    received = Signal(object)  # a message
    broken = Signal(str)  # why the connection ended (a sentence for the log)
    wrong_code = Signal()  # the host did not prove the code: a player's link only

    def __init__(
        self,
        socket: QTcpSocket,
        channel: Channel,
        per_second: int | None = None,
    ) -> None:
        """``per_second``: the most messages the peer may send in a second (None: no limit)."""
        super().__init__(socket)  # freed with its socket
        self.socket = socket
        self.channel = channel
        self._per_second = per_second
        self._window_start = time.monotonic()
        self._in_window = 0
        self._heard = self._said = time.monotonic()
        self._deadline: QTimer | None = None
        self._deadline_why = ""
        self.closed = False
        self._beat = QTimer(self)
        self._beat.timeout.connect(self._pulse)
        self._beat.start(BEAT_MS)
        # Connected by signature, not with socket.readyRead.connect(...): PySide 6.11 keeps
        # about 400 bytes for each such connection from a socket Qt made, after the socket is
        # gone (measured: a host that met 60,000 connections grew by 90 MB); a connection made
        # by signature is Qt's own and goes with the socket.
        if self.channel.side == "host":  # connected already
            self._without_delay()
        for signal, slot in (
            ("readyRead()", "_read()"),
            ("disconnected()", "_disconnected()"),
            ("errorOccurred(QAbstractSocket::SocketError)", "_error(QAbstractSocket::SocketError)"),
        ):
            QObject.connect(socket, SIGNAL(signal), self, SLOT(slot))

    @classmethod
    def to_host(cls, socket: QTcpSocket) -> Link:
        """A player's end: it reads what a host sends."""
        return cls(socket, Channel("player", FromHost, HOST_FRAME_LIMIT))

    @classmethod
    def to_player(cls, socket: QTcpSocket) -> Link:
        """A host's end: it reads what a player may send."""
        return cls(socket, Channel("host", FromPlayer, PLAYER_FRAME_LIMIT), MESSAGES_PER_SECOND)

    @property
    def peer(self) -> str:
        return f"{self.socket.peerAddress().toString()}:{self.socket.peerPort()}"

    # ------------------------------------------------------------------ opening

    def open(self, code: str) -> None:
        """The player's opening for ``code``, once connected."""
        self._without_delay()
        self._write(self.channel.open(code))

    def _without_delay(self) -> None:
        """A move is a few dozen bytes, sent at once: Nagle's algorithm would hold it back
        for the other end's delayed acknowledgement (40 ms at the 95th percentile, measured
        with tools/table_delay.py)."""
        self.socket.setSocketOption(QAbstractSocket.SocketOption.LowDelayOption, 1)

    def answer(self, code: str, opening: Opening) -> None:
        """The host's answer to the player's ``opening``, and the proof that it knows ``code``;
        what the player sends from then on is read."""
        try:
            self._write(self.channel.answer(code, opening))
        except ProtocolError as error:
            self.cut(str(error))
            return
        if self.channel.waiting:
            self._read()

    def deadline(self, ms: int, why: str) -> None:
        """Cut the link (saying ``why``) unless ``met`` is called within ``ms``."""
        self._deadline = QTimer(self)  # the link's own: gone with it, holding nothing
        self._deadline.setSingleShot(True)
        self._deadline.timeout.connect(self._overdue)
        self._deadline_why = why
        self._deadline.start(ms)

    def met(self) -> None:
        if self._deadline is not None:
            self._deadline.stop()

    @Slot()
    def _overdue(self) -> None:
        self.cut(self._deadline_why)

    def turn_away(self, message: Any) -> None:
        """Say ``message`` in plain (why the host will not talk: nothing secret) and close."""
        self._write(frame(message))
        self.close()

    # ------------------------------------------------------------------ sealed

    def send(self, message: Any) -> None:
        if self.closed or not self.channel.sealed:
            return
        if self.socket.bytesToWrite() > OUTGOING_LIMIT:
            self.cut("it reads nothing of what it is sent")
            return
        self._write(self.channel.seal(message))

    def _write(self, data: bytes) -> None:
        if not self.closed:
            self._said = time.monotonic()
            self.socket.write(data)

    def close(self) -> None:
        """End the connection once what was sent has gone out."""
        if not self.closed:
            self.closed = True
            self._beat.stop()
            self.socket.disconnectFromHost()
            self._free(CLOSING_MS)  # a peer that never takes the goodbye keeps nothing alive

    def cut(self, why: str, told: bool = True) -> None:
        """End the connection at once: the peer broke the protocol, or went silent.
        ``told``: ``broken`` says so."""
        if not self.closed:
            log.warning("Connection with %s cut: %s", self.peer, why)
            self.closed = True
            self._beat.stop()
            self.socket.abort()
            if told:
                self.broken.emit(why)
            self._free()

    def _free(self, after_ms: int = 0) -> None:
        """A host's socket, and this link with it, is deleted once it is closed: a host meets
        many connections in its life, and each closed one must cost nothing. (A player's
        socket is its ``Guest``'s, one for the table's life.) Deleted from a timer of the
        link's own, never from within the socket's signals: the socket may be on its way out
        already, and the timer goes with it."""
        if self.channel.side == "host":
            QTimer.singleShot(after_ms, self, self._drop)

    @Slot()
    def _drop(self) -> None:
        self.socket.abort()
        self.socket.deleteLater()

    # ------------------------------------------------------------------ reading

    @Slot()
    def _pulse(self) -> None:
        now = time.monotonic()
        if (now - self._heard) * 1000 >= SILENT_MS:
            self.cut(f"nothing was heard from it for {SILENT_MS // 1000} s")
        elif self.channel.sealed and (now - self._said) * 1000 >= BEAT_MS * 0.8:
            self.send(Beat())

    @Slot()
    def _read(self) -> None:
        if self.closed:
            return
        data = bytes(self.socket.readAll().data())
        self._heard = time.monotonic()
        try:
            messages = self.channel.feed(data)
        except WrongCode as error:
            self.cut(str(error), told=False)
            self.wrong_code.emit()  # said instead of broken: the player knows why
            return
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

    @Slot()
    def _disconnected(self) -> None:
        if self.closed:
            self._free()  # our goodbye went out: nothing of it is kept a moment longer
        else:
            self._end("the connection was closed")

    @Slot(QAbstractSocket.SocketError)
    def _error(self, error: QAbstractSocket.SocketError) -> None:
        if error != QAbstractSocket.SocketError.RemoteHostClosedError:
            self._end(self.socket.errorString())

    def _end(self, why: str) -> None:
        if not self.closed:
            self.closed = True
            self._beat.stop()
            self.broken.emit(why)
            self._free()


__all__ = ["BEAT_MS", "MESSAGES_PER_SECOND", "SILENT_MS", "Link"]
