"""A long run of tests/core/test_saved_mutations.py's property, by hand: damaged saves of real
positions must be refused with ValueError, or load as games that play on without an error.

    python tools/mutation_campaign.py [--saves 20000] [--seed 1]
    python tools/mutation_campaign.py --app [--saves 10000] [--seed 1]

It prints how many damaged saves were refused, accepted (and of those, how many load as the very
game that was saved: the damage changed nothing, say a value set to itself or a hand reordered),
and accepted then failed (which must be none), and the first failures with their damage.

``--app`` runs tests/app/test_app_mutations.py's property instead: the save file of a real
session (its seats, session id and replay of the hand so far), damaged in its game or its
envelope, goes through the app's start (the save file, the resume checks, the controller with
its keeper) and plays its hand and one more; it prints how many took each of
``app_mutations.OUTCOMES``, every other outcome as a failure (a refused save not kept byte for
byte, a table stuck, a recorded hand its history does not replay), and the run's peak memory.
"""

from __future__ import annotations

import argparse
import random
import resource
import sys
import time
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bura_desktop.core import Game
from tests.core.mutations import load_or_refuse, mutate, real_save


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--saves", type=int, default=20000)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--app", action="store_true", help="through the app's start, not the core")
    args = parser.parse_args(argv)
    if args.app:
        return through_the_app(args.saves, args.seed)
    tally: Counter[str] = Counter()
    failures: list[str] = []
    start = time.monotonic()
    for i in range(args.saves):
        rng = random.Random(f"{args.seed}/{i}")
        original = real_save(rng)
        text, damage = mutate(original, rng)
        try:
            game = Game.from_json(text)
        except ValueError:
            tally["refused"] += 1
            continue
        except Exception as error:
            tally["load failed"] += 1
            failures.append(f"save {i}: loading after {damage}: {error!r}")
            continue
        tally["accepted"] += 1
        if game.to_json() == original:
            tally["accepted, the damage changed nothing"] += 1
        try:
            load_or_refuse(text, rng)
        except Exception as error:
            tally["accepted, then failed"] += 1
            failures.append(f"save {i}: playing after {damage}: {error!r}")
    seconds = time.monotonic() - start
    print(f"{args.saves} damaged saves in {seconds:.0f} s (seed {args.seed}):")
    names = ("refused", "accepted", "accepted, the damage changed nothing")
    for name in (*names, "accepted, then failed", "load failed"):
        print(f"  {name}: {tally[name]}")
    for line in failures[:20]:
        print(line)
    return 1 if failures else 0


def through_the_app(saves: int, seed: int) -> int:
    import logging
    import shutil
    import tempfile

    from PySide6.QtCore import QCoreApplication

    from bura_desktop.storage.paths import Profile
    from tests.app.app_mutations import OUTCOMES, damaged_save, try_save

    app = QCoreApplication([])  # noqa: F841 (the controller's queued signals need one)
    # Each stop on an error logs its traceback, each save set aside why: counted here, not
    # printed 10,000 times.
    logging.getLogger("bura_desktop").propagate = False
    logging.getLogger("bura_desktop").addHandler(logging.NullHandler())
    # Where there is one, a memory file system: each save is written and synced many times.
    shm = Path("/dev/shm")
    root = Path(tempfile.mkdtemp(prefix="bura-app-mutations-", dir=shm if shm.is_dir() else None))
    tally: Counter[str] = Counter()
    failures: list[str] = []
    start = time.monotonic()
    try:
        for i in range(saves):
            rng = random.Random(f"{seed}/{i}")
            content, damage = damaged_save(rng)
            profile = Profile.in_directory(root / str(i))
            try:
                outcome = try_save(profile, content, rng)
            except Exception as error:
                outcome = f"raised {error!r}"
            shutil.rmtree(root / str(i), ignore_errors=True)
            if outcome in OUTCOMES:
                tally[outcome] += 1
            else:
                tally["failed"] += 1
                failures.append(f"save {i}: after {damage}: {outcome}")
    finally:
        shutil.rmtree(root, ignore_errors=True)
    seconds = time.monotonic() - start
    print(f"{saves} damaged save files through the app's start in {seconds:.0f} s (seed {seed}):")
    for name in (*OUTCOMES, "failed"):
        print(f"  {name}: {tally[name]}")
    peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024  # KiB on Linux
    print(f"  peak memory of the run: {peak:.0f} MiB")
    for line in failures[:20]:
        print(line)
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
