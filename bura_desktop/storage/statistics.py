"""Hand-by-hand statistics in SQLite at ``<data dir>/statistics.sqlite3``: the records and the
database (``storage.figures`` counts the figures over the records).

Nothing here stops the game: a damaged file is set aside and replaced, a file held
by another running copy of the app or on a full disk is retried and the hands kept in memory
until it can be written (at quit, in the waiting file), and a folder that cannot be written
turns recording off with a message.
"""

from __future__ import annotations

import contextlib
import csv
import io
import json
import os
import shutil
import sqlite3
import uuid
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from datetime import datetime
from pathlib import Path
from typing import Any

from bura_desktop.core import bounded
from bura_desktop.core.fields import LIMIT
from bura_desktop.core.rules import RULES_REVISION
from bura_desktop.core.scoring import ENDINGS, Ending
from bura_desktop.storage import waiting
from bura_desktop.storage.atomic import keep_copy, set_aside, unused_name, write_atomic
from bura_desktop.storage.logs import log
from bura_desktop.storage.notices import Notice
from bura_desktop.storage.paths import Profile, describe, ensure_dir
from bura_desktop.storage.seats import Seat
from bura_desktop.storage.waiting import Row

# MIGRATIONS[n] takes a database from user_version n to n + 1.
MIGRATIONS: tuple[tuple[str, ...], ...] = (
    (
        """CREATE TABLE sessions (
            id TEXT PRIMARY KEY,
            started TEXT NOT NULL,
            preset TEXT NOT NULL,
            rules TEXT NOT NULL,
            players TEXT NOT NULL
        )""",
        """CREATE TABLE hands (
            id INTEGER PRIMARY KEY,
            session_id TEXT NOT NULL REFERENCES sessions(id),
            started TEXT NOT NULL,
            duration REAL NOT NULL,
            preset TEXT NOT NULL,
            rules TEXT NOT NULL,
            players TEXT NOT NULL,
            seed TEXT NOT NULL,
            winner INTEGER,
            ending TEXT NOT NULL,
            claimer INTEGER,
            card_points TEXT NOT NULL,
            chips TEXT NOT NULL,
            pot INTEGER NOT NULL,
            assist INTEGER NOT NULL,
            human_seat INTEGER NOT NULL
        )""",
        "CREATE INDEX hands_by_session ON hands(session_id, started)",
    ),
    # Every winner of a hand: a split pot or a wrong claim that loses the hand has several.
    ("ALTER TABLE hands ADD COLUMN winners TEXT",),
    # Hints the human asked for in the hand.
    ("ALTER TABLE hands ADD COLUMN hints INTEGER NOT NULL DEFAULT 0",),
    # What replays the hand (core.replay): the standing at the deal, and the actions in the
    # game's notation. Rows of older files have neither, and are not replayed.
    ("ALTER TABLE hands ADD COLUMN start TEXT", "ALTER TABLE hands ADD COLUMN actions TEXT"),
    # The rules revision (docs/RULES.md) the hand was played under, which its replay follows:
    # every hand recorded before was played under revision 2.
    ("ALTER TABLE hands ADD COLUMN revision INTEGER NOT NULL DEFAULT 2",),
)
SCHEMA_VERSION = len(MIGRATIONS)

_HAND_COLUMNS = (
    "session_id, started, duration, preset, rules, players, seed, winner, ending, "
    "claimer, card_points, chips, pot, assist, human_seat, winners, hints, start, actions, "
    "revision"
)
_HAND_PLACEHOLDERS = ", ".join("?" * (_HAND_COLUMNS.count(",") + 1))
_CORRUPT = {sqlite3.SQLITE_CORRUPT, sqlite3.SQLITE_NOTADB}
# What this version reads and writes, table by table.
_LAYOUT = {"sessions": "id, started, preset, rules, players", "hands": _HAND_COLUMNS}
_BUSY = {sqlite3.SQLITE_BUSY, sqlite3.SQLITE_LOCKED}
# What SQLite says when a file it must make or grow does not fit on a full disk: out of room
# for the database's pages, or for its shared-memory and journal files, which it calls an
# input/output error or a file it cannot open.
_NO_ROOM = {sqlite3.SQLITE_IOERR, sqlite3.SQLITE_CANTOPEN}
# Less room than this is a full disk to SQLite: its shared-memory file alone takes 32 KiB.
ROOM_NEEDED = 1 << 20  # bytes


