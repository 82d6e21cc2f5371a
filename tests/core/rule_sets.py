"""The tests' rule sets, drawn from the options' declarations (``core.options``): a new option
is drawn here as soon as its field declares it, with every value it allows."""

from __future__ import annotations

import dataclasses
import itertools
import random
from typing import Any

from hypothesis import strategies as st

from bura_desktop.core import Rules
from bura_desktop.core.options import Option
from bura_desktop.core.rules import OPTIONS

# How often an option is changed from its preset's value.
CHANGED = 0.35
# Every lead size set a lead could be asked to have (the rules refuse most without a 1).
_SIZES = [c for k in (1, 2, 3) for c in itertools.combinations((1, 2, 3), k)]


def _drawn(said: Option, rng: random.Random) -> Any:
    """A value of option ``said``, or None where the tests keep the preset's (a number they do
    not try)."""
    match said.kind:
        case "choice":
            return rng.choice(said.values)
        case "flag":
            return rng.random() < 0.5
        case "sizes":
            return rng.choice(_SIZES)
        case "number":
            return rng.randint(*said.tried) if said.tried else None


def random_rules(rng: random.Random) -> Rules:
    """A preset, each option of it changed now and then to any value the option allows, and
    changes the rules refuse undone one by one (an option at fault at random) until they play."""
    preset = rng.choice(Rules.PRESETS)
    base = Rules.preset(preset)
    changes: dict[str, Any] = {}
    for name, said in OPTIONS.items():
        if name == "players" or rng.random() < CHANGED:
            value = _drawn(said, rng)
            if value is not None and value != getattr(base, name):
                changes[name] = value
    players = changes.pop("players", base.players)
    # The preset as that many play it (the rules sheet rotates the lead from three on).
    for count in range(players, 1, -1):
        try:
            base = Rules.preset(preset, players=count)
            break
        except ValueError:
            continue
    rules = dataclasses.replace(base, **changes)
    while problems := rules.problems():
        at_fault = sorted({name for p in problems for name in p.options} & changes.keys())
        if not at_fault:  # only the players for the changes left: the preset plays
            changes.clear()
        else:
            del changes[rng.choice(at_fault)]
        rules = dataclasses.replace(base, **changes)
    return rules


def rules_strategy() -> st.SearchStrategy[Rules]:
    """``random_rules`` for Hypothesis, from a seed it draws."""
    return st.integers(0, 2**63).map(lambda seed: random_rules(random.Random(seed)))
