from __future__ import annotations

import csv
import dataclasses
import sqlite3
from collections.abc import Iterator
from datetime import datetime, timedelta
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtWidgets import (
    QComboBox,
    QFileDialog,
    QLabel,
    QMessageBox,
    QPushButton,
    QRadioButton,
)

from bura_desktop.app.records import Records
from bura_desktop.storage.figures import summarize
from bura_desktop.storage.paths import Profile
from bura_desktop.storage.seats import HUMAN, Seat
from bura_desktop.storage.statistics import HandRecord, Scope, Statistics
from bura_desktop.ui.records.statistics_window import StatisticsWindow
from tests.ui.showing import refreshed

START = datetime(2024, 3, 1, 20, 0)
ME = Seat("Me", HUMAN)
TABLE_S = (ME, Seat("Masha", "expert"))
TABLE_T = (ME, Seat("Kolya", "beginner"), Seat("Sasha", "advanced"))

# (winner, ending, the human's chips, pot, the human's card points, claimer)
SESSION_S = [
    (0, "claim", 4, 4, 45, 0),
    (0, "claim", 4, 4, 35, 0),
    (0, "bura", 6, 6, 30, None),
    (0, "claim", 8, 8, 50, 0),
    (None, "false_claim", -5, 5, 25, 0),
    (None, "played_out", -1, 2, 40, None),
    (0, "declaration", 3, 3, 33, None),
    (0, "claim", 10, 10, 60, 0),
]
SESSION_T = [(0, "played_out", 0, 0, 70, None), (2, "most_points", 0, 0, 10, None)]


def record(n: int, session: str, row: tuple[Any, ...]) -> HandRecord:
    winner, ending, chips, pot, points, claimer = row
    seats = TABLE_S if session == "S" else TABLE_T
    return HandRecord(
        session_id=session,
        started=START + timedelta(minutes=n),
        duration=30.0,
        preset="classic" if session == "S" else "penalty",
        rules={"bankroll": 100},
        seats=seats,
        seed=1000 + n,
        winner=winner,
        ending=ending,
        card_points=(points, 120 - points, *[0] * (len(seats) - 2)),
        chips=(chips, -chips, *[0] * (len(seats) - 2)),
        pot=pot,
        assist=False,
        human_seat=0,
        claimer=claimer,
    )


@pytest.fixture
def statistics(tmp_path: Path) -> Iterator[Statistics]:
    stats, messages = Statistics.open(Profile.in_directory(tmp_path / "profile"))
    assert messages == []
    rows = [("S", r) for r in SESSION_S] + [("T", r) for r in SESSION_T]
    for n, (session, row) in enumerate(rows):
        assert stats.record_hand(record(n, session, row)) is None
    yield stats
    stats.close()


@pytest.fixture
def records(tmp_path: Path) -> Iterator[Records]:
    """The window's own reader of the file the tests write with ``statistics``."""
    kept = Records(Profile.in_directory(tmp_path / "profile"))
    yield kept
    kept.close()


def opened(qtbot, records, session: str | None) -> StatisticsWindow:
    """The window once it shows the figures it read first."""
    widget = refreshed(qtbot, StatisticsWindow(records, session))
    qtbot.addWidget(widget)
    return widget


@pytest.fixture
def window(qtbot, statistics, records) -> StatisticsWindow:
    return opened(qtbot, records, "S")


def figures(window: StatisticsWindow) -> dict[str, str]:
    keys = ["played", "won", "win_percent", "net_chips", "biggest_pot_won", "claims", "buras"]
    keys += ["average_points", "current_streak", "longest_streak"]
    return {key: window.figure(key) for key in keys}


def test_session_figures_match_the_recorded_hands(window, statistics):
    assert window.scope() == Scope(session_id="S")
    assert figures(window) == {
        "played": "8",
        "won": "6",
        "win_percent": "75.0\u202f%",
        "net_chips": "+29",
        "biggest_pot_won": "10",
        "claims": "4 / 1",
        "buras": "1",
        "average_points": "39.8",
        "current_streak": "2",
        "longest_streak": "4",
    }
    summary = summarize(statistics.hands(Scope(session_id="S")))
    assert summary.played == 8 and summary.won == 6 and summary.average_points == 39.75
    assert window.bankroll_chart.values() == [100, 104, 108, 114, 122, 117, 116, 119, 129]
    assert ("Expert", 6, 2) in window.levels_chart.results()
    assert dict(window.endings_chart.counts())["Claim of 31"] == 4


def test_all_time_and_filters(window, qtbot):
    refreshed(qtbot, window, window.findChild(QRadioButton, "scope_all").click)
    assert window.scope() == Scope()
    shown = figures(window)
    assert shown["played"] == "10" and shown["won"] == "7" and shown["win_percent"] == "70.0\u202f%"
    assert shown["current_streak"] == "0" and shown["longest_streak"] == "4"
    assert window.bankroll_chart.values()[0] == 0 and window.bankroll_chart.values()[-1] == 29

    level = window.findChild(QComboBox, "level_filter")
    refreshed(qtbot, window, lambda: level.setCurrentIndex(level.findData("beginner")))
    assert figures(window)["played"] == "2"
    assert figures(window)["net_chips"] == "0"
    preset = window.findChild(QComboBox, "preset_filter")
    refreshed(qtbot, window, lambda: preset.setCurrentIndex(preset.findData("classic")))
    assert figures(window)["played"] == "0"
    assert not window.levels_chart.has_data() and not window.bankroll_chart.has_data()
    assert not window.findChild(QPushButton, "export").isEnabled()


