"""The player's figures over recorded hands (``storage.statistics`` keeps the hands): the
summary, the standing hand by hand, results by opponent level and how hands ended."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from bura_desktop.core.levels import OFFERED_LEVELS
from bura_desktop.core.rules import standing_of
from bura_desktop.core.scoring import ENDINGS, Ending, hand_penalties
from bura_desktop.storage.statistics import HandRecord


@dataclass(frozen=True)
class Summary:
    """The human's figures over some hands."""

    played: int = 0
    won: int = 0
    win_percent: float = 0.0
    net_chips: int = 0
    biggest_pot_won: int = 0
    claims_right: int = 0
    claims_wrong: int = 0
    buras: int = 0
    average_points: float = 0.0
    current_streak: int = 0
    longest_streak: int = 0
    helped: int = 0  # hands played with a hint or the points assist


def summarize(hands: Sequence[HandRecord]) -> Summary:
    """Figures for the human seat over ``hands``, taken in the order given."""
    if not hands:
        return Summary()
    won = [h for h in hands if h.won]
    current = longest = 0
    for hand in hands:
        current = current + 1 if hand.won else 0
        longest = max(longest, current)
    claimed = [h for h in hands if h.claimer == h.human_seat]
    return Summary(
        played=len(hands),
        won=len(won),
        win_percent=100.0 * len(won) / len(hands),
        net_chips=sum(h.chips[h.human_seat] for h in hands),
        biggest_pot_won=max((h.pot for h in won), default=0),
        claims_right=sum(h.ending == "claim" for h in claimed),
        claims_wrong=sum(h.ending == "false_claim" for h in claimed),
        buras=sum(h.ending == "bura" for h in won),
        average_points=sum(h.card_points[h.human_seat] for h in hands) / len(hands),
        current_streak=current,
        longest_streak=longest,
        helped=sum(h.hints > 0 or h.assist for h in hands),
    )


def standing_series(hands: Sequence[HandRecord], scoring: str, start: int = 0) -> list[int]:
    """What the human's standing was before the first hand and after each one: the bankroll
    where hands are played for chips, hands won in a series, penalty points in penalty scoring."""
    standing = standing_of(scoring)
    series = [start if standing == "chips" else 0]
    for hand in hands:
        if standing == "hands_won":
            change = int(hand.won)
        elif standing == "penalty_points":
            change = hand_penalties(hand.ending, hand.winner, hand.card_points)[hand.human_seat]
        else:
            change = hand.chips[hand.human_seat]
        series.append(series[-1] + change)
    return series


def results_by_level(hands: Iterable[HandRecord]) -> dict[str, tuple[int, int]]:
    """(won, lost) per opponent level; a hand counts for each level at the table."""
    results: dict[str, list[int]] = {level: [0, 0] for level in OFFERED_LEVELS}
    for hand in hands:
        for level in hand.opponent_levels & results.keys():
            results[level][0 if hand.won else 1] += 1
    return {level: (won, lost) for level, (won, lost) in results.items()}


def endings(hands: Iterable[HandRecord]) -> dict[Ending, int]:
    """How many hands ended each way."""
    counts: dict[Ending, int] = dict.fromkeys(ENDINGS, 0)
    for hand in hands:
        counts[hand.ending] += 1
    return counts


__all__ = ["Summary", "endings", "results_by_level", "standing_series", "summarize"]
