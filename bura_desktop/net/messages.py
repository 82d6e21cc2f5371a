"""What a host and the players who join it say to each other, and how it is framed.

A connection carries frames: four bytes giving the length of what follows, then one message as
UTF-8 JSON (``net.wire``: an object whose ``kind`` names the message). A player says only
``Hello`` (who they are, the table's code, the version they speak), ``Move`` (their own seat's
action) and ``Bye``; everything else comes from the host, the only authority: the table, the
events their seat saw and its view, when it is their turn, why a move was refused. Each side
reads a frame only after its length passed that side's limit, and a message only as the kinds
it may receive: anything else ends the connection (``ProtocolError``).
"""

from __future__ import annotations

import json
import struct
from dataclasses import dataclass
from typing import Any, Literal

from bura_desktop.core.actions import Action
from bura_desktop.core.bounded import loads
from bura_desktop.core.projection import SeenEvent
from bura_desktop.core.refusals import Refusal
from bura_desktop.core.rules import Rules
from bura_desktop.core.view import SeatView
from bura_desktop.net.wire import WireError, decode, encode

# Bumped whenever a message changes: a host and a player of different versions say so.
# 2: Welcome says whether the game has started (the host gathers the players first); a seat
#    says whether its person is idle, and a player says Back to take an idle seat back.
PROTOCOL = 2
# The most a player may send in one frame (a hello or a move is a few dozen bytes), and the
# most a host sends (a batch of events with the seat's view is a few kilobytes).
PLAYER_FRAME_LIMIT = 4 * 1024
HOST_FRAME_LIMIT = 1024 * 1024
DEPTH = 10  # the deepest a message nests: a view's tricks, their plays, their cards
HEADER = struct.Struct(">I")


class ProtocolError(ValueError):
    """A frame or message the other side may not send: the connection ends with it."""


# ------------------------------------------------------------------ from a player


@dataclass(frozen=True)
class Hello:
    """The first thing a player says: who they are and the table's code. ``token`` is the one
    they were given when they first sat down ("" the first time): it takes their seat back."""

    protocol: int
    code: str
    name: str
    token: str


@dataclass(frozen=True)
class Move:
    """The player's action for their own seat, in the game of ``generation``."""

    generation: int
    action: Action


@dataclass(frozen=True)
class Bye:
    """The player leaves the table."""


@dataclass(frozen=True)
class Back:
    """The player is back at a seat the host handed to its computer while they were idle."""


FromPlayer = Hello | Move | Bye | Back


# ------------------------------------------------------------------ from the host


@dataclass(frozen=True)
class SeatInfo:
    name: str
    level: str  # a computer's level, "human" for a person here, "remote" for one who joined
    present: bool  # a person who joined plays their seat (else a computer plays for them)
    idle: bool = False  # not present because they did not move for the host's while


@dataclass(frozen=True)
class Welcome:
    """The player sits at ``seat``; ``token`` takes the seat back after a lost connection.
    ``started``: the game is on (else the host starts it when everyone is seated)."""

    protocol: int
    seat: int
    token: str
    rules: Rules
    preset: str
    seats: tuple[SeatInfo, ...]
    started: bool


TurnReason = Literal["protocol", "code", "full", "slow_down", "name"]


@dataclass(frozen=True)
class Turned:
    """Why the host will not seat the player; the connection closes after it."""

    reason: TurnReason
    protocol: int  # the host's, so a version mismatch names both


@dataclass(frozen=True)
class Seats:
    """Who sits where now: someone sat down, left, or came back."""

    seats: tuple[SeatInfo, ...]


@dataclass(frozen=True)
class Events:
    """A batch of events as the player's seat saw them, and its view once they happened."""

    generation: int
    seen: tuple[SeenEvent, ...]
    view: SeatView


@dataclass(frozen=True)
class Table:
    """The player's table as it stands, to lay out at once: they sat down or came back."""

    generation: int
    view: SeatView


@dataclass(frozen=True)
class Prompt:
    """It is the player's turn: ``view`` lists what they may do."""

    generation: int
    view: SeatView


@dataclass(frozen=True)
class Thinking:
    generation: int
    seat: int


# Requests the table turns down before it asks the rules (app.reasons.TableRefusal's codes).
TableReason = Literal["wait_for_turn", "select_cards", "hand_still_played", "session_over"]


@dataclass(frozen=True)
class Refused:
    """The player's move was not taken, and why (the rules' reason, or the table's); the game
    is as it was."""

    generation: int
    refusal: Refusal | TableReason


@dataclass(frozen=True)
class Closed:
    """The table is closing: the host quit, or cut this player off."""

    reason: Literal["host_quit", "cut_off", "session_over"]


FromHost = Welcome | Turned | Seats | Events | Table | Prompt | Thinking | Refused | Closed


# ------------------------------------------------------------------ frames


def frame(message: FromPlayer | FromHost) -> bytes:
    body = json.dumps(encode(message), ensure_ascii=False, separators=(",", ":")).encode()
    return HEADER.pack(len(body)) + body


class Frames:
    """Bytes as they arrive, cut into messages of the kinds ``expected``; a frame longer than
    ``limit`` is refused from its header, before its body is read."""

    def __init__(self, expected: Any, limit: int) -> None:
        self.expected = expected
        self.limit = limit
        self._buffer = bytearray()

    def feed(self, data: bytes) -> list[Any]:
        """The whole messages that ``data`` completes; ``ProtocolError`` at the first bad one."""
        self._buffer += data
        messages = []
        while len(self._buffer) >= HEADER.size:
            (size,) = HEADER.unpack_from(self._buffer)
            if size > self.limit:
                raise ProtocolError(f"a frame of {size} bytes is over the limit of {self.limit}")
            if len(self._buffer) < HEADER.size + size:
                break
            body = bytes(self._buffer[HEADER.size : HEADER.size + size])
            del self._buffer[: HEADER.size + size]
            messages.append(read(body, self.expected))
        return messages

    @property
    def waiting(self) -> int:
        """Bytes received that make no whole frame yet."""
        return len(self._buffer)


def read(body: bytes, expected: Any) -> Any:
    """One message's body read as one of the ``expected`` kinds."""
    try:
        data = loads(body.decode("utf-8"), DEPTH)
    except (UnicodeDecodeError, ValueError, RecursionError) as error:
        raise ProtocolError(f"not a message: {error}") from None
    try:
        return decode(expected, data)
    except WireError as error:
        raise ProtocolError(str(error)) from None


__all__ = [
    "DEPTH",
    "HOST_FRAME_LIMIT",
    "PLAYER_FRAME_LIMIT",
    "PROTOCOL",
    "Back",
    "Bye",
    "Closed",
    "Events",
    "Frames",
    "FromHost",
    "FromPlayer",
    "Hello",
    "Move",
    "Prompt",
    "ProtocolError",
    "Refused",
    "SeatInfo",
    "Table",
    "TableReason",
    "TurnReason",
    "Seats",
    "Thinking",
    "Turned",
    "Welcome",
    "frame",
    "read",
]
