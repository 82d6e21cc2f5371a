"""Hostile rows in the statistics file, read as the Statistics and Hand history windows read them
(issue #46): every row must be read or left out and counted, never stop the reading.

    QT_QPA_PLATFORM=offscreen python tools/statistics_campaign.py [--rows 2000] [--seed 1]
        [--huge 3]

Real hands are recorded by the keeper (random sessions of each preset), then ``--rows`` copies
of them are added with one to three of their columns damaged, each damage one of ``KINDS`` (a
column and a hostile value: infinities, NaN, 400-digit numbers, fractions, wrong types, deep or
padded JSON, names the rule for a name refuses, columns of a megabyte), and ``--huge`` rows
with a column of 50 MB. The file is then read in every scope, its figures counted and charted
(``storage.figures``, ``ui.records.charts.nice_ticks``), every hand read replayed or refused
(``storage.history.replay``) and exported as CSV. It prints how many rows were read and left
out, the kinds used, the slowest read, the peak memory, and every failure: an exception, a real
hand missing, a count that does not add up, a read over ``SECONDS``, a row changed by reading.
"""

from __future__ import annotations

import argparse
import random
import resource
import shutil
import sqlite3
import subprocess
import sys
import tempfile
import time
from collections import Counter
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bura_desktop.core import Rules
from bura_desktop.core.replay import ReplayError
from bura_desktop.storage import history
from bura_desktop.storage.figures import endings, results_by_level, standing_series, summarize
from bura_desktop.storage.history import NotKept
from bura_desktop.storage.paths import Profile
from bura_desktop.storage.statistics import Scope, Statistics
from bura_desktop.ui.records.charts import nice_ticks
from tests.storage.sessions import play_session

SECONDS = 10.0  # one read of the whole file, the huge rows among them
HUGE = "9" * 400


def _players(name: Any) -> str:
    return f'[{{"name": "You", "level": "human"}}, {{"name": {name}, "level": "expert"}}]'


# Hostile values by the columns they are tried in; a kind is a column and one of its values.
NUMBERS: tuple[Any, ...] = (
    float("inf"), float("-inf"), "NaN", "Infinity", 2.5, -1, 10**18, -(10**18), HUGE, b"\x00",
    "", "1e999", 2**63 - 1,
)  # fmt: skip
JSON_LISTS: tuple[Any, ...] = (
    f"[{HUGE}, 0]", f"[-{HUGE}, 0]", "[1e999, 0]", "[NaN, 0]", "[Infinity, -Infinity]",
    "[1.5, 0]", '["1", 0]', "[true, false]", "[]", "[0, 0, 0, 0, 0, 0, 0]", "[" * 5000 + "]" * 5000,
    "[0, " + "0, " * 400_000 + "0]", "{}", "null", "not json",
)  # fmt: skip
TEXTS: tuple[Any, ...] = (
    "", "x" * 1_000_000, "\x00", b"\xff\xfe", 7, 1.5, float("inf"), "2026-13-45", "W" * 70_000,
    "\u202e" * 1000,
)  # fmt: skip
NAMES: tuple[str, ...] = (
    '"W' + " " * 100_000 + '"', '"W   "', '" W"', '"Ann\\u202e"', '"Ann\\u200b"', '"\\u3164"',
    '""', '"x' + "x" * 24 + '"', "7", "null", '"A\\nB"', '"\\u0000"', "Infinity",
)  # fmt: skip
KINDS: tuple[tuple[str, Any], ...] = (
    *(
        (column, value)
        for column in ("pot", "human_seat", "hints", "winner", "claimer", "duration", "revision")
        for value in NUMBERS
    ),
    *(
        (column, value)
        for column in ("card_points", "chips", "winners", "rules", "start", "actions")
        for value in JSON_LISTS
    ),
    *(
        (column, value)
        for column in ("session_id", "started", "preset", "seed", "ending", "assist")
        for value in TEXTS
    ),
    *(("players", _players(name)) for name in NAMES),
    ("players", "[" + ", ".join([_players('"P"')[1:-1]] * 7) + "]"),
    ("players", '[{"name": "You"}, {"level": "expert"}]'),
    ("rules", '{"bankroll": ' + HUGE + "}"),
    ("rules", '{"bankroll": Infinity}'),
    ("rules", '{"players": 400}'),
    ("start", '{"hand_no": ' + HUGE + "}"),
    ("actions", '["' + "play A♠ " * 10_000 + '"]'),
)
COLUMNS = (
    "session_id, started, duration, preset, rules, players, seed, winner, ending, claimer, "
    "card_points, chips, pot, assist, human_seat, winners, hints, start, actions, revision"
)


def recorded(profile: Profile, seed: int) -> int:
    """Real hands of every preset, recorded by the keeper; how many."""
    for n, preset in enumerate(Rules.PRESETS):
        players = 2 + (seed + n) % 3
        play_session(profile, Rules.preset(preset, players=players), preset, seed * 10 + n, 6)
    with sqlite3.connect(profile.statistics_file) as db:
        count: int = db.execute("SELECT count(*) FROM hands").fetchone()[0]
    db.close()
    return count


