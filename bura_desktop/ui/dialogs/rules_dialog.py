"""Help > Rules: the classic game in a page, what differs at this table, then every option in
force at this table."""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from html import escape

from PySide6.QtCore import QSize
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QTextBrowser, QVBoxLayout, QWidget

from bura_desktop.app.i18n import fill, translate
from bura_desktop.core import Rules
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


# The options that set the table up rather than change the game; the table of the rules in
# force lists them.
SETUP_OPTIONS = frozenset({"players", "stake", "bankroll", "session_hands", "stop_when_broke"})
# Options whose value the sentence of another option tells: the series' target and the
# penalty limit come with their scoring.
TOLD_WITH = {"target": "scoring", "penalty_limit": "scoring"}


def _lead_sizes(rules: Rules) -> str:
    if rules.lead_sizes == (1,):
        return translate("RulesDialog", "Every lead is a single card.")
    return fill(
        translate("RulesDialog", "A lead has %1 cards, all of one suit."),
        lead_sizes_text(rules.lead_sizes),
    )


def _three_aces(rules: Rules) -> str:
    if rules.three_aces == "off":
        return translate("RulesDialog", "Three aces are not a combination.")
    return translate("RulesDialog", "Three aces win the hand at once, like a Bura.")


def _false_claim(rules: Rules) -> str | None:
    if not rules.claims:
        return None  # nobody claims: said by the claims option
    return translate("RulesDialog", "A wrong claim loses the hand to everyone else.")


def _scoring(rules: Rules) -> str:
    if rules.scoring == "most_points":
        return translate("RulesDialog", "The most card points take the pot; a tie splits it.")
    if rules.scoring == "series":
        return fill(
            translate(
                "RulesDialog",
                "No chips: each hand won scores one, and the first to %1 wins the session.",
            ),
            rules.target,
        )
    return fill(
        translate(
            "RulesDialog",
            "No chips but penalty points: most card points 0, more than 31 but not "
            "the most 2, 1 to 31 points 4, none 6; a Bura costs everyone else 4. "
            "Whoever reaches %1 loses the session.",
        ),
        rules.penalty_limit,
    )


# For each option of the game, what a newcomer who read the classic game must know when this
# table's value differs from the classic one (None: the difference changes nothing here).
DIFFERENCES: dict[str, Callable[[Rules], str | None]] = {
    "deck": lambda rules: translate(
        "RulesDialog", "A 32-card pack: the sixes are left out (still 120 card points)."
    ),
    "hand_size": lambda rules: translate(
        "RulesDialog", "Each player holds 4 cards; a Bura is any three trumps among them."
    ),
    "deal": lambda rules: translate(
        "RulesDialog", "Each player's hand is dealt at once, not a card at a time."
    ),
    "first_lead": lambda rules: translate(
        "RulesDialog",
        "The player on the dealer's right leads the first trick; the dealer plays second.",
    ),
    "lead_sizes": _lead_sizes,
    "bura_timing": lambda rules: translate(
        "RulesDialog",
        "Only the player about to lead may declare, and only a Bura: declare it (D) before "
        "you lead and you win the hand. Led as a trick, three trumps are an ordinary lead.",
    ),
    "three_aces": _three_aces,
    "molodka": lambda rules: translate(
        "RulesDialog", "A molodka (three cards of one plain suit) is not a combination."
    ),
    "four_aces": lambda rules: translate(
        "RulesDialog", "Four aces win the hand at once, above a Bura."
    ),
    "four_trumps": lambda rules: translate(
        "RulesDialog", "Four trumps win the hand at once, above a Bura."
    ),
    "closed_cards": lambda rules: translate(
        "RulesDialog",
        "Closed cards: an answer that does not beat the best play goes face down, and a "
        "beating answer may go face down too (then it cannot win).",
    ),
    "moscow": lambda rules: translate(
        "RulesDialog",
        "Moscow answers: you may answer with fewer cards than were led (at least one); such "
        "an answer cannot win the trick.",
    ),
    "blind": lambda rules: translate(
        "RulesDialog",
        "Blind Bura: before looking at the hand, the first leader may bet blind. Winning "
        "the hand collects three stakes from every opponent; otherwise the blind player "
        "pays three stakes.",
    ),
    "stock_end": lambda rules: translate(
        "RulesDialog",
        "When the stock runs short, players draw while cards last; the trump card under "
        "the stock is drawn last.",
    ),
    "claims": lambda rules: translate("RulesDialog", "Nobody claims 31: every hand is played out."),
    "false_claim": _false_claim,
    "last_chance": lambda rules: translate(
        "RulesDialog",
        "After the last trick each player, its winner first, has one last chance to claim 31.",
    ),
    "scoring": _scoring,
    "next_dealer": lambda rules: translate(
        "RulesDialog", "The deal passes to the next player after every hand, whoever won."
    ),
    "next_lead": lambda rules: translate(
        "RulesDialog",
        "The lead passes round the table after every trick, whoever won it; the "
        "winner still draws first.",
    ),
}


def differences(rules: Rules) -> list[tuple[str, str]]:
    """Each option of ``rules`` that differs from the classic game, with what it changes."""
    classic = Rules.preset("classic")
    found = []
    for name, sentence in DIFFERENCES.items():
        if getattr(rules, name) != getattr(classic, name):
            text = sentence(rules)
            if text is not None:
                found.append((name, text))
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


def seat_option_label(name: str) -> str | None:
    """The options the settings set from the Players tab, which ``option_label`` leaves out."""
    labels = {
        "players": translate("RulesDialog", "Players"),
        "stake": translate("RulesDialog", "Stake (chips each player antes)"),
        "bankroll": translate("RulesDialog", "Starting bankroll"),
        "session_hands": translate("RulesDialog", "Hands in a session"),
    }
    return labels.get(name)


def rules_in_force_html(rules: Rules) -> str:
    """Every option of ``rules`` as a two-column table, in the words of the settings dialog."""
    rows = []
    for field in dataclasses.fields(Rules):
        value = getattr(rules, field.name)
        if isinstance(value, bool):
            shown = translate("RulesDialog", "yes") if value else translate("RulesDialog", "no")
        elif isinstance(value, tuple):
            shown = lead_sizes_text(value)
        else:
            shown = choice_label(field.name, value)
        label = seat_option_label(field.name) or option_label(field.name)
        rows.append(f"<tr><td>{escape(label)}</td><td><b>{escape(shown)}</b></td></tr>")
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
