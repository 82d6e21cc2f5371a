"""A hash of everything the engine says over many random games, to prove a refactor changed nothing.

    python tools/engine_fingerprint.py [--rule-sets 400] [--seed 22]

Plays one random session (a few hands) under each of many random rule sets (every preset, 2 to
its most players, closed cards, Moscow, blind, the 32-card pack and the other options at random)
and hashes, at every step: the legal actions, the events, each seat's view and projected events,
the JSON save and its reload, a clone, a sampled world of the seat to act, and the refusal of an
illegal action. Run it before and after a change: the hashes must be equal.

Only the public API (and ``sample_game``) is used, so the same script runs on older commits.
"""

from __future__ import annotations

import argparse
import hashlib
import random
import sys
from enum import Enum
from pathlib import Path
from typing import Any

# The checkout this script is in, not the installed package: a worktree fingerprints itself.
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bura_desktop.ai.sampling import sample_game
from bura_desktop.core import Game, IllegalAction, Rules, project
from bura_desktop.core.rules import CHOICES

# The most players each preset allows (Kozel's four-card hands seat five at most).
MOST_PLAYERS = {"classic": 6, "rules_sheet": 6, "kozel": 5, "penalty": 6}
# Options drawn at random on top of a preset, when the rest of the preset allows them.
FREE_CHOICES = ("deal", "first_lead", "stock_end", "next_dealer", "next_lead", "deck")


def canon(value: Any) -> str:
    """A text of ``value`` that does not depend on how a word is typed (str, Literal or
    StrEnum): values of str subclasses are written as plain strings."""
    if isinstance(value, Enum):
        return repr(value.value)
    if isinstance(value, str):
        return repr(str.__str__(value))
    if isinstance(value, tuple | list):
        name = type(value).__name__ if hasattr(value, "_fields") else ""
        return name + "(" + ",".join(canon(v) for v in value) + ")"
    if hasattr(value, "__dataclass_fields__"):
        fields = ",".join(
            f"{f}={canon(getattr(value, f))}" for f in value.__dataclass_fields__ if f != "rules"
        )
        return f"{type(value).__name__}({fields})"
    return repr(value)


def random_rules(rng: random.Random) -> Rules:
    name = rng.choice(Rules.PRESETS)
    base = Rules.preset(name)
    changes: dict[str, Any] = {
        "players": rng.randint(2, MOST_PLAYERS[name]),
        "closed_cards": rng.random() < 0.5,
        "moscow": rng.random() < 0.5,
    }
    if base.scoring == "pot":
        changes["blind"] = rng.random() < 0.5
    for option in FREE_CHOICES:
        if rng.random() < 0.3:
            changes[option] = rng.choice(CHOICES[option])
    if base.claims and rng.random() < 0.3:
        changes["last_chance"] = True
    try:
        return Rules.preset(name, **changes)
    except ValueError:  # a combination the rules refuse: the preset with the sure changes
        return Rules.preset(name, players=changes["players"])


def play_session(rules: Rules, rng: random.Random, out: Any, hands: int = 3) -> int:
    """Play random actions through up to ``hands`` hands, feeding everything said to ``out``."""
    game = Game(rules, seed=rng.getrandbits(63), dealer=rng.choice([None, 0]))
    out(canon(game.opening_events))
    steps = 0
    for _ in range(hands):
        while game.to_act is not None:
            steps += 1
            seat = game.to_act
            legal = game.legal_actions()
            out(",".join(map(str, legal)))
            for s in range(rules.players):
                out(canon(game.view(s)))
            text = game.to_json()
            out(text)
            if Game.from_json(text).to_json() != text or game.clone().to_json() != text:
                raise SystemExit("a reload or a clone differs from the game")
            if steps % 3 == 0:
                out(sample_game(game.view(seat), random.Random(steps)).to_json())
            probe = rng.choice(["claim", "pass", "blind", "declare bura", "play A♠ 7♥", "play 9♦"])
            try:
                game.clone().apply(probe)
                out("legal " + probe)
            except IllegalAction as refusal:
                out(canon(refusal.refusal))
            claims = [a for a in legal if a.kind == "claim"]
            others = [a for a in legal if a.kind != "claim"]
            pick = rng.choice(claims if claims and (not others or rng.random() < 0.1) else others)
            events = game.apply(str(pick) if rng.random() < 0.5 else pick)
            out(canon(events))
            for s in range(rules.players):
                out(canon(project(events, s)))
        if game.session_over:
            break
        events = game.next_hand()
        out(canon(events))
    return steps


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rule-sets", type=int, default=400)
    parser.add_argument("--seed", type=int, default=22)
    args = parser.parse_args(argv)
    rng = random.Random(args.seed)
    digest = hashlib.sha256()

    def out(text: str) -> None:
        digest.update(text.encode())
        digest.update(b"\n")

    steps = 0
    for _ in range(args.rule_sets):
        rules = random_rules(rng)
        out(repr(sorted(rules.to_dict().items())))
        steps += play_session(rules, rng, out)
    print(f"{digest.hexdigest()}  {args.rule_sets} rule sets, {steps} actions")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
