"""The statistics file (``storage.statistics``): hands recorded, read back in a scope, and kept
through damage, a busy file and a full disk; the figures read from it."""

from __future__ import annotations

import csv
import dataclasses
import hashlib
import sqlite3
import time
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from bura_desktop.storage.figures import (
    Summary,
    endings,
    results_by_level,
    standing_series,
    summarize,
)
from bura_desktop.storage.paths import Profile
from bura_desktop.storage.statistics import (
    ENDINGS,
    SCHEMA_VERSION,
    Damaged,
    HandRecord,
    Scope,
    SessionRecord,
    Statistics,
)
from tests.storage.known_hands import KNOWN, START, TABLE_A, TABLE_B, hand


def open_stats(profile: Profile, timeout: float = 0.1) -> tuple[Statistics, list[str]]:
    return Statistics.open(profile, timeout=timeout)


def recorded(profile: Profile) -> Statistics:
    stats, messages = open_stats(profile)
    assert messages == []
    for session, table, preset in (("A", TABLE_A, "classic"), ("B", TABLE_B, "penalty")):
        assert stats.start_session(SessionRecord(session, START, preset, {}, table)) is None
    for record in KNOWN:
        assert stats.record_hand(record) is None
    stats.close()
    # What the statistics window shows after a restart.
    stats, messages = open_stats(profile)
    assert messages == []
    return stats


def test_figures_equal_hand_computed_ones_after_restart(profile: Profile) -> None:
    stats = recorded(profile)
    assert stats.hands() == KNOWN
    assert summarize(stats.hands()) == Summary(
        played=10,
        won=7,
        win_percent=70.0,
        net_chips=27,
        biggest_pot_won=30,
        claims_right=2,
        claims_wrong=1,
        buras=1,
        average_points=43.1,
        current_streak=0,
        longest_streak=3,
        helped=5,  # the points assist was on in every even-numbered hand
    )
    session_a = summarize(stats.hands(Scope(session_id="A")))
    assert (session_a.played, session_a.won, session_a.net_chips) == (6, 4, 12)
    assert session_a.win_percent == pytest.approx(66.6667, abs=1e-3)
    assert session_a.average_points == pytest.approx(286 / 6)
    assert (session_a.biggest_pot_won, session_a.longest_streak) == (20, 2)
    session_b = summarize(stats.hands(Scope(session_id="B")))
    assert (session_b.played, session_b.won, session_b.win_percent) == (4, 3, 75.0)
    assert (session_b.net_chips, session_b.biggest_pot_won, session_b.longest_streak) == (15, 30, 3)
    assert summarize(stats.hands(Scope(preset="penalty"))) == session_b
    assert summarize(stats.hands(Scope(level="beginner"))) == session_b
    assert summarize(stats.hands(Scope(level="expert"))) == session_a
    assert summarize(stats.hands(Scope(level="intermediate"))) == Summary()
    assert standing_series(stats.hands(Scope(session_id="A")), "pot", 100) == [
        100,
        105,
        115,
        107,
        110,
        116,
        112,
    ]
    assert results_by_level(stats.hands()) == {
        "beginner": (3, 1),
        "intermediate": (0, 0),
        "advanced": (3, 1),
        "expert": (4, 2),
    }
    assert endings(stats.hands()) == {
        "claim": 3,
        "false_claim": 1,
        "bura": 1,
        "declaration": 1,
        "played_out": 1,
        "most_points": 3,
    }
    stats.close()


def test_the_file_uses_wal_and_the_current_schema(profile: Profile) -> None:
    stats, _ = open_stats(profile)
    stats.close()
    with sqlite3.connect(profile.statistics_file) as db:
        assert db.execute("PRAGMA journal_mode").fetchone()[0] == "wal"
        assert db.execute("PRAGMA user_version").fetchone()[0] == SCHEMA_VERSION
        tables = {r[0] for r in db.execute("SELECT name FROM sqlite_master WHERE type='table'")}
    assert {"sessions", "hands"} <= tables


