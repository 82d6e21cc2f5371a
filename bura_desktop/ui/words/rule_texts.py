"""What the rule options are called on screen, what they do in play, and plain-word problems.

``Rules.problems()`` gives each reason as a code with the options at fault and their values; the
sentence is worded once in ``core.rules`` (its ``str()`` names the options as ``Rules`` does, for
logs and tests), and players get it here with the options' on-screen names in their language.
"""

from __future__ import annotations

from typing import Any

from bura_desktop.app.i18n import fill, translate
from bura_desktop.core.options import WORDS
from bura_desktop.core.rules import OPTIONS, RuleProblem


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
    said = OPTIONS.get(name)
    return translate(WORDS, said.label) if said else name


def option_tip(name: str) -> str:
    said = OPTIONS.get(name)
    return translate(WORDS, said.tip) if said and said.tip else ""


def switch_text(name: str) -> str:
    """What a rule's checkbox turns on, said beside it."""
    return translate(WORDS, OPTIONS[name].switch)


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
    said = OPTIONS.get(name)
    label = said.choices.get(value) if said else None
    return translate(WORDS, label) if label else str(value)


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
