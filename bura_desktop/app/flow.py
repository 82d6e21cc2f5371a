"""What the window waits for, as named stages: the window's game flow without Qt.

The controller runs the game in its worker and sends what happens, stamped with the game's
generation; the window shows it. Between the two, one question decides what a key, a button or a
signal may do: where the table stands. ``TableFlow`` answers it. A signal of a game that is gone
(a new game was asked for meanwhile) is dropped here; the human's legal actions live here, and
are gone the moment a move is chosen or the table moves on; a practice hand remembers the game
it left, to go back to.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence
from enum import Enum
from typing import Any

from bura_desktop.app.table import TableSetup
from bura_desktop.core import Action
from bura_desktop.core.events import SessionOver
from bura_desktop.core.projection import SeenDeal, SeenEvent


class Stage(Enum):
    STARTING = "starting"  # a new game is asked for; the controller has not started it yet
    PLAYING = "playing"  # the hand goes on: cards move, a computer thinks
    ASKED = "asked"  # the human is asked to act: ``legal`` holds what they may do
    HAND_OVER = "hand over"  # the hand's end is shown; the next hand is theirs to deal
    SESSION_OVER = "session over"  # the session ended or the game stopped: only a new game


class TableFlow:
    """The stage of the game on the table, and the games around it (the setup the preferences
    chose for the next game, the game a practice hand left)."""

    def __init__(self, setup: TableSetup) -> None:
        self.setup = setup
        self.stage = Stage.STARTING
        self.legal: list[Action] = []
        # The generation of the game on the table (None until it has started), and the new
        # games asked for that have not started yet: until the last has, whatever the
        # controller sends is of a game that is gone.
        self.generation: int | None = None
        self._starts_pending = 1
        # The session's end was among the events shown: the hand's end ends it.
        self._ending = False
        # Rules and players chosen in the preferences, for the next game.
        self.next_setup: TableSetup | None = None
        # The game left for a practice hand (a replayed hand played on), and whether it was
        # still going (and saved) to go back to.
        self.before_practice: TableSetup | None = None
        self.left_going = False

    # ------------------------------------------------------------------ games

    def fresh_setup(self, **deal: int) -> TableSetup:
        """The setup of a new game: the one chosen in the preferences, or the one a practice
        hand left, or this one, dealt anew. ``deal`` (a deal seed and its dealer) deals a
        finished hand again; otherwise the first dealer is cut for (docs/RULES.md 3)."""
        setup = self.next_setup or self.before_practice or self.setup
        self.next_setup = None
        self.before_practice = None
        fresh: dict[str, Any] = {
            "seed": None,
            "session_id": "",
            "resume": None,
            "deal_seed": None,
            "dealer": None,
        }
        return dataclasses.replace(setup, **{**fresh, **deal}, practice=False)

    def begin(self, setup: TableSetup) -> None:
        """A new game of ``setup`` is asked for: until it starts, nothing of another counts."""
        self.setup = setup
        self.stage = Stage.STARTING
        self.legal = []
        self._ending = False
        self.generation = None
        self._starts_pending += 1

    def practise(self, setup: TableSetup, keeps_games: bool) -> None:
        """A practice hand of ``setup`` instead of the game on the table, which is remembered
        (the first time) to go back to; it was going on if the session had not ended and the
        game is kept on disk (``keeps_games``)."""
        if self.before_practice is None:
            self.before_practice = self.setup
            self.left_going = keeps_games and not self.session_over
        self.begin(setup)

    def left_game(self, resumed: TableSetup | None) -> TableSetup:
        """The game to go back to from a practice hand: the one left, as its save was read
        (``resumed``), or a new one when it was over or could not be kept."""
        assert self.before_practice is not None
        if resumed is None:
            return self.fresh_setup()
        self.before_practice = None
        return resumed

    def started(self, generation: int, setup: TableSetup) -> bool:
        """The controller started a game; whether it is the one on the table (the last asked
        for). Its setup carries the session the controller named."""
        self._starts_pending -= 1
        if self._starts_pending:
            return False
        self.generation = generation
        self.setup = setup
        self.stage = Stage.PLAYING
        return True

    def current(self, generation: int) -> bool:
        """Whether a signal of ``generation`` is of the game on the table (a later generation
        is its next hand); an older game's, or one's before the game asked for, is dropped."""
        if self.generation is None or generation < self.generation:
            return False
        self.generation = generation
        return True

    # ------------------------------------------------------------------ the hand

    def shown(self, seen: Sequence[SeenEvent]) -> bool:
        """Events go on the table: whoever was asked has been answered. True when they deal a
        new hand over a finished one (at someone else's table the host deals it)."""
        if any(isinstance(e, SessionOver) for e in seen):
            self._ending = True
        self.legal = []
        dealt = self.stage is Stage.HAND_OVER and any(isinstance(e, SeenDeal) for e in seen)
        if self.stage is Stage.ASKED or dealt:
            self.stage = Stage.PLAYING
        return dealt

    def asked(self, legal: Sequence[Action]) -> None:
        self.legal = list(legal)
        self.stage = Stage.ASKED

    def acted(self) -> int | None:
        """The human chose a move: the generation it is for, or None when nothing was asked."""
        if not self.legal:
            return None
        self.legal = []
        self.stage = Stage.PLAYING
        return self.generation

    def hand_finished(self) -> None:
        """The hand's end is shown. A practice hand is one hand: after it, the way back, or a
        new game when no game was left going."""
        self.legal = []
        if self._ending or self.setup.practice:
            self.stage = Stage.SESSION_OVER
        else:
            self.stage = Stage.HAND_OVER

    def failed(self) -> None:
        """The game stopped on an error: a new game is the way on."""
        self.legal = []
        self.stage = Stage.SESSION_OVER

    def next_hand(self) -> bool:
        """Whether the next hand may be dealt now (the hand's end is shown, the session goes
        on); then the table plays on."""
        if self.stage is not Stage.HAND_OVER:
            return False
        self.stage = Stage.PLAYING
        return True

    @property
    def session_over(self) -> bool:
        """The session has ended (its end may still be on its way to the table), or the game
        stopped: what follows is a new game."""
        return self._ending or self.stage is Stage.SESSION_OVER

    @property
    def going_back(self) -> bool:
        """A practice hand whose left game goes on after it."""
        return self.setup.practice and self.left_going

    def hand_in_progress(self) -> bool:
        """Whether a hand is being played that a new game would throw away, chips and all."""
        watched = self.setup.seats[self.setup.watched]
        return watched.human and not self.session_over and self.stage is not Stage.HAND_OVER


__all__ = ["Stage", "TableFlow"]
