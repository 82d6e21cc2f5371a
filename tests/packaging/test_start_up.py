"""A start on a machine without a sound card is quiet, and a Wayland variable left over from an
ended session gets a plain sentence, not Qt's abort that blames libxcb-cursor0 (issue #36)."""

from __future__ import annotations

import ctypes.util
import os
import socket
import subprocess
import sys

import pytest

from bura_desktop.ui.desktop.display_libraries import uses_xcb, wayland_answers

DISPLAY_VARIABLES = ("DISPLAY", "WAYLAND_DISPLAY", "WAYLAND_SOCKET", "QT_QPA_PLATFORM")


def start(profile, env, *arguments: str) -> subprocess.CompletedProcess[str]:
    """The game from this checkout, as ``bura-desktop --profile profile arguments``."""
    command = [sys.executable, "-m", "bura_desktop", "--profile", str(profile), *arguments]
    return subprocess.run(command, env=env, capture_output=True, text=True, timeout=90)


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="ALSA is Linux's")
def test_without_a_sound_card_the_start_is_quiet_and_the_log_keeps_one_line(tmp_path):
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    for name in ("PULSE_SERVER", "PIPEWIRE_REMOTE"):
        env.pop(name, None)
    env["XDG_RUNTIME_DIR"] = str(tmp_path)  # no sound server to find there
    result = start(tmp_path / "profile", env, "--hands", "0", "--quit", "--speed", "off")
    assert result.returncode == 0, result.stderr
    assert "ALSA lib" not in result.stderr
    log = (tmp_path / "profile" / "logs" / "bura-desktop.log").read_text(encoding="utf-8")
    if ctypes.util.find_library("asound") is None:
        pytest.skip("no libasound here, so ALSA had nothing to say")
    said = [line for line in log.splitlines() if "ALSA" in line]
    if not said and "No sound" not in log:
        pytest.skip("this machine has a sound device")
    assert len(said) == 1, said
    assert "ALSA, then quiet: " in said[0]


def test_a_wayland_display_where_no_compositor_answers_is_not_wayland(tmp_path, monkeypatch):
    monkeypatch.setattr("sys.platform", "linux")
    stale = {"WAYLAND_DISPLAY": "wayland-0", "XDG_RUNTIME_DIR": str(tmp_path)}
    assert not wayland_answers(stale) and uses_xcb(stale)
    with socket.socket(socket.AF_UNIX, socket.SOCK_STREAM) as compositor:
        compositor.bind(str(tmp_path / "wayland-0"))
        compositor.listen()
        assert wayland_answers(stale) and not uses_xcb(stale)
    assert wayland_answers({"WAYLAND_DISPLAY": str(tmp_path / "none"), "WAYLAND_SOCKET": "3"})


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="Wayland and X11")
def test_a_stale_wayland_display_without_x11_is_said_plainly(tmp_path):
    env = {k: v for k, v in os.environ.items() if k not in DISPLAY_VARIABLES}
    env.update(WAYLAND_DISPLAY="wayland-0", XDG_RUNTIME_DIR=str(tmp_path))
    result = start(tmp_path / "profile", env)
    assert result.returncode == 1
    assert "WAYLAND_DISPLAY names 'wayland-0', where no Wayland compositor answers" in (
        result.stderr
    )
    assert "xcb-cursor" not in result.stderr and "Traceback" not in result.stderr


def test_a_system_without_glib_is_told_the_package(monkeypatch, tmp_path, capsys):
    from bura_desktop.__main__ import main
    from bura_desktop.ui.desktop import display_libraries

    monkeypatch.setattr("sys.platform", "linux")
    monkeypatch.setattr(display_libraries, "_loads", lambda name: "glib" not in name)
    assert main(["--profile", str(tmp_path)]) == 1
    err = capsys.readouterr().err
    assert "libglib-2.0.so.0" in err and "sudo apt install libglib2.0-0\n" in err
