"""Hands recorded under rules revision 2, before the leader was asked first (docs/RULES.md 3.4)."""

from __future__ import annotations

from bura_desktop.core import Action, Outcome, Rules
from bura_desktop.core.replay import HandScript, HandStart

# Two classic 2-player hands as the code of commit d7a73f0 (rules revision 2, before the
# leader was asked first) recorded them, with their outcomes: a hand is a seed, a standing and
# the actions without seats. At a trick start where the other seat held a combination and the
# leader none, revision 2 asked that seat alone.
REVISION_2_HANDS = {
    # Seat 1 takes 8♥ A♦ and draws its Bura; seat 0 leads next and is not asked.
    "bura": (
        7988182676491366504,
        HandStart(27, 0, 4, (84, 112), False, (0, 0), (0, 0)),
        "play 9♣|play 8♦|play J♠|play K♥|play 10♥|play Q♦|play 9♥|play J♣|play 8♥|play A♦"
        "|declare bura",
        ("bura", 1, (13, 19), (0, 4), 4),
        [10],  # where revision 3 asks the leader first
    ),
    # Twice the holder keeps its combination to itself ("pass") with the other seat to lead.
    "two passes": (
        7485511767868492785,
        HandStart(15, 0, 4, (94, 102), False, (0, 0), (0, 0)),
        "play 7♣|play 8♦|play 8♣|play J♠|play J♥ 9♥|play Q♠ 8♠|play 9♦|play K♣|play 6♣"
        "|play K♥|play Q♣ J♣|play 7♦ A♣|pass|play 8♥ 7♥|play K♦ J♦|play Q♦|play 10♥|pass|claim",
        ("claim", 0, (34, 16), (4, 0), 4),
        [12, 17],
    ),
}


# How a hand ended, as the table above writes it: how, the winner, the card points, the chips
# won and lost, the pot.
Ending = tuple[str, int | None, tuple[int, ...], tuple[int, ...], int]


def revision_2_script(name: str, revision: int = 2) -> tuple[HandScript, Ending, list[int]]:
    seed, start, actions, outcome, asked = REVISION_2_HANDS[name]
    parsed = tuple(Action.parse(a) for a in actions.split("|"))
    return HandScript(Rules.preset("classic"), start, seed, parsed, revision), outcome, asked


def ending(outcome: Outcome) -> Ending:
    return (outcome.how, outcome.winner, outcome.points, outcome.chips, outcome.pot)
