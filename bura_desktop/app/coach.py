"""The coach (a setting): the human's legal move weighed by the hint's player before it is
played. A move weighed is played: at once when the coach has nothing to say of it, or, once it
has spoken (``GameController.coached``), when the human sends the same move again."""

from __future__ import annotations

from collections.abc import Callable
from functools import partial

from bura_desktop.app.aside import Aside
from bura_desktop.app.players import Caution, ComputerPlayer, caution_of
from bura_desktop.core import Action, Game

# A move at a moment of the table: (generation, turn, action).
Judged = tuple[int, int, Action]


class Coach:
    """Which move is being weighed and which was. ``judging`` is told the generation when a
    move starts to be weighed; ``judged`` gets the judgment from its thread."""

    def __init__(
        self,
        aside: Aside,
        judging: Callable[[int], None],
        judged: Callable[[Judged, Caution | None | Exception], None],
    ) -> None:
        self.on = False
        self._aside = aside
        self._judging_told = judging
        self._judged = judged
        self._judging: Judged | None = None
        self._weighed: Judged | None = None

    def holds(
        self,
        adviser: ComputerPlayer,
        game: Game,
        seat: int,
        action: Action | str,
        moment: tuple[int, int],
    ) -> bool:
        """Whether ``seat``'s ``action`` at ``moment`` (generation, turn) is held back to be
        weighed aside. Not an illegal one (the rules say why), nor one weighed at this moment
        already: that is played."""
        if not self.on:
            return False
        try:
            move = Action.parse(str(action))
        except ValueError:
            return False
        if move not in game.legal_actions():
            return False
        judged = (*moment, move)
        if judged == self._weighed:
            return False
        if judged != self._judging:  # the same move sent twice is weighed once
            self._judging = judged
            self._judging_told(moment[0])
            view = game.view(seat)
            self._aside.decide(
                "bura-coach",
                partial(caution_of, adviser, view, move),
                partial(self._judged, judged),
            )
        return True

    def weighed(self, judged: Judged, moment: tuple[int, int]) -> bool:
        """Whether the judgment of ``judged`` counts at ``moment``: not once a new game or
        hand began, or another move was sent meanwhile. Sent again, the move is played."""
        if judged != self._judging or judged[:2] != moment:
            return False
        self._judging = None
        self._weighed = judged
        return True


__all__ = ["Coach", "Judged"]
