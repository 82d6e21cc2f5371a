"""Headless simulator and engine benchmark.

    python -m bura_desktop.bench.sim --preset classic --players 3 --hands 1000 --json
    python -m bura_desktop.bench.sim --bench

Players are random: each picks a uniformly random legal action, except that a claim is made
exactly when the claimer holds 31 or more (a random claim would end almost every hand at once).
The bench also times the search's rollouts (its rule-of-thumb policies) both ways, the per-move
loop and ``ai.playout``, in turns, and reports their ratio (``rollouts``).
"""

from __future__ import annotations

import argparse
import dataclasses
import functools
import json
import random
import statistics
import sys
import time
from collections import Counter
from collections.abc import Callable
from typing import Any

from bura_desktop.ai.playout import play_out
from bura_desktop.ai.rollout import POLICIES, Policy, play_per_move
from bura_desktop.core.actions import CLAIM
from bura_desktop.core.game import Game
from bura_desktop.core.rules import CHOICES, Rules
from bura_desktop.core.scoring import CLAIM_TARGET
from bura_desktop.core.state import GameState


def play_hand(game: Game, rng: random.Random, limit: int | None = None) -> int:
    """Play random moves to the end of the hand (or ``limit`` moves); return the moves made.

    A claim is made exactly when the claimer holds 31 or more; otherwise every legal move is
    equally likely.
    """
    legal_moves, play_move, points = game.legal_moves, game.play_move, game.points
    chance, target = rng.random, CLAIM_TARGET
    actions = 0
    while (seat := game.to_act) is not None and actions != limit:
        moves = legal_moves()
        count = len(moves)
        if moves[-1] == CLAIM:  # the engine lists a legal claim last
            if points(seat) >= target:
                play_move(CLAIM)
                actions += 1
                continue
            count -= 1
        play_move(moves[int(chance() * count)])
        actions += 1
    return actions


def simulate(rules: Rules, hands: int, seed: int) -> dict[str, Any]:
    rng = random.Random(seed)
    game = Game(rules, seed=seed)
    outcomes: Counter[str] = Counter()
    tricks, points, actions, sessions = [], [], 0, 1
    for _ in range(hands):
        actions += play_hand(game, rng)
        outcome = game.outcome
        assert outcome is not None  # the hand was played to its end
        outcomes[outcome.how] += 1
        tricks.append(game.tricks_played)
        points.append(sum(outcome.points))
        if game.session_over:
            sessions += 1
            game = Game(rules, seed=rng.getrandbits(63))
        else:
            game.next_hand(record=False)
    return {
        "rules": rules.to_dict(),
        "hands": hands,
        "sessions_started": sessions,
        "actions": actions,
        "outcomes": dict(sorted(outcomes.items())),
        "tricks_per_hand": round(statistics.fmean(tricks), 2),
        "card_points_won_per_hand": round(statistics.fmean(points), 2),
        "last_session": {
            "bankrolls": [game.bankroll(s) for s in range(rules.players)],
            "pot": game.pot,
            "scores": [game.score(s) for s in range(rules.players)],
        },
    }


def bench(rules: Rules, seconds: float) -> dict[str, Any]:
    """Random play on this core: whole hands, playouts as the search runs them, and clones.

    - whole hands: deal, play to the end with random players, score; the session goes on.
    - playouts: what the search does thousands of times a move: clone a position (a fresh deal
      or a few moves into a hand) and play it to the end. No deal, no events.
    - clones: copies of a position a few moves into a hand.
    - loop_ns: one turn of a plain Python loop, to read the others against.

    Timed in process CPU time, so other work on the machine does not count against it.
    """
    rng = random.Random(1)
    game = Game(rules, seed=1)
    hands = actions = 0
    start = time.process_time()
    while time.process_time() - start < seconds:
        for _ in range(100):
            actions += play_hand(game, rng)
            hands += 1
            if game.session_over:
                game = Game(rules, seed=rng.getrandbits(63))
            else:
                game.next_hand(record=False)
    played = time.process_time() - start
    positions = bench_positions(rules, rng)
    playouts = playout_actions = 0
    start = time.process_time()
    while time.process_time() - start < seconds:
        for position in positions:
            playout_actions += play_hand(position.clone(), rng)
        playouts += len(positions)
    played_out = time.process_time() - start
    middle = positions[3]
    clones = 0
    start = time.process_time()
    while time.process_time() - start < seconds:
        for _ in range(1000):
            middle.clone()
        clones += 1000
    cloned = time.process_time() - start
    return {
        "hand_actions_per_s": round(actions / played),
        "hands_per_s": round(hands / played),
        "actions_per_hand": round(actions / hands, 1),
        "playout_actions_per_s": round(playout_actions / played_out),
        "playouts_per_s": round(playouts / played_out),
        "clones_per_s": round(clones / cloned),
        "loop_ns": _loop_ns(),
        "python": sys.version.split()[0],
    }


def bench_positions(rules: Rules, rng: random.Random) -> list[Game]:
    """The positions the bench plays out: fresh deals and deals a few random moves on."""
    positions = []
    for seed in range(500):
        position = Game(rules, seed=seed)
        play_hand(position, rng, limit=seed % 5)
        if position.to_act is not None:
            positions.append(position)
    return positions


