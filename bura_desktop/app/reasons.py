"""Why the table did not take a request, as values: the window words them (``ui.reasons``).

The rules' own reasons are ``core.refusals.Refusal``; these are the table's, for requests that
never reach the rules (not this seat's turn, no cards chosen, a hand still being played, a
finished session), and a computer player's illegal action, which the table replaces with a
legal one. ``str()`` of each is the English for logs and tests.
"""

from __future__ import annotations

from dataclasses import dataclass

from bura_desktop.core.refusals import Refusal

ENGLISH = {
    "wait_for_turn": "wait for your turn",
    "select_cards": "select cards to play",
    "hand_still_played": "the hand is still being played",
    "session_over": "the session is over: start a new game",
    "no_hint_here": "hints are not given at someone else's table",
}


@dataclass(frozen=True)
class TableRefusal:
    """A request the table turned down before asking the rules; ``code`` is a key of ENGLISH."""

    code: str

    def __post_init__(self) -> None:
        if self.code not in ENGLISH:
            raise ValueError(f"unknown table refusal code {self.code!r}")

    def __str__(self) -> str:
        return ENGLISH[self.code]


@dataclass(frozen=True)
class ComputerMistake:
    """Seat ``seat``, a computer, tried an action that ``reason`` refused; it played on legally."""

    seat: int
    reason: Refusal | TableRefusal

    def __str__(self) -> str:
        return f"seat {self.seat} tried an illegal action: {self.reason}"


Reason = Refusal | TableRefusal | ComputerMistake

WAIT_FOR_TURN = TableRefusal("wait_for_turn")
SELECT_CARDS = TableRefusal("select_cards")
HAND_STILL_PLAYED = TableRefusal("hand_still_played")
SESSION_OVER = TableRefusal("session_over")

__all__ = [
    "ENGLISH",
    "HAND_STILL_PLAYED",
    "SELECT_CARDS",
    "SESSION_OVER",
    "WAIT_FOR_TURN",
    "ComputerMistake",
    "Reason",
    "TableRefusal",
]
