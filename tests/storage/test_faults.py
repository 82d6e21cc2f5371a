"""Faults injected into the files of a profile, below the window: a save killed at chosen points
of its write, a full disk, files of the right name but the wrong layout.

What the start-up makes of each damaged file, through the window, is tests/ui/test_faults.py;
the per-file details are in the other tests of this folder.
"""

from __future__ import annotations

import contextlib
import errno
import json
import os
import sqlite3
import subprocess
import sys
import textwrap
from datetime import datetime
from pathlib import Path

import pytest

from bura_desktop.storage import logs, savegame, waiting
from bura_desktop.storage import settings as settings_file
from bura_desktop.storage.atomic import remove_stale_temporaries
from bura_desktop.storage.paths import Profile
from bura_desktop.storage.statistics import SCHEMA_VERSION, SessionRecord, Statistics
from tests.storage.damage import TABLE, a_hand, fill

ROOT = Path(__file__).resolve().parents[2]
SESSION = SessionRecord("A", datetime(2026, 1, 1), "classic", {}, TABLE)


def a_save(n: int) -> savegame.SavedSession:
    return savegame.SavedSession(f'{{"move": {n}}}', "A", TABLE, 0, datetime(2026, 1, 1))


# ------------------------------------------------------------------ killed in the middle of a save

# Writes version 1 of one file, then version 2 with os.replace stopped at the chosen point (the
# temporary half written, or whole, or already renamed into place) and waits there to be killed.
WRITER = textwrap.dedent(
    """
    import os, sys, time
    from datetime import datetime
    from pathlib import Path
    from bura_desktop.storage import savegame, settings, waiting
    from bura_desktop.storage.paths import Profile
    from bura_desktop.storage.seats import HUMAN, Seat

    profile, kind, point = Profile.in_directory(sys.argv[1]), sys.argv[2], sys.argv[3]
    table = (Seat("Me", HUMAN), Seat("Masha", "expert"))
    profile.data_dir.mkdir(parents=True)  # the waiting file's folder: the statistics made it

    def write(n):
        if kind == "settings":
            value = settings.Settings()
            value.game.stake = n
            assert settings.save(profile, value) is None
        elif kind == "save":
            session = savegame.SavedSession(f'{{"move": {n}}}', "A", table, 0, datetime(2026, 1, 1))
            assert savegame.save(profile, session) is None
        else:
            waiting.save(waiting.path_for(profile.statistics_file), [("session", [n])])

    write(1)
    real_replace = os.replace

    def replace(source, target):
        if point == "half written":
            with open(source, "r+b") as temporary:
                temporary.truncate(os.path.getsize(source) // 2)
        elif point == "renamed":
            real_replace(source, target)
        print("stopped", flush=True)
        time.sleep(600)

    os.replace = replace
    write(2)
    """
)


def version_of(profile: Profile, kind: str) -> int:
    """Which of the writer's versions the file holds, read as a start reads it."""
    if kind == "settings":
        loaded, messages = settings_file.load(profile)
        assert messages == []
        return loaded.game.stake
    if kind == "save":
        session, problem = savegame.load(profile)
        assert problem is None and session is not None
        return json.loads(session.game)["move"]
    [(_, [n])] = waiting.load(waiting.path_for(profile.statistics_file))
    return n


@pytest.mark.skipif(sys.platform == "win32", reason="SIGKILL")
@pytest.mark.parametrize("kind", ["settings", "save", "waiting"])
@pytest.mark.parametrize(
    ("point", "version"), [("half written", 1), ("written", 1), ("renamed", 2)]
)
def test_a_save_killed_mid_write_leaves_a_whole_file_and_no_temporary(
    tmp_path: Path, kind: str, point: str, version: int
) -> None:
    writer = subprocess.Popen(
        [sys.executable, "-c", WRITER, str(tmp_path), kind, point],
        stdout=subprocess.PIPE,
        env={**os.environ, "PYTHONPATH": str(ROOT)},
    )
    try:
        assert writer.stdout is not None
        assert writer.stdout.readline().strip() == b"stopped"
    finally:
        writer.kill()  # SIGKILL: no clean-up runs
        writer.wait()
    profile = Profile.in_directory(tmp_path)
    folder = profile.config_dir if kind == "settings" else profile.data_dir
    if point != "renamed":
        assert list(folder.glob(".*.tmp")), "the kill left the temporary file"
    # The next start, at once: the writer is gone, so its temporary goes too.
    for path in (
        profile.settings_file,
        profile.savegame_file,
        waiting.path_for(profile.statistics_file),
    ):
        remove_stale_temporaries(path)
    assert list(folder.glob(".*.tmp")) == []
    assert version_of(profile, kind) == version


