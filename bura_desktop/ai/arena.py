"""Matches between computer levels, for measurement: ``python -m bura_desktop.ai.arena``.

Deals are played in mirrored sets: the same shuffled pack once with each seat given to player A
(2 players: a pair with the seats swapped), so the luck of the deal cancels out and one set is
one sample. It reports A's share of the decided hands and its chips with 95% confidence
intervals, the Elo difference, and how long each level thought per decision.

``--deals-out PATH`` keeps each mirrored set's result, one JSON line each; ``--paired PATH``
compares this run with such a file set by set on the deal sets both played (the same
``--seed``): two versions of a player met the same deals, so the luck of the deals falls on
both and a difference of a point or two shows in a few hundred sets (issue #48).

The cheating reference players live here and only here: they read the real game, which no
player offered in the game may do.
"""

from __future__ import annotations

import argparse
import json
import math
import random
import statistics
import time
from contextlib import ExitStack
from dataclasses import dataclass, field
from multiprocessing import Pool
from typing import Any, TextIO

from bura_desktop.ai import BUDGETS, LEVELS, PLAYOUTS, level_named, make_player
from bura_desktop.ai.endgame import EXACT_STOCK
from bura_desktop.ai.inference import Sampler
from bura_desktop.ai.rollout import INSTANT_WINS, smart_move
from bura_desktop.ai.search import best_of, candidates, evaluate
from bura_desktop.core.actions import CLAIM, Action
from bura_desktop.core.game import CLAIM_TARGET, Game, shuffled_pack
from bura_desktop.core.rules import Rules

CHEATERS = ("cheater-hand", "cheater-all")


class CheatingPlayer:
    """Search that looks at the other hands (``hand``), and the stock order too (``all``).

    It also sees face-down cards and set-aside cards; only the stock order is dealt at random
    for the ``hand`` variant. It searches exactly like the expert (its rollout policy and exact
    endgame), so that a match against the expert measures what the hidden cards are worth.
    """

    def __init__(self, variant: str, seed: int, budget: float | None, iterations: int | None):
        self.level = f"cheater-{variant}"
        self.variant = variant
        self.rng = random.Random(seed)
        self.budget = budget
        self.iterations = iterations

    def choose_in(self, game: Game) -> Action:
        moves = game.legal_moves()
        seat = game.to_act
        assert seat is not None
        if len(moves) == 1:
            return Action(moves[0])
        if CLAIM in moves and game.points(seat) >= CLAIM_TARGET:
            return Action(CLAIM)
        wins = [m for m in moves if m in INSTANT_WINS]
        if wins:
            return Action(wins[0])
        sampler = self.sampler(game)
        values, _ = evaluate(
            moves, sampler, seat, self.rng, self.budget, self.iterations, EXACT_STOCK, smart_move
        )
        return Action(best_of(moves, values))

    def sampler(self, game: Game) -> Sampler:
        if self.variant == "all":
            return lambda rng: (game.clone(), 1.0)

        def shuffle_stock(rng: random.Random) -> tuple[Game, float]:
            state = game.state()
            indicator, *rest = state.stock  # the indicator, at the bottom, is face up
            rng.shuffle(rest)
            return Game.restore(game.rules, state._replace(stock=(indicator, *rest))), 1.0

        return shuffle_stock


@dataclass
class DealResult:
    index: int = 0  # the deal set's number: its pack, dealer and seeds
    a_won: float = 0.0  # hands won by A (a split counts its share)
    decided: int = 0
    a_chips: float = 0.0  # A's chip result less the average B's: a carried pot cancels out
    hands: int = 0
    times: dict[str, list[float]] = field(default_factory=dict)
    forced: dict[str, list[float]] = field(default_factory=dict)


def play_deal(job: tuple[int, dict[str, Any]]) -> DealResult:
    """One mirrored set: the same pack with A in each seat in turn."""
    index, opts = job
    rules: Rules = opts["rules"]
    n = rules.players
    pack = shuffled_pack(rules.deck, opts["seed"] * 1_000_003 + index)
    dealer = index % n
    result = DealResult(index)
    rotations = range(n) if n > 2 else (0, 1)
    for a_seat in rotations:
        players = [
            _player(opts["a"] if s == a_seat else opts["b"], opts, (index, a_seat, s))
            for s in range(n)
        ]
        game = Game(rules, seed=index, deck=pack, dealer=dealer)
        while not game.hand_over:
            seat = game.to_act
            assert seat is not None
            player = players[seat]
            view = game.view(seat)
            # Forced: one move worth weighing, once a claim that cannot make 31 is set aside.
            forced = len(candidates(view, [int(m) for m in view.legal_actions()])) == 1
            start = time.perf_counter()
            if isinstance(player, CheatingPlayer):
                action = player.choose_in(game)
            else:
                action = player.choose(view)
            kept = result.forced if forced else result.times
            kept.setdefault(player.level, []).append(time.perf_counter() - start)
            game.apply(action)
        outcome = game.outcome
        assert outcome is not None
        result.hands += 1
        others = [c for s, c in enumerate(outcome.chips) if s != a_seat]
        result.a_chips += outcome.chips[a_seat] - sum(others) / len(others)
        if outcome.winners:
            result.decided += 1
            if a_seat in outcome.winners:
                result.a_won += 1 / len(outcome.winners)
    return result