def test_the_statistics_keep_few_pages_in_memory(profile: Profile) -> None:
    # Hands are only appended, and every page written stays in SQLite's cache up to its limit:
    # with the default (2,000 KiB) a long session grew by about 0.9 KiB a hand (issue #23).
    stats, _ = open_stats(profile)
    assert stats._db is not None
    kib = -stats._db.execute("PRAGMA cache_size").fetchone()[0]
    stats.close()
    assert 0 < kib <= 256


def test_csv_export_has_one_row_per_hand(profile: Profile, tmp_path: Path) -> None:
    stats = recorded(profile)
    target = tmp_path / "hands.csv"
    assert stats.export_csv(target) is None
    rows = list(csv.DictReader(target.open(newline="")))
    assert len(rows) == 10
    assert rows[0]["ending"] == "claim" and rows[0]["pot"] == "10"
    assert rows[6]["levels"] == "human;beginner;advanced"
    assert rows[9]["winner"] == ""
    assert stats.export_csv(tmp_path / "missing" / "hands.csv") is not None
    stats.close()


def test_reset_keeps_a_backup_copy(profile: Profile) -> None:
    stats = recorded(profile)
    backup, problem = stats.reset()
    assert problem is None and backup is not None
    assert backup.name.startswith("statistics.sqlite3.backup-")
    assert summarize(stats.hands()) == Summary()
    stats.close()
    with sqlite3.connect(backup) as db:
        assert db.execute("SELECT count(*) FROM hands").fetchone()[0] == 10


@pytest.mark.parametrize(
    "damage",
    ["garbage", "truncated", "zeroes"],
)
def test_damaged_file_is_set_aside_and_fresh_statistics_start(
    profile: Profile, damage: str
) -> None:
    recorded(profile).close()
    path = profile.statistics_file
    original = path.read_bytes()
    content = {
        "garbage": b"\x00\x01not a database at all\xff" * 50,
        "truncated": original[:1500],
        "zeroes": bytes(len(original)),
    }[damage]
    path.write_bytes(content)
    stats, messages = open_stats(profile)
    [message] = messages
    assert "damaged" in message and "moved aside" in message
    [moved] = profile.data_dir.glob("statistics.sqlite3.bad-*")
    assert moved.name in message
    assert moved.read_bytes() == content
    assert summarize(stats.hands()) == Summary()
    assert stats.record_hand(KNOWN[0]) is None
    assert summarize(stats.hands()).played == 1
    stats.close()


def test_damage_found_while_writing_is_told_and_the_hand_kept(
    profile: Profile, monkeypatch: pytest.MonkeyPatch
) -> None:
    stats = recorded(profile)
    write = Statistics._write

    def damaged_once(self: Statistics, item: HandRecord | SessionRecord) -> None:
        monkeypatch.setattr(Statistics, "_write", write)
        error = sqlite3.DatabaseError("database disk image is malformed")
        error.sqlite_errorcode = sqlite3.SQLITE_CORRUPT
        raise error

    monkeypatch.setattr(Statistics, "_write", damaged_once)
    message = stats.record_hand(KNOWN[0])
    [moved] = profile.data_dir.glob("statistics.sqlite3.bad-*")
    assert message == (
        f"Your statistics file was damaged, so it was moved aside as {moved.name}"
        " and new statistics were started."
    )
    assert stats.pending == [] and stats.status is None
    assert stats.hands() == [KNOWN[0]]
    stats.close()
    # The old file is kept whole.
    with sqlite3.connect(moved) as db:
        assert db.execute("SELECT count(*) FROM hands").fetchone()[0] == len(KNOWN)


