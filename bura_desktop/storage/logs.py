"""The log file: ``bura-desktop.log`` in the profile's log folder, rotated at half a megabyte
(three old files kept). Uncaught exceptions (``sys.excepthook``, threads) and crashes of the
interpreter itself (``faulthandler``: a segmentation fault in Qt, say) are written there, so a
windowed app with no console still leaves a trace the player can send.

No Qt here: the window adds a dialog through :func:`on_uncaught`.
"""

from __future__ import annotations

import faulthandler
import logging
import platform
import sys
import threading
from collections.abc import Callable
from logging.handlers import RotatingFileHandler
from pathlib import Path
from types import TracebackType

from bura_desktop import __version__
from bura_desktop.storage.paths import ensure_dir

LOG_NAME = "bura-desktop.log"
MAX_BYTES = 512_000
BACKUPS = 3
FORMAT = "%(asctime)s %(process)d %(levelname)s %(name)s: %(message)s"

log = logging.getLogger("bura_desktop")
_listeners: list[Callable[[BaseException], None]] = []


class _Handler(RotatingFileHandler):
    """Keeps faulthandler writing into the current file when the log rotates."""

    def doRollover(self) -> None:  # logging's name
        super().doRollover()
        if self.stream is not None:
            faulthandler.enable(self.stream)


def start(log_dir: Path) -> Path | None:
    """Log to ``log_dir``/bura-desktop.log from now on; the file, or None if it cannot be used
    (then only stderr gets the messages)."""
    logging.captureWarnings(True)
    log.setLevel(logging.INFO)
    path = log_dir / LOG_NAME
    handler: logging.Handler | None = None
    if ensure_dir(log_dir) is None:
        try:
            handler = _Handler(path, maxBytes=MAX_BYTES, backupCount=BACKUPS, encoding="utf-8")
        except OSError:
            handler = None
    if handler is None:
        logging.basicConfig(format=FORMAT)
        return None
    handler.setFormatter(logging.Formatter(FORMAT))
    logging.getLogger().addHandler(handler)
    if isinstance(handler, _Handler) and handler.stream is not None:
        faulthandler.enable(handler.stream)
    log.info(
        "Bura Desktop %s, Python %s on %s%s",
        __version__,
        platform.python_version(),
        platform.platform(),
        " (bundle)" if getattr(sys, "frozen", False) else "",
    )
    return path


def on_uncaught(listener: Callable[[BaseException], None]) -> None:
    """Call ``listener`` after an uncaught exception has been logged (the window's dialog)."""
    _listeners.append(listener)


def _excepthook(
    kind: type[BaseException], value: BaseException, traceback: TracebackType | None
) -> None:
    if issubclass(kind, KeyboardInterrupt):
        sys.__excepthook__(kind, value, traceback)
        return
    log.critical("Uncaught exception", exc_info=(kind, value, traceback))
    if sys.__stderr__ is not None and not _logs_to_stderr():
        sys.__excepthook__(kind, value, traceback)  # a terminal still shows it
    for listener in list(_listeners):
        try:
            listener(value)
        except Exception:  # the report of a failure must not fail in turn
            log.exception("Could not report the uncaught exception")


def _threadhook(args: threading.ExceptHookArgs) -> None:
    log.critical(
        "Uncaught exception in thread %s",
        getattr(args.thread, "name", "?"),
        # exc_value may be None (logging then shows the type alone); typeshed wants a value.
        exc_info=(args.exc_type, args.exc_value, args.exc_traceback),  # type: ignore[arg-type]
    )


def _logs_to_stderr() -> bool:
    return any(
        type(h) is logging.StreamHandler and h.stream in (sys.stderr, sys.__stderr__)
        for h in logging.getLogger().handlers
    )


def install_excepthook() -> None:
    sys.excepthook = _excepthook
    threading.excepthook = _threadhook
