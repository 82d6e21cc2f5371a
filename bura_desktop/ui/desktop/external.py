"""Opening a folder, a file or a web page in the desktop's own program, and saying so when that
fails.

Qt opens links with ``xdg-open`` on Linux, started with the game's environment. In the Linux
bundle that environment puts the bundle's libraries first (``bura_desktop.environment``), and
on a newer system than the build's ``xdg-open`` and what it starts fail and nothing opens. So
there :func:`route_links` has every link Qt opens (the menu's log folder, the About box's
licences) handed to an :class:`Opener`, which starts ``xdg-open`` with the environment the
player started the game with and, when it fails, says so and shows the path or address.
Elsewhere Qt opens them itself, and :func:`open_url` says so when Qt finds no program.
"""

from __future__ import annotations

import logging
import shutil
import subprocess
import sys
import tempfile
import threading
from typing import IO

from PySide6.QtCore import QObject, Qt, QUrl, Signal, Slot
from PySide6.QtGui import QDesktopServices
from PySide6.QtWidgets import QApplication, QMessageBox, QWidget

from bura_desktop.app.i18n import fill, translate
from bura_desktop.environment import frozen, user_environment

log = logging.getLogger(__name__)
SCHEMES = ("file", "http", "https")
_boxes: set[QMessageBox] = set()


def shown(url: QUrl) -> str:
    """What the player can open by hand: a local file's path, else the address."""
    return url.toLocalFile() if url.isLocalFile() else url.toString()


def cannot_open(parent: QWidget | None, what: str, why: str) -> QMessageBox:
    """Say that ``what`` (a path or an address) could not be opened, shown so that it can be
    copied, and why; the box does not block. The log keeps it too."""
    log.warning("Could not open %s: %s", what, why)
    box = QMessageBox(parent or QApplication.activeWindow())
    box.setIcon(QMessageBox.Icon.Warning)
    box.setWindowTitle(translate("External", "Could not open it"))
    box.setText(fill(translate("External", "Bura Desktop could not open %1"), what))
    box.setInformativeText(
        fill(translate("External", "Open it with your file manager or browser. (%1)"), why)
    )
    box.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
    box.setStandardButtons(QMessageBox.StandardButton.Close)
    # Without a window to belong to, the box is kept here until it is closed.
    _boxes.add(box)
    box.finished.connect(lambda _result: _boxes.discard(box))
    box.open()
    return box


def open_url(url: QUrl, parent: QWidget | None = None) -> None:
    """Open ``url`` in the desktop's program for it; say so, with the path, if that fails."""
    if not QDesktopServices.openUrl(url):
        cannot_open(parent, shown(url), translate("External", "no program to open it"))


class Opener(QObject):
    """Opens URLs with ``xdg-open`` in the environment the player started the game with.

    ``xdg-open`` may run as long as the program it starts (it does with some desktops): a
    thread waits for it, and a failure is reported on the window's thread.
    """

    failed = Signal(str, str)  # what could not be opened, and why
    _ended = Signal(str, str)  # from the waiting thread

    def __init__(
        self,
        parent: QObject | None = None,
        environment: dict[str, str] | None = None,
        program: str = "xdg-open",
    ) -> None:
        super().__init__(parent)
        self.environment = user_environment() if environment is None else environment
        self.program = program
        self._ended.connect(self._report, Qt.ConnectionType.QueuedConnection)

    @Slot(QUrl)
    def open(self, url: QUrl) -> None:
        what = shown(url)
        found = shutil.which(self.program, path=self.environment.get("PATH"))
        if found is None:
            missing = fill(translate("External", "%1 is not installed"), self.program)
            self.failed.emit(what, missing)
            return
        errors = tempfile.TemporaryFile()  # noqa: SIM115 (the waiting thread closes it)
        try:
            child = subprocess.Popen(
                [found, what],
                env=self.environment,
                stdin=subprocess.DEVNULL,
                stdout=subprocess.DEVNULL,
                stderr=errors,
                start_new_session=True,  # it outlives the game if the player quits first
            )
        except OSError as error:
            errors.close()
            self.failed.emit(what, f"{self.program}: {error.strerror or error}")
            return
        threading.Thread(
            target=self._wait, args=(child, errors, what), name="opener", daemon=True
        ).start()

    def _wait(self, child: subprocess.Popen[bytes], errors: IO[bytes], what: str) -> None:
        status = child.wait()
        with errors:
            if status == 0:
                return
            errors.seek(0)
            said = errors.read()[-2000:].decode(errors="replace").strip().splitlines()
        why = fill(translate("External", "%1 ended with status %2"), self.program, status)
        self._ended.emit(what, f"{why}: {said[-1]}" if said else why)

    @Slot(str, str)
    def _report(self, what: str, why: str) -> None:
        self.failed.emit(what, why)


def route_links(app: QApplication) -> Opener | None:
    """In the Linux bundle, have every link Qt opens opened by an :class:`Opener`, whose
    failures are shown over the active window; elsewhere nothing (Qt opens them).
    Call :func:`unroute_links` before the application ends."""
    if not (sys.platform.startswith("linux") and frozen()):
        return None
    opener = Opener(app)
    opener.failed.connect(lambda what, why: cannot_open(None, what, why))
    for scheme in SCHEMES:
        # PySide6 takes the slot's name as a str (its stubs say bytes, which it refuses).
        QDesktopServices.setUrlHandler(scheme, opener, "open")  # type: ignore[arg-type]
    return opener


def unroute_links() -> None:
    for scheme in SCHEMES:
        QDesktopServices.unsetUrlHandler(scheme)
