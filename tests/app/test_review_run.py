"""A hand's review runs in a process of its own: progress decision by decision, and Cancel."""

from __future__ import annotations

import concurrent.futures
import functools

from bura_desktop.ai.review import Decision, review
from bura_desktop.app.review_run import ReviewRun
from tests.ai.recorded import PLAYED, recorded
from tests.app.processes import ended


def test_progress_counts_every_decision_to_the_end_with_the_reviews_own_result(qtbot) -> None:
    hand = recorded(*PLAYED, "play 9♠")
    run = ReviewRun()
    seen: list[tuple[int, int]] = []
    run.progress.connect(lambda done, total: seen.append((done, total)))
    with qtbot.waitSignal(run.finished, timeout=60000) as finished:
        total = run.start(hand, 0, seed=1, worlds=8)
    decisions, summary = finished.args
    assert total > 3 and seen[0] == (0, total) and seen[-1] == (total, total)
    assert [done for done, _ in seen] == list(range(total + 1))
    # The same values as the review made in this process: the same seed, the same worlds.
    assert decisions == review(hand, 0, seed=1, worlds=8)
    assert summary.decisions == total and not run.running


def test_cancel_stops_the_review_and_ignores_what_was_on_its_way(qtbot) -> None:
    hand = recorded(*PLAYED, "play 9♠")
    run = ReviewRun()
    seen: list[int] = []
    run.progress.connect(lambda done, _total: seen.append(done))
    finished: list[object] = []
    run.finished.connect(lambda *args: finished.append(args))
    # Enough worlds that the review is still running when it is cancelled.
    total = run.start(hand, 0, seed=1, worlds=3000)
    qtbot.waitUntil(lambda: len(seen) >= 2, timeout=30000)  # a decision came back
    executor = run._executor
    assert executor is not None
    processes = list(executor._processes.values())
    assert processes
    run.cancel()
    assert not run.running and run._executor is None
    qtbot.waitUntil(lambda: all(ended(p) for p in processes), timeout=10_000)
    qtbot.wait(300)
    assert finished == [] and max(seen) < total


def test_a_failed_answer_handed_over_in_the_windows_own_thread_fails_the_review(qtbot) -> None:
    # A future already done when its callback is added runs the callback at once, in this
    # thread: the answer goes straight to the slot, which cancels the review under the same
    # hand-over lock (a plain lock hung here).
    hand = recorded(*PLAYED, "play 9♠")
    run = ReviewRun()
    total = run.start(hand, 0, seed=1, worlds=3000)
    assert total > 1
    position = min(run._waiting)  # a decision still to come
    failed: concurrent.futures.Future[Decision] = concurrent.futures.Future()
    failed.set_exception(RuntimeError("the review process died"))
    with qtbot.waitSignal(run.failed, timeout=1000):
        failed.add_done_callback(functools.partial(run._elsewhere, run._run, position))
    assert not run.running
