"""The secure channel a host and a player talk through: keyed by the table's code, sealed.

Nothing readable crosses the network. A connection opens with one plain frame each way,
``Opening``: a SPAKE2 message (the password-authenticated key exchange magic-wormhole uses,
PyPI ``spake2``) made with the table's code as the password. From the two, each end derives
the same key if and only if both used the same code; a listener learns nothing of the code or
the key, and an impostor on either side gets one guess per connection, never an offline test
(``docs/DESIGN.md``, "The table over the network").

The host answers a player's opening with its own and, at once, a sealed proof that it knows
the code. The player checks the proof before it sends anything sealed: a look-alike table
that does not know the code learns nothing from the player (not even something to test guesses
against), and a wrong code is known to the player at once (``WrongCode``). From then on every
frame is a message sealed with ChaCha20-Poly1305 (``cryptography``), a key for each direction
and a counter for its nonce, so a frame changed, replayed, reordered or from another
connection does not open and ends the connection.

Frames, plain or sealed, are four bytes of length then the body; each side's length limit is
checked from the header, before the body is read. No Qt and no sockets here: ``app.link``
carries the bytes.
"""

from __future__ import annotations

import base64
import struct
from dataclasses import dataclass
from typing import Any, Literal

from cryptography.exceptions import InvalidTag
from cryptography.hazmat.primitives import hashes
from cryptography.hazmat.primitives.ciphers.aead import ChaCha20Poly1305
from cryptography.hazmat.primitives.kdf.hkdf import HKDF
from spake2 import SPAKE2_A, SPAKE2_B  # type: ignore[import-untyped]

from bura_desktop.net.messages import (
    HEADER,
    PLAYER_FRAME_LIMIT,
    PROTOCOL,
    Hello,
    ProtocolError,
    Turned,
    frame,
    read,
)

Side = Literal["host", "player"]

# The identities bound into the key: a host's and a player's keys of another protocol differ.
_IDS = {side: f"bura-desktop {PROTOCOL} {side}".encode() for side in ("player", "host")}
PROOF = b"bura-desktop: this table knows the code"
TAG = 16  # the bytes an AEAD adds to what it seals
# An opening is about a hundred bytes, a turning-away a few dozen; an old player's hello as
# long as a player's frame may be.
PLAIN_LIMIT = PLAYER_FRAME_LIMIT


class WrongCode(ProtocolError):
    """The other end did not prove the code: a wrong code, or not the table it claims to be."""


@dataclass(frozen=True)
class Opening:
    """The one plain message each way: the version spoken and a SPAKE2 message (base64)."""

    protocol: int
    spake: str


@dataclass(frozen=True)
class Secured:
    """Not a message on the wire: the player's channel says so once the host proved the code,
    and the player may speak."""


# What each side may say in plain, before the channel is keyed: a player its opening (or, from
# a player of protocol 2, its old plain hello, so that it can be told the versions differ), a
# host its opening or why it will not talk.
PLAIN_FROM_PLAYER = Opening | Hello
PLAIN_FROM_HOST = Opening | Turned


def code_password(code: str) -> bytes:
    """The password of a table's code: codes are read out and typed in any case."""
    return code.strip().upper().encode()


