"""How often the coach speaks where the review marks a move, and where it does not:
``python -m bura_desktop.bench.coach``.

Computers of the levels a person plays like (``--levels``: Beginner, Intermediate and Advanced,
a level drawn for each seat of each hand) play classic hands, three 2-player hands to each
4-player one (``--four-every``), from seeds 1, 2, ... Every decision with a choice, of every
seat, is reviewed as the hand history's review does (``review.review_decision``: its own
random stream for each decision), and the coach judges the same move at the same position
(``coach.weigh``, its stream seeded by the position and the app's seed, exactly as the app
judges), so the two judgments draw their worlds apart. Until ``--positions`` decisions the
review marks and as many it does not mark have been judged.

Prints, for the marked decisions and the others (and among those, the slight inaccuracies),
how often the coach spoke, at 2 and 4 players and in all, and among the marked ones by the
loss the review found; what a stricter coach would have done; each decision the review found
best or fine that the coach spoke of; and the time one judgment took (median and 95th
percentile), at 2 and 4 players, and with ``--hint`` the hint's at the same positions. Run
it with ``--jobs 1`` for the times.
"""

from __future__ import annotations

import argparse
import concurrent.futures
import multiprocessing
import random
import statistics
import time
from collections.abc import Iterator
from dataclasses import dataclass

from bura_desktop.ai import Level, level_named, make_player
from bura_desktop.ai.advice import advise
from bura_desktop.ai.coach import weigh
from bura_desktop.ai.review import THRESHOLD, WORLDS, Task, Verdict, review_decision
from bura_desktop.ai.search import LEAD_Z
from bura_desktop.core import Rules
from bura_desktop.core.replay import HandScript, HandStart

LEVELS = ("beginner", "intermediate", "advanced")
# The marked decisions by the loss the review found (the search's utility): the review marks
# above 0.03 and the review panel highlights above 0.1 as costly.
COST_BANDS = ((0.03, 0.06), (0.06, 0.1), (0.1, 0.2), (0.2, 2.0))


@dataclass(frozen=True)
class Row:
    """One decision: the table's size, the review's verdict and the loss it found (the search's
    utility), whether the coach weighed the move (not forced or obvious), whether it spoke,
    and the seconds its judgment took."""

    players: int
    verdict: Verdict
    loss: float
    weighed: bool
    spoke: bool
    seconds: float
    hand: int = 0  # the hand's seed, and the decision's place in it
    position: int = 0
    lead: float = 0.0  # the coach's own: the best move's lead over this one, and its error
    error: float = 0.0
    hint: float = 0.0  # the seconds the hint took at the same position (``--hint``)


def hand_rows(
    seed: int, players: int, levels: tuple[Level, ...], worlds: int, hint: bool = False
) -> list[Row]:
    """Every decision with a choice of a hand dealt from ``seed``, reviewed and judged (and
    hinted, timed, with ``hint``)."""
    rules = Rules.preset("classic", players=players)
    start = HandStart(1, 0, 0, (rules.bankroll,) * players, True, (0,) * players, (0,) * players)
    game, _ = HandScript(rules, start, seed, ()).deal()
    draw = random.Random(seed)
    seated = [level_named(draw.choice(levels)) for _ in range(players)]
    computers = [make_player(level, seed + seat) for seat, level in enumerate(seated)]
    rows = []
    position = 0
    while not game.hand_over:
        seat = game.to_act
        assert seat is not None
        view = game.view(seat)
        action = computers[seat].choose(view)
        if len(view.legal_actions()) > 1:
            decision = review_decision(Task(position, game.clone(), seat, action, seed, worlds))
            began = time.perf_counter()
            judgment = weigh(view, action, worlds=worlds)  # the app's seed, as the app judges
            seconds = time.perf_counter() - began
            spoke = judgment is not None and judgment.caution is not None
            lead, error = (judgment.lead, judgment.error) if judgment else (0.0, 0.0)
            hinting = 0.0
            if hint:
                began = time.perf_counter()
                advise(view, worlds=worlds)
                hinting = time.perf_counter() - began
            rows.append(
                Row(
                    players,
                    decision.verdict,
                    decision.utility_loss,
                    judgment is not None,
                    spoke,
                    seconds,
                    seed,
                    position,
                    lead,
                    error,
                    hinting,
                )
            )
        game.apply(action)
        position += 1
    return rows


def _hands(four_every: int) -> Iterator[tuple[int, int]]:
    seed = 0
    while True:
        seed += 1
        yield seed, 4 if four_every and seed % four_every == 0 else 2


def _share(part: int, whole: int) -> str:
    return f"{part}/{whole} ({part / whole:.1%})" if whole else "0/0"


def _percentile(values: list[float], share: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(share * len(ordered)))]


