"""The worker-process side of decisions made away from the UI process.

``bura_desktop.app.pool`` sends ``decide`` calls here through a spawned process. This module
imports no Qt (the worker must start fast and stay small) and keeps each player between its
decisions, so a player's random stream carries on as it would in one process.
"""

from __future__ import annotations

import multiprocessing
import multiprocessing.connection
import os
import threading
from collections import OrderedDict
from typing import Any

from bura_desktop.ai import make_player
from bura_desktop.ai.advice import Advice
from bura_desktop.ai.advice import advise as review_advice
from bura_desktop.ai.coach import Caution
from bura_desktop.ai.coach import judge as coach_judge
from bura_desktop.ai.player import Player
from bura_desktop.core.actions import Action
from bura_desktop.core.levels import Level
from bura_desktop.core.view import SeatView

# Players of this worker by key, most recently used last; old ones are forgotten.
_players: OrderedDict[str, Player] = OrderedDict()
KEEP = 32


def decide(
    key: str, level: Level, seed: int | None, options: dict[str, Any], view: SeatView
) -> tuple[Action, bool]:
    """The decision of player ``key`` (made with ``make_player`` on its first use), and
    whether its time cap cut it short (``SearchPlayer.cut_short``; never for a rule-based
    player)."""
    player = _players.pop(key, None)
    if player is None:
        player = make_player(level, seed, **options)
    _players[key] = player
    while len(_players) > KEEP:
        _players.popitem(last=False)
    action = player.choose(view)
    return action, bool(getattr(player, "cut_short", False))


def advise(view: SeatView) -> Advice:
    """A hint for ``view``'s seat (``ai.advice``): it depends on the position alone, in every
    game alike, and nothing is kept between calls."""
    return review_advice(view)


def judge(view: SeatView, action: Action) -> Caution | None:
    """The coach's word on ``action`` at ``view`` (``ai.coach``): like the hint, it depends on
    the position alone."""
    return coach_judge(view, action)


def start_worker() -> None:
    """The worker's initializer: the worker ends with the game's process. It searches at the
    game's own priority: the searches count CPU time, not the clock, so a lower priority never
    changes a move, only how long a busy machine keeps the table waiting for it. Measured
    beside one busy process on the same core (``tools/bench_expert.py --forms --play
    intermediate --own --busy 1 --same-core --nice N``, 24 decisions), a decision's time on
    the clock was 2.1 times its CPU time at the median at nice 0, 4.3 times at nice 5 and 13
    times at nice 10 (95th percentile 1.4, 3.6 and 7.5 s; the longest 2.5, 6.3 and 25 s)."""
    _end_with_parent()


def start_review_worker() -> None:
    """A review's initializer: it gives way to the game's own decisions."""
    if hasattr(os, "nice"):
        os.nice(15)
    _end_with_parent()


def _end_with_parent() -> None:
    """End this process as soon as the process that spawned it ends, however it ends.

    A worker waits on its call queue, whose pipe it holds both ends of: a game killed (SIGKILL,
    a crash) would leave it waiting for good, and multiprocessing's resource tracker with it,
    which lives until the last holder of its pipe is gone (issue #46). The parent's sentinel
    (a pipe only the parent writes to on POSIX, the parent's handle on Windows) becomes ready
    when the parent ends; a thread waits on it, and runs even while a search holds the GIL.
    """
    parent = multiprocessing.parent_process()
    if parent is None:  # called in the game's own process (tests, a pool-less fallback)
        return

    def watch() -> None:
        multiprocessing.connection.wait([parent.sentinel])
        os._exit(1)  # nothing to finish: the answer has nobody to go to

    threading.Thread(target=watch, name="parent-watch", daemon=True).start()


def ready() -> int:
    """Nothing but the import of this module: a warm-up call. Returns the worker's pid."""
    return os.getpid()
