"""Game ▸ Host a table… and Game ▸ Join a table… in the game window: the host's next game opens
the chosen seats, the code and address are told, and a player who joins gets a window of their
own on that table; a wrong code is said in a sentence and opens nothing."""

from __future__ import annotations

import dataclasses

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialog, QMessageBox

from bura_desktop.app import TableSetup
from bura_desktop.app.discovery import FoundTable, addresses
from bura_desktop.storage.settings import Settings
from bura_desktop.ui.dialogs import table_dialogs


@pytest.fixture(autouse=True)
def warned(monkeypatch) -> list[str]:
    """The warnings a join ends with, kept instead of shown: a modal box here would wait for
    ever for a click, and a test that met one unexpectedly would hang rather than fail."""
    said: list[str] = []
    monkeypatch.setattr(QMessageBox, "warning", lambda parent, title, text: said.append(text))
    return said


def free_port() -> int:
    """A port nothing listens on now (the game's own may be taken on a build machine)."""
    from PySide6.QtNetwork import QHostAddress, QTcpServer

    probe = QTcpServer()
    assert probe.listen(QHostAddress(QHostAddress.SpecialAddress.LocalHost), 0)
    port = probe.serverPort()
    probe.close()
    return port


def answer(monkeypatch, dialog_class, fill):
    """The dialog answered as a player would: ``fill(dialog)``, then OK."""

    def exec_(self):
        fill(self)
        return QDialog.DialogCode.Accepted

    monkeypatch.setattr(dialog_class, "exec", exec_)


def test_a_hosted_table_gathers_its_players_then_plays(qtbot, open_window, monkeypatch, warned):
    host_window = open_window(TableSetup.against_computers(players=3, seed=4), Settings())
    qtbot.waitUntil(lambda: host_window.flow.generation is not None, timeout=5000)

    def open_seats(dialog):
        assert not dialog.open_button.isEnabled()  # the host has no name yet
        dialog.name.setText("Olga")
        dialog.port.setValue(free_port())
        assert list(dialog.open_seats) == [1, 2]  # the computers' seats, the first ticked
        assert dialog.remote() == (1,)
        dialog.open_seats[2].setChecked(True)

    def join(dialog, name, code):
        dialog.address.setText("127.0.0.1")
        dialog.port.setValue(host_window.sharing.host.port)
        dialog.code.setText(code.lower())  # codes are read whatever their case
        dialog.name.setText(name)

    def sit_down(name, code=None):
        host = host_window.sharing.host
        answer(monkeypatch, table_dialogs.JoinDialog, lambda d: join(d, name, code or host.code))
        host_window.sharing.join_table()

    def ours(dialog) -> int | None:
        """Where this host's table is in the list (the network may have others)."""
        port = host_window.sharing.host.port
        rows = range(dialog.tables.count())
        tables = [dialog.tables.item(row).data(Qt.ItemDataRole.UserRole) for row in rows]
        return next((row for row, t in enumerate(tables) if t.port == port), None)

    def pick_announced(dialog):
        host = host_window.sharing.host
        qtbot.waitUntil(lambda: ours(dialog) is not None, timeout=15_000)
        row = ours(dialog)
        assert row is not None
        assert dialog.tables.item(row).text() == "Olga's table, 3 players, 2 open seats"
        assert dialog.address.text() == ""
        dialog.tables.setCurrentRow(row)
        assert dialog.port.value() == host.port and dialog.address.text() in addresses()
        dialog.code.setText(host.code)
        dialog.name.setText("Ann")

    seen_in_lobby: list[str] = []

    def gather(lobby):
        """While the lobby is open, Ann and then Bob sit down from windows of their own."""
        host = host_window.sharing.host
        assert lobby.code.text() == host.code and f"port {host.port}" in lobby.where.text()
        assert "Open seat: waiting for a player" in lobby.seats.text()
        answer(monkeypatch, table_dialogs.JoinDialog, pick_announced)
        host_window.sharing.join_table()  # Ann finds the table in the list, and types the code
        qtbot.waitUntil(lambda: "Ann: at the table" in lobby.seats.text(), timeout=10_000)
        sit_down("Bob")
        qtbot.waitUntil(lambda: "Bob: at the table" in lobby.seats.text(), timeout=10_000)
        seen_in_lobby.append(lobby.seats.text())
        assert host_window.setup.remote == ()  # nothing is dealt before the host starts

    answer(monkeypatch, table_dialogs.HostDialog, open_seats)
    answer(monkeypatch, table_dialogs.LobbyDialog, gather)
    asked: list[str] = []

    def ask(question: str) -> bool:
        asked.append(question)
        return True

    monkeypatch.setattr(host_window, "ask", ask)
    host_window.sharing.host_table()
    # The hand on the table ends only when the host says so.
    assert len(asked) == 1 and "the hand in progress and its pot will be lost" in asked[0]
    host = host_window.sharing.host
    assert host is not None and host.started and seen_in_lobby
    assert seen_in_lobby[0].splitlines() == ["Olga (you)", "Ann: at the table", "Bob: at the table"]
    qtbot.waitUntil(lambda: host_window.setup.remote == (1, 2), timeout=5000)
    told = host_window.log.toPlainText()
    assert host.code in told and f"port {host.port}" in told
    # The host hears both before their windows have heard back from it.
    qtbot.waitUntil(lambda: len(host_window.sharing.guests) == 2, timeout=5000)
    ann, bob = host_window.sharing.guests
    assert ann.guest.seat == 1 and bob.guest.seat == 2
    assert "You sat down at Olga's table. The game starts when Olga starts it." in (
        ann.log.toPlainText()
    )
    qtbot.waitUntil(lambda: "Bob sat down at the table." in ann.log.toPlainText(), timeout=5000)
    # Both were at the table for its deal: each window holds its own seat's cards.
    qtbot.waitUntil(lambda: bool(ann.table.model.hands[1].slots), timeout=10_000)
    qtbot.waitUntil(lambda: bool(bob.table.model.hands[2].slots), timeout=10_000)
    assert [i.name for i in host.seat_infos()] == ["Olga", "Ann", "Bob"]
    qtbot.waitUntil(lambda: host_window.table.plates[1].name == "Ann", timeout=5000)
    # A person's plate shows no computer's level (the computer only stands in for her).
    assert host_window.table.plates[1].level is None
    assert host_window.setup.seats[1].name == "Ann"  # "Ann is thinking…", "Ann leads…"
    assert "Ann" in host_window.log.toPlainText().split("Cut for the first deal")[1]
    assert [s.name for s in ann.setup.seats] == ["Olga", "You", "Bob"]
    assert ann.table.plates[2].name == "Bob"

    assert warned == []
    sit_down("Eve", code="WRONG1")
    qtbot.waitUntil(lambda: bool(warned), timeout=10_000)
    assert warned == ["The table's code is not right."]
    assert len(host_window.sharing.guests) == 2
    bob.close()  # he leaves: both tables say so; the seat stays his to take back
    gone = "Bob left the table; a computer plays for them."
    qtbot.waitUntil(lambda: gone in host_window.log.toPlainText(), timeout=5000)
    qtbot.waitUntil(lambda: gone in ann.log.toPlainText(), timeout=5000)
    assert host.sitters[2].link is None and host.sitters[2].name == "Bob"