def test_refresh_shows_a_new_hand(window, statistics, qtbot):
    statistics.record_hand(record(20, "S", (1, "claim", -7, 7, 20, 1)))
    refreshed(qtbot, window, window.refresh)
    assert figures(window)["played"] == "9"
    assert figures(window)["current_streak"] == "0"
    assert window.bankroll_chart.values()[-1] == 122


def test_without_a_session_all_time_is_shown(qtbot, statistics, records):
    window = opened(qtbot, records, None)
    assert window.scope() == Scope()
    session = window.findChild(QRadioButton, "scope_session")
    status = window.findChild(QLabel, "status")
    assert session is not None and status is not None
    assert not session.isEnabled()
    assert status.isHidden()


def test_export_writes_the_hands_shown(window, monkeypatch, tmp_path, qtbot):
    target = tmp_path / "out.csv"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (str(target), ""))
    window.findChild(QPushButton, "export").click()
    qtbot.waitUntil(target.exists)
    with target.open(newline="") as f:
        rows = list(csv.DictReader(f))
    assert [int(r["seed"]) for r in rows] == [1000 + n for n in range(8)]
    assert {r["session"] for r in rows} == {"S"}


def test_export_cancelled_writes_nothing(window, monkeypatch, tmp_path):
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: ("", ""))
    window.export_csv()
    assert list(tmp_path.glob("*.csv")) == []


def test_reset_asks_first_and_keeps_a_backup(window, statistics, monkeypatch, qtbot):
    asked: list[str] = []
    told: list[str] = []

    def question(parent, title, text, *args):
        asked.append(text)
        return answer

    monkeypatch.setattr(QMessageBox, "question", question)
    monkeypatch.setattr(QMessageBox, "information", lambda p, t, text: told.append(text))

    answer = QMessageBox.StandardButton.Cancel
    window.findChild(QPushButton, "reset").click()
    assert len(statistics.hands()) == 10 and told == []

    answer = QMessageBox.StandardButton.Yes
    refreshed(qtbot, window, window.findChild(QPushButton, "reset").click)
    assert "backup" in asked[-1]
    assert statistics.hands() == []
    assert figures(window)["played"] == "0"
    backups = list(statistics.path.parent.glob("*backup*"))
    assert len(backups) == 1 and str(backups[0]) in told[0]
    with sqlite3.connect(backups[0]) as db:
        assert db.execute("SELECT COUNT(*) FROM hands").fetchone()[0] == 10


def test_recording_off_is_explained(qtbot, tmp_path):
    blocker = tmp_path / "not-a-folder"
    blocker.write_text("a file, not a folder")
    stats, messages = Statistics.open(Profile.in_directory(blocker / "profile"))
    records = Records(Profile.in_directory(blocker / "profile"))
    window = opened(qtbot, records, None)
    records.close()
    status = window.findChild(QLabel, "status")
    reset = window.findChild(QPushButton, "reset")
    assert status is not None and reset is not None
    assert not status.isHidden()
    assert status.text() == stats.status == messages[0]
    assert not reset.isEnabled()


def test_a_row_with_text_for_a_number_is_left_out_and_said(qtbot, statistics, records):
    statistics._db.execute("UPDATE hands SET chips = '[\"lots\", 0]' WHERE id = 1")
    window = opened(qtbot, records, "S")
    assert figures(window)["played"] == "7"
    status = window.findChild(QLabel, "status")
    assert status is not None
    assert not status.isHidden()
    assert status.text() == (
        "Left out of the statistics: 1 hand that could not be read from the file."
    )


def test_figures_use_the_languages_decimal_mark(qtbot, statistics, records):
    from bura_desktop.ui.desktop import language

    language.install("de")
    try:
        widget = opened(qtbot, records, "S")
        assert widget.figure("win_percent") == "75,0\u202f%"
        assert widget.figure("average_points") == "39,8"
        assert ("Experte", 6, 2) in widget.levels_chart.results()
    finally:
        language.install("en")


def test_a_series_session_shows_hands_won_not_chips(qtbot, tmp_path):
    stats, _ = Statistics.open(Profile.in_directory(tmp_path / "series"))
    for n, (winner, ending) in enumerate([(0, "claim"), (1, "claim"), (0, "bura")]):
        hand = record(n, "S", (winner, ending, 0, 0, 40, None))
        stats.record_hand(dataclasses.replace(hand, rules={"scoring": "series", "bankroll": 100}))
    records = Records(Profile.in_directory(tmp_path / "series"))
    widget = opened(qtbot, records, "S")
    records.close()
    assert widget.figure("net_chips") == widget.figure("biggest_pot_won") == "\u2014"
    assert widget.bankroll_chart.values() == [0, 1, 1, 2]
    stats.close()


def test_a_click_on_a_hands_point_names_that_hand(qtbot, window):
    chart = window.bankroll_chart
    window.resize(900, 600)
    window.show()
    qtbot.waitExposed(window)
    chart.grab()  # painted: the chart knows where its points lie
    left, width = chart._span
    chosen: list[HandRecord] = []
    window.hand_chosen.connect(chosen.append)
    middle = chart.height() // 2
    for hand in (3, 8):
        x = round(left + hand * width / 8)
        qtbot.mouseClick(chart, Qt.MouseButton.LeftButton, pos=QPoint(x, middle))
    # The start (before any hand) and the margin left of it are no hand.
    qtbot.mouseClick(chart, Qt.MouseButton.LeftButton, pos=QPoint(round(left), middle))
    qtbot.mouseClick(chart, Qt.MouseButton.LeftButton, pos=QPoint(2, middle))
    assert [hand.seed for hand in chosen] == [1002, 1007]
