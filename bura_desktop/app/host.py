"""A hosted table: people at other machines sit at its remote seats over the network.

The host is the only authority. It runs the one game, in its controller as ever; this object
listens for players (QTcpServer), seats whoever says the table's code, and then passes on to
each person only what the controller sends for their seat (``seat_events``, ``seat_prompt``,
``seat_refused``, ``seat_table``) and who is thinking, and back only their own seat's moves,
which the controller checks like any other. A connection that breaks the protocol is cut off
(``app.link``); one that leaves gives its seat back to its computer, and the token it was
given takes the seat back within the session. A person who has not moved for the host's while
(``idle_ms``) is handed to their computer too, and takes the seat back by saying so.

The table is open before its game starts: people sit down and get up while the host waits
for them, and ``start`` hands the seats taken to their people for the game's first deal.

Everything said is sealed in the secure channel keyed by the table's code (``net.channel``):
only a player who knows the code gets a word from the table. Trying codes is slowed down, per
address and for the table as a whole, and connections that have not sat down are few and
short-lived (``app.door``).
"""

from __future__ import annotations

import dataclasses
import hashlib
import hmac
import logging
import secrets
from dataclasses import dataclass
from typing import assert_never, cast, get_args

from PySide6.QtCore import QObject, QTimer, Signal, Slot
from PySide6.QtNetwork import QHostAddress, QTcpServer

from bura_desktop.app.controller import GameController
from bura_desktop.app.discovery import Announcement
from bura_desktop.app.door import Door
from bura_desktop.app.link import Link
from bura_desktop.app.reasons import TableRefusal
from bura_desktop.app.table import TableSetup
from bura_desktop.core.codes import new_table_code as new_code
from bura_desktop.core.events import DealerCut
from bura_desktop.core.names import same_name, valid_name
from bura_desktop.core.projection import SeenEvent
from bura_desktop.core.refusals import Refusal
from bura_desktop.core.replay import HandStart
from bura_desktop.core.view import SeatView
from bura_desktop.net.channel import Opening, code_password
from bura_desktop.net.messages import (
    PROTOCOL,
    Back,
    Beat,
    Bye,
    Closed,
    Events,
    FromPlayer,
    Hello,
    Move,
    Prompt,
    Recorded,
    Refused,
    SeatInfo,
    Seats,
    Table,
    TableReason,
    TableRefused,
    Thinking,
    Turned,
    TurnReason,
    Welcome,
)
from bura_desktop.storage.savegame import HostedTable
from bura_desktop.storage.statistics import HandRecord

log = logging.getLogger(__name__)

# Letters and digits nobody misreads when a code is read out or typed (no 0/O, 1/I/L).
HELLO_WITHIN_MS = 5000  # a connection that has not said hello by then is closed


@dataclass
class Sitter:
    """A person at a remote seat: their name, the token that takes the seat back, their link
    (None while they are away), and whether their table has been laid out (``seat_table``):
    until then a batch would fold onto a table they do not have."""

    name: str
    token: str
    link: Link | None
    laid_out: bool = False
    idle: bool = False  # connected, but their computer plays: they did not move in time


