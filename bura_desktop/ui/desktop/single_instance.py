"""One running game per profile: two processes would write one saved game and one statistics
file over each other.

The first start holds the profile's lock (``storage.profile_lock``: the operating system's,
let go of when its process ends). A second start asks the running game to raise its window,
through a request file that the first one watches, and exits; if no game answers within a few
seconds, it says that one is running instead. A lock that cannot be made at all (a full disk)
is not a game running: the game starts, and its window says why nothing may be kept.
"""

from __future__ import annotations

import logging
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QFileSystemWatcher, QObject

from bura_desktop.storage.notices import Notice
from bura_desktop.storage.paths import describe
from bura_desktop.storage.profile_lock import ProfileLock

if TYPE_CHECKING:  # neither is needed to run: the window and the profile come from the caller
    from PySide6.QtWidgets import QWidget

    from bura_desktop.storage.paths import Profile

RAISE_NAME = "bura-desktop.raise"
ANSWER_SECONDS = 3.0

log = logging.getLogger(__name__)


class InstanceLock(QObject):
    """The profile's lock, held while the game runs; raises the window on a second start."""

    def __init__(self, data_dir: Path) -> None:
        super().__init__()
        self.data_dir = data_dir
        self._lock = ProfileLock(data_dir)
        self._watcher: QFileSystemWatcher | None = None
        self._on_request: Callable[[], None] | None = None
        # What the window says about the lock: why it could not be made, or why its folder
        # cannot be written.
        self.notices: list[Notice] = []

    @property
    def held(self) -> bool:
        return self._lock.held

    def acquire(self) -> bool:
        """Whether this process may play with the profile: it holds the lock, or no lock can
        be made there (``notices`` then say why); False when another game holds it."""
        try:
            if not self._lock.acquire():
                return False
        except OSError as error:
            log.warning("The lock %s could not be made: %s", self._lock.path, error)
            self.notices.append(Notice("profile_not_locked", reason=describe(error)))
            return True
        if self._lock.unwritten is not None:
            log.warning("The lock %s was not written: %s", self._lock.path, self._lock.unwritten)
            self.notices.append(
                Notice("profile_not_writable", reason=describe(self._lock.unwritten))
            )
        return True

    def release(self) -> None:
        self._lock.release()

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
            self.request_file.unlink(missing_ok=True)  # made, but not written
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


def claim(profile: Profile, language_choice: str | None) -> InstanceLock | None:
    """At start-up, after the QApplication: the profile's lock for this process (held, or not
    when the profile's folder cannot be used or locked: the window will say so); ``None``
    when another game runs with this profile, which then has shown its window (or this start
    has said that it is running): this process should exit."""
    from bura_desktop.storage.paths import ensure_dir

    instance = InstanceLock(profile.data_dir)
    if ensure_dir(profile.data_dir) is not None or instance.acquire():
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