def rollout_bench(rules: Rules, seconds: float, rounds: int) -> dict[str, Any]:
    """The search's rollouts both ways, for each policy: the per-move loop
    (``rollout.play_per_move``: ``legal_moves`` and ``play_move`` at every move) and
    ``playout.play_out`` (the trick play in local variables), in ``rounds`` turns of
    ``seconds`` each, so that the machine's drifting speed falls on both alike.

    Every pass plays the bench's positions out from the same random numbers, so both ways play
    the same hands, checked state for state before anything is timed; the actions are counted
    once, on the per-move loop.
    """
    positions = bench_positions(rules, random.Random(1))
    result: dict[str, Any] = {}
    for name, policy in POLICIES.items():
        actions = 0

        def counted(game: Game, rng: random.Random, policy: Policy = policy) -> int:
            nonlocal actions
            actions += 1
            return policy(game, rng)

        ways: dict[str, Playing] = {
            "per_move": functools.partial(play_per_move, policy=policy),
            "fast": functools.partial(play_out, policy=policy),
        }
        counting = _pass(positions, functools.partial(play_per_move, policy=counted))
        if not counting == _pass(positions, ways["per_move"]) == _pass(positions, ways["fast"]):
            raise AssertionError(f"the {name} rollouts differ both ways: ai.playout is wrong")
        rates: dict[str, list[float]] = {way: [] for way in ways}
        for _ in range(rounds):
            for way, play in ways.items():
                passes = 0
                start = time.process_time()
                while time.process_time() - start < seconds:
                    rng = random.Random(1)
                    for position in positions:
                        play(position.clone(), rng)
                    passes += 1
                rates[way].append(passes * actions / (time.process_time() - start))
        ratios = [f / p for f, p in zip(rates["fast"], rates["per_move"], strict=True)]
        result[name] = {
            "per_move_actions_per_s": round(statistics.median(rates["per_move"])),
            "fast_actions_per_s": round(statistics.median(rates["fast"])),
            "ratio": round(statistics.median(ratios), 2),
            "actions_per_playout": round(actions / len(positions), 1),
        }
    return result


Playing = Callable[[Game, random.Random], None]


def _pass(positions: list[Game], play: Playing) -> list[GameState]:
    """Every position played out by ``play`` from the same random numbers; the final states."""
    rng = random.Random(1)
    finals = []
    for position in positions:
        game = position.clone()
        play(game, rng)
        finals.append(game.state())
    return finals


def _loop_ns() -> float:
    """CPU time of one turn of a plain Python loop: this machine's speed drifts by nearly 2x over
    a day, and the engine's figures drift with it, so they are read against this."""
    total = 0
    start = time.process_time()
    for i in range(2_000_000):
        total += i
    return round((time.process_time() - start) / 2_000_000 * 1e9, 1)


def _option(text: str) -> tuple[str, object]:
    name, _, value = text.partition("=")
    fields = {f.name: f for f in dataclasses.fields(Rules)}
    if name not in fields or not value:
        raise argparse.ArgumentTypeError(f"unknown rule option {text!r}; use NAME=VALUE")
    default = getattr(Rules(), name)
    parsed: object
    if isinstance(default, bool):
        if value.lower() not in ("true", "false"):
            raise argparse.ArgumentTypeError(f"{name} takes true or false, not {value!r}")
        parsed = value.lower() == "true"
    elif isinstance(default, int):
        try:
            parsed = int(value)
        except ValueError:
            raise argparse.ArgumentTypeError(f"{name} takes a whole number") from None
    elif isinstance(default, tuple):
        parsed = tuple(int(v) for v in value.split(","))
    else:
        parsed = value
    if name in CHOICES and parsed not in CHOICES[name]:
        choices = ", ".join(map(str, CHOICES[name]))
        raise argparse.ArgumentTypeError(f"{name} is one of {choices}")
    return name, parsed


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="python -m bura_desktop.bench.sim",
        description=__doc__,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    parser.add_argument("--preset", default="classic", choices=Rules.PRESETS)
    parser.add_argument("--players", type=int, default=None)
    parser.add_argument(
        "--set",
        dest="options",
        type=_option,
        action="append",
        default=[],
        metavar="NAME=VALUE",
        help="change a rule option, e.g. closed_cards=true",
    )
    parser.add_argument("--hands", type=int, default=1000)
    parser.add_argument("--seed", type=int, default=None)
    parser.add_argument("--json", action="store_true", help="print the summary as JSON")
    parser.add_argument("--bench", action="store_true", help="measure random-playout speed instead")
    parser.add_argument("--seconds", type=float, default=3.0, help="time per bench figure")
    parser.add_argument(
        "--rounds", type=int, default=3, help="turns of the two rollout loops in the bench"
    )
    args = parser.parse_args(argv)
    changes = dict(args.options)
    if args.players is not None:
        changes["players"] = args.players
    try:
        rules = Rules.preset(args.preset, **changes)
    except ValueError as error:
        parser.error(str(error))
    if args.bench:
        result = bench(rules, args.seconds)
        result["rollouts"] = rollout_bench(rules, args.seconds, args.rounds)
    else:
        seed = args.seed if args.seed is not None else random.SystemRandom().getrandbits(63)
        result = simulate(rules, args.hands, seed)
        result["seed"] = seed
    if args.json or args.bench:
        print(json.dumps(result, indent=2, ensure_ascii=False))
    else:
        for key, value in result.items():
            print(f"{key}: {value}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
