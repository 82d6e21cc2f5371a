"""The expert's decision time against another revision's, measured in one run.

    python tools/bench_expert.py --against table [--positions 40] [--iterations 600]
        [--preset classic] [--players 2] [--budget SECONDS]

Both revisions answer the same positions (2-player classic unless told, from hands played at
random) with
the same fixed number of playouts, in two worker processes asked in turn, so the load of the
machine falls on both alike. It prints each side's mean time per decision, their ratio, how
many decisions each answered without a search and how many worlds the others sampled (a search
that weighs fewer moves samples more worlds for the same playouts). With ``--budget`` each
decision gets that many seconds instead, as in a game, and the playouts each side made in
them are compared.
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
    the worlds it sampled and the playouts it made."""
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
        player = make_player("expert", seed, budget=budget, iterations=iterations)
        worlds[0] = playouts[0] = 0
        start = time.perf_counter()
        player.choose(view)
        print(time.perf_counter() - start, worlds[0], playouts[0], flush=True)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--against", help="git revision to compare with")
    parser.add_argument("--positions", type=int, default=40)
    parser.add_argument("--iterations", type=int, default=600)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--preset", default="classic")
    parser.add_argument("--players", type=int, default=None, help="the preset's own if not told")
    parser.add_argument("--budget", type=float, default=None, help="seconds, not playouts")
    parser.add_argument("--child", action="store_true", help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.child:
        iterations = None if args.budget is not None else args.iterations
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
                + ([] if args.budget is None else ["--budget", str(args.budget)]),
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
        rules = rules_of(args.preset, args.players)
        for i, (hand_seed, played) in enumerate(positions(args.positions, args.seed, rules)):
            order = list(workers) if i % 2 else list(reversed(workers))
            request = " ".join(map(str, [args.seed * 1000 + i, hand_seed, *played]))
            for name in order:
                worker = workers[name]
                assert worker.stdin is not None and worker.stdout is not None
                worker.stdin.write(request + "\n")
                worker.stdin.flush()
                seconds, sampled, playouts = worker.stdout.readline().split()
                times[name].append(float(seconds))
                worlds[name].append(int(sampled))
                made[name].append(int(playouts))
        for worker in workers.values():
            assert worker.stdin is not None
            worker.stdin.close()
            worker.wait()
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


if __name__ == "__main__":
    main()
