"""An unexpected exception shows a dialog that says where the log is.

The windowed app has no console: without this, a failure in a slot would leave the player with
a table that no longer answers and no clue why. The dialog opens once at a time and does not
block; the game may go on.
"""

from __future__ import annotations

import logging
import sys
from pathlib import Path

from PySide6.QtCore import (
    QMessageLogContext,
    QObject,
    Qt,
    QtMsgType,
    Signal,
    qInstallMessageHandler,
)
from PySide6.QtWidgets import QApplication, QMessageBox

from bura_desktop.app.i18n import fill, translate
from bura_desktop.storage import logs


def message(error: BaseException, log_file: Path | None) -> str:
    what = f"{type(error).__name__}: {error}"
    if log_file is None:
        return fill(
            translate(
                "CrashDialog",
                "Something went wrong in Bura Desktop (%1). The game may go on, but restarting"
                " it is safer. No log file could be written.",
            ),
            what,
        )
    return fill(
        translate(
            "CrashDialog",
            "Something went wrong in Bura Desktop (%1). The game may go on, but restarting it"
            " is safer. The details are in the log file:\n%2",
        ),
        what,
        str(log_file),
    )


class CrashDialogs(QObject):
    """Listens to :mod:`bura_desktop.storage.logs` and shows one dialog at a time.

    Made in the GUI thread; a failure reported from another thread (the game's worker) reaches
    the dialog through a queued signal, since widgets live in the GUI thread only.
    """

    failed = Signal(object)

    def __init__(self, log_file: Path | None) -> None:
        super().__init__()
        self.log_file = log_file
        self.dialog: QMessageBox | None = None
        self.failed.connect(self._show)  # queued when emitted from another thread

    def __call__(self, error: BaseException) -> None:
        self.failed.emit(error)

    def _show(self, error: BaseException) -> None:
        if QApplication.instance() is None or self.dialog is not None:
            return
        box = QMessageBox(
            QMessageBox.Icon.Critical,
            translate("CrashDialog", "Bura Desktop"),
            message(error, self.log_file),
            QMessageBox.StandardButton.Close,
            QApplication.activeWindow(),
        )
        box.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        box.finished.connect(self._closed)
        self.dialog = box
        box.open()

    def _closed(self) -> None:
        self.dialog = None


_QT_LEVELS = {
    QtMsgType.QtDebugMsg: logging.DEBUG,
    QtMsgType.QtInfoMsg: logging.INFO,
    QtMsgType.QtWarningMsg: logging.WARNING,
    QtMsgType.QtCriticalMsg: logging.ERROR,
    QtMsgType.QtFatalMsg: logging.CRITICAL,
}


def _qt_message(kind: QtMsgType, context: QMessageLogContext, message: str) -> None:
    logging.getLogger("qt").log(_QT_LEVELS.get(kind, logging.WARNING), "%s", message)
    if sys.stderr is not None:  # None in the windowed Windows exe
        print(message, file=sys.stderr, flush=True)


def route_qt_messages() -> None:
    """Qt's own warnings, and its last words before it aborts (no platform plugin, say), go to
    the log as well as to stderr. Call before the QApplication is made."""
    qInstallMessageHandler(_qt_message)


def install(log_file: Path | None) -> CrashDialogs:
    dialogs = CrashDialogs(log_file)
    logs.on_uncaught(dialogs)
    return dialogs
