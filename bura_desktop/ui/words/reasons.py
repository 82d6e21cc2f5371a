"""Why an action is refused, in the player's language.

The controller sends a value: the rules' ``Refusal`` (a code with the seat, cards and counts it
names), the table's own ``TableRefusal``, or a ``ComputerMistake`` wrapping either. Here it
becomes a sentence, naming seats as the table does ("you" for the watched seat) and cards as the
language writes them. The context stays "Reasons", where the translations have always been.
"""

from __future__ import annotations

from collections.abc import Sequence

from bura_desktop.app.i18n import fill, translate
from bura_desktop.app.narration import cards_text, declaration_name, named
from bura_desktop.app.reasons import ComputerMistake, Reason, TableRefusal
from bura_desktop.core.refusals import Refusal


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
            translate("Reasons", "%1 tried an illegal action: %2"),
            named(names[reason.seat]),
            reason_text(reason.reason, names, me),
        )
    if isinstance(reason, TableRefusal):
        return _table_refusal_text(reason)
    return refusal_text(reason, names, me)


def _table_refusal_text(reason: TableRefusal) -> str:
    match reason.code:
        case "wait_for_turn":
            return translate("Reasons", "Wait for your turn.")
        case "select_cards":
            return translate("Reasons", "Select cards to play.")
        case "hand_still_played":
            return translate("Reasons", "The hand is still being played.")
        case "no_hint_here":
            return translate("Reasons", "Hints are not given at someone else's table.")
        case _:  # "session_over"
            return translate("Reasons", "The session is over: start a new game.")


def refusal_text(refusal: Refusal, names: Sequence[str], me: int | None) -> str:
    """``refusal`` as a sentence; seat ``me`` is "you", other seats go by ``names``."""
    seat = refusal.seat
    mine = seat is None or seat == me
    other = "" if seat is None else named(names[seat])

    def say(you: str, them: str, *args: object) -> str:
        return fill(you, *args) if mine else fill(them, other, *args)

    match refusal.code:
        case "session_over":
            return translate("Reasons", "The session is over.")
        case "hand_over":
            return translate("Reasons", "The hand is over: deal the next.")
        case "no_claims":
            return translate("Reasons", "Claims are not part of these rules.")
        case "cannot_claim":
            return say(
                translate("Reasons", "You cannot claim now."),
                translate("Reasons", "%1 cannot claim now."),
            )
        case "claim_after_win":
            return translate(
                "Reasons", "An instant win has been declared: nobody may claim 31 any more."
            )
        case "blind_not_now":
            return translate(
                "Reasons", "A blind bet is made before the first trick, by its leader, only."
            )
        case "declare_before_lead":
            return translate(
                "Reasons", "Declarations are made at the start of a trick, before the lead."
            )
        case "cannot_declare":
            return say(
                translate("Reasons", "You cannot declare %1 now."),
                translate("Reasons", "%1 cannot declare %2 now."),
                declaration_name(refusal.declaration),
            )
        case "nothing_to_pass":
            return say(
                translate("Reasons", "You have nothing to pass on now: play cards."),
                translate("Reasons", "%1 has nothing to pass on now: play cards."),
            )
        case "declare_or_pass":
            return say(
                translate("Reasons", "You are asked to declare, claim or pass before the lead."),
                translate("Reasons", "%1 is asked to declare, claim or pass before the lead."),
            )
        case "declare_no_claim":
            return say(
                translate("Reasons", "You are asked to declare or pass before the lead."),
                translate("Reasons", "%1 is asked to declare or pass before the lead."),
            )
        case "claim_before_lead":
            return say(
                translate("Reasons", "Before the lead you may claim 31 or pass."),
                translate("Reasons", "Before the lead %1 may claim 31 or pass."),
            )
        case "claim_or_pass":
            return say(
                translate("Reasons", "No cards are left to play: you may claim or pass."),
                translate("Reasons", "No cards are left to play: %1 may claim or pass."),
            )
        case "blind_or_pass":
            return say(
                translate("Reasons", "You bet blind or pass before the first trick."),
                translate("Reasons", "%1 bets blind or passes before the first trick."),
            )
        case "not_held":
            return say(
                translate("Reasons", "You do not hold %1."),
                translate("Reasons", "%1 does not hold %2."),
                cards_text(refusal.cards),
            )
        case "lead_one_suit":
            return translate("Reasons", "A lead must be of one suit.")
        case "lead_size":
            sizes = [str(s) for s in refusal.sizes]
            allowed = sizes[0]
            if len(sizes) > 1:
                allowed = fill(
                    translate("Reasons", "%1 or %2", "a choice of numbers: 1, 2 or 3"),
                    ", ".join(sizes[:-1]),
                    sizes[-1],
                )
            return fill(
                translate("Reasons", "A lead has %1 cards, not %2."), allowed, refusal.count
            )
        case "lead_too_long":
            return fill(
                translate(
                    "Reasons", "A lead of %1 cards is more than another player's hand of %2."
                ),
                refusal.count,
                refusal.limit,
            )
        case "lead_face_up":
            return translate("Reasons", "A lead is played face up.")
        case "cannot_lead":
            return say(
                translate("Reasons", "You cannot lead that."),
                translate("Reasons", "%1 cannot lead that."),
            )
        case "answer_count":
            return Reasons().answer_count(refusal.count)
        case "face_down_closed_only":
            return translate("Reasons", "Cards go face down only with the closed-cards option.")
        case "cannot_play":
            return say(
                translate("Reasons", "You cannot play that."),
                translate("Reasons", "%1 cannot play that."),
            )
    # "not_an_action" and "other": the engine's English, for a developer more than a player.
    text = str(refusal)
    return text[:1].upper() + text[1:] + ("" if text.endswith(".") else ".")


__all__ = ["reason_text", "refusal_text"]
