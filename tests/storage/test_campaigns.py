"""tools/statistics_campaign.py and tools/settings_campaign.py at a small size: the full runs
(2,000 rows of every hostile kind, 2,000 settings files) find what these find, only more."""

from __future__ import annotations

import runpy
from pathlib import Path

TOOLS = Path(__file__).resolve().parents[2] / "tools"


def campaign(name: str):
    return runpy.run_path(str(TOOLS / f"{name}.py"))["main"]


def test_hostile_statistics_rows_are_read_or_left_out_and_counted(capsys) -> None:
    assert campaign("statistics_campaign")(["--rows", "300", "--huge", "0", "--seed", "7"]) == 0
    assert "failures: 0" in capsys.readouterr().out


def test_damaged_settings_files_load_set_aside_or_reset_and_then_start_quietly(capsys) -> None:
    assert campaign("settings_campaign")(["--files", "80", "--seed", "7"]) == 0
    assert "failed: 0" in capsys.readouterr().out
