"""The programs the game starts get the environment the player started it with, and a link
that cannot be opened is reported with its path (tests/packaging/test_build.py holds the same
for the frozen bundle)."""

from __future__ import annotations

import os
import stat
import sys
from pathlib import Path

import pytest
from PySide6.QtCore import QUrl
from PySide6.QtGui import QDesktopServices
from PySide6.QtWidgets import QApplication, QMessageBox

from bura_desktop import environment
from bura_desktop.ui.desktop import external

BUNDLE = "/opt/bura-desktop/_internal"

# What the bootloader leaves when the player had a library path of their own.
LAUNCHED = {
    "HOME": "/home/player",
    "PATH": "/usr/bin:/bin",
    "LD_LIBRARY_PATH": f"{BUNDLE}:/opt/player/lib",
    "LD_LIBRARY_PATH_ORIG": "/opt/player/lib",
    "_PYI_ARCHIVE_FILE": "/opt/bura-desktop/bura-desktop",
    "_PYI_PARENT_PROCESS_LEVEL": "-1",
    "_PYI_LINUX_PROCESS_NAME": "bura-desktop",
    "QT_PLUGIN_PATH": "/usr/lib/qt6/plugins",  # the player's, kept before the Qt hook ran
}


def test_the_bundle_s_library_path_and_variables_are_taken_out():
    assert environment.user_environment(LAUNCHED, bundled=True) == {
        "HOME": "/home/player",
        "PATH": "/usr/bin:/bin",
        "LD_LIBRARY_PATH": "/opt/player/lib",
        "QT_PLUGIN_PATH": "/usr/lib/qt6/plugins",
    }


def test_a_library_path_only_the_bootloader_set_is_dropped():
    launched = {"HOME": "/home/player", "LD_LIBRARY_PATH": BUNDLE, "_PYI_ARCHIVE_FILE": "x"}
    assert environment.user_environment(launched, bundled=True) == {"HOME": "/home/player"}


def test_outside_a_bundle_the_environment_is_left_alone():
    assert environment.user_environment(LAUNCHED, bundled=False) == LAUNCHED


def test_the_recorded_launch_environment_is_the_start(monkeypatch):
    monkeypatch.setattr(environment, "_launched", None)
    environment.record(LAUNCHED)
    # The Qt hook ran after the record: its plugin path is not the player's.
    monkeypatch.setenv("QT_PLUGIN_PATH", f"{BUNDLE}/PySide6/Qt/plugins")
    assert environment.user_environment(bundled=True)["QT_PLUGIN_PATH"] == "/usr/lib/qt6/plugins"
    monkeypatch.setattr(environment, "_launched", None)
    # Without a record, whatever the bundle's hooks set is not passed on.
    assert "QT_PLUGIN_PATH" not in environment.user_environment(bundled=True)


def script(folder: Path, name: str, body: str) -> Path:
    path = folder / name
    path.write_text("#!/bin/sh\n" + body + "\n")
    path.chmod(path.stat().st_mode | stat.S_IXUSR)
    return path


@pytest.fixture
def player(tmp_path):
    """An environment like the player's, with a stand-in xdg-open first on the PATH."""
    folder = tmp_path / "bin"
    folder.mkdir()
    return folder, {"PATH": f"{folder}:/usr/bin:/bin", "HOME": str(tmp_path), "OUT": str(tmp_path)}


@pytest.mark.skipif(os.name != "posix", reason="shell scripts stand in for xdg-open")
def test_the_opener_starts_xdg_open_with_the_player_s_environment(qtbot, player, tmp_path):
    folder, env = player
    script(folder, "xdg-open", 'printf "%s" "$1" > "$OUT/opened"; env > "$OUT/env"')
    opener = external.Opener(environment=env)
    failures = []
    opener.failed.connect(lambda what, why: failures.append((what, why)))
    opener.open(QUrl.fromLocalFile(str(tmp_path / "logs")))
    qtbot.waitUntil(lambda: (tmp_path / "env").exists() and (tmp_path / "env").stat().st_size > 0)
    assert (tmp_path / "opened").read_text() == str(tmp_path / "logs")
    seen = dict(line.split("=", 1) for line in (tmp_path / "env").read_text().splitlines())
    seen.pop("PWD", None)  # dash exports the folder it runs in
    assert seen == env
    qtbot.wait(200)
    assert failures == []


