"""What the rule options are called on screen, what they do in play, and plain-word problems.

``Rules.problems()`` gives each reason as a code with the options at fault and their values; the
sentence is worded once in ``core.rules`` (its ``str()`` names the options as ``Rules`` does, for
logs and tests), and players get it here with the options' on-screen names in their language.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from bura_desktop.app.i18n import fill, translate
from bura_desktop.core.rules import RuleProblem


def preset_label(preset: str) -> str:
    labels = {
        "classic": translate("RuleTexts", "Classic"),
        "rules_sheet": translate("RuleTexts", "Rules sheet"),
        "kozel": translate("RuleTexts", "Kozel"),
        "penalty": translate("RuleTexts", "Penalty points"),
    }
    return labels.get(preset, preset)


def preset_tip(preset: str) -> str:
    tips = {
        "classic": translate(
            "RuleTexts",
            "The common form: 3 cards, leads of 1 to 3 cards, Bura, three aces and molodka, "
            "claims of 31, chips in a pot. For 2 to 6 players.",
        ),
        "rules_sheet": translate(
            "RuleTexts",
            "The printed rules sheet: Bura is declared only on lead, a wrong claim loses the "
            "hand, first to win 3 hands takes the session. For 2 to 4 players.",
        ),
        "kozel": translate(
            "RuleTexts",
            "4 cards, leads of 1 or 3, four aces win, no claims: every hand is played out and "
            "the most card points take the pot. For 2 to 5 players.",
        ),
        "penalty": translate(
            "RuleTexts",
            "Every hand is played out and scored in penalty points; whoever reaches the limit "
            "loses and the lowest total wins. For 2 to 4 players.",
        ),
    }
    return tips.get(preset, "")


def option_label(name: str) -> str:
    labels = {
        "deck": translate("RuleTexts", "Pack"),
        "hand_size": translate("RuleTexts", "Cards in hand"),
        "deal": translate("RuleTexts", "Dealing"),
        "first_lead": translate("RuleTexts", "First lead"),
        "next_lead": translate("RuleTexts", "Next lead"),
        "last_chance": translate("RuleTexts", "Last chance to claim"),
        "lead_sizes": translate("RuleTexts", "Cards a lead may have"),
        "bura_timing": translate("RuleTexts", "Who may declare"),
        "three_aces": translate("RuleTexts", "Three aces"),
        "molodka": translate("RuleTexts", "Molodka"),
        "four_aces": translate("RuleTexts", "Four aces"),
        "four_trumps": translate("RuleTexts", "Four trumps"),
        "closed_cards": translate("RuleTexts", "Closed cards"),
        "moscow": translate("RuleTexts", "Moscow answers"),
        "blind": translate("RuleTexts", "Blind Bura"),
        "stock_end": translate("RuleTexts", "End of the stock"),
        "claims": translate("RuleTexts", "Claims of 31"),
        "false_claim": translate("RuleTexts", "A wrong claim"),
        "scoring": translate("RuleTexts", "Scoring"),
        "target": translate("RuleTexts", "Hands to win a series"),
        "penalty_limit": translate("RuleTexts", "Penalty limit"),
        "next_dealer": translate("RuleTexts", "Next dealer"),
        "stop_when_broke": translate("RuleTexts", "Stop when broke"),
    }
    return labels.get(name, name)


def option_tip(name: str) -> str:
    tips = {
        "deck": translate(
            "RuleTexts",
            "36 cards (six to ace), or 32 with the sixes left out. "
            "Either pack holds 120 card points.",
        ),
        "hand_size": translate(
            "RuleTexts",
            "How many cards each player holds: 3, or 4 as in Kozel. "
            "With 4 cards, Bura is any three trumps of the four.",
        ),
        "deal": translate(
            "RuleTexts", "One card at a time round the table, or each player's whole hand at once."
        ),
        "first_lead": translate(
            "RuleTexts",
            "Who leads a hand's first trick. Left of the dealer: that player. Right of the "
            "dealer: the player on the dealer's right, and the dealer plays second. Play always "
            "goes clockwise.",
        ),
        "next_lead": translate(
            "RuleTexts",
            "The trick's winner: whoever takes a trick leads the next. Round the table: the "
            "lead passes to the next player after every trick, whoever won it (the rules sheet "
            "for 3 or 4 players).",
        ),
        "last_chance": translate(
            "RuleTexts",
            "A house rule. Off: whoever has not claimed 31 when the last card is played has "
            "lost the chance, and the hand is played out. On: after the last trick each player, "
            "its winner first, may still claim once.",
        ),
        "lead_sizes": translate(
            "RuleTexts",
            "How many cards the leader may play at once, all of one suit. "
            "Every other player answers with as many cards.",
        ),
        "bura_timing": translate(
            "RuleTexts",
            "Any player, at every trick start: everyone holding a combination may declare it "
            "before each lead. Only the leader: only the player about to lead may declare, "
            "and Bura is the only combination.",
        ),
        "three_aces": translate(
            "RuleTexts",
            "Three aces in hand. Next lead: declaring them gives you the next lead. "
            "Wins the hand: declaring them wins at once.",
        ),
        "molodka": translate(
            "RuleTexts",
            "Three cards of one suit other than trumps. Declaring them gives you the next lead.",
        ),
        "four_aces": translate(
            "RuleTexts", "With 4-card hands, declaring four aces wins the hand, above Bura."
        ),
        "four_trumps": translate(
            "RuleTexts",
            "With 4-card hands, declaring four trumps wins the hand, above Bura "
            "(the \u201cprison\u201d form).",
        ),
        "closed_cards": translate(
            "RuleTexts",
            "An answer that does not beat the best play goes face down, and you may also put "
            "a beating answer face down (it then cannot win). Face-down cards are shown only "
            "when a claim exposes the pile.",
        ),
        "moscow": translate(
            "RuleTexts",
            "An answering player may play fewer cards than were led (at least one); "
            "such an answer cannot win the trick.",
        ),
        "blind": translate(
            "RuleTexts",
            "Pot scoring only. Before seeing the hand, the first leader may bet blind: winning "
            "the hand collects 3 \u00d7 stake from every opponent; otherwise the blind player "
            "pays 3 \u00d7 stake to the winner, or into the pot when nobody wins.",
        ),
        "stock_end": translate(
            "RuleTexts",
            "Set aside: when the stock cannot refill every hand, nobody draws and the rest, "
            "trump indicator included, is put aside unseen. Drawn out: draw while cards last; "
            "the trump indicator is the last card drawn.",
        ),
        "claims": translate(
            "RuleTexts",
            "A player may claim to hold 31 card points in their tricks and so win the hand. "
            "Without claims every hand is played out.",
        ),
        "false_claim": translate(
            "RuleTexts",
            "A claim with 30 points or fewer. Double the pot: the claimer adds as many chips "
            "as the pot holds and the pot carries over. Lose the hand: the other players win it.",
        ),
        "scoring": translate(
            "RuleTexts",
            "Chips in a pot: the winner of a hand takes the pot. Series: one point per hand "
            "won. Penalty points: hands are played out and penalised by card points. "
            "Most points: hands are played out and the most card points take the pot.",
        ),
        "target": translate(
            "RuleTexts", "Series scoring: the first player to win this many hands wins the session."
        ),
        "penalty_limit": translate(
            "RuleTexts",
            "Penalty scoring: a player who reaches this many penalty points loses, "
            "and the lowest total wins.",
        ),
        "next_dealer": translate(
            "RuleTexts",
            "The claimer: whoever claimed deals next, right or wrong (after a Bura, its winner). "
            "In turn: the deal passes round every hand.",
        ),
        "stop_when_broke": translate(
            "RuleTexts", "Pot scoring: the session ends when anyone's bankroll reaches 0."
        ),
    }
    return tips.get(name, "")


def lead_sizes_text(sizes: tuple[int, ...]) -> str:
    """1, 2 or 3 in the language's words."""
    if len(sizes) == 1:
        return str(sizes[0])
    return fill(
        translate("RulesDialog", "%1 or %2", "a choice of numbers: 1, 2 or 3"),
        ", ".join(str(v) for v in sizes[:-1]),
        sizes[-1],
    )


