"""Help > Rules: the classic game in a page (RULES.md is the full specification)."""

from __future__ import annotations

from PySide6.QtWidgets import QDialog, QDialogButtonBox, QTextBrowser, QVBoxLayout, QWidget

RULES_HTML = """
<h2>Bura, the classic game</h2>
<p><b>Cards.</b> 36 cards, A 10 K Q J 9 8 7 6 in each suit. Points: A 11, 10 10, K 4, Q 3, J 2,
the rest 0; 120 in all. The card under the stock shows the trump suit.</p>
<p><b>A trick.</b> The leader plays 1, 2 or 3 cards of one suit. Each other player answers with
as many cards, of any suits. An answer beats the best play so far when every card of that play
can be matched with a different card that beats it: a higher card of the same suit, or a trump
against a non-trump. Whoever holds the best play at the end takes all the cards, draws first
from the stock and leads next.</p>
<p><b>Declarations.</b> Before a lead, a player holding <b>Bura</b> (three trumps) may show it
and wins the hand at once. <b>Three aces</b> or a <b>molodka</b> (three cards of one plain suit)
take the lead.</p>
<p><b>Claiming 31.</b> On your turn you may claim that your tricks hold 31 points or more. Right:
you take the pot. Wrong: you pay as much as the pot holds, and it carries over. Nobody may look
back at their tricks, so keep count in your head.</p>
<p><b>Playing on the table.</b> Click cards to choose them (digits 1-3 too), then Play (Enter);
double-click a card to play it alone. C claims, D declares, N deals the next hand.</p>
"""


class RulesDialog(QDialog):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle("Rules of Bura")
        self.resize(560, 520)
        layout = QVBoxLayout(self)
        text = QTextBrowser()
        text.setHtml(RULES_HTML)
        layout.addWidget(text)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
