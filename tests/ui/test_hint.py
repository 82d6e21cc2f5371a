"""Help > Hint: a computer's suggestion for the human's turn, shown as chosen cards or in words."""

import threading

import pytest
from PySide6.QtCore import Qt

from bura_desktop.app import TableSetup
from bura_desktop.app.hint import HINT_LEVEL
from bura_desktop.app.players import make_computer_player
from bura_desktop.app.reasons import WAIT_FOR_TURN
from bura_desktop.ui.window.main_window import MainWindow
from tests.app.driver import Relay

pytestmark = pytest.mark.usefixtures("no_animation")


class LastPlay:
    """Suggests the last legal play (the engine lists multi-card leads last), or the last action."""

    def __init__(self, release: threading.Event | None = None) -> None:
        self.release = release
        self.asked = threading.Event()

    def choose(self, view):
        self.asked.set()
        if self.release is not None:
            self.release.wait(5)
        legal = view.legal_actions()
        plays = [a for a in legal if a.kind == "play"]
        return (plays or legal)[-1]


def hinted_window(qtbot, hinter, seed=0):
    def factory(level, seed):
        if level == HINT_LEVEL:
            return hinter
        return make_computer_player("random", seed)

    # The computer deals, so the human leads.
    window = MainWindow(TableSetup.against_computers(seed=seed, dealer=1), factory)
    qtbot.addWidget(window)
    window.resize(1024, 640)
    window.show()
    qtbot.waitUntil(lambda: bool(window.flow.legal), timeout=5000)
    return window


def test_a_hinted_play_is_chosen_in_the_hand_and_enter_plays_it(qtbot):
    window = hinted_window(qtbot, LastPlay())
    suggested = [a for a in window.flow.legal if a.kind == "play"][-1]
    assert window.table.hand.chosen() == ()
    qtbot.keyClick(window, Qt.Key.Key_H)
    qtbot.waitUntil(lambda: window.status.text().startswith("Hint: play"), timeout=3000)
    assert set(window.table.hand.chosen()) == set(suggested.cards)
    assert window.turn.play_button.isEnabled()
    qtbot.keyClick(window, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: "You led" in window.log.toPlainText(), timeout=3000)
    assert set(suggested.cards).isdisjoint(window.table.hand.cards())
    window.close()


def test_a_hint_that_arrives_after_the_player_acted_is_dropped(qtbot):
    release = threading.Event()
    hinter = LastPlay(release)
    window = hinted_window(qtbot, hinter)
    window.turn.hint()
    assert hinter.asked.wait(3)
    first = window.table.hand.cards()[0]
    window.turn.act(f"play {first}")  # the player does not wait for the hint
    qtbot.waitUntil(lambda: "You led" in window.log.toPlainText(), timeout=3000)
    release.set()
    qtbot.wait(300)
    assert not window.status.text().startswith("Hint")
    assert window.table.hand.chosen() == ()
    window.close()


def test_a_hint_asked_out_of_turn_says_to_wait(qtbot, monkeypatch):
    hinter = LastPlay()
    window = hinted_window(qtbot, hinter)
    said = []
    say = window.bar.say

    # Every line the bar shows: the next prompt may replace the refusal at once.
    def noted(text, kind=""):
        said.append(text)
        return say(text, kind)

    monkeypatch.setattr(window.bar, "say", noted)
    window.turn.act(f"play {window.table.hand.cards()[0]}")
    # Queued behind the play: the table is still to show it, and the computer to answer.
    relay = Relay(window.worker.controller)
    with qtbot.waitSignal(relay.refused, timeout=3000) as refusal:
        window.turn.hint()
    assert refusal.args[1] == WAIT_FOR_TURN
    qtbot.waitUntil(lambda: "Wait for your turn." in said, timeout=3000)  # worded by the window
    assert not hinter.asked.is_set()
    window.close()


def test_the_real_hint_level_suggests_a_legal_move_from_its_own_process(qtbot):
    window = hinted_window(qtbot, make_computer_player(HINT_LEVEL, 1))
    window.turn.hint()
    qtbot.waitUntil(lambda: window.status.text().startswith("Hint:"), timeout=20000)
    chosen = window.table.hand.chosen()
    if window.status.text().startswith("Hint: play"):
        assert window.turn.legal_play(chosen) is not None
    assert window.worker.controller.pool.running  # the search ran in the decision pool
    window.close()


class Explaining(LastPlay):
    """Advises the last legal play over the first, for the Bura it keeps."""

    def advise(self, view):
        from bura_desktop.app.players import Advice
        from bura_desktop.app.review_run import Reason

        plays = [a for a in view.legal_actions() if a.kind == "play"]
        return Advice(plays[-1], plays[0], (Reason("bura", 0.08, 0.02),))


def test_a_hint_says_why_in_a_sentence_and_in_the_reviews_numbers_behind_it(qtbot):
    window = hinted_window(qtbot, Explaining())
    plays = [a for a in window.flow.legal if a.kind == "play"]
    qtbot.keyClick(window, Qt.Key.Key_H)
    qtbot.waitUntil(lambda: window.status.text().startswith("Hint: play"), timeout=3000)
    text = window.status.text()
    first = " ".join(str(card) for card in plays[0].cards)
    last = " ".join(str(card) for card in plays[-1].cards)
    # Issue #47: the bar held the percentages, four lines of them in German at 6 players.
    assert text.endswith(f"It keeps a better chance of a Bura later than {first}.")
    assert "%" not in text
    numbers = f"Chance of a Bura of yours later in the hand: 2% with {first}, 8% with {last}."
    assert numbers in window.status.toolTip()
    assert set(window.table.hand.chosen()) == set(plays[-1].cards)
    window.table.hand.choose_only(plays[0].cards)  # the bar says what these would do instead
    assert window.status.toolTip() == "", "the numbers went with their hint"
    window.close()
