"""What the table asks of the player, worded from the legal actions, and what the Declare button
does at this table: a prompt names only what the rules allow now (docs/RULES.md section 6)."""

from __future__ import annotations

from collections.abc import Sequence

from bura_desktop.app.i18n import fill, translate
from bura_desktop.app.narration import declaration_name
from bura_desktop.core import Action, Rules, SeatView
from bura_desktop.core.declarations import HIGHEST_FIRST, Declaration, wins
from bura_desktop.ui.words.rule_texts import lead_sizes_text


def highest_declaration(legal: Sequence[Action]) -> Declaration | None:
    """The best combination the player may declare now, if any."""
    held = {a.declaration for a in legal if a.kind == "declare"}
    return next((d for d in HIGHEST_FIRST if d in held), None)


def title(declaration: str) -> str:
    """A declaration's name as a title on a button or in a hint: "Bura", "Molodka"."""
    words = declaration_name(declaration)
    return words[:1].upper() + words[1:]


class Prompts:
    """The words of the table's questions at a table with ``rules``."""

    def __init__(self, rules: Rules) -> None:
        self.rules = rules

    def tr(self, text: str, comment: str = "", n: int | None = None) -> str:
        """For plurals: lupdate finds a count only in ``self.tr(text, "", name)``."""
        return translate("Prompts", text, comment, n)

    def prompt(self, view: SeatView, legal: Sequence[Action]) -> str:
        """The line that tells the player what to do, naming only actions in ``legal``."""
        kinds = {a.kind for a in legal}
        if view.phase == "blind":
            return self.tr("Bet blind before you see your cards, or pass.")
        if view.phase == "final":
            return self.tr("No cards left: claim 31 if you have it, or pass.")
        if "play" not in kinds:  # asked at a trick start
            if "declare" not in kinds:  # the leader, asked first while others hold combinations
                return self.tr("Before anyone declares: claim 31 if you have it, or pass.")
            if "claim" in kinds:
                return self.tr("You may declare, claim 31 or pass.")
            # No claims at this table, or an instant win was declared.
            return self.tr("You may declare or pass.")
        if view.trick:
            count = view.trick[0].count
            if any(a.kind == "play" and len(a.cards) < count for a in legal):  # Moscow answers
                return self.tr(
                    "Your answer: %n card(s) to beat the trick, or as few as one to throw.",
                    "",
                    count,
                )
            return self.tr(
                "Your answer: choose %n card(s) to beat the trick, or to throw.", "", count
            )
        declaration = highest_declaration(legal)
        if declaration is not None:  # bura_timing=on_lead: the leader declares instead of leading
            return fill(self.tr("Your lead, or declare %1 and win the hand."), title(declaration))
        # The sizes the rules allow now: Kozel leads 1 or 3, and a short hand limits them.
        sizes = tuple(sorted({len(a.cards) for a in legal if a.kind == "play"}))
        if sizes == (1,):
            return self.tr("Your lead: choose one card.")
        return fill(self.tr("Your lead: choose %1 cards of one suit."), lead_sizes_text(sizes))

    def declare_tip(self, declaration: Declaration | None) -> str:
        """What the Declare button does with ``declaration`` here (any, when None)."""
        if declaration is None:
            return self.tr("Show a combination from your hand. Key: D.")
        name = declaration_name(declaration)
        if not wins(self.rules, declaration):
            return fill(
                self.tr(
                    "Show your %1: it takes the lead, unless the leader shows a combination"
                    " as good or better. Key: D."
                ),
                name,
            )
        if self.rules.plays_for_chips:
            return fill(self.tr("Show your %1: it wins the hand and the pot. Key: D."), name)
        return fill(self.tr("Show your %1: it wins the hand. Key: D."), name)

    def pass_tip(self, legal: Sequence[Action]) -> str:
        """What the Pass button passes up among ``legal`` (what it does in general, when none)."""
        kinds = {a.kind for a in legal}
        if "blind" in kinds:
            return self.tr("Look at your cards without betting blind. Key: P.")
        if "declare" in kinds and "claim" in kinds:
            return self.tr("Go on without declaring or claiming 31. Key: P.")
        if "declare" in kinds:
            return self.tr("Go on without declaring. Key: P.")
        if "claim" in kinds:
            return self.tr("Go on without claiming 31. Key: P.")
        return self.tr("Go on without claiming, declaring or betting blind. Key: P.")