def test_hands_played_on_a_full_disk_are_recorded_when_there_is_room(profile: Profile) -> None:
    stats, _ = open_stats(profile)
    # SQLite's own way to run out of room, as on a full disk.
    assert stats._db is not None
    pages = stats._db.execute("PRAGMA page_count").fetchone()[0]
    stats._db.execute(f"PRAGMA max_page_count = {pages}")
    message, played = None, 0
    while message is None and played < 200:
        message = stats.record_hand(KNOWN[played % len(KNOWN)])
        played += 1
    assert message == (
        "Your statistics could not be written (the disk is full); 1 record(s) will be saved"
        " when there is room."
    )
    # The hand that did not fit is still counted in this session, and so is the next, which
    # the player is not told of again (issue #46: once a hand); the status keeps the count.
    assert stats.record_hand(KNOWN[0]) is None
    assert stats.status is not None and "; 2 record(s)" in stats.status
    assert len(stats.pending) == 2 and summarize(stats.hands()).played == played + 1
    stats._db.execute(f"PRAGMA max_page_count = {pages * 10}")  # room again
    assert stats.record_hand(KNOWN[1]) is None
    assert stats.pending == [] and stats.status is None
    # Full once more: said once more.
    stats._db.execute(
        f"PRAGMA max_page_count = {stats._db.execute('PRAGMA page_count').fetchone()[0]}"
    )
    message = None
    while message is None and played < 400:
        message = stats.record_hand(KNOWN[played % len(KNOWN)])
        played += 1
    assert message is not None and "1 record(s)" in message
    stats._db.execute(f"PRAGMA max_page_count = {pages * 100}")
    assert stats.record_hand(KNOWN[1]) is None and stats.close() is None
    stats, _ = open_stats(profile)
    assert summarize(stats.hands()).played == played + 3
    stats.close()


def test_empty_file_simply_becomes_a_new_database(profile: Profile) -> None:
    profile.data_dir.mkdir(parents=True)
    profile.statistics_file.write_bytes(b"")
    stats, messages = open_stats(profile)
    assert messages == []
    assert stats.record_hand(KNOWN[0]) is None
    stats.close()


def test_rows_with_wrong_types_are_skipped_not_fatal(profile: Profile) -> None:
    stats = recorded(profile)
    stats.close()
    with sqlite3.connect(profile.statistics_file) as db:
        db.execute(
            "INSERT INTO hands (session_id, started, duration, preset, rules, players, seed,"
            " winner, ending, claimer, card_points, chips, pot, assist, human_seat)"
            " VALUES ('A', 'yesterday', 'long', 'classic', '{', 'x', 'y', 9, 'draw', NULL,"
            " '[]', '[]', 'big', 0, 5)"
        )
    stats, _ = open_stats(profile)
    assert summarize(stats.hands()).played == 10
    stats.close()


def test_a_scope_is_chosen_in_the_file_as_hand_by_hand(profile: Profile) -> None:
    """The file picks a scope's rows (SQL), and the hands are those the scope includes; a row
    whose players cannot be read is still counted unreadable when the scope is a level."""
    stats = recorded(profile)
    scopes = [
        Scope(session_id="B", preset="penalty"),
        Scope(session_id="A", level="expert"),
        Scope(preset="classic", level="beginner"),
        Scope(level="advanced"),
        Scope(session_id="none"),
    ]
    for scope in scopes:
        assert stats.hands(scope) == [h for h in KNOWN if scope.includes(h)]
    stats.close()
    with sqlite3.connect(profile.statistics_file) as db:
        db.execute("UPDATE hands SET players = 'x' WHERE id = 1")
    stats, _ = open_stats(profile)
    assert stats.hands(Scope(level="expert")) == [
        h for h in KNOWN[1:] if "expert" in h.opponent_levels
    ]
    assert stats.unreadable == (
        "Left out of the statistics: 1 hand(s) that could not be read from the file."
    )
    stats.close()


def test_rows_with_text_where_a_number_belongs_are_skipped_and_counted(profile: Profile) -> None:
    stats = recorded(profile)
    assert stats.unreadable is None
    stats.close()
    with sqlite3.connect(profile.statistics_file) as db:
        for column, text in (
            ("chips", '["lots", 0]'),
            ("card_points", '"ab"'),
            ("rules", '{"bankroll": "lots"}'),
            ("winners", '["first"]'),
        ):
            db.execute(
                "INSERT INTO hands (session_id, started, duration, preset, rules, players, seed,"
                " winner, ending, claimer, card_points, chips, pot, assist, human_seat, winners,"
                " hints) SELECT session_id, started, duration, preset, rules, players, seed,"
                " winner, ending, claimer, card_points, chips, pot, assist, human_seat, winners,"
                " hints FROM hands WHERE id = 1"
            )
            db.execute(f"UPDATE hands SET {column} = ? WHERE id = last_insert_rowid()", (text,))
    stats, messages = open_stats(profile)
    assert messages == []
    assert stats.hands() == KNOWN
    assert summarize(stats.hands()).played == 10
    assert stats.unreadable == (
        "Left out of the statistics: 4 hand(s) that could not be read from the file."
    )
    stats.close()


