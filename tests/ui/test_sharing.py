"""Game ▸ Host a table… and Game ▸ Join a table… in the game window: the host's next game opens
the chosen seats, the code and address are told, and a player who joins gets a window of their
own on that table; a wrong code is said in a sentence and opens nothing."""

from __future__ import annotations

from PySide6.QtWidgets import QDialog, QMessageBox

from bura_desktop.app import TableSetup
from bura_desktop.storage.settings import Settings
from bura_desktop.ui.dialogs import table_dialogs


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


def test_a_hosted_table_is_joined_from_another_window(qtbot, open_window, monkeypatch):
    host_window = open_window(TableSetup.against_computers(players=3, seed=4), Settings())
    qtbot.waitUntil(lambda: host_window.flow.generation is not None, timeout=5000)

    def open_seat(dialog):
        assert not dialog.open_button.isEnabled()  # the host has no name yet
        dialog.name.setText("Olga")
        dialog.port.setValue(free_port())
        assert list(dialog.open_seats) == [1, 2]  # the computers' seats, the first ticked
        assert dialog.remote() == (1,)

    answer(monkeypatch, table_dialogs.HostDialog, open_seat)
    host_window.sharing.host_table()
    host = host_window.sharing.host
    assert host is not None and host.server.isListening()
    qtbot.waitUntil(lambda: host_window.setup.remote == (1,), timeout=5000)
    told = host_window.log.toPlainText()
    assert host.code in told and f"port {host.port}" in told

    def join(dialog, code=host.code):
        dialog.address.setText("127.0.0.1")
        dialog.port.setValue(host.port)
        dialog.code.setText(code.lower())  # codes are read whatever their case
        dialog.name.setText("Ann")

    answer(monkeypatch, table_dialogs.JoinDialog, join)
    host_window.sharing.join_table()
    qtbot.waitUntil(lambda: bool(host_window.sharing.guests), timeout=10_000)
    guest_window = host_window.sharing.guests[0]
    assert guest_window.guest is not None and guest_window.setup.watched == 1
    qtbot.waitUntil(lambda: host.sitters[1].link is not None, timeout=5000)
    assert [i.name for i in host.seat_infos()][:2] == ["Olga", "Ann"]
    qtbot.waitUntil(lambda: host_window.table.plates[1].name == "Ann", timeout=5000)
    assert host_window.setup.seats[1].name == "Ann"  # "Ann is thinking…", "Ann leads…"
    assert "Ann sat down at the table." in host_window.log.toPlainText()
    assert [s.name for s in guest_window.setup.seats][:2] == ["Olga", "You"]

    warned = []
    monkeypatch.setattr(QMessageBox, "warning", lambda parent, title, text: warned.append(text))
    answer(monkeypatch, table_dialogs.JoinDialog, lambda d: join(d, code="WRONG1"))
    host_window.sharing.join_table()
    qtbot.waitUntil(lambda: bool(warned), timeout=10_000)
    assert warned == ["The table's code is not right."]
    assert len(host_window.sharing.guests) == 1
    guest_window.close()  # they leave: the host's table says so; the seat stays theirs to take back
    qtbot.waitUntil(lambda: "Ann left the table" in host_window.log.toPlainText(), timeout=5000)
    assert host.sitters[1].link is None and host.sitters[1].name == "Ann"


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
