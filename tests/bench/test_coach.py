"""The coach's benchmark: ``python -m bura_desktop.bench.coach``."""

from __future__ import annotations

from bura_desktop.bench.coach import hand_rows, main


def test_every_decision_with_a_choice_is_reviewed_and_judged() -> None:
    rows = hand_rows(4, 4, ("beginner",), worlds=10)
    assert rows and {r.players for r in rows} == {4}
    assert all(r.weighed or not r.spoke for r in rows)  # it speaks only of what it weighed


def test_the_command_counts_both_kinds_of_decision(capsys) -> None:
    main(["--positions", "2", "--worlds", "10", "--levels", "beginner", "--four-every", "2"])
    out = capsys.readouterr().out
    assert "2 players: spoke before" in out and "4 players: spoke before" in out
    assert "a judgment took median" in out
