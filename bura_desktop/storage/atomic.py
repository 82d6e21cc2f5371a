"""Writing a file so a crash leaves the old or the new version, never half of one."""

from __future__ import annotations

import contextlib
import glob
import os
import shutil
import tempfile
import time
from collections.abc import Callable
from datetime import datetime
from pathlib import Path

# No save takes this long: an older temporary file was left by a copy of the app that was
# stopped while saving, not one another running copy is still writing.
STALE_AFTER = 600.0  # seconds


def write_atomic(path: Path, data: bytes | str) -> None:
    """Replace ``path`` with ``data`` in one step. Raises ``OSError`` on failure."""
    if isinstance(data, str):
        data = data.encode("utf-8")
    # The temporary file must be in the same folder: os.replace is only atomic
    # within one file system.
    fd, temp_name = tempfile.mkstemp(dir=path.parent, prefix=_writer_prefix(path), suffix=".tmp")
    try:
        with os.fdopen(fd, "wb") as temp:
            temp.write(data)
            temp.flush()
            os.fsync(temp.fileno())
        os.replace(temp_name, path)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(temp_name)
        raise
    _fsync_dir(path.parent)


def _temporary_prefix(path: Path) -> str:
    return f".{path.name}."


def _writer_prefix(path: Path) -> str:
    # The writer's process id in the name tells, at the next start, a save killed a moment ago
    # from one another running copy is making.
    return f"{_temporary_prefix(path)}{os.getpid()}-"


def remove_stale_temporaries(path: Path) -> None:
    """Delete the temporary files of ``write_atomic(path, ...)`` that a killed save left."""
    prefix = _temporary_prefix(path)
    now = time.time()
    for temporary in path.parent.glob(glob.escape(prefix) + "*.tmp"):
        writer = temporary.name[len(prefix) :].partition("-")[0]
        # A file that cannot be removed now is tried again at the next start.
        with contextlib.suppress(OSError):
            if _gone(writer) or now - temporary.lstat().st_mtime > STALE_AFTER:
                temporary.unlink()


def _gone(writer: str) -> bool:
    """Whether the process that named a temporary file has ended (False when unknown)."""
    if not writer.isdigit() or int(writer) == os.getpid() or os.name != "posix":
        # Windows has no harmless way to ask (its os.kill ends the process): age tells there.
        return False
    try:
        os.kill(int(writer), 0)
    except ProcessLookupError:
        return True
    except OSError:  # it exists, under another user
        return False
    return False


def _fsync_dir(folder: Path) -> None:
    # Makes the rename itself durable; not every platform lets a folder be opened.
    try:
        fd = os.open(folder, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)


def stamp(now: datetime | None = None) -> str:
    return (now or datetime.now()).strftime("%Y%m%d-%H%M%S")


def unused_name(path: Path, tag: str, now: datetime | None = None) -> Path:
    """``<name>.<tag>-<YYYYmmdd-HHMMSS>``, with ``-2``, ``-3``... if that is taken."""
    base = path.with_name(f"{path.name}.{tag}-{stamp(now)}")
    candidate, number = base, 1
    while candidate.exists() or candidate.is_symlink():
        number += 1
        candidate = base.with_name(f"{base.name}-{number}")
    return candidate


def _claim(path: Path, tag: str, now: datetime | None, move: Callable[[Path], None]) -> Path:
    # Retry on a race: another instance may take the same name between check and move.
    while True:
        target = unused_name(path, tag, now)
        try:
            move(target)
        except FileExistsError:
            continue
        return target


def set_aside(path: Path, tag: str = "bad", now: datetime | None = None) -> Path:
    """Rename ``path`` out of the way without overwriting an earlier backup.

    Returns the new path; raises ``OSError`` if the file cannot be moved.
    """

    def move(target: Path) -> None:
        # A hard link fails if the target exists, unlike a rename on POSIX.
        try:
            os.link(path, target)
        except FileExistsError:
            raise
        except OSError:
            if target.exists():
                raise FileExistsError(target) from None
            os.replace(path, target)
            return
        os.unlink(path)

    moved = _claim(path, tag, now, move)
    _fsync_dir(path.parent)
    return moved


def keep_copy(path: Path, tag: str = "backup", now: datetime | None = None) -> Path:
    """Copy ``path`` to an unused backup name; raises ``OSError`` on failure."""

    def copy(target: Path) -> None:
        with open(path, "rb") as source, open(target, "xb") as backup:
            shutil.copyfileobj(source, backup)
            backup.flush()
            os.fsync(backup.fileno())

    return _claim(path, tag, now, copy)


__all__ = [
    "STALE_AFTER",
    "keep_copy",
    "remove_stale_temporaries",
    "set_aside",
    "stamp",
    "unused_name",
    "write_atomic",
]
