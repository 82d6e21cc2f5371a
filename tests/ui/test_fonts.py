import os
import subprocess
import sys

import pytest
from PySide6.QtGui import QAction, QFontDatabase
from PySide6.QtWidgets import QMenu

from bura_desktop.ui.desktop.fonts import load_fonts, system_has_a_font


def test_bundled_font_loads(qapp):
    family = load_fonts()
    assert family == "DejaVu Sans"
    assert family in QFontDatabase.families()


def start_and_read_log(tmp_path, **env) -> str:
    environ = dict(os.environ, QT_QPA_PLATFORM="offscreen", **env)
    command = [sys.executable, "-m", "bura_desktop", "--profile", str(tmp_path)]
    command += ["--hands", "0", "--quit", "--speed", "off"]
    subprocess.run(command, env=environ, capture_output=True, timeout=60, check=True)
    return (tmp_path / "logs" / "bura-desktop.log").read_text(encoding="utf-8")


def test_the_window_uses_the_desktops_font(tmp_path, qapp):
    if not system_has_a_font():
        pytest.skip("this system has no font installed")
    assert "(the desktop's)" in start_and_read_log(tmp_path)


def test_a_system_without_fonts_gets_the_bundled_one(tmp_path):
    """Fontconfig pointed at an empty folder, as on a bare container."""
    config = tmp_path / "fonts.conf"
    config.write_text(
        f"<?xml version='1.0'?><fontconfig><dir>{tmp_path / 'none'}</dir>"
        f"<cachedir>{tmp_path / 'cache'}</cachedir></fontconfig>"
    )
    text = start_and_read_log(tmp_path / "profile", FONTCONFIG_FILE=str(config))
    assert "Interface font: DejaVu Sans 10 pt (bundled: the system has no font)" in text


def test_preferences_quit_and_about_have_their_menu_roles_and_the_rest_none(qtbot, tmp_path):
    """Set by role, not guessed from the English words: right on macOS in every language."""
    from bura_desktop.__main__ import build_window, parse_args
    from bura_desktop.app.players import make_computer_player
    from bura_desktop.ui.table import timing

    args = parse_args(["--profile", str(tmp_path), "--speed", "off"])
    window = build_window(args, lambda level, seed: make_computer_player("random", seed))
    qtbot.addWidget(window)
    menus = window.menuBar().findChildren(QMenu)
    roles = {a.text(): a.menuRole() for m in menus for a in m.actions() if not a.isSeparator()}
    timing.set_speed("normal")
    window.close()
    special = {
        "&Preferences…": QAction.MenuRole.PreferencesRole,
        "&Quit": QAction.MenuRole.QuitRole,
        "&About Bura": QAction.MenuRole.AboutRole,
        "About &Qt": QAction.MenuRole.AboutQtRole,
    }
    for text, role in special.items():
        assert roles.pop(text) == role
    assert set(roles.values()) <= {QAction.MenuRole.NoRole}
