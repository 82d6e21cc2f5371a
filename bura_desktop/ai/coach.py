"""The coach: before a move the review would mark as costly, a word of caution (issue #38).

``judge`` weighs the move about to be played against the moves the Expert would search, exactly
as the hint and the review do (``review.weigh``: ``review.WORLDS`` worlds, every move on the
same worlds and rollout luck, from a random stream seeded by the position), so the coach, the
hint and the review judge alike and the same position always gets the same word. It speaks
only where the review would mark the move (worse than the best by more than
``review.THRESHOLD``) and where that difference is beyond the judgment's own noise: the lead
of the better move over the played one, on the same worlds, is ``search.LEAD_Z`` standard
errors or more (``Paired.lead``, the errors the search settles its own choices by). The
Expert's own decisions, reviewed, lose more than the review's ``FINE`` now and then (issue
#37's calibration): such a difference is a sampling accident the coach must not read as a
mistake.

A move that is forced, or the one obvious move (a claim sure of 31, an instant win), is never
weighed.

Measured with ``python -m bura_desktop.bench.coach --positions 500 --jobs 1`` (Beginner,
Intermediate and Advanced seats, classic, 2 and 4 players; the review on worlds of its own):
the coach spoke before 361 of 501 moves the review marked (72 %; 93 % of those costing more
than 0.2) and 20 of 1,651 it did not (1.2 %: 16 of 218 slight inaccuracies, 4 of 1,433 moves
the review found best or fine). A judgment takes about as long as the hint (``--hint``).
"""

from __future__ import annotations

from dataclasses import dataclass

from bura_desktop.ai.effects import Reason
from bura_desktop.ai.review import THRESHOLD, WORLDS, Unit, in_unit, searched, unit_of
from bura_desktop.ai.review import weigh as weigh_moves
from bura_desktop.ai.search import LEAD_Z, obvious
from bura_desktop.core.actions import Action
from bura_desktop.core.view import SeatView


@dataclass(frozen=True)
class Caution:
    """The coach's word on a move about to be played: ``better`` is worth more than ``action``
    by ``cost`` in the review's ``unit`` (``utility_cost`` in the search's utility), with the
    error of that difference (``error``, the same utility) and what ``better`` keeps or
    avoids (``reasons``, possibly none to name)."""

    action: Action
    better: Action
    cost: float
    unit: Unit
    utility_cost: float
    error: float
    reasons: tuple[Reason, ...] = ()


@dataclass(frozen=True)
class Judgment:
    """All ``weigh`` found of a move, spoken of or not (the benchmark counts both): the best
    move weighed, the move's shortfall from it and that shortfall's standard error (the
    search's utility). ``caution`` is what the coach says, None when it keeps quiet."""

    best: Action
    lead: float
    error: float
    caution: Caution | None


def judge(view: SeatView, action: Action, seed: int = 0, worlds: int = WORLDS) -> Caution | None:
    """The coach's word on playing ``action`` (legal) at ``view``, or None when the move is
    the best, or not worse than the best by more than the review's mark and the noise."""
    judgment = weigh(view, action, seed, worlds)
    return None if judgment is None else judgment.caution


def weigh(view: SeatView, action: Action, seed: int = 0, worlds: int = WORLDS) -> Judgment | None:
    """``judge``'s weighing; None where the move is not weighed (forced, obvious, the only one
    worth searching)."""
    legal = [int(a) for a in view.legal_actions()]
    played = int(action)
    if len(legal) < 2 or obvious(view, legal) == played:
        return None
    moves = searched(view, played)
    if len(moves) == 1:
        return None
    # The hint's judgment: the worlds and luck the hint weighed its moves on.
    weighed = weigh_moves(view, moves, seed, worlds)
    best = weighed.best
    if moves[best] == played:
        return Judgment(action, 0.0, 0.0, None)
    index = moves.index(played)
    lead, error = weighed.sample.lead(best, index)
    judgment = Judgment(Action(moves[best]), lead, error, None)
    if lead <= THRESHOLD or lead < LEAD_Z * error or not weighed.sample.trusted:
        return judgment
    why = weighed.reasons(best, index)
    cost = in_unit(view, lead)
    caution = Caution(action, Action(moves[best]), cost, unit_of(view), lead, error, why)
    return Judgment(judgment.best, lead, error, caution)


__all__ = ["Caution", "Judgment", "judge", "weigh"]
