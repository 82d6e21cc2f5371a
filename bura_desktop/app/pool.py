"""Computer decisions in a process of their own.

A search holds the GIL for its whole budget (Expert: about 2 s), and a thread of the UI process
would starve the event loop while it runs. A ``DecisionPool`` runs the decisions of the search
levels in one spawned worker process instead (spawned, never forked: the UI process has Qt
threads). The worker keeps each player between decisions, so a player's random stream carries on
as it would in-process.

The pool starts lazily and can be warmed up ahead of the first decision. ``abandon()`` kills a
decision nobody wants any more (a new game started while a computer thought) and ``shutdown()``
does the same for good at quit: a search cannot be interrupted, so its process is terminated
rather than waited for.
"""

from __future__ import annotations

import concurrent.futures
import itertools
import logging
import multiprocessing
import os
import threading
from collections.abc import Callable
from concurrent.futures.process import BrokenProcessPool
from typing import Any, TypeVar

from bura_desktop.ai import Level, Player, make_player, remote
from bura_desktop.ai.advice import Advice
from bura_desktop.ai.coach import Caution
from bura_desktop.core import Action, SeatView

log = logging.getLogger(__name__)

Answer = TypeVar("Answer")


class PoolClosed(RuntimeError):
    """The pool was shut down, or its decision abandoned: the answer is of no use."""


class DecisionPool:
    """One worker process (spawned on first use) that makes search players' decisions."""

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._executor: concurrent.futures.ProcessPoolExecutor | None = None
        self._closed = False
        # Bumped whenever running decisions are thrown away: a failure after a bump is expected.
        self.epoch = 0

    def _pool(self) -> concurrent.futures.ProcessPoolExecutor:
        if self._closed:
            raise PoolClosed("the decision pool is shut down")
        if self._executor is None:
            context = multiprocessing.get_context("spawn")
            self._executor = concurrent.futures.ProcessPoolExecutor(
                1, mp_context=context, initializer=remote.start_worker
            )
        return self._executor

    def warm(self) -> None:
        """Start the worker process now, so the first decision does not wait for it."""
        with self._lock:
            if not self._closed:
                self._pool().submit(remote.ready)

    def submit(
        self, key: str, level: Level, seed: int | None, options: dict[str, Any], view: SeatView
    ) -> tuple[concurrent.futures.Future[tuple[Action, bool]], int]:
        """The future decision of player ``key`` (with whether it was cut short,
        ``remote.decide``), and the epoch it was asked in."""
        return self._submit(remote.decide, key, level, seed, options, view)

    def submit_advice(self, view: SeatView) -> tuple[concurrent.futures.Future[Advice], int]:
        """The future hint for ``view`` (``remote.advise``), and the epoch it was asked in."""
        return self._submit(remote.advise, view)

    def submit_judgment(
        self, view: SeatView, action: Action
    ) -> tuple[concurrent.futures.Future[Caution | None], int]:
        """The coach's future word on ``action`` at ``view`` (``remote.judge``), and the epoch."""
        return self._submit(remote.judge, view, action)

    def _submit(
        self, call: Callable[..., Answer], *args: Any
    ) -> tuple[concurrent.futures.Future[Answer], int]:
        with self._lock:
            try:
                future = self._pool().submit(call, *args)
            except BrokenProcessPool:
                self._kill()  # the worker died: a fresh one takes over
                future = self._pool().submit(call, *args)
            return future, self.epoch

    def abandon(self) -> None:
        """Throw away any decision being made: the worker is killed, a new one starts lazily."""
        with self._lock:
            self.epoch += 1
            self._kill()

    def shutdown(self) -> None:
        """Kill the worker and refuse further decisions; returns at once."""
        with self._lock:
            self._closed = True
            self.epoch += 1
            self._kill()

    @property
    def running(self) -> bool:
        return self._executor is not None

    def _kill(self) -> None:
        executor, self._executor = self._executor, None
        if executor is not None:
            kill(executor)


