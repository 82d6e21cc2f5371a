"""The headless simulator: ``python -m bura_desktop.bench.sim``."""

from __future__ import annotations

import json

import pytest

from bura_desktop.bench.sim import main, simulate
from bura_desktop.core.rules import Rules


@pytest.mark.parametrize("preset", Rules.PRESETS)
def test_every_preset_plays_to_a_summary(preset):
    result = simulate(Rules.preset(preset, players=3), hands=40, seed=5)
    assert sum(result["outcomes"].values()) == 40
    assert result["actions"] >= 40
    assert result == simulate(Rules.preset(preset, players=3), hands=40, seed=5)


def test_the_command_prints_json_with_options(capsys):
    assert (
        main(
            [
                "--preset",
                "kozel",
                "--players",
                "4",
                "--set",
                "closed_cards=true",
                "--hands",
                "20",
                "--seed",
                "1",
                "--json",
            ]
        )
        == 0
    )
    result = json.loads(capsys.readouterr().out)
    assert result["rules"]["players"] == 4 and result["rules"]["closed_cards"] is True
    assert result["seed"] == 1


@pytest.mark.parametrize(
    ("flags", "message"),
    [
        (["--set", "closed_cards=maybe"], "closed_cards takes true or false"),
        (["--set", "no_such_rule=1"], "unknown rule option"),
        (["--set", "stock_end=never"], "stock_end is one of"),
        (["--preset", "kozel", "--players", "6"], "players"),
    ],
)
def test_bad_flags_are_refused_with_a_reason(capsys, flags, message):
    with pytest.raises(SystemExit) as exit_:
        main(flags)
    assert exit_.value.code == 2
    assert message in capsys.readouterr().err


def test_the_bench_reports_every_figure(capsys):
    assert main(["--bench", "--seconds", "0.05", "--rounds", "1"]) == 0
    result = json.loads(capsys.readouterr().out)
    for key in (
        "hand_actions_per_s",
        "hands_per_s",
        "playout_actions_per_s",
        "clones_per_s",
        "loop_ns",
    ):
        assert result[key] > 0
    # The search's rollouts both ways, for each policy, and how much faster ai.playout is.
    for policy in ("basic", "smart"):
        rollouts = result["rollouts"][policy]
        for key in ("per_move_actions_per_s", "fast_actions_per_s", "ratio"):
            assert rollouts[key] > 0