def choice_label(name: str, value: object) -> str:
    """The on-screen name of one value of a rule option with fixed choices."""
    labels: dict[str, dict[object, Callable[[], str]]] = {
        "deck": {
            36: lambda: translate("RuleTexts", "36 cards"),
            32: lambda: translate("RuleTexts", "32 cards (no sixes)"),
        },
        "hand_size": {
            3: lambda: translate("RuleTexts", "3 cards"),
            4: lambda: translate("RuleTexts", "4 cards (Kozel)"),
        },
        "deal": {
            "singly": lambda: translate("RuleTexts", "One card at a time"),
            "packets": lambda: translate("RuleTexts", "Whole hands at once"),
        },
        "first_lead": {
            "dealer_left": lambda: translate("RuleTexts", "Left of the dealer"),
            "dealer_right": lambda: translate("RuleTexts", "Right of the dealer (dealer second)"),
        },
        "next_lead": {
            "winner": lambda: translate("RuleTexts", "The trick's winner"),
            "rotate": lambda: translate("RuleTexts", "Round the table"),
        },
        "bura_timing": {
            "trick_start": lambda: translate("RuleTexts", "Anyone, at every trick start"),
            "on_lead": lambda: translate("RuleTexts", "Only the leader (Bura only)"),
        },
        "three_aces": {
            "off": lambda: translate("RuleTexts", "Not a combination"),
            "lead": lambda: translate("RuleTexts", "Gives the next lead"),
            "win": lambda: translate("RuleTexts", "Wins the hand"),
        },
        "molodka": {
            "off": lambda: translate("RuleTexts", "Not a combination"),
            "lead": lambda: translate("RuleTexts", "Gives the next lead"),
        },
        "four_aces": {
            "off": lambda: translate("RuleTexts", "Not a combination"),
            "win": lambda: translate("RuleTexts", "Wins the hand"),
        },
        "four_trumps": {
            "off": lambda: translate("RuleTexts", "Not a combination"),
            "win": lambda: translate("RuleTexts", "Wins the hand"),
        },
        "stock_end": {
            "set_aside": lambda: translate("RuleTexts", "Set the rest aside"),
            "draw_out": lambda: translate("RuleTexts", "Draw it out"),
        },
        "false_claim": {
            "double_pot": lambda: translate("RuleTexts", "Claimer doubles the pot"),
            "lose_hand": lambda: translate("RuleTexts", "Claimer loses the hand"),
        },
        "scoring": {
            "pot": lambda: translate("RuleTexts", "Chips in a pot"),
            "series": lambda: translate("RuleTexts", "Series of hands"),
            "penalty": lambda: translate("RuleTexts", "Penalty points"),
            "most_points": lambda: translate("RuleTexts", "Most points take the pot"),
        },
        "next_dealer": {
            "claimer": lambda: translate("RuleTexts", "The claimer"),
            "alternate": lambda: translate("RuleTexts", "In turn"),
        },
    }
    label = labels.get(name, {}).get(value)
    return label() if label else str(value)


class _PlayersWords:
    """Options by their on-screen names, in the player's language."""

    def sentence(self, template: str) -> str:
        return translate("RuleTexts", template)

    def option(self, name: str) -> str:
        return option_label(name)

    def choice(self, name: str, value: Any) -> str:
        return choice_label(name, value)


def plain_problem(problem: RuleProblem) -> str:
    """A problem from ``Rules.problems()`` as a sentence in the player's language."""
    return problem.words(_PlayersWords())


def options_at_fault(problem: RuleProblem) -> set[str]:
    """The rule options a ``Rules.problems()`` reason names."""
    return set(problem.options)
