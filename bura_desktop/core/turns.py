"""Who is asked next (docs/RULES.md 3.3-3.5), written once: the engine, its fast path for the
search (``core.playing``), the save's checks (``core.saved``) and the search's sampled worlds
(``ai.sampling``) all ask these."""

from __future__ import annotations

from collections.abc import Sequence

from bura_desktop.core.declarations import combinations
from bura_desktop.core.rules import Rules
from bura_desktop.core.tables import COMBO_HINT


def answering(after: Sequence[int], hands: Sequence[int]) -> tuple[int, ...]:
    """The seats that answer a lead, in play order after the leader (``after``): every seat
    still holding cards (while the stock lasts every hand is full, so everyone)."""
    return tuple(filter(hands.__getitem__, after))


def asked_to_declare(
    rules: Rules, trump: int, hands: Sequence[int], order: Sequence[int]
) -> list[int]:
    """The seats asked at a trick start, in play order from the leader (``order[0]``): each
    holding a combination it may declare (one that only gives the lead is no use to the
    leader). Whenever anybody is asked, the leader is asked first, to claim 31 if nothing
    else, so that a claim comes before a Bura the last draw completed (docs/RULES.md 3.4)."""
    leader = order[0]
    asked = [
        seat
        for seat in order
        if COMBO_HINT[hands[seat]] and combinations(rules, trump, hands[seat], seat != leader)
    ]
    if asked and asked[0] != leader and rules.claims:
        asked.insert(0, leader)
    return asked


def next_leader(rules: Rules, led: int, winner: int, n: int) -> int:
    """Who leads the next trick, before a leader whose hand ran out passes it on: the trick's
    winner, or the seat after the one that ``led`` it where the lead goes round."""
    return (led + 1) % n if rules.next_lead == "rotate" else winner


def passed_on(leader: int, order: Sequence[int], hands: Sequence[int]) -> int:
    """A leader whose hand ran out passes the lead on to the next seat in play order
    (``order``, from the leader) still holding cards."""
    if hands[leader]:
        return leader
    return next((seat for seat in order if hands[seat]), leader)


__all__ = ["answering", "asked_to_declare", "next_leader", "passed_on"]
