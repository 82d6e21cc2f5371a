"""Declarations: the combinations a hand may show at a trick start, which of them win the hand at
once and which only take the lead, and how they rank (docs/RULES.md 3.4)."""

from __future__ import annotations

from typing import Literal, get_args

from bura_desktop.core.cards import ACES_MASK, SUIT_MASK
from bura_desktop.core.rules import Rules

# From the lowest priority to the highest. Four trumps is ranked above four aces: both outrank
# Bura, and the rules leave their order open.
Declaration = Literal["molodka", "three-aces", "bura", "four-aces", "four-trumps"]
DECLARATIONS: tuple[Declaration, ...] = get_args(Declaration)
RANK: dict[Declaration, int] = {name: rank for rank, name in enumerate(DECLARATIONS)}
# Highest first: which one a hand shows first when it holds several.
HIGHEST_FIRST: tuple[Declaration, ...] = DECLARATIONS[::-1]
# The declarations that always win the hand, Bura and those above it, highest first (three
# aces may, by option).
WIN_DECLARATIONS: tuple[Declaration, ...] = HIGHEST_FIRST[: HIGHEST_FIRST.index("bura") + 1]


def wins(rules: Rules, name: Declaration) -> bool:
    """Whether declaring ``name`` wins the hand at once."""
    return name in WIN_DECLARATIONS or (name == "three-aces" and rules.three_aces == "win")


def win_combinations(rules: Rules, trump: int, hand: int) -> list[Declaration]:
    """The instant-win combinations in ``hand``, highest first."""
    trumps = (hand & SUIT_MASK[trump]).bit_count()
    found: list[Declaration] = []
    if rules.four_trumps == "win" and trumps >= 4:
        found.append("four-trumps")
    if rules.four_aces == "win" and hand & ACES_MASK == ACES_MASK:
        found.append("four-aces")
    if trumps >= 3:
        found.append("bura")
    return found


def combinations(rules: Rules, trump: int, hand: int, for_lead: bool) -> list[Declaration]:
    """What ``hand`` holds to declare, highest first; ``for_lead``: also what only takes the
    lead (no use to the leader, unless another seat's declaration challenges the lead)."""
    found = win_combinations(rules, trump, hand)
    aces = (hand & ACES_MASK).bit_count() >= 3
    if rules.three_aces == "win" and aces:
        found.append("three-aces")
    if for_lead:
        if rules.three_aces == "lead" and aces:
            found.append("three-aces")
        if rules.molodka == "lead" and any(
            (hand & SUIT_MASK[s]).bit_count() >= 3 for s in range(4) if s != trump
        ):
            found.append("molodka")
    return found


__all__ = [
    "DECLARATIONS",
    "HIGHEST_FIRST",
    "RANK",
    "WIN_DECLARATIONS",
    "Declaration",
    "combinations",
    "win_combinations",
    "wins",
]
