"""The window and its controller: a start that fails in the worker."""

import dataclasses

import pytest

from bura_desktop.app import TableSetup
from bura_desktop.app.players import make_computer_player
from bura_desktop.storage.paths import Profile
from bura_desktop.ui.main_window import MainWindow

pytestmark = pytest.mark.usefixtures("no_animation")


def quick(level, seed):
    return make_computer_player("random", seed)


@pytest.fixture
def open_window(qtbot):
    windows = []

    def open_(setup, **options):
        window = MainWindow(setup, quick, **options)
        qtbot.addWidget(window)
        window.resize(1024, 640)
        window.show()
        windows.append(window)
        return window

    yield open_
    for window in windows:
        window.close()


def test_a_saved_game_that_does_not_read_back_offers_a_new_game(qtbot, open_window, tmp_path):
    profile = Profile.in_directory(tmp_path)
    profile.savegame_file.parent.mkdir(parents=True, exist_ok=True)
    profile.savegame_file.write_text("{}")  # where the broken game came from
    setup = dataclasses.replace(
        TableSetup.against_computers(seed=7), session_id="s", resume='{"format": "bura'
    )
    window = open_window(setup, profile=profile)  # reads nothing: the worker does
    qtbot.waitUntil(window.panel.isVisible, timeout=5000)
    assert "stopped on an error" in window.panel.headline.text()
    # Set aside, so that the next start does not resume into the same failure.
    assert not profile.savegame_file.exists()
    assert [p.read_text() for p in profile.data_dir.glob("savegame.json.*")] == ["{}"]
    assert not window._legal and not window.table.own_hand()
    window.panel.button.click()  # "New game"
    qtbot.waitUntil(lambda: len(window.table.own_hand()) == 3, timeout=5000)
