"""Invitations across the internet, what is known of them before any network is touched:
where they meet (``Servers``), the code a person types, and the table's offer the host sends
through a keyed wormhole. ``net.rendezvous`` does the talking; this module imports nothing of
Twisted, so the app starts without it.
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass
from typing import Literal

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


__all__ = [
    "APP_ID",
    "CODE_LIMIT",
    "PUBLIC",
    "Failed",
    "Servers",
    "TableOffer",
    "clean_code",
]
