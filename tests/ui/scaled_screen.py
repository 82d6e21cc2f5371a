"""A hand and the dialogs on a screen of a device-pixel ratio, maximised: a process of its own,
since the ratio and the screen are the platform's, given before Qt starts.

    QT_SCALE_FACTOR=1.5 QT_QPA_PLATFORM=offscreen:configfile=SCREEN.json \\
        python -m tests.ui.scaled_screen LANG PLAYERS

prints what is wrong, one line each, after a line naming the screen Qt reports.
"""

from __future__ import annotations

import sys
import time
from collections.abc import Callable


def wait(done: Callable[[], bool]) -> None:
    from PySide6.QtWidgets import QApplication

    deadline = time.monotonic() + 10
    while not done():
        if time.monotonic() > deadline:
            raise TimeoutError("the table never got there")
        QApplication.processEvents()
        time.sleep(0.005)


def main() -> int:
    from PySide6.QtGui import QGuiApplication
    from PySide6.QtWidgets import QApplication

    lang, players = sys.argv[1], int(sys.argv[2])
    app = QApplication(sys.argv[:1])
    from bura_desktop.app import TableSetup
    from bura_desktop.storage.settings import Settings
    from bura_desktop.ui.desktop import language, screen_room
    from bura_desktop.ui.dialogs.rules_dialog import RulesDialog
    from bura_desktop.ui.dialogs.settings_dialog import SettingsDialog
    from bura_desktop.ui.table import timing
    from bura_desktop.ui.window.main_window import MainWindow
    from tests.ui.screens import covered, cut, through_a_hand, too_small, widest

    language.install(lang)
    timing.set_speed("off")
    screen = QGuiApplication.primaryScreen()
    print(screen.availableGeometry().size().toTuple(), screen.devicePixelRatio())
    setup = TableSetup.against_computers(players=players, seed=9, dealer=0)
    window = MainWindow(setup, widest)
    space = screen_room.room(window)
    window.resize(space)  # maximised
    window.show()

    def look(stage: str) -> list[str]:
        app.processEvents()
        found = [f"the window is {window.size()}"] if window.size() != space else []
        return [f"{stage}: {p}" for p in found + cut(window) + covered(window) + too_small(window)]

    seen, problems = through_a_hand(window, wait, look)
    if "claim shown" not in seen:
        problems.append(f"no claim was shown: {seen}")
    for name, dialog in (
        ("Preferences", SettingsDialog(Settings(), window)),
        ("Rules", RulesDialog(setup.rules, window)),
    ):
        dialog.show()
        app.processEvents()
        if dialog.width() > space.width() or dialog.height() > space.height():
            problems.append(f"{name} is {dialog.size()}, the room {space}")
        problems += [f"{name}: {p}" for p in cut(dialog)]
        dialog.close()
    window.close()
    print("\n".join(dict.fromkeys(problems)))
    return 0


if __name__ == "__main__":
    sys.exit(main())
