"""Search levels decide in a separate process: legal answers, and nothing left behind at quit."""

import os
import time
from concurrent.futures.process import BrokenProcessPool

import pytest

from bura_desktop.ai import remote
from bura_desktop.app import TableSetup
from bura_desktop.app.players import make_computer_player
from bura_desktop.app.pool import DecisionPool, PooledPlayer
from bura_desktop.core import Game, Rules
from bura_desktop.ui.table import timing
from bura_desktop.ui.window.main_window import MainWindow
from tests.app.driver import drive
from tests.app.processes import ended


@pytest.fixture
def pool():
    pool = DecisionPool()
    yield pool
    pool.shutdown()


def open_decision(seed=1):
    """A view with a real choice to make: the first seat to act after a fresh deal."""
    game = Game(Rules.preset("classic", players=2), seed=seed)
    assert game.to_act is not None
    view = game.view(game.to_act)
    assert len(view.legal_actions()) > 1
    return view


def worker_processes(pool):
    return list(pool._executor._processes.values()) if pool._executor else []


def test_a_decision_made_in_the_pool_is_legal_and_made_elsewhere(pool):
    view = open_decision()
    player = PooledPlayer("expert", 3, pool, budget=0.05)
    assert player.choose(view) in view.legal_actions()
    future, _ = pool.submit("probe", "expert", 3, {"budget": 0.05}, view)
    assert future.result(timeout=30)[0] in view.legal_actions()
    assert pool._executor.submit(remote.ready).result(timeout=30) != os.getpid()


def test_a_decision_its_time_cap_cut_short_says_so_and_the_next_one_does_not(pool):
    view = open_decision()
    player = PooledPlayer("expert", 3, pool, budget=0.001)  # of CPU: one world, no more
    assert player.choose(view) in view.legal_actions() and player.cut_short
    player = PooledPlayer("expert", 3, pool, iterations=200)
    assert player.choose(view) in view.legal_actions() and not player.cut_short


def test_a_worker_that_dies_mid_decision_does_not_hang_the_game(pool):
    view = open_decision(seed=2)
    stuck, _ = pool.submit("stuck", "advanced", 1, {"budget": 30.0}, view)
    (process,) = worker_processes(pool)
    player = PooledPlayer("advanced", 1, pool, budget=0.05)
    began = time.monotonic()
    process.kill()
    # Decided in this process or by a fresh worker, but decided.
    assert player.choose(view) in view.legal_actions()
    assert time.monotonic() - began < 10.0
    with pytest.raises(BrokenProcessPool):
        stuck.result(timeout=10)
    # Later decisions go to a fresh worker.
    assert player.choose(view) in view.legal_actions()
    assert worker_processes(pool) and worker_processes(pool)[0].is_alive()


def test_quitting_while_an_expert_thinks_takes_under_a_second_and_ends_the_pool(qtbot):
    timing.set_speed("off")
    try:
        setup = TableSetup.against_computers(seed=2, level="expert", autoplay=True)
        window = MainWindow(setup, make_computer_player)
        qtbot.addWidget(window)
        window.show()
        worker = window.worker
        assert worker is not None  # its own table, not a guest's
        pool = worker.controller.pool
        qtbot.waitUntil(lambda: "thinking" in window.status.text(), timeout=10000)
        processes = worker_processes(pool)
        assert processes
        began = time.monotonic()
        window.close()
        assert time.monotonic() - began < 1.0
        assert not worker._thread.isRunning()
        qtbot.waitUntil(lambda: all(ended(p) for p in processes), timeout=1000)
        assert not pool.running
        assert isinstance(worker.controller.computers.players[1], PooledPlayer)
    finally:
        timing.set_speed("normal")


def test_a_new_game_abandons_the_old_games_search_and_plays_on(qtbot):
    setup = TableSetup.against_computers(seed=3, level="advanced", autoplay=True)
    worker = drive(setup)
    try:
        pool = worker.controller.pool
        assert not pool.running  # nothing starts before the game does, in the worker
        with qtbot.waitSignal(worker.events_ready, timeout=10000):
            worker.start()
        with qtbot.waitSignal(worker.thinking, timeout=10000):
            worker.ready()
        epoch = pool.epoch
        fresh = TableSetup.against_computers(seed=4, level="advanced", autoplay=True)
        with qtbot.waitSignal(worker.events_ready, timeout=10000):
            worker.new_game(fresh)
        qtbot.waitUntil(lambda: pool.epoch > epoch, timeout=5000)
        # The new game's computers get their answers from a fresh worker.
        with qtbot.waitSignal(worker.events_ready, timeout=15000):
            worker.ready()
    finally:
        assert worker.shutdown()
    assert not pool.running


def test_the_command_line_quits_right_after_the_deal_with_hands_0():
    from bura_desktop.__main__ import parse_args

    args = parse_args(["--hands", "0", "--quit"])
    assert args.quit and args.hands == 0


def test_the_coach_judges_in_the_pool_as_in_this_process(pool):
    from bura_desktop.ai.coach import judge
    from tests.app.test_coach import TEN, throwing_setup

    setup = throwing_setup()
    assert setup.resume is not None
    view = Game.from_json(setup.resume).view(0)
    coach = PooledPlayer("expert", 3, pool)
    caution = coach.judge(view, TEN)
    assert caution is not None and caution == judge(view, TEN)  # the position decides
    assert pool.running
