"""Ten recorded hands in two sessions whose figures are known, shared by the statistics, the
figures and the history tests."""

from __future__ import annotations

from datetime import datetime, timedelta

from bura_desktop.core.scoring import Ending
from bura_desktop.storage.seats import HUMAN, Seat
from bura_desktop.storage.statistics import HandRecord

START = datetime(2024, 3, 1, 20, 0)
ME = Seat("Me", HUMAN)
TABLE_A = (ME, Seat("Masha", "expert"))
TABLE_B = (ME, Seat("Kolya", "beginner"), Seat("Sasha", "advanced"))


def hand(
    n: int,
    winner: int | None,
    ending: Ending,
    chips: int,
    pot: int,
    points: int,
    claimer: int | None = None,
    session: str = "A",
) -> HandRecord:
    seats = TABLE_A if session == "A" else TABLE_B
    others = [-chips] + [0] * (len(seats) - 2)
    return HandRecord(
        session_id=session,
        started=START + timedelta(minutes=n),
        duration=42.5,
        preset="classic" if session == "A" else "penalty",
        rules={"scoring": "pot"},
        seats=seats,
        seed=2**64 + n,
        winner=winner,
        ending=ending,
        card_points=(points, *[120 - points] + [0] * (len(seats) - 2)),
        chips=(chips, *others),
        pot=pot,
        assist=n % 2 == 0,
        human_seat=0,
        claimer=claimer,
    )


# Won: W W L W W L | W W W L
KNOWN = [
    hand(1, 0, "claim", 5, 10, 70, claimer=0),
    hand(2, 0, "bura", 10, 20, 40),
    hand(3, 1, "false_claim", -8, 8, 20, claimer=0),
    hand(4, 0, "played_out", 3, 6, 65),
    hand(5, 0, "claim", 6, 12, 61, claimer=0),
    hand(6, 1, "claim", -4, 8, 30, claimer=1),
    hand(7, 0, "most_points", 0, 0, 50, session="B"),
    hand(8, 0, "most_points", 0, 0, 45, session="B"),
    hand(9, 0, "declaration", 15, 30, 10, session="B"),
    hand(10, None, "most_points", 0, 0, 40, session="B"),
]
