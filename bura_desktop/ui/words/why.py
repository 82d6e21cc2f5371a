"""Why one move is better than another, in words: the review's and the hint's reasons.

A reason (``ai.effects.Reason``, through ``app``) holds one quantity the search measured after
each of two moves: card points handed to the trick's winner, or the chance of a Bura, of the
trick and the lead, of a claim of 31 made or suffered (by the opponent, in a 2-player hand),
of the hand. It reads as that quantity after the other move and after the better one, each
move named as the player knows it.
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
        """``reason`` as a sentence: its quantity with ``other`` (a move worded), then with
        ``better``."""
        labels = {
            "points": self.tr("Card points handed to the trick's winner"),
            "bura": self.tr("Chance of a Bura of yours later in the hand"),
            "lead": self.tr("Chance of taking this trick and the lead"),
            "claim": self.tr("Chance of reaching 31 and claiming"),
            "rival_claim": self.tr("Chance that another player claims 31"),
            "opponent_claim": self.tr("Chance that your opponent claims 31"),
            "wins": self.tr("Chance of winning the hand"),
        }
        locale = QLocale()
        if reason.kind == "points":
            first = locale.toString(reason.other, "f", 1)
            second = locale.toString(reason.better, "f", 1)
        else:
            first = fill(self.tr("%1%"), locale.toString(100 * reason.other, "f", 0))
            second = fill(self.tr("%1%"), locale.toString(100 * reason.better, "f", 0))
        return fill(
            self.tr("%1: %2 with %3, %4 with %5."),
            labels[reason.kind],
            first,
            other,
            second,
            better,
        )

    def glance(self, reason: Reason, other: str) -> str:
        """``reason`` as a sentence read at a glance, without its numbers: what the better
        move does more (or less) than ``other``."""
        sentences = {
            "points": self.tr("It hands the trick's winner fewer points than %1."),
            "bura": self.tr("It keeps a better chance of a Bura later than %1."),
            "lead": self.tr("It takes this trick and the lead more often than %1."),
            "claim": self.tr("It reaches 31 and claims more often than %1."),
            "rival_claim": self.tr("Another player claims 31 less often than after %1."),
            "opponent_claim": self.tr("Your opponent claims 31 less often than after %1."),
            "wins": self.tr("It wins the hand more often than %1."),
        }
        return fill(sentences[reason.kind], other)


def move_text(action: Action) -> str:
    """``action`` named as a move: its cards, a claim, a pass, a blind bet or a declaration."""
    return Why().move(action)


def why_text(reason: Reason, other: str, better: str) -> str:
    """``Why.reason``: one measured difference between two moves, worded."""
    return Why().reason(reason, other, better)


def glance_text(reason: Reason, other: str) -> str:
    """``Why.glance``: the difference in a sentence, its numbers left to ``why_text``."""
    return Why().glance(reason, other)


__all__ = ["glance_text", "move_text", "why_text"]
