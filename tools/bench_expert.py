"""The expert's decision time against another revision's, measured in one run.

    python tools/bench_expert.py [--against REV] [--positions 40] [--iterations 600]
        [--preset classic] [--players 2] [--forms] [--play intermediate] [--budget SECONDS]
        [--own] [--decisions PREFIX] [--busy K] [--nice N] [--same-core]

Both revisions answer the same positions (2-player classic unless told, from hands played at
random, or by Intermediate players with ``--play intermediate``: the positions a game meets)
with the same fixed number of playouts, in two worker processes asked in turn, so the load of
the machine falls on both alike. Without ``--against`` this tree is measured alone. It prints
each side's mean time per decision, their ratio, how many decisions each answered without a
search and how many worlds the others sampled (a search that weighs fewer moves samples more
worlds for the same playouts). With ``--budget`` each decision gets that many seconds instead,
as in a game, and the playouts each side made in them are compared. With ``--own`` each side
plays as in a game, with its own level's settings (a time budget, or work until the choice is
settled), and the times are summed up as a player meets them, in CPU seconds of the search
(what the work costs, whatever else the machine does) and in seconds on the clock: median,
95th percentile, the longest, and how many decisions a time cap cut short. ``--forms`` asks
``--positions`` decisions in each of eight forms of the game (classic with 2, 3 and 4 players,
Kozel and penalty with 2 and 4, the rules sheet's series with 2) and prints a table by form.
``--decisions PREFIX`` writes each side's decisions, one a line, to ``PREFIX-<side>.txt``, to
compare two runs (the same decisions idle and under load). ``--busy K`` keeps K processes
spinning at normal priority while the workers (at niceness ``--nice``) think; ``--same-core``
pins the busy processes and the workers to one core, so they compete for it even where other
cores are idle (how a worker's priority shares a busy machine).
"""

from __future__ import annotations

import argparse
import os
import random
import statistics
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
# (preset, players) of ``--forms``: every scoring (pot, Kozel's most points, penalty, series),
# 2 to 4 players.
FORMS = [
    ("classic", 2),
    ("classic", 3),
    ("classic", 4),
    ("kozel", 2),
    ("kozel", 4),
    ("penalty", 2),
    ("penalty", 4),
    ("rules_sheet", 2),
]


def rules_of(preset: str, players: int | None) -> Rules:
    from bura_desktop.core import Rules

    return Rules.preset(preset) if players is None else Rules.preset(preset, players=players)


def positions(count: int, seed: int, rules: Rules, play: str) -> list[tuple[int, list[int]]]:
    """(hand seed, the moves that lead to it) of decisions with a real choice of cards, in
    hands played at random or by ``play``'s level."""
    from bura_desktop.ai import level_named, make_player
    from bura_desktop.core import Game
    from bura_desktop.core.actions import CLAIM
    from bura_desktop.core.game import CLAIM_TARGET, PLAY_PHASE

    rng = random.Random(seed)
    found: list[tuple[int, list[int]]] = []
    while len(found) < count:
        hand_seed = rng.getrandbits(32)
        game = Game(rules, seed=hand_seed)
        players = [
            None if play == "random" else make_player(level_named(play), hand_seed + s)
            for s in range(rules.players)
        ]
        played: list[int] = []
        while not game.hand_over and len(found) < count:
            moves = [m for m in game.legal_moves() if m != CLAIM]
            seat = game.to_act
            assert seat is not None
            # A seat sure of 31 claims without a search: not a decision worth timing.
            choice = game.phase == PLAY_PHASE and len(moves) > 1
            if choice and game.points(seat) < CLAIM_TARGET and rng.random() < 0.3:
                found.append((hand_seed, played[:]))
            player = players[seat]
            if player is None:
                move = rng.choice(moves or game.legal_moves())
            else:
                move = int(player.choose(game.view(seat)))
            game.play_move(move, None)
            played.append(move)
    return found


