"""Damaged settings files through the settings' own door (``storage.settings.load``), as the game
reads them at start (issue #46).

    python tools/settings_campaign.py [--files 2000] [--seed 1]

Each file is a real settings file (defaults, or random choices of the dialog's) damaged at random
(tests/core/mutations.py's damage of any JSON: dropped keys, wrong types, infinities, NaN,
400-digit numbers, padded text) or in one of ``HOSTILE`` ways (names padded or holding what
never shows, numbers no dialog gives, files cut short, not UTF-8, nested deep, larger than any
settings file). Loading it must not raise nor take more than ``SECONDS``; a file set aside must
be kept byte for byte; every name loaded must keep the rule for a name and every number its
limits; saving what was loaded and loading it again must be quiet. It prints how many were
loaded quietly, with notices, or set aside, the slowest load, the peak memory and every failure.
"""

from __future__ import annotations

import argparse
import json
import random
import resource
import shutil
import sys
import tempfile
import time
from collections import Counter
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bura_desktop.core.levels import OFFERED_LEVELS
from bura_desktop.core.names import valid_name
from bura_desktop.storage import settings
from bura_desktop.storage.paths import Profile
from bura_desktop.storage.seats import Seat
from tests.core.mutations import PRESETS_PLAYERS, mutate

SECONDS = 2.0
NOTICE_LIMIT = 300  # a notice is a sentence, whatever the file held


def real_settings(rng: random.Random) -> dict[str, Any]:
    chosen = settings.Settings()
    chosen.game.preset = rng.choice(tuple(PRESETS_PLAYERS))
    chosen.game.stake = rng.randint(1, 50)
    others = rng.randint(1, PRESETS_PLAYERS[chosen.game.preset] - 1)
    chosen.game.opponents = [
        Seat(name, rng.choice(OFFERED_LEVELS))
        for name in rng.sample(("Masha", "Kolya", "Sasha", "Анна", "Ōta", "李"), others)
    ]
    chosen.table.table_colour = f"#{rng.getrandbits(24):06x}"
    chosen.window.width = rng.randint(640, 2000)
    return chosen.to_dict()


def _opponent_named(data: dict[str, Any], rng: random.Random, name: Any) -> str:
    data["game"]["opponents"][0]["name"] = name
    return f"opponent named {name!r:.40}"


HOSTILE: tuple[str, ...] = (
    "padded name", "invisible name", "override name", "name of numbers", "infinity", "nan",
    "huge number", "huge file", "deep", "cut short", "not utf-8", "many opponents",
)  # fmt: skip


def hostile(data: dict[str, Any], rng: random.Random) -> tuple[bytes, str]:
    kind = rng.choice(HOSTILE)
    if kind == "padded name":
        _opponent_named(data, rng, "W" + " " * rng.choice((30, 100_000, 1_100_000)))
    elif kind == "invisible name":
        _opponent_named(data, rng, rng.choice(("\u3164", "\u200b\u200b", " ", "\u2800")))
    elif kind == "override name":
        _opponent_named(data, rng, rng.choice(("Ann\u202e", "\u2067Bob", "A\nB", "A\x00")))
    elif kind == "name of numbers":
        _opponent_named(data, rng, rng.choice((float("inf"), 10**400, 7, None, ["x"])))
    elif kind in ("infinity", "nan", "huge number"):
        value = {"infinity": float("inf"), "nan": float("nan"), "huge number": 10**400}[kind]
        section = rng.choice(("game", "table", "general", "window"))
        data[section][rng.choice(tuple(data[section]))] = value
    elif kind == "huge file":  # valid JSON, and a settings file but for its size
        padding = b"x" * (settings.FILE_LIMIT + rng.randint(1, 16 << 20))
        return json.dumps(data).encode()[:-1] + b', "padding": "' + padding + b'"}', kind
    elif kind == "deep":
        return ('{"game": ' + "[" * 100_000 + "]" * 100_000 + "}").encode(), kind
    elif kind == "many opponents":
        data["game"]["opponents"] = data["game"]["opponents"] * 1000
    text = json.dumps(data, ensure_ascii=False).encode()
    if kind == "cut short":
        text = text[: rng.randrange(len(text))]
    elif kind == "not utf-8":
        text = text.replace(b'"', b"\xff", 1)
    return text, kind


def damaged(rng: random.Random) -> tuple[bytes, str]:
    data = real_settings(rng)
    if rng.random() < 0.5:
        text, damage = mutate(json.dumps(data), rng)
        return text.encode(), "; ".join(damage)[:80]
    return hostile(data, rng)


def check(profile: Profile, content: bytes) -> tuple[str, str | None]:
    """The outcome of a start with ``content`` as the settings file, and what went wrong."""
    profile.config_dir.mkdir(parents=True, exist_ok=True)
    profile.settings_file.write_bytes(content)
    began = time.monotonic()
    loaded, messages = settings.load(profile)
    seconds = time.monotonic() - began
    if seconds > SECONDS:
        return "", f"took {seconds:.1f} s"
    long = [m for m in messages if len(str(m)) > NOTICE_LIMIT]
    if long:
        return "", f"a notice of {len(str(long[0]))} characters"
    aside = list(profile.config_dir.glob("settings.json.bad-*"))
    if aside and aside[0].read_bytes() != content:
        return "", "the file set aside is not the file"
    bad = [seat.name for seat in loaded.game.opponents if not valid_name(seat.name)]
    if bad:
        return "", f"a name against the rule: {bad[0]!r:.60}"
    for key, (low, high) in settings.NUMBER_LIMITS.items():
        # The game's own numbers, and the rule options among them (kept as changes).
        value = getattr(loaded.game, key, loaded.game.options.get(key, low))
        if not low <= value <= high:
            return "", f"{key} = {value!r:.40} outside its limits"
    problem = settings.save(profile, loaded)
    if problem is not None:
        return "", f"saving failed: {problem}"
    if settings.load(profile)[1]:
        return "", "the next start is not quiet"
    return ("set aside" if aside else "notices" if messages else "quiet"), None


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--files", type=int, default=2000)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args(argv)
    root = Path(tempfile.mkdtemp(prefix="bura-settings-"))
    tally: Counter[str] = Counter()
    kinds: Counter[str] = Counter()
    failures: list[str] = []
    slowest = 0.0
    start = time.monotonic()
    try:
        for i in range(args.files):
            rng = random.Random(f"{args.seed}/{i}")
            content, damage = damaged(rng)
            kinds[damage if damage in HOSTILE else "mutated"] += 1
            began = time.monotonic()
            try:
                outcome, failure = check(Profile.in_directory(root / str(i)), content)
            except Exception as error:  # the very thing the campaign looks for
                outcome, failure = "", f"raised {error!r:.200}"
            slowest = max(slowest, time.monotonic() - began)
            shutil.rmtree(root / str(i), ignore_errors=True)
            if failure is None:
                tally[outcome] += 1
            else:
                tally["failed"] += 1
                failures.append(f"file {i} ({damage}): {failure}")
    finally:
        shutil.rmtree(root, ignore_errors=True)
    seconds = time.monotonic() - start
    peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
    print(f"{args.files} damaged settings files in {seconds:.0f} s (seed {args.seed}):")
    for name in ("quiet", "notices", "set aside", "failed"):
        print(f"  {name}: {tally[name]}")
    print(f"  damage: {dict(sorted(kinds.items()))}")
    print(f"  slowest: {slowest:.2f} s; peak memory of the run: {peak:.0f} MiB")
    for line in failures[:20]:
        print(line)
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
