"""The reference the hint's reasons are checked against: ``tests/ai/reason_reference.json``.

    python tools/reason_reference.py [--positions 60] [--worlds 8000] [--out PATH]

Positions come from hands Intermediate players play in four forms (classic with 2 and 4
players, Kozel and penalty with 2). Where the hint (``ai.advice.advise``, as the table asks
it) gives reasons, what its two moves led to is measured again on worlds from another stream
(``review.effects_of`` with seed 1, the hint's is 0) that count as ``--worlds`` unweighed ones
(at most 12 times as many, ``effects.MOST``), and kept: the numbers
the hint shows must lie within ``tests/ai/test_reason_numbers.py``'s margins of these. Run it
again when the Expert's judgment changes (the test says so when a hint's moves no longer
match the file's).
"""

from __future__ import annotations

import argparse
import dataclasses
import json
import random
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
FORMS = [("classic", 2), ("classic", 4), ("kozel", 2), ("penalty", 2)]
# The hint's own seed is 0 (``advise``'s default): the reference's worlds are others.
REFERENCE_SEED = 1


def main() -> None:
    sys.path.insert(0, str(ROOT))
    from bura_desktop.ai import make_player
    from bura_desktop.ai.advice import advise
    from bura_desktop.ai.review import effects_of
    from bura_desktop.core import Game, Rules

    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--positions", type=int, default=60)
    parser.add_argument("--worlds", type=int, default=8000)
    parser.add_argument("--seed", type=int, default=48)
    parser.add_argument("--out", default=str(ROOT / "tests" / "ai" / "reason_reference.json"))
    args = parser.parse_args()
    rng = random.Random(args.seed)
    found: list[dict[str, object]] = []
    while len(found) < args.positions:
        preset, players = FORMS[len(found) % len(FORMS)]
        rules = Rules.preset(preset, players=players)
        hand_seed = rng.getrandbits(32)
        game = Game(rules, seed=hand_seed)
        computers = [make_player("intermediate", hand_seed + s) for s in range(players)]
        played: list[int] = []
        while not game.hand_over:
            seat = game.to_act
            assert seat is not None
            view = game.view(seat)
            if len(view.legal_actions()) > 1 and rng.random() < 0.25:
                advice = advise(view)
                if advice.reasons:
                    assert advice.other is not None
                    pair = [int(advice.action), int(advice.other)]
                    reference = effects_of(view, pair, REFERENCE_SEED, args.worlds, args.worlds)
                    found.append(
                        {
                            "preset": preset,
                            "players": players,
                            "hand_seed": hand_seed,
                            "played": played[:],
                            "best": pair[0],
                            "other": pair[1],
                            "effects": [dataclasses.asdict(e) for e in reference],
                        }
                    )
                    print(f"{len(found)}/{args.positions} {preset} {players}p", flush=True)
                    break  # one position a hand: the positions are apart
            move = int(computers[seat].choose(view))
            game.play_move(move, None)
            played.append(move)
    Path(args.out).write_text(json.dumps(found, indent=1) + "\n")


if __name__ == "__main__":
    main()
