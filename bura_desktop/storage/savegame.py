"""The running session, saved to ``<data dir>/savegame.json`` so it can be resumed."""

from __future__ import annotations

import json
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path
from typing import Any

from bura_desktop.core.names import valid_name
from bura_desktop.storage.atomic import set_aside, write_atomic
from bura_desktop.storage.notices import Notice
from bura_desktop.storage.paths import Profile, describe, ensure_dir
from bura_desktop.storage.seats import HUMAN, Seat

# 2: the game inside is ``Game.to_json`` version 2, which an older copy cannot read; the bump
# makes such a copy keep the save aside as "made by a newer version" instead of "damaged".
FORMAT_VERSION = 2
# A save is a few kilobytes (the same size however long the session): a larger file is not one.
SAVE_LIMIT = 1 << 20
# The session id is a uuid's 32 hex digits and the time an ISO date: nothing longer is either.
TEXT_LIMIT = 64


@dataclass(frozen=True)
class HostedTable:
    """What a hosted table keeps to open again after the host's restart: the code its players
    know, the key their seats' tokens are made from (``app.host``), its port, the host's
    name as the players know it, and the seats people took when its game began."""

    code: str
    key: str
    port: int
    host: str
    people: tuple[int, ...]

    def to_dict(self) -> dict[str, Any]:
        return {
            "code": self.code,
            "key": self.key,
            "port": self.port,
            "host": self.host,
            "people": list(self.people),
        }

    @classmethod
    def from_dict(cls, data: object) -> HostedTable:
        """The table; ``ValueError`` if it is not one a host made."""
        if not isinstance(data, dict) or set(data) != {"code", "key", "port", "host", "people"}:
            raise ValueError("the hosted table is not one")
        code, key, port, host = data["code"], data["key"], data["port"], data["host"]
        people = data["people"]
        if not valid_name(host):
            raise ValueError("the hosted table's host has no name")
        if not isinstance(people, list) or any(type(s) is not int or not 0 < s < 6 for s in people):
            raise ValueError("the hosted table's people are not at seats")
        if not (isinstance(code, str) and code.isalnum() and 4 <= len(code) <= 12):
            raise ValueError("the hosted table's code is not one")
        if not (isinstance(key, str) and 16 <= len(key) <= TEXT_LIMIT):
            raise ValueError("the hosted table's key is not one")
        if type(port) is not int or not 1024 <= port <= 65535:
            raise ValueError("the hosted table's port is not one")
        return cls(code, key, port, host, tuple(people))


@dataclass(frozen=True)
class SavedSession:
    # ``Game.to_json()`` output, kept as an opaque string.
    game: str
    session_id: str
    seats: tuple[Seat, ...]
    human_seat: int
    saved: datetime
    # What replays the hand in progress so far (``app.keeper``): its deal seed, its standing
    # at the deal, its actions up to the save and the rules revision they follow (none in a
    # save from before revisions: revision 2), so a resumed hand is recorded whole. An older
    # copy ignores it; a save without it resumes a hand that is recorded unreplayable. Checked
    # against the game when the save is resumed (``app.resume``).
    replay: dict[str, Any] | None = None
    # A hosted table's seats open to people, and the table itself, to open again.
    remote: tuple[int, ...] = ()
    table: HostedTable | None = None

    def to_dict(self) -> dict[str, Any]:
        data = {
            "format": FORMAT_VERSION,
            "game": self.game,
            "session_id": self.session_id,
            "seats": [seat.to_dict() for seat in self.seats],
            "human_seat": self.human_seat,
            "saved": self.saved.isoformat(),
        }
        if self.replay is not None:
            data["replay"] = self.replay
        if self.remote:
            data["remote"] = list(self.remote)
        if self.table is not None:
            data["table"] = self.table.to_dict()
        return data

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> SavedSession:
        """The saved session; ``ValueError`` (or ``TypeError``) if anything is wrong."""
        game, session_id, saved = data["game"], data["session_id"], data["saved"]
        if not isinstance(game, str) or not game or not isinstance(session_id, str):
            raise ValueError("the game or the session id is missing")
        if len(session_id) > TEXT_LIMIT or not isinstance(saved, str) or len(saved) > TEXT_LIMIT:
            raise ValueError("the session id or the time is not one")
        if not isinstance(data["seats"], list) or not 2 <= len(data["seats"]) <= 6:
            raise ValueError("a game has 2 to 6 seats")
        seats = tuple(Seat.from_dict(s) for s in data["seats"])
        human_seat = data["human_seat"]
        if type(human_seat) is not int or not 0 <= human_seat < len(seats):
            raise ValueError("the human seat is not one of the seats")
        # One seat is the human's, or none when the computers played every seat (autoplay):
        # a second would never be played, and the table would wait for it for ever.
        humans = [i for i, seat in enumerate(seats) if seat.level == HUMAN]
        if humans not in ([], [human_seat]):
            raise ValueError("a seat other than the human's is marked human")
        replay = data.get("replay")
        if replay is not None and not isinstance(replay, dict):
            raise ValueError("the hand's replay is not an object")
        remote = data.get("remote", [])
        if not isinstance(remote, list) or any(
            type(s) is not int or not 0 <= s < len(seats) or s == human_seat for s in remote
        ):
            raise ValueError("the seats open to people are not seats of the game")
        if len(set(remote)) != len(remote):
            raise ValueError("a seat is open to people twice")
        table = None if data.get("table") is None else HostedTable.from_dict(data["table"])
        if table is not None and not set(table.people) <= set(remote):
            raise ValueError("the hosted table's people are not at its open seats")
        return cls(
            game,
            session_id,
            seats,
            human_seat,
            datetime.fromisoformat(saved),
            replay,
            tuple(remote),
            table,
        )


