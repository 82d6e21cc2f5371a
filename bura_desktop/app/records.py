"""The player's records, away from the UI thread: the statistics file read, hands replayed,
hand texts read and written, each a job run in a thread of its own and answered as a value.

The UI thread never waits on a file nor runs rules (docs/DESIGN.md): the records windows ask
``Records.ask(job, answer, receiver)`` and draw what comes back. The jobs below are all there
is; each runs with the records' own connection to the statistics file, opened in that thread
(the game's thread keeps its own, to record hands). An answer for a window that has gone is
dropped. Nothing here is worded: problems come back as values (``Unplayable``, ``FileProblem``,
``storage.notices`` texts) that the window words.
"""

from __future__ import annotations

import dataclasses
import itertools
import logging
from collections.abc import Callable
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path
from typing import Any, Literal, TypeVar

from PySide6.QtCore import QObject, QThread, Signal, Slot
from shiboken6 import isValid

from bura_desktop.app.resume import saved_setup
from bura_desktop.app.table import TableSetup, table_seats
from bura_desktop.core import Outcome, Rules, SeatView
from bura_desktop.core.bounded import sentence
from bura_desktop.core.projection import SeenEvent, project
from bura_desktop.core.replay import Replayed, ReplayError, position_json
from bura_desktop.net.messages import Recorded
from bura_desktop.storage import history
from bura_desktop.storage.atomic import write_atomic
from bura_desktop.storage.history import HandTextError, NotKept
from bura_desktop.storage.paths import Profile, describe
from bura_desktop.storage.seats import Seat
from bura_desktop.storage.statistics import HandRecord, Scope, SessionRecord, Statistics

log = logging.getLogger(__name__)
# The most of the engine's words a hand that does not replay is told with: with the window's
# sentence around them, under 300 characters (issue #35).
DETAIL_LIMIT = 150

T = TypeVar("T")
Job = Callable[[Statistics], T]
Topic = tuple[int, str]  # a receiver's id, and what it asks about

# The largest hand text read: a hand's text is a few kilobytes.
TEXT_LIMIT = history.TEXT_LIMIT


@dataclass(frozen=True)
class Hands:
    """The hands of a scope, oldest first, and what the window says about the file."""

    hands: list[HandRecord]
    # storage.notices texts: the file's state (None: all is well), and rows it could not read
    status: str | None
    unreadable: str | None
    recording: bool  # hands are being recorded (else the file could not be used)


@dataclass(frozen=True)
class Position:
    """A replayed hand after one more action, as the human's seat saw it."""

    seen: tuple[SeenEvent, ...]  # the events of that action (of the deal, at position 0)
    view: SeatView  # the seat's view just after them
    # The practice hand that plays on from here, the human in their seat ("Play from here");
    # None once the hand is over.
    practice: TableSetup | None


@dataclass(frozen=True)
class ReplayedHand:
    """``hand`` played again, position by position, from the seat of its human."""

    hand: HandRecord
    setup: TableSetup  # the table of the hand: its rules and seats, the human in theirs
    positions: tuple[Position, ...]
    outcome: Outcome
    open_view: SeatView  # the last position with every hand face up: no secret once it is over
    replayed: Replayed  # for the review, which searches it in a process of its own

    @property
    def steps(self) -> int:
        """How many actions the hand has: the positions run from 0 (the deal) to this."""
        return len(self.positions) - 1


@dataclass(frozen=True)
class Unplayable:
    """A hand that cannot be replayed: recorded without its actions, or it ends otherwise."""

    kind: Literal["not_kept", "differs"]
    detail: str = ""  # what differs (the engine's words)


@dataclass(frozen=True)
class FileProblem:
    kind: Literal["too_large", "file_too_large", "not_text", "unreadable", "not_saved"]
    detail: str = ""  # the system's reason, where it gave one


# ------------------------------------------------------------------ the jobs


def read(scope: Scope) -> Job[Hands]:
    def job(statistics: Statistics) -> Hands:
        hands = statistics.hands(scope)
        return Hands(hands, statistics.status, statistics.unreadable, statistics.recording)

    return job


