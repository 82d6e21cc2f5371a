"""What the fault tests write into a damaged profile: a recorded hand, and a disk filled to its
last byte."""

from __future__ import annotations

import contextlib
from datetime import datetime
from pathlib import Path

from bura_desktop.storage.seats import HUMAN, Seat
from bura_desktop.storage.statistics import HandRecord

TABLE = (Seat("Me", HUMAN), Seat("Masha", "expert"))


def a_hand(n: int) -> HandRecord:
    return HandRecord(
        session_id="A",
        started=datetime(2026, 1, 1, 12, n),
        duration=30.0,
        preset="classic",
        rules={"scoring": "pot"},
        seats=TABLE,
        seed=n,
        winner=0,
        ending="claim",
        card_points=(70, 50),
        chips=(2, -2),
        pot=4,
        assist=False,
        human_seat=0,
        claimer=0,
    )


def fill(folder: Path) -> None:
    """Take every free byte of the file system under ``folder``."""
    with open(folder / "filler", "wb", buffering=0) as filler:
        for size in (65536, 512, 1):  # the last blocks in smaller and smaller pieces
            with contextlib.suppress(OSError):
                while True:
                    filler.write(b"\0" * size)
