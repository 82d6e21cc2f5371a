"""One running game per profile: two would write one saved game and one statistics file over
each other.

The lock is the operating system's, on the file ``bura-desktop.lock`` in the profile's data
folder (``flock`` on POSIX, its first byte locked on Windows), taken without waiting. The system
lets go of it when its process ends, however it ends, so a lock left by a crash is never taken
for a running game, not even when its process id now belongs to another program (issue #35:
a lock judged by its process id alone kept the game from starting).

The file stays when the game quits: taking a lock needs no new file, so it is taken on a full
disk too, and a file removed while another start opens it would let two games hold two locks.
What is written in it (the process id, its program, the machine, as Qt's ``QLockFile`` of
earlier versions wrote and reads them) is for people and for those versions, never the lock.
"""

from __future__ import annotations

import contextlib
import errno
import os
import socket
import sys
from pathlib import Path

LOCK_NAME = "bura-desktop.lock"


class ProfileLock:
    """The lock of the profile whose data folder is ``folder``."""

    def __init__(self, folder: Path) -> None:
        self.path = folder / LOCK_NAME
        self._fd: int | None = None
        # Why the lock's details could not be written, the lock being held all the same.
        self.unwritten: OSError | None = None

    @property
    def held(self) -> bool:
        return self._fd is not None

    def acquire(self) -> bool:
        """Whether this process now holds the lock (False: another does); ``OSError`` when
        there is no file to lock and none can be made (a full disk, a read-only folder)."""
        if self._fd is not None:
            return True
        fd = os.open(self.path, os.O_RDWR | os.O_CREAT, 0o644)
        try:
            taken = _lock(fd)
        except BaseException:
            os.close(fd)
            raise
        if not taken:
            os.close(fd)
            return False
        self._fd = fd
        try:
            _write_details(fd)
        except OSError as error:
            self.unwritten = error
        return True

    def release(self) -> None:
        if self._fd is None:
            return
        fd, self._fd = self._fd, None
        # Its details would name a process id that may be another program's tomorrow, and
        # earlier versions judge a lock by them: emptied, a file names nobody.
        with contextlib.suppress(OSError):
            os.ftruncate(fd, 0)
        os.close(fd)  # lets go of the lock


def _lock(fd: int) -> bool:
    """Lock ``fd`` without waiting: False when another process holds it."""
    if sys.platform == "win32":
        import msvcrt

        try:
            msvcrt.locking(fd, msvcrt.LK_NBLCK, 1)
        except OSError as error:
            if error.errno in (errno.EACCES, errno.EDEADLK):
                return False
            raise
        return True
    import fcntl

    try:
        fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
    except BlockingIOError:
        return False
    return True


def _write_details(fd: int) -> None:
    program = Path(os.path.realpath(sys.executable)).name
    details = f"{os.getpid()}\n{program}\n{socket.gethostname()}\n".encode()
    os.ftruncate(fd, 0)
    os.lseek(fd, 0, os.SEEK_SET)
    if os.write(fd, details) < len(details):  # the disk filled as it wrote
        raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))


__all__ = ["LOCK_NAME", "ProfileLock"]
