"""The hint: the review's judgment of the choice a seat has now, and why (issue #37).

``advise`` weighs the moves the Expert would search exactly as the review weighs a decision
(``review.WORLDS`` worlds, every move on the same worlds and rollout luck, ``search.evaluate``),
from a random stream seeded by the position (``search.position_rng``): the same position gets
the same advice, asked twice or on another machine. With the best
move it names the next best and, where the two differ by more than the review's noise
(``review.FINE``), what the best one keeps or avoids (``effects.reasons``).
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from bura_desktop.ai import effects, make_player
from bura_desktop.ai.effects import Reason
from bura_desktop.ai.review import FINE, WORLDS
from bura_desktop.ai.search import SearchPlayer, obvious, position_rng
from bura_desktop.core.actions import Action
from bura_desktop.core.cards import FULL_MASK
from bura_desktop.core.view import SeatView


@dataclass(frozen=True)
class Advice:
    """The move to make; the next best weighed (None when nothing else was worth weighing),
    and why the move is better than it (empty when the two are about as good)."""

    action: Action
    other: Action | None = None
    reasons: tuple[Reason, ...] = ()


def advise(view: SeatView, seed: int = 0, worlds: int = WORLDS) -> Advice:
    """The review's best move for ``view``'s seat, the next best and why (see the module)."""
    expert = make_player("expert", seed)
    assert isinstance(expert, SearchPlayer)
    legal = [int(a) for a in view.legal_actions()]
    sure = obvious(view, legal)
    moves = expert.searched(view, legal)
    if sure is not None or len(moves) == 1:
        return Advice(Action(sure if sure is not None else moves[0]))
    stream = position_rng(seed, view).getrandbits(64)
    values, _ = expert.values(view, moves, random.Random(stream), worlds * len(moves))
    ranked = sorted(range(len(moves)), key=lambda i: -values[i])
    best, other = moves[ranked[0]], moves[ranked[1]]
    if values[ranked[0]] - values[ranked[1]] <= FINE:
        return Advice(Action(best), Action(other))
    pair = [best, other]
    found = expert.effects(view, pair, random.Random(stream), min(worlds, effects.WORLDS))
    why = effects.reasons(found[0], found[1], all(m & FULL_MASK for m in pair))
    return Advice(Action(best), Action(other), why)


__all__ = ["Advice", "advise"]
