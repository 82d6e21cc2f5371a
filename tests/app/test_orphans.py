"""The game's process killed while an Expert computer thinks: its search worker and
multiprocessing's resource tracker end with it (issue #46: two orphans a kill, for good)."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import textwrap
import time
from pathlib import Path

import pytest

# A game's decision pool with Expert computers playing six-handed, one decision after another:
# the process says its worker's and its resource tracker's pids once the first has begun.
GAME = textwrap.dedent(
    """
    import itertools, time
    from multiprocessing import resource_tracker
    from bura_desktop.app.pool import PooledPlayer, DecisionPool
    from bura_desktop.core import Game, Rules

    pool = DecisionPool()
    said = False
    for seed in itertools.count():
        game = Game(Rules.preset("classic", players=6), seed=seed)
        players = [PooledPlayer("expert", seat, pool) for seat in range(6)]
        while game.to_act is not None:
            seat = game.to_act
            future, _ = pool.submit(players[seat].key, "expert", seat, {}, game.view(seat))
            if not said:
                (worker,) = pool._executor._processes
                print(worker, resource_tracker._resource_tracker._pid, flush=True)
                said = True
            game.apply(future.result()[0])
    """
)


def gone(pid: int) -> bool:
    """Whether process ``pid`` has ended (a zombie waiting for its new parent has)."""
    try:
        state = Path(f"/proc/{pid}/stat").read_text().split()[2]
    except (FileNotFoundError, ProcessLookupError):
        return True
    return state in ("Z", "X")


@pytest.mark.skipif(not Path("/proc/self/stat").exists(), reason="reads processes in /proc")
def test_killing_the_game_while_an_expert_thinks_leaves_no_process_behind() -> None:
    game = subprocess.Popen([sys.executable, "-c", GAME], stdout=subprocess.PIPE, text=True)
    try:
        assert game.stdout is not None
        worker, tracker = (int(pid) for pid in game.stdout.readline().split())
        time.sleep(1.0)  # the worker is searching
        assert not gone(worker) and not gone(tracker)
        os.kill(game.pid, signal.SIGKILL)
        game.wait()
        deadline = time.monotonic() + 20
        while not (gone(worker) and gone(tracker)) and time.monotonic() < deadline:
            time.sleep(0.1)
        left = [pid for pid in (worker, tracker) if not gone(pid)]
        for pid in left:  # not to leave them to the next test either
            os.kill(pid, signal.SIGKILL)
        assert left == []
    finally:
        game.kill()
        game.wait()
