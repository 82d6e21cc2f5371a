"""Help > Rules: the classic game in a page, what differs at this table, then every option in
force at this table."""

from __future__ import annotations

from html import escape

from PySide6.QtCore import QSize
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QTextBrowser, QVBoxLayout, QWidget

from bura_desktop.app.i18n import fill, translate
from bura_desktop.core import Rules
from bura_desktop.core.options import DIFFERENCE
from bura_desktop.core.rules import OPTIONS
from bura_desktop.ui.desktop import screen_room
from bura_desktop.ui.words.rule_texts import choice_label, lead_sizes_text, option_label


def rules_html(rules: Rules) -> str:
    """The classic game for a newcomer, one translatable paragraph at a time; the paragraph on
    claiming 31 only where claims are played."""
    paragraphs = [
        translate("RulesDialog", "<h2>Bura, the classic game</h2>"),
        translate(
            "RulesDialog",
            "<p><b>Cards.</b> 36 cards, A 10 K Q J 9 8 7 6 in each suit. Points: A 11, 10 10, "
            "K 4, Q 3, J 2, the rest 0; 120 in all. The card under the stock shows the trump "
            "suit.</p>",
        ),
        translate(
            "RulesDialog",
            "<p><b>A trick.</b> The leader plays 1, 2 or 3 cards of one suit. Each other player "
            "answers with as many cards, of any suits. An answer beats the best play so far when "
            "every card of that play can be matched with a different card that beats it: a "
            "higher card of the same suit, or a trump against a non-trump. Whoever holds the best "
            "play at the end takes all the cards, draws first from the stock and leads next.</p>",
        ),
        translate(
            "RulesDialog",
            "<p><b>Drawing.</b> After each trick everyone draws from the stock, the winner "
            "first, one card at a time, until every hand is full again. When the stock cannot "
            "fill every hand, nobody draws: the rest of it, the trump card included, is set "
            "aside unseen and the hand is played out from the hands. Nobody may lead more cards "
            "than the smallest hand that must answer holds.</p>",
        ),
        translate(
            "RulesDialog",
            "<p><b>Declarations.</b> Before a lead, a player holding <b>Bura</b> (three trumps) "
            "may show it and wins the hand at once; after that nobody may claim 31. <b>Three "
            "aces</b> or a <b>molodka</b> (three cards of one plain suit) take the lead. A leader "
            "challenged that way keeps the lead by showing a combination as good or better.</p>",
        ),
        translate(
            "RulesDialog",
            "<p><b>Claiming 31.</b> On your turn you may claim that your tricks hold 31 points or "
            "more. Right: you take the pot. Wrong: you pay as much as the pot holds, and it "
            "carries over. Nobody may look back at their tricks, so keep count in your head. "
            "Claim in time: once the last card is played nobody may claim, and nobody wins.</p>",
        )
        if rules.claims
        else "",
        translate(
            "RulesDialog",
            "<p><b>Playing on the table.</b> Click cards to choose them (digits 1-3 too), then "
            "Play (Enter); double-click a card to play it alone. C claims, D declares, N deals "
            "the next hand. H asks the computer for a hint.</p>",
        ),
    ]
    return "\n".join(p for p in paragraphs if p)


def shown_value(name: str, value: object) -> str:
    """A rule option's value in the player's words, as the settings dialog shows it."""
    if isinstance(value, bool):
        return translate("RulesDialog", "yes") if value else translate("RulesDialog", "no")
    if isinstance(value, tuple):
        return lead_sizes_text(value)
    return choice_label(name, value)


def differences(rules: Rules) -> list[tuple[str, str]]:
    """Each option of ``rules`` that differs from the classic game and matters at this table,
    with what a newcomer who read the classic game must know of it (its ``differs``)."""
    classic = Rules.preset("classic")
    found = []
    for name, said in OPTIONS.items():
        value = getattr(rules, name)
        template = said.sentence(value)
        if template and value != getattr(classic, name) and said.matters_in(rules):
            words = [shown_value(told, getattr(rules, told)) for told in said.tells or (name,)]
            found.append((name, fill(translate(DIFFERENCE, template), *words)))
    return found


def differences_html(rules: Rules) -> str:
    """What a newcomer who just read the classic game must know about this table's rules."""
    items = [text for _, text in differences(rules)]
    if not items:
        return ""
    return (
        "<h3>"
        + escape(translate("RulesDialog", "Different at this table"))
        + "</h3><ul>"
        + "".join(f"<li>{escape(item)}</li>" for item in items)
        + "</ul>"
    )


def rules_in_force_html(rules: Rules) -> str:
    """Every option that matters at ``rules``' table as a two-column table, in the words of the
    settings dialog (no wrong claim where nobody claims, no stake where no chips are played)."""
    rows = [
        f"<tr><td>{escape(option_label(name))}</td>"
        f"<td><b>{escape(shown_value(name, getattr(rules, name)))}</b></td></tr>"
        for name, said in OPTIONS.items()
        if said.matters_in(rules)
    ]
    return (
        "<h3>" + escape(translate("RulesDialog", "The rules at this table")) + "</h3>"
        "<table cellspacing='0' cellpadding='3'>" + "".join(rows) + "</table>"
    )


class RulesDialog(QDialog):
    def __init__(self, rules: Rules, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Rules of Bura"))
        screen_room.fit(self, QSize(600, 640))
        layout = QVBoxLayout(self)
        text = QTextBrowser()
        text.setHtml(rules_html(rules) + differences_html(rules) + rules_in_force_html(rules))
        self.text = text
        layout.addWidget(text)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
