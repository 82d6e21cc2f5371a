"""A hand's review run in the background: a spawned process of its own, one decision a task.

The review (``ai.review``) searches every decision of a seat, seconds of work for a hand, and a
search holds the GIL: it runs in a spawned process (never forked: the UI process has Qt
threads), at a lower priority than the game's own decision worker (``remote.start_review_worker``)
and apart from it, so the table being played never waits behind a review. Each decision is a
task of its own: ``progress`` counts them as they come back, and ``cancel`` kills the process
and ignores whatever was still on its way. Results arrive in the thread that owns the
``ReviewRun`` (the UI thread) as values; nothing here is worded.
"""

from __future__ import annotations

import concurrent.futures
import contextlib
import functools
import logging
import multiprocessing
import threading

from PySide6.QtCore import QObject, QTimer, Signal, Slot

from bura_desktop.ai import remote
from bura_desktop.ai.effects import Reason
from bura_desktop.ai.review import (
    WORLDS,
    Decision,
    Summary,
    Unit,
    review_decision,
    summarize,
    tasks,
    unit_of,
)
from bura_desktop.app.pool import kill
from bura_desktop.core.replay import Replayed

log = logging.getLogger(__name__)


class ReviewRun(QObject):
    """Reviews one seat of a replayed hand in a background process; one run at a time."""

    progress = Signal(int, int)  # decisions reviewed, decisions to review
    decided = Signal(object)  # a Decision, in the hand's order of arrival
    finished = Signal(object, object)  # the Decisions in the hand's order, and their Summary
    failed = Signal()  # the review process died: the review is incomplete
    # From the executor's thread to this object's: (run, position, future).
    _arrived = Signal(int, int, object)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._executor: concurrent.futures.ProcessPoolExecutor | None = None
        self._run = 0  # bumped by every start and cancel: older answers are ignored
        # Held by the executor's thread while it hands an answer over, and by ``cancel``: once
        # ``cancel`` returns, nothing emits on this object, which its window may then delete.
        # Reentrant: a future already done runs its callback at once, in this thread, and the
        # slot it reaches may cancel.
        self._delivery = threading.RLock()
        self._waiting: set[int] = set()
        self._decisions: dict[int, Decision] = {}
        self._total = 0
        self._unit: Unit = "chips"
        self._arrived.connect(self._take)

    @property
    def running(self) -> bool:
        return bool(self._waiting)

    def start(self, replayed: Replayed, seat: int, seed: int = 0, worlds: int = WORLDS) -> int:
        """Review ``seat``'s decisions of ``replayed``; the number of decisions to review."""
        self.cancel()
        todo = tasks(replayed, seat, seed, worlds)
        self._unit = unit_of(replayed.dealt)
        self._decisions = {}
        self._waiting = {task.position for task in todo}
        self._total = len(todo)
        run = self._run
        if not todo:
            QTimer.singleShot(0, lambda: self._finish(run))
            return 0
        context = multiprocessing.get_context("spawn")
        self._executor = concurrent.futures.ProcessPoolExecutor(
            1, mp_context=context, initializer=remote.start_review_worker
        )
        for task in todo:
            future = self._executor.submit(review_decision, task)
            future.add_done_callback(functools.partial(self._elsewhere, run, task.position))
        self.progress.emit(0, self._total)
        return self._total

    def _elsewhere(
        self, run: int, position: int, future: concurrent.futures.Future[Decision]
    ) -> None:
        # The executor's thread: hand over to this object's thread.
        with self._delivery:
            if run != self._run:
                return  # cancelled: a killed task's news is nobody's
            # A run deleted with its window without a cancel raises: nobody waits then either.
            with contextlib.suppress(RuntimeError):
                self._arrived.emit(run, position, future)

    @Slot(int, int, object)
    def _take(self, run: int, position: int, future: concurrent.futures.Future[Decision]) -> None:
        if run != self._run or position not in self._waiting:
            return  # cancelled, or of a review started since
        if future.cancelled() or future.exception() is not None:
            log.warning(
                "The review process failed: %r", None if future.cancelled() else future.exception()
            )
            self.cancel()
            self.failed.emit()
            return
        decision = future.result()
        self._waiting.discard(position)
        self._decisions[position] = decision
        self.decided.emit(decision)
        self.progress.emit(len(self._decisions), self._total)
        if not self._waiting:
            self._finish(run)

    def _finish(self, run: int) -> None:
        if run != self._run:
            return
        self._stop_process()
        decisions = [self._decisions[p] for p in sorted(self._decisions)]
        self.finished.emit(decisions, summarize(decisions, self._unit))

    @Slot()
    def cancel(self) -> None:
        """Stop the review: its process is killed, answers still coming are ignored."""
        with self._delivery:
            self._run += 1
        self._waiting = set()
        self._stop_process(now=True)

    def _stop_process(self, now: bool = False) -> None:
        executor, self._executor = self._executor, None
        if executor is None:
            return
        if now:
            kill(executor)
        else:
            executor.shutdown(wait=False)


# The review's values, as the window draws them: the screen takes them from here, never from
# the computer players (a test holds ui to that).
def hand_unit(replayed: Replayed) -> Unit:
    """What the review of ``replayed`` counts its losses in (its rules' scoring)."""
    return unit_of(replayed.dealt)


__all__ = ["WORLDS", "Decision", "Reason", "Replayed", "ReviewRun", "Summary", "Unit", "hand_unit"]