def child(iterations: int | None, budget: float | None, niceness: int, same_core: bool) -> None:
    """Answer lines of ``preset players seed hand_seed move...`` with the seconds the expert
    took to decide (on the clock and of CPU), the worlds it sampled, the playouts it made,
    whether a time cap cut it short, and its decision. ``None`` for both ``iterations`` and
    ``budget``: the level's own settings."""
    from bura_desktop.ai import make_player, search
    from bura_desktop.core import Game

    if niceness:
        os.nice(niceness)
    if same_core:
        os.sched_setaffinity(0, {0})
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
        preset, players, *numbers = line.split()
        seed, hand_seed, *played = map(int, numbers)
        game = Game(rules_of(preset, int(players)), seed=hand_seed)
        for move in played:
            game.play_move(move, None)
        assert game.to_act is not None
        view = game.view(game.to_act)
        given = {"budget": budget, "iterations": iterations}
        own = iterations is None and budget is None
        player = make_player("expert", seed, **({} if own else given))
        worlds[0] = playouts[0] = 0
        start, cpu = time.perf_counter(), time.thread_time()
        action = player.choose(view)
        seconds, cpu = time.perf_counter() - start, time.thread_time() - cpu
        cut = int(bool(getattr(player, "cut_short", False)))  # older revisions cannot tell
        print(seconds, cpu, worlds[0], playouts[0], cut, str(action).replace(" ", "_"), flush=True)


def busy(count: int, same_core: bool) -> list[subprocess.Popen[bytes]]:
    """``count`` processes spinning at normal priority (on core 0 with ``same_core``)."""
    pin = "import os\nos.sched_setaffinity(0, {0})\n" if same_core else ""
    return [
        subprocess.Popen([sys.executable, "-c", pin + "while True:\n    pass"])
        for _ in range(count)
    ]


