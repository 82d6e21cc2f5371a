"""The game's process killed (SIGKILL) again and again while Expert computers play (issue #46):
no hand lost, no process left behind.

    python tools/kill_campaign.py [--kills 20] [--seed 1] [--players 2]

Each round starts the game's controller and keeper in a process of its own, as the window runs
them (Expert computers in every seat, on one profile: the first round deals, every later one
resumes the save the last left), lets it play for a few seconds, notes its child processes (the
search worker, multiprocessing's resource tracker) and kills it. 20 s later none of them may be
left; the save must resume, the statistics must open without a notice, and no hand recorded
before a kill may be missing after it. Linux only (it reads /proc). It prints the hands
recorded, the processes left after each kill and every failure.
"""

from __future__ import annotations

import argparse
import os
import random
import signal
import sqlite3
import subprocess
import sys
import tempfile
import textwrap
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bura_desktop.app.resume import saved_setup
from bura_desktop.storage import savegame
from bura_desktop.storage.paths import Profile
from bura_desktop.storage.statistics import Statistics

AFTER_KILL = 20.0  # seconds the processes a game leaves may take to end

GAME = textwrap.dedent(
    """
    import sys
    from PySide6.QtCore import QCoreApplication, QTimer
    from bura_desktop.app import GameWorker, TableSetup
    from bura_desktop.app.keeper import SessionKeeper
    from bura_desktop.app.resume import saved_setup
    from bura_desktop.storage.paths import Profile

    app = QCoreApplication([])
    profile = Profile.in_directory(sys.argv[1])
    setup, _ = saved_setup(profile, "classic", autoplay=True)
    if setup is None:
        setup = TableSetup.against_computers(int(sys.argv[2]), "expert", autoplay=True)
    worker = GameWorker(setup, keeper=SessionKeeper(profile))
    controller = worker.controller
    # As the window does once it has shown a batch, or the table a save resumes at.
    for shown in (controller.events_ready, controller.resumed):
        shown.connect(lambda *_: QTimer.singleShot(0, controller.ready))
    worker.start()
    print("playing", flush=True)
    app.exec()
    """
)


def children(pid: int) -> set[int]:
    """Every process descended from ``pid``, as /proc tells it now."""
    parents: dict[int, int] = {}
    for entry in Path("/proc").iterdir():
        if entry.name.isdigit():
            try:
                stat = (entry / "stat").read_text()
            except OSError:
                continue
            parents[int(entry.name)] = int(stat.rsplit(")", 1)[1].split()[1])
    found: set[int] = set()
    frontier = {pid}
    while frontier:
        frontier = {child for child, parent in parents.items() if parent in frontier} - found
        found |= frontier
    return found


def alive(pid: int) -> bool:
    try:
        state = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()[0]
    except OSError:
        return False
    return state not in ("Z", "X")  # a zombie has ended, waiting for its new parent


def recorded(profile: Profile) -> list[tuple[str, str]]:
    """The hands in the statistics file, by session and start, read as a second copy would."""
    if not profile.statistics_file.exists():
        return []
    with sqlite3.connect(profile.statistics_file) as db:
        rows = db.execute("SELECT session_id, started FROM hands ORDER BY id").fetchall()
    db.close()
    return rows


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--kills", type=int, default=20)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--players", type=int, default=2)
    args = parser.parse_args(argv)
    rng = random.Random(args.seed)
    profile = Profile.in_directory(Path(tempfile.mkdtemp(prefix="bura-kills-")))
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    failures: list[str] = []
    left_total = 0
    for kill in range(args.kills):
        before = recorded(profile)
        game = subprocess.Popen(
            [sys.executable, "-c", GAME, str(profile.config_dir.parent), str(args.players)],
            stdout=subprocess.PIPE,
            text=True,
            env=env,
        )
        assert game.stdout is not None
        game.stdout.readline()
        time.sleep(rng.uniform(4.0, 12.0))
        helpers = children(game.pid)
        game.send_signal(signal.SIGKILL)
        game.wait()
        deadline = time.monotonic() + AFTER_KILL
        while any(alive(p) for p in helpers) and time.monotonic() < deadline:
            time.sleep(0.2)
        left = [p for p in helpers if alive(p)]
        left_total += len(left)
        for pid in left:  # not to weigh on the next round
            os.kill(pid, signal.SIGKILL)
        after = recorded(profile)
        if after[: len(before)] != before:
            failures.append(f"kill {kill + 1}: hands recorded before it are missing")
        stats, messages = Statistics.open(profile)
        stats.close()
        if messages:
            failures.append(f"kill {kill + 1}: the statistics say {messages}")
        setup, told = saved_setup(profile, "classic", autoplay=True)
        if told:
            failures.append(f"kill {kill + 1}: the save says {told}")
        saved, _ = savegame.load(profile)
        where = (
            "none"
            if saved is None
            else f"{len((saved.replay or {}).get('actions', []))} actions in"
        )
        print(
            f"kill {kill + 1}: {len(after)} hands recorded, {len(helpers)} helper processes,"
            f" {len(left)} left {AFTER_KILL:.0f} s after; the save ({where} its hand) resumes:"
            f" {setup is not None}",
            flush=True,
        )
        if left:
            failures.append(f"kill {kill + 1}: {len(left)} processes left")
    print(f"{args.kills} kills: {left_total} processes left; failures: {len(failures)}")
    for failure in failures:
        print(f"  {failure}")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