def replayed_hand(hand: HandRecord) -> ReplayedHand | Unplayable:
    """``hand`` played again and seen from its human's seat."""
    try:
        replayed = history.replay(hand)
    except NotKept:
        return Unplayable("not_kept")
    except ReplayError as error:
        return Unplayable("differs", sentence(str(error), DETAIL_LIMIT))
    seat = hand.human_seat
    setup = TableSetup(replayed.dealt.rules, table_seats(hand.seats, seat), preset=hand.preset)
    games = [replayed.dealt, *(step.game for step in replayed.steps)]
    events = [replayed.deal_events, *(step.events for step in replayed.steps)]
    positions = []
    for game, happened in zip(games, events, strict=True):
        practice = None
        if game.outcome is None:
            resume = position_json(game)
            practice = dataclasses.replace(
                setup, seed=game.seed, dealer=game.dealer, resume=resume, practice=True
            )
        positions.append(Position(tuple(project(happened, seat)), game.view(seat), practice))
    end = replayed.game
    hands = tuple(tuple(sorted(end.hand(s))) for s in range(end.n))
    known = tuple(() if s == seat else cards for s, cards in enumerate(hands))
    open_view = dataclasses.replace(positions[-1].view, known_cards=known)
    return ReplayedHand(hand, setup, tuple(positions), replayed.outcome, open_view, replayed)


def replay(hand: HandRecord) -> Job[ReplayedHand | Unplayable]:
    return lambda _statistics: replayed_hand(hand)


def hand_text(hand: HandRecord) -> Job[str | Unplayable]:
    """The text of ``hand``, to copy: only a hand that replays as recorded is given out."""

    def job(_statistics: Statistics) -> str | Unplayable:
        found = replayed_hand(hand)
        return found if isinstance(found, Unplayable) else history.to_text(hand)

    return job


def save_text(hand: HandRecord, target: Path) -> Job[None | Unplayable | FileProblem]:
    def job(statistics: Statistics) -> None | Unplayable | FileProblem:
        text = hand_text(hand)(statistics)
        if isinstance(text, Unplayable):
            return text
        try:
            write_atomic(target, text)
        except OSError as error:
            return FileProblem("not_saved", describe(error))
        return None

    return job


def read_text(text: str) -> Job[ReplayedHand | Unplayable | HandTextError | FileProblem]:
    """A hand from its text (pasted, or read from a file), replayed."""

    def job(_statistics: Statistics) -> ReplayedHand | Unplayable | HandTextError | FileProblem:
        if len(text) > TEXT_LIMIT:
            return FileProblem("too_large")
        try:
            hand = history.from_text(text)
        except HandTextError as error:
            return error
        return replayed_hand(hand)

    return job


def read_file(source: Path) -> Job[ReplayedHand | Unplayable | HandTextError | FileProblem]:
    def job(statistics: Statistics) -> ReplayedHand | Unplayable | HandTextError | FileProblem:
        try:
            with source.open("rb") as file:
                data = file.read(TEXT_LIMIT + 1)
        except OSError as error:
            return FileProblem("unreadable", describe(error))
        if len(data) > TEXT_LIMIT:
            return FileProblem("file_too_large")
        try:
            text = data.decode("utf-8-sig")
        except UnicodeDecodeError:
            return FileProblem("not_text")
        return read_text(text)(statistics)

    return job


def export_csv(target: Path, scope: Scope) -> Job[str | None]:
    return lambda statistics: statistics.export_csv(target, scope)


@dataclass(frozen=True)
class PlayedElsewhere:
    """A hand played at someone else's table, as the host passed it on once it was over, and
    what our seat saw of its end: for our own statistics, from our seat."""

    session_id: str  # our own for that table's session
    new_session: bool  # its first hand we keep: the session is filed with it
    preset: str
    rules: Rules
    seats: tuple[Seat, ...]  # as we saw them: "You" at ours
    seat: int
    seen: Outcome  # the end as our seat saw it (no seed)
    recorded: Recorded
    started: datetime
    duration: float


def record_elsewhere(hand: PlayedElsewhere) -> Job[bool]:
    """Keep ``hand`` in the statistics if it replays to the end our seat saw; whether it was."""

    def job(statistics: Statistics) -> bool:
        told, end = hand.recorded, hand.seen
        rules = dataclasses.asdict(hand.rules)
        whole = told.seed is not None and told.start is not None and told.actions is not None
        record = HandRecord(
            session_id=hand.session_id,
            started=hand.started,
            duration=hand.duration,
            preset=hand.preset,
            rules=rules,
            seats=hand.seats,
            seed=told.seed if told.seed is not None else 0,  # no deal passed on, none shown
            winner=end.winner,
            ending=end.how,
            card_points=end.points,
            chips=end.chips,
            pot=end.pot,
            assist=False,
            human_seat=hand.seat,
            claimer=end.claimer,
            winners=end.winners,
            start=None if told.start is None else told.start.to_dict(),
            actions=told.actions,
            revision=told.revision,
        )
        # Without its deal (another person's cards were hidden) the hand is kept as our seat
        # saw it end, and lists in the history without a replay.
        if whole:
            try:
                replayed = history.replay(record)
            except (NotKept, ReplayError, ValueError) as error:
                log.warning("A hand passed on by the host does not replay: %s", error)
                return False
            if replayed.outcome._replace(seed=None) != end:
                log.warning("A hand passed on by the host does not end as it was seen")
                return False
        if hand.new_session:
            session = SessionRecord(hand.session_id, hand.started, hand.preset, rules, hand.seats)
            statistics.start_session(session)
        statistics.record_hand(record)
        return True

    return job


