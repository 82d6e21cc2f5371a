"""Screenshots of the game window for the docs: the deal, a trick in play, the end of a hand.

    python tools/screenshots.py OUT_DIR [--players N] [--size WxH] [--seed N]

Plays the human's seat with its first legal action; run under a display (or Xvfb).
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication

from bura_desktop.app import TableSetup
from bura_desktop.ui import language, timing
from bura_desktop.ui.fonts import load_fonts
from bura_desktop.ui.main_window import MainWindow


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("out", type=Path)
    parser.add_argument("--players", type=int, default=2)
    parser.add_argument("--size", default="1280x800")
    parser.add_argument("--seed", type=int, default=5)
    parser.add_argument("--lang", default="en", help="the interface language (en, ru, de, it, es)")
    args = parser.parse_args()
    width, height = (int(v) for v in args.size.split("x"))
    app = QApplication(sys.argv[:1])
    from PySide6.QtGui import QFont

    app.setFont(QFont(load_fonts(), 10))
    language.install(args.lang)  # plurals too: "1 chip", not "1 chip(s)"
    timing.set_speed(timing.Speed.FAST)
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

    def tick() -> None:
        if window.panel.isVisible():
            shot("end")
            window.close()
            app.quit()
            return
        if window._legal:
            view_trick = window.table.model.trick.plays
            shot("deal")
            if view_trick:
                # Choose cards so the picture shows a selection in progress.
                play = next((a for a in window._legal if a.kind == "play"), None)
                if play is not None and "midtrick" not in taken:
                    for card in play.cards:
                        window.table.toggle(card)
                    QTimer.singleShot(300, lambda: shot("midtrick"))
                    return
            play = next((a for a in window._legal if a.kind == "play"), None)
            window.table.clear_choice()
            window._act(str(play) if play else "pass")

    timer = QTimer()
    timer.timeout.connect(tick)
    timer.start(700)
    return app.exec()


if __name__ == "__main__":
    sys.exit(main())
