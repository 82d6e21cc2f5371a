"""Why the table did not take a request, as values: the window words them (``ui.reasons``).

The rules' own reasons are ``core.refusals.Refusal``; these are the table's, for requests that
never reach the rules (not this seat's turn, no cards chosen, a hand still being played, a
finished session), and a computer player's illegal action, which the table replaces with a
legal one. Each sentence is worded once, here, marked for translation (``core.wording``);
``str()`` of each is the English for logs and tests, ``ui.words.reasons`` the player's language.
"""

from __future__ import annotations

from collections.abc import Collection, Sequence
from dataclasses import dataclass

from bura_desktop.app.lessons.tutor import Explained
from bura_desktop.core import Action, Card, Game, IllegalAction
from bura_desktop.core.refusals import Refusal
from bura_desktop.core.wording import QT_TRANSLATE_NOOP, fill

SENTENCES = {
    "wait_for_turn": QT_TRANSLATE_NOOP("Reasons", "Wait for your turn."),
    "select_cards": QT_TRANSLATE_NOOP("Reasons", "Select cards to play."),
    "hand_still_played": QT_TRANSLATE_NOOP("Reasons", "The hand is still being played."),
    "session_over": QT_TRANSLATE_NOOP("Reasons", "The session is over: start a new game."),
    "no_hint_here": QT_TRANSLATE_NOOP("Reasons", "Hints are not given at someone else's table."),
}
# A computer's illegal action (%1 the seat, %2 the reason it was refused).
MISTAKE = QT_TRANSLATE_NOOP("Reasons", "%1 tried an illegal action: %2")


@dataclass(frozen=True)
class TableRefusal:
    """A request the table turned down before asking the rules; ``code`` is a key of SENTENCES."""

    code: str

    def __post_init__(self) -> None:
        if self.code not in SENTENCES:
            raise ValueError(f"unknown table refusal code {self.code!r}")

    def __str__(self) -> str:
        return SENTENCES[self.code]


@dataclass(frozen=True)
class ComputerMistake:
    """Seat ``seat``, a computer, tried an action that ``reason`` refused; it played on legally."""

    seat: int
    reason: Refusal | TableRefusal

    def __str__(self) -> str:
        return fill(MISTAKE, f"Seat {self.seat}", self.reason)


# A lesson's tutor explains a move it does not take (``app.lessons``).
Reason = Refusal | TableRefusal | ComputerMistake | Explained

WAIT_FOR_TURN = TableRefusal("wait_for_turn")
SELECT_CARDS = TableRefusal("select_cards")
HAND_STILL_PLAYED = TableRefusal("hand_still_played")
SESSION_OVER = TableRefusal("session_over")


def unplayable(game: Game, cards: Sequence[Card], computers: Collection[int]) -> Reason | None:
    """Why the person to act in ``game`` may not play ``cards`` now (None: they may); the
    seats of ``computers`` are no person's."""
    seat = game.to_act
    if seat is None or seat in computers:
        return WAIT_FOR_TURN
    if not cards:
        return SELECT_CARDS
    action = Action.parse("play " + " ".join(map(str, cards)))
    try:
        # A trial on a copy: the reason comes from the rules, and the game stays untouched.
        game.clone().apply(action, seat=seat)
    except IllegalAction as error:
        return error.refusal
    return None


__all__ = [
    "MISTAKE",
    "SENTENCES",
    "HAND_STILL_PLAYED",
    "SELECT_CARDS",
    "SESSION_OVER",
    "WAIT_FOR_TURN",
    "ComputerMistake",
    "Reason",
    "unplayable",
    "TableRefusal",
]
