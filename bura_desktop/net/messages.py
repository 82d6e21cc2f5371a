"""What a host and the players who join it say to each other, and how it is framed.

A message is UTF-8 JSON (``net.wire``: an object whose ``kind`` names the message), framed by
four bytes giving its length, and sealed by the secure channel (``net.channel``) before it
crosses the network. A player says only ``Hello`` (who they are, the version they speak, the
token of a seat they had), ``Move`` (their own seat's action), ``Back``, ``Bye`` and ``Beat``;
everything else comes from the host, the only authority: the table, the events their seat saw
and its view, when it is their turn, why a move was refused. Each side reads a frame only after
its length passed that side's limit, and a message only as the kinds it may receive: anything
else ends the connection (``ProtocolError``).
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
from bura_desktop.core.replay import HandStart
from bura_desktop.core.rules import Rules
from bura_desktop.core.view import SeatView
from bura_desktop.net.wire import WireError, decode, encode

# Bumped whenever a message changes: a host and a player of different versions say so.
# 2: Welcome says whether the game has started (the host gathers the players first); a seat
#    says whether its person is idle, and a player says Back to take an idle seat back; a hand
#    over is Recorded for the player's own statistics.
# 3: every frame inside the secure channel keyed by the table's code (net.channel); both sides
#    beat while they have nothing to say, so that a link gone silent is known dead; a name
#    someone at the table has is turned away; a hand over is passed on without its deal where
#    another person's cards were hidden in it; the table's refusals are objects
#    (TableRefused), as the rules' are.
PROTOCOL = 3
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


@dataclass(frozen=True)
class Beat:
    """Either side is still there: said every few seconds (``app.link``), so that a link that
    died without closing is known dead."""


FromPlayer = Hello | Move | Bye | Back | Beat


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


TurnReason = Literal["protocol", "code", "full", "slow_down", "name", "name_taken"]


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
class TableRefused:
    """A request the table turned down before it asked the rules, and why in a word: an
    object like the rules' ``Refusal``, so that every refusal reads the same way."""

    reason: TableReason


@dataclass(frozen=True)
class Refused:
    """The player's move was not taken, and why (the rules' reason, or the table's); the game
    is as it was."""

    generation: int
    refusal: Refusal | TableRefused


@dataclass(frozen=True)
class Recorded:
    """The hand just over, for the player's own statistics: the seed of its deal (the hand is
    over: its pack is no secret now, and the next hand's seed is not derived from it), the
    standing it was dealt on, and every action, in the rules revision given; or none of the
    three (None) where another person played cards face down in it, which the whole deal
    would show: the player keeps the hand's result as their seat saw it."""

    generation: int
    seed: int | None
    start: HandStart | None
    actions: tuple[str, ...] | None
    revision: int


@dataclass(frozen=True)
class Closed:
    """The table is closing: the host quit, or cut this player off."""

    reason: Literal["host_quit", "cut_off", "session_over"]


FromHost = (
    Welcome
    | Turned
    | Seats
    | Events
    | Table
    | Prompt
    | Thinking
    | Refused
    | Recorded
    | Closed
    | Beat
)


# ------------------------------------------------------------------ frames


def frame(message: Any) -> bytes:
    body = json.dumps(encode(message), ensure_ascii=False, separators=(",", ":")).encode()
    return HEADER.pack(len(body)) + body


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
    "Beat",
    "Bye",
    "Closed",
    "Events",
    "FromHost",
    "FromPlayer",
    "Hello",
    "Move",
    "Prompt",
    "ProtocolError",
    "Recorded",
    "Refused",
    "SeatInfo",
    "Table",
    "TableReason",
    "TableRefused",
    "TurnReason",
    "Seats",
    "Thinking",
    "Turned",
    "Welcome",
    "frame",
    "read",
]
