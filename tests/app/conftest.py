"""A hosted table over loopback, for the tests of the network table."""

from __future__ import annotations

import dataclasses

import pytest
from PySide6.QtNetwork import QHostAddress

from bura_desktop.app import TableSetup
from bura_desktop.app.host import Host, new_code
from tests.app.driver import drive

LOOPBACK = QHostAddress(QHostAddress.SpecialAddress.LocalHost)


@pytest.fixture
def table(qtbot):
    made = []

    def open_table(players: int, remote: tuple[int, ...], seed: int = 3):
        setup = TableSetup.against_computers(players, level="random", seed=seed, autoplay=True)
        setup = dataclasses.replace(setup, remote=remote)
        driver = drive(setup)
        host = Host(driver.controller, setup, new_code())
        assert host.listen(0, LOOPBACK)
        made.append((driver, host))
        return driver, host, setup

    yield open_table
    for driver, host in made:
        host.close()
        driver.shutdown()
