"""Why an action is refused, as a value: a code from a fixed set and what the reason names.

The engine cannot translate (it imports no Qt), so it says *which* reason applies and with which
seat, cards and counts; ``str()`` gives the English sentence that logs, tests and error messages
show, and the app turns the same value into words in the player's language.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal, get_args

from bura_desktop.core.cards import Card

# Every reason the rules give, and what it names.
RefusalCode = Literal[
    "session_over",  # the session is over
    "hand_over",  # the hand is over: deal the next
    "not_an_action",  # text that is not an action (``text``: the parser's reason)
    "no_claims",  # claims are not part of these rules
    "cannot_claim",  # seat
    "claim_after_win",  # an instant win was declared at this trick start
    "blind_not_now",  # a blind bet is only for the first trick's leader
    "declare_before_lead",  # declarations come at the start of a trick
    "cannot_declare",  # seat, declaration
    "nothing_to_pass",  # seat
    "declare_or_pass",  # seat: the declaration round is on
    "declare_no_claim",  # seat: the declaration round is on, and nobody may claim
    "claim_before_lead",  # seat: the leader, asked first at a trick start, holds nothing to declare
    "claim_or_pass",  # seat: no cards are left to play
    "blind_or_pass",  # seat: the blind bet comes first
    "not_held",  # seat, cards
    "lead_one_suit",
    "lead_size",  # count, sizes
    "lead_too_long",  # count, limit
    "lead_face_up",
    "cannot_lead",  # seat
    "answer_count",  # count: the cards an answer must have
    "face_down_closed_only",
    "cannot_play",  # seat
    "other",  # any other reason, in English only (``text``)
]
CODES: frozenset[RefusalCode] = frozenset(get_args(RefusalCode))


@dataclass(frozen=True)
class Refusal:
    """One reason an action is refused. ``str()`` is the English sentence."""

    code: RefusalCode
    seat: int | None = None
    cards: tuple[Card, ...] = ()
    count: int = 0
    sizes: tuple[int, ...] = ()
    limit: int = 0
    declaration: str = ""
    text: str = ""

    def __post_init__(self) -> None:
        if self.code not in CODES:
            raise ValueError(f"unknown refusal code {self.code!r}")

    def __str__(self) -> str:
        who = f"seat {self.seat}"
        match self.code:
            case "session_over":
                return "the session is over"
            case "hand_over":
                return "the hand is over: deal the next"
            case "no_claims":
                return "claims are not part of these rules"
            case "cannot_claim":
                return f"{who} cannot claim now"
            case "claim_after_win":
                return "an instant win has been declared: nobody may claim 31 any more"
            case "blind_not_now":
                return "a blind bet is made before the first trick, by its leader, only"
            case "declare_before_lead":
                return "declarations are made at the start of a trick, before the lead"
            case "cannot_declare":
                return f"{who} cannot declare {self.declaration} now"
            case "nothing_to_pass":
                return f"{who} has nothing to pass on now: play cards"
            case "declare_or_pass":
                return f"{who} is asked to declare, claim or pass before the lead"
            case "declare_no_claim":
                return f"{who} is asked to declare or pass before the lead"
            case "claim_before_lead":
                return f"{who} may claim 31 or pass before the lead"
            case "claim_or_pass":
                return f"no cards are left to play: {who} may claim or pass"
            case "blind_or_pass":
                return f"{who} bets blind or passes before the first trick"
            case "not_held":
                return f"{who} does not hold {' '.join(map(str, self.cards))}"
            case "lead_one_suit":
                return "a lead must be of one suit"
            case "lead_size":
                sizes = " or ".join(map(str, self.sizes))
                return f"a lead is {sizes} cards, not {self.count}"
            case "lead_too_long":
                return (
                    f"a lead of {self.count} cards is more than another player's hand "
                    f"of {self.limit}"
                )
            case "lead_face_up":
                return "a lead is played face up"
            case "cannot_lead":
                return f"{who} cannot lead that"
            case "answer_count":
                word = "card" if self.count == 1 else "cards"
                return f"answer with {self.count} {word}"
            case "face_down_closed_only":
                return "cards go face down only with the closed-cards option"
            case "cannot_play":
                return f"{who} cannot play that"
        return self.text  # "not_an_action" and "other"


class IllegalAction(ValueError):  # not "...Error": the name is part of the public API
    """An action that the rules do not allow now; the message says why, ``refusal`` too."""

    refusal: Refusal

    def __init__(self, reason: Refusal | str) -> None:
        refusal = reason if isinstance(reason, Refusal) else Refusal("other", text=reason)
        super().__init__(str(refusal))
        self.refusal = refusal

    def __reduce__(self) -> tuple[type[IllegalAction], tuple[Refusal]]:
        return (type(self), (self.refusal,))


__all__ = ["CODES", "IllegalAction", "Refusal", "RefusalCode"]
