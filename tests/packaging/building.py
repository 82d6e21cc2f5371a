"""The two builds tests/packaging/test_build.py checks, started as soon as the suite knows it
will run that module (tests/conftest.py), so that they run beside the other tests instead of
after them: the suite runs on one core, the builds take the other at a lower priority.

One build is from this checkout; the other, for the test that the archives are the same, is
from a fresh copy elsewhere (new file times, no git history, another umask).
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
# Below the tests' priority: a test that waits on a timer is not held up by a build.
NICENESS = 10


def source_files() -> list[str]:
    """The files of this checkout that a fresh clone would have (and any not committed yet)."""
    listed = subprocess.run(
        ["git", "ls-files", "-z", "--cached", "--others", "--exclude-standard"],
        cwd=ROOT,
        capture_output=True,
        check=True,
    )
    return [name for name in listed.stdout.decode().split("\0") if (ROOT / name).is_file()]


def fresh_copy(folder: Path) -> Path:
    """This checkout's files copied to ``folder``, with new file times as a clone has."""
    for name in source_files():
        (folder / name).parent.mkdir(parents=True, exist_ok=True)
        shutil.copyfile(ROOT / name, folder / name)
    return folder


def _lower(umask: int | None = None):
    def prepare() -> None:
        os.nice(NICENESS)
        if umask is not None:
            os.umask(umask)

    return prepare if os.name == "posix" else None


class Builds:
    """Both builds, running; ``wait()`` gives their dist folders once both succeeded."""

    def __init__(self) -> None:
        self.folder = Path(tempfile.mkdtemp(prefix="bura-builds-"))
        first, second = self.folder / "dist", self.folder / "dist-again"
        self.dists = (first, second)
        commit_time = subprocess.run(
            ["git", "log", "-1", "--format=%ct"],
            cwd=ROOT,
            capture_output=True,
            text=True,
            check=True,
        ).stdout.strip()
        copy = fresh_copy(self.folder / "source")
        env = dict(os.environ, SOURCE_DATE_EPOCH=commit_time)  # the copy has no git history
        self._again = self._start(copy, second, "work-again", env=env, umask=0o077)
        self._build = self._start(ROOT, first, "work")

    def _start(
        self, source: Path, dist: Path, work: str, umask: int | None = None, **options
    ) -> subprocess.Popen[bytes]:
        command = [sys.executable, str(source / "packaging" / "build.py"), "--dist", str(dist)]
        return subprocess.Popen(
            [*command, "--work", str(self.folder / work)],
            stdout=subprocess.DEVNULL,
            stderr=subprocess.PIPE,
            preexec_fn=_lower(umask),
            **options,
        )

    def wait(self) -> tuple[Path, Path]:
        for process in (self._build, self._again):
            _, errors = process.communicate(timeout=1800)
            assert process.returncode == 0, errors.decode(errors="replace")[-3000:]
        return self.dists

    def close(self) -> None:
        for process in (self._build, self._again):
            if process.poll() is None:
                process.kill()
                process.wait()
        shutil.rmtree(self.folder, ignore_errors=True)


_running: Builds | None = None


def start() -> None:
    global _running
    if _running is None:
        _running = Builds()


def running() -> Builds:
    start()
    assert _running is not None
    return _running


def stop() -> None:
    global _running
    if _running is not None:
        _running.close()
        _running = None