def save(profile: Profile, session: SavedSession) -> str | None:
    """Write the session atomically; a sentence for the user if that failed."""
    problem = ensure_dir(profile.data_dir)
    if problem:
        return Notice("game_not_saved_folder", problem=problem.message)
    try:
        write_atomic(profile.savegame_file, json.dumps(session.to_dict(), ensure_ascii=False))
    except OSError as error:
        return Notice("game_not_saved", reason=describe(error))
    return None


def load(profile: Profile) -> tuple[SavedSession | None, str | None]:
    """The saved session if there is one that can be resumed, and a sentence if not."""
    path = profile.savegame_file
    try:
        with path.open("rb") as file:
            raw = file.read(SAVE_LIMIT + 1)  # a larger file is damaged: not read whole
    except (FileNotFoundError, NotADirectoryError):
        # No save can exist there; ``save`` reports why the folder is unusable.
        return None, None
    except OSError as error:
        return None, Notice("save_unreadable", reason=describe(error))
    try:
        if len(raw) > SAVE_LIMIT:
            raise ValueError("far too large to be a save")
        data = json.loads(raw.decode("utf-8"))
        if not isinstance(data, dict):
            raise ValueError("not an object")
        version = data.get("format")
        if type(version) is int and version > FORMAT_VERSION:
            return None, _keep_newer(path)
        return SavedSession.from_dict(data), None
    except (UnicodeDecodeError, ValueError, TypeError, KeyError, RecursionError):
        pass
    try:
        moved = set_aside(path)
    except OSError as error:
        return None, Notice("save_damaged_not_moved", reason=describe(error))
    return None, Notice("save_damaged", name=moved.name)


def _keep_newer(path: Path) -> str:
    # Moved aside, not left in place: this version's next save would overwrite it.
    try:
        kept = set_aside(path, tag="newer")
    except OSError as error:
        return Notice("save_newer_not_moved", reason=describe(error))
    return Notice("save_newer", name=kept.name)


def set_aside_failed(profile: Profile) -> str:
    """The game stopped on an error: keep its save out of the way, so the next start does not
    resume into the same failure, and say where it is."""
    try:
        moved = set_aside(profile.savegame_file)
    except FileNotFoundError:
        return Notice("game_failed")
    except OSError as error:
        return Notice("game_failed_not_moved", reason=describe(error))
    return Notice("game_failed_kept", name=moved.name)


def clear(profile: Profile) -> str | None:
    """Remove the save when its session ends; a sentence if it could not be removed."""
    try:
        profile.savegame_file.unlink(missing_ok=True)
    except NotADirectoryError:
        return None
    except OSError as error:
        return Notice("save_not_removed", reason=describe(error))
    return None


__all__ = ["FORMAT_VERSION", "SavedSession", "clear", "load", "save", "set_aside_failed"]
