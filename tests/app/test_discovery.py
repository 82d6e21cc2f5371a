"""Tables announced on this network and found by Join a table…: what an announcement says
(never the code), and that nothing a stranger announces is trusted unread."""

from __future__ import annotations

import pytest

from bura_desktop.app.discovery import Announcement, FoundTable, TableFinder, addresses, read_table
from bura_desktop.net.messages import PROTOCOL

GOOD: dict[bytes, bytes | None] = {
    b"host": b"Olga",
    b"protocol": b"2",
    b"players": b"3",
    b"open": b"1",
    b"started": b"0",
}


def test_an_announcement_is_read_only_when_every_part_of_it_is_ours():
    table = read_table("Olga's table._bura._tcp.local.", "192.168.1.20", 47531, GOOD)
    assert table == FoundTable(
        "Olga's table._bura._tcp.local.", "Olga", "192.168.1.20", 47531, 2, 3, 1, False
    )
    hostile: list[dict[bytes, bytes | None]] = [
        {**GOOD, b"host": b"x" * 1000},  # a name longer than any seat's
        {**GOOD, b"host": b"   "},
        {**GOOD, b"host": b"\xff\xfe"},  # not UTF-8
        {**GOOD, b"players": b"7"},
        {**GOOD, b"players": b"-1"},
        {**GOOD, b"open": b"99999999999999999999"},
        {**GOOD, b"protocol": b"two"},
        {k: v for k, v in GOOD.items() if k != b"started"},
        {**GOOD, b"players": None},
    ]
    for properties in hostile:
        assert read_table("t", "192.168.1.20", 47531, properties) is None, properties
    assert read_table("t", "192.168.1.20", 80, GOOD) is None  # not a port a table opens on
    assert read_table("t" * 300, "192.168.1.20", 47531, GOOD) is None


@pytest.mark.skipif(not addresses(), reason="no network to announce on")
def test_an_open_table_is_found_on_this_network_until_it_closes(qtbot):
    finder = TableFinder()
    seen: list[list[FoundTable]] = []
    finder.changed.connect(seen.append)
    announcement = Announcement("Olga", 47999, 3, 1)
    try:

        def olga(tables: list[FoundTable]) -> FoundTable | None:
            return next((t for t in tables if t.host == "Olga" and t.port == 47999), None)

        qtbot.waitUntil(lambda: bool(seen) and olga(seen[-1]) is not None, timeout=15_000)
        found = olga(seen[-1])
        assert found is not None and found.address in addresses()
        assert (found.protocol, found.players, found.open_seats, found.started) == (
            PROTOCOL,
            3,
            1,
            False,
        )
        announcement.update(0, True)  # someone sat down, and the game began
        qtbot.waitUntil(
            lambda: (t := olga(seen[-1])) is not None and t.started and t.open_seats == 0,
            timeout=15_000,
        )
        announcement.withdraw()
        qtbot.waitUntil(lambda: olga(seen[-1]) is None, timeout=15_000)
    finally:
        announcement.withdraw()
        finder.close()