def test_a_table_closed_before_its_game_tells_whoever_sat_down(qtbot, open_window, monkeypatch):
    host_window = open_window(TableSetup.against_computers(players=2, seed=4), Settings())
    qtbot.waitUntil(lambda: host_window.flow.generation is not None, timeout=5000)
    before = host_window.setup

    def open_seat(dialog):
        dialog.name.setText("Olga")
        dialog.port.setValue(free_port())

    def close_after_ann(lobby):
        def join(dialog):
            dialog.address.setText("127.0.0.1")
            dialog.port.setValue(host_window.sharing.host.port)
            dialog.code.setText(host_window.sharing.host.code)
            dialog.name.setText("Ann")

        answer(monkeypatch, table_dialogs.JoinDialog, join)
        host_window.sharing.join_table()
        qtbot.waitUntil(lambda: "Ann: at the table" in lobby.seats.text(), timeout=10_000)
        # The host seats her before her welcome reaches her window: wait for that too.
        qtbot.waitUntil(lambda: len(host_window.sharing.guests) == 1, timeout=10_000)
        return QDialog.DialogCode.Rejected

    answer(monkeypatch, table_dialogs.HostDialog, open_seat)
    monkeypatch.setattr(table_dialogs.LobbyDialog, "exec", close_after_ann)
    monkeypatch.setattr(host_window, "ask", lambda question: True)
    host_window.sharing.host_table()
    assert host_window.sharing.host is None and host_window.setup == before  # game unchanged
    (ann,) = host_window.sharing.guests
    qtbot.waitUntil(lambda: "closed the table" in ann.log.toPlainText(), timeout=5000)


def test_the_join_dialog_asks_for_everything_a_join_needs(qtbot):
    dialog = table_dialogs.JoinDialog()
    qtbot.addWidget(dialog)
    ok = dialog.buttons.button(dialog.buttons.StandardButton.Ok)
    assert not ok.isEnabled()
    dialog.address.setText("192.168.1.20")
    dialog.code.setText("ABC234")
    assert not ok.isEnabled()  # no name yet
    dialog.name.setText("Ann")
    assert ok.isEnabled()
    dialog.code.clear()
    qtbot.keyClicks(dialog.code, "AB-12 ")  # only letters and digits are typed
    assert dialog.code.text() == "AB12"


