"""The expert's decision time against another revision's, measured in one run.

    python tools/bench_expert.py --against table [--positions 40] [--iterations 600]
        [--preset classic] [--players 2] [--budget SECONDS] [--own] [--decisions PREFIX]

Both revisions answer the same positions (2-player classic unless told, from hands played at
random) with
the same fixed number of playouts, in two worker processes asked in turn, so the load of the
machine falls on both alike. It prints each side's mean time per decision, their ratio, how
many decisions each answered without a search and how many worlds the others sampled (a search
that weighs fewer moves samples more worlds for the same playouts). With ``--budget`` each
decision gets that many seconds instead, as in a game, and the playouts each side made in
them are compared. With ``--own`` each side plays as in a game, with its own level's settings
(a time budget, or work until the choice is settled), and the times are summed up as a player
meets them: median, 95th percentile, the longest and the share under half a second.
``--decisions PREFIX`` writes each side's decisions, one a line, to ``PREFIX-<side>.txt``, to
compare two runs (the same decisions idle and under load).
"""

from __future__ import annotations

import argparse
import os
import random
import subprocess
import sys
import tarfile
import tempfile
import time
from io import BytesIO
from pathlib import Path
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from bura_desktop.core import Rules

ROOT = Path(__file__).resolve().parent.parent


def rules_of(preset: str, players: int | None) -> Rules:
    from bura_desktop.core import Rules

    return Rules.preset(preset) if players is None else Rules.preset(preset, players=players)


def positions(count: int, seed: int, rules: Rules) -> list[tuple[int, list[int]]]:
    """(hand seed, the moves that lead to it) of decisions with a real choice of cards."""
    from bura_desktop.core import Game
    from bura_desktop.core.actions import CLAIM
    from bura_desktop.core.game import CLAIM_TARGET, PLAY_PHASE

    rng = random.Random(seed)
    found: list[tuple[int, list[int]]] = []
    while len(found) < count:
        hand_seed = rng.getrandbits(32)
        game = Game(rules, seed=hand_seed)
        played: list[int] = []
        while not game.hand_over and len(found) < count:
            moves = [m for m in game.legal_moves() if m != CLAIM]
            seat = game.to_act
            assert seat is not None
            # A seat sure of 31 claims without a search: not a decision worth timing.
            choice = game.phase == PLAY_PHASE and len(moves) > 1
            if choice and game.points(seat) < CLAIM_TARGET and rng.random() < 0.3:
                found.append((hand_seed, played[:]))
            move = rng.choice(moves or game.legal_moves())
            game.play_move(move, None)
            played.append(move)
    return found


