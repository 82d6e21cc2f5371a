"""Screenshots of the game window for the docs and for looking at the table.

    python tools/screenshots.py OUT_DIR [--players N] [--size WxH] [--seed N] [--lang L] [--dark]
    python tools/screenshots.py OUT_DIR --set
    python tools/screenshots.py OUT_DIR --history   # the hand history, its viewer and a review

One run plays a hand at one table size and saves what a player sees on the way: the deal, a
selection in progress, a whole trick on the table, a pile or a hand shown face up (a claim, a
declaration) and the end of the hand, plus the Preferences dialog. ``--set`` runs the fixed
set: 2, 4 and 6 players on the screens ``tests/ui/test_screens.py`` checks (800x600 to
1920x1080, the window as large as each leaves it), in English, Russian and German. The
human's seat plays its first legal action. Run under a display, or Xvfb:
``xvfb-run -a -s "-screen 0 1700x1100x24" python tools/screenshots.py ...``. With
``--history`` beginners play a few hands into a scratch profile, whose history is shown, then
a hand in the replay viewer and one with the Expert's review done (``review.png``).
"""

from __future__ import annotations

import argparse
import dataclasses
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from bura_desktop.ui.records.history_window import HistoryWindow

SET_PLAYERS = (2, 4, 6)
# The screens tests/ui/test_screens.py checks; the window takes what each leaves it maximised.
SET_SCREENS = ("800x600", "1024x600", "1366x768", "1920x1080")
SET_LANGUAGES = ("en", "ru", "de")
TAKEN_BY_THE_DESKTOP = 60  # a panel and the title bar


def fixed_set(out: Path) -> int:
    """Every picture of the set, each table in a process of its own (one language each)."""
    failed = 0
    for lang in SET_LANGUAGES:
        for screen in SET_SCREENS:
            width, height = (int(v) for v in screen.split("x"))
            size = f"{width}x{height - TAKEN_BY_THE_DESKTOP}"
            for players in SET_PLAYERS:
                command = [sys.executable, __file__, str(out / lang), "--players", str(players)]
                command += ["--size", size, "--lang", lang]
                code = subprocess.run(command, timeout=300).returncode
                if code:
                    failed += 1
                    print(f"exit {code}: {' '.join(command)}", file=sys.stderr)
    return 1 if failed else 0


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("out", type=Path)
    parser.add_argument("--set", action="store_true", help="the fixed set the docs show")
    parser.add_argument("--players", type=int, default=2)
    parser.add_argument("--size", default="1280x800")
    parser.add_argument("--seed", type=int, default=5)
    parser.add_argument("--lang", default="en", help="the interface language (en, ru, de, it, es)")
    parser.add_argument("--history", action="store_true", help="the history window and viewer")
    parser.add_argument("--dark", action="store_true", help="as under a system in dark mode")
    args = parser.parse_args()
    if args.set:
        return fixed_set(args.out)

    from PySide6.QtCore import QTimer
    from PySide6.QtGui import QColor, QFont, QPalette
    from PySide6.QtWidgets import QApplication, QPushButton

    from bura_desktop.app import TableSetup
    from bura_desktop.storage.settings import Settings
    from bura_desktop.ui.desktop import language
    from bura_desktop.ui.desktop.fonts import load_fonts
    from bura_desktop.ui.dialogs.settings_dialog import SettingsDialog
    from bura_desktop.ui.table import timing
    from bura_desktop.ui.window.main_window import MainWindow

    width, height = (int(v) for v in args.size.split("x"))
    app = QApplication(sys.argv[:1])
    app.setFont(QFont(load_fonts(), 10))
    if args.dark:
        app.setStyle("Fusion")
        app.setPalette(QPalette(QColor("#353535")))  # the rest derived dark from it
    language.install(args.lang)  # plurals too: "1 chip", not "1 chip(s)"
    timing.set_speed("fast")
    if args.history:
        return history_shots(args.out, args.players, args.seed, width, height)
    setup = TableSetup.against_computers(
        players=args.players, level="beginner", seed=args.seed, dealer=1
    )
    window = MainWindow(setup)
    window.resize(width, height)
    window.show()
    args.out.mkdir(parents=True, exist_ok=True)
    stem = f"{args.players}p-{width}x{height}"
    taken: set[str] = set()

    def shot(name: str) -> None:
        if name not in taken:
            taken.add(name)
            window.grab().save(str(args.out / f"{stem}-{name}.png"))

    def settings_shot() -> None:
        dialog = SettingsDialog(Settings(), window)
        dialog.show()
        app.processEvents()
        dialog.grab().save(str(args.out / f"settings-{args.lang}.png"))
        # The table's looks: the card backs and the cloth colours.
        tabs = dialog.tabs
        for index in range(tabs.count()):
            page = tabs.widget(index)
            if page is not None and page.findChild(QPushButton, "table_colour") is not None:
                tabs.setCurrentIndex(index)
                app.processEvents()
                dialog.grab().save(str(args.out / f"settings-table-{args.lang}.png"))
        dialog.close()

    ticks = [0]

    def tick() -> None:
        # Looks every 100 ms, so that a whole trick and a claimed pile are caught before
        # they leave the table; the human acts every 700 ms.
        ticks[0] += 1
        model = window.table.model
        if window.panel.isVisible():
            shot("end")
            settings_shot()
            window.close()
            app.quit()
            return
        # A whole trick, and a claimed pile or a declared hand face up: once the last card
        # has landed (the pile is shown alone for most of a second before the panel).
        for name, whole, wait in (
            ("trick", len(model.trick.plays) == args.players, 250),
            ("shown", bool(model.shown.slots), 600),
        ):
            if whole and name not in taken:
                taken.add(name)
                path = str(args.out / f"{stem}-{name}.png")
                QTimer.singleShot(wait, lambda path=path: window.grab().save(path))
        if ticks[0] % 7 or not window.flow.legal:
            return
        shot("deal")
        play = next((a for a in window.flow.legal if a.kind == "play"), None)
        if model.trick.plays and play is not None and "midtrick" not in taken:
            # Choose cards so the picture shows a selection in progress.
            for card in play.cards:
                window.table.hand.toggle(card)
            QTimer.singleShot(300, lambda: shot("midtrick"))
            return
        window.table.hand.clear_choice()
        window.turn.act(str(play) if play else "pass")

    timer = QTimer()
    timer.timeout.connect(tick)
    timer.start(100)
    return app.exec()