def kill(executor: concurrent.futures.ProcessPoolExecutor) -> None:
    """End ``executor``'s processes now, a call running in them too; returns at once."""
    terminate = getattr(executor, "terminate_workers", None)  # Python 3.14+
    if terminate is not None:
        terminate()
        return
    # Before 3.14 the executor cannot stop a running call: end its processes ourselves.
    processes = list((getattr(executor, "_processes", None) or {}).values())
    executor.shutdown(wait=False, cancel_futures=True)
    for process in processes:
        process.terminate()


_keys = itertools.count()


def _answer(
    ask: Callable[[], tuple[concurrent.futures.Future[Answer], int]],
    pool: DecisionPool,
    stale: Answer,
    here: Callable[[], Answer],
) -> Answer:
    """The pool's answer to ``ask``, blocking; ``stale`` if the pool is closed or the answer
    was abandoned, or worked out ``here`` when the worker died."""
    try:
        future, epoch = ask()
    except PoolClosed:
        return stale  # quitting: nobody will use the answer
    try:
        return future.result()
    except (concurrent.futures.CancelledError, BrokenProcessPool) as error:
        if pool.epoch != epoch:
            return stale  # abandoned on purpose: the answer is stale
        # The worker died: think here rather than hang (and say so: a bundle whose worker
        # cannot start would otherwise only be slower).
        log.warning("The search worker failed (%r): thinking in the game's process", error)
        return here()


class PooledPlayer:
    """A computer player whose decisions are made in a ``DecisionPool``'s process.

    ``choose`` blocks its caller (a thinking thread, never the UI thread) on the answer, without
    holding the GIL. Without a pool, or when the pool breaks, it decides in this process.
    """

    def __init__(
        self,
        level: Level,
        seed: int | None = None,
        pool: DecisionPool | None = None,
        **options: Any,
    ) -> None:
        self.level = level
        self.seed = seed
        self.options = options
        self.pool = pool
        self.key = f"{os.getpid()}-{next(_keys)}"
        self._local: Player | None = None
        # Whether the last decision's time cap cut it short (``SearchPlayer.cut_short``).
        self.cut_short = False

    def choose(self, view: SeatView) -> Action:
        self.cut_short = False
        legal = view.legal_actions()
        if len(legal) == 1:
            return legal[0]  # forced: no search, no round trip
        pool = self.pool
        if pool is None:
            action, self.cut_short = self._choose_here(view)
            return action
        action, self.cut_short = _answer(
            lambda: pool.submit(self.key, self.level, self.seed, self.options, view),
            pool,
            (legal[0], False),
            lambda: self._choose_here(view),
        )
        return action

    def advise(self, view: SeatView) -> Advice:
        """A hint for ``view``: the review's judgment (``ai.advice``), made in the pool; the
        same for the same position in every game, whatever this player's seed."""
        legal = view.legal_actions()
        if len(legal) == 1:
            return Advice(legal[0])
        pool = self.pool
        if pool is None:
            return remote.advise(view)
        return _answer(
            lambda: pool.submit_advice(view),
            pool,
            Advice(legal[0]),
            lambda: remote.advise(view),
        )

    def judge(self, view: SeatView, action: Action) -> Caution | None:
        """The coach's word on the move ``action`` at ``view`` (``ai.coach``), made in the
        pool like a hint; None for a forced move, and when the pool is shut down."""
        if len(view.legal_actions()) == 1:
            return None
        pool = self.pool
        if pool is None:
            return remote.judge(view, action)
        return _answer(
            lambda: pool.submit_judgment(view, action),
            pool,
            None,
            lambda: remote.judge(view, action),
        )

    def _choose_here(self, view: SeatView) -> tuple[Action, bool]:
        if self._local is None:
            self._local = make_player(self.level, self.seed, **self.options)
        action = self._local.choose(view)
        return action, bool(getattr(self._local, "cut_short", False))