def hands_at_next_start(profile: Profile) -> list[HandRecord]:
    """The hands the statistics hold when the app starts again."""
    stats, _ = open_stats(profile)
    hands = stats.hands()
    stats.close()
    return hands


def another_copy_writing(profile: Profile) -> sqlite3.Connection:
    """Another copy of the app in the middle of writing the statistics file: it holds the lock."""
    other = sqlite3.connect(profile.statistics_file, isolation_level=None)
    other.execute("BEGIN IMMEDIATE")
    return other


def hand_left_waiting(profile: Profile) -> sqlite3.Connection:
    """A hand recorded while another copy writes, and the app quit: the hand waits in a file.
    The other copy's connection, still writing."""
    stats, _ = open_stats(profile)
    other = another_copy_writing(profile)
    assert stats.record_hand(KNOWN[0]) is not None
    assert stats.close() is None
    return other


def test_locked_by_another_copy_keeps_the_hand_and_saves_it_later(profile: Profile) -> None:
    stats, _ = open_stats(profile)
    other = another_copy_writing(profile)
    began = time.monotonic()
    message = stats.record_hand(KNOWN[0])
    assert time.monotonic() - began < 2
    assert message is not None and "in use by another copy" in message
    assert stats.pending == [KNOWN[0]]
    # The statistics window still counts it.
    assert summarize(stats.hands()).played == 1
    other.execute("COMMIT")
    assert stats.record_hand(KNOWN[1]) is None
    assert stats.pending == [] and stats.status is None
    stats.close()
    other.close()
    stats, _ = open_stats(profile)
    assert stats.hands() == KNOWN[:2]
    stats.close()


def test_hands_still_locked_out_at_quit_are_added_at_the_next_start(profile: Profile) -> None:
    stats, _ = open_stats(profile)
    session = SessionRecord("A", START, "classic", {}, TABLE_A)
    assert stats.start_session(session) is None
    other = another_copy_writing(profile)
    assert stats.record_hand(KNOWN[0]) is not None
    assert stats.record_hand(KNOWN[1]) is not None
    assert stats.close() is None
    assert stats.waiting_file.exists()
    # Still locked at the next start: the hands wait on, counted, and the file is kept.
    stats, messages = open_stats(profile)
    assert len(messages) == 1 and "in use by another copy" in messages[0]
    assert stats.hands() == KNOWN[:2]
    assert stats.close() is None
    other.execute("COMMIT")
    other.close()
    stats, messages = open_stats(profile)
    assert messages == []
    assert not stats.waiting_file.exists()
    assert stats.record_hand(KNOWN[2]) is None
    stats.close()
    assert hands_at_next_start(profile) == KNOWN[:3]


def test_hands_freed_later_in_the_session_leave_no_waiting_file(profile: Profile) -> None:
    other = hand_left_waiting(profile)
    stats, _ = open_stats(profile)
    other.execute("COMMIT")
    other.close()
    assert stats.record_hand(KNOWN[1]) is None
    assert not stats.waiting_file.exists()
    stats.close()
    assert hands_at_next_start(profile) == KNOWN[:2]


def test_a_second_reader_leaves_the_waiting_records_to_the_recorder(profile: Profile) -> None:
    other = hand_left_waiting(profile)
    other.execute("COMMIT")
    other.close()
    reader, messages = Statistics.open(profile, timeout=0.1, take_waiting=False)
    assert messages == [] and reader.pending == []
    assert reader.waiting_file.exists()
    recorder, _ = open_stats(profile)
    assert reader.hands() == recorder.hands() == [KNOWN[0]]
    assert reader.close() is None and recorder.close() is None
    assert not recorder.waiting_file.exists()