class Channel:
    """One end of a connection: ``side`` is this end. ``expected``: the kinds of message the
    other end may send once the channel is sealed, each at most ``limit`` bytes."""

    def __init__(self, side: Side, expected: Any, limit: int) -> None:
        self.side = side
        self.expected = expected
        self.limit = limit
        self._buffer = bytearray()
        self._spake: Any = None  # the player's SPAKE2 state, from its opening to the host's
        self._sealer: ChaCha20Poly1305 | None = None
        self._opener: ChaCha20Poly1305 | None = None
        self._sent = 0
        self._opened = 0
        self._proven = side == "host"  # the host needs no proof: its player's Hello is one
        self._answering = False  # the host was given the player's opening and must answer

    @property
    def sealed(self) -> bool:
        """Keyed, and the other end proved the code: messages may be sealed and opened."""
        return self._sealer is not None and self._proven

    @property
    def waiting(self) -> int:
        """Bytes received that make no whole frame yet."""
        return len(self._buffer)

    # ------------------------------------------------------------------ opening

    def open(self, code: str) -> bytes:
        """The player's first words: its opening for ``code``."""
        assert self.side == "player" and self._spake is None
        self._spake = SPAKE2_A(code_password(code), idA=_IDS["player"], idB=_IDS["host"])
        return frame(Opening(PROTOCOL, _b64(self._spake.start())))

    def answer(self, code: str, opening: Opening) -> bytes:
        """The host's answer to a player's ``opening``: its own opening and the sealed proof
        that it knows ``code``. Checking a code costs a few milliseconds; the host decides
        beforehand whether to spend them (``app.door``)."""
        assert self.side == "host" and self._answering
        spake = SPAKE2_B(code_password(code), idA=_IDS["player"], idB=_IDS["host"])
        mine = spake.start()
        self._key(spake, opening)
        self._answering = False
        return frame(Opening(PROTOCOL, _b64(mine))) + self.seal_body(PROOF)

    def _key(self, spake: Any, opening: Opening) -> None:
        try:
            theirs = base64.b64decode(opening.spake, validate=True)
            key = spake.finish(theirs)
        # Anything the library raises on a message that is not a point of its group (its
        # exceptions are not all documented): the opening is the peer's, and hostile.
        except Exception as error:
            raise ProtocolError(f"an opening that does not open: {error}") from None
        mine, yours = ("host", "player") if self.side == "host" else ("player", "host")
        self._sealer = ChaCha20Poly1305(_derive(key, f"{mine} to {yours}"))
        self._opener = ChaCha20Poly1305(_derive(key, f"{yours} to {mine}"))

    # ------------------------------------------------------------------ sealing

    def seal(self, message: Any) -> bytes:
        """``message`` as a sealed frame."""
        assert self.sealed
        return self.seal_body(frame(message)[HEADER.size :])

    def seal_body(self, body: bytes) -> bytes:
        """``body`` as a sealed frame, whatever it is (``seal`` seals a message; a test or the
        fuzzer seals what no message is, to see it refused inside the channel)."""
        assert self._sealer is not None
        sealed = self._sealer.encrypt(_nonce(self._sent), body, None)
        self._sent += 1
        return HEADER.pack(len(sealed)) + sealed

    # ------------------------------------------------------------------ reading

    def feed(self, data: bytes) -> list[Any]:
        """The whole messages that ``data`` completes; ``ProtocolError`` at the first frame
        that may not come (``WrongCode`` for a proof that does not open). A player's channel
        gives ``Secured()`` once the host proved the code; a host's channel stops at the
        player's opening, which the host must ``answer`` before anything more is read."""
        self._buffer += data
        messages: list[Any] = []
        while not self._answering and len(self._buffer) >= HEADER.size:
            (size,) = HEADER.unpack_from(self._buffer)
            keyed = self._opener is not None
            limit = self.limit + TAG if keyed else PLAIN_LIMIT
            if size > limit:
                raise ProtocolError(f"a frame of {size} bytes is over the limit of {limit}")
            if len(self._buffer) < HEADER.size + size:
                break
            body = bytes(self._buffer[HEADER.size : HEADER.size + size])
            del self._buffer[: HEADER.size + size]
            if keyed:
                messages.extend(self._sealed_frame(body))
            else:
                messages.extend(self._frame(body))
        return messages

    def _frame(self, body: bytes) -> list[Any]:
        if self.side == "host":
            message = read(body, PLAIN_FROM_PLAYER)
            self._answering = isinstance(message, Opening) and message.protocol == PROTOCOL
            return [message]
        message = read(body, PLAIN_FROM_HOST)
        if isinstance(message, Opening) and message.protocol == PROTOCOL:
            if self._spake is None:
                raise ProtocolError("an opening before ours")
            self._key(self._spake, message)
            self._spake = None
            return []
        return [message]  # a turning-away, or an opening of another version

    def _sealed_frame(self, body: bytes) -> list[Any]:
        assert self._opener is not None
        try:
            plain = self._opener.decrypt(_nonce(self._opened), body, None)
        except InvalidTag:
            if not self._proven:
                raise WrongCode("the table did not prove the code") from None
            raise ProtocolError("a sealed frame that does not open") from None
        self._opened += 1
        if not self._proven:
            if plain != PROOF:
                raise WrongCode("the table's proof is not the proof")
            self._proven = True
            return [Secured()]
        return [read(plain, self.expected)]


def _derive(key: bytes, direction: str) -> bytes:
    info = f"bura-desktop {PROTOCOL} {direction}".encode()
    return HKDF(algorithm=hashes.SHA256(), length=32, salt=None, info=info).derive(key)


def _nonce(counter: int) -> bytes:
    return struct.pack(">4xQ", counter)


def _b64(data: bytes) -> str:
    return base64.b64encode(data).decode()


__all__ = [
    "PLAIN_FROM_HOST",
    "PLAIN_FROM_PLAYER",
    "Channel",
    "Opening",
    "Secured",
    "WrongCode",
    "code_password",
]
