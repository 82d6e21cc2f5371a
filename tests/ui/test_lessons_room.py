"""Learn to play on the window's table (issue #38): offered once at the first start, every
lesson played to its end with a wrong move at each step (explained, nothing changed), the words
in every language, progress kept, and the game left for the lessons taken up again."""

import json
import re

import pytest
from PySide6.QtCore import QEvent, QObject
from PySide6.QtWidgets import QCheckBox, QPushButton

from bura_desktop.app.i18n import translate
from bura_desktop.app.lessons import COURSE
from bura_desktop.app.lessons.tutor import GIVES_POINTS, NOT_BEATING, NOT_BEATING_ONE, SHORT_CLAIM
from bura_desktop.core import Action
from bura_desktop.storage.paths import Profile
from bura_desktop.ui.table.pointer import Pointer
from bura_desktop.ui.words.reasons import reason_text
from tests.app.test_lessons import walk

TAUGHT = [i for i, lesson in enumerate(COURSE) if lesson.steps]


def button(window, words):
    found = [
        b
        for b in window.lessons.bubble.findChildren(QPushButton)
        if b.isVisible() and b.text().replace("&", "") == words
    ]
    assert found, f"no button {words!r}"
    return found[0]


def stored(profile_dir):
    return json.loads(Profile.in_directory(profile_dir).settings_file.read_text())["general"]


def test_the_first_start_offers_the_lessons_once(qtbot, start_profile, tmp_path):
    window = start_profile(tmp_path)
    bubble = window.lessons.bubble
    qtbot.waitUntil(bubble.isVisible, timeout=3000)
    assert "Learn it in ten minutes" in bubble.words.text()
    assert stored(tmp_path)["lessons_offered"] is True
    button(window, "Not now").click()
    assert bubble.isHidden()
    window.close()
    again = start_profile(tmp_path)
    qtbot.wait(100)
    assert again.lessons.bubble.isHidden()


def reasons_for_wrong_moves(lesson):
    """At each step, the first legal move the step does not ask for, and the tutor's reason."""
    found = []

    def first_wrong(run, game):
        wrong = next(a for a in game.view(run.human).legal_actions() if a != run.hint())
        found.append((wrong, run.check(game, wrong)))

    walk(lesson, first_wrong)
    return found


def ask_and_answer(qtbot, window, index):
    """Play the lesson on the table: at each step a wrong move first (explained in the
    player's language, the hand as it was), then the lesson's move; until its summary."""
    room, taught = window.lessons, COURSE[index]
    names = [seat.name for seat in window.setup.seats]
    reasons = reasons_for_wrong_moves(taught)
    for step, (expected_wrong, reason) in zip(taught.steps, reasons, strict=True):
        qtbot.waitUntil(lambda: bool(window.flow.legal), timeout=5000)
        assert room.bubble.isVisible()
        expected = Action.parse(step.expect[0])
        wrong = next(a for a in window.flow.legal if a != expected)
        assert wrong == expected_wrong
        hand = window.table.hand.cards()
        prompt = window.status.text()
        window.turn.act(str(wrong))
        qtbot.waitUntil(
            lambda p=prompt: window.status.text() != p and bool(window.flow.legal), timeout=3000
        )
        assert window.status.property("kind") == "refused"
        assert window.status.text() == reason_text(reason, names, 0)
        assert window.table.hand.cards() == hand
        assert room.shown_step == taught.steps.index(step)
        if step.points_at in ("cards", "trick"):
            assert any(isinstance(item, Pointer) for item in window.table.items())
        window.turn.act(str(expected))
    qtbot.waitUntil(lambda: room.summary_shown() if room.index == index else False, timeout=5000)
    assert not any(isinstance(item, Pointer) for item in window.table.items())
    assert not window.panel.isVisible()  # the summary says what the hand's end means here


# Italian and Spanish take the same path with words of their own, which the translations'
# tests check whole, markers included (issue #50: each walk is about 5 s of CPU).
@pytest.mark.parametrize("language", ["en", "ru", "de"])
def test_every_lesson_plays_to_its_summary_with_a_wrong_move_explained_at_each_step(
    qtbot, start_profile, tmp_path, switch_language, language
):
    switch_language(language)
    window = start_profile(tmp_path)
    qtbot.waitUntil(lambda: bool(window.setup.session_id), timeout=3000)
    game = window.setup.session_id
    qtbot.waitUntil(window.lessons.bubble.isVisible, timeout=3000)
    window.lessons.open(0)
    for index in TAUGHT:
        qtbot.waitUntil(lambda i=index: window.setup.lesson == COURSE[i].key, timeout=3000)
        assert window.setup.practice
        ask_and_answer(qtbot, window, index)
        assert stored(tmp_path)["lessons_done"] == index + 1
        window.menus._enter()  # Enter: the summary's default, the next lesson
    # The last page: the other forms of the game, each with a hand to try.
    assert window.lessons.index == len(COURSE) - 1
    tries = [b for b in window.lessons.bubble.findChildren(QPushButton) if b.property("try")]
    assert len(tries) == 3 and all(b.isVisible() for b in tries)
    window.menus._enter()  # Done: back to the game left for the lessons
    qtbot.waitUntil(lambda: window.setup.session_id == game, timeout=5000)
    assert window.lessons.bubble.isHidden() and not window.setup.practice


