"""The engine's random-playout speed next to OpenSpiel's, measured in turns on this machine.

Issue #2 states the engine's speed target against OpenSpiel's C++ card games driven from Python
(about 150,000 random actions/s for hearts and skat where the target of 400,000 was set). This
machine's speed drifts by nearly 2x over a day, so the ratio of the two, measured minutes apart,
is the figure to compare; ``sim --bench`` alone is not.

    python3 -m venv /tmp/spiel && /tmp/spiel/bin/pip install open_spiel
    /tmp/spiel/bin/python tools/spiel_reference.py [--rounds 3] [--seconds 3]

The engine needs nothing but the standard library, so the OpenSpiel environment runs both.

Beside the engine's random playouts it reports the search's own rollouts as the search plays
them (``ai.playout``, issue #20). They are not random: each move is the cheap rule-of-thumb
policy's (``basic``, the advanced player's; ``smart``, the expert's), which thinks more per move
than a random player, so their ratio to OpenSpiel's random actions is a floor for the engine's.
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bura_desktop.bench.sim import bench, rollout_bench
from bura_desktop.core.rules import Rules

SPIEL_GAMES = ("hearts", "skat")


def spiel_actions_per_s(name: str, seconds: float) -> float:
    """Random player actions per second of CPU time over whole OpenSpiel games."""
    import pyspiel

    game = pyspiel.load_game(name)
    rng = random.Random(1)
    actions = 0
    start = time.process_time()
    while time.process_time() - start < seconds:
        state = game.new_initial_state()
        while not state.is_terminal():
            if state.is_chance_node():
                outcomes = state.chance_outcomes()
                state.apply_action(outcomes[int(rng.random() * len(outcomes))][0])
            else:
                legal = state.legal_actions()
                state.apply_action(legal[int(rng.random() * len(legal))])
                actions += 1
    return actions / (time.process_time() - start)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--rounds", type=int, default=3, help="alternating measurements")
    parser.add_argument("--seconds", type=float, default=3.0, help="time per figure")
    args = parser.parse_args(argv)
    try:
        import pyspiel  # noqa: F401
    except ImportError:
        parser.error("pyspiel is not installed here: pip install open_spiel (see --help)")
    rules = Rules.preset("classic")
    ratios = []
    rollout_ratios: dict[str, list[float]] = {"basic": [], "smart": []}
    for _ in range(args.rounds):
        spiel = {name: spiel_actions_per_s(name, args.seconds) for name in SPIEL_GAMES}
        ours = bench(rules, args.seconds)["playout_actions_per_s"]
        rollouts = rollout_bench(rules, args.seconds, rounds=1)
        reference = statistics.fmean(spiel.values())
        ratios.append(ours / reference)
        row = {name: round(rate) for name, rate in spiel.items()}
        row["bura_playout_actions_per_s"] = ours
        row["ratio"] = round(ours / reference, 2)
        for policy, figures in rollouts.items():
            fast = figures["fast_actions_per_s"]
            rollout_ratios[policy].append(fast / reference)
            row[f"bura_{policy}_rollout_actions_per_s"] = fast
            row[f"{policy}_rollout_ratio"] = round(fast / reference, 2)
        print(json.dumps(row))
    target = 400_000 / 150_000
    print(
        f"engine / OpenSpiel: median {statistics.median(ratios):.2f} "
        f"(issue #2's target is {target:.2f})"
    )
    for policy, values in rollout_ratios.items():
        median = statistics.median(values)
        print(f"{policy} policy rollouts (ai.playout) / OpenSpiel: median {median:.2f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