# A hand's chips and pot: a start within ``LIMIT`` (as ``HandStart`` reads it), six antes of
# a stake within it and a pot paid twice over stay far below this.
RESULT_LIMIT = 10**12
# The most characters a row's columns hold together. A hand's row is a few kilobytes (the rules
# and its actions the longest); a longer one, edited by hand or by another program, is left out
# before it is read, so that a column of megabytes neither stalls nor swells the windows.
ROW_LIMIT = 1 << 16


def _whole(value: Any, low: int = -RESULT_LIMIT, high: int = RESULT_LIMIT) -> bool:
    """A whole number from ``low`` to ``high``: the figures add such numbers and chart them."""
    return isinstance(value, int) and not isinstance(value, bool) and low <= value <= high


def new_session_id() -> str:
    return uuid.uuid4().hex


@dataclass(frozen=True)
class SessionRecord:
    id: str
    started: datetime
    preset: str
    rules: dict[str, Any]
    seats: tuple[Seat, ...]


@dataclass(frozen=True)
class Damaged:
    """A replay column as stored, when it does not read as a start or a list of actions."""

    text: Any


@dataclass(frozen=True)
class HandRecord:
    """One finished hand. Seat numbers index ``seats``, ``card_points`` and ``chips``."""

    session_id: str
    started: datetime
    duration: float
    preset: str
    rules: dict[str, Any]
    seats: tuple[Seat, ...]
    seed: int
    winner: int | None
    ending: Ending
    card_points: tuple[int, ...]
    # Chips each seat won (positive) or paid (negative) in this hand.
    chips: tuple[int, ...]
    pot: int
    assist: bool
    human_seat: int
    # The seat that claimed, for the "claim" and "false_claim" endings.
    claimer: int | None = None
    # Every seat that won the hand; None in hands recorded before winners were kept, where
    # only a sole winner is known.
    winners: tuple[int, ...] | None = None
    hints: int = 0  # hints the human asked for in this hand
    # What replays the hand: ``core.replay.HandStart.to_dict()`` and the actions' text, None
    # in hands recorded before they were kept. A column that does not read as such is kept as
    # its stored text (``Damaged``) and refused only when replayed (``storage.history``), so
    # that a damaged replay never costs the hand its statistics.
    start: dict[str, Any] | Damaged | None = None
    actions: tuple[str, ...] | Damaged | None = None
    # The rules revision the hand was played under (``core.replay.REVISIONS``): this version's
    # for a hand played now, 2 for one recorded before revisions were. Checked when replayed.
    revision: int = RULES_REVISION

    def __post_init__(self) -> None:
        seats = len(self.seats)
        if self.ending not in ENDINGS:
            raise ValueError(f"ending {self.ending!r} is not one of {', '.join(ENDINGS)}")
        if len(self.card_points) != seats or len(self.chips) != seats:
            raise ValueError("card_points and chips need one entry per seat")
        # A row edited by hand or by another program can hold text where a number belongs, or
        # a number no hand makes; the figures would fail on it much later (a chart's scale of
        # a 400-digit number), so it is refused here.
        if not all(_whole(n) for n in (self.pot, *self.chips)):
            raise ValueError(f"pot and chips must be whole numbers within {RESULT_LIMIT:,}")
        if not all(_whole(n, 0, LIMIT) for n in (self.hints, *self.card_points)):
            raise ValueError(f"hints and card_points must be whole numbers from 0 to {LIMIT:,}")
        # Not NaN nor infinite either: neither is within the bounds.
        if not (isinstance(self.duration, int | float) and 0 <= self.duration <= LIMIT):
            raise ValueError("the duration must be a number of seconds")
        if not isinstance(self.rules, dict) or not _whole(self.rules.get("bankroll", 0)):
            raise ValueError("rules must be options by name, with a whole-number bankroll")
        for name in ("human_seat", "winner", "claimer"):
            seat = getattr(self, name)
            if seat is not None and not _whole(seat, 0, seats - 1):
                raise ValueError(f"{name}={seat} is not a seat of this hand")
        if self.winners is not None and not all(_whole(w, 0, seats - 1) for w in self.winners):
            raise ValueError(f"winners={self.winners} are not all seats of this hand")

    @property
    def won(self) -> bool:
        if self.winners is not None:
            return self.human_seat in self.winners
        return self.winner == self.human_seat

    @property
    def opponent_levels(self) -> set[str]:
        return {s.level for n, s in enumerate(self.seats) if n != self.human_seat}


