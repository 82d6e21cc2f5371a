"""A desktop that asks for reduced motion gets a game without animations, by default only."""

import pytest

from bura_desktop import __main__ as start_up
from bura_desktop.app.players import make_computer_player
from bura_desktop.storage import settings as stored_settings
from bura_desktop.storage.paths import Profile
from bura_desktop.ui.table import motion, timing

pytestmark = pytest.mark.usefixtures("normal_speed_afterwards")


@pytest.fixture
def open_with(qtbot, monkeypatch, tmp_path):
    def open_(reduces: bool):
        monkeypatch.setattr(motion, "platform_reduces_motion", lambda: reduces)
        args = start_up.parse_args(["--profile", str(tmp_path), "--seed", "1"])
        window = start_up.build_window(args, lambda level, seed: make_computer_player("random", 1))
        qtbot.addWidget(window)
        assert window.worker is not None  # its own table, not a guest's
        window.worker.shutdown(1000)
        return window

    return open_


def test_reduced_motion_turns_animations_off_at_the_first_start(open_with):
    window = open_with(True)
    assert timing.speed() == "off"
    assert window.settings.table.animation_speed == "off"  # and Preferences show it


def test_without_the_request_the_default_speed_stays(open_with):
    open_with(False)
    assert timing.speed() == "normal"


def test_a_speed_the_user_saved_is_kept(open_with, tmp_path):
    settings = stored_settings.Settings()
    settings.table.animation_speed = "slow"
    assert stored_settings.save(Profile.in_directory(tmp_path), settings) is None
    open_with(True)
    assert timing.speed() == "slow"


def test_gnome_and_kde_settings_are_read(monkeypatch, tmp_path):
    answers = {"enable-animations": "false"}
    monkeypatch.setattr(motion, "_output", lambda command: answers.get(command[-1], ""))
    monkeypatch.setenv("XDG_CURRENT_DESKTOP", "GNOME")
    assert motion._gnome_still() and not motion._kde_still()
    answers.clear()
    assert not motion._gnome_still()
    monkeypatch.setenv("XDG_CURRENT_DESKTOP", "KDE")
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path))
    (tmp_path / "kdeglobals").write_text("[KDE]\nAnimationDurationFactor=0\n")
    assert motion._kde_still()
    (tmp_path / "kdeglobals").write_text("[KDE]\nAnimationDurationFactor=0.5\n")
    assert not motion._kde_still()


def test_a_missing_tool_means_no_request():
    assert motion._output(["no-such-command-bura-desktop"]) == ""
