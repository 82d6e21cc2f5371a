"""What the settings dialog changes to put right a combination of rules the engine refuses, and
the sentence that says why: the option that depends on another gives way (issue #50: the
dialog's conflicts in a module of their own)."""

from __future__ import annotations

from typing import Any

from bura_desktop.app.i18n import translate
from bura_desktop.core.rules import RuleProblem, Rules
from bura_desktop.ui.words.rule_texts import plain_problem

# The most players 4-card hands deal to (docs/RULES.md 5: Kozel is for 2 to 5).
MOST_WITH_FOUR = 5


def putting_right(problem: RuleProblem, rules: Rules) -> tuple[dict[str, Any], str] | None:
    """The change that resolves ``problem`` and the sentence saying why, or None where the
    controls cannot hold it (a value no control offers)."""
    name = problem.options[0]
    match problem.code:
        case "needs_four":
            return {name: "off"}, translate(
                "SettingsDialog", "Four aces and four trumps need 4 cards in hand, so they are off."
            )
        case "bura_only":
            return {name: "off"}, translate(
                "SettingsDialog",
                "When only the leader declares, Bura is the only combination, "
                "so the others are off.",
            )
        case "plays_out":
            return {"claims": False}, translate(
                "SettingsDialog", "This scoring plays every hand out, so claims of 31 are off."
            )
        case "needs_claims":
            return {"claims": True}, translate(
                "SettingsDialog", "This scoring needs claims of 31, so they are on."
            )
        case "no_claims":
            return {"last_chance": False}, translate(
                "SettingsDialog",
                "Without claims of 31 there is no last chance to claim, so it is off.",
            )
        case "needs_pot":
            return {"false_claim": "lose_hand"}, translate(
                "SettingsDialog",
                "Series scoring has no pot to double: a wrong claim now loses the hand.",
            )
        case "blind_pot":
            return {"blind": False}, translate(
                "SettingsDialog", "Blind Bura is played only for chips in a pot, so it is off."
            )
        case "players_with_four":
            return {"players": MOST_WITH_FOUR}, translate(
                "SettingsDialog",
                "4-card hands are for at most 5 players, so one opponent leaves the table.",
            )
        case "lead_single" | "lead_sizes":
            sizes = rules.lead_sizes if isinstance(rules.lead_sizes, tuple) else ()
            allowed = sorted({1, *(s for s in sizes if s in (2, 3))})
            return {"lead_sizes": tuple(allowed)}, plain_problem(problem)
    return None


__all__ = ["MOST_WITH_FOUR", "putting_right"]
