"""Faults injected into a profile, through the real start-up and the real window: every file the
app keeps damaged four ways, the game killed while it saves, a full disk.

Elsewhere: a statistics file held by another copy for a whole run
(tests/ui/test_persistence.py, ``..._another_copy_holds_the_statistics_is_kept``), a read-only
data folder (same file, ``test_a_read_only_data_folder_...``), a kill between saves
(``test_killed_mid_hand_...``), a second start on the same profile and a damaged lock file
(tests/ui/test_single_instance.py). The same faults below the window: tests/storage/test_faults.py.
"""

from __future__ import annotations

import contextlib
import json
import os
import random
import sqlite3
import subprocess
import sys
import textwrap
from datetime import datetime
from pathlib import Path

import pytest

from bura_desktop.core import Game, Rules
from bura_desktop.storage import savegame
from bura_desktop.storage import settings as stored_settings
from bura_desktop.storage.paths import Profile
from bura_desktop.storage.seats import HUMAN, Seat
from bura_desktop.storage.statistics import SessionRecord, Statistics
from tests.storage.damage import a_hand, fill
from tests.ui.showing import hands_in, play_until

pytestmark = pytest.mark.usefixtures("normal_speed_afterwards")

ROOT = Path(__file__).resolve().parents[2]
TABLE = (Seat("You", HUMAN), Seat("Masha", "beginner"))


# ------------------------------------------------------------------ the good files, then damaged


def good_settings(profile: Profile) -> Path:
    chosen = stored_settings.Settings()
    chosen.table.card_deck = "contrast"
    assert stored_settings.save(profile, chosen) is None
    return profile.settings_file


def good_save(profile: Profile) -> Path:
    game = Game(Rules(), seed=5)
    session = savegame.SavedSession(game.to_json(), "a" * 32, TABLE, 0, datetime(2026, 1, 1))
    assert savegame.save(profile, session) is None
    return profile.savegame_file


def good_statistics(profile: Profile) -> Path:
    stats, _ = Statistics.open(profile)
    assert (
        stats.start_session(SessionRecord("A", datetime(2026, 1, 1), "classic", {}, TABLE)) is None
    )
    for _ in range(20):  # some pages, for the truncation to cut into
        assert stats.record_hand(a_hand(0)) is None
    stats.close()
    return profile.statistics_file


def good_waiting(profile: Profile) -> Path:
    stats, _ = Statistics.open(profile, timeout=0.1)
    other = sqlite3.connect(profile.statistics_file, isolation_level=None)
    other.execute("BEGIN IMMEDIATE")  # another copy holds the file until this one quits
    assert stats.record_hand(a_hand(0)) is not None
    assert stats.close() is None
    other.execute("COMMIT")
    other.close()
    return stats.waiting_file


def wrong_types(kind: str, path: Path) -> bytes:
    """A file that reads as what it should be, with values of the wrong kind."""
    if kind == "statistics":
        path.unlink()
        with contextlib.closing(sqlite3.connect(path)) as db:
            db.execute("CREATE TABLE hands (started INTEGER, winner TEXT)")
            db.execute("PRAGMA user_version = 3")
            db.commit()
        return path.read_bytes()
    data = json.loads(path.read_text())
    if kind == "settings":
        data["game"] = {"stake": "five", "opponents": 3}
    elif kind == "save":
        data["game"] = json.dumps({"hand": "three", "players": [1.5]})  # the game inside
    else:
        data["records"] = {"hand": 1}
    return json.dumps(data).encode()


def future_version(kind: str, path: Path) -> bytes:
    if kind == "statistics":
        with contextlib.closing(sqlite3.connect(path)) as db:
            db.execute("PRAGMA user_version = 99")
            db.commit()
        return path.read_bytes()
    data = json.loads(path.read_text())
    data["format" if kind == "save" else "schema"] = 99
    return json.dumps(data).encode()


