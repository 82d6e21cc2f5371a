"""The seats this player holds at other people's tables, kept in the profile for the table's
life: ``<data dir>/seats-held.json``.

A host gives each person a token when they sit down (``app.host``); with it they take their
seat back after a lost connection, a crash or a restart of their own app. So the token is kept
here with what it takes to reach the table again (its address and port, the code its channel
is keyed with, our name there, the host's name to ask by), and forgotten when the table
closes. The file is the player's own, but read as any file from outside: bounded, each field
checked; a file that is not one is set aside, and the seats are simply not offered.
"""

from __future__ import annotations

import contextlib
import json
import logging
from dataclasses import asdict, dataclass
from pathlib import Path
from typing import Any

from bura_desktop.core.bounded import loads
from bura_desktop.core.codes import clean_invitation, is_table_code
from bura_desktop.core.names import valid_name
from bura_desktop.storage.atomic import set_aside, write_atomic
from bura_desktop.storage.paths import Profile, ensure_dir

FORMAT_VERSION = 1
FILE_LIMIT = 16 * 1024  # a few seats of a few hundred bytes each
SEATS_KEPT = 8  # the newest: nobody sits at more tables at once
TEXT_LIMIT = 255  # the longest address (a host name) the field takes

log = logging.getLogger(__name__)


@dataclass(frozen=True)
class SeatHeld:
    """Our seat at the table of ``host`` at ``address``:``port``, keyed with ``code``; or,
    reached across the internet, through our way back to it (``invitation``, a lasting
    invitation code; then no address, port 0)."""

    address: str
    port: int
    code: str
    name: str  # ours there
    token: str
    host: str
    invitation: str = ""

    @property
    def table(self) -> tuple[str, int, str]:
        """Which table it is: one seat a table (the newest token is the one that works)."""
        return (self.invitation or self.address.casefold(), self.port, self.code)

    @classmethod
    def from_dict(cls, data: object) -> SeatHeld:
        """The seat; ``ValueError`` if it is not one this app kept."""
        fields = {"address", "port", "code", "name", "token", "host"}
        if not isinstance(data, dict) or set(data) - {"invitation"} != fields:
            raise ValueError("a seat held is not one")
        address, port, code, token = data["address"], data["port"], data["code"], data["token"]
        invitation = data.get("invitation", "")
        if invitation != "" and (
            not isinstance(invitation, str) or clean_invitation(invitation) != invitation
        ):
            raise ValueError("a seat held has no way back")
        if invitation:
            if (address, port) != ("", 0):
                raise ValueError("a seat held has two ways back")
        elif not (isinstance(address, str) and 0 < len(address) <= TEXT_LIMIT):
            raise ValueError("a seat held has no address")
        elif type(port) is not int or not 1 <= port <= 65535:
            raise ValueError("a seat held has no port")
        if not is_table_code(code):
            raise ValueError("a seat held has no code")
        if not (isinstance(token, str) and 0 < len(token) <= 64 and token.isalnum()):
            raise ValueError("a seat held has no token")
        if not (valid_name(data["name"]) and valid_name(data["host"])):
            raise ValueError("a seat held has no names")
        return cls(address, port, code, data["name"], token, data["host"], invitation)


class SeatsHeld:
    """The seats held, in the profile's file (``profile`` None: for this run only)."""

    def __init__(self, profile: Profile | None) -> None:
        self.path: Path | None = None if profile is None else profile.data_dir / "seats-held.json"
        self._seats: list[SeatHeld] = self._read()

    @property
    def seats(self) -> tuple[SeatHeld, ...]:
        """Newest first."""
        return tuple(self._seats)

    def token(self, address: str, port: int, code: str, name: str) -> str:
        """The token of our seat at that table under ``name`` ("" if we hold none)."""
        table = (address.casefold(), port, code)
        held = next((s for s in self._seats if s.table == table and s.name == name), None)
        return "" if held is None else held.token

    def keep(self, seat: SeatHeld) -> None:
        self._seats = [seat, *(s for s in self._seats if s.table != seat.table)][:SEATS_KEPT]
        self._write()

    def forget(self, address: str, port: int, code: str) -> None:
        table = (address.casefold(), port, code)
        if any(s.table == table for s in self._seats):
            self._seats = [s for s in self._seats if s.table != table]
            self._write()

    def _read(self) -> list[SeatHeld]:
        if self.path is None or not self.path.exists():
            return []
        try:
            with self.path.open("rb") as file:
                raw = file.read(FILE_LIMIT + 1)  # a larger file is not ours: not read whole
            if len(raw) > FILE_LIMIT:
                raise ValueError("too large")
            data: Any = loads(raw.decode("utf-8"), 4)
            if not isinstance(data, dict) or data.get("version") != FORMAT_VERSION:
                raise ValueError("not a file of seats")
            seats = data.get("seats")
            if not isinstance(seats, list) or len(seats) > SEATS_KEPT:
                raise ValueError("no list of seats")
            return [SeatHeld.from_dict(s) for s in seats]
        except (OSError, ValueError, UnicodeDecodeError, RecursionError) as error:
            log.warning("The seats held at other tables are not read: %s", error)
            with contextlib.suppress(OSError):
                set_aside(self.path)  # kept for a look, never in the way again
            return []

    def _write(self) -> None:
        if self.path is None:
            return
        data = {"version": FORMAT_VERSION, "seats": [asdict(s) for s in self._seats]}
        try:
            if ensure_dir(self.path.parent) is None:
                write_atomic(self.path, json.dumps(data, ensure_ascii=False, indent=1))
        except OSError as error:  # a seat not kept cannot be taken back after a restart
            log.warning("The seats held at other tables are not kept: %s", error)


__all__ = ["SeatHeld", "SeatsHeld"]