class Side:
    """One revision's answers."""

    def __init__(self) -> None:
        self.times: list[float] = []
        self.cpu: list[float] = []
        self.worlds: list[int] = []
        self.made: list[int] = []
        self.cut: list[bool] = []
        self.chosen: list[str] = []
        self.forms: list[str] = []


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--against", help="git revision to compare with")
    parser.add_argument("--positions", type=int, default=40)
    parser.add_argument("--iterations", type=int, default=600)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--preset", default="classic")
    parser.add_argument("--players", type=int, default=None, help="the preset's own if not told")
    parser.add_argument("--forms", action="store_true", help="eight forms, a table by form")
    parser.add_argument("--play", default="random", help="who plays the hands: random or a level")
    parser.add_argument("--budget", type=float, default=None, help="seconds, not playouts")
    parser.add_argument("--own", action="store_true", help="each side's own level settings")
    parser.add_argument("--decisions", help="write each side's decisions to PREFIX-<side>.txt")
    parser.add_argument("--busy", type=int, default=0, help="busy processes beside the workers")
    parser.add_argument("--nice", type=int, default=0, help="the workers' niceness")
    parser.add_argument("--same-core", action="store_true", help="all on one core")
    parser.add_argument("--child", action="store_true", help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.child:
        iterations = None if args.budget is not None or args.own else args.iterations
        child(iterations, args.budget, args.nice, args.same_core)
        return
    sys.path.insert(0, str(ROOT))
    forms = FORMS if args.forms else [(args.preset, rules_of(args.preset, args.players).players)]
    requests: list[tuple[str, str]] = []
    for preset, players in forms:
        rules = rules_of(preset, players)
        for i, (hand_seed, played) in enumerate(
            positions(args.positions, args.seed, rules, args.play)
        ):
            line = [preset, players, args.seed * 1000 + i, hand_seed, *played]
            requests.append((f"{preset} {players}p", " ".join(map(str, line))))
    with tempfile.TemporaryDirectory() as other:
        trees = {"this tree": str(ROOT)}
        if args.against:
            archive = subprocess.run(
                ["git", "archive", args.against, "bura_desktop"],
                cwd=ROOT,
                check=True,
                capture_output=True,
            ).stdout
            with tarfile.open(fileobj=BytesIO(archive)) as tar:
                tar.extractall(other, filter="data")
            trees = {args.against: other, **trees}
        workers = {
            name: subprocess.Popen(
                [sys.executable, __file__, "--child", "--iterations", str(args.iterations)]
                + ([] if args.budget is None else ["--budget", str(args.budget)])
                + (["--own"] if args.own else [])
                + ["--nice", str(args.nice)]
                + (["--same-core"] if args.same_core else []),
                env={**os.environ, "PYTHONPATH": tree},
                stdin=subprocess.PIPE,
                stdout=subprocess.PIPE,
                text=True,
            )
            for name, tree in trees.items()
        }
        spinning = busy(args.busy, args.same_core)
        sides = {name: Side() for name in trees}
        try:
            for i, (form, request) in enumerate(requests):
                order = list(workers) if i % 2 else list(reversed(workers))
                for name in order:
                    worker = workers[name]
                    assert worker.stdin is not None and worker.stdout is not None
                    worker.stdin.write(request + "\n")
                    worker.stdin.flush()
                    answer = worker.stdout.readline().split()
                    seconds, cpu, sampled, playouts, cut, chosen = answer
                    side = sides[name]
                    side.chosen.append(chosen.replace("_", " "))
                    side.times.append(float(seconds))
                    side.cpu.append(float(cpu))
                    side.worlds.append(int(sampled))
                    side.made.append(int(playouts))
                    side.cut.append(cut == "1")
                    side.forms.append(form)
        finally:
            for process in spinning:
                process.kill()
                process.wait()
        for worker in workers.values():
            assert worker.stdin is not None
            worker.stdin.close()
            worker.wait()
    if args.decisions:
        for name, side in sides.items():
            label = "this" if name == "this tree" else name
            Path(f"{args.decisions}-{label}.txt").write_text("\n".join(side.chosen) + "\n")
    load = f"; {args.busy} busy, nice {args.nice}" + (", one core" if args.same_core else "")
    if args.own:
        _own_times(args, sides, load)
        return
    each = f"{args.budget} s" if args.budget is not None else f"{args.iterations} playouts"
    print(f"{len(requests)} decisions, {each} each ({args.play} play{load}):")
    for name, side in sides.items():
        searched = [w for w in side.worlds if w]
        print(
            f"  {name:12} mean {1000 * statistics.fmean(side.times):7.1f} ms per decision; "
            f"{len(side.times) - len(searched)} answered without a search, the others "
            f"{sum(searched) / max(len(searched), 1):.0f} sampled worlds on average, "
            f"{sum(side.made) / len(side.times):.0f} playouts per decision"
        )
    if args.against:
        if args.budget is None:
            ratio = sum(sides["this tree"].times) / sum(sides[args.against].times)
            print(f"time per decision, this tree / {args.against}: {ratio:.2f}")
        else:
            ratio = sum(sides["this tree"].made) / sum(sides[args.against].made)
            print(f"playouts per decision, this tree / {args.against}: {ratio:.2f}")


def _summary(values: list[float]) -> str:
    ordered = sorted(values)
    p95 = ordered[min(len(ordered) - 1, int(0.95 * len(ordered)))]
    return f"{statistics.median(ordered):6.2f} {p95:6.2f} {ordered[-1]:6.2f}"


def _own_times(args: argparse.Namespace, sides: dict[str, Side], load: str) -> None:
    print(
        f"{len(next(iter(sides.values())).times)} decisions, each side's own settings "
        f"({args.play} play{load}); seconds: median, p95, max"
    )
    header = f"  {'side':12} {'form':14} {'n':>3}   {'CPU':^20}   {'clock':^20}  cut"
    print(header)
    for name, side in sides.items():
        groups = sorted(set(side.forms), key=side.forms.index) + ["all"]
        for form in groups:
            picked = [i for i, f in enumerate(side.forms) if form in ("all", f)]
            cpu = [side.cpu[i] for i in picked]
            clock = [side.times[i] for i in picked]
            cut = sum(side.cut[i] for i in picked)
            print(
                f"  {name:12} {form:14} {len(picked):3d}   {_summary(cpu)}   "
                f"{_summary(clock)}  {cut:3d}"
            )
    if args.against:
        this, other = sides["this tree"], sides[args.against]
        same = sum(a == b for a, b in zip(this.chosen, other.chosen, strict=True))
        ratio = statistics.median(this.cpu) / statistics.median(other.cpu)
        print(
            f"median CPU, this tree / {args.against}: {ratio:.2f}; "
            f"the same move in {same} of {len(this.chosen)}"
        )


if __name__ == "__main__":
    main()
