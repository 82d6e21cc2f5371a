"""The hint: the review's judgment of the choice a seat has now, and why (issues #37, #48).

``advise`` weighs the moves the Expert would search exactly as the review weighs a decision
(``review.weigh``: ``review.WORLDS`` worlds, every move on the same worlds and rollout luck,
from a random stream seeded by the position): the same position gets the same advice, asked
twice or on another machine, and the review of that position finds the hinted move the best
on the same worlds. With the best move it names the next best and, where the two differ by
more than the review's noise (``review.FINE``), what the best one keeps or avoids, measured on
those worlds (``Weighed.reasons``).
"""

from __future__ import annotations

from dataclasses import dataclass

from bura_desktop.ai.effects import Reason
from bura_desktop.ai.review import FINE, WORLDS, searched, weigh
from bura_desktop.ai.search import obvious
from bura_desktop.core.actions import Action
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
    legal = [int(a) for a in view.legal_actions()]
    sure = obvious(view, legal)
    moves = searched(view)
    if sure is not None or len(moves) == 1:
        return Advice(Action(sure if sure is not None else moves[0]))
    weighed = weigh(view, moves, seed, worlds)
    ranked = sorted(range(len(moves)), key=lambda i: -weighed.values[i])
    best, other = ranked[0], ranked[1]
    if weighed.values[best] - weighed.values[other] <= FINE:
        return Advice(Action(moves[best]), Action(moves[other]))
    return Advice(Action(moves[best]), Action(moves[other]), weighed.reasons(best, other))


__all__ = ["Advice", "advise"]