def _player(level: str, opts: dict[str, Any], key: tuple[int, int, int]) -> Any:
    seed = hash((opts["seed"], *key)) & 0xFFFFFFFF
    budget = opts["budget"]
    iterations = opts["iterations"]
    # The expert's work is what ``--scale`` scales: the advanced player's hundred playouts are
    # its level, and a time cap is only a safety net.
    work = iterations if iterations is not None else round(PLAYOUTS["expert"] * opts["scale"])
    if level in CHEATERS:
        budget = budget if budget is not None else BUDGETS["expert"]
        return CheatingPlayer(level.split("-")[1], seed, budget, work)
    options: dict[str, Any] = {}
    if level == "expert" and key[1] == key[2]:
        options.update(opts.get("expert_options", {}))
    if level in BUDGETS:
        options["budget"] = budget if budget is not None else BUDGETS[level]
        if level == "expert":
            options["iterations"] = work
        elif iterations is not None:
            options["iterations"] = iterations
    return make_player(level_named(level), seed, **options)


def ratio_interval(won: list[float], decided: list[int]) -> tuple[float, float, float]:
    """A's share of decided hands with a 95% interval, the sets being the samples."""
    total = sum(decided)
    if not total:
        return math.nan, math.nan, math.nan
    share = sum(won) / total
    k = len(won)
    if k < 2:
        return share, math.nan, math.nan
    mean_d = total / k
    residual = [w - share * d for w, d in zip(won, decided, strict=True)]
    se = math.sqrt(sum(r * r for r in residual) / (k * (k - 1))) / mean_d
    return share, share - 1.96 * se, share + 1.96 * se


def elo(share: float, players: int) -> float:
    """Elo difference of A over one B: A's share against one opponent's fair share."""
    if math.isnan(share):
        return math.nan
    # A against the average B: a share s of n players' hands is s : (1 - s) / (n - 1).
    versus = share / (share + (1 - share) / (players - 1)) if share < 1 else 1.0
    versus = min(max(versus, 1e-6), 1 - 1e-6)
    return -400 * math.log10(1 / versus - 1)


def mean_interval(values: list[float]) -> tuple[float, float]:
    mean = statistics.fmean(values)
    half = 1.96 * statistics.stdev(values) / math.sqrt(len(values)) if len(values) > 1 else math.nan
    return mean, half


def report(
    args: argparse.Namespace, rules: Rules, results: list[DealResult], seconds: float
) -> str:
    n = rules.players
    won = [r.a_won for r in results]
    decided = [r.decided for r in results]
    hands = sum(r.hands for r in results)
    share, low, high = ratio_interval(won, decided)
    chips, chips_half = mean_interval([r.a_chips / r.hands for r in results])
    lines = [
        f"{args.a} (A) vs {args.b} (B): preset {args.preset}, {n} players, "
        f"{len(results)} mirrored deal sets, {hands} hands, {seconds:.0f} s on {args.jobs} jobs",
        f"decided hands: {sum(decided)} of {hands}",
        f"A won {sum(won):.1f} of {sum(decided)} decided hands: {100 * share:.1f}% "
        f"(95% CI {100 * low:.1f}-{100 * high:.1f}%; fair share {100 / n:.1f}%)",
        f"Elo difference A-B: {elo(share, n):+.0f} "
        f"(95% CI {elo(low, n):+.0f} to {elo(high, n):+.0f})",
        f"A's chips per hand over the average B: {chips:+.3f} (95% CI ±{chips_half:.3f})",
    ]
    lines += _timings("decision times (s, forced moves excluded):", [r.times for r in results])
    lines += _timings("forced moves (s, one move worth weighing):", [r.forced for r in results])
    return "\n".join(lines)


