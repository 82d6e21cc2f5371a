"""Feeding a table scene the way the controller does: the events, as its seat saw them too;
starting the game as its start-up does, in this process or as a process of its own; and reading
what a window shows."""

import sqlite3
import subprocess
import sys
from pathlib import Path
from typing import Any

from PySide6.QtWidgets import QGridLayout, QLabel

from bura_desktop.app.players import make_computer_player
from bura_desktop.core import Action, Game, project
from bura_desktop.storage.paths import Profile


def cell(grid: QGridLayout, row: int, column: int) -> QLabel:
    """The label at ``row``, ``column`` of ``grid`` (the end-of-hand panel's table)."""
    item = grid.itemAtPosition(row, column)
    label = None if item is None else item.widget()
    assert isinstance(label, QLabel), (row, column)
    return label


def show(scene, events, view):
    """``scene.play`` with the batch projected for the watched seat, as the controller sends it."""
    scene.play(project(list(events), scene.watched), view)


def played_hand(rules, seed):
    """A hand dealt from ``seed``, each seat playing its first legal move and claiming on 31:
    the game at its end and every event, to show."""
    game = Game(rules, seed=seed)
    events = list(game.opening_events)
    claim = Action.parse("claim")
    while not game.hand_over:
        moves = game.legal_actions()
        assert game.to_act is not None
        wants = claim in moves and game.points(game.to_act) >= 31
        events += game.apply(claim if wants else next(m for m in moves if m != claim))
    return game, events


def my_turn_or_hand_over(qtbot, window):
    """Wait until the human is asked to act, or the hand is over."""
    qtbot.waitUntil(lambda: bool(window.flow.legal) or window.panel.isVisible(), timeout=5000)


def quick(level, seed):
    """Computer players that answer at once: random legal moves, whatever the level."""
    return make_computer_player("random", seed)


def open_app(qtbot, *arguments: str):
    """The window as ``bura_desktop`` starts it with these command-line ``arguments``, with
    ``quick`` computers, shown at 1024×640 (the caller closes it)."""
    from bura_desktop.__main__ import build_window, parse_args

    window = build_window(parse_args(list(arguments)), quick)
    qtbot.addWidget(window)
    window.resize(1024, 640)
    window.show()
    return window


def run_game(profile, env) -> subprocess.CompletedProcess[str]:
    """``python -m bura_desktop --profile profile`` in ``env``, its output caught as text."""
    return subprocess.run(
        [sys.executable, "-m", "bura_desktop", "--profile", str(profile)],
        env=env,
        capture_output=True,
        text=True,
        timeout=60,
    )


def hands_in(profile: Path) -> list[tuple[Any, ...]]:
    """The recorded hands of ``profile``'s statistics: session, winner, ending, card points."""
    with sqlite3.connect(Profile.in_directory(profile).statistics_file) as db:
        try:
            return db.execute(
                "SELECT session_id, winner, ending, card_points FROM hands"
            ).fetchall()
        except sqlite3.OperationalError:  # polled while the app is still creating the schema
            return []


def play_until(qtbot, window, done):
    """The human plays the first legal non-claim action at each prompt until ``done()``."""
    for _ in range(100):
        qtbot.waitUntil(lambda: bool(window.flow.legal) or window.panel.isVisible(), timeout=5000)
        if done():
            return
        assert window.flow.legal, "the hand ended first"
        action = next(a for a in window.flow.legal if a.kind != "claim")
        window.turn.act(str(action))
    raise AssertionError("never got there")


def opened(qtbot, history, act):
    """The replay viewer that ``act()`` (an open, an import) makes ``history`` open, once the
    records' thread has replayed the hand."""
    with qtbot.waitSignal(history.opened, timeout=10000) as blocker:
        act()
    return blocker.args[0]


def refreshed(qtbot, window, act=None):
    """``window`` (history or statistics) once it shows what ``act()`` asked the records'
    thread for (its first read, when there is no ``act``)."""
    with qtbot.waitSignal(window.refreshed, timeout=10000):
        if act is not None:
            act()
    return window
