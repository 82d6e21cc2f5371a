"""Why an action is refused, as a value: a code from a fixed set and what the reason names.

The engine cannot translate (it imports no Qt), so it says *which* reason applies and with which
seat, cards and counts. Each reason's sentence is worded once, here (``SENTENCES``, marked for
translation with ``core.wording``); ``words()`` fills it in a ``Language``: ``str()`` in English
for logs, tests and error messages, and ``ui.words.reasons`` in the player's language.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Literal, Protocol, get_args

from bura_desktop.core.cards import Card
from bura_desktop.core.wording import QT_TRANSLATE_NOOP, fill

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


def _same(sentence: str) -> tuple[str, str]:
    return sentence, sentence


# Each reason's sentence about the seat the words are for ("you", or a reason about nobody) and
# about another seat (%1 its name); the reason's values follow as %2, %3 ... (%1, %2 ... in the
# first). "not_an_action" and "other" carry their own English; "answer_count" is counted, and
# lupdate marks a counted message only in a class's ``tr`` (``ui.words.reasons``).
SENTENCES: dict[RefusalCode, tuple[str, str]] = {
    "session_over": _same(QT_TRANSLATE_NOOP("Reasons", "The session is over.")),
    "hand_over": _same(QT_TRANSLATE_NOOP("Reasons", "The hand is over: deal the next.")),
    "no_claims": _same(QT_TRANSLATE_NOOP("Reasons", "Claims are not part of these rules.")),
    "cannot_claim": (
        QT_TRANSLATE_NOOP("Reasons", "You cannot claim now."),
        QT_TRANSLATE_NOOP("Reasons", "%1 cannot claim now."),
    ),
    "claim_after_win": _same(
        QT_TRANSLATE_NOOP(
            "Reasons", "An instant win has been declared: nobody may claim 31 any more."
        )
    ),
    "blind_not_now": _same(
        QT_TRANSLATE_NOOP(
            "Reasons", "A blind bet is made before the first trick, by its leader, only."
        )
    ),
    "declare_before_lead": _same(
        QT_TRANSLATE_NOOP(
            "Reasons", "Declarations are made at the start of a trick, before the lead."
        )
    ),
    "cannot_declare": (
        QT_TRANSLATE_NOOP("Reasons", "You cannot declare %1 now."),
        QT_TRANSLATE_NOOP("Reasons", "%1 cannot declare %2 now."),
    ),
    "nothing_to_pass": (
        QT_TRANSLATE_NOOP("Reasons", "You have nothing to pass on now: play cards."),
        QT_TRANSLATE_NOOP("Reasons", "%1 has nothing to pass on now: play cards."),
    ),
    "declare_or_pass": (
        QT_TRANSLATE_NOOP("Reasons", "You are asked to declare, claim or pass before the lead."),
        QT_TRANSLATE_NOOP("Reasons", "%1 is asked to declare, claim or pass before the lead."),
    ),
    "declare_no_claim": (
        QT_TRANSLATE_NOOP("Reasons", "You are asked to declare or pass before the lead."),
        QT_TRANSLATE_NOOP("Reasons", "%1 is asked to declare or pass before the lead."),
    ),
    "claim_before_lead": (
        QT_TRANSLATE_NOOP("Reasons", "Before the lead you may claim 31 or pass."),
        QT_TRANSLATE_NOOP("Reasons", "Before the lead %1 may claim 31 or pass."),
    ),
    "claim_or_pass": (
        QT_TRANSLATE_NOOP("Reasons", "No cards are left to play: you may claim or pass."),
        QT_TRANSLATE_NOOP("Reasons", "No cards are left to play: %1 may claim or pass."),
    ),
    "blind_or_pass": (
        QT_TRANSLATE_NOOP("Reasons", "You bet blind or pass before the first trick."),
        QT_TRANSLATE_NOOP("Reasons", "%1 bets blind or passes before the first trick."),
    ),
    "not_held": (
        QT_TRANSLATE_NOOP("Reasons", "You do not hold %1."),
        QT_TRANSLATE_NOOP("Reasons", "%1 does not hold %2."),
    ),
    "lead_one_suit": _same(QT_TRANSLATE_NOOP("Reasons", "A lead must be of one suit.")),
    "lead_size": _same(QT_TRANSLATE_NOOP("Reasons", "A lead has %1 cards, not %2.")),
    "lead_too_long": _same(
        QT_TRANSLATE_NOOP("Reasons", "A lead of %1 cards is more than another player's hand of %2.")
    ),
    "lead_face_up": _same(QT_TRANSLATE_NOOP("Reasons", "A lead is played face up.")),
    "cannot_lead": (
        QT_TRANSLATE_NOOP("Reasons", "You cannot lead that."),
        QT_TRANSLATE_NOOP("Reasons", "%1 cannot lead that."),
    ),
    "face_down_closed_only": _same(
        QT_TRANSLATE_NOOP("Reasons", "Cards go face down only with the closed-cards option.")
    ),
    "cannot_play": (
        QT_TRANSLATE_NOOP("Reasons", "You cannot play that."),
        QT_TRANSLATE_NOOP("Reasons", "%1 cannot play that."),
    ),
}
# The allowed lead sizes, "1, 2 or 3"; the comment tells the translators (and finds the message).
EITHER_COMMENT = "a choice of numbers: 1, 2 or 3"
EITHER = QT_TRANSLATE_NOOP("Reasons", "%1 or %2", "a choice of numbers: 1, 2 or 3")


class Language(Protocol):
    """How one language writes a reason's sentence and what it names."""

    def sentence(self, template: str, comment: str = "") -> str:
        """A template of ``SENTENCES`` (or ``EITHER`` with its comment) in this language."""
        ...

    def seat(self, seat: int) -> str | None:
        """The seat's name in a sentence, or None for the seat the words are for ("you")."""
        ...

    def cards(self, cards: Sequence[Card]) -> str: ...

    def declaration(self, declaration: str) -> str: ...

    def answer_count(self, count: int) -> str:
        """ "Answer with 2 cards.": counted, so each language words it whole."""
        ...


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

    def words(self, language: Language) -> str:
        """This reason as a sentence of ``language``."""
        if self.code in ("not_an_action", "other"):
            return self.text
        if self.code == "answer_count":
            return language.answer_count(self.count)
        values: list[object] = []
        match self.code:
            case "cannot_declare":
                values = [language.declaration(self.declaration)]
            case "not_held":
                values = [language.cards(self.cards)]
            case "lead_size":
                sizes = [str(s) for s in self.sizes]
                allowed = sizes[-1]
                if len(sizes) > 1:
                    allowed = fill(
                        language.sentence(EITHER, EITHER_COMMENT), ", ".join(sizes[:-1]), allowed
                    )
                values = [allowed, self.count]
            case "lead_too_long":
                values = [self.count, self.limit]
        you, them = SENTENCES[self.code]
        name = None if self.seat is None else language.seat(self.seat)
        if name is None:
            return fill(language.sentence(you), *values)
        return fill(language.sentence(them), name, *values)

    def __str__(self) -> str:
        text = self.words(ENGLISH)
        if self.code in ("not_an_action", "other"):
            return text
        return text[:1].upper() + text[1:]  # "Seat 1 does not hold ..."


class _English:
    """The sentences as written, seats by number: what logs and error messages show."""

    def sentence(self, template: str, comment: str = "") -> str:
        return template

    def seat(self, seat: int) -> str:
        return f"seat {seat}"

    def cards(self, cards: Sequence[Card]) -> str:
        return " ".join(map(str, cards))

    def declaration(self, declaration: str) -> str:
        return declaration

    def answer_count(self, count: int) -> str:
        return f"Answer with {count} card{'' if count == 1 else 's'}."


ENGLISH: Language = _English()


class IllegalAction(ValueError):  # not "...Error": the name is part of the public API
    """An action that the rules do not allow now; the message says why, ``refusal`` too."""

    refusal: Refusal

    def __init__(self, reason: Refusal | str) -> None:
        refusal = reason if isinstance(reason, Refusal) else Refusal("other", text=reason)
        super().__init__(str(refusal))
        self.refusal = refusal

    def __reduce__(self) -> tuple[type[IllegalAction], tuple[Refusal]]:
        return (type(self), (self.refusal,))


__all__ = [
    "CODES",
    "EITHER",
    "EITHER_COMMENT",
    "ENGLISH",
    "SENTENCES",
    "IllegalAction",
    "Language",
    "Refusal",
    "RefusalCode",
]