def test_a_temporary_of_a_copy_still_running_is_left_alone(profile: Profile) -> None:
    profile.data_dir.mkdir(parents=True)
    # Named as this process names its own: another thread of a running copy may be writing it.
    being_written = profile.data_dir / f".savegame.json.{os.getpid()}-abc123.tmp"
    being_written.write_text("half a save")
    remove_stale_temporaries(profile.savegame_file)
    assert being_written.exists()


# ------------------------------------------------------------------ a full disk


def test_a_full_disk_is_named_and_nothing_already_saved_is_lost(small_disk: Path) -> None:
    profile = Profile.in_directory(small_disk / "profile")
    chosen = settings_file.Settings()
    chosen.game.stake = 5
    assert settings_file.save(profile, chosen) is None
    assert savegame.save(profile, a_save(1)) is None
    stats, messages = Statistics.open(profile)
    assert messages == []
    assert stats.start_session(SESSION) is None
    assert stats.record_hand(a_hand(1)) is None
    before = {p: p.read_bytes() for p in (profile.settings_file, profile.savegame_file)}

    fill(small_disk)
    chosen.game.stake = 7
    assert settings_file.save(profile, chosen) == "Your settings were not saved (the disk is full)."
    assert savegame.save(profile, a_save(2)) == "The game could not be saved (the disk is full)."
    for n in range(2, 40):  # until the database's own reserve is used up
        message = stats.record_hand(a_hand(n))
        if message is not None:
            break
    assert message is not None and "the disk is full" in message
    stats.close()

    assert {p: p.read_bytes() for p in before} == before
    assert list(small_disk.rglob("*.tmp")) == []
    (small_disk / "filler").unlink()
    assert settings_file.load(profile)[0].game.stake == 5
    saved = savegame.load(profile)[0]
    assert saved is not None and json.loads(saved.game) == {"move": 1}
    with sqlite3.connect(profile.statistics_file) as db:
        assert db.execute("PRAGMA integrity_check").fetchone()[0] == "ok"
    stats, _ = Statistics.open(profile)
    recorded = stats.hands()
    stats.close()
    assert recorded[:1] == [a_hand(1)], "the hand stored before the disk filled is still there"


