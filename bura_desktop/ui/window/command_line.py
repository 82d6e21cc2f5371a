"""What the command line asks of a window opened on a saved game: another table (``--players``,
``--level``) is for a new game, and ``--new-game`` throws the game in progress away only once
the player says so."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QTimer

from bura_desktop.app import TableSetup
from bura_desktop.app.flow import TableFlow
from bura_desktop.app.i18n import translate


def saved_game_goes_on() -> str:
    """Said when the saved game is taken up although the command line named another table."""
    return translate(
        "CommandLine",
        "The saved game goes on. --players and --level are for a new game: Game ▸ New game,"
        " or start Bura with --new-game.",
    )


def offer_new_game(flow: TableFlow, ask: Callable[[], None], setup: TableSetup) -> None:
    """Once the window shows: a new game of ``setup`` over the saved one taken up in ``flow``,
    asked as Game ▸ New game asks (``ask``, in the middle of a hand); no keeps the saved game
    going."""

    def offer() -> None:
        flow.next_setup = setup
        ask()
        if flow.next_setup is setup:  # not started: no new rules wait for the next hand
            flow.next_setup = None

    QTimer.singleShot(0, offer)


__all__ = ["offer_new_game", "saved_game_goes_on"]
