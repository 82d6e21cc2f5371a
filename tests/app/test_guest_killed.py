"""A guest's process killed in the middle of a hand and started again with its profile: the
token its profile kept takes its seat back in the same hand."""

from __future__ import annotations

import dataclasses
import os
import signal
import subprocess
import sys
import textwrap
from pathlib import Path

from bura_desktop.app import TableSetup
from bura_desktop.app.host import Host
from bura_desktop.core.view import SeatView
from bura_desktop.storage.paths import Profile
from bura_desktop.storage.seats_held import SeatsHeld
from tests.app.conftest import LOOPBACK
from tests.app.driver import drive

# Ann's app, as far as her seat goes: she joins with whatever token her profile holds for the
# table, keeps the one she is given, and plays the first legal action of every turn.
GUEST = textwrap.dedent(
    """
    import sys
    from PySide6.QtCore import QCoreApplication
    from bura_desktop.app.guest import Guest
    from bura_desktop.storage.paths import Profile
    from bura_desktop.storage.seats_held import SeatHeld, SeatsHeld

    app = QCoreApplication([])
    port = int(sys.argv[2])
    held = SeatsHeld(Profile.in_directory(sys.argv[1]))
    guest = Guest("Ann", "ABC234", held.token("127.0.0.1", port, "ABC234", "Ann"))

    def welcomed(welcome):
        held.keep(SeatHeld("127.0.0.1", port, "ABC234", "Ann", welcome.token, "Olga"))
        print("seated", welcome.seat, flush=True)

    def table(generation, view):
        print("hand", view.hand_no, len(view.hand), flush=True)

    def turn(generation, view):
        print("turn", view.hand_no, flush=True)
        guest.move(generation, view.legal_actions()[0])

    guest.welcomed.connect(welcomed)
    guest.table.connect(table)
    guest.prompt.connect(turn)
    guest.join("127.0.0.1", port)
    app.exec()
    """
)


class AnnsApp:
    """Ann's app started with the profile in ``folder``, at the table on ``port``; what it
    says, line by line."""

    def __init__(self, folder: Path, port: int) -> None:
        env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
        command = [sys.executable, "-c", GUEST, str(folder), str(port)]
        self.process = subprocess.Popen(command, stdout=subprocess.PIPE, text=True, env=env)
        assert self.process.stdout is not None
        os.set_blocking(self.process.stdout.fileno(), False)
        self.said: list[str] = []

    def heard(self, start: str) -> bool:
        """Whether it said a line starting with ``start`` yet."""
        assert self.process.stdout is not None
        self.said += [line.strip() for line in iter(self.process.stdout.readline, "")]
        return any(line.startswith(start) for line in self.said)

    def kill(self) -> None:
        self.process.kill()
        self.process.wait()


def test_a_guest_killed_mid_hand_takes_its_seat_back_from_its_profile(qtbot, tmp_path):
    setup = TableSetup.against_computers(2, level="random", seed=5)  # seat 0: the test plays
    setup = dataclasses.replace(setup, remote=(1,))
    driver = drive(setup)
    host = Host(driver.controller, setup, "ABC234", "Olga")
    assert host.listen(0, LOOPBACK)
    driver.controller.setup = host.start()
    prompts: list[SeatView] = []
    driver.prompt.connect(lambda _generation, view: prompts.append(view))
    driver.events_ready.connect(lambda *_: driver.ready())
    driver.start()
    apps = [AnnsApp(tmp_path, host.port)]
    try:
        qtbot.waitUntil(lambda: apps[0].heard("seated 1"), timeout=20_000)
        # The test's seat plays until Ann has had a turn of her own.
        while not apps[0].heard("turn"):
            qtbot.waitUntil(lambda: bool(prompts) or apps[0].heard("turn"), timeout=20_000)
            if prompts:
                driver.act(prompts.pop().legal_actions()[0])
        hand = driver.controller.game.hand_no
        apps[0].process.send_signal(signal.SIGKILL)  # mid-hand: her machine goes down
        apps[0].process.wait()
        qtbot.waitUntil(lambda: host.sitters[1].link is None, timeout=5000)
        assert SeatsHeld(Profile.in_directory(tmp_path)).seats  # her profile kept the seat
        # The test's seat does not move meanwhile: the hand cannot end before she is back.
        apps.append(AnnsApp(tmp_path, host.port))
        qtbot.waitUntil(lambda: apps[1].heard("hand"), timeout=20_000)
        assert "seated 1" in apps[1].said
        (laid,) = [line for line in apps[1].said if line.startswith("hand")]
        assert laid.split()[1] == str(hand) and driver.controller.game.hand_no == hand
        assert host.sitters[1].link is not None and host.sitters[1].name == "Ann"
    finally:
        for app in apps:
            app.kill()
        host.close()
        driver.shutdown()