@dataclass(frozen=True)
class Scope:
    """Which hands to count: one session (or all time), one preset, one opponent level."""

    session_id: str | None = None
    preset: str | None = None
    # Hands with at least one opponent of this level.
    level: str | None = None

    def includes(self, hand: HandRecord) -> bool:
        return (
            (self.session_id is None or hand.session_id == self.session_id)
            and (self.preset is None or hand.preset == self.preset)
            and (self.level is None or self.level in hand.opponent_levels)
        )

    def where(self) -> tuple[str, tuple[str, ...]]:
        """``includes`` as an SQL condition on the hands table, with its parameters."""
        terms, values = ["1"], []
        if self.session_id is not None:
            terms.append("session_id = ?")
            values.append(self.session_id)
        if self.preset is not None:
            terms.append("preset = ?")
            values.append(self.preset)
        if self.level is not None:
            # A row whose players are not JSON is kept, so that reading it counts it unreadable.
            terms.append(_HAS_OPPONENT_LEVEL)
            values.append(self.level)
        return " AND ".join(terms), tuple(values)


# Whether a hand had an opponent (a seat other than the human's) of the level given.
_HAS_OPPONENT_LEVEL = """CASE WHEN json_valid(players) THEN EXISTS (
    SELECT 1 FROM json_each(players) AS seat
    WHERE seat.key != human_seat AND json_extract(seat.value, '$.level') = ?
) ELSE 1 END"""


# Whether a row's columns are within ``ROW_LIMIT``, asked of SQLite before any is read into
# Python. SQLite from 3.43 measures a text column in bytes without loading it (octet_length);
# before, length() loads it for a moment to count its characters.
_LENGTH = "octet_length" if sqlite3.sqlite_version_info >= (3, 43) else "length"
_FITS = "({}) <= {}".format(
    " + ".join(f"coalesce({_LENGTH}({c}), 0)" for c in _HAND_COLUMNS.split(", ")), ROW_LIMIT
)


# KiB of pages a connection keeps (SQLite's default is 2,000). Hands are only appended, and
# every page written stays cached up to the limit: with the default, the session's first
# 3,000 hands or so each kept about 0.9 KiB more (issue #23). Reading all hands for the
# statistics window is one pass, which a small cache does not slow.
PAGE_CACHE_KIB = 256


def _code(error: sqlite3.Error) -> int:
    # Extended result codes carry the primary code in the low byte.
    return getattr(error, "sqlite_errorcode", 0) & 0xFF


def _damage(reason: str) -> sqlite3.DatabaseError:
    """Damage SQLite itself did not report, raised as if it had: the file is set aside."""
    error = sqlite3.DatabaseError(reason)
    error.sqlite_errorcode = sqlite3.SQLITE_CORRUPT
    return error


def _reason(error: sqlite3.Error) -> str:
    return Notice("disk_full") if _code(error) == sqlite3.SQLITE_FULL else str(error)


