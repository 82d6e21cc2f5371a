"""One running game per profile: two processes would write one saved game and one statistics
file over each other.

The first start holds a ``QLockFile`` in the profile's data folder (a lock left by a crashed
process is recognised by its process id and taken over). A second start asks the running game
to raise its window, through a request file that the first one watches, and exits; if no game
answers within a few seconds, it says that one is running instead.
"""

from __future__ import annotations

import logging
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Literal

from PySide6.QtCore import QFileSystemWatcher, QLockFile, QObject

if TYPE_CHECKING:  # neither is needed to run: the window and the profile come from the caller
    from PySide6.QtWidgets import QWidget

    from bura_desktop.storage.paths import Profile

LOCK_NAME = "bura-desktop.lock"
RAISE_NAME = "bura-desktop.raise"
ANSWER_SECONDS = 3.0

log = logging.getLogger(__name__)


class InstanceLock(QObject):
    """The profile's lock, held while the game runs; raises the window on a second start."""

    def __init__(self, data_dir: Path) -> None:
        super().__init__()
        self.data_dir = data_dir
        self._lock = QLockFile(str(data_dir / LOCK_NAME))
        self._lock.setStaleLockTime(0)  # stale only when its process is gone, not by age
        self._watcher: QFileSystemWatcher | None = None
        self._on_request: Callable[[], None] | None = None

    def acquire(self) -> bool:
        """Whether this process is now the profile's only game."""
        if self._lock.tryLock(200):
            return True
        # A file that names no process (damaged, emptied by a crash of the disk) can never turn
        # stale by its process ending: it would keep every start out. Qt writes a lock's
        # details as it creates it, so after the wait above it is not one being made.
        if not self._lock.getLockInfo()[0]:
            log.warning("The lock file %s names no process: removed", self._lock.fileName())
            self._lock.removeStaleLockFile()
            return self._lock.tryLock(200)
        return False

    def release(self) -> None:
        self._lock.unlock()

    @property
    def request_file(self) -> Path:
        return self.data_dir / RAISE_NAME

    def on_raise_request(self, callback: Callable[[], None]) -> None:
        """Call ``callback`` whenever a second start asks for the window."""
        self._on_request = callback
        self.request_file.unlink(missing_ok=True)
        self._watcher = QFileSystemWatcher([str(self.data_dir)], self)
        self._watcher.directoryChanged.connect(self._check)

    def _check(self, _path: str = "") -> None:
        if not self.request_file.exists():
            return
        self.request_file.unlink(missing_ok=True)
        log.info("A second start asked for the window")
        if self._on_request is not None:
            self._on_request()

    def ask_running_game(self, seconds: float = ANSWER_SECONDS) -> bool:
        """From a second start: ask the running game to show its window; whether it answered."""
        try:
            self.request_file.write_text("raise\n", encoding="utf-8")
        except OSError:
            return False
        deadline = time.monotonic() + seconds
        while time.monotonic() < deadline:
            if not self.request_file.exists():
                return True
            time.sleep(0.05)
        self.request_file.unlink(missing_ok=True)
        return False


def bring_to_front(window: QWidget) -> None:
    if window.isMinimized():
        window.showNormal()
    window.show()
    window.raise_()
    window.activateWindow()


def claim(profile: Profile, language_choice: str | None) -> InstanceLock | Literal[False] | None:
    """At start-up, after the QApplication: the profile's lock for this process; ``False``
    when the profile cannot be locked (an unusable folder: the window will say so); ``None``
    when another game runs with this profile, which then has shown its window (or this start
    has said that it is running): this process should exit."""
    from bura_desktop.storage.paths import ensure_dir

    if ensure_dir(profile.data_dir) is not None:
        return False
    instance = InstanceLock(profile.data_dir)
    if instance.acquire():
        return instance
    if instance.ask_running_game():
        log.info("Bura Desktop already runs with this profile: its window was shown instead")
        return None
    _say_already_running(profile, language_choice)
    return None


def _say_already_running(profile: Profile, language_choice: str | None) -> None:
    from PySide6.QtGui import QGuiApplication
    from PySide6.QtWidgets import QMessageBox

    from bura_desktop.app.i18n import fill, translate
    from bura_desktop.storage import settings as stored_settings
    from bura_desktop.ui.desktop import language

    language.install(language_choice or stored_settings.load(profile)[0].general.language)
    text = fill(
        translate(
            "SingleInstance",
            "Bura Desktop is already running with this profile (%1), but its window does not"
            " answer. Close that game, or wait for it, and start again.",
        ),
        str(profile.data_dir),
    )
    log.warning("Already running with %s, and that game does not answer", profile.data_dir)
    print(text, file=sys.stderr)
    if QGuiApplication.platformName() != "offscreen":  # headless, no one could close a dialog
        QMessageBox.warning(None, translate("SingleInstance", "Bura Desktop"), text)
