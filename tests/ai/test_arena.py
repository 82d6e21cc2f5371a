"""The arena's report: what a measurement quotes must be there and add up."""

from __future__ import annotations

import json
import re

from bura_desktop.ai.arena import _player, main
from bura_desktop.ai.endgame import EXACT_STOCK
from bura_desktop.ai.rollout import policy_move, smart_move
from bura_desktop.ai.search import SearchPlayer


def test_report_counts_every_hand_and_times_forced_moves_apart(capsys):
    main(
        [
            "--a",
            "intermediate",
            "--b",
            "random",
            "--deals",
            "4",
            "--jobs",
            "1",
            "--preset",
            "penalty",
        ]
    )
    out = capsys.readouterr().out
    assert "4 mirrored deal sets, 8 hands" in out
    won = re.search(r"A won ([\d.]+) of (\d+) decided hands: ([\d.]+)%", out)
    assert won is not None
    share = float(won.group(1)) / int(won.group(2))
    assert abs(100 * share - float(won.group(3))) < 0.06
    searched, forced = out.split("forced moves (s, one move worth weighing):")
    assert re.search(r"^\s+intermediate\s+\d+\s", searched, re.M)
    # Penalty hands are played to the last card, which nobody chooses.
    assert re.search(r"^\s+(intermediate|random)\s+\d+\s", forced, re.M)


def test_three_players_rotate_the_measured_seat(capsys):
    main(["--a", "random", "--b", "random", "--deals", "2", "--players", "3", "--jobs", "1"])
    out = capsys.readouterr().out
    assert "3 players, 2 mirrored deal sets, 6 hands" in out
    assert "fair share 33.3%" in out


def test_a_run_kept_set_by_set_is_paired_with_the_next_on_the_same_deals(capsys, tmp_path):
    first = tmp_path / "first.jsonl"
    args = ["--a", "intermediate", "--b", "random", "--deals", "3", "--jobs", "1"]
    main([*args, "--deals-out", str(first)])
    rows = [json.loads(line) for line in first.read_text().splitlines()]
    assert [row["deal"] for row in rows] == [0, 1, 2]
    assert all(0 <= row["won"] <= row["decided"] <= 2 for row in rows)
    capsys.readouterr()
    # The same players on the same deals: the same hands, no difference.
    main([*args, "--paired", str(first)])
    out = capsys.readouterr().out
    line = re.search(r"paired with .* on 3 deal sets: A won ([\d.]+)% here, ([\d.]+)% there", out)
    assert line is not None
    assert line.group(1) == line.group(2)
    assert "+0.0 points" in out


def test_a_run_split_by_first_set_pairs_with_the_whole(capsys, tmp_path):
    whole = tmp_path / "whole.jsonl"
    args = ["--a", "intermediate", "--b", "random", "--jobs", "1"]
    main([*args, "--deals", "3", "--deals-out", str(whole)])
    capsys.readouterr()
    # Sets 1 and 2 alone: the same deals as in the whole run, the same hands.
    part = tmp_path / "part.jsonl"
    main([*args, "--deals", "2", "--first", "1", "--deals-out", str(part), "--paired", str(whole)])
    out = capsys.readouterr().out
    assert [json.loads(line)["deal"] for line in part.read_text().splitlines()] == [1, 2]
    assert "on 2 deal sets" in out
    assert "+0.0 points" in out


def test_an_expert_option_goes_to_player_a_only():
    options = {"rollout": "basic", "exact": None}
    opts = {"seed": 1, "budget": None, "scale": 1.0, "iterations": None, "expert_options": options}
    a = _player("expert", opts, (0, 1, 1))  # set 0, A in seat 1, the player of seat 1
    b = _player("expert", opts, (0, 1, 0))
    assert isinstance(a, SearchPlayer) and isinstance(b, SearchPlayer)
    assert (a.policy, a.exact) == (policy_move, None)
    assert (b.policy, b.exact) == (smart_move, EXACT_STOCK)