def _session_row(session: SessionRecord) -> tuple[Any, ...]:
    return (
        session.id,
        session.started.isoformat(),
        session.preset,
        json.dumps(session.rules, sort_keys=True),
        json.dumps([s.to_dict() for s in session.seats]),
    )


# How deep a column's JSON may be: the rules (a list in an object) and the players (objects in
# a list) are the deepest. A row edited to hold deeper JSON is refused like any damaged row.
_DEPTH = 2


def _json(text: Any) -> Any:
    """A JSON column's value; ``ValueError`` (or ``TypeError``) for one no hand ever held."""
    return bounded.loads(text, _DEPTH)


def _session_from_row(row: Sequence[Any]) -> SessionRecord:
    session_id, started, preset, rules, players = row
    return SessionRecord(
        id=session_id,
        started=datetime.fromisoformat(started),
        preset=preset,
        rules=_json(rules),
        seats=tuple(Seat.from_dict(s) for s in _json(players)),
    )


def _row(record: SessionRecord | HandRecord) -> Row:
    if isinstance(record, SessionRecord):
        return "session", list(_session_row(record))
    return "hand", list(_hand_row(record))


def _record(row: Row) -> SessionRecord | HandRecord:
    kind, values = row
    if kind == "session":
        return _session_from_row(values)
    if kind == "hand":
        return _hand_from_row(values)
    raise ValueError(f"unknown kind of record {kind!r}")


def _hand_row(hand: HandRecord) -> tuple[Any, ...]:
    return (
        hand.session_id,
        hand.started.isoformat(),
        hand.duration,
        hand.preset,
        json.dumps(hand.rules, sort_keys=True),
        json.dumps([s.to_dict() for s in hand.seats]),
        str(hand.seed),
        hand.winner,
        hand.ending,
        hand.claimer,
        json.dumps(list(hand.card_points)),
        json.dumps(list(hand.chips)),
        hand.pot,
        int(hand.assist),
        hand.human_seat,
        None if hand.winners is None else json.dumps(list(hand.winners)),
        hand.hints,
        _stored(hand.start, lambda start: json.dumps(start, sort_keys=True)),
        _stored(hand.actions, lambda actions: json.dumps(list(actions), ensure_ascii=False)),
        hand.revision,
    )


def _stored(value: Any, dumps: Callable[[Any], str]) -> Any:
    """A replay column as written: JSON, or a damaged column's text as it was read."""
    if value is None:
        return None
    return value.text if isinstance(value, Damaged) else dumps(value)


def _start(text: Any) -> dict[str, Any] | Damaged | None:
    if text is None:
        return None
    try:
        value = _json(text)
    except (TypeError, ValueError):
        value = None
    return value if isinstance(value, dict) else Damaged(text)


def _actions(text: Any) -> tuple[str, ...] | Damaged | None:
    if text is None:
        return None
    try:
        value = _json(text)
    except (TypeError, ValueError):
        value = None
    if isinstance(value, list) and all(isinstance(a, str) for a in value):
        return tuple(value)
    return Damaged(text)


def _integer(value: Any) -> int:
    """A column's whole number as stored: an infinity or a fraction where one belongs is
    refused, not rounded (``int()`` of an infinity raises what the readers do not expect)."""
    if not isinstance(value, int) or isinstance(value, bool):
        raise ValueError(f"{bounded.shown(value)} is not a whole number")
    return value


