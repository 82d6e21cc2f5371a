"""One game per profile: a second start shows the running window instead of a second game
writing the same saved game; a lock left by a killed game does not block the next start."""

from __future__ import annotations

import contextlib
import os
import random
import signal
import sqlite3
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

import pytest

from bura_desktop.storage.paths import Profile
from bura_desktop.ui.desktop import single_instance


def start(profile: Path, *options: str) -> subprocess.Popen[str]:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    command = [sys.executable, "-m", "bura_desktop", "--profile", str(profile), "--speed", "off"]
    return subprocess.Popen(
        [*command, *options], env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True
    )


def log_text(profile: Path) -> str:
    path = Profile.in_directory(profile).log_dir / "bura-desktop.log"
    return path.read_text(encoding="utf-8") if path.exists() else ""


def wait_for(condition, seconds: float = 30) -> None:
    deadline = time.monotonic() + seconds
    while not condition():
        assert time.monotonic() < deadline, "timed out"
        time.sleep(0.1)


@pytest.fixture
def first(tmp_path):
    game = start(tmp_path, "--new-game")
    wait_for(lambda: "Language" in log_text(tmp_path))  # the window is being built
    yield game
    if game.poll() is None:
        game.terminate()
    game.communicate(timeout=30)


def test_a_second_start_shows_the_running_window_and_leaves(first, tmp_path):
    second = start(tmp_path)
    _, errors = second.communicate(timeout=30)
    assert second.returncode == 0, errors
    assert first.poll() is None  # the first game plays on
    wait_for(lambda: "A second start asked for the window" in log_text(tmp_path))
    assert "its window was shown instead" in log_text(tmp_path)


def what_is_kept(profile: Profile) -> tuple[bytes, int, list[list[Any]], bool]:
    """The save (its bytes and time) and the statistics' rows, read without writing."""
    save = profile.savegame_file
    uri = f"{profile.statistics_file.absolute().as_uri()}?mode=ro"
    with contextlib.closing(sqlite3.connect(uri, uri=True)) as db:
        rows = [db.execute(f"SELECT * FROM {table}").fetchall() for table in ("sessions", "hands")]
    waiting = profile.statistics_file.with_suffix(".waiting.json")
    return save.read_bytes(), save.stat().st_mtime_ns, rows, waiting.exists()


def test_a_second_start_on_the_same_profile_writes_nothing(first, tmp_path):
    profile = Profile.in_directory(tmp_path)
    wait_for(lambda: profile.savegame_file.exists() and profile.statistics_file.exists())
    time.sleep(1)  # the first game waits for the human now: nothing of its own changes
    before = what_is_kept(profile)
    # Were it to run, this start would resume the same session and record two hands of it.
    second = start(tmp_path, "--autoplay", "--hands", "2", "--quit")
    _, errors = second.communicate(timeout=60)
    assert second.returncode == 0, errors
    assert first.poll() is None
    assert what_is_kept(profile) == before


@pytest.mark.skipif(sys.platform == "win32", reason="SIGSTOP")
def test_a_second_start_says_so_when_the_running_game_does_not_answer(first, tmp_path):
    first.send_signal(signal.SIGSTOP)
    try:
        second = start(tmp_path)
        _, errors = second.communicate(timeout=30)
    finally:
        first.send_signal(signal.SIGCONT)
    assert second.returncode == 0
    assert "already running with this profile" in errors


def test_the_lock_of_a_killed_game_is_taken_over(tmp_path):
    game = start(tmp_path, "--new-game")
    wait_for(lambda: "Language" in log_text(tmp_path))
    game.kill()
    game.communicate(timeout=30)
    assert (Profile.in_directory(tmp_path).data_dir / single_instance.LOCK_NAME).exists()
    again = start(tmp_path, "--hands", "0", "--quit")
    _, errors = again.communicate(timeout=60)
    assert again.returncode == 0, errors
    assert "already running" not in errors
    assert "its window was shown instead" not in log_text(tmp_path)
    assert log_text(tmp_path).count("Language") == 2  # the second start built its window


def test_a_damaged_lock_file_does_not_keep_the_game_from_starting(tmp_path):
    profile = Profile.in_directory(tmp_path)
    profile.data_dir.mkdir(parents=True)
    lock = profile.data_dir / single_instance.LOCK_NAME
    lock.write_bytes(random.Random(1).randbytes(512))  # names no process
    instance = single_instance.claim(profile, "en")
    assert isinstance(instance, single_instance.InstanceLock)
    try:
        # And it is a lock again: a second start is kept out.
        assert not single_instance.InstanceLock(profile.data_dir).acquire()
    finally:
        instance.release()