def test_the_join_dialog_lists_the_tables_found_and_a_choice_fills_in_where(qtbot):
    from bura_desktop.net.messages import PROTOCOL

    dialog = table_dialogs.JoinDialog(finder=None)
    qtbot.addWidget(dialog)
    olga = FoundTable("Olga's table", "Olga", "192.168.1.20", 47600, PROTOCOL, 3, 1, False)
    ivan = FoundTable("Ivan's table", "Ivan", "192.168.1.30", 47531, PROTOCOL + 1, 2, 1, False)
    dialog.show_tables([ivan, olga])
    texts = [dialog.tables.item(i).text() for i in range(dialog.tables.count())]
    assert texts == [
        "Ivan's table (another version of Bura Desktop)",
        "Olga's table, 3 players, 1 open seat",
    ]
    dialog.tables.setCurrentRow(1)
    assert (dialog.address.text(), dialog.port.value()) == ("192.168.1.20", 47600)
    # The list comes again as tables come and go: the choice stays while its table is there.
    started = FoundTable("Olga's table", "Olga", "192.168.1.20", 47600, PROTOCOL, 3, 0, True)
    dialog.show_tables([started])
    assert dialog.tables.currentItem().text() == "Olga's table, 3 players, game on, 0 open seats"


def test_a_game_begun_at_an_open_table_opens_it_again_after_a_restart(qtbot, open_window):
    """The host's window resumes a hosted game (the save kept its table): it says so, and Host
    a table… opens that table again, no questions asked, for its players to come back."""
    import dataclasses

    from bura_desktop.app.guest import Guest
    from bura_desktop.storage.savegame import HostedTable
    from bura_desktop.storage.seats import Seat

    table = HostedTable("ABC234", "k" * 32, free_port(), "Olga", (1,))
    setup = TableSetup.against_computers(players=3, seed=4)
    seats = (setup.seats[0], Seat("Ann", setup.seats[1].level), setup.seats[2])
    setup = dataclasses.replace(setup, seats=seats, remote=(1, 2), table=table)
    window = open_window(setup, Settings())
    qtbot.waitUntil(lambda: "begun at a table open to the network" in window.log.toPlainText())
    window.sharing.host_table()
    host = window.sharing.host
    assert host is not None and host.started and host.port == table.port
    assert "The table is open again" in window.log.toPlainText()
    assert "ABC234" in window.status.text()  # on the bar too, where the host looks
    ann = Guest("Ann", "ABC234", host.sitters[1].token)  # the token her app kept
    with qtbot.waitSignal(ann.welcomed, timeout=5000) as welcomed:
        ann.join("127.0.0.1", table.port)
    assert welcomed.args[0].seat == 1 and welcomed.args[0].started
    qtbot.waitUntil(lambda: "Ann sat down at the table." in window.log.toPlainText())