def _hand_from_row(row: Sequence[Any]) -> HandRecord:
    (session_id, started, duration, preset, rules, players, seed, winner, ending) = row[:9]
    # Records left waiting by a version before replays have no start and actions, and by one
    # before revisions were recorded no revision: they were played under revision 2.
    claimer, card_points, chips, pot, assist, human_seat, winners, hints = row[9:17]
    start, actions, revision = (*row[17:], *(None, None, 2)[len(row) - 17 :])[:3]
    return HandRecord(
        session_id=session_id,
        started=datetime.fromisoformat(started),
        duration=float(duration),
        preset=preset,
        rules=_json(rules),
        seats=tuple(Seat.from_dict(s) for s in _json(players)),
        seed=int(seed),
        winner=winner,
        ending=ending,
        claimer=claimer,
        card_points=tuple(_json(card_points)),
        chips=tuple(_json(chips)),
        pot=_integer(pot),
        assist=bool(assist),
        human_seat=_integer(human_seat),
        winners=None if winners is None else tuple(_json(winners)),
        hints=_integer(hints),
        start=_start(start),
        actions=_actions(actions),
        revision=revision,
    )


@dataclass
class Statistics:
    """The statistics database of one profile. Create it with ``Statistics.open``."""

    path: Path
    timeout: float = 2.0
    # False when nothing can be written: the hands are then only kept in memory.
    recording: bool = True
    # Sessions and hands not yet in the file, oldest first.
    pending: list[SessionRecord | HandRecord] = field(default_factory=list)
    # Why statistics are limited right now, as a sentence; None when all is well.
    status: str | None = None
    # Rows of the file the last reading had to leave out, as a sentence; None when all were read.
    unreadable: str | None = None
    _db: sqlite3.Connection | None = field(default=None, repr=False)
    _ready: bool = field(default=False, repr=False)
    # Whether ``pending`` holds what the waiting file held, so the file may be replaced.
    _took_waiting: bool = field(default=False, repr=False)
    # Whether the player has been told the disk is full since there last was room.
    _told_no_room: bool = field(default=False, repr=False)
    # The most unreadable rows the log has been told of.
    _logged_skipped: int = field(default=0, repr=False)

    @classmethod
    def open(
        cls, profile: Profile, timeout: float = 2.0, take_waiting: bool = True
    ) -> tuple[Statistics, list[str]]:
        """The profile's statistics, and sentences about anything the user should know.

        ``take_waiting=False`` for a second reader in the copy that records (the statistics
        window): only one of them may add what an earlier quit left waiting, or it goes in twice.
        """
        stats = cls(profile.statistics_file, timeout)
        problem = ensure_dir(profile.data_dir)
        if problem:
            stats._turn_off(Notice("statistics_off", problem=problem.message))
            return stats, [stats.status or ""]
        messages: list[str] = []
        try:
            stats._connect()
        except sqlite3.Error as error:
            if _code(error) in _CORRUPT:
                messages.append(stats._replace_damaged())
            elif _code(error) in _BUSY:
                stats.status = Notice("statistics_busy")
            elif stats._no_room(error):
                # Tried again at the next hand: the records wait in memory until then.
                stats._disconnect()
                stats.status = Notice("statistics_no_room")
                stats._told_no_room = True
            else:
                stats._disconnect()
                stats._turn_off(
                    Notice("statistics_not_opened", path=stats.path, reason=_reason(error))
                )
        if stats.recording and take_waiting:
            messages += stats._take_waiting()
        if stats.status and stats.status not in messages:
            messages.append(stats.status)
        return stats, messages

    @property
    def waiting_file(self) -> Path:
        """Where the records not written by quitting time wait for the next start."""
        return waiting.path_for(self.path)

    def _take_waiting(self) -> list[str]:
        """Queue what an earlier quit left waiting, before anything new, and write it now."""
        try:
            rows = waiting.load(self.waiting_file)
        except FileNotFoundError:
            return []
        except (OSError, ValueError) as error:
            reason = describe(error) if isinstance(error, OSError) else str(error)
            try:
                moved = set_aside(self.waiting_file)
            except OSError:
                return [Notice("statistics_waiting_unreadable", reason=reason)]
            return [Notice("statistics_waiting_moved", reason=reason, name=moved.name)]
        records, skipped = [], 0
        for row in rows:
            try:
                records.append(_record(row))
            except (ValueError, TypeError, KeyError):
                skipped += 1
        if skipped:
            # The file goes once its records are in: what could not be read is kept aside.
            with contextlib.suppress(OSError):
                keep_copy(self.waiting_file, tag="bad")
        self.pending[:0] = records
        self._took_waiting = True
        self.flush_pending()
        return [Notice("statistics_rows_skipped", count=skipped)] if skipped else []

    def _connect(self) -> None:
        db = sqlite3.connect(self.path, timeout=self.timeout, isolation_level=None)
        self._db = db
        version = db.execute("PRAGMA user_version").fetchone()[0]
        if version > SCHEMA_VERSION:
            # A newer version's file: read it if we can, but never write to it.
            db.close()
            self._db = sqlite3.connect(
                f"{self.path.absolute().as_uri()}?mode=ro", uri=True, timeout=self.timeout
            )
            self._turn_off(Notice("statistics_newer"))
            return
        check = db.execute("PRAGMA quick_check").fetchone()[0]
        if check != "ok":
            raise _damage(f"quick_check: {check}")
        db.execute(f"PRAGMA cache_size = -{PAGE_CACHE_KIB}")
        self._prepare()

    def _prepare(self) -> None:
        """The current schema, then WAL mode; may raise a "busy" error if another copy writes."""
        if self._ready or self._db is None:
            return
        db = self._db
        db.execute("BEGIN IMMEDIATE")
        try:
            version = db.execute("PRAGMA user_version").fetchone()[0]
            for steps in MIGRATIONS[version:]:
                for statement in steps:
                    db.execute(statement)
            db.execute(f"PRAGMA user_version = {SCHEMA_VERSION}")
            for table, columns in _LAYOUT.items():
                db.execute(f"SELECT {columns} FROM {table} LIMIT 0")
            db.execute("COMMIT")
        except BaseException as error:
            # A full disk can end the transaction itself; a ROLLBACK then would hide why.
            if db.in_transaction:
                db.execute("ROLLBACK")
            if isinstance(error, sqlite3.OperationalError) and _code(error) == sqlite3.SQLITE_ERROR:
                # Tables missing or of another layout (a file edited or written by another
                # program): every hand would fail to go in, start after start.
                raise _damage(str(error)) from None
            raise
        # Only now: a file found damaged above is set aside unchanged.
        db.execute("PRAGMA journal_mode=WAL")
        self._ready = True

    def _no_room(self, error: sqlite3.Error) -> bool:
        """Whether ``error`` is the disk running out of room, which passes."""
        if _code(error) == sqlite3.SQLITE_FULL:
            return True
        if _code(error) not in _NO_ROOM:
            return False
        try:
            return shutil.disk_usage(self.path.parent).free < ROOM_NEEDED
        except OSError:
            return False

    def _turn_off(self, status: str) -> None:
        self.recording = False
        self.status = status

    def _replace_damaged(self) -> str:
        """Set the damaged file aside and start a fresh one; a sentence for the user."""
        self._disconnect()
        try:
            moved = set_aside(self.path)
            for suffix in ("-wal", "-journal"):
                side = self.path.with_name(self.path.name + suffix)
                if side.exists():
                    os.replace(side, moved.with_name(moved.name + suffix))
            self.path.with_name(self.path.name + "-shm").unlink(missing_ok=True)
            self._connect()
        except (OSError, sqlite3.Error) as error:
            reason = describe(error) if isinstance(error, OSError) else _reason(error)
            self._turn_off(Notice("statistics_damaged_off", reason=reason))
            return Notice("statistics_not_replaced")
        return Notice("statistics_replaced", name=moved.name)

    def close(self) -> str | None:
        """Close the file; what it could not take waits in ``waiting_file`` for the next start."""
        message = None
        if self.recording and self.pending:
            self.flush_pending()
        if self.recording and self.pending:
            message = self._keep_waiting()
        self._disconnect()
        return message

    def interrupt(self) -> None:
        """End what the file is doing in another thread at once: a read fails there as
        interrupted, a write is taken back and its records wait for ``close``."""
        db = self._db
        if db is not None:
            db.interrupt()

    def _keep_waiting(self) -> str | None:
        rows = [_row(record) for record in self.pending]
        try:
            if not self._took_waiting and self.waiting_file.exists():
                # Another copy quit with records waiting since this one started: keep both.
                rows = waiting.load(self.waiting_file) + rows
            waiting.save(self.waiting_file, rows)
        except (OSError, ValueError) as error:
            reason = describe(error) if isinstance(error, OSError) else str(error)
            return Notice("statistics_not_kept", count=len(self.pending), reason=reason)
        self._took_waiting = True
        return None

    def _disconnect(self) -> None:
        if self._db is not None:
            self._db.close()
        self._db = None
        self._ready = False

    # Recording.

    def start_session(self, session: SessionRecord) -> str | None:
        self.pending.append(session)
        return self.flush_pending()

    def record_hand(self, hand: HandRecord) -> str | None:
        """Store one hand in one transaction; a sentence if it is only kept in memory."""
        self.pending.append(hand)
        return self.flush_pending()

    def flush_pending(self) -> str | None:
        """Write what is waiting; a sentence for the user when there is something to tell."""
        if not self.recording:
            return self.status or Notice("statistics_in_memory")
        try:
            if self._db is None:  # it could not be opened for want of room
                self._connect()
                if not self.recording:  # a newer version's file now
                    return self.status
            self._prepare()
            while self.pending:
                self._write(self.pending[0])
                self.pending.pop(0)
            if self._took_waiting:
                # Everything it held is in the database now. Should it stay, the next start
                # adds its records a second time: rarer, and better, than losing them.
                with contextlib.suppress(OSError):
                    self.waiting_file.unlink(missing_ok=True)
                self._took_waiting = False
        except sqlite3.Error as error:
            if _code(error) == sqlite3.SQLITE_INTERRUPT:
                return None  # cut short at quit: the records wait for ``close``
            if _code(error) in _BUSY:
                self.status = Notice("statistics_busy_waiting", count=len(self.pending))
            elif self._no_room(error):
                # The hands wait in memory and are written when there is room (at quit, in
                # the waiting file, when there is room for that).
                if not self._ready:
                    self._disconnect()
                self.status = Notice("statistics_no_room_waiting", count=len(self.pending))
                # Said once until there is room again, not at every hand (the status keeps
                # the count for the statistics window).
                if self._told_no_room:
                    return None
                self._told_no_room = True
            elif _code(error) in _CORRUPT:
                self.status = None
                message = self._replace_damaged()
                # The player is told the file was replaced, as at start-up, even when the hands
                # then go into the new file; a problem that remains shows in the status.
                if self.recording:
                    self.flush_pending()
                return message
            else:
                self._turn_off(Notice("statistics_not_saved", reason=_reason(error)))
            return self.status
        self.status = None
        self._told_no_room = False
        return None

    def _write(self, item: SessionRecord | HandRecord) -> None:
        assert self._db is not None
        db = self._db
        db.execute("BEGIN IMMEDIATE")
        try:
            if isinstance(item, SessionRecord):
                db.execute(
                    "INSERT OR REPLACE INTO sessions VALUES (?, ?, ?, ?, ?)", _session_row(item)
                )
            else:
                db.execute(
                    f"INSERT INTO hands ({_HAND_COLUMNS}) VALUES ({_HAND_PLACEHOLDERS})",
                    _hand_row(item),
                )
            db.execute("COMMIT")
        except BaseException:
            if db.in_transaction:
                db.execute("ROLLBACK")
            raise

    # Queries.

    def hands(self, scope: Scope | None = None) -> list[HandRecord]:
        """The hands in ``scope``, oldest first, including those not yet written."""
        scope = scope or Scope()
        stored: list[HandRecord] = []
        if self._db is not None:
            condition, values = scope.where()
            try:
                rows = self._db.execute(
                    f"SELECT {_HAND_COLUMNS} FROM hands WHERE {_FITS} AND {condition}"
                    " ORDER BY started, id",
                    values,
                ).fetchall()
                skipped = self._db.execute(
                    f"SELECT count(*) FROM hands WHERE NOT {_FITS} AND {condition}", values
                ).fetchone()[0]
            except sqlite3.Error as error:
                if _code(error) == sqlite3.SQLITE_INTERRUPT:
                    raise  # cut short at quit: no answer, rather than an empty one
                # No table yet (the file was busy at start) or an unknown newer layout.
                rows, skipped = [], 0
            for row in rows:
                try:
                    hand = _hand_from_row(row)
                except (ValueError, TypeError, KeyError):
                    skipped += 1
                    continue
                if scope.includes(hand):  # a row kept for its unreadable players, now read
                    stored.append(hand)
            self.unreadable = Notice("statistics_rows_skipped", count=skipped) if skipped else None
            if skipped > self._logged_skipped:  # said once, not at every look
                log.warning("%d rows of %s could not be read and are left out", skipped, self.path)
                self._logged_skipped = skipped
        waiting = [h for h in self.pending if isinstance(h, HandRecord) and scope.includes(h)]
        return sorted(stored + waiting, key=lambda h: h.started)

    def export_csv(self, target: Path, scope: Scope | None = None) -> str | None:
        """Write the hands as CSV; a sentence if that failed."""
        out = io.StringIO()
        writer = csv.writer(out)
        writer.writerow(
            ["session", "started", "duration_s", "preset", "players", "levels", "seed"]
            + ["winner", "ending", "claimer", "card_points", "chips", "pot", "assist"]
            + ["human_seat", "rules", "winners", "hints"]
        )
        for h in self.hands(scope):
            writer.writerow(
                [h.session_id, h.started.isoformat(), f"{h.duration:.1f}", h.preset]
                + [";".join(s.name for s in h.seats), ";".join(s.level for s in h.seats)]
                + [h.seed, "" if h.winner is None else h.winner, h.ending]
                + ["" if h.claimer is None else h.claimer]
                + [";".join(map(str, h.card_points)), ";".join(map(str, h.chips))]
                + [h.pot, int(h.assist), h.human_seat, json.dumps(h.rules, sort_keys=True)]
                + ["" if h.winners is None else ";".join(map(str, h.winners)), h.hints]
            )
        try:
            write_atomic(target, out.getvalue())
        except OSError as error:
            return Notice("statistics_not_exported", reason=describe(error))
        return None

    def reset(self) -> tuple[Path | None, str | None]:
        """Empty the statistics after keeping a backup copy; (backup, problem sentence)."""
        if not self.recording or self._db is None:
            return None, self.status or Notice("statistics_nothing_to_reset")
        backup = unused_name(self.path, "backup")
        try:
            with sqlite3.connect(backup) as copy:
                self._db.backup(copy)
            copy.close()
            self._prepare()
            self._db.execute("BEGIN IMMEDIATE")
            try:
                self._db.execute("DELETE FROM hands")
                self._db.execute("DELETE FROM sessions")
                self._db.execute("COMMIT")
            except BaseException:
                if self._db.in_transaction:
                    self._db.execute("ROLLBACK")
                raise
        except sqlite3.Error as error:
            if _code(error) in _BUSY:
                return None, Notice("statistics_busy_reset")
            return None, Notice("statistics_not_reset", reason=_reason(error))
        self.pending = [p for p in self.pending if isinstance(p, SessionRecord)]
        return backup, None


__all__ = [
    "ENDINGS",
    "MIGRATIONS",
    "SCHEMA_VERSION",
    "HandRecord",
    "Scope",
    "SessionRecord",
    "Statistics",
    "new_session_id",
]
