"""``bura-desktop``: open the game window and deal at once."""

from __future__ import annotations

import argparse
import multiprocessing
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any

from bura_desktop import __version__, requirements

try:
    from bura_desktop.ai import LEVELS
    from bura_desktop.storage.settings import ANIMATION_SPEEDS, INTERFACE_LANGUAGES
except ModuleNotFoundError:
    if __name__ != "__main__" or not requirements.missing():
        raise
    sys.exit(requirements.explain(requirements.missing()))  # python3 -m bura_desktop, unset up

if TYPE_CHECKING:
    from bura_desktop.ui.window.main_window import MainWindow


# Entries the engine's lookup tables keep in the window's process (``core.tables``): it only asks
# for the legal moves of what it shows, while the search levels think in the decision pool's
# process, which keeps the full tables. Kept small, the tables are full within a few hundred
# hands and then stop growing (issue #23).
WINDOW_CACHE_ENTRIES = 2048


def limit_engine_caches() -> None:
    """Cap the engine's lookup tables for the window's process (not the decision worker's)."""
    from bura_desktop.core import tables

    tables.limit_caches(WINDOW_CACHE_ENTRIES)


def parse_args(argv: Sequence[str] | None = None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(
        prog="bura-desktop", description="Bura, the Russian trick-taking card game."
    )
    parser.add_argument(
        "--profile", type=Path, metavar="DIR", help="keep settings and saves in DIR"
    )
    parser.add_argument("--seed", type=int, metavar="N", help="seed of the session's deals")
    parser.add_argument(
        "--new-game", action="store_true", help="start a new game instead of the saved one"
    )
    parser.add_argument(
        "--autoplay", action="store_true", help="computers play every seat (a demonstration)"
    )
    parser.add_argument("--hands", type=int, default=0, metavar="N", help="stop after N hands")
    parser.add_argument(
        "--quit", action="store_true", help="quit after the hands of --hands (0: after the deal)"
    )
    parser.add_argument("--screenshot", type=Path, metavar="PATH", help="save the window at quit")
    parser.add_argument(
        "--speed",
        choices=ANIMATION_SPEEDS,
        help="animations (default: as in the settings)",
    )
    parser.add_argument(
        "--players",
        type=int,
        choices=range(2, 7),
        metavar="2-6",
        help="play classic rules with this many players instead of the settings' table",
    )
    parser.add_argument(
        "--level",
        choices=LEVELS,
        help="every computer opponent at this level instead of the settings' levels",
    )
    parser.add_argument(
        "--lang",
        choices=INTERFACE_LANGUAGES,
        help="the interface language instead of the settings' (en, ru, de, it, es)",
    )
    parser.add_argument(
        "--open-log-folder",
        action="store_true",
        help="also open the log's folder in the file manager (as Help > Open log folder does)",
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
    limit_engine_caches()  # after the worker's turn above: this process is the window's
    # The log first, so that a failure to start is in it too (the windowed app has no console).
    from bura_desktop.storage import logs
    from bura_desktop.storage.paths import Profile

    profile = Profile.from_option(args.profile)
    log_file = logs.start(profile.log_dir)
    logs.install_excepthook()
    # Before QtGui, which needs the system's OpenGL: say what is missing instead of a traceback.
    from bura_desktop.ui.desktop import display_libraries

    missing_gl = display_libraries.missing_graphics()
    if missing_gl:
        return _cannot_start(display_libraries.explain_graphics(missing_gl))
    # Qt is imported only once the arguments are good: --help and --version stay instant.
    from PySide6.QtCore import QLibraryInfo, QTimer
    from PySide6.QtGui import QFontInfo, QIcon
    from PySide6.QtWidgets import QApplication

    from bura_desktop.ui.desktop import crash, external, single_instance
    from bura_desktop.ui.desktop.fonts import interface_font, load_fonts
    from bura_desktop.ui.desktop.resources import resource_path
    from bura_desktop.ui.window.startup import FirstDeal, mark

    mark("qt_imported")
    crash.route_qt_messages()
    if display_libraries.uses_xcb():
        # No display first: then the X11 libraries are not what is wrong.
        problem = display_libraries.display_problem()
        if problem:
            return _cannot_start(problem)
        plugins = Path(QLibraryInfo.path(QLibraryInfo.LibraryPath.PluginsPath))
        missing = display_libraries.missing_libraries(plugins / "platforms" / "libqxcb.so")
        if missing:
            return _cannot_start(display_libraries.explain(missing))

    app = QApplication(sys.argv[:1])
    crash.install(log_file)
    # The Linux bundle opens links itself, in the environment the player started it with.
    opener = external.route_links(app)
    instance = single_instance.claim(profile, args.lang)
    if instance is None:
        return 0  # the game already running with this profile has shown its window
    app.setApplicationName("Bura Desktop")
    app.setOrganizationName("Bura Desktop")
    app.setOrganizationDomain("bura_desktop.github.io")
    app.setDesktopFileName("io.github.bura_desktop.bura-desktop")
    font = interface_font()
    if font is not None:
        app.setFont(font)
    load_fonts()  # the table's card faces and plates
    logs.log.info(
        "Interface font: %s %g pt (%s)",
        QFontInfo(app.font()).family(),
        app.font().pointSizeF(),
        "the desktop's" if font is None else "bundled: the system has no font",
    )
    icon = resource_path("icons", "bura-desktop.svg")
    if icon.exists():
        app.setWindowIcon(QIcon(str(icon)))
    window = build_window(args, install_language=True, sound=True, start_notices=instance.notices)
    FirstDeal(window.view, window.close if args.quit and args.hands == 0 else None)
    window.show()
    if args.open_log_folder:
        QTimer.singleShot(0, window.menus.open_log_folder)
    if instance.held:
        instance.on_raise_request(lambda: single_instance.bring_to_front(window))
    code = app.exec()
    if opener is not None:
        external.unroute_links()
    instance.release()
    return code


def _cannot_start(message: str) -> int:
    """Say why the window cannot open (on stderr and in the log) and give the exit status."""
    import logging

    logging.getLogger("bura_desktop").error("%s", message)
    print(message, file=sys.stderr)
    return 1


def build_window(
    args: argparse.Namespace,
    player_factory: Any = None,
    install_language: bool = False,
    sound: bool = False,
    start_notices: Sequence[str] = (),
) -> MainWindow:
    """The game window for ``args``: its profile, settings and saved game read in.

    ``install_language`` translates the application first (tests choose their own language);
    ``sound`` opens the sound device (tests play none); ``start_notices`` are what the start-up
    found before (the profile's lock).

    Never fails on a file: each problem becomes one sentence the window shows.
    """
    from bura_desktop.app import TableSetup
    from bura_desktop.app.players import make_computer_player
    from bura_desktop.app.resume import saved_setup
    from bura_desktop.storage import settings as stored_settings
    from bura_desktop.storage import waiting
    from bura_desktop.storage.atomic import remove_stale_temporaries
    from bura_desktop.storage.paths import Profile, open_profile
    from bura_desktop.ui.table import motion, timing
    from bura_desktop.ui.table.sound import open_backend
    from bura_desktop.ui.window import command_line
    from bura_desktop.ui.window.main_window import MainWindow
    from bura_desktop.ui.window.scripted import ScriptedRun

    profile, opened = open_profile(Profile.from_option(args.profile))
    messages: list[str] = [*start_notices, *opened]
    settings = stored_settings.Settings()
    if profile is not None:
        waiting_file = waiting.path_for(profile.statistics_file)
        for path in (profile.settings_file, profile.savegame_file, waiting_file):
            remove_stale_temporaries(path)
        settings, found = stored_settings.load(profile)
        messages += found
    if (profile is None or not profile.settings_file.exists()) and motion.platform_reduces_motion():
        # Only as the first default: a speed chosen in the preferences is saved and kept.
        settings.table.animation_speed = "off"
    if install_language:
        from bura_desktop.ui.desktop import language

        language.install(getattr(args, "lang", None) or settings.general.language)
    timing.set_speed(args.speed or settings.table.animation_speed)
    resumed = None
    if profile is not None and args.seed is None:
        resumed, problems = saved_setup(profile, settings.game.preset, args.autoplay)
        messages += problems
    if args.players:
        fresh = TableSetup.against_computers(
            players=args.players,
            level=args.level or "intermediate",
            seed=args.seed,
            autoplay=args.autoplay,
        )
    else:
        fresh = TableSetup.from_settings(settings, seed=args.seed, autoplay=args.autoplay)
        if args.level:  # the settings' rules and table, only the levels changed
            fresh = fresh.with_level(args.level)
    if resumed is not None and not args.new_game and (args.players or args.level):
        messages.append(command_line.saved_game_goes_on())
    window = MainWindow(
        resumed or fresh,
        player_factory or make_computer_player,
        settings=settings,
        profile=profile,
        messages=messages,
        sound=open_backend() if sound else None,
    )
    ScriptedRun(
        window,
        (window.view, window.panel, window.status),
        args.autoplay,
        args.hands,
        args.quit,
        args.screenshot,
    )
    if resumed is not None and args.new_game:
        command_line.offer_new_game(window.flow, window.new_game_asked, fresh)
    return window


if __name__ == "__main__":
    if requirements.missing():
        sys.exit(requirements.explain(requirements.missing()))
    sys.exit(main())
