"""The hand told in words, event by event, for the table's log and the end-of-hand panel.

A trick reads as one line built up while it is played ("You led K♠ 8♠. Opponent beat it with
A♠ 7♥ and takes 15."), so ``tell`` returns the words and whether they continue the line; words
that continue a line bring their own leading space or full stop.
A claim is told by the hand's headline ("You claimed 31. Correct: 34 points, takes the pot of
4."), which the end-of-hand panel shows too.
"""

from __future__ import annotations

from collections.abc import Sequence

from bura_desktop.core import Card, Outcome
from bura_desktop.core.events import (
    BlindBet,
    CardDrawn,
    CardsPlayed,
    ChipsMoved,
    Declared,
    HandDealt,
    HandOver,
    LeadTaken,
    Passed,
    SessionOver,
    StockSetAside,
    TrickWon,
)

DECLARATION_WORDS = {
    "bura": "Bura",
    "three-aces": "three aces",
    "molodka": "molodka",
    "four-aces": "four aces",
    "four-trumps": "four trumps",
}


def cards_text(cards: Sequence[Card]) -> str:
    return " ".join(str(c) for c in cards)


class Narrator:
    """Words for events, naming seats as the table does (``names[seat]``, the human "You")."""

    def __init__(self, names: Sequence[str]) -> None:
        self.names = list(names)
        # The seat of the last answer while its sentence is still open (no full stop yet).
        self._open_answer: int | None = None

    def _verb(self, seat: int, you: str, other: str, mid: bool = False) -> str:
        """Subject and verb: "You take" / "Opponent takes" ("you" inside a sentence)."""
        name = self.names[seat]
        if name != "You":
            return f"{name} {other}"
        return f"{'you' if mid else name} {you}"

    def tell(self, event: object) -> tuple[str, bool] | None:
        """The words for ``event`` and whether they continue the current line; None: silent."""
        match event:
            case HandDealt(hand_no=no, dealer=dealer, indicator=indicator):
                dealt = self._verb(dealer, "deal", "deals")
                return f"Hand {no + 1}: {dealt}. Trump {indicator.suit} ({indicator}).", False
            case CardsPlayed(seat=seat, cards=cards, down=down, best=best, lead=lead):
                shown = f"{len(cards)} cards face down" if down else cards_text(cards)
                if lead:
                    self._open_answer = None
                    return f"{self._verb(seat, 'led', 'led')} {shown}.", False
                joint = " " if self._open_answer is None else ". "
                self._open_answer = seat
                if best:
                    return f"{joint}{self._verb(seat, 'beat', 'beat')} it with {shown}", True
                return f"{joint}{self._verb(seat, 'threw', 'threw')} {shown}", True
            case TrickWon(seat=seat, points=points):
                last, self._open_answer = self._open_answer, None
                if last == seat:
                    return (
                        f" and {'take' if self.names[seat] == 'You' else 'takes'} {points}.",
                        True,
                    )
                joint = " " if last is None else ". "
                return f"{joint}{self._verb(seat, 'take', 'takes')} {points}.", True
            case Declared(seat=seat, declaration=name, hand=hand):
                words = DECLARATION_WORDS.get(name, name)
                said = self._verb(seat, "declare", "declares")
                return f"{said} {words}: {cards_text(hand)}.", False
            case LeadTaken(seat=seat):
                return f" {self._verb(seat, 'take', 'takes', mid=True)} the lead.", True
            case Passed():
                return None
            case BlindBet(seat=seat):
                return f"{self._verb(seat, 'bet', 'bets')} blind.", False
            case CardDrawn(seat=seat, indicator=True):
                return f"{self._verb(seat, 'draw', 'draws')} the trump indicator.", False
            case StockSetAside(cards=cards):
                return (
                    f"The stock ({len(cards)} cards) is set aside: it cannot refill every hand.",
                    False,
                )
            case ChipsMoved(reason=reason) if reason != "ante":
                return self.chips(event), False
            case HandOver(outcome=outcome):
                return self.headline(outcome), False
            case SessionOver(winners=winners):
                who = " and ".join(self.names[s] for s in winners)
                return f"The session is over: {who} {'win' if len(winners) > 1 else 'wins'}.", False
        return None

    def chips(self, event: ChipsMoved) -> str:
        source = "the pot" if event.source is None else self.names[event.source]
        target = "the pot" if event.target is None else self.names[event.target]
        plural = "chip" if event.amount == 1 else "chips"
        return f"{event.amount} {plural} from {source} to {target} ({event.reason})."

    def headline(self, outcome: Outcome) -> str:
        """One line saying how the hand ended, as on the end-of-hand panel."""
        names = self.names
        pot = outcome.pot
        if outcome.how == "claim":
            who = names[outcome.claimer]
            points = outcome.points[outcome.claimer]
            return f"{who} claimed 31. Correct: {points} points, takes the pot of {pot}."
        if outcome.how == "false_claim":
            who = names[outcome.claimer]
            points = outcome.points[outcome.claimer]
            return f"{who} claimed 31. Wrong: only {points} points; the pot grows."
        if outcome.how == "bura":
            return f"{names[outcome.winner]}: Bura! Takes the pot of {pot}."
        if outcome.how == "declaration":
            words = DECLARATION_WORDS.get(outcome.declaration, outcome.declaration)
            return f"{names[outcome.winner]} wins with {words}, takes the pot of {pot}."
        if outcome.how == "most_points":
            who = " and ".join(names[s] for s in outcome.winners)
            return f"Most points: {who} take{'s' if len(outcome.winners) == 1 else ''} the pot."
        return "Played out: nobody claimed, the pot stays for the next hand."