def test_a_damaged_waiting_file_is_set_aside_with_a_message(profile: Profile) -> None:
    stats, _ = open_stats(profile)
    stats.close()
    stats.waiting_file.write_text('{"records": [')
    stats, messages = open_stats(profile)
    [message] = messages
    [moved] = profile.data_dir.glob("statistics.waiting.json.bad-*")
    assert "earlier quit could not be read" in message and moved.name in message
    assert moved.read_text() == '{"records": ['
    stats.close()


@pytest.mark.parametrize(
    "content",
    [
        '{"schema": "' + "x" * 1_000_000 + '", "records": []}',
        '{"schema": 1, "records": [{"kind": "hand", "row": ["' + "y" * 1_000_000 + '"]}]}',
        '{"schema": 1, "records": [{"kind": "hand", "row": [' + "[" * 5000 + "]" * 5000 + "]}]}",
    ],
    ids=["huge-schema", "huge-row", "deep-row"],
)
def test_a_hostile_waiting_file_is_refused_in_a_short_message(profile: Profile, content) -> None:
    """Issue #35: whatever the waiting file holds, the next start opens and says so briefly."""
    stats, _ = open_stats(profile)
    stats.close()
    stats.waiting_file.write_text(content)
    stats, messages = open_stats(profile)
    assert len(messages) == 1 and len(messages[0]) < 400
    assert summarize(stats.hands()) == Summary()
    stats.close()


def test_opening_while_another_copy_writes_does_not_crash(profile: Profile) -> None:
    profile.data_dir.mkdir(parents=True)
    other = another_copy_writing(profile)
    stats, messages = open_stats(profile)
    assert len(messages) == 1 and "in use by another copy" in messages[0]
    assert summarize(stats.hands()) == Summary()
    assert stats.record_hand(KNOWN[0]) is not None
    other.execute("COMMIT")
    other.close()
    assert stats.flush_pending() is None
    assert stats.hands() == [KNOWN[0]]
    stats.close()


def test_folder_that_cannot_be_created_turns_recording_off(blocked_profile: Profile) -> None:
    stats, messages = open_stats(blocked_profile)
    assert len(messages) == 1 and messages[0].startswith("Statistics are off")
    assert not stats.recording
    message = stats.record_hand(KNOWN[0])
    assert message is not None and "off" in message
    # This session's figures still work from memory.
    assert summarize(stats.hands()).played == 1
    assert stats.reset()[1] is not None


def test_database_path_taken_by_a_folder_turns_recording_off(profile: Profile) -> None:
    profile.statistics_file.mkdir(parents=True)
    stats, messages = open_stats(profile)
    assert len(messages) == 1 and messages[0].startswith("Statistics are off")
    assert stats.record_hand(KNOWN[0]) is not None
    assert profile.statistics_file.is_dir()


def test_newer_schema_is_left_untouched(profile: Profile) -> None:
    recorded(profile).close()
    with sqlite3.connect(profile.statistics_file) as db:
        db.execute("PRAGMA user_version = 99")
    db.close()
    before = hashlib.sha256(profile.statistics_file.read_bytes()).hexdigest()
    stats, messages = open_stats(profile)
    [message] = messages
    assert "newer version" in message
    assert not stats.recording
    assert summarize(stats.hands()).played == 10
    assert stats.record_hand(KNOWN[0]) is not None
    assert stats.reset()[0] is None
    stats.close()
    assert hashlib.sha256(profile.statistics_file.read_bytes()).hexdigest() == before
    assert list(profile.data_dir.glob("statistics.sqlite3.*")) == []


def test_a_hand_that_makes_no_sense_is_refused_at_once() -> None:
    with pytest.raises(ValueError, match="ending"):
        hand(1, 0, "draw", 0, 0, 0)  # type: ignore[arg-type]  # not an ending, on purpose
    with pytest.raises(ValueError, match="winner"):
        hand(1, 5, "claim", 0, 0, 0)
    assert len(ENDINGS) == 6