def damage(kind: str, path: Path, how: str) -> bytes:
    """Damage the file ``how``; the bytes it then holds."""
    if how == "garbage":
        content = random.Random(kind).randbytes(4096)
    elif how == "truncated":
        content = path.read_bytes()[: path.stat().st_size // 2]
    elif how == "wrong types":
        content = wrong_types(kind, path)
    else:
        content = future_version(kind, path)
    path.write_bytes(content)
    return content


FILES = {
    "settings": good_settings,
    "save": good_save,
    "statistics": good_statistics,
    "waiting": good_waiting,
}
# What the start says, by kind of file and damage.
SAYS = {
    ("settings", "garbage"): "moved aside",
    ("settings", "truncated"): "moved aside",
    ("settings", "wrong types"): "was not valid",
    ("settings", "future version"): "newer version",
    ("save", "future version"): "newer version",
    ("statistics", "future version"): "newer version",
    ("waiting", "future version"): "could not be read",
}
SAYS_ANY_WAY = {"save": "was damaged", "statistics": "was damaged", "waiting": "could not be read"}


@pytest.mark.parametrize("how", ["garbage", "truncated", "wrong types", "future version"])
@pytest.mark.parametrize("kind", list(FILES))
def test_a_damaged_file_is_told_kept_and_the_game_plays(qtbot, start_profile, tmp_path, kind, how):
    profile = Profile.in_directory(tmp_path)
    path = FILES[kind](profile)
    content = damage(kind, path, how)

    window = start_profile(tmp_path)
    qtbot.waitUntil(lambda: bool(window.messages), timeout=5000)
    says = SAYS.get((kind, how), SAYS_ANY_WAY.get(kind))
    assert any(says in message for message in window.messages), window.messages
    # The damaged file is kept, where it was or under a name of its own.
    kept = [p for p in path.parent.iterdir() if p.name.startswith(path.name)]
    assert any(p.read_bytes() == content for p in kept if p.is_file()), "the bad file is kept"
    play_until(qtbot, window, window.panel.isVisible)  # a whole hand: saved and recorded
    assert window.panel.headline.text() and "stopped" not in window.panel.headline.text()


# ------------------------------------------------------------------ killed while saving

# The game itself, autoplaying, with its third save stopped at the chosen point of the write
# (the temporary half written, or whole, or already renamed into place) until it is killed.
LAUNCHER = textwrap.dedent(
    """
    import os, sys, time
    from bura_desktop.__main__ import main

    point, saves = sys.argv[2], []
    real_replace = os.replace

    def replace(source, target):
        if os.path.basename(target) == "savegame.json":
            saves.append(target)
            if len(saves) == 3:
                if point == "half written":
                    with open(source, "r+b") as temporary:
                        temporary.truncate(os.path.getsize(source) // 2)
                elif point == "renamed":
                    real_replace(source, target)
                print("stopped", flush=True)
                time.sleep(600)
        return real_replace(source, target)

    os.replace = replace
    options = ["--speed", "off", "--autoplay", "--level", "random", "--new-game"]
    sys.exit(main(["--profile", sys.argv[1], *options]))
    """
)


@pytest.mark.skipif(sys.platform == "win32", reason="SIGKILL")
@pytest.mark.parametrize("point", ["half written", "written", "renamed"])
def test_killed_while_saving_the_next_start_resumes_the_last_whole_save(
    qtbot, start_profile, tmp_path, point
):
    game = subprocess.Popen(
        [sys.executable, "-c", LAUNCHER, str(tmp_path), point],
        stdout=subprocess.PIPE,
        stderr=subprocess.DEVNULL,
        env={**os.environ, "PYTHONPATH": str(ROOT), "QT_QPA_PLATFORM": "offscreen"},
    )
    profile = Profile.in_directory(tmp_path)
    try:
        assert game.stdout is not None
        assert game.stdout.readline().strip() == b"stopped"
        last = json.loads(profile.savegame_file.read_text())  # the whole save on disk
    finally:
        game.kill()  # SIGKILL: no clean-up runs
        game.wait()
    if point != "renamed":
        assert list(profile.data_dir.glob(".savegame.json.*.tmp")), "the kill left its temporary"

    again = start_profile(tmp_path)
    assert again.setup.resume == last["game"]
    assert again.setup.session_id == last["session_id"]
    # The killed game's temporaries are gone (this start may be writing one of its own).
    assert [p for p in tmp_path.rglob("*.tmp") if f".{game.pid}-" in p.name] == []
    assert not list(tmp_path.rglob("*.bad-*")), "nothing had to be set aside"
    play_until(qtbot, again, again.panel.isVisible)


# ------------------------------------------------------------------ a full disk


def test_a_full_disk_is_named_and_the_last_save_resumes(qtbot, start_profile, small_disk):
    profile = Profile.in_directory(small_disk / "profile")
    window = start_profile(small_disk / "profile", "--seed", "2", "--level", "random")

    controller = window.worker.controller
    play_until(
        qtbot, window, lambda: controller.game.tricks_played >= 1 and bool(window.flow.legal)
    )
    # The human's turn: the worker wrote the save of the trick before it asked.
    last = profile.savegame_file.read_bytes()

    fill(small_disk)
    play_until(qtbot, window, window.panel.isVisible)  # the trick and the hand want saving
    qtbot.waitUntil(
        lambda: any("the disk is full" in message for message in window.messages), timeout=5000
    )
    window.close()
    assert profile.savegame_file.read_bytes() == last
    assert list(small_disk.rglob("*.tmp")) == []

    (small_disk / "filler").unlink()
    again = start_profile(small_disk / "profile")
    assert again.setup.resume == json.loads(last)["game"]
    play_until(qtbot, again, again.panel.isVisible)
    qtbot.waitUntil(lambda: len(hands_in(small_disk / "profile")) >= 1, timeout=5000)


def test_hands_played_while_the_disk_is_full_are_recorded_when_there_is_room_again(
    qtbot, start_profile, small_disk
):
    window = start_profile(small_disk / "profile", "--seed", "3", "--level", "random")
    controller = window.worker.controller
    play_until(qtbot, window, lambda: bool(window.flow.legal))
    fill(small_disk)
    play_until(qtbot, window, window.panel.isVisible)
    qtbot.waitUntil(
        lambda: any("the disk is full" in message for message in window.messages), timeout=5000
    )
    assert hands_in(small_disk / "profile") == []
    (small_disk / "filler").unlink()
    window.panel.button.click()  # the next hand
    qtbot.waitUntil(lambda: controller.game.hand_no == 1, timeout=5000)
    play_until(qtbot, window, window.panel.isVisible)
    qtbot.waitUntil(lambda: len(hands_in(small_disk / "profile")) == 2, timeout=5000)
