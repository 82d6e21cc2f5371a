"""Who sits at the table and under which rules: what a new game is started from."""

from __future__ import annotations

import dataclasses
from collections.abc import Iterable
from dataclasses import dataclass, field

from bura_desktop.app.lessons import lesson
from bura_desktop.core import Rules
from bura_desktop.core.levels import OFFERED_LEVELS
from bura_desktop.core.projection import SeenEvent
from bura_desktop.core.replay import HandScript
from bura_desktop.storage.savegame import HostedTable
from bura_desktop.storage.seats import COMPUTER_NAME, HUMAN, HUMAN_NAME, OPPONENT_NAMES, Seat
from bura_desktop.storage.settings import Settings


@dataclass(frozen=True)
class TableSetup:
    rules: Rules = field(default_factory=Rules)
    seats: tuple[Seat, ...] = ()
    seed: int | None = None
    dealer: int | None = None  # None: the first dealer is cut for (docs/RULES.md 3)
    # The rule preset the rules were made from, for statistics.
    preset: str = "classic"
    # Which session the statistics file files the hands under; "" until the controller names one.
    session_id: str = ""
    # A saved session's ``Game.to_json()``: the controller resumes it instead of dealing anew.
    resume: str | None = None
    # The resumed hand so far, as the save kept it and checked against its game
    # (``core.replay.script_so_far``); None when the save kept none.
    resume_replay: HandScript | None = None
    # That hand so far as the watched seat saw it, for the log of the game taken up again.
    resume_told: tuple[SeenEvent, ...] = ()
    # A finished hand's deal seed: the first hand deals those cards again (Replay this deal).
    deal_seed: int | None = None
    # A what-if from a replayed hand ("Play it again from here"): ``resume`` holds the hand
    # at that point; nothing is saved or recorded, and the session is that one hand.
    practice: bool = False
    # A lesson of Learn to play (``app.lessons.course``, by key): a practice hand of its
    # stacked deal, the other seats playing the lesson's moves.
    lesson: str = ""
    # Seats open to people at other machines (a hosted table): each seat's level is the
    # computer that plays it while nobody sits there.
    remote: tuple[int, ...] = ()
    # The hosted table of a game begun at one: kept in the save, to open again after a restart.
    table: HostedTable | None = None

    def with_level(self, level: str) -> TableSetup:
        """The same table with every computer at ``level`` (the command line's ``--level``)."""
        seats = tuple(s if s.human else Seat(s.name, level) for s in self.seats)
        return dataclasses.replace(self, seats=seats)

    @classmethod
    def against_computers(
        cls,
        players: int = 2,
        level: str = "intermediate",
        seed: int | None = None,
        autoplay: bool = False,
        rules: Rules | None = None,
        dealer: int | None = None,
    ) -> TableSetup:
        """The human in seat 0 (a computer too under autoplay) against ``players - 1`` computers."""
        rules = rules or Rules.preset("classic", players=players)
        others = [Seat(name, level) for name in OPPONENT_NAMES[: players - 1]]
        me = Seat(COMPUTER_NAME, level) if autoplay else Seat(HUMAN_NAME, HUMAN)
        return cls(rules, (me, *others), seed, dealer)

    @classmethod
    def for_lesson(cls, key: str) -> TableSetup:
        """A lesson's table: the human in seat 0, the lesson's other seats by the usual names."""
        taught = lesson(key)
        others = [Seat(name, OFFERED_LEVELS[0]) for name in OPPONENT_NAMES[: taught.players - 1]]
        rules = Rules.preset("classic", players=taught.players)
        seats = (Seat(HUMAN_NAME, HUMAN), *others)
        return cls(rules, seats, dealer=taught.dealer, practice=True, lesson=key)

    @classmethod
    def from_settings(
        cls, settings: Settings, seed: int | None = None, autoplay: bool = False
    ) -> TableSetup:
        """The human in seat 0 against the opponents and rules of ``settings``."""
        me = Seat(COMPUTER_NAME, "intermediate") if autoplay else Seat(HUMAN_NAME, HUMAN)
        others = settings.game.opponents
        return cls(settings.rules(), (me, *others), seed, preset=settings.game.preset)

    def stored_seats(self) -> tuple[Seat, ...]:
        """The seats as statistics and saves keep them."""
        return tuple(s if s.human else Seat(s.name, _stored_level(s.level)) for s in self.seats)

    @property
    def coached(self) -> bool:
        """Whether the coach (a setting) may speak before the human's moves in this game: not
        in a practice hand (a what-if played on from a replay, a lesson, which has its own
        tutor, or a form of the game tried after the lessons)."""
        return not self.practice

    def hides_from(self, seat: int, down: Iterable[int]) -> bool:
        """Whether, of the seats that played face down (``down``), a person other than the one
        at ``seat`` kept cards from them: then the deal's seed and replay, which would show
        those cards, are kept from ``seat`` too. A remote seat is a person's even while its
        computer plays it."""
        return any(s != seat and (s in self.remote or self.seats[s].human) for s in down)

    @property
    def watched(self) -> int:
        """The seat whose view the table shows: the human's, or seat 0 when computers play all."""
        return next((i for i, s in enumerate(self.seats) if s.human), 0)


def table_seats(
    seats: tuple[Seat, ...], human_seat: int, autoplay: bool = False
) -> tuple[Seat, ...]:
    """The table's seats for a saved session's ``seats`` (autoplay: computers everywhere)."""
    table: list[Seat] = []
    for i, seat in enumerate(seats):
        level = seat.level
        if i == human_seat:
            level = "intermediate" if autoplay else HUMAN
        elif level == HUMAN:  # only one seat is the human's
            level = OFFERED_LEVELS[0]
        table.append(Seat(seat.name, level))
    return tuple(table)


def _stored_level(level: str) -> str:
    # Stored files know the four playing strengths; "random" is a testing player.
    return level if level in OFFERED_LEVELS else OFFERED_LEVELS[0]
