from __future__ import annotations

import errno
import os
import subprocess
import sys
import textwrap
import time
from datetime import datetime
from pathlib import Path

import pytest

from bura_desktop.storage import settings as settings_file
from bura_desktop.storage.atomic import (
    keep_copy,
    remove_stale_temporaries,
    set_aside,
    write_atomic,
)
from bura_desktop.storage.paths import Profile, ensure_dir


def test_profile_directory_puts_config_data_and_logs_under_it(tmp_path: Path) -> None:
    profile = Profile.from_option(tmp_path / "p")
    assert profile.config_dir == tmp_path / "p" / "config"
    assert profile.data_dir == tmp_path / "p" / "data"
    assert profile.log_dir == tmp_path / "p" / "logs"
    assert profile.settings_file.name == "settings.json"
    assert profile.statistics_file == profile.data_dir / "statistics.sqlite3"
    assert profile.savegame_file == profile.data_dir / "savegame.json"
    # Nothing is created until something is written.
    assert not (tmp_path / "p").exists()


def test_default_profile_uses_the_app_name() -> None:
    profile = Profile.from_option(None)
    for folder in (profile.config_dir, profile.data_dir, profile.log_dir):
        assert "bura-desktop" in folder.parts


def test_missing_folder_is_created_on_first_save(profile: Profile) -> None:
    assert settings_file.save(profile, settings_file.Settings()) is None
    assert profile.settings_file.is_file()


def test_folder_blocked_by_a_file_is_a_clear_problem(blocked_profile: Profile) -> None:
    problem = ensure_dir(blocked_profile.config_dir)
    assert problem is not None
    assert str(blocked_profile.config_dir) in problem.message
    assert problem.message.endswith(".")


def test_read_only_folder_is_a_clear_problem(
    profile: Profile, monkeypatch: pytest.MonkeyPatch
) -> None:
    profile.config_dir.mkdir(parents=True)
    monkeypatch.setattr(os, "access", lambda *args, **kwargs: False)
    problem = ensure_dir(profile.config_dir)
    assert problem is not None and "read-only" in problem.message
    message = settings_file.save(profile, settings_file.Settings())
    assert message is not None and "not saved" in message
    assert not profile.settings_file.exists()


def test_set_aside_never_overwrites_an_earlier_backup(tmp_path: Path) -> None:
    now = datetime(2024, 5, 1, 12, 30, 5)
    names = []
    for content in ("first", "second", "third"):
        path = tmp_path / "settings.json"
        path.write_text(content)
        names.append(set_aside(path, now=now))
        assert not path.exists()
    assert [p.name for p in names] == [
        "settings.json.bad-20240501-123005",
        "settings.json.bad-20240501-123005-2",
        "settings.json.bad-20240501-123005-3",
    ]
    assert [p.read_text() for p in names] == ["first", "second", "third"]


def test_keep_copy_leaves_the_original(tmp_path: Path) -> None:
    path = tmp_path / "settings.json"
    path.write_text("original")
    copy = keep_copy(path)
    assert path.read_text() == copy.read_text() == "original"
    assert copy.name.startswith("settings.json.backup-")


def test_failed_write_leaves_the_old_file_and_no_temporary(tmp_path: Path) -> None:
    path = tmp_path / "file.txt"
    write_atomic(path, "old")

    class Boom(Exception):
        pass

    def explode(*args: object) -> None:
        raise Boom

    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(os, "replace", explode)
        with pytest.raises(Boom):
            write_atomic(path, "new")
    assert path.read_text() == "old"
    assert os.listdir(tmp_path) == ["file.txt"]


def test_only_stale_temporaries_of_our_own_files_are_removed(profile: Profile) -> None:
    path = profile.settings_file
    assert settings_file.save(profile, settings_file.Settings()) is None

    # A save killed after writing its temporary file: nothing removes it or renames it.
    class Killed(BaseException):
        pass

    def kill(*args: object) -> None:
        raise Killed

    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(os, "replace", kill)
        patch.setattr(os, "unlink", lambda *args: None)
        with pytest.raises(Killed):
            write_atomic(path, "killed")
    [killed] = profile.config_dir.glob(".settings.json.*.tmp")
    an_hour_ago = time.time() - 3600
    os.utime(killed, (an_hour_ago, an_hour_ago))
    # Another running copy's save in progress, and files that are not ours.
    in_progress = profile.config_dir / ".settings.json.abc123.tmp"
    in_progress.write_text("being written")
    others = [profile.config_dir / ".notes.txt.abc123.tmp", profile.config_dir / "keep.tmp"]
    for other in others:
        other.write_text("the user's")
        os.utime(other, (an_hour_ago, an_hour_ago))
    remove_stale_temporaries(path)
    assert not killed.exists()
    assert in_progress.exists() and all(other.exists() for other in others)
    assert settings_file.load(profile) == (settings_file.Settings(), [])


def test_a_full_disk_is_named_when_a_file_cannot_be_saved(
    profile: Profile, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from bura_desktop.storage import savegame
    from bura_desktop.storage.statistics import Statistics

    stats, _ = Statistics.open(profile)

    def full(*args: object) -> None:
        raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))

    monkeypatch.setattr(os, "fsync", full)
    assert settings_file.save(profile, settings_file.Settings()) == (
        "Your settings were not saved (the disk is full)."
    )
    session = savegame.SavedSession("{}", "s", (), 0, datetime(2024, 1, 1))
    assert savegame.save(profile, session) == "The game could not be saved (the disk is full)."
    assert stats.export_csv(tmp_path / "hands.csv") == (
        "The statistics could not be exported (the disk is full)."
    )
    stats.close()
    assert [p.name for p in profile.config_dir.iterdir()] == []


WRITER = textwrap.dedent(
    """
    import sys
    from pathlib import Path
    from bura_desktop.storage import settings
    from bura_desktop.storage.paths import Profile

    profile = Profile.in_directory(sys.argv[1])
    values = [settings.Settings(), settings.Settings()]
    values[1].table.table_colour = "#aabbcc"
    # A large unknown key makes each write long enough to be interrupted.
    for value in values:
        value.unknown[""] = {"padding": "x" * 2_000_000}
    settings.save(profile, values[0])
    print("ready", flush=True)
    n = 0
    while True:
        settings.save(profile, values[n % 2])
        n += 1
    """
)


@pytest.mark.parametrize("delay", [0.05, 0.13, 0.21])
def test_killed_mid_write_leaves_old_or_new_settings(tmp_path: Path, delay: float) -> None:
    root = Path(__file__).resolve().parents[2]
    writer = subprocess.Popen(
        [sys.executable, "-c", WRITER, str(tmp_path / "p")],
        cwd=root,
        stdout=subprocess.PIPE,
        env={**os.environ, "PYTHONPATH": str(root)},
    )
    try:
        assert writer.stdout is not None
        assert writer.stdout.readline().strip() == b"ready"
        time.sleep(delay)
    finally:
        writer.kill()  # SIGKILL: no clean-up runs
        writer.wait()
    loaded, messages = settings_file.load(Profile.in_directory(tmp_path / "p"))
    assert messages == []
    assert loaded.table.table_colour in ("#1d5c3a", "#aabbcc")
    assert len(loaded.unknown[""]["padding"]) == 2_000_000
