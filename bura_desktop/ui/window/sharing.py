"""The table shared with friends on the network, from the game window: hosting its game
(Game ▸ Host a table…) and joining someone else's (Game ▸ Join a table…).

Hosting opens the table (``app.host``): its code and this computer's addresses are shown while
people sit down at the chosen seats, and the host's Start begins the new game with them.
Joining connects (``app.guest``) and, once seated, opens a window of its own on that table: the
game window with the guest's connection as its game (``app.guest_table``). Either window names
the people on their plates and says in its log who came and who went.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from pathlib import Path
from typing import ClassVar, Literal, Protocol, assert_never

from PySide6.QtCore import QObject, Qt, QTimer
from PySide6.QtWidgets import QMainWindow, QMessageBox, QWidget

from bura_desktop.app.anywhere import Invitation, Invited
from bura_desktop.app.controller import GameController
from bura_desktop.app.discovery import TableFinder, addresses
from bura_desktop.app.flow import TableFlow
from bura_desktop.app.guest import Guest
from bura_desktop.app.guest_table import GuestTable
from bura_desktop.app.host import Host, new_code
from bura_desktop.app.i18n import fill
from bura_desktop.app.narration import named, seat_name
from bura_desktop.app.table import TableSetup
from bura_desktop.core.names import clean_name, valid_name
from bura_desktop.net.invitations import PUBLIC, Servers, TableOffer, return_code
from bura_desktop.net.messages import PROTOCOL, SeatInfo, Turned, Welcome
from bura_desktop.storage.paths import Profile
from bura_desktop.storage.seats import HUMAN_NAME
from bura_desktop.storage.seats_held import SeatHeld, SeatsHeld
from bura_desktop.storage.settings import NetworkSettings, Settings
from bura_desktop.storage.ways_back import WaysBack
from bura_desktop.ui.dialogs.invite_dialog import InviteDialog
from bura_desktop.ui.dialogs.table_dialogs import HostDialog, JoinDialog, LobbyDialog
from bura_desktop.ui.records.record_windows import RecordWindows
from bura_desktop.ui.table.table_view import TableView
from bura_desktop.ui.window.log_panel import LogPanel

JOIN_WITHIN_MS = 10_000  # a host that has not seated us by then is not answering
GOODBYE_MS = 10_000  # a closed table's connections are kept this long to say goodbye


class SharingHost(Protocol):
    """What the window does for the sharing of its table."""

    profile: Profile | None  # where the seats we hold at other tables are kept

    @property
    def settings(self) -> Settings | None: ...
    def begin_hosted(self, setup: TableSetup) -> None: ...
    def notify(self, message: str) -> None: ...
    def ask(self, question: str) -> bool: ...


class Sharing(QObject):
    """The network side of ``window``, whose game runs in ``controller`` and whose ``flow``
    gives the next game; ``open_guest`` makes a game window for a seat at someone else's table.
    Who came and went is told in the ``log``, and named on the plates of the ``view``'s table;
    ``records`` keeps our hands at other tables (None: nothing is kept)."""

    # The seats we hold at other tables, by profile (one store for every window of it):
    # joining one again takes our seat back, after a lost connection, the host's restart or
    # our own.
    held: ClassVar[dict[Path | None, SeatsHeld]] = {}

    def __init__(
        self,
        window: QMainWindow,
        host_side: SharingHost,
        controller: GameController | None,
        parts: tuple[TableFlow, LogPanel, TableView, RecordWindows | None],
        open_guest: Callable[[GuestTable], QMainWindow],
        guest: GuestTable | None = None,
    ) -> None:
        """``guest``: this window's seat at someone else's table, if it shows one."""
        super().__init__(window)
        self.window = window
        self.host_side = host_side
        self.controller = controller
        self.flow, self.log, self.view, self.records = parts
        self._open_guest = open_guest
        self.host: Host | None = None
        self.guests: list[QMainWindow] = []  # the windows at other tables, kept alive
        self.back_box: QMessageBox | None = None  # "I'm back", while our seat is idle
        self.invitations: list[Invitation] = []  # to our table, open until it closes
        self.ways_back = WaysBack(host_side.profile)  # of the friends who came in by one
        if controller is not None and self.flow.setup.table is not None:
            words = self.tr(
                "This game was begun at a table open to the network: Game ▸ Host a table…"
                " opens it again for its players."
            )
            QTimer.singleShot(0, lambda: self.host_side.notify(words))
        profile = host_side.profile
        where = None if profile is None else profile.data_dir
        if where not in Sharing.held:
            Sharing.held[where] = SeatsHeld(profile)
        self.seats_held = Sharing.held[where]
        if profile is not None and controller is not None and self.seats_held.seats:
            # Kept from an earlier run of the app (this run's are in its open windows).
            QTimer.singleShot(0, lambda: self._offer_seat(self.seats_held.seats[0]))
        if guest is not None:
            guest.seats_changed.connect(lambda before, now: self._guest_seats(guest, before, now))
            dropped = self.tr("The connection to the table dropped: dialling it again…")
            guest.guest.rejoining.connect(lambda: self.host_side.notify(dropped))
            back = self.tr("You are back in your seat.")
            guest.guest.rejoined.connect(lambda: self.host_side.notify(back))
            if not guest.started:
                host = next((i.name for i in guest.infos if i.level == "human"), "")
                words = self.tr("You sat down at %1's table. The game starts when %1 starts it.")
                QTimer.singleShot(0, lambda: self.host_side.notify(fill(words, named(host))))

    # ------------------------------------------------------------------ hosting

    def host_table(self) -> None:
        """Open this window's next game to people on the network."""
        if self.controller is None:
            return
        shown = self.flow.setup
        if self.host is None and shown.table is not None and not shown.practice:
            self._reopen()
            return
        question = self.tr(
            "A hosted table begins a new game with the people who sit down: the hand in"
            " progress and its pot will be lost. Host a table?"
        )
        in_progress = self.host is None and self.flow.hand_in_progress()
        if in_progress and not self.host_side.ask(question):
            return
        setup = self.flow.fresh_setup()
        dialog = HostDialog(setup.seats, self.window)
        if not dialog.exec() or not dialog.remote():
            return
        setup = dataclasses.replace(setup, remote=dialog.remote(), session_id="")
        if self.host is None:
            self.host = self._follow(Host(self.controller, setup, new_code()))
        host = self.host
        host.setup, host.name = setup, clean_name(dialog.name.text())
        host.idle_ms = dialog.idle_ms()
        if not host.server.isListening() and not self._opened(host, dialog.port.value()):
            self.host = None
            return
        where = _where()
        lobby = LobbyDialog(
            host.code,
            where,
            host.port,
            setup.remote,
            host.seat_infos,
            self.window,
            invite=lambda: self._invite_over(lobby),
        )
        host.seats_changed.connect(lobby.show_seats)
        started = lobby.exec()
        lobby.deleteLater()
        if not started:
            self._close_table()
            return
        self.host_side.begin_hosted(host.start())  # the people seated are dealt in
        words = self.tr("The table is open. Players join at %1, port %2, with the code %3.")
        self._tell(fill(words, where, host.port, host.code))

    def _follow(self, host: Host) -> Host:
        """The log and the plates follow who comes and goes at ``host``'s table."""
        host.setParent(self)  # alive while it says goodbye (_close_table)
        host.seats_changed.connect(self._seats_changed)
        tell = self._tell
        host.sat_down.connect(lambda _seat, name: tell(self._change("sat_down", name)))
        host.left.connect(lambda _seat, name: tell(self._change("left", name)))
        host.idled.connect(lambda _seat, name: tell(self._change("idle", name)))
        host.came_back.connect(lambda _seat, name: tell(self._change("back", name)))
        host.version_refused.connect(
            lambda theirs: tell(
                fill(
                    self.tr(
                        "A player with another version of Bura Desktop could not join (their"
                        " table version %1, this one %2)."
                    ),
                    theirs,
                    PROTOCOL,
                )
            )
        )
        return host

    def _reopen(self) -> None:
        """The game on the table was begun at this computer's table before a restart: open
        that table again, its game going on, for its players to come back to their seats."""
        assert self.controller is not None
        setup = self.flow.setup
        assert setup.table is not None
        host = self._follow(Host.reopened(self.controller, setup))
        if not self._opened(host, setup.table.port):
            return
        self.host = host
        name = host.name if valid_name(host.name) else ""
        # The friends who came from afar come back; those invited and not in yet still can.
        for code, way in [(w, w) for w in self.ways_back.of(host.code)] + list(
            self.ways_back.pending(host.code)
        ):
            self._follow_invitation(
                Invitation(self._servers(), host.port, TableOffer(host.code, name, way), self, code)
            )
        words = self.tr(
            "The table is open again. Its players come back at %1, port %2, with the code %3."
        )
        # On the bar as well as in the log: the players need the code, and the host may not
        # be looking at the log.
        self.host_side.notify(fill(words, _where(), host.port, host.code))

    def _opened(self, host: Host, port: int) -> bool:
        """``host`` listens on ``port`` and is announced on the network, or the log says why
        not and it goes."""
        if host.listen(port):
            host.announce()
            return True
        words = self.tr("The table could not be opened on port %1: %2")
        self.host_side.notify(fill(words, port, host.server.errorString()))
        host.deleteLater()
        return False

    def invite(self, parent: QWidget | None = None) -> InviteDialog | None:
        """Invite a friend anywhere to our open table: a new invitation and its dialog."""
        host = self.host
        if host is None or not host.server.isListening():
            self.host_side.notify(
                self.tr("Host a table first (Game ▸ Host a table…), then invite friends to it.")
            )
            return None
        name = host.name if valid_name(host.name) else ""
        offer = TableOffer(host.code, name, return_code())  # their own way back, once in
        invitation = self._follow_invitation(Invitation(self._servers(), host.port, offer, self))
        dialog = InviteDialog(invitation, parent or self.window)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.open()
        return dialog

    def _follow_invitation(self, invitation: Invitation) -> Invitation:
        """Kept open until the table closes, and in the profile while it is open (so that a
        restart opens it again): not taken up yet, then as its friend's way back."""
        offer, ways = invitation.offer, self.ways_back
        invitation.coded.connect(lambda code: ways.invited(offer.code, code, offer.back))
        invitation.used.connect(lambda: ways.keep(offer.code, offer.back))
        invitation.failed.connect(lambda _why: ways.lapsed(offer.code, invitation.code))
        self.invitations.append(invitation)
        return invitation

    def _servers(self) -> Servers:
        """Where invitations meet: the player's own servers (Settings ▸ Network), or the
        public ones."""
        chosen = self.host_side.settings
        network = NetworkSettings() if chosen is None else chosen.network
        return Servers(network.mailbox or PUBLIC.mailbox, network.relay or PUBLIC.transit)

    def _invite_over(self, lobby: LobbyDialog) -> None:
        self.invite(lobby)  # over the lobby, which is modal

    def _lapse_invitations(self) -> None:
        for invitation in self.invitations:
            invitation.close()
        self.invitations.clear()

    def _close_table(self) -> None:
        """The host closes the table before its game: everyone seated is told, and leaves."""
        self._lapse_invitations()
        if self.host is not None:
            self.ways_back.forget(self.host.code)
            self.host.close()
            # Deleting it would abort its connections before the goodbyes go out.
            QTimer.singleShot(GOODBYE_MS, self.host.deleteLater)
            self.host = None
            self._tell(self.tr("The table is closed."))

    def _tell(self, line: str) -> None:
        """In the log each time (notify says a sentence only once: someone may come back)."""
        self.log.tell(line, False)

    def _seats_changed(self) -> None:
        """A person sat down or left: the table names them, or their computer again."""
        if self.host is not None and self.host.started:
            infos = self.host.seat_infos()
            seats = self.host.setup.seats
            self._name_seats(
                [s.name if s.human else i.name for s, i in zip(seats, infos, strict=True)],
                [seat for seat, info in enumerate(infos) if info.level == "remote"],
            )

    def _name_seats(self, names: list[str], people: list[int] | None = None) -> None:
        flow = self.flow
        if len(names) != len(flow.setup.seats):
            return  # another table's game is shown: its own seats
        pairs = zip(flow.setup.seats, names, strict=True)
        seats = [dataclasses.replace(s, name=n) for s, n in pairs]
        flow.setup = dataclasses.replace(flow.setup, seats=tuple(seats))
        self.view.table().name_seats([seat_name(n) for n in names], people or ())
        self.log.narrate(flow.setup)

    def _guest_seats(
        self, guest: GuestTable, before: tuple[SeatInfo, ...], now: tuple[SeatInfo, ...]
    ) -> None:
        """At someone else's table: the plates name who sits there now, the log who came and
        who went."""
        for seat, (old, new) in enumerate(zip(before, now, strict=True)):
            if seat == guest.seat or (old.name, old.present) == (new.name, new.present):
                continue
            if new.level == "remote" and new.present:
                self._tell(self._change("back" if old.idle else "sat_down", new.name))
            elif new.idle:
                self._tell(self._change("idle", new.name))
            elif old.level == "remote" and old.present:
                self._tell(self._change("left", old.name))
        mine = now[guest.seat]
        if mine.idle and not before[guest.seat].idle:
            self._ask_back(guest)
        self._name_seats([HUMAN_NAME if i == guest.seat else s.name for i, s in enumerate(now)])

    def _change(self, change: Literal["sat_down", "left", "idle", "back"], name: str) -> str:
        """What the log says of a person who came, went, idled or came back."""
        match change:
            case "sat_down":
                words = self.tr("%1 sat down at the table.")
            case "left":
                words = self.tr("%1 left the table; a computer plays for them.")
            case "idle":
                words = self.tr(
                    "%1 did not move in time; a computer plays for them until they are back."
                )
            case "back":
                words = self.tr("%1 is back at the table.")
        return fill(words, named(name))

    def _ask_back(self, guest: GuestTable) -> None:
        """Our own seat went to its computer while we were away: one click takes it back."""
        self._tell(
            self.tr("You did not move in time; a computer plays for you until you are back.")
        )
        box = QMessageBox(self.window)
        box.setIcon(QMessageBox.Icon.Information)
        box.setWindowTitle(self.tr("A computer plays for you"))
        box.setText(
            self.tr(
                "You did not move in time, so a computer plays your seat for now. The game goes"
                " on; take your seat back whenever you are ready."
            )
        )
        box.addButton(self.tr("I'm back"), QMessageBox.ButtonRole.AcceptRole)
        box.finished.connect(lambda _result: guest.guest.back())
        box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        self.back_box = box
        box.open()

    def close(self) -> None:
        self._lapse_invitations()
        if self.host is not None:
            self.host.close()
        for window in self.guests:
            window.close()

    # ------------------------------------------------------------------ joining

    def join_table(self) -> None:
        finder = TableFinder(self)
        dialog = JoinDialog(finder=finder, parent=self.window)
        chosen = dialog.exec()
        finder.close()
        QTimer.singleShot(GOODBYE_MS, finder.deleteLater)  # once its threads have stopped
        if not chosen:
            return
        name, invited = clean_name(dialog.name.text()), dialog.invited()
        if invited is not None:
            self._take_up(invited, name)
        else:
            code = dialog.code.text().strip().upper()
            self._join(dialog.address.text().strip(), dialog.port.value(), code, name)

    def _take_up(self, code: str, name: str, token: str = "") -> None:
        """Follow invitation ``code`` to its table anywhere, and sit down there (our seat,
        with ``token``, when the code is our way back): our seat's connection goes through
        the invitation for as long as we sit there."""
        invited = Invited(self._servers(), code, self)
        invited.ready.connect(
            lambda port, offer: self._join(
                "127.0.0.1", port, offer.code, name, invited, token, offer.back
            )
        )
        invited.failed.connect(lambda why: self._not_invited(invited, why))

    def _not_invited(self, invited: Invited, why: str) -> None:
        invited.close()
        invited.deleteLater()
        match why:
            case "wrong_code":
                words = self.tr("That invitation code is not right: check it with the host.")
            case "no_answer":
                words = self.tr(
                    "No table answered this invitation: it may have been used or closed."
                )
            case "offline":
                words = self.tr(
                    "The invitation server cannot be reached: this computer may be offline."
                )
            case _:
                words = self.tr("This invitation has lapsed: ask the host for a new one.")
        QMessageBox.warning(self.window, self.tr("Join a table"), words)

    def _offer_seat(self, held: SeatHeld) -> None:
        """At the start: we hold a seat at someone's table (the app closed, crashed or lost
        its connection while we sat there): take it back, later, or give it up."""
        box = QMessageBox(self.window)
        box.setIcon(QMessageBox.Icon.Question)
        box.setWindowTitle(self.tr("Join a table"))
        if held.invitation:
            words = self.tr("You have a seat at %1's table across the internet. Take it back now?")
            box.setText(fill(words, named(held.host)))
        else:
            words = self.tr("You have a seat at %1's table (%2, port %3). Take it back now?")
            box.setText(fill(words, named(held.host), held.address, held.port))
        back = box.addButton(self.tr("Take my seat back"), QMessageBox.ButtonRole.AcceptRole)
        box.addButton(self.tr("Not now"), QMessageBox.ButtonRole.RejectRole)
        give_up = box.addButton(self.tr("Give up the seat"), QMessageBox.ButtonRole.DestructiveRole)
        box.setDefaultButton(back)
        box.exec()
        if box.clickedButton() is back and held.invitation:
            self._take_up(held.invitation, held.name, held.token)
        elif box.clickedButton() is back:
            self._join(held.address, held.port, held.code, held.name)
        elif box.clickedButton() is give_up:
            self.seats_held.forget(*held.table)

    def _join(
        self,
        address: str,
        port: int,
        code: str,
        name: str,
        invited: Invited | None = None,
        token: str = "",
        back: str = "",
    ) -> None:
        """Sit down at the table at ``address``:``port`` (our seat there, if we hold one);
        ``invited``: the invitation that carries the connection, closed with the seat, and
        ``back`` our way back through it, kept for a restart instead of the address."""
        guest = Guest(name, code, token or self.seats_held.token(address, port, code, name))
        kept = (address, port)  # how the seat is kept for coming back
        if invited is not None:
            invited.setParent(guest)
            guest.destroyed.connect(lambda: invited.close())
            kept = (back, 0)
        timer = QTimer(guest)
        timer.setSingleShot(True)
        timer.timeout.connect(lambda: self._not_seated(guest, self.tr("The host did not answer.")))
        guest.welcomed.connect(lambda welcome: self._seated(guest, welcome, timer, *kept))
        guest.turned.connect(lambda turned: self._turned_away(guest, turned, *kept))
        guest.ended.connect(
            lambda _reason: self._not_seated(guest, self.tr("The host could not be reached."))
        )
        guest.join(address, port)
        timer.start(JOIN_WITHIN_MS)

    def _seated(
        self, guest: Guest, welcome: Welcome, timer: QTimer, address: str, port: int
    ) -> None:
        """Seated at the table at ``address``:``port``, or (port 0) through the way back
        ``address``."""
        timer.stop()
        host = next((i.name for i in welcome.seats if i.level == "human"), "") or "Host"
        if port:
            held = SeatHeld(address, port, guest.code, guest.name, welcome.token, host)
        else:
            held = SeatHeld("", 0, guest.code, guest.name, welcome.token, host, address)
        if port or address:
            self.seats_held.keep(held)  # our seat, should we lose it or close
        for signal in (guest.turned, guest.ended):
            signal.disconnect()
        # The table's end is the seat's end; a lost connection keeps it for coming back.
        forget = self.seats_held.forget
        guest.ended.connect(lambda why: why == "lost" or forget(address, port, guest.code))
        table = GuestTable(guest, welcome)
        if self.records is not None:  # our hands there go into our statistics
            table.hand_kept.connect(self.records.record_elsewhere)
        window = self._open_guest(table)
        self.guests.append(window)
        window.destroyed.connect(lambda: self.guests.remove(window))
        window.show()

    def _turned_away(self, guest: Guest, turned: Turned, address: str, port: int) -> None:
        if turned.reason in ("code", "full"):  # the table is gone, or our seat with it
            self.seats_held.forget(address, port, guest.code)
        self._not_seated(guest, self._turned(turned))

    def _not_seated(self, guest: Guest, why: str) -> None:
        if guest.seat is not None:
            return  # seated meanwhile: the table's window says what happens from here
        guest.link.close()
        guest.deleteLater()
        QMessageBox.warning(self.window, self.tr("Join a table"), why)

    def _turned(self, turned: Turned) -> str:
        match turned.reason:
            case "code":
                return self.tr("The table's code is not right.")
            case "full":
                return self.tr("Every open seat at this table is taken.")
            case "name":
                return self.tr("That name cannot be used at this table.")
            case "name_taken":
                return self.tr("Someone at this table has that name already: choose another.")
            case "slow_down":
                return self.tr("Too many wrong codes: wait a few seconds and try again.")
            case "protocol":
                return fill(
                    self.tr(
                        "The host plays another version of Bura Desktop (table version %1, this"
                        " one %2)."
                    ),
                    turned.protocol,
                    PROTOCOL,
                )
            case _:
                assert_never(turned.reason)


def _where() -> str:
    """Where players join this computer: its addresses on its networks."""
    return ", ".join(addresses()) or "127.0.0.1"


__all__ = ["Sharing"]