def saved_game(profile: Profile, preset: str) -> Job[tuple[TableSetup | None, list[str]]]:
    """The saved session to go back to from a practice hand, and sentences about any problem
    (``app.resume``): the save is read and its game checked here, not in the window."""

    def job(_statistics: Statistics) -> tuple[TableSetup | None, list[str]]:
        return saved_setup(profile, preset)

    return job


def reset() -> Job[tuple[Path | None, str | None]]:
    return lambda statistics: statistics.reset()


# ------------------------------------------------------------------ the thread


class _Desk(QObject):
    """Runs the jobs in the records' thread, with its connection to the statistics file."""

    done = Signal(int, object)  # ticket, the job's value

    def __init__(self, profile: Profile) -> None:
        super().__init__()
        self.profile = profile
        self._statistics: Statistics | None = None
        # Set from the asking thread at quit, when the file's work is cut short.
        self.closing = False

    def cancel(self) -> None:
        """Cut short what the file is doing (called from the asking thread at quit): a read
        ends at once, a write is taken back and made again when the file is closed."""
        self.closing = True
        statistics = self._statistics
        if statistics is not None:
            statistics.interrupt()

    @Slot(int, object)
    def run(self, ticket: int, job: Job[Any]) -> None:
        if self._statistics is None:
            # Problems with the file were told when the game started: they come back with
            # every read (``Hands.notices``). The game's own statistics take what an earlier
            # quit left waiting.
            self._statistics, _ = Statistics.open(self.profile, take_waiting=False)
        try:
            value = job(self._statistics)
        except Exception:
            if not self.closing:  # else it was cut short on purpose
                log.exception("A job on the records failed")
            return
        self.done.emit(ticket, value)

    @Slot()
    def close(self) -> None:
        if self._statistics is not None:
            self._statistics.close()
        self.thread().quit()


class Records(QObject):
    """The records of ``profile``; jobs run one after another, in the order asked."""

    _asked = Signal(int, object)
    _closing = Signal()

    def __init__(self, profile: Profile, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.profile = profile
        self._tickets = itertools.count(1)
        # Per ticket: who answers, and the receiver's topic it is on (None: none).
        self._answers: dict[int, tuple[QObject, Callable[[Any], object], Topic | None]] = {}
        # The last ticket asked per receiver and topic: an older answer on it is stale.
        self._latest: dict[Topic, int] = {}
        self._thread = QThread()
        self._thread.setObjectName("records")
        self._desk = _Desk(profile)
        self._desk.moveToThread(self._thread)
        self._asked.connect(self._desk.run)
        self._closing.connect(self._desk.close)
        self._desk.done.connect(self._answer)
        self._thread.finished.connect(self._desk.deleteLater)
        self._thread.start()

    def ask(
        self, job: Job[T], answer: Callable[[T], object], receiver: QObject, topic: str = ""
    ) -> None:
        """Run ``job``; ``answer`` gets its value in this thread, unless ``receiver`` is gone
        or has asked again on the same ``topic`` since (a list read for filters changed
        since is of no use)."""
        ticket = next(self._tickets)
        key = (id(receiver), topic) if topic else None
        self._answers[ticket] = (receiver, answer, key)
        if key is not None:
            self._latest[key] = ticket
        self._asked.emit(ticket, job)

    @Slot(int, object)
    def _answer(self, ticket: int, value: object) -> None:
        if ticket not in self._answers:
            return
        receiver, answer, key = self._answers.pop(ticket)
        if key is not None:
            if self._latest.get(key) != ticket:
                return
            del self._latest[key]
        if isValid(receiver):
            answer(value)

    def close(self) -> None:
        """Cut short the file's work, close it and end the thread. It is waited for: a thread
        still running when the app ends aborts it (issue #46: quitting while a huge file was
        read ended in SIGABRT), and the reads left are short."""
        if self._thread.isRunning():
            self._desk.cancel()
            self._closing.emit()
            self._thread.wait()
        self._answers.clear()


__all__ = [
    "FileProblem",
    "HandTextError",
    "Hands",
    "Position",
    "Records",
    "ReplayedHand",
    "Unplayable",
    "export_csv",
    "hand_text",
    "read",
    "read_file",
    "read_text",
    "replay",
    "replayed_hand",
    "reset",
    "save_text",
]