def paired(results: list[DealResult], path: str) -> str:
    """This run against an earlier one's ``--deals-out`` file, on the deal sets both played:
    each run's share of the decided hands and the difference with a 95% interval, the sets
    being the samples (each set's difference in hands won, over the hands it decided)."""
    before: dict[int, tuple[float, int]] = {}
    with open(path, encoding="utf-8") as lines:
        for line in lines:
            row = json.loads(line)
            before[int(row["deal"])] = (float(row["won"]), int(row["decided"]))
    common = [r for r in results if r.index in before]
    decided = sum(r.decided for r in common)
    then = sum(before[r.index][1] for r in common)
    if len(common) < 2 or not decided or not then:
        return f"paired with {path}: fewer than 2 deal sets in common"
    now_share = sum(r.a_won for r in common) / decided
    then_share = sum(before[r.index][0] for r in common) / then
    mean_decided = (decided + then) / (2 * len(common))
    diffs = [(r.a_won - before[r.index][0]) / mean_decided for r in common]
    diff, half = mean_interval(diffs)
    return (
        f"paired with {path} on {len(common)} deal sets: A won {100 * now_share:.1f}% here, "
        f"{100 * then_share:.1f}% there: {100 * diff:+.1f} points (95% CI ±{100 * half:.1f})"
    )


def _timings(title: str, per_deal: list[dict[str, list[float]]]) -> list[str]:
    lines = [title, f"  {'level':14} {'decisions':>9} {'median':>8} {'p95':>8} {'max':>8}"]
    times: dict[str, list[float]] = {}
    for deal in per_deal:
        for level, values in deal.items():
            times.setdefault(level, []).extend(values)
    for level, values in sorted(times.items()):
        values.sort()
        p95 = values[min(len(values) - 1, int(0.95 * len(values)))]
        lines.append(
            f"  {level:14} {len(values):9d} {statistics.median(values):8.4f} "
            f"{p95:8.4f} {values[-1]:8.4f}"
        )
    return lines


def _write_set(out: TextIO | None, r: DealResult) -> None:
    if out is not None:
        out.write(json.dumps({"deal": r.index, "won": r.a_won, "decided": r.decided}) + "\n")
        out.flush()


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    levels = (*LEVELS, *CHEATERS)
    parser.add_argument("--a", choices=levels, required=True)
    parser.add_argument("--b", choices=levels, required=True)
    parser.add_argument("--deals", type=int, default=100, help="mirrored deal sets to play")
    parser.add_argument(
        "--first", type=int, default=0, help="the first deal set's number (to split a run)"
    )
    parser.add_argument("--preset", choices=Rules.PRESETS, default="classic")
    parser.add_argument("--players", type=int, default=None)
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument(
        "--budget", type=float, default=None, help="seconds a search decision may take at most"
    )
    parser.add_argument(
        "--scale", type=float, default=1.0, help="multiplies the expert's playouts (its work)"
    )
    parser.add_argument("--iterations", type=int, default=None, help="search iteration cap")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument(
        "--expert-option",
        action="append",
        default=[],
        metavar="NAME=JSON",
        help='a player option for A\'s expert, e.g. rollout="smart" (to compare versions)',
    )
    parser.add_argument("--deals-out", help="write each deal set's result here, a JSON line each")
    parser.add_argument("--paired", help="compare set by set with an earlier --deals-out file")
    args = parser.parse_args(argv)
    changes = {"players": args.players} if args.players else {}
    rules = Rules.preset(args.preset, **changes)
    opts = {
        "rules": rules,
        "a": args.a,
        "b": args.b,
        "seed": args.seed,
        "budget": args.budget,
        "scale": args.scale,
        "iterations": args.iterations,
        "expert_options": {
            name: json.loads(value)
            for name, value in (option.split("=", 1) for option in args.expert_option)
        },
    }
    start = time.perf_counter()
    jobs = [(i, opts) for i in range(args.first, args.first + args.deals)]
    # Each set's line is written as it is played, so that a long run can be paired on the
    # sets it has played so far (``--paired`` against a file still being written).
    results = []
    with ExitStack() as stack:
        out = (
            stack.enter_context(open(args.deals_out, "w", encoding="utf-8"))
            if args.deals_out
            else None
        )
        if args.jobs > 1:
            pool = stack.enter_context(Pool(args.jobs))
            for r in pool.imap_unordered(play_deal, jobs):
                results.append(r)
                _write_set(out, r)
        else:
            for job in jobs:
                r = play_deal(job)
                results.append(r)
                _write_set(out, r)
    seconds = time.perf_counter() - start
    results.sort(key=lambda r: r.index)
    print(report(args, rules, results, seconds))
    if args.paired:
        print(paired(results, args.paired))


if __name__ == "__main__":
    main()
