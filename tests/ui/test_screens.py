"""Every screen from 800×600 up, in every language: the game window through a hand (the
deal, a trick of several-card plays, a claim shown and the end of the hand) and every dialog fit
the room the screen leaves them, with nothing cut and nothing a player must see covered."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QObject, QRect, Signal
from PySide6.QtWidgets import QApplication

from bura_desktop.app import TableSetup
from tests.ui.screens import (
    PANEL,
    SCREENS,
    covered,
    cut,
    room,
    through_a_hand,
    too_small,
    unpainted,
    widest,
)

LANGUAGES = ("en", "ru", "de", "it", "es")  # every language: a button's words whole in each


def every_screen(window, stage: str) -> list[str]:
    """The window maximised on each screen, and what is wrong there."""
    problems = []
    with unpainted(window):
        for width, height in SCREENS:
            problems += _on_screen(window, stage, width, height)
    return problems


def _on_screen(window, stage: str, width: int, height: int) -> list[str]:
    size = room(width, height)
    window.resize(size)
    QApplication.processEvents()
    where = f"{stage} at {width}x{height}:"
    problems = []
    if window.size() != size:
        problems.append(f"{where} the window is {window.size()}, the room {size}")
    problems += [f"{where} {p}" for p in cut(window) + covered(window) + too_small(window)]
    if stage == "the end of the hand" and len(window.table.plates) == 6 and width <= 1366:
        # Six seats leave no room for the whole table of points: it folds behind Details.
        points = window.panel.table.itemAt(0).widget()
        if points.isVisible() or not window.panel.details.isVisible():
            problems.append(f"{where} the end-of-hand panel is not folded")
    return problems


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("players", [2, 4, 6])
def test_a_hand_fits_every_screen(qtbot, open_window, switch_language, no_animation, lang, players):
    switch_language(lang)
    # The human deals: the others lead first, several cards where they can.
    setup = TableSetup.against_computers(players=players, seed=9, dealer=0)
    window = open_window(setup, player_factory=widest)
    wait = lambda done: qtbot.waitUntil(done, timeout=5000)  # noqa: E731
    seen, problems = through_a_hand(window, wait, lambda stage: every_screen(window, stage))
    assert {"a trick of several cards", "claim shown"} <= seen, seen
    assert not problems, "\n".join(dict.fromkeys(problems))


def fits(dialog, name: str) -> list[str]:
    """``dialog`` shown on the smallest screen: its size and what it cuts."""
    dialog.show()
    QApplication.processEvents()
    space = room(*SCREENS[0])
    problems = []
    if dialog.width() > space.width() or dialog.height() > space.height():
        problems.append(f"{name} is {dialog.size()}, the room {space}")
    return problems + [f"{name}: {p}" for p in cut(dialog)]


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_windows_the_menus_cannot_reach_fit_the_smallest_screen(
    qtbot, switch_language, tmp_path, monkeypatch, lang
):
    """What test_every_window's walk of the menus cannot open: a lobby with guests, an
    invitation with its code and a replay with its review."""
    from bura_desktop.app.records import Records
    from bura_desktop.core import Rules
    from bura_desktop.net.messages import SeatInfo
    from bura_desktop.storage.paths import Profile
    from bura_desktop.ui.desktop import screen_room
    from bura_desktop.ui.dialogs.invite_dialog import InviteDialog
    from bura_desktop.ui.dialogs.table_dialogs import LobbyDialog
    from bura_desktop.ui.records import review_panel
    from bura_desktop.ui.records.history_window import HistoryWindow
    from tests.storage.sessions import play_session
    from tests.ui.showing import opened, refreshed

    switch_language(lang)
    # The offscreen platform's one screen is 800×800: the dialogs are told of a smaller one.
    width, height = SCREENS[0]
    monkeypatch.setattr(
        screen_room, "available", lambda widget=None: QRect(0, 0, width, height - PANEL)
    )
    monkeypatch.setattr(review_panel, "WORLDS", 4)  # what the review shows, not how well
    problems: list[str] = []

    class Invitation(QObject):  # what the invite dialog shows of one, its code given
        coded, wrong_try, used, route, failed = (
            Signal(str),
            Signal(int),
            Signal(),
            Signal(str),
            Signal(str),
        )
        code = "999-guitarist-revenge"

    infos = [SeatInfo("Masha", "expert", False)] * 6
    for name, dialog in (
        (
            "Lobby",
            LobbyDialog(
                "ABC234",
                "192.168.100.200",
                47531,
                (1, 2, 3, 4, 5),
                lambda: infos,
                None,
                invite=lambda: None,
            ),
        ),
        ("Invite", InviteDialog(Invitation())),  # type: ignore[arg-type]
    ):
        qtbot.addWidget(dialog)
        problems += fits(dialog, name)

    profile = Profile.in_directory(tmp_path / "profile")
    play_session(profile, Rules.preset("classic", players=6), "classic", 21, 3)
    records = Records(profile)
    try:
        history = refreshed(qtbot, HistoryWindow(records))
        qtbot.addWidget(history)
        hand = max(history.hands, key=lambda h: len(h.actions or ()))
        viewer = opened(qtbot, history, lambda: history.open_hand(hand))
        viewer.start_review()
        problems += fits(viewer, "Replay with its review")
        viewer.close()
    finally:
        records.close()
    assert not problems, "\n".join(problems)


@pytest.mark.parametrize(
    ("ratio", "lang", "players"),
    # A 1920×1080 screen at 125 % is 1536×864 to the window, at 150 % 1280×720, at 200 %
    # 960×540: shorter than an 800×600 screen.
    [(1.25, "en", 2), (1.5, "de", 4), (2.0, "ru", 6)],
)
def test_a_hand_fits_a_scaled_screen(tmp_path, ratio, lang, players):
    import json
    import os
    import subprocess
    import sys

    config = tmp_path / "screen.json"
    screen = {"name": "scaled", "x": 0, "y": 0, "width": 1920, "height": 1080}
    config.write_text(json.dumps({"screens": [screen | {"logicalDpi": 96, "dpr": 1}]}))
    env = os.environ | {
        "QT_QPA_PLATFORM": f"offscreen:configfile={config}",
        "QT_SCALE_FACTOR": str(ratio),
    }
    command = [sys.executable, "-m", "tests.ui.scaled_screen", lang, str(players)]
    done = subprocess.run(command, env=env, capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    reported, *problems = done.stdout.strip().splitlines()
    assert reported.startswith(f"({round(1920 / ratio)}, {round(1080 / ratio)})"), reported
    assert not problems, "\n".join(problems)


@pytest.mark.parametrize("players", [2, 4, 6])
def test_every_computer_plate_shows_its_level_on_every_screen(qtbot, players):
    from bura_desktop.ui.table.scene import TableScene
    from bura_desktop.ui.table.seat_plate import LEVEL_STARS
    from bura_desktop.ui.words.levels import level_on_plate

    setup = TableSetup.against_computers(players=players, level="intermediate", seed=1)
    scene = TableScene(setup)
    for width, height in SCREENS:
        # The table beside the log, below the menu bar.
        scene.relayout(width * 0.75, height - PANEL - 60)
        for plate in scene.plates[1:]:
            line = plate.detail_line()
            level = (level_on_plate("intermediate"), LEVEL_STARS["intermediate"])
            assert line.startswith(level), (width, line)
            assert "…" not in line, (width, line)