def damage(
    db: sqlite3.Connection, real: int, rows: int, huge: int, rng: random.Random
) -> Counter[str]:
    """``rows`` damaged copies of real hands, and ``huge`` with a column of 50 MB; the kinds."""
    used: Counter[str] = Counter()
    for _ in range(rows):
        db.execute(
            f"INSERT INTO hands ({COLUMNS}) SELECT {COLUMNS} FROM hands WHERE id = ?",
            (rng.randint(1, real),),
        )
        for _ in range(rng.choice((1, 1, 1, 2, 3))):
            kind = rng.randrange(len(KINDS))
            column, value = KINDS[kind]
            db.execute(f"UPDATE hands SET {column} = ? WHERE id = last_insert_rowid()", (value,))
            used[f"{kind}:{column}"] += 1
    for n in range(huge):
        column = ("players", "actions", "rules")[n % 3]
        db.execute(f"INSERT INTO hands ({COLUMNS}) SELECT {COLUMNS} FROM hands WHERE id = 1")
        db.execute(
            f"UPDATE hands SET {column} = ? WHERE id = last_insert_rowid()", ("x" * (50 << 20),)
        )
        used[f"huge:{column}"] += 1
    return used


def digest(path: Path) -> str:
    """The file's rows, hashed in a process of its own (the 50 MB columns are read whole):
    reading must change none."""
    code = (
        "import hashlib, sqlite3, sys\n"
        "found = hashlib.sha256()\n"
        "for row in sqlite3.connect(sys.argv[1]).execute('SELECT * FROM hands ORDER BY id'):\n"
        "    found.update(repr(row).encode())\n"
        "print(found.hexdigest())\n"
    )
    hashed = subprocess.run([sys.executable, "-c", code, str(path)], capture_output=True, text=True)
    return hashed.stdout.strip()


def make(folder: Path, rows: int, huge: int, seed: int) -> None:
    """The damaged file in ``folder``'s profile; its real hands, one a line, on standard output."""
    profile = Profile.in_directory(folder)
    real = recorded(profile, seed)
    stats, _ = Statistics.open(profile)
    for hand in stats.hands():
        print(repr(hand))
    stats.close()
    with sqlite3.connect(profile.statistics_file, isolation_level=None) as db:
        for kind, count in sorted(damage(db, real, rows, huge, random.Random(seed)).items()):
            print(f"kind {kind} {count}", file=sys.stderr)
    db.close()  # the last connection: the file holds every row, no journal beside it


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rows", type=int, default=2000)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--huge", type=int, default=3, help="rows with a column of 50 MB")
    parser.add_argument("--make", type=Path, help=argparse.SUPPRESS)
    args = parser.parse_args(argv)
    if args.make is not None:
        make(args.make, args.rows, args.huge, args.seed)
        return 0
    # The file is made in a process of its own: this one's peak memory is the reading's.
    folder = Path(tempfile.mkdtemp(prefix="bura-statistics-"))
    made = subprocess.run(
        [sys.executable, __file__, "--make", str(folder), *argv],
        capture_output=True, text=True, check=True,
    )  # fmt: skip
    originals = made.stdout.splitlines()
    used = [line.split()[1] for line in made.stderr.splitlines() if line.startswith("kind ")]
    real = len(originals)
    profile = Profile.in_directory(folder)
    before = digest(profile.statistics_file)
    failures: list[str] = []
    tally: Counter[str] = Counter()
    slowest = 0.0
    stats, messages = Statistics.open(profile, take_waiting=False)
    try:
        scopes = [Scope(), *(Scope(preset=p) for p in Rules.PRESETS)]
        scopes += [Scope(level=level) for level in ("beginner", "expert")]
        for scope in scopes:
            began = time.monotonic()
            hands = stats.hands(scope)
            slowest = max(slowest, time.monotonic() - began)
            summarize(hands)
            results_by_level(hands)
            endings(hands)
            for scoring in ("pot", "series", "penalty_points"):
                series = standing_series(hands, scoring, 100)
                nice_ticks(min(series), max(series))
            if scope == Scope():
                all_hands = hands
                left_out = stats.unreadable
        read = {repr(hand) for hand in all_hands}
        missing = [h for h in originals if h not in read]
        if missing:
            failures.append(f"{len(missing)} real hand(s) missing")
        counted = 0 if left_out is None else int(left_out.split(": ")[1].split(" ")[0])
        total = real + args.rows + args.huge
        if len(all_hands) + counted != total:
            failures.append(f"{len(all_hands)} read and {counted} left out of {total} rows")
        for hand in all_hands:
            try:
                history.replay(hand)
                tally["replayed"] += 1
            except (NotKept, ReplayError):
                tally["replay refused"] += 1
        if stats.export_csv(profile.data_dir / "export.csv") is not None:
            failures.append("the export failed")
        tally["read"], tally["left out"] = len(all_hands), counted
    except Exception as error:  # the very thing the campaign looks for
        failures.append(f"reading failed: {error!r}")
    finally:
        stats.close()
    if slowest > SECONDS:
        failures.append(f"a read took {slowest:.1f} s")
    if digest(profile.statistics_file) != before:
        failures.append("reading changed the rows")
    shutil.rmtree(folder, ignore_errors=True)
    peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
    print(f"{real} real hands, {args.rows} damaged rows, {args.huge} rows with a column of 50 MB")
    print(f"kinds: {len(KINDS)} and 50 MB columns ({len(used)} used)")
    print(f"messages at opening: {messages}")
    for outcome, count in sorted(tally.items()):
        print(f"{outcome:16} {count}")
    print(f"slowest read: {slowest:.2f} s; peak memory: {peak:.0f} MB")
    print(f"failures: {len(failures)}")
    for failure in failures:
        print(f"  {failure}")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
