"""The hint: a good action for a person's turn, worked out aside by a computer player of its
own, which plays no seat (the coach weighs moves with the same player)."""

from __future__ import annotations

from collections.abc import Callable
from functools import partial

from bura_desktop.app.aside import Aside
from bura_desktop.app.players import Advice, ComputerPlayer, advice_of
from bura_desktop.core.view import SeatView

# The level whose choice a hint shows: the Expert, whose judgment the review uses too. It
# answers a clear choice at once, and the same position always alike (``search.position_rng``).
HINT_LEVEL = "expert"


class Hint:
    """Asks ``adviser`` aside; ``ready`` gets the turn it was asked at and the advice, which is
    for nobody once that turn is gone."""

    def __init__(
        self,
        adviser: ComputerPlayer,
        aside: Aside,
        ready: Callable[[int, Advice | Exception], None],
    ) -> None:
        self.adviser = adviser
        self._aside = aside
        self._ready = ready

    def ask(self, view: SeatView, turn: int) -> None:
        self._aside.decide(
            "bura-hint", partial(advice_of, self.adviser, view), partial(self._ready, turn)
        )


__all__ = ["HINT_LEVEL", "Hint"]
