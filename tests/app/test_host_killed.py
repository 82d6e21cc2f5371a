"""The host's process killed in the middle of a hand: the player at its table is told the
table is gone, and the host's own files (its save, its statistics) are whole."""

from __future__ import annotations

import os
import signal
import sqlite3
import subprocess
import sys
import textwrap

from bura_desktop.app.guest import Guest
from bura_desktop.app.guest_table import GuestTable
from bura_desktop.core import Game
from bura_desktop.storage import savegame
from bura_desktop.storage.paths import Profile

# A host with a profile of its own: one computer, one seat open, its table on a free port;
# its game starts once Ann sits down.
HOST = textwrap.dedent(
    """
    import dataclasses, sys
    from PySide6.QtCore import QTimer
    from PySide6.QtNetwork import QHostAddress
    from PySide6.QtWidgets import QApplication
    from bura_desktop.app import GameWorker, TableSetup
    from bura_desktop.app.host import Host
    from bura_desktop.app.keeper import SessionKeeper
    from bura_desktop.storage.paths import Profile

    app = QApplication([])
    setup = TableSetup.against_computers(2, "random", seed=5, autoplay=True)
    setup = dataclasses.replace(setup, remote=(1,), session_id="hosted")
    worker = GameWorker(setup, keeper=SessionKeeper(Profile.in_directory(sys.argv[1])))
    controller = worker.controller
    controller.events_ready.connect(lambda *_: QTimer.singleShot(0, controller.ready))
    host = Host(controller, setup, "ABC234", "Olga")
    host.listen(0, QHostAddress(QHostAddress.SpecialAddress.LocalHost))

    def begin(seat, name):  # Ann is there: the host starts the game, as its lobby's Start does
        controller.setup = host.start()  # as the window begins it: the table in the setup
        worker.start()

    host.sat_down.connect(begin)
    print(host.port, flush=True)
    app.exec()
    """
)


def test_a_killed_host_leaves_its_player_told_and_its_files_whole(qtbot, tmp_path):
    # She dials the table again a few times (tests/conftest.py: quickly), as after any drop,
    # before she is told it is lost.
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    process = subprocess.Popen(
        [sys.executable, "-c", HOST, str(tmp_path)], stdout=subprocess.PIPE, text=True, env=env
    )
    try:
        assert process.stdout is not None
        port = int(process.stdout.readline())
        guest = Guest("Ann", "ABC234")
        told: list[object] = []
        turns: list[int] = []

        def seated(welcome):  # as the window's Sharing does: at once, before anything more
            table = GuestTable(guest, welcome)
            table.failed.connect(lambda _generation, notice: told.append(notice))
            tables.append(table)

        def play(generation, view):
            turns.append(generation)
            if len(turns) < 2:
                guest.move(generation, view.legal_actions()[0])
            else:  # her second turn, mid-hand: the host's machine goes down
                process.send_signal(signal.SIGKILL)

        tables: list[GuestTable] = []
        guest.welcomed.connect(seated)
        guest.prompt.connect(play)
        guest.join("127.0.0.1", port)
        qtbot.waitUntil(lambda: bool(told), timeout=30_000)
        assert [getattr(n, "code", None) for n in told] == ["table_lost"]
    finally:
        process.kill()
        process.wait()
    # The host's files as the kill left them: the save resumes, the statistics read whole.
    profile = Profile.in_directory(tmp_path)
    saved, problem = savegame.load(profile)
    assert problem is None and saved is not None
    assert not Game.from_json(saved.game).hand_over  # the hand it was killed in
    # ... and its table, to open again: Ann's seat waits for her token.
    assert saved.remote == (1,) and saved.table is not None
    assert (saved.table.code, saved.table.host, saved.table.people) == ("ABC234", "Olga", (1,))
    assert saved.seats[1].name == "Ann"
    with sqlite3.connect(profile.statistics_file) as db:
        assert db.execute("PRAGMA integrity_check").fetchone() == ("ok",)