class Host(QObject):
    """The table of ``controller`` (whose setup names its ``remote`` seats), open to players who
    know ``code``."""

    seats_changed = Signal()  # someone sat down, left or came back
    sat_down = Signal(int, str)  # seat, name
    left = Signal(int, str)  # seat, name: its computer plays it now
    idled = Signal(int, str)  # seat, name: they did not move in time, its computer plays it
    came_back = Signal(int, str)  # seat, name: back from being idle
    version_refused = Signal(int)  # a player spoke another protocol version: theirs
    # To the controller, queued to its thread.
    _present = Signal(int, bool)
    _move = Signal(int, int, object)
    _seated = Signal(int, str)

    def __init__(
        self,
        controller: GameController,
        setup: TableSetup,
        code: str,
        name: str = "",
        key: str | None = None,
    ) -> None:
        """``name``: how the players see the host's own seat (its setup calls it "You");
        ``key``: what the seats' tokens are made from (a new table's is new)."""
        super().__init__()
        self.setup = setup
        self.code = code
        self.name = name
        self.key = key or secrets.token_urlsafe(24)
        self.server = QTcpServer(self)
        self.server.newConnection.connect(self._connected)
        self.sitters: dict[int, Sitter] = {}
        self.started = False  # the game is on (else people gather for it)
        # How long a person may take over a turn before their computer plays for them (None:
        # as long as they like); their turn's clock, while one runs.
        self.idle_ms: int | None = None
        self._clocks: dict[int, QTimer] = {}
        self._announcement: Announcement | None = None
        self._waiting: dict[Link, str] = {}  # connected, not seated yet: their addresses
        self.door = Door()  # who may knock, and how fast codes are tried
        self._present.connect(controller.set_present)
        self._move.connect(controller.move)
        self._seated.connect(controller.person_seated)
        controller.seat_events.connect(self._events)
        controller.seat_prompt.connect(self._prompt)
        controller.seat_refused.connect(self._refused)
        controller.seat_table.connect(self._table)
        controller.thinking.connect(self._thinking)
        controller.prompt.connect(self._host_prompted)
        controller.game_started.connect(self._game_started)
        controller.hand_kept.connect(self._hand_kept)

    def listen(self, port: int = 0, address: QHostAddress | None = None) -> bool:
        """Open the table on ``port`` (0: any free one) of ``address`` (every one by default)."""
        where = address or QHostAddress(QHostAddress.SpecialAddress.Any)
        return self.server.listen(where, port)

    @property
    def port(self) -> int:
        return self.server.serverPort()

    @classmethod
    def reopened(cls, controller: GameController, setup: TableSetup) -> Host:
        """The table of a hosted game resumed after the host's restart (``setup.table``): its
        game goes on, the seat of each person who was dealt in waits for them, and the token
        each was given takes it back (the tokens are made from the table's key, which the save
        kept); the other open seats are open as before."""
        assert setup.table is not None
        table = setup.table
        host = cls(controller, setup, table.code, table.host, table.key)
        host.started = True
        for seat in table.people:
            person = setup.seats[seat].name
            host.sitters[seat] = Sitter(person, host._token(seat, person), None, False)
        return host

    def _token(self, seat: int, name: str) -> str:
        """The token of ``name`` at ``seat``: the same after a restart, and no other's."""
        message = f"{seat}/{name}".encode()
        return hmac.new(self.key.encode(), message, hashlib.sha256).hexdigest()[:24]

    def announce(self) -> None:
        """Tell the network the table is here, whose it is and how many seats are open (never
        its code), until it closes."""
        if self._announcement is None:
            players, seats = self.setup.rules.players, self._open_seats()
            # A reopened table's game is on already.
            self._announcement = Announcement(self.name, self.port, players, seats, self.started)

    def _open_seats(self) -> int:
        """The seats a newcomer may take: a seat whose person is away waits for them."""
        return len(set(self.setup.remote) - set(self.sitters))

    def start(self) -> TableSetup:
        """The game begins: the people seated play their seats from its deal on, under their
        own names (the table, the log and the statistics name them). Said before the
        controller is given the game (the setup returned), so that it deals them in."""
        self.started = True
        seats = list(self.setup.seats)
        for seat, sitter in sorted(self.sitters.items()):
            seats[seat] = dataclasses.replace(seats[seat], name=sitter.name)
            if sitter.link is not None:
                self._present.emit(seat, True)
        # Kept in the save, to open the table again after a restart.
        people = tuple(sorted(self.sitters))
        table = HostedTable(self.code, self.key, self.port, self.name or "Host", people)
        self.setup = dataclasses.replace(self.setup, seats=tuple(seats), table=table)
        if self._announcement is not None:
            self._announcement.update(self._open_seats(), True)
        return self.setup

    def seat_infos(self) -> tuple[SeatInfo, ...]:
        infos = []
        for i, seat in enumerate(self.setup.seats):
            sitter = self.sitters.get(i)
            if sitter is not None:
                present = sitter.link is not None and not sitter.idle
                infos.append(SeatInfo(sitter.name, "remote", present, sitter.idle))
            elif seat.human and self.name:
                infos.append(SeatInfo(self.name, seat.level, True))
            else:
                infos.append(SeatInfo(seat.name, seat.level, True))
        return tuple(infos)

    def close(self) -> None:
        """The table closes: every player is told, the connections end (once)."""
        if not self.server.isListening() and not self._waiting and not self._linked():
            return
        if self._announcement is not None:
            self._announcement.withdraw()
            self._announcement = None
        self.server.close()
        for link in [*self._waiting, *self._linked()]:
            link.send(Closed("host_quit"))
            link.close()
            # Nothing they say or suffer reaches a host that is gone (their sockets may still
            # be closing when it is deleted).
            link.received.disconnect()
            link.broken.disconnect()
        self._waiting.clear()
        for sitter in self.sitters.values():
            sitter.link = None

    def _linked(self) -> list[Link]:
        return [s.link for s in self.sitters.values() if s.link is not None]

    # ------------------------------------------------------------------ sitting down

    def _connected(self) -> None:
        while self.server.hasPendingConnections():
            socket = self.server.nextPendingConnection()
            address = socket.peerAddress().toString()
            waiting_here = sum(1 for a in self._waiting.values() if a == address)
            if not self.door.may_wait(waiting_here, len(self._waiting)):
                socket.abort()  # not even read: a flood of connections keeps nothing
                socket.deleteLater()
                continue
            link = Link.to_player(socket)
            self._waiting[link] = address
            # Slots that ask who sent, not lambdas holding the link: a lambda would outlive
            # the link it holds, a connection's worth of memory kept for every visitor.
            link.received.connect(self._heard)
            link.broken.connect(self._cut)
            link.deadline(HELLO_WITHIN_MS, "it did not say hello in time")

    @Slot(object)
    def _heard(self, message: FromPlayer | Opening) -> None:
        link = self.sender()
        assert isinstance(link, Link)
        self._from(link, message)

    @Slot(str)
    def _cut(self, why: str) -> None:
        link = self.sender()
        assert isinstance(link, Link)
        self._gone(link, why)

    def _from(self, link: Link, message: FromPlayer | Opening) -> None:
        """What a player said; ``net.channel`` let through only the kinds a player may say,
        each in its place (an opening before the channel is sealed, the rest after)."""
        seat = self._seat_of(link)
        match message:
            case Opening():
                self._opening(link, message)
            case Hello() if not link.channel.sealed:  # a player of protocol 2 says it in plain
                self._turn_away(link, "protocol")
                self.version_refused.emit(message.protocol)
            case Hello():
                self._hello(link, message)
            case Move(generation=generation, action=action):
                if seat is None:
                    link.cut("it moved before it sat down")
                    return
                self._stop_clock(seat)
                self._back(seat)  # a move from an idle seat takes it back first
                self._move.emit(generation, seat, action)
            case Back():
                if seat is None:
                    link.cut("it came back before it sat down")
                    return
                self._back(seat)
            case Bye():
                link.close()
                self._gone(link, "it left")
            case Beat():
                pass  # the link heard it: that was all it said
            case _:
                assert_never(message)

    def _opening(self, link: Link, opening: Opening) -> None:
        """A player's opening: answered with the table's, and the proof that the host knows
        the code, unless the door says codes are being tried too fast."""
        if opening.protocol != PROTOCOL:
            self._turn_away(link, "protocol")
            self.version_refused.emit(opening.protocol)
            return
        address = self._waiting.get(link)
        if address is None:
            link.cut("it opened twice")
            return
        if not self.door.may_try(address):
            self._turn_away(link, "slow_down")
            return
        link.answer(self.code, opening)

    def _hello(self, link: Link, hello: Hello) -> None:
        address = self._waiting.get(link)
        if address is None:
            link.cut("it said hello twice")
            return
        # The hello opened: the player has the table's key, so it knows the code (and says it
        # again, as a player of protocol 2 did).
        self.door.proved(address)
        if not hmac.compare_digest(code_password(hello.code), code_password(self.code)):
            link.cut("its hello names another code than its key")
            return
        if hello.protocol != PROTOCOL:
            self._turn_away(link, "protocol")
            self.version_refused.emit(hello.protocol)
            return
        if not valid_name(hello.name):
            self._turn_away(link, "name")
            return
        seat = self._seat_for(hello)
        if seat is None:
            self._turn_away(link, "full")
            return
        sitter = self.sitters.get(seat)  # theirs, when their token took it back
        if sitter is None and self._name_taken(hello.name):
            self._turn_away(link, "name_taken")
            return
        if sitter is None:
            sitter = Sitter(hello.name, self._token(seat, hello.name), link)
            if self.started:  # dealt in mid-game: the game names them from now on
                self._seated.emit(seat, hello.name)
        elif sitter.link is not None:  # their old link is dead, or they restarted: this is them
            old, sitter.link = sitter.link, None
            old.cut("its seat was taken back by its token")
        sitter.link, sitter.laid_out, sitter.idle = link, False, False
        self.sitters[seat] = sitter
        self._waiting.pop(link, None)
        link.met()
        rules, preset = self.setup.rules, self.setup.preset
        infos = self.seat_infos()
        link.send(Welcome(PROTOCOL, seat, sitter.token, rules, preset, infos, self.started))
        if self.started:
            self._present.emit(seat, True)
        self._tell_seats()
        self.sat_down.emit(seat, sitter.name)

    def _seat_for(self, hello: Hello) -> int | None:
        """The seat a token takes back, else the first remote seat nobody holds."""
        for seat, sitter in self.sitters.items():
            if hello.token and hmac.compare_digest(sitter.token, hello.token):
                return seat
        free = [s for s in self.setup.remote if s not in self.sitters]
        return free[0] if free else None

    def _name_taken(self, name: str) -> bool:
        """Someone at the table (a person, a computer, the host) is called ``name`` already."""
        return any(same_name(info.name, name) for info in self.seat_infos())

    def _turn_away(self, link: Link, reason: TurnReason) -> None:
        self._waiting.pop(link, None)
        if link.channel.sealed:
            link.send(Turned(reason, PROTOCOL))
            link.close()
        else:  # said in plain: why a table will not talk is no secret
            link.turn_away(Turned(reason, PROTOCOL))

    def _gone(self, link: Link, why: str) -> None:
        self._waiting.pop(link, None)
        seat = self._seat_of(link)
        if seat is None:
            return
        log.info("The person at seat %d left: %s", seat, why)
        self._stop_clock(seat)
        sitter = self.sitters[seat]
        if self.started:
            sitter.link = None
            self._present.emit(seat, False)
        else:
            del self.sitters[seat]  # nothing played yet: the seat is free for anyone
        self._tell_seats()
        self.left.emit(seat, sitter.name)

    def _seat_of(self, link: Link) -> int | None:
        return next((s for s, sitter in self.sitters.items() if sitter.link is link), None)

    def _tell_seats(self) -> None:
        if self._announcement is not None:
            self._announcement.update(self._open_seats(), self.started)
        infos = Seats(self.seat_infos())
        for sitter in self.sitters.values():
            if sitter.link is not None:
                sitter.link.send(infos)
        self.seats_changed.emit()

    # ------------------------------------------------------------------ the game

    def _link(self, seat: int) -> Link | None:
        """The connection of the person at ``seat``, once their table is laid out."""
        sitter = self.sitters.get(seat)
        return None if sitter is None or not sitter.laid_out else sitter.link

    @Slot(int, int, object, object)
    def _events(self, generation: int, seat: int, seen: list[SeenEvent], view: SeatView) -> None:
        sitter = self.sitters.get(seat)
        if sitter is not None and any(isinstance(e, DealerCut) for e in seen):
            sitter.laid_out = True  # a new session: it starts from an empty table, theirs too
        link = self._link(seat)
        if link is not None:
            link.send(Events(generation, tuple(seen), view))

    @Slot(int, int, object)
    def _prompt(self, generation: int, seat: int, view: SeatView) -> None:
        link = self._link(seat)
        if link is not None:
            link.send(Prompt(generation, view))
            self._start_clock(seat)

    # ------------------------------------------------------------------ idle people

    def _start_clock(self, seat: int) -> None:
        if self.idle_ms is None:
            return
        clock = self._clocks.get(seat)
        if clock is None:
            clock = self._clocks[seat] = QTimer(self)
            clock.setSingleShot(True)
            clock.timeout.connect(lambda seat=seat: self._idle(seat))
        clock.start(self.idle_ms)

    def _stop_clock(self, seat: int) -> None:
        clock = self._clocks.get(seat)
        if clock is not None:
            clock.stop()

    def _idle(self, seat: int) -> None:
        """Their turn's time ran out: their computer plays until they are back."""
        sitter = self.sitters.get(seat)
        if sitter is None or sitter.link is None or sitter.idle:
            return
        log.info("The person at seat %d did not move in time", seat)
        sitter.idle = True
        self._present.emit(seat, False)
        self._tell_seats()
        self.idled.emit(seat, sitter.name)

    def _back(self, seat: int) -> None:
        sitter = self.sitters[seat]
        if sitter.idle:
            sitter.idle = False
            self._present.emit(seat, True)  # their table as it stands, their turn if it is
            self._tell_seats()
            self.came_back.emit(seat, sitter.name)

    @Slot(int, int, object)
    def _table(self, generation: int, seat: int, view: SeatView) -> None:
        sitter = self.sitters.get(seat)
        if sitter is not None and sitter.link is not None:
            sitter.laid_out = True
            sitter.link.send(Table(generation, view))

    @Slot(int, int, object)
    def _refused(self, generation: int, seat: int, reason: Refusal | TableRefusal) -> None:
        link = self._link(seat)
        if link is not None:
            told = reason if isinstance(reason, Refusal) else TableRefused(_table_reason(reason))
            link.send(Refused(generation, told))
            if isinstance(reason, Refusal):  # the rules refused a move: still their turn
                self._start_clock(seat)

    @Slot(int, int)
    def _thinking(self, generation: int, seat: int) -> None:
        for other, sitter in self.sitters.items():
            if other != seat and sitter.link is not None:
                sitter.link.send(Thinking(generation, seat))

    @Slot(int, object)
    def _host_prompted(self, generation: int, view: SeatView) -> None:
        """The host's own turn: the people at the table see them think, as they see anyone."""
        self._thinking(generation, view.seat)

    @Slot(int, object, object)
    def _hand_kept(self, generation: int, hand: HandRecord, down: frozenset[int]) -> None:
        """The hand is over: each person at the table gets it for their statistics, whole
        unless another person played cards face down in it (the deal would show them)."""
        if not isinstance(hand.start, dict) or not isinstance(hand.actions, tuple):
            return  # a hand whose replay was not kept (dealt from a stacked pack)
        start = HandStart.from_dict(hand.start, len(hand.seats))
        whole = Recorded(generation, hand.seed, start, hand.actions, hand.revision)
        result = Recorded(generation, None, None, None, hand.revision)
        for seat in self.sitters:
            link = self._link(seat)
            hidden = self.setup.hides_from(seat, down)
            if link is not None:
                link.send(result if hidden else whole)

    @Slot(int, object)
    def _game_started(self, generation: int, setup: TableSetup) -> None:
        self.setup = setup
        for clock in self._clocks.values():
            clock.stop()  # a turn of the game gone


def _table_reason(reason: TableRefusal) -> TableReason:
    code = reason.code
    assert code in get_args(TableReason)  # the table's refusals are the messages' words
    return cast(TableReason, code)


__all__ = ["Host", "new_code"]