def report(rows: list[Row]) -> None:
    for players in (2, 4, None):
        chosen = [r for r in rows if players is None or r.players == players]
        marked = [r for r in chosen if r.verdict == "mistake"]
        others = [r for r in chosen if r.verdict != "mistake"]
        slight = [r for r in others if r.verdict == "slight"]
        quiet = [r for r in others if r.verdict in ("best", "fine")]
        name = f"{players} players" if players else "all"
        print(
            f"{name}: spoke before {_share(sum(r.spoke for r in marked), len(marked))} marked,"
            f" {_share(sum(r.spoke for r in others), len(others))} not marked (slight"
            f" {_share(sum(r.spoke for r in slight), len(slight))}, best or fine"
            f" {_share(sum(r.spoke for r in quiet), len(quiet))})"
        )
    marked = [r for r in rows if r.verdict == "mistake"]
    for low, high in COST_BANDS:
        band = [r for r in marked if low < r.loss <= high]
        span = f"({low}, {high}]" if high < 1 else f"above {low}"
        spoke = _share(sum(r.spoke for r in band), len(band))
        print(f"marked, the review's loss {span}: spoke before {spoke}")
    # What a stricter coach would do: speak only where the move is worse than the mark by
    # LEAD_Z errors (sure it would be marked), not only worse by LEAD_Z errors.
    strict = [r.spoke and r.lead - LEAD_Z * r.error > THRESHOLD for r in rows]
    shares = []
    for verdicts in (("mistake",), ("slight",), ("best", "fine")):
        would = [s for s, r in zip(strict, rows, strict=True) if r.verdict in verdicts]
        shares.append(_share(sum(would), len(would)))
    print(
        f"a stricter coach (worse than the mark by {LEAD_Z} errors) would speak before"
        f" {shares[0]} marked, {shares[1]} slight, {shares[2]} best or fine"
    )
    for r in rows:
        if r.spoke and r.verdict in ("best", "fine"):
            print(
                f"spoke where the review found {r.verdict}: hand {r.hand} ({r.players} players)"
                f" position {r.position}, the review's loss {r.loss:.3f}, the coach's lead"
                f" {r.lead:.3f} (error {r.error:.3f})"
            )
    for players in (2, 4):
        seconds = [r.seconds for r in rows if r.players == players and r.weighed]
        skipped = sum(not r.weighed for r in rows if r.players == players)
        if seconds:
            print(
                f"{players} players: a judgment took median {statistics.median(seconds):.3f} s,"
                f" p95 {_percentile(seconds, 0.95):.3f} s, max {max(seconds):.3f} s over"
                f" {len(seconds)} weighed; {skipped} forced or obvious not weighed"
            )
        hints = [r.hint for r in rows if r.players == players and r.weighed and r.hint]
        if hints:
            print(
                f"{players} players: the hint at the same positions took median"
                f" {statistics.median(hints):.3f} s, p95 {_percentile(hints, 0.95):.3f} s"
            )


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--positions", type=int, default=500, help="marked and not, each")
    parser.add_argument("--levels", nargs="+", default=list(LEVELS))
    parser.add_argument("--four-every", type=int, default=4, help="every n-th hand at 4 players")
    parser.add_argument("--worlds", type=int, default=WORLDS)
    parser.add_argument("--jobs", type=int, default=1)
    parser.add_argument("--hint", action="store_true", help="time the hint at each position too")
    args = parser.parse_args(argv)
    levels = tuple(level_named(name) for name in args.levels)
    rows: list[Row] = []
    began = time.perf_counter()
    wanted: int = args.positions

    def enough() -> bool:
        marked = sum(r.verdict == "mistake" for r in rows)
        return marked >= wanted and len(rows) - marked >= wanted

    hands = _hands(args.four_every)

    def tell(seed: int, found: list[Row]) -> None:
        rows.extend(found)
        marked = sum(r.verdict == "mistake" for r in rows)
        print(
            f"hand {seed} ({found[0].players if found else '-'} players):"
            f" {len(found)} decisions, {sum(r.spoke for r in found)} spoken of;"
            f" {marked} marked and {len(rows) - marked} not so far,"
            f" {time.perf_counter() - began:.0f} s",
            flush=True,
        )

    if args.jobs == 1:  # in this process: the judgments' times are not shared with another
        while not enough():
            seed, players = next(hands)
            tell(seed, hand_rows(seed, players, levels, args.worlds, args.hint))
        report(rows)
        return
    context = multiprocessing.get_context("spawn")
    with concurrent.futures.ProcessPoolExecutor(args.jobs, mp_context=context) as pool:
        running: dict[concurrent.futures.Future[list[Row]], int] = {}
        while not enough() or running:
            while len(running) < args.jobs and not enough():
                seed, players = next(hands)
                future = pool.submit(hand_rows, seed, players, levels, args.worlds, args.hint)
                running[future] = seed
            done, _ = concurrent.futures.wait(
                running, return_when=concurrent.futures.FIRST_COMPLETED
            )
            for future in done:
                tell(running.pop(future), future.result())
    report(rows)


if __name__ == "__main__":
    main()
