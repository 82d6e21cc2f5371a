"""Learn to play on every screen (issues #34 and #38): at each step of every lesson, and at its
end, the lesson's bubble hides none of the own hand, the bar, the trump, the stock count, the
pot or a claimed pile, on every screen from 800x600 up, in the longest languages."""

import pytest
from PySide6.QtWidgets import QApplication

from bura_desktop.app import TableSetup
from bura_desktop.app.lessons import COURSE
from bura_desktop.core import Action
from tests.ui.screens import SCREENS, covered, cut, room, unpainted

TAUGHT = [i for i, lesson in enumerate(COURSE) if lesson.steps]


def on_every_screen(window, where: str) -> list[str]:
    problems = []
    with unpainted(window):
        for width, height in SCREENS:
            window.resize(room(width, height))
            QApplication.processEvents()
            found = cut(window) + covered(window)
            problems += [f"{where} at {width}x{height}: {p}" for p in found]
    return problems


# The longest languages: English's words wrap within theirs (issue #50: each walk is about 9 s
# of CPU).
@pytest.mark.parametrize(("lang", "large_type"), [("ru", False), ("de", False), ("ru", True)])
def test_every_lesson_step_leaves_the_table_in_sight_on_every_screen(
    qtbot, open_window, switch_language, no_animation, request, lang, large_type
):
    switch_language(lang)
    if large_type:  # issue #47: the bubble, taller in it, lay over the led cards' corners
        request.getfixturevalue("large_desktop_font")
    window = open_window(TableSetup.against_computers(seed=5))
    room_ = window.lessons
    problems = []
    for index in TAUGHT:
        taught = COURSE[index]
        room_.open(index)
        for number, step in enumerate(taught.steps):
            qtbot.waitUntil(lambda n=number: room_.shown_step == n and bool(window.flow.legal))
            problems += on_every_screen(window, f"{taught.key} step {number + 1}")
            window.turn.act(str(Action.parse(step.expect[0])))
        qtbot.waitUntil(room_.summary_shown)
        problems += on_every_screen(window, f"{taught.key} summary")
    # The last page shows no deal of its own: it may lie over the table, but nothing of it is
    # cut on any screen.
    room_.open(len(COURSE) - 1)
    with unpainted(window):
        for width, height in SCREENS:
            window.resize(room(width, height))
            QApplication.processEvents()
            problems += [f"the forms to try at {width}x{height}: {p}" for p in cut(window)]
    assert not problems, "\n".join(dict.fromkeys(problems))


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_the_first_starts_offer_leaves_the_table_in_sight_on_every_screen(
    qtbot, start_profile, tmp_path, switch_language, lang
):
    switch_language(lang)
    window = start_profile(tmp_path)
    # The offer comes before the first turn's words: it moves aside when the bar has them.
    # (The quick computers may claim at once: then the hand's end is on the table.)
    asked = lambda: bool(window.flow.legal) or window.panel.isVisible()  # noqa: E731
    qtbot.waitUntil(lambda: window.lessons.bubble.isVisible() and asked())
    problems = [f"the offer as it came: {p}" for p in covered(window)]
    problems += on_every_screen(window, "the offer")
    assert not problems, "\n".join(dict.fromkeys(problems))