def child(iterations: int | None, budget: float | None, rules: Rules) -> None:
    """Answer lines of ``seed hand_seed move...`` with the seconds the expert took to decide,
    the worlds it sampled, the playouts it made and its decision. ``None`` for both
    ``iterations`` and ``budget``: the level's own settings."""
    from bura_desktop.ai import make_player, search
    from bura_desktop.core import Game

    worlds = [0]
    playouts = [0]
    evaluate = search.evaluate

    def counting(moves: list[int], *args: Any, **options: Any) -> tuple[list[float], int]:
        values, sampled = evaluate(moves, *args, **options)
        playouts[0] += len(moves) * sampled  # every move in every world
        return values, sampled

    # Patched by name, not by import: the script also measures older checkouts, whose
    # modules may lack a name (the inference before it dealt its own worlds).
    search.evaluate = counting
    sample = getattr(search, "sample_game")  # noqa: B009

    def counted(view: object, rng: random.Random) -> object:
        worlds[0] += 1
        return sample(view, rng)

    setattr(search, "sample_game", counted)  # noqa: B010
    try:  # the expert's inference deals its worlds itself
        from bura_desktop.ai import inference

        setattr(inference, "sample_game", counted)  # noqa: B010
    except ImportError:  # a revision from before the inference
        pass
    for line in sys.stdin:
        seed, hand_seed, *moves = map(int, line.split())
        game = Game(rules, seed=hand_seed)
        for move in moves:
            game.play_move(move, None)
        assert game.to_act is not None
        view = game.view(game.to_act)
        given = {"budget": budget, "iterations": iterations}
        own = iterations is None and budget is None
        player = make_player("expert", seed, **({} if own else given))
        worlds[0] = playouts[0] = 0
        start = time.perf_counter()
        action = player.choose(view)
        seconds = time.perf_counter() - start
        print(seconds, worlds[0], playouts[0], str(action).replace(" ", "_"), flush=True)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--against", help="git revision to compare with")
    parser.add_argument("--positions", type=int, default=40)
    parser.add_argument("--iterations", type=int, default=600)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--preset", default="classic")
    parser.add_argument("--players", type=int, default=None, help="the preset's own if not told")
    parser.add_argument("--budget", type=float, default=None, help="seconds, not playouts")
    parser.add_argument("--own", action="store_true", help="each side's own level settings")
    parser.add_argument("--decisions", help="write each side's decisions to PREFIX-<side>.txt")
    parser.add_argument("--child", action="store_true", help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.child:
        iterations = None if args.budget is not None or args.own else args.iterations
        child(iterations, args.budget, rules_of(args.preset, args.players))
        return
    if not args.against:
        parser.error("--against is required")
    sys.path.insert(0, str(ROOT))
    with tempfile.TemporaryDirectory() as other:
        archive = subprocess.run(
            ["git", "archive", args.against, "bura_desktop"],
            cwd=ROOT,
            check=True,
            capture_output=True,
        ).stdout
        with tarfile.open(fileobj=BytesIO(archive)) as tar:
            tar.extractall(other, filter="data")
        trees = {args.against: other, "this tree": str(ROOT)}
        workers = {
            name: subprocess.Popen(
                [sys.executable, __file__, "--child", "--iterations", str(args.iterations)]
                + ["--preset", args.preset]
                + ([] if args.players is None else ["--players", str(args.players)])
                + ([] if args.budget is None else ["--budget", str(args.budget)])
                + (["--own"] if args.own else []),
                env={**os.environ, "PYTHONPATH": tree},
                stdin=subprocess.PIPE,
                stdout=subprocess.PIPE,
                text=True,
            )
            for name, tree in trees.items()
        }
        times: dict[str, list[float]] = {name: [] for name in trees}
        worlds: dict[str, list[int]] = {name: [] for name in trees}
        made: dict[str, list[int]] = {name: [] for name in trees}
        chosen: dict[str, list[str]] = {name: [] for name in trees}
        rules = rules_of(args.preset, args.players)
        for i, (hand_seed, played) in enumerate(positions(args.positions, args.seed, rules)):
            order = list(workers) if i % 2 else list(reversed(workers))
            request = " ".join(map(str, [args.seed * 1000 + i, hand_seed, *played]))
            for name in order:
                worker = workers[name]
                assert worker.stdin is not None and worker.stdout is not None
                worker.stdin.write(request + "\n")
                worker.stdin.flush()
                seconds, sampled, playouts, action = worker.stdout.readline().split()
                chosen[name].append(action.replace("_", " "))
                times[name].append(float(seconds))
                worlds[name].append(int(sampled))
                made[name].append(int(playouts))
        for worker in workers.values():
            assert worker.stdin is not None
            worker.stdin.close()
            worker.wait()
    if args.decisions:
        for name, actions in chosen.items():
            side = "this" if name == "this tree" else name
            Path(f"{args.decisions}-{side}.txt").write_text("\n".join(actions) + "\n")
    if args.own:
        _own_times(args, rules, times)
        return
    each = f"{args.budget} s" if args.budget is not None else f"{args.iterations} playouts"
    print(f"{args.positions} decisions, {each} each ({rules.players}-player {args.preset}):")
    for name, values in times.items():
        searched = [w for w in worlds[name] if w]
        print(
            f"  {name:12} mean {1000 * sum(values) / len(values):7.1f} ms per decision; "
            f"{len(values) - len(searched)} answered without a search, the others "
            f"{sum(searched) / max(len(searched), 1):.0f} sampled worlds on average, "
            f"{sum(made[name]) / len(values):.0f} playouts per decision"
        )
    if args.budget is None:
        ratio = sum(times["this tree"]) / sum(times[args.against])
        print(f"time per decision, this tree / {args.against}: {ratio:.2f}")
    else:
        ratio = sum(made["this tree"]) / sum(made[args.against])
        print(f"playouts per decision, this tree / {args.against}: {ratio:.2f}")


def _own_times(args: argparse.Namespace, rules: Rules, times: dict[str, list[float]]) -> None:
    import statistics

    print(
        f"{args.positions} decisions, each side's own settings ({rules.players}-player "
        f"{args.preset}), seconds:"
    )
    for name, values in times.items():
        ordered = sorted(values)
        p95 = ordered[min(len(ordered) - 1, int(0.95 * len(ordered)))]
        quick = sum(t < 0.5 for t in ordered) / len(ordered)
        print(
            f"  {name:12} median {statistics.median(ordered):.3f}, p95 {p95:.3f}, "
            f"max {ordered[-1]:.3f}, under 0.5 s {100 * quick:.0f}%"
        )


if __name__ == "__main__":
    main()
