"""Invitations across the internet, what is known of them before any network is touched:
where they meet (``Servers``), the code a person types, and the table's offer the host sends
through a keyed wormhole. ``net.rendezvous`` does the talking; this module imports nothing of
Twisted, so the app starts without it.
"""

from __future__ import annotations

import json
import secrets
import string
from dataclasses import dataclass
from typing import Literal

from bura_desktop.core.codes import clean_invitation, is_table_code
from bura_desktop.core.names import valid_name

APP_ID = "bura-desktop/table/3"  # the table's protocol: another version never meets this one
SUBPROTOCOL = "bura-table"
WRONG_TRIES = 5  # wrong codes an invitation survives: 5 guesses in 65,536 for a two-word code
ANSWER_S = 30.0  # how long a guest waits for the host to answer an invitation
PIPE_BUFFER = 1 << 20  # bytes held for a side not connected yet; a table sends far less
TABLE_MESSAGE_LIMIT = 512
LETTERS = string.ascii_lowercase


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


@dataclass(frozen=True)
class TableOffer:
    """What the host tells the friend once the wormhole is keyed: the table's code, its name,
    and the code of the friend's own way back (``back``: a lasting invitation that brings them
    to the table again after a restart of their app, kept in their profile)."""

    code: str
    name: str
    back: str

    def to_bytes(self) -> bytes:
        return json.dumps({"code": self.code, "name": self.name, "back": self.back}).encode()

    @classmethod
    def from_bytes(cls, data: bytes) -> TableOffer:
        if len(data) > TABLE_MESSAGE_LIMIT:
            raise ValueError("the table's offer is too long")
        fields = json.loads(data)
        if not isinstance(fields, dict) or set(fields) != {"code", "name", "back"}:
            raise ValueError("the table's offer is not one")
        code, name, back = fields["code"], fields["name"], fields["back"]
        if not is_table_code(code):
            raise ValueError("the table's code is not one")
        if not isinstance(name, str) or (name and not valid_name(name)):
            raise ValueError("the table's name is not one")
        if not isinstance(back, str) or clean_invitation(back) != back:
            raise ValueError("the way back is not a code")
        return cls(code, name, back)


def return_code() -> str:
    """A code for a friend's way back: never read aloud but kept in their profile, so long
    random words rather than two from a list: three of 8 letters, 113 bits."""
    nameplate = 100_000 + secrets.randbelow(900_000)
    words = ("".join(secrets.choice(LETTERS) for _ in range(8)) for _ in range(3))
    return "-".join([str(nameplate), *words])


__all__ = [
    "APP_ID",
    "PUBLIC",
    "Failed",
    "Servers",
    "TableOffer",
    "return_code",
]