@pytest.mark.skipif(os.name != "posix", reason="shell scripts stand in for xdg-open")
def test_a_failing_xdg_open_is_reported_with_the_path_and_its_last_words(qtbot, player, tmp_path):
    folder, env = player
    script(folder, "xdg-open", 'echo "gio: symbol lookup error: g_dir_unref" >&2; exit 4')
    opener = external.Opener(environment=env)
    with qtbot.waitSignal(opener.failed, timeout=5000) as failed:
        opener.open(QUrl.fromLocalFile(str(tmp_path / "logs")))
    what, why = failed.args
    assert what == str(tmp_path / "logs")
    assert why == "xdg-open ended with status 4: gio: symbol lookup error: g_dir_unref"


def test_without_xdg_open_the_opener_says_so(qtbot, player, tmp_path):
    _, env = player
    opener = external.Opener(environment=env, program="no-such-opener")
    with qtbot.waitSignal(opener.failed, timeout=1000) as failed:
        opener.open(QUrl("https://example.org/licence"))
    assert failed.args == ["https://example.org/licence", "no-such-opener is not installed"]


def shown_boxes() -> list[QMessageBox]:
    return [
        w for w in QApplication.topLevelWidgets() if isinstance(w, QMessageBox) and w.isVisible()
    ]


def test_a_link_qt_cannot_open_is_shown_with_its_path(qtbot, monkeypatch, tmp_path):
    monkeypatch.setattr(QDesktopServices, "openUrl", lambda url: False)
    external.open_url(QUrl.fromLocalFile(str(tmp_path / "logs")))
    boxes = shown_boxes()
    try:
        assert [str(tmp_path / "logs") in box.text() for box in boxes] == [True]
        box = boxes[0]
        assert box.textInteractionFlags() & box.textInteractionFlags().TextSelectableByMouse
        assert "no program to open it" in box.informativeText()
    finally:
        for box in boxes:
            box.close()
            box.deleteLater()


def test_links_are_routed_only_in_the_linux_bundle(qapp, monkeypatch):
    monkeypatch.setattr(external, "frozen", lambda: False)
    assert external.route_links(qapp) is None


@pytest.mark.skipif(os.name != "posix", reason="shell scripts stand in for xdg-open")
def test_in_the_linux_bundle_every_link_qt_opens_goes_to_the_opener(
    qtbot, qapp, monkeypatch, player, tmp_path
):
    """The About box's links open through QDesktopServices: in the bundle they reach xdg-open
    with the player's environment, and a failure says so."""
    folder, env = player
    script(folder, "xdg-open", 'printf "%s" "$1" > "$OUT/opened"; exit 3')
    monkeypatch.setattr(sys, "platform", "linux")  # the module external reads it from
    monkeypatch.setattr(external, "frozen", lambda: True)
    monkeypatch.setattr(external, "user_environment", lambda: env)
    opener = external.route_links(qapp)
    try:
        assert opener is not None
        QDesktopServices.openUrl(QUrl("https://www.gnu.org/licenses/gpl-3.0.html"))
        qtbot.waitUntil(lambda: bool(shown_boxes()), timeout=5000)
    finally:
        external.unroute_links()
        if opener is not None:
            opener.deleteLater()
    assert (tmp_path / "opened").read_text() == "https://www.gnu.org/licenses/gpl-3.0.html"
    (box,) = shown_boxes()
    assert "https://www.gnu.org/licenses/gpl-3.0.html" in box.text()
    assert "xdg-open ended with status 3" in box.informativeText()
    box.close()
