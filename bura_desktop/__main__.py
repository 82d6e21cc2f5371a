"""``bura-desktop``: open the game window and deal at once."""

from __future__ import annotations

import argparse
import multiprocessing
import sys
from collections.abc import Sequence
from pathlib import Path

from bura_desktop import __version__


def parse_args(argv: Sequence[str] | None = None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(
        prog="bura-desktop", description="Bura, the Russian trick-taking card game."
    )
    parser.add_argument(
        "--profile", type=Path, metavar="DIR", help="keep settings and saves in DIR"
    )
    parser.add_argument("--seed", type=int, metavar="N", help="seed of the session's deals")
    parser.add_argument(
        "--autoplay", action="store_true", help="computers play every seat (a demonstration)"
    )
    parser.add_argument("--hands", type=int, default=0, metavar="N", help="stop after N hands")
    parser.add_argument(
        "--quit", action="store_true", help="quit after the hands of --hands (0: after the deal)"
    )
    parser.add_argument("--screenshot", type=Path, metavar="PATH", help="save the window at quit")
    parser.add_argument(
        "--speed", choices=("off", "fast", "normal", "slow"), default="normal", help="animations"
    )
    parser.add_argument("--players", type=int, choices=range(2, 7), default=2, metavar="2-6")
    parser.add_argument(
        "--level",
        choices=("random", "beginner", "intermediate", "advanced", "expert"),
        default="intermediate",
        help="the computer opponents' level",
    )
    parser.add_argument("--version", action="version", version=f"%(prog)s {__version__}")
    args = parser.parse_args(argv)
    if args.hands < 0:
        parser.error("--hands must be 0 or more")
    return args


def main(argv: Sequence[str] | None = None) -> int:
    # A frozen app's decision-pool worker starts as this executable: let it be that worker.
    multiprocessing.freeze_support()
    args = parse_args(argv)
    # Qt is imported only once the arguments are good: --help and --version stay instant.
    from PySide6.QtGui import QFont, QIcon
    from PySide6.QtWidgets import QApplication

    from bura_desktop.app import TableSetup
    from bura_desktop.ui import timing
    from bura_desktop.ui.fonts import load_fonts
    from bura_desktop.ui.main_window import MainWindow
    from bura_desktop.ui.resources import resource_path
    from bura_desktop.ui.startup import FirstDeal, mark

    mark("qt_imported")

    if args.profile is not None:
        args.profile.mkdir(parents=True, exist_ok=True)
    app = QApplication(sys.argv[:1])
    app.setApplicationName("Bura Desktop")
    app.setOrganizationName("Bura Desktop")
    app.setOrganizationDomain("bura_desktop.github.io")
    app.setDesktopFileName("io.github.bura_desktop.BuraDesktop")
    app.setFont(QFont(load_fonts(), 10))
    icon = resource_path("icons", "bura-desktop.svg")
    if icon.exists():
        app.setWindowIcon(QIcon(str(icon)))
    timing.set_speed(timing.Speed(args.speed))
    setup = TableSetup.against_computers(
        players=args.players, level=args.level, seed=args.seed, autoplay=args.autoplay
    )
    window = MainWindow(
        setup,
        autoplay=args.autoplay,
        hands=args.hands,
        quit_after=args.quit,
        screenshot=args.screenshot,
    )
    window.resize(1280, 800)
    FirstDeal(window, window.close if args.quit and args.hands == 0 else None)
    window.show()
    return app.exec()


if __name__ == "__main__":
    sys.exit(main())
