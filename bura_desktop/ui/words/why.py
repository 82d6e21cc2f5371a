"""Why one move is better than another, in words: the review's and the hint's reasons.

A reason (``ai.effects.Reason``, through ``app``) holds one quantity the search measured after
each of two moves: card points handed to the trick's winner, or the chance of a Bura, of the
trick and the lead, of a claim of 31 made or suffered (by the opponent, in a 2-player hand),
of the hand. It reads as a plain sentence on what the better move does, then the quantity
after it and after the other move, each move named as the player knows it.
"""

from __future__ import annotations

from PySide6.QtCore import QLocale

from bura_desktop.app.i18n import fill, translate
from bura_desktop.app.narration import cards_text, declaration_name
from bura_desktop.app.review_run import Reason
from bura_desktop.core import Action


class Why:
    """lupdate reads the texts of ``self.tr`` inside a class: the context is "Why"."""

    def tr(self, text: str) -> str:
        return translate("Why", text)

    def move(self, action: Action) -> str:
        if action.kind == "play":
            cards = cards_text(action.cards)
            return fill(self.tr("%1 face down"), cards) if action.down else cards
        if action.kind == "claim":
            return self.tr("claim")
        if action.kind == "pass":
            return self.tr("pass")
        if action.kind == "blind":
            return self.tr("blind bet")
        declaration = action.declaration
        return declaration_name(declaration) if declaration else str(action)

    def reason(self, reason: Reason, other: str, better: str) -> str:
        """``reason`` as a sentence: what ``better`` (a move worded) does better, then the
        quantity measured after it and after ``other``."""
        # %1 the better move, %2 its measure, %3 the other move's, %4 the other move.
        sentences = {
            "points": self.tr(
                "%1 hands fewer card points to the trick's winner (%2 against %3 with %4)."
            ),
            "bura": self.tr(
                "%1 keeps more chance of a Bura of yours later in the hand (%2 against %3 with %4)."
            ),
            "lead": self.tr(
                "%1 gives more chance of taking this trick and the lead (%2 against %3 with %4)."
            ),
            "claim": self.tr(
                "%1 gives more chance of reaching 31 and claiming (%2 against %3 with %4)."
            ),
            "rival_claim": self.tr(
                "%1 leaves less chance that another player claims 31 (%2 against %3 with %4)."
            ),
            "opponent_claim": self.tr(
                "%1 leaves less chance that your opponent claims 31 (%2 against %3 with %4)."
            ),
            "wins": self.tr("%1 gives more chance of winning the hand (%2 against %3 with %4)."),
        }
        locale = QLocale()
        if reason.kind == "points":
            ahead = locale.toString(reason.better, "f", 1)
            behind = locale.toString(reason.other, "f", 1)
        else:
            ahead = fill(self.tr("%1%"), locale.toString(100 * reason.better, "f", 0))
            behind = fill(self.tr("%1%"), locale.toString(100 * reason.other, "f", 0))
        return fill(sentences[reason.kind], better, ahead, behind, other)


def move_text(action: Action) -> str:
    """``action`` named as a move: its cards, a claim, a pass, a blind bet or a declaration."""
    return Why().move(action)


def why_text(reason: Reason, other: str, better: str) -> str:
    """``Why.reason``: one measured difference between two moves, worded."""
    return Why().reason(reason, other, better)


__all__ = ["move_text", "why_text"]