def test_a_full_disk_simulated_loses_nothing_already_saved(
    profile: Profile, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Where no tmpfs can be mounted: the disk fills as each file is synced."""
    chosen = settings_file.Settings()
    chosen.game.stake = 5
    assert settings_file.save(profile, chosen) is None
    assert savegame.save(profile, a_save(1)) is None
    before = {p: p.read_bytes() for p in (profile.settings_file, profile.savegame_file)}
    stats, _ = Statistics.open(profile, timeout=0.1)
    other = sqlite3.connect(profile.statistics_file, isolation_level=None)
    other.execute("BEGIN IMMEDIATE")  # the hand has to wait in the waiting file at quit
    assert stats.record_hand(a_hand(1)) is not None

    def full(fd: int) -> None:
        raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))

    monkeypatch.setattr(os, "fsync", full)
    chosen.game.stake = 7
    assert settings_file.save(profile, chosen) == "Your settings were not saved (the disk is full)."
    assert savegame.save(profile, a_save(2)) == "The game could not be saved (the disk is full)."
    message = stats.close()
    other.execute("COMMIT")
    other.close()
    assert message is not None and message.endswith("could not be kept (the disk is full).")
    monkeypatch.undo()
    assert {p: p.read_bytes() for p in before} == before
    assert [p for p in profile.config_dir.parent.rglob("*") if p.suffix == ".tmp"] == []


# ------------------------------------------------------------------ right name, wrong content


def test_settings_the_loader_had_to_reset_are_kept_before_the_first_write(profile: Profile) -> None:
    profile.config_dir.mkdir(parents=True)
    original = json.dumps({"schema": 1, "game": {"stake": "five", "bankroll": 3e9}, "table": 7})
    profile.settings_file.write_text(original)
    loaded, messages = settings_file.load(profile)
    assert len(messages) == 3
    # The player changes a preference: the file is rewritten without the values it could not use.
    loaded.table.card_deck = "contrast"
    assert settings_file.save(profile, loaded) is None
    [kept] = profile.config_dir.glob("settings.json.backup-*")
    assert kept.read_text() == original
    # The next write has nothing to keep: no backup per save.
    assert settings_file.save(profile, loaded) is None
    assert len(list(profile.config_dir.glob("settings.json.backup-*"))) == 1


def test_clashing_rule_options_are_written_back_without_a_backup(profile: Profile) -> None:
    chosen = settings_file.Settings()
    chosen.game.options = {"claims": False}
    assert settings_file.save(profile, chosen) is None
    loaded, messages = settings_file.load(profile)
    assert messages, "the options do not work together"
    assert settings_file.save(profile, loaded) is None
    assert list(profile.config_dir.glob("settings.json.backup-*")) == []


@pytest.mark.parametrize(
    "layout",
    [
        [f"PRAGMA user_version = {SCHEMA_VERSION}"],  # this version's number, no tables
        ["CREATE TABLE hands (x)", f"PRAGMA user_version = {SCHEMA_VERSION}"],  # another program's
        ["CREATE TABLE sessions (x)"],  # version 0 with a table in the way
    ],
)
def test_a_database_of_another_layout_is_set_aside_and_statistics_go_on(
    profile: Profile, layout: list[str]
) -> None:
    profile.data_dir.mkdir(parents=True)
    with contextlib.closing(sqlite3.connect(profile.statistics_file)) as db:
        for statement in layout:
            db.execute(statement)
        db.commit()
    original = profile.statistics_file.read_bytes()
    stats, messages = Statistics.open(profile)
    [message] = messages
    [kept] = profile.data_dir.glob("statistics.sqlite3.bad-*")
    assert "was damaged, so it was moved aside as " + kept.name in message
    assert kept.read_bytes() == original, "set aside as it was found"
    assert stats.start_session(SESSION) is None
    assert stats.record_hand(a_hand(1)) is None
    stats.close()


def test_a_database_its_own_check_finds_wrong_is_set_aside(profile: Profile) -> None:
    Statistics.open(profile)[0].close()
    # A NULL where the layout says NOT NULL: SQLite reads the file, its quick_check objects.
    with contextlib.closing(sqlite3.connect(profile.statistics_file)) as db:
        db.execute("PRAGMA writable_schema = ON")
        [layout] = db.execute("SELECT sql FROM sqlite_master WHERE name = 'sessions'").fetchone()
        loose = layout.replace("preset TEXT NOT NULL", "preset TEXT")
        db.execute("UPDATE sqlite_master SET sql = ? WHERE name = 'sessions'", (loose,))
        db.commit()
    with contextlib.closing(sqlite3.connect(profile.statistics_file)) as db:
        db.execute("INSERT INTO sessions VALUES ('a', '2026-01-01', NULL, '{}', '[]')")
        db.execute("PRAGMA writable_schema = ON")
        db.execute("UPDATE sqlite_master SET sql = ? WHERE name = 'sessions'", (layout,))
        db.commit()
    stats, messages = Statistics.open(profile)
    [message] = messages
    assert "was damaged, so it was moved aside" in message
    assert stats.record_hand(a_hand(1)) is None
    stats.close()


def test_waiting_records_that_cannot_be_read_are_kept_aside(profile: Profile) -> None:
    stats, _ = Statistics.open(profile, timeout=0.1)
    other = sqlite3.connect(profile.statistics_file, isolation_level=None)
    other.execute("BEGIN IMMEDIATE")  # another copy holds the file until this one quits
    stats.start_session(SESSION)
    stats.record_hand(a_hand(1))
    assert stats.close() is None
    other.execute("COMMIT")
    other.close()
    data = json.loads(stats.waiting_file.read_text())
    data["records"].append({"kind": "hand", "row": [1]})
    stats.waiting_file.write_text(json.dumps(data))
    original = stats.waiting_file.read_bytes()

    stats, messages = Statistics.open(profile)
    [message] = messages
    assert message == "Left out of the statistics: 1 hand(s) that could not be read from the file."
    assert stats.hands() == [a_hand(1)]
    stats.close()
    assert not stats.waiting_file.exists()
    [kept] = profile.data_dir.glob("statistics.waiting.json.bad-*")
    assert kept.read_bytes() == original


def test_a_damaged_log_file_is_written_after(tmp_path: Path) -> None:
    folder = tmp_path / "logs"
    folder.mkdir()
    garbage = os.urandom(2048)
    (folder / logs.LOG_NAME).write_bytes(garbage)
    code = (
        "import sys; from pathlib import Path; from bura_desktop.storage import logs;"
        "logs.start(Path(sys.argv[1])); logs.log.warning('after the damage')"
    )
    subprocess.run([sys.executable, "-c", code, str(folder)], check=True, timeout=60)
    text = (folder / logs.LOG_NAME).read_bytes()
    assert text.startswith(garbage) and b"after the damage" in text
