"""Where Bura Desktop keeps its files, and making those folders on first use."""

from __future__ import annotations

import errno
import os
from dataclasses import dataclass
from pathlib import Path

import platformdirs

from bura_desktop.storage.notices import Notice

APP_NAME = "bura-desktop"


@dataclass(frozen=True)
class StorageProblem:
    """A folder or file that cannot be used, with one sentence for the user."""

    path: Path
    message: Notice

    def __str__(self) -> str:
        return self.message


@dataclass(frozen=True)
class Profile:
    """The three folders of one user profile: configuration, data and logs."""

    config_dir: Path
    data_dir: Path
    log_dir: Path

    @classmethod
    def default(cls) -> Profile:
        """The platform's usual per-user folders."""
        return cls(
            config_dir=Path(platformdirs.user_config_dir(APP_NAME, appauthor=False)),
            data_dir=Path(platformdirs.user_data_dir(APP_NAME, appauthor=False)),
            log_dir=Path(platformdirs.user_log_dir(APP_NAME, appauthor=False)),
        )

    @classmethod
    def in_directory(cls, root: str | os.PathLike[str]) -> Profile:
        """Everything under one folder, for ``--profile DIR``."""
        base = Path(root).expanduser().absolute()
        return cls(config_dir=base / "config", data_dir=base / "data", log_dir=base / "logs")

    @classmethod
    def from_option(cls, profile_dir: str | os.PathLike[str] | None) -> Profile:
        """The profile named on the command line, or the default one."""
        return cls.default() if profile_dir is None else cls.in_directory(profile_dir)

    @property
    def settings_file(self) -> Path:
        return self.config_dir / "settings.json"

    @property
    def statistics_file(self) -> Path:
        return self.data_dir / "statistics.sqlite3"

    @property
    def savegame_file(self) -> Path:
        return self.data_dir / "savegame.json"


def ensure_dir(path: Path) -> StorageProblem | None:
    """Create ``path`` and its parents if needed; a problem instead of an exception."""
    try:
        path.mkdir(parents=True, exist_ok=True)
    except FileExistsError:
        return StorageProblem(path, Notice("folder_in_the_way", path=path))
    except OSError as error:
        return StorageProblem(path, Notice("folder_not_created", path=path, reason=describe(error)))
    if not path.is_dir():
        return StorageProblem(path, Notice("folder_not_a_folder", path=path))
    if not os.access(path, os.W_OK | os.X_OK):
        return StorageProblem(path, Notice("folder_read_only", path=path))
    return None


def open_profile(profile: Profile) -> tuple[Profile | None, list[Notice]]:
    """The profile to read from (None when its folders cannot be used at all), and sentences
    saying what will not be kept.

    A read-only folder is still read: the settings and the saved game in it are used, only
    what changes is not kept (each write then says so again in its own words).
    """
    config, data = ensure_dir(profile.config_dir), ensure_dir(profile.data_dir)
    unusable = [p for p in (config, data) if p and p.message.code != "folder_read_only"]
    if unusable:
        # One sentence rather than one per file: nothing can be kept this time.
        return None, [Notice("profile_unusable", problem=unusable[0].message)]
    notices = []
    if config:
        notices.append(Notice("settings_read_only", problem=config.message))
    if data:
        notices.append(Notice("data_read_only", problem=data.message))
    return profile, notices


def describe(error: OSError) -> str:
    """The operating system's reason, lower-cased to sit inside a sentence."""
    if error.errno == errno.ENOSPC:
        return Notice("disk_full")
    reason = error.strerror or str(error) or type(error).__name__
    return reason[0].lower() + reason[1:]


__all__ = ["APP_NAME", "Profile", "StorageProblem", "describe", "ensure_dir", "open_profile"]
