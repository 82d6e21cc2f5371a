"""How long Learn to play takes besides reading and thinking, and how much there is to read.

    QT_QPA_PLATFORM=offscreen python tools/lesson_time.py [--speed normal]

Opens every lesson in a window at the given animation speed and makes each step's move as soon
as the player is asked: the seconds of dealing and play per lesson, and the words of every
sentence the lessons show (steps, summaries, the last page). A newcomer's time is these seconds
plus the reading (at 150 words a minute, 651 words are about four and a half minutes) plus
their own thinking and tries.
"""

from __future__ import annotations

import argparse
import sys
import time
from collections.abc import Callable
from functools import partial

from PySide6.QtCore import QEventLoop
from PySide6.QtWidgets import QApplication

from bura_desktop.app import TableSetup
from bura_desktop.app.lessons import COURSE
from bura_desktop.core import Action
from bura_desktop.storage.settings import ANIMATION_SPEEDS
from bura_desktop.ui.table import timing
from bura_desktop.ui.window.main_window import MainWindow


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--speed", choices=ANIMATION_SPEEDS, default="normal")
    args = parser.parse_args()
    app = QApplication(sys.argv)
    timing.set_speed(args.speed)
    window = MainWindow(TableSetup.against_computers(seed=5))
    window.resize(1280, 800)
    window.show()

    def wait(done: Callable[[], bool]) -> None:
        deadline = time.monotonic() + 60
        while not done():
            app.processEvents(QEventLoop.ProcessEventsFlag.AllEvents, 20)
            if time.monotonic() > deadline:
                raise SystemExit("a lesson stopped on the way")

    room, total, words = window.lessons, 0.0, 0

    def asked(step: int) -> bool:
        return room.shown_step == step and bool(window.flow.legal)

    for index, lesson in enumerate(COURSE):
        if not lesson.steps:
            continue
        start = time.monotonic()
        room.open(index)
        for number, step in enumerate(lesson.steps):
            wait(partial(asked, number))
            words += len(room.bubble.words.text().split())
            window.turn.act(str(Action.parse(step.expect[0])))
        wait(room.summary_shown)
        words += len(room.bubble.words.text().split())
        seconds = time.monotonic() - start
        total += seconds
        print(f"{lesson.key}: {seconds:.1f} s of dealing and play")
    room.open(len(COURSE) - 1)
    words += len(room.bubble.words.text().split())
    print(f"all lessons: {total:.1f} s of dealing and play; {words} words to read")
    window.close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
