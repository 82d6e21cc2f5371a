"""An unexpected exception shows a dialog that says where the log file is; Help has Open log
folder."""

from __future__ import annotations

import os
import sys
import threading
from pathlib import Path

import pytest
from PySide6.QtGui import QDesktopServices
from PySide6.QtWidgets import QApplication, QMessageBox

from bura_desktop.__main__ import build_window, parse_args
from bura_desktop.app.players import make_computer_player
from bura_desktop.storage import logs
from bura_desktop.ui.desktop import crash
from bura_desktop.ui.table import timing
from tests.ui.showing import run_game


@pytest.fixture
def hooked(monkeypatch, tmp_path):
    monkeypatch.setattr(logs, "_listeners", [])
    monkeypatch.setattr(sys, "excepthook", sys.excepthook)
    monkeypatch.setattr(sys, "__excepthook__", lambda *args: None)  # keep the test output clean
    logs.install_excepthook()
    dialogs = crash.install(tmp_path / "logs" / "bura-desktop.log")
    yield dialogs
    if dialogs.dialog is not None:
        dialogs.dialog.close()


def raise_in_a_slot() -> None:
    try:
        raise KeyError("seat 7")
    except KeyError:
        sys.excepthook(*sys.exc_info())


def test_an_uncaught_exception_shows_where_the_log_is(hooked, qtbot, tmp_path):
    raise_in_a_slot()
    box = hooked.dialog
    assert isinstance(box, QMessageBox) and box.isVisible()
    assert str(tmp_path / "logs" / "bura-desktop.log") in box.text()
    assert "KeyError" in box.text()
    raise_in_a_slot()  # a second failure while the dialog is open: still one dialog
    assert hooked.dialog is box
    box.close()
    qtbot.waitUntil(lambda: hooked.dialog is None)


def test_a_failure_in_another_thread_shows_the_dialog_in_the_gui_thread(hooked, qtbot):
    """The game's worker runs in its own thread; the dialog must still open (in the GUI
    thread: a widget made elsewhere would crash Qt)."""

    def fail():
        try:
            raise RuntimeError("worker")
        except RuntimeError:
            sys.excepthook(*sys.exc_info())

    thread = threading.Thread(target=fail)
    thread.start()
    thread.join()
    qtbot.waitUntil(lambda: hooked.dialog is not None)
    app = QApplication.instance()
    assert app is not None
    assert hooked.dialog.thread() is app.thread()
    assert "RuntimeError: worker" in hooked.dialog.text()


def test_without_a_log_file_the_dialog_says_so():
    assert "No log file" in crash.message(ValueError("x"), None)


@pytest.fixture
def window(qtbot, tmp_path):
    args = parse_args(["--profile", str(tmp_path / "profile"), "--speed", "off"])
    window = build_window(args, lambda level, seed: make_computer_player("random", seed))
    qtbot.addWidget(window)
    window.show()
    yield window
    window.close()
    timing.set_speed("normal")


def test_help_opens_the_log_folder(window, monkeypatch):
    opened = []

    def open_url(url):
        opened.append(url)
        return True

    monkeypatch.setattr(QDesktopServices, "openUrl", open_url)
    window.menus.log_folder_action.trigger()
    assert [Path(url.toLocalFile()) for url in opened] == [window.profile.log_dir]
    assert window.profile.log_dir.is_dir()


def test_qts_last_words_before_it_aborts_are_in_the_log(tmp_path):
    """No usable platform plugin: Qt aborts the process, and the windowed app has no console;
    the log keeps Qt's message and the crash trace."""
    env = dict(os.environ, QT_QPA_PLATFORM="no-such-platform")
    result = run_game(tmp_path, env)
    assert result.returncode != 0
    log = (tmp_path / "logs" / "bura-desktop.log").read_text(encoding="utf-8")
    assert "CRITICAL qt: This application failed to start" in log
    assert 'Could not find the Qt platform plugin "no-such-platform"' in log
    assert "Fatal Python error: Aborted" in log
