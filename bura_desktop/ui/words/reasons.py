"""Why an action is refused, in the player's language.

The controller sends a value: the rules' ``Refusal`` (a code with the seat, cards and counts it
names), the table's own ``TableRefusal``, or a ``ComputerMistake`` wrapping either. Here it
becomes a sentence, naming seats as the table does ("you" for the watched seat) and cards as the
language writes them. The context stays "Reasons", where the translations have always been.
"""

from __future__ import annotations

from collections.abc import Sequence

from bura_desktop.app.i18n import fill, translate
from bura_desktop.app.lessons import Explained
from bura_desktop.app.narration import cards_text, declaration_name, named
from bura_desktop.app.reasons import MISTAKE, SENTENCES, ComputerMistake, Reason, TableRefusal
from bura_desktop.core.cards import Card
from bura_desktop.core.refusals import Refusal
from bura_desktop.ui.words.lessons import lesson_text


class Reasons:
    """lupdate marks a message as counted only in ``self.tr(text, "", n)`` inside a class."""

    def tr(self, text: str, comment: str = "", n: int | None = None) -> str:
        return translate("Reasons", text, comment, n)

    def answer_count(self, count: int) -> str:
        return self.tr("Answer with %n card(s).", "", count)


def reason_text(reason: Reason, names: Sequence[str], me: int | None) -> str:
    """``reason`` as a sentence; seat ``me`` is "you", other seats go by ``names``."""
    if isinstance(reason, ComputerMistake):
        # A computer player's bug: the table has played on legally for it.
        return fill(
            translate("Reasons", MISTAKE),
            named(names[reason.seat]),
            reason_text(reason.reason, names, me),
        )
    if isinstance(reason, TableRefusal):
        return translate("Reasons", SENTENCES[reason.code])
    if isinstance(reason, Explained):
        return lesson_text(reason.says, reason.args, names)
    return refusal_text(reason, names, me)


class _PlayersLanguage:
    """The player's language, naming seat ``me`` "you" and the others by ``names``."""

    def __init__(self, names: Sequence[str], me: int | None) -> None:
        self._names = names
        self._me = me

    def sentence(self, template: str, comment: str = "") -> str:
        return translate("Reasons", template, comment)

    def seat(self, seat: int) -> str | None:
        return None if seat == self._me else named(self._names[seat])

    def cards(self, cards: Sequence[Card]) -> str:
        return cards_text(cards)

    def declaration(self, declaration: str) -> str:
        return declaration_name(declaration)

    def answer_count(self, count: int) -> str:
        return Reasons().answer_count(count)


def refusal_text(refusal: Refusal, names: Sequence[str], me: int | None) -> str:
    """``refusal`` as a sentence; seat ``me`` is "you", other seats go by ``names``."""
    if refusal.code in ("not_an_action", "other"):
        # The engine's English, for a developer more than a player, as a sentence.
        text = refusal.text
        return text[:1].upper() + text[1:] + ("" if text.endswith(".") else ".")
    return refusal.words(_PlayersLanguage(names, me))


__all__ = ["reason_text", "refusal_text"]
