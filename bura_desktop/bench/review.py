"""How long the Expert's review of a hand takes: ``python -m bura_desktop.bench.review``.

Plays ``--hands`` 2-player hands of ``--preset`` from seeds 1, 2, ... (seat 0 by ``--level``,
as a human of that strength would, seat 1 by the intermediate player), records each as the
game does (a deal seed and actions, ``core.replay``) and reviews seat 0 in this process, one
decision after another as the review process does. Prints the seconds per hand (median and
maximum), the decisions reviewed and the marks. ``--process`` reviews through the app's
``ReviewRun`` instead, as the window does: a spawned process at its low priority, start-up
included.

Then, for a few thresholds, the share of the searched decisions whose loss is above it.
``--calibrate`` reviews hands the Expert itself played for seat 0 (at its own settings): the
shares are then the review's own noise, from which ``ai.review.THRESHOLD`` was chosen.
"""

from __future__ import annotations

import argparse
import statistics
import time

from bura_desktop.ai import Level, level_named, make_player
from bura_desktop.ai.review import WORLDS, Decision, review, summarize, unit_of
from bura_desktop.core import Rules
from bura_desktop.core.replay import HandScript, HandStart, Replayed


def recorded_hand(rules: Rules, seed: int, levels: tuple[Level, ...]) -> Replayed:
    """A hand dealt from ``seed`` and played by computers of ``levels``, as recorded."""
    n = rules.players
    bank = rules.bankroll if rules.plays_for_chips else 0
    start = HandStart(1, 0, 0, (bank,) * n, rules.plays_for_chips, (0,) * n, (0,) * n)
    game, _ = HandScript(rules, start, seed, ()).deal()
    players = [make_player(level, seed + seat) for seat, level in enumerate(levels)]
    actions = []
    while not game.hand_over:
        seat = game.to_act
        assert seat is not None
        action = players[seat].choose(game.view(seat))
        actions.append(action)
        game.apply(action)
    return HandScript(rules, start, seed, tuple(actions)).play()


def _in_process(replayed: Replayed, seed: int, worlds: int) -> list[Decision]:
    """Seat 0 of ``replayed`` reviewed by the app's ``ReviewRun``, waited for."""
    from PySide6.QtCore import QCoreApplication, QEventLoop

    from bura_desktop.app.review_run import ReviewRun

    QCoreApplication.instance() or QCoreApplication([])
    loop = QEventLoop()
    found: list[Decision] = []
    run = ReviewRun()

    def done(decisions: list[Decision], _summary: object) -> None:
        found.extend(decisions)
        loop.quit()

    run.finished.connect(done)
    run.failed.connect(loop.quit)
    run.start(replayed, 0, seed, worlds)
    loop.exec()
    return found


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--hands", type=int, default=10)
    parser.add_argument("--preset", default="classic")
    parser.add_argument("--level", default="advanced", help="who plays the reviewed seat")
    parser.add_argument("--worlds", type=int, default=WORLDS)
    parser.add_argument("--calibrate", action="store_true")
    parser.add_argument("--process", action="store_true", help="through the app's ReviewRun")
    args = parser.parse_args(argv)
    rules = Rules.preset(args.preset, players=2)
    level = level_named("expert" if args.calibrate else args.level)
    times, counts, marks = [], [], []
    losses: list[float] = []
    for seed in range(1, args.hands + 1):
        replayed = recorded_hand(rules, seed, (level, "intermediate"))
        began = time.perf_counter()
        if args.process:
            decisions = _in_process(replayed, seed, args.worlds)
        else:
            decisions = review(replayed, 0, seed, args.worlds)
        times.append(time.perf_counter() - began)
        summary = summarize(decisions, unit_of(replayed.dealt))
        counts.append(summary.decisions)
        marks.append(summary.marked)
        losses += [d.utility_loss for d in decisions if len(d.moves) > 1]
        print(
            f"hand {seed}: {times[-1]:.1f} s, {summary.decisions} decisions,"
            f" {summary.marked} marked, loss {summary.loss:.2f} {summary.unit}",
            flush=True,
        )
    print(
        f"{args.preset}, {args.worlds} worlds a decision: median {statistics.median(times):.1f} s,"
        f" max {max(times):.1f} s per hand; {sum(counts)} decisions, {sum(marks)} marked"
    )
    if losses:
        for threshold in (0.01, 0.02, 0.03, 0.04, 0.06, 0.08, 0.1, 0.2):
            share = sum(loss > threshold for loss in losses) / len(losses)
            print(f"threshold {threshold:.2f}: {share:.0%} of {len(losses)} searched decisions")


if __name__ == "__main__":
    main()
