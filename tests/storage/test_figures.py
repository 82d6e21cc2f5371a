"""The figures counted over recorded hands (``storage.figures``)."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from bura_desktop.storage.figures import standing_series, summarize
from tests.storage.known_hands import KNOWN, hand


def test_current_streak_counts_the_latest_wins() -> None:
    assert summarize(KNOWN[:5]).current_streak == 2
    assert summarize(KNOWN[6:9]).current_streak == 3


@settings(max_examples=60)
@given(st.lists(st.tuples(st.booleans(), st.integers(-50, 50)), max_size=30))
def test_streaks_and_chips_match_a_plain_count(results: list[tuple[bool, int]]) -> None:
    hands = [
        hand(n, 0 if won else 1, "claim", chips, 5, 60) for n, (won, chips) in enumerate(results)
    ]
    summary = summarize(hands)
    runs = "".join("W" if won else "L" for won, _ in results).split("L")
    assert summary.longest_streak == max((len(r) for r in runs), default=0)
    assert summary.current_streak == len(runs[-1]) if results else summary.current_streak == 0
    assert summary.net_chips == sum(c for _, c in results) == standing_series(hands, "pot")[-1]
    assert summary.won + (summary.played - summary.won) == len(results)


def test_a_session_standing_follows_its_scoring():
    # Session A: won, won, lost, won, won, lost; human card points 70, 40, 20, 65, 61, 30.
    hands = [h for h in KNOWN if h.session_id == "A"]
    assert standing_series(hands, "pot", 100) == [100, 105, 115, 107, 110, 116, 112]
    assert standing_series(hands, "series") == [0, 1, 2, 2, 3, 4, 4]
    # Penalty: most points 0, more than 31 but not most 2, 1-31 points 4; a Bura costs the
    # others 4 and its holder nothing.
    assert standing_series(hands, "penalty") == [0, 0, 0, 4, 4, 4, 8]