@settings(max_examples=15, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(st.lists(st.sampled_from(KNOWN), max_size=8))
def test_stored_hands_give_the_same_figures_as_the_list(
    tmp_path_factory: pytest.TempPathFactory, hands: list[HandRecord]
) -> None:
    profile = Profile.in_directory(tmp_path_factory.mktemp("p"))
    stats, _ = open_stats(profile)
    for record in hands:
        assert stats.record_hand(record) is None
    assert summarize(stats.hands()) == summarize(sorted(hands, key=lambda h: h.started))
    stats.close()


def test_a_file_from_before_winners_were_kept_is_upgraded_and_read(profile: Profile) -> None:
    from bura_desktop.storage.statistics import MIGRATIONS, _hand_row

    profile.data_dir.mkdir(parents=True)
    old = KNOWN[0]
    with sqlite3.connect(profile.statistics_file) as db:
        for statement in MIGRATIONS[0]:
            db.execute(statement)
        db.execute("PRAGMA user_version = 1")
        columns = "session_id, started, duration, preset, rules, players, seed, winner, ending, "
        columns += "claimer, card_points, chips, pot, assist, human_seat"
        db.execute(
            f"INSERT INTO hands ({columns}) VALUES ({', '.join('?' * 15)})", _hand_row(old)[:15]
        )
    stats, messages = open_stats(profile)
    assert messages == []
    # A wrong claim in a three-seat game that loses the hand: both others win it.
    split = dataclasses.replace(KNOWN[-1], winner=None, winners=(0, 2), ending="false_claim")
    assert stats.record_hand(split) is None
    first, second = stats.hands()
    assert first.winners is None and first.won  # the old row: its sole winner counts
    assert second.winners == (0, 2) and second.won
    stats.close()


def test_hands_played_with_help_are_counted(profile: Profile) -> None:
    stats, _ = open_stats(profile)
    hinted = dataclasses.replace(KNOWN[1], hints=2, assist=False)
    plain = dataclasses.replace(KNOWN[2], hints=0, assist=False)
    assisted = dataclasses.replace(KNOWN[3], hints=0, assist=True)
    for hand_ in (hinted, plain, assisted):
        assert stats.record_hand(hand_) is None
    assert [h.hints for h in stats.hands()] == [2, 0, 0]
    assert summarize(stats.hands()).helped == 2
    stats.close()


def test_rows_with_deeply_nested_json_are_skipped_counted_and_logged_once(
    profile: Profile, caplog: pytest.LogCaptureFixture
) -> None:
    """A row edited to hold JSON nested a thousand deep is left out like any damaged row: the
    others are shown, and neither the statistics nor the hand history fails to open (#35)."""
    stats = recorded(profile)
    stats.close()
    deep = "[" * 20_000 + "]" * 20_000  # deeper than Python's parser goes, within a row's size
    columns = ("rules", "players", "card_points", "chips", "winners", "start", "actions")
    with sqlite3.connect(profile.statistics_file) as db:
        for column in columns:
            db.execute(
                "INSERT INTO hands (session_id, started, duration, preset, rules, players, seed,"
                " winner, ending, claimer, card_points, chips, pot, assist, human_seat, winners,"
                " hints) SELECT session_id, started, duration, preset, rules, players, seed,"
                " winner, ending, claimer, card_points, chips, pot, assist, human_seat, winners,"
                " hints FROM hands WHERE id = 1"
            )
            db.execute(f"UPDATE hands SET {column} = ? WHERE id = last_insert_rowid()", (deep,))
    stats, messages = open_stats(profile)
    assert messages == []
    caplog.set_level("WARNING", logger="bura_desktop")
    hands = stats.hands()
    # A replay that does not read costs the hand only its replay, as before; its text is kept.
    kept = [h for h in hands if Damaged(deep) not in (h.start, h.actions)]
    assert kept == KNOWN
    assert len(hands) == len(KNOWN) + 2
    assert stats.unreadable == (
        "Left out of the statistics: 5 hand(s) that could not be read from the file."
    )
    assert stats.hands(Scope(level="expert")) and stats.hands()
    assert len([r for r in caplog.records if "could not be read" in r.getMessage()]) == 1
    stats.close()


def copy_first_row(db: sqlite3.Connection, column: str, value: object) -> None:
    """One more hand like the first, ``column`` edited to hold ``value``."""
    db.execute(
        "INSERT INTO hands (session_id, started, duration, preset, rules, players, seed,"
        " winner, ending, claimer, card_points, chips, pot, assist, human_seat, winners,"
        " hints) SELECT session_id, started, duration, preset, rules, players, seed,"
        " winner, ending, claimer, card_points, chips, pot, assist, human_seat, winners,"
        " hints FROM hands WHERE id = 1"
    )
    db.execute(f"UPDATE hands SET {column} = ? WHERE id = last_insert_rowid()", (value,))


HUGE = "9" * 400
HOSTILE_NUMBERS = [
    ("pot", float("inf")),
    ("pot", float("-inf")),
    ("human_seat", float("inf")),
    ("hints", float("-inf")),
    ("hints", "NaN"),
    ("duration", float("inf")),
    ("duration", "NaN"),
    ("pot", 2.5),
    ("card_points", f"[{HUGE}, 0]"),
    ("chips", f"[-{HUGE}, 0]"),
    ("chips", "[1e999, 0]"),
    ("card_points", "[NaN, 0]"),
    ("chips", "[Infinity, 0]"),
    ("pot", 10**18),
]


def test_rows_with_infinite_or_huge_numbers_are_left_out_and_counted(profile: Profile) -> None:
    """±Infinity in the pot, the human's seat or the hints once emptied the statistics and the
    hand history at every start, and a 400-digit count of points made the window raise at every
    refresh (issue #46): each such row is left out and counted; the figures add up the rest."""
    stats = recorded(profile)
    stats.close()
    with sqlite3.connect(profile.statistics_file) as db:
        for column, value in HOSTILE_NUMBERS:
            copy_first_row(db, column, value)
    stats, messages = open_stats(profile)
    assert messages == []
    hands = stats.hands()
    assert hands == KNOWN
    assert stats.unreadable == (
        f"Left out of the statistics: {len(HOSTILE_NUMBERS)} hand(s) that could not be read"
        " from the file."
    )
    assert summarize(hands).played == 10
    assert standing_series(hands, "pot")[-1] == sum(h.chips[0] for h in KNOWN)
    stats.close()


def test_rows_too_long_are_left_out_before_they_are_read(profile: Profile) -> None:
    """A column of 10 MB once took seconds to open, 50 MB left the windows empty (issue #46):
    a row longer than any hand makes is counted out by SQLite, unread."""
    stats = recorded(profile)
    stats.close()
    long = "[" + "0, " * 3_500_000 + "0]"  # 10 MB of JSON that reads
    with sqlite3.connect(profile.statistics_file) as db:
        for column in ("players", "actions", "rules", "seed", "card_points"):
            copy_first_row(db, column, long)
        copy_first_row(db, "pot", b"\0" * 10_000_000)
    stats, _ = open_stats(profile)
    began = time.perf_counter()
    assert stats.hands() == KNOWN
    assert time.perf_counter() - began < 1.0
    assert stats.unreadable == (
        "Left out of the statistics: 6 hand(s) that could not be read from the file."
    )
    assert stats.hands(Scope(level="expert")) == [h for h in KNOWN if h.session_id == "A"]
    stats.close()


def test_a_write_cut_short_at_quit_is_made_when_the_file_is_closed(profile: Profile) -> None:
    """Quitting cuts short what the records' thread does with the file (issue #46); a hand
    being written then is written at close, not lost."""
    stats, _ = open_stats(profile)
    assert stats._db is not None
    stats._db.set_progress_handler(lambda: 1, 1)  # as ``interrupt`` does from another thread
    assert stats.record_hand(KNOWN[0]) is None
    assert stats.pending == [KNOWN[0]] and stats.recording
    stats._db.set_progress_handler(None, 1)
    assert stats.close() is None
    assert hands_at_next_start(profile) == [KNOWN[0]]
