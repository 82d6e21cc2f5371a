"""How long a recorded hand takes to play again: what opening it in the history's viewer costs.

    python -m bura_desktop.bench.replay [--hands 200]

For each preset at its fewest and most players, random hands are recorded as the statistics
keep them (standing, seed, actions) and replayed; the figures are per hand: the replay alone,
and the replay with the human seat's view at every step (what the viewer lays out).
"""

from __future__ import annotations

import argparse
import random
import statistics
import time

from bura_desktop.core.actions import CLAIM, Action
from bura_desktop.core.game import Game
from bura_desktop.core.replay import HandScript, action_of, hand_start
from bura_desktop.core.rules import PRESET_PLAYERS, Rules
from bura_desktop.core.scoring import CLAIM_TARGET


def scripts(rules: Rules, hands: int, seed: int) -> list[HandScript]:
    """``hands`` random hands, each recorded from its events as the keeper records it. The
    players move at random but claim exactly when they hold 31 (as ``bench.sim``'s)."""
    rng = random.Random(seed)
    found: list[HandScript] = []
    game = Game(rules, seed=seed)
    while len(found) < hands:
        if game.session_over:
            seed += 1
            game = Game(rules, seed=seed)
        elif game.hand_over:
            game.next_hand()
        start = hand_start(game)
        actions = []
        while (seat := game.to_act) is not None:
            moves = game.legal_moves()
            if moves[-1] == CLAIM and game.points(seat) >= CLAIM_TARGET:
                move = CLAIM
            else:
                move = rng.choice([m for m in moves if m != CLAIM] or moves)
            action = action_of(game.apply(Action(move)))
            assert action is not None  # every action's events start with its own
            actions.append(action)
        assert game.hand_seed is not None  # dealt from the seed, not stacked
        found.append(HandScript(rules, start, game.hand_seed, tuple(actions)))
    return found


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--hands", type=int, default=200)
    args = parser.parse_args()
    print(f"{'preset':<12} {'players':>7} {'actions':>8} {'replay ms':>18} {'with views ms':>18}")
    for preset, (fewest, most) in PRESET_PLAYERS.items():
        for players in (fewest, most):
            rules = Rules.preset(preset, players=players)
            plays, viewed, lengths = [], [], []
            for script in scripts(rules, args.hands, players):
                begun = time.perf_counter()
                replayed = script.play()
                played = time.perf_counter()
                for step in (replayed.dealt, *(s.game for s in replayed.steps)):
                    step.view(0)
                plays.append(played - begun)
                viewed.append(time.perf_counter() - begun)
                lengths.append(len(script.actions))

            def figures(times: list[float]) -> str:
                # The 95th percentile rather than the maximum: on a shared machine the single
                # slowest hand measures the scheduler.
                median = statistics.median(times) * 1000
                high = statistics.quantiles(times, n=20)[-1] * 1000
                return f"{median:6.2f} (p95 {high:5.2f})"

            print(
                f"{preset:<12} {players:>7} {statistics.median(lengths):>8}"
                f" {figures(plays):>18} {figures(viewed):>18}"
            )


if __name__ == "__main__":
    main()