def test_a_friend_anywhere_joins_with_the_invitation_read_out(
    qtbot, open_window, monkeypatch, wormhole_servers
):
    """Invite over the internet, in the lobby: a code to read out (and copy); the friend types
    it, spaces and capitals as heard, under Invitation, and sits down through the relay."""
    from PySide6.QtGui import QGuiApplication

    from bura_desktop.storage.settings import NetworkSettings
    from bura_desktop.ui.dialogs.invite_dialog import InviteDialog

    # Servers of our own (Settings ▸ Network): the real ones, on this machine.
    ours = wormhole_servers.servers()
    network = NetworkSettings(ours.mailbox, ours.transit)
    settings = dataclasses.replace(Settings(), network=network)
    host_window = open_window(TableSetup.against_computers(players=2, seed=4), settings)
    qtbot.waitUntil(lambda: host_window.flow.generation is not None, timeout=5000)

    def open_seats(dialog):
        dialog.name.setText("Olga")
        dialog.port.setValue(free_port())

    def type_invitation(dialog, heard):
        assert not dialog.buttons.button(dialog.buttons.StandardButton.Ok).isEnabled()
        dialog.invitation.setText(heard)
        dialog.name.setText("Ann")
        # Nothing else is needed: the invitation knows where the table is and its code.
        assert not dialog.address.isEnabled() and not dialog.code.isEnabled()
        assert dialog.buttons.button(dialog.buttons.StandardButton.Ok).isEnabled()

    shown: list[str] = []

    def gather(lobby):
        lobby.invite_button.click()
        dialog = lobby.findChild(InviteDialog)
        assert dialog is not None and not dialog.copy_button.isEnabled()
        qtbot.waitUntil(lambda: dialog.copy_button.isEnabled(), timeout=10_000)
        dialog.copy_button.click()
        code = dialog.code.text()
        assert QGuiApplication.clipboard().text() == code and code.count("-") == 2
        heard = "  " + code.replace("-", " ").upper()
        answer(monkeypatch, table_dialogs.JoinDialog, lambda d: type_invitation(d, heard))
        host_window.sharing.join_table()
        qtbot.waitUntil(lambda: "Ann: at the table" in lobby.seats.text(), timeout=15_000)
        shown.append(dialog.status.text())
        dialog.close()

    answer(monkeypatch, table_dialogs.HostDialog, open_seats)
    answer(monkeypatch, table_dialogs.LobbyDialog, gather)
    monkeypatch.setattr(host_window, "ask", lambda question: True)
    host_window.sharing.host_table()
    assert shown == ["Your friend is in: they sit down at the table now."]
    qtbot.waitUntil(lambda: len(host_window.sharing.guests) == 1, timeout=5000)
    (ann,) = host_window.sharing.guests
    assert ann.guest.seat == 1
    qtbot.waitUntil(lambda: bool(ann.table.model.hands[1].slots), timeout=10_000)
    # A seat through an invitation is not offered back at the next start (its way is gone).
    through = ann.guest.guest.socket.peerPort()  # the invitation's port on loopback
    assert all(held.port != through for held in host_window.sharing.seats_held.seats)
    host_window.sharing.close()  # the table closes: its invitations lapse
    assert host_window.sharing.invitations == []


def test_an_invitation_code_that_cannot_be_one_is_not_taken(qtbot):
    dialog = table_dialogs.JoinDialog("Ann")
    qtbot.addWidget(dialog)
    ok = dialog.buttons.button(dialog.buttons.StandardButton.Ok)
    for text in ("7", "guitarist-revenge", "7-guitarist", "7-gui;tarist-revenge", "x" * 40):
        dialog.invitation.setText(text)
        assert dialog.invited() is None and not ok.isEnabled(), text
    dialog.invitation.setText(" 7 Guitarist  REVENGE ")
    assert dialog.invited() == "7-guitarist-revenge" and ok.isEnabled()


def test_a_friend_restarted_is_asked_and_comes_back_by_their_way_back(
    qtbot, start_profile, tmp_path, monkeypatch, wormhole_servers, anywhere
):
    """Ann's app closed while she sat at Olga's table across the internet: at its next start
    it asks whether to take the seat back, and "Take my seat back" goes through her way back
    (kept in her profile) to her own seat."""
    import json

    from bura_desktop.storage.paths import Profile
    from bura_desktop.storage.seats_held import SeatHeld, SeatsHeld
    from bura_desktop.storage.settings import NetworkSettings
    from tests.app.test_anywhere import GONE_MS, invite, take_up

    ours = wormhole_servers.servers()
    driver, host, setup, opened = anywhere("classic", 2, (1,), seed=3)
    first = invite(qtbot, ours, host)
    invited, ann, offer = take_up(qtbot, ours, first.code, "Ann", setup.rules)
    opened += [first, invited]
    host.start()
    driver.start()
    token = ann.guest.token
    # Her app as it closed: the seat kept in her profile, her servers in her settings.
    profile = Profile.in_directory(tmp_path)
    held = SeatHeld("", 0, host.code, "Ann", token, "Olga", offer.back)
    SeatsHeld(profile).keep(held)
    network = NetworkSettings(ours.mailbox, ours.transit)
    profile.config_dir.mkdir(parents=True, exist_ok=True)
    settings = dataclasses.replace(Settings(), network=network)
    profile.settings_file.write_text(json.dumps(settings.to_dict()))
    ann.guest.socket.abort()
    ann.guest.deleteLater()
    invited.close()
    qtbot.waitUntil(lambda: host.sitters[1].link is None, timeout=GONE_MS)
    asked: list[str] = []

    def take_it_back(box):
        asked.append(box.text())
        (back,) = [b for b in box.buttons() if b.text() == "Take my seat back"]
        back.click()
        return 0

    monkeypatch.setattr(QMessageBox, "exec", take_it_back)
    window = start_profile(tmp_path)
    qtbot.waitUntil(lambda: bool(asked), timeout=5000)
    assert asked == ["You have a seat at Olga's table across the internet. Take it back now?"]
    qtbot.waitUntil(lambda: len(window.sharing.guests) == 1, timeout=20_000)
    assert window.sharing.guests[0].guest.seat == 1
    assert host.sitters[1].link is not None
