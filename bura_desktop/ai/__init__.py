"""Computer players (see docs/DESIGN.md, "The AI API"): pure Python on top of ``bura_desktop.core``.

``make_player(level, seed=None, **options)`` gives a player whose ``choose(view)`` returns an
action for ``game.apply``. A player sees only the view of its seat, never the game.
"""

from __future__ import annotations

from typing import Any

from bura_desktop.ai.beginner import BeginnerPlayer
from bura_desktop.ai.endgame import EXACT_STOCK
from bura_desktop.ai.intermediate import IntermediatePlayer
from bura_desktop.ai.player import Player, RandomPlayer
from bura_desktop.ai.search import SearchPlayer
from bura_desktop.core.levels import LEVELS, Level

# Seconds of CPU time (the search thread's, not the clock's) a search level may spend on one
# decision at most: a safety net against a machine far slower than any measured, which no
# decision reaches here (the Expert's longest measured decisions took about 1.5 s of CPU,
# ``tools/bench_expert.py --forms --play intermediate --own``). A busy machine slows a decision
# but cannot cut it short: the player is the same under any load (issue #48).
BUDGETS = {"advanced": 2.0, "expert": 30.0}
# Playouts a search level weighs at most. The advanced player weighs a few dozen sampled worlds:
# it sees the main lines but not the fine ones, a level between the rules of thumb and the
# expert. The expert stops as soon as its choice is settled (``search.settled``), most
# decisions well before its cap. Work, not time: each level is the same player on every machine.
PLAYOUTS = {"advanced": 100, "expert": 12_000}


def level_named(text: str) -> Level:
    """The level ``text`` names (from settings or a command line), or ``ValueError``."""
    for level in LEVELS:
        if text == level:
            return level
    raise ValueError(f"unknown level {text!r}; choose one of {', '.join(LEVELS)}")


def make_player(level: Level, seed: int | None = None, **options: Any) -> Player:
    """A computer player of ``level``; search levels take ``budget`` (s) and ``iterations``."""
    if level == "random":
        return RandomPlayer(seed, **options)
    if level == "beginner":
        return BeginnerPlayer(seed, **options)
    if level == "intermediate":
        return IntermediatePlayer(seed, **options)
    if level in BUDGETS:
        options.setdefault("budget", BUDGETS[level])
        if level in PLAYOUTS:
            options.setdefault("iterations", PLAYOUTS[level])
        if level == "expert":
            # The expert plays its worlds out with a policy that knows multi-card leads and the
            # race to 31, and plays the last tricks of each world exactly. It leaves dominated
            # throws unsearched; the advanced player does not, as its strength is pinned by its
            # playout count, and fewer branches would move it up towards the expert.
            options.setdefault("rollout", "smart")
            options.setdefault("exact", EXACT_STOCK)
            options.setdefault("prune_discards", True)
            # Throws that cannot win are weighed with the plain policy: the smart one leads every
            # plain pair it holds, and over its rollouts keeping a pair looked worth more than
            # the points thrown to keep it (issue #20: 10♥ thrown to keep J♣ 10♣).
            options.setdefault("throw_rollout", "basic")
            # Where every hand is played out (Kozel, penalty scoring) the plain policy's rollouts
            # judge better than the smart one's, made for the race to 31 (issue #20, measured
            # against the advanced player over 900 Kozel hands: 51.7% -> 54.8%; over 800 penalty
            # hands no different, 56.6% -> 56.7%).
            options.setdefault("played_out_rollout", "basic")
            # Worlds weighed by the other seats' plays (issue #20: inference from play).
            options.setdefault("infer", True)
            options.setdefault("settle", True)
        return SearchPlayer(level, seed, **options)
    level_named(level)  # a caller without types may pass any text: say what is wrong with it
    raise AssertionError(f"level {level!r} has no player")


__all__ = ["BUDGETS", "LEVELS", "PLAYOUTS", "Level", "Player", "level_named", "make_player"]
