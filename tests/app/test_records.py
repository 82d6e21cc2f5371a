"""The player's records away from the UI thread: jobs answered as values, in order, and only
to whoever still wants them."""

from __future__ import annotations

import threading
import time

import pytest
from PySide6.QtCore import QObject

from bura_desktop.app import records
from bura_desktop.app.records import Hands, Records, Unplayable
from bura_desktop.core import Game, Rules
from bura_desktop.storage.statistics import Scope, Statistics
from tests.storage.known_hands import KNOWN
from tests.storage.sessions import play_session


@pytest.fixture
def kept(profile):
    play_session(profile, Rules.preset("classic", players=3), "classic", 31, 2)
    shared = Records(profile)
    yield shared
    shared.close()


def test_a_job_runs_away_from_the_asking_thread_and_is_answered_in_it(qtbot, kept):
    asker = QObject()
    ran_in, answered_in, hands = [], [], []

    def job(statistics: Statistics) -> int:
        ran_in.append(threading.get_ident())
        return len(statistics.hands(Scope()))

    def answer(n: int) -> None:
        answered_in.append(threading.get_ident())
        hands.append(n)

    kept.ask(job, answer, asker)
    qtbot.waitUntil(lambda: bool(hands))
    assert hands == [2] and ran_in != answered_in == [threading.get_ident()]


def test_only_the_latest_read_on_a_topic_is_answered(qtbot, kept):
    window = QObject()
    answered: list[tuple[str, Hands]] = []
    kept.ask(
        records.read(Scope(preset="kozel")), lambda r: answered.append(("old", r)), window, "hands"
    )
    kept.ask(records.read(Scope()), lambda r: answered.append(("new", r)), window, "hands")
    last: list[str] = []
    kept.ask(lambda _s: "done", last.append, window)  # jobs run in order: this one comes last
    qtbot.waitUntil(lambda: bool(last))
    assert [(which, len(read.hands)) for which, read in answered] == [("new", 2)]


def test_a_window_gone_before_the_answer_gets_none(qtbot, kept):
    gone, here = QObject(), QObject()
    answered: list[Hands | str] = []
    kept.ask(records.read(Scope()), answered.append, gone)
    gone.deleteLater()
    qtbot.waitUntil(lambda: not _alive(gone))
    kept.ask(lambda _s: "here", answered.append, here)
    qtbot.waitUntil(lambda: bool(answered))
    assert answered == ["here"]


def _alive(obj: QObject) -> bool:
    from shiboken6 import isValid

    return isValid(obj)


def test_a_replayed_hand_is_every_position_as_the_humans_seat_saw_it(profile, kept, qtbot):
    read: list[Hands] = []
    kept.ask(records.read(Scope()), read.append, QObject(kept))
    qtbot.waitUntil(lambda: bool(read))
    hand = read[0].hands[0]
    assert isinstance(hand.actions, tuple)  # the keeper records the actions
    replayed = records.replayed_hand(hand)
    assert not isinstance(replayed, Unplayable)
    assert replayed.steps == len(hand.actions) and len(replayed.positions) == replayed.steps + 1
    seat = hand.human_seat
    games = [replayed.replayed.dealt, *(step.game for step in replayed.replayed.steps)]
    for position, game in zip(replayed.positions, games, strict=True):
        assert position.view == game.view(seat)
        if game.outcome is None:  # played on from here, it is that very position
            assert position.practice is not None and position.practice.practice
            assert position.practice.resume is not None
            again = Game.from_json(position.practice.resume)
            assert again.view(seat) == game.view(seat)
    assert replayed.positions[-1].practice is None  # the hand is over: nothing to play on
    others = [s for s in range(len(hand.seats)) if s != seat]
    end = games[-1]
    assert all(replayed.open_view.known_cards[s] == tuple(sorted(end.hand(s))) for s in others)


def test_a_hand_kept_without_its_actions_is_unplayable_not_an_error():
    assert records.replayed_hand(KNOWN[0]) == Unplayable("not_kept")


def test_quitting_in_the_middle_of_a_long_read_cuts_it_short(qtbot, profile):
    """Quitting while a huge statistics file was read once aborted the app (issue #46: the
    thread outlived its wait). The read is cut short, and the thread has ended when ``close``
    returns."""
    shared = Records(profile)
    began: list[bool] = []
    answered: list[object] = []

    def long_read(statistics: Statistics) -> int:
        began.append(True)
        assert statistics._db is not None
        endless = "WITH RECURSIVE n(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM n)"
        return statistics._db.execute(f"{endless} SELECT count(*) FROM n").fetchone()[0]

    asker = QObject()
    shared.ask(long_read, answered.append, asker)
    qtbot.waitUntil(lambda: bool(began))
    clock = time.monotonic()
    shared.close()
    assert time.monotonic() - clock < 2.0
    assert not shared._thread.isRunning() and answered == []
