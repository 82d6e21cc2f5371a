"""The coach on the table: a costly move held back is said in the bar, taken back (Escape, the
default) with the turn asked again as it was, or played anyway; the setting reaches the game."""

from __future__ import annotations

import dataclasses

import pytest
from PySide6.QtCore import Qt

from bura_desktop.storage.settings import GeneralSettings, Settings
from tests.app.test_coach import BLANK, TEN, Coaching, coached_factory, throwing_setup

pytestmark = pytest.mark.usefixtures("no_animation")

COACHED = Settings(general=GeneralSettings(coach=True))
WEIGHING = "The coach looks at your move…"


def at_the_throw(qtbot, open_window, settings=COACHED):
    window = open_window(throwing_setup(), settings, player_factory=coached_factory(Coaching()))
    qtbot.waitUntil(lambda: bool(window.flow.legal), timeout=5000)
    return window


def test_a_costly_move_is_said_and_taken_back_with_nothing_changed(qtbot, open_window, monkeypatch):
    from bura_desktop.ui.window import turn

    announced = []
    monkeypatch.setattr(turn, "announce", lambda widget, name, text: announced.append(text))
    window = at_the_throw(qtbot, open_window)
    hand, legal = window.table.hand.cards(), list(window.flow.legal)
    prompt = window.status.text()
    window.turn.act(str(TEN))
    qtbot.waitUntil(window.bar.asking, timeout=5000)
    text = window.status.text()
    assert text.startswith("Coach: 10♣ looks costly;") and "Card points handed" in text
    assert announced == [text]  # a screen reader says it
    assert window.bar.no.text() == "Take it back" and window.bar.yes.text() == "Play it anyway"
    assert window.flow.legal == legal and window.table.hand.chosen() == ()
    qtbot.keyClick(window, Qt.Key.Key_Escape)
    assert not window.bar.asking()
    assert window.table.hand.cards() == hand and window.flow.legal == legal
    assert window.status.text().startswith(prompt)
    assert "You" not in window.log.toPlainText().split("\n")[-1]  # nothing was played
    # Chosen again, the move it spoke of is played without a second word.
    window.turn.act(str(TEN))
    qtbot.waitUntil(lambda: TEN.cards[0] not in window.table.hand.cards(), timeout=5000)
    assert not window.bar.asking()


def test_play_it_anyway_plays_the_move(qtbot, open_window):
    window = at_the_throw(qtbot, open_window)
    window.turn.act(str(TEN))
    qtbot.waitUntil(window.bar.asking, timeout=5000)
    window.bar.confirm()
    qtbot.waitUntil(lambda: TEN.cards[0] not in window.table.hand.cards(), timeout=5000)


def test_the_best_move_is_played_without_a_word(qtbot, open_window, monkeypatch):
    window = at_the_throw(qtbot, open_window)
    said = saying(window, monkeypatch)
    window.turn.act(str(BLANK))
    qtbot.waitUntil(lambda: BLANK.cards[0] not in window.table.hand.cards(), timeout=5000)
    assert not window.bar.asking()
    assert WEIGHING not in said  # weighed quicker than the bar would say so


def test_the_coach_set_in_the_preferences_reaches_the_game(qtbot, open_window):
    window = at_the_throw(qtbot, open_window, Settings())
    assert not Settings().general.coach  # off by default
    window.apply_settings(dataclasses.replace(Settings(), general=GeneralSettings(coach=True)))
    qtbot.waitUntil(lambda: window.worker.controller.coach.on, timeout=3000)
    window.turn.act(str(TEN))
    qtbot.waitUntil(window.bar.asking, timeout=5000)


def test_a_slow_judgment_is_said_in_the_bar(qtbot, open_window, monkeypatch):
    from tests.app.test_coach import Slow

    coach = Slow()
    window = open_window(throwing_setup(), COACHED, player_factory=coached_factory(coach))
    qtbot.waitUntil(lambda: bool(window.flow.legal), timeout=5000)
    said = saying(window, monkeypatch)
    window.turn.act(str(TEN))
    assert coach.asked.wait(5)
    qtbot.waitUntil(lambda: window.status.text() == WEIGHING, timeout=3000)
    coach.release.set()
    qtbot.waitUntil(window.bar.asking, timeout=5000)
    window.bar.confirm()
    qtbot.waitUntil(lambda: TEN.cards[0] not in window.table.hand.cards(), timeout=5000)
    assert said.count(WEIGHING) == 1  # played anyway: not weighed again


def saying(window, monkeypatch) -> list[str]:
    """Every line the bar says from now on."""
    said: list[str] = []
    say = window.bar.say

    def noted(text, kind=""):
        said.append(text)
        say(text, kind)

    monkeypatch.setattr(window.bar, "say", noted)
    return said
