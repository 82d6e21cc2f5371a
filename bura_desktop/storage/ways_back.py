"""The ways back to this host's table, kept in the profile for the table's life:
``<data dir>/ways-back.json``.

A friend who came in through an invitation was given their own lasting code, their way back
(``net.invitations.TableOffer.back``). The host keeps those codes here, by the table's code, so
that a table opened again after the host's restart opens its friends' ways back with it, and
the invitations not taken up yet (each code with the way back it will give); all are
forgotten when the table closes. Read as any file from outside: bounded, each code
checked; a file that is not one is set aside, and no way back is opened.
"""

from __future__ import annotations

import contextlib
import json
import logging
from pathlib import Path
from typing import Any

from bura_desktop.core.bounded import loads
from bura_desktop.core.codes import clean_invitation, is_table_code
from bura_desktop.storage.atomic import set_aside, write_atomic
from bura_desktop.storage.paths import Profile, ensure_dir

FORMAT_VERSION = 1
FILE_LIMIT = 8 * 1024
WAYS_KEPT = 8  # a table has at most five friends; a few more for those who came and went

log = logging.getLogger(__name__)


class WaysBack:
    """The ways back to one hosted table at a time (``profile`` None: for this run only)."""

    def __init__(self, profile: Profile | None) -> None:
        self.path: Path | None = None if profile is None else profile.data_dir / "ways-back.json"
        self.table, self._ways, self._pending = self._read()

    def of(self, table: str) -> tuple[str, ...]:
        """The ways back to the table whose code is ``table``."""
        return tuple(self._ways) if table == self.table else ()

    def pending(self, table: str) -> tuple[tuple[str, str], ...]:
        """The invitations to that table not taken up yet: (code, the way back it gives)."""
        return tuple(self._pending) if table == self.table else ()

    def keep(self, table: str, way: str) -> None:
        """``way`` leads back to ``table`` (a new table: the old one's are forgotten)."""
        self._follow(table)
        self._ways = [way, *(w for w in self._ways if w != way)][:WAYS_KEPT]
        self._pending = [p for p in self._pending if p[1] != way]  # taken up
        self._write()

    def invited(self, table: str, code: str, way: str) -> None:
        """An invitation to ``table``, not taken up yet, that gives ``way`` once it is."""
        self._follow(table)
        self._pending = [(code, way), *self._pending][:WAYS_KEPT]
        self._write()

    def lapsed(self, table: str, code: str) -> None:
        """The invitation ``code`` to ``table`` opens nothing any more."""
        if table == self.table and any(p[0] == code for p in self._pending):
            self._pending = [p for p in self._pending if p[0] != code]
            self._write()

    def forget(self, table: str) -> None:
        if table == self.table:
            self.table, self._ways, self._pending = "", [], []
            self._write()

    def _follow(self, table: str) -> None:
        if table != self.table:
            self.table, self._ways, self._pending = table, [], []

    def _read(self) -> tuple[str, list[str], list[tuple[str, str]]]:
        if self.path is None or not self.path.exists():
            return "", [], []
        try:
            with self.path.open("rb") as file:
                raw = file.read(FILE_LIMIT + 1)  # a larger file is not ours: not read whole
            if len(raw) > FILE_LIMIT:
                raise ValueError("too large")
            data: Any = loads(raw.decode("utf-8"), 4)
            if not isinstance(data, dict) or set(data) != {"version", "table", "ways", "pending"}:
                raise ValueError("not a file of ways back")
            table, ways, pending = data["table"], data["ways"], data["pending"]
            if data["version"] != FORMAT_VERSION or not (table == "" or is_table_code(table)):
                raise ValueError("not a table's ways back")
            if not isinstance(ways, list) or len(ways) > WAYS_KEPT:
                raise ValueError("no list of ways back")
            if not isinstance(pending, list) or len(pending) > WAYS_KEPT:
                raise ValueError("no list of invitations")
            codes = [*ways, *(c for p in pending if isinstance(p, list) for c in p)]
            if any(not isinstance(p, list) or len(p) != 2 for p in pending) or any(
                not isinstance(c, str) or clean_invitation(c) != c for c in codes
            ):
                raise ValueError("a way back or an invitation is not a code")
            return table, ways, [(code, way) for code, way in pending]
        except (OSError, ValueError, UnicodeDecodeError, RecursionError) as error:
            log.warning("The ways back to this table are not read: %s", error)
            with contextlib.suppress(OSError):
                set_aside(self.path)  # kept for a look, never in the way again
            return "", [], []

    def _write(self) -> None:
        if self.path is None:
            return
        pending = [list(p) for p in self._pending]
        data = {
            "version": FORMAT_VERSION,
            "table": self.table,
            "ways": self._ways,
            "pending": pending,
        }
        try:
            if ensure_dir(self.path.parent) is None:
                write_atomic(self.path, json.dumps(data, indent=1))
        except OSError as error:  # a way back not kept does not open after a restart
            log.warning("The ways back to this table are not kept: %s", error)


__all__ = ["WaysBack"]
