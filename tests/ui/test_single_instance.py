"""One game per profile: a second start shows the running window instead of a second game
writing the same saved game; a lock left by a killed game does not block the next start."""

from __future__ import annotations

import contextlib
import errno
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
from bura_desktop.storage.profile_lock import LOCK_NAME
from bura_desktop.ui.desktop import single_instance
from tests.storage.damage import fill


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
    assert (Profile.in_directory(tmp_path).data_dir / LOCK_NAME).exists()
    again = start(tmp_path, "--hands", "0", "--quit")
    _, errors = again.communicate(timeout=60)
    assert again.returncode == 0, errors
    assert "already running" not in errors
    assert "its window was shown instead" not in log_text(tmp_path)
    assert log_text(tmp_path).count("Language") == 2  # the second start built its window


def test_a_damaged_lock_file_does_not_keep_the_game_from_starting(tmp_path):
    profile = Profile.in_directory(tmp_path)
    profile.data_dir.mkdir(parents=True)
    lock = profile.data_dir / LOCK_NAME
    lock.write_bytes(random.Random(1).randbytes(512))  # names no process
    instance = single_instance.claim(profile, "en")
    assert instance is not None and instance.held
    try:
        # And it is a lock again: a second start is kept out.
        assert not single_instance.InstanceLock(profile.data_dir).acquire()
    finally:
        instance.release()


def python_waiting() -> subprocess.Popen[bytes]:
    """A program of the game's own kind (a Python process) that holds no lock."""
    return subprocess.Popen([sys.executable, "-c", "import time; time.sleep(60)"])


def test_a_lock_naming_a_process_id_now_another_programs_is_taken_over(tmp_path):
    """A game killed with the machine: its lock names a process id that, after the restart,
    belongs to another Python program. That is no game running with the profile."""
    profile = Profile.in_directory(tmp_path)
    profile.data_dir.mkdir(parents=True)
    other = python_waiting()
    try:
        # As Qt's QLockFile wrote it in earlier versions: process id, program, machine.
        details = f"{other.pid}\n{Path(sys.executable).name}\n{os.uname().nodename}\n"
        (profile.data_dir / LOCK_NAME).write_text(details)
        instance = single_instance.claim(profile, "en")
        assert instance is not None and instance.held
        assert instance.notices == []
        instance.release()
    finally:
        other.kill()
        other.wait()


LOCKER = """
import sys, time
from pathlib import Path
from bura_desktop.storage.profile_lock import ProfileLock
lock = ProfileLock(Path(sys.argv[1]))
assert lock.acquire()
print("held", flush=True)
time.sleep(60)
"""


def test_a_lock_held_by_a_running_game_keeps_the_profile_until_that_game_is_gone(tmp_path):
    profile = Profile.in_directory(tmp_path)
    profile.data_dir.mkdir(parents=True)
    holder = subprocess.Popen(
        [sys.executable, "-c", LOCKER, str(profile.data_dir)], stdout=subprocess.PIPE, text=True
    )
    try:
        assert holder.stdout is not None and holder.stdout.readline().strip() == "held"
        assert (profile.data_dir / LOCK_NAME).read_text().startswith(f"{holder.pid}\n")
        assert not single_instance.InstanceLock(profile.data_dir).acquire()
    finally:
        holder.kill()  # SIGKILL: nothing of its own lets go of the lock
        holder.wait()
    again = single_instance.InstanceLock(profile.data_dir)
    assert again.acquire() and again.held
    again.release()


def stand_in_full_disk(monkeypatch, name: str, path_of=lambda call: call[0]):
    """``os.<name>`` on the profile's lock raising ``ENOSPC``, as on a full disk."""
    real = getattr(os, name)

    def full(*call):
        if str(path_of(call)).endswith(LOCK_NAME):
            raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))
        return real(*call)

    monkeypatch.setattr(os, name, full)


def test_a_lock_that_cannot_be_made_on_a_full_disk_lets_the_game_start_and_says_why(
    tmp_path, monkeypatch
):
    profile = Profile.in_directory(tmp_path)
    profile.data_dir.mkdir(parents=True)
    stand_in_full_disk(monkeypatch, "open")
    instance = single_instance.claim(profile, "en")
    assert instance is not None, "a lock that cannot be written is not a game running"
    assert not instance.held
    [notice] = instance.notices
    assert notice == (
        "Your profile could not be locked (the disk is full): the game plays, but a second copy"
        " of Bura Desktop started now would use the same files."
    )
    instance.release()


def test_a_lock_whose_details_do_not_fit_on_the_disk_is_held_and_the_full_disk_named(
    tmp_path, monkeypatch
):
    profile = Profile.in_directory(tmp_path)
    profile.data_dir.mkdir(parents=True)
    opened: dict[int, str] = {}
    real_open = os.open

    def remember(path, *rest, **options):
        fd = real_open(path, *rest, **options)
        opened[fd] = str(path)
        return fd

    monkeypatch.setattr(os, "open", remember)
    stand_in_full_disk(monkeypatch, "write", lambda call: opened.get(call[0], ""))
    instance = single_instance.claim(profile, "en")
    assert instance is not None and instance.held
    assert [str(n) for n in instance.notices] == [
        "Your profile's folder cannot be written to (the disk is full): the hands you play are"
        " kept until it can be."
    ]
    monkeypatch.undo()
    assert not single_instance.InstanceLock(profile.data_dir).acquire(), "and it keeps others out"
    instance.release()


def test_the_game_starts_on_a_full_disk(small_disk):
    profile = small_disk / "profile"
    made = start(profile, "--hands", "0", "--quit")
    _, errors = made.communicate(timeout=60)
    assert made.returncode == 0, errors
    (Profile.in_directory(profile).data_dir / LOCK_NAME).unlink()  # as if it were new, too
    fill(small_disk)
    game = start(profile, "--hands", "0", "--quit")
    _, errors = game.communicate(timeout=60)
    assert game.returncode == 0, errors
    assert "already running" not in errors
