"""A Linux system without Qt's X11 libraries gets told which packages to install."""

from __future__ import annotations

import os
import sys

import pytest

from bura_desktop.__main__ import main
from bura_desktop.ui.desktop import display_libraries
from bura_desktop.ui.desktop.display_libraries import missing_libraries, package_of, uses_xcb
from tests.ui.showing import run_game

NO_DISPLAY_VARIABLES = ("DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM")


@pytest.mark.parametrize(
    ("library", "package"),
    [
        ("libxcb-cursor.so.0", "libxcb-cursor0"),
        ("libxkbcommon-x11.so.0", "libxkbcommon-x11-0"),
        ("libxcb-render-util.so.0", "libxcb-render-util0"),
        ("libX11-xcb.so.1", "libx11-xcb1"),
    ],
)
def test_debian_package_names(library, package):
    assert package_of(library) == package


def test_only_the_libraries_the_linker_cannot_find_are_named(tmp_path):
    plugin = tmp_path / "libqxcb.so"
    plugin.write_bytes(b"")
    absent = {str(plugin), "libxcb-cursor.so.0", "libxcb-icccm.so.4"}
    assert missing_libraries(plugin, lambda name: name not in absent) == [
        "libxcb-cursor.so.0",
        "libxcb-icccm.so.4",
    ]
    assert missing_libraries(plugin, lambda name: True) == []


@pytest.mark.parametrize(
    ("environ", "xcb"),
    [
        ({}, True),
        ({"WAYLAND_DISPLAY": "wayland-0"}, False),
        ({"QT_QPA_PLATFORM": "offscreen"}, False),
        ({"QT_QPA_PLATFORM": "xcb", "WAYLAND_DISPLAY": "wayland-0"}, True),
        ({"QT_QPA_PLATFORM": "wayland;xcb"}, False),
    ],
)
def test_which_sessions_need_x11(monkeypatch, environ, xcb):
    monkeypatch.setattr("sys.platform", "linux")
    # A compositor answers wherever WAYLAND_DISPLAY points (tests/packaging/test_start_up.py
    # starts the game where none does).
    monkeypatch.setattr(display_libraries, "wayland_answers", lambda env: "WAYLAND_DISPLAY" in env)
    assert uses_xcb(environ) is xcb


def test_the_app_names_the_packages_and_exits_instead_of_aborting(monkeypatch, tmp_path, capsys):
    monkeypatch.setattr("sys.platform", "linux")
    monkeypatch.setenv("QT_QPA_PLATFORM", "xcb")
    monkeypatch.setattr(display_libraries, "display_problem", lambda: None)  # a display is there
    # The plugin fails to load, as it does when one of its libraries is missing.
    monkeypatch.setattr(
        display_libraries, "_loads", lambda name: "cursor" not in name and "qxcb" not in name
    )
    assert main(["--profile", str(tmp_path)]) == 1
    err = capsys.readouterr().err
    assert "libxcb-cursor.so.0" in err
    assert "sudo apt install libxcb-cursor0" in err


def test_missing_opengl_names_the_packages_and_exits_before_qtgui(monkeypatch, tmp_path, capsys):
    monkeypatch.setattr("sys.platform", "linux")
    monkeypatch.setattr(display_libraries, "_loads", lambda name: name != "libEGL.so.1")
    assert main(["--profile", str(tmp_path)]) == 1
    err = capsys.readouterr().err
    assert "OpenGL" in err and "libEGL.so.1" in err and "sudo apt install libegl1" in err
    assert "libGL.so.1" not in err
    log = (tmp_path / "logs" / "bura-desktop.log").read_text(encoding="utf-8")
    assert "libEGL.so.1" in log


def test_no_display_at_all_is_said_plainly(tmp_path):
    """A real start without DISPLAY or WAYLAND_DISPLAY: one sentence, not Qt's abort that
    blames libxcb-cursor0."""
    env = {k: v for k, v in os.environ.items() if k not in NO_DISPLAY_VARIABLES}
    result = run_game(tmp_path, env)
    assert result.returncode == 1
    assert "there is no display" in result.stderr and "QT_QPA_PLATFORM=offscreen" in result.stderr
    assert "xcb-cursor" not in result.stderr and "Traceback" not in result.stderr


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="X11")
def test_a_display_without_an_x_server_is_said_plainly(tmp_path):
    env = {k: v for k, v in os.environ.items() if k not in NO_DISPLAY_VARIABLES}
    env["DISPLAY"] = ":87"  # no X server there
    result = run_game(tmp_path, env)
    assert result.returncode == 1
    assert "':87' does not accept a connection" in result.stderr, result.stderr
