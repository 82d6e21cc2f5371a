"""The people at a hosted table's remote seats (``TableSetup.remote``): a person present plays
their seat, anyone else's seat is played by its computer. A presence said before the hosted
game starts counts from its deal."""

from __future__ import annotations

import dataclasses

from bura_desktop.app.table import TableSetup
from bura_desktop.core import Game
from bura_desktop.core.view import SeatView


class People:
    """Who is present at the remote seats."""

    def __init__(self) -> None:
        self._present: set[int] = set()

    def at(self, setup: TableSetup) -> list[int]:
        """The remote seats of ``setup``'s game whose person is at the table."""
        return sorted(self._present & set(setup.remote))

    def come(self, seat: int, present: bool) -> bool:
        """A person sat down at ``seat`` (or came back), or left it: whether that changed
        anything."""
        if (seat in self._present) == present:
            return False
        if present:
            self._present.add(seat)
        else:
            self._present.discard(seat)
        return True


def seated(setup: TableSetup, seat: int, name: str) -> TableSetup:
    """``setup`` with the person ``name`` at remote ``seat``: the log, the save and the
    statistics name them, and the save keeps the seat for them (``TableSetup.table``)."""
    if seat not in setup.remote:
        return setup
    seats = list(setup.seats)
    seats[seat] = dataclasses.replace(seats[seat], name=name)
    table = setup.table
    if table is not None and seat not in table.people:
        table = dataclasses.replace(table, people=tuple(sorted((*table.people, seat))))
    return dataclasses.replace(setup, seats=tuple(seats), table=table)


def seen_at(game: Game, setup: TableSetup, seat: int) -> SeatView:
    """What the table of ``seat`` shows: its view, without the finished deal's seed when a
    person's face-down cards were kept from it (``TableSetup.hides_from``)."""
    view = game.view(seat)
    outcome = view.outcome
    if outcome is None or not setup.hides_from(seat, game.played_down()):
        return view
    return dataclasses.replace(view, outcome=outcome._replace(seed=None))


__all__ = ["People", "seated", "seen_at"]
