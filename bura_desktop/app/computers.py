"""The computer players at a game's seats: each thinks aside (``app.aside``) on its seat's view,
and its answer comes back with the turn it was asked at, so that an answer for a turn gone by
(a person took the seat back, a new game began) is for nobody. The search levels decide in the
controller's ``DecisionPool``."""

from __future__ import annotations

from collections.abc import Callable

from bura_desktop.app.aside import Aside
from bura_desktop.app.players import ComputerPlayer
from bura_desktop.app.pool import DecisionPool, PooledPlayer
from bura_desktop.core import Action
from bura_desktop.core.view import SeatView

# A computer's answer: its action, and whether its time cap cut its search short.
Answer = tuple[Action, bool]


class Computers:
    """The ``players`` by seat, their pooled searches in ``pool``; ``found`` gets the turn a
    seat was asked at, the seat and its answer (or its failure)."""

    def __init__(
        self,
        players: dict[int, ComputerPlayer],
        aside: Aside,
        pool: DecisionPool,
        found: Callable[[int, int, Answer | Exception], None],
    ) -> None:
        self.players = players
        self._aside = aside
        self._found = found
        pooled = [p for p in players.values() if isinstance(p, PooledPlayer)]
        for player in pooled:
            player.pool = pool
        if pooled and not pool.running:
            pool.warm()  # the worker process starts while the deal is shown

    def __contains__(self, seat: object) -> bool:
        return seat in self.players

    def ask(self, seat: int, view: SeatView, turn: int, wanted: Callable[[], bool]) -> None:
        """``seat``'s player chooses on ``view`` at ``turn``; its answer is handed in while
        ``wanted`` (asked in its thread) says someone still waits for it."""
        player, found = self.players[seat], self._found

        def think() -> Answer:
            action = player.choose(view)
            return action, bool(getattr(player, "cut_short", False))

        def deliver(answer: Answer | Exception) -> None:
            if wanted():
                found(turn, seat, answer)

        self._aside.decide(f"bura-seat-{seat}", think, deliver)


__all__ = ["Answer", "Computers"]