def history_shots(out: Path, players: int, seed: int, width: int, height: int) -> int:
    """Record a few hands as the app does (the keeper, batch by batch), then take the history
    window and the viewer in the middle of the first hand."""
    import tempfile

    from PySide6.QtWidgets import QApplication

    from bura_desktop.ai import make_player
    from bura_desktop.app import TableSetup
    from bura_desktop.app.keeper import SessionKeeper
    from bura_desktop.app.records import Records
    from bura_desktop.core import Game
    from bura_desktop.storage.paths import Profile
    from bura_desktop.ui.records.history_window import HistoryWindow

    profile = Profile.in_directory(Path(tempfile.mkdtemp()) / "profile")
    setup = TableSetup.against_computers(players=players, level="beginner", seed=seed, dealer=1)
    setup = dataclasses.replace(setup, session_id="screenshots")
    keeper = SessionKeeper(profile)
    keeper.open()
    game = Game(setup.rules, seed=seed, dealer=1)
    keeper.session_started(setup, game)
    keeper.after(setup, game, list(game.opening_events))
    seats = [make_player("beginner", seed + i) for i in range(players)]
    for hand in range(5):
        if hand:
            keeper.after(setup, game, game.next_hand())
        while not game.hand_over:
            assert game.to_act is not None
            action = seats[game.to_act].choose(game.view(game.to_act))
            keeper.after(setup, game, game.apply(action))
    keeper.close()
    records = Records(profile)
    window = HistoryWindow(records)
    window.show()
    out.mkdir(parents=True, exist_ok=True)
    answered(window.refreshed, lambda: None)
    window.grab().save(str(out / "history.png"))
    viewer = answered(window.opened, lambda: window.open_hand(window.hands[-1]))
    viewer.resize(width, height)
    QApplication.processEvents()
    viewer.go_to(viewer.steps // 2)
    QApplication.processEvents()
    viewer.grab().save(str(out / "replay.png"))
    review_shot(window, out, width, height)
    records.close()
    return 0


def answered(signal: Any, act: Callable[[], object]) -> Any:
    """What ``signal`` carries once ``act()`` is answered (the records' thread works apart)."""
    from PySide6.QtCore import QEventLoop

    carried: list[Any] = []
    loop = QEventLoop()

    def arrived(*args: Any) -> None:
        carried.append(args[0] if args else None)
        loop.quit()

    signal.connect(arrived)
    act()
    if not carried:
        loop.exec()
    signal.disconnect(arrived)
    return carried[0]


def review_shot(window: HistoryWindow, out: Path, width: int, height: int) -> None:
    """The viewer with the Expert's review of the longest hand done, standing at its costliest
    marked decision."""
    import time

    from PySide6.QtWidgets import QApplication

    hand = max(window.hands, key=lambda h: len(h.actions) if isinstance(h.actions, tuple) else 0)
    viewer = answered(window.opened, lambda: window.open_hand(hand))
    panel = viewer.start_review()
    viewer.resize(width + 460, height)
    deadline = time.monotonic() + 300
    while panel.summary is None and time.monotonic() < deadline:
        QApplication.processEvents()
        time.sleep(0.05)
    marked = [d for d in panel.decisions if d.marked] or panel.decisions
    if marked:
        worst = max(marked, key=lambda d: d.loss)
        viewer.go_to(worst.position)
    QApplication.processEvents()
    viewer.grab().save(str(out / "review.png"))


if __name__ == "__main__":
    sys.exit(main())
