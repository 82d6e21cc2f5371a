"""A step of the table's choreography and what the queue waits for before the next one: a
pause for the eye (or none), or every card and chip in flight landed."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass


@dataclass(frozen=True)
class Pause:
    """A step's wait: go on after ``ms`` milliseconds (0: at once), to let the eye follow or
    to stagger the next card."""

    ms: int


class AtRest:
    """A step's wait: until every card and chip in flight has landed."""


GO_ON = Pause(0)
AT_REST = AtRest()
# What a step asks of the queue before the next step runs.
Wait = Pause | AtRest
Step = Callable[[], Wait]

__all__ = ["AT_REST", "GO_ON", "AtRest", "Pause", "Step", "Wait"]
