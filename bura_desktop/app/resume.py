"""Starting up: the saved session to resume, if there is a sound one."""

from __future__ import annotations

import dataclasses
import logging

from bura_desktop.app.table import TableSetup, table_seats
from bura_desktop.core import Game
from bura_desktop.core.projection import project
from bura_desktop.core.replay import script_so_far
from bura_desktop.storage import savegame
from bura_desktop.storage.atomic import set_aside
from bura_desktop.storage.notices import Notice
from bura_desktop.storage.paths import Profile, describe

log = logging.getLogger(__name__)


def saved_setup(
    profile: Profile, preset: str, autoplay: bool = False
) -> tuple[TableSetup | None, list[str]]:
    """The setup that resumes the profile's saved session, and sentences about any problem.

    A save whose game cannot be read back, or whose replay of the hand so far does not lead
    to that game, is set aside like any damaged file; a finished session's save is simply
    removed.
    """
    saved, problem = savegame.load(profile)
    if saved is None:
        return None, [problem] if problem else []
    try:
        game = Game.from_json(saved.game)
        if len(saved.seats) != game.rules.players:
            raise ValueError("the seats do not match the game")
        replay, so_far = (None, ()) if saved.replay is None else script_so_far(saved.replay, game)
    except (ValueError, TypeError, KeyError, IndexError, RecursionError) as error:
        log.warning("The saved game is damaged: %.300s", error)
        return None, [_damaged(profile)]
    if game.session_over:
        problem = savegame.clear(profile)
        return None, [problem] if problem else []
    seats = table_seats(saved.seats, saved.human_seat, autoplay)
    setup = TableSetup(
        game.rules,
        seats,
        game.seed,
        game.dealer,
        preset=preset,
        session_id=saved.session_id,
        resume=saved.game,
        resume_replay=replay,
        remote=saved.remote,
        table=saved.table,
    )
    if so_far and not game.hand_over:
        # The hand so far as the watched seat saw it, for the log to tell.
        setup = dataclasses.replace(setup, resume_told=tuple(project(so_far, setup.watched)))
    return setup, []


def _damaged(profile: Profile) -> str:
    try:
        moved = set_aside(profile.savegame_file)
    except OSError as error:
        return Notice("save_damaged_not_moved", reason=describe(error))
    return Notice("save_damaged", name=moved.name)