def test_help_learn_to_play_goes_on_where_the_player_left(qtbot, start_profile, tmp_path):
    window = start_profile(tmp_path)
    qtbot.waitUntil(window.lessons.bubble.isVisible, timeout=3000)
    window.lessons.open(0)
    ask_and_answer(qtbot, window, 0)
    button(window, "Leave").click()
    qtbot.waitUntil(lambda: not window.setup.practice, timeout=5000)
    window.close()
    again = start_profile(tmp_path)
    learn = next(a for a in again.menuBar().actions()[-1].menu().actions() if "Learn" in a.text())
    learn.trigger()
    qtbot.waitUntil(lambda: again.setup.lesson == COURSE[1].key, timeout=3000)


def test_a_try_is_a_practice_hand_of_its_form_against_beginner(qtbot, start_profile, tmp_path):
    window = start_profile(tmp_path)
    window.lessons.open(len(COURSE) - 1)
    kozel = next(b for b in window.lessons.bubble.findChildren(QPushButton) if "Kozel" in b.text())
    kozel.click()
    qtbot.waitUntil(lambda: window.setup.rules.hand_size == 4, timeout=3000)
    assert window.setup.practice and window.setup.preset == "kozel"
    assert [s.level for s in window.setup.seats[1:]] == ["beginner"]


@pytest.mark.parametrize("language", ["ru", "de", "it", "es"])
def test_every_lesson_sentence_is_said_in_the_language(switch_language, language):
    switch_language(language)
    said = [NOT_BEATING_ONE, NOT_BEATING, GIVES_POINTS, SHORT_CLAIM]
    for lesson in COURSE:
        said += [lesson.title, lesson.summary, *(t.says for t in lesson.tries)]
        for step in lesson.steps:
            said += [step.says, *([step.otherwise] if step.otherwise else [])]
    for english in said:
        words = translate("Lessons", english)
        assert words != english, english
        assert set(re.findall(r"%\d", words)) == set(re.findall(r"%\d", english)), words


def test_the_last_page_offers_the_coach_off_until_the_player_wants_it(
    qtbot, start_profile, tmp_path
):
    window = start_profile(tmp_path)
    window.lessons.open(len(COURSE) - 1)
    coach = window.lessons.bubble.findChild(QCheckBox)
    assert coach is not None and coach.isVisible() and not coach.isChecked()
    with qtbot.waitSignal(window.kept.coach_changed) as changed:
        coach.setChecked(True)
    assert changed.args == [True]
    assert stored(tmp_path)["coach"] is True


class Shown(QObject):
    """Counts the times a widget is shown."""

    def __init__(self, widget) -> None:
        super().__init__()
        self.times = 0
        widget.installEventFilter(self)

    def eventFilter(self, watched, event) -> bool:
        if event.type() == QEvent.Type.Show:
            self.times += 1
        return False


def test_a_lessons_hand_ends_on_its_summary_never_the_end_panel(qtbot, open_window, no_animation):
    # Issue #47: the end-of-hand panel flashed over the bubble when a lesson's Bura ended it.
    from bura_desktop.app import TableSetup

    window = open_window(TableSetup.against_computers(seed=5))
    panel = Shown(window.panel)
    room = window.lessons
    index = next(i for i, lesson in enumerate(COURSE) if lesson.key == "pot")  # a Bura ends it
    room.open(index)
    for number, step in enumerate(COURSE[index].steps):
        qtbot.waitUntil(lambda n=number: room.shown_step == n and bool(window.flow.legal))
        window.turn.act(str(Action.parse(step.expect[0])))
    qtbot.waitUntil(room.summary_shown)
    assert window.flow.stage.value == "session over"  # the lesson's hand did end
    assert panel.times == 0 and room.bubble.isVisible()


def test_back_from_the_lessons_the_log_tells_the_game_not_the_lessons(
    qtbot, start_profile, tmp_path
):
    # Issue #47: after the lessons the log showed the practice hand (its trump 10♠) beside
    # the game gone back to (its badge A♠).
    window = start_profile(tmp_path, "--seed", "4", "--new-game")
    qtbot.waitUntil(lambda: bool(window.log.toPlainText()), timeout=5000)
    qtbot.waitUntil(lambda: bool(window.flow.legal) or window.panel.isVisible(), timeout=5000)
    told = window.log.toPlainText()
    window.lessons.open(0)
    qtbot.waitUntil(lambda: window.setup.lesson == COURSE[0].key, timeout=5000)
    qtbot.waitUntil(lambda: window.log.toPlainText() not in ("", told), timeout=5000)
    button(window, "Leave").click()
    qtbot.waitUntil(lambda: not window.setup.practice, timeout=5000)
    assert window.log.toPlainText().startswith(told)
