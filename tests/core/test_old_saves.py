"""Saves written by an older version keep loading and playing.

tests/core/data/saves_v1 holds ``Game.to_json`` output of format version 1, written once with the
code of commit e6cc9e4 by its ``tools/make_saves_v1.py`` (removed since: today's code writes
version 2); they are never refreshed.
"""

import json
import random
from pathlib import Path

import pytest

from bura_desktop.core import Game, Rules
from bura_desktop.core.game import BLIND_PHASE

SAVES = sorted((Path(__file__).parent / "data" / "saves_v1").glob("*.json"))


def play_out_the_hand(game: Game, rng: random.Random) -> None:
    steps = 0
    while not game.hand_over:
        game.play_move(rng.choice(game.legal_moves()))
        steps += 1
        assert steps < 500, "a hand does not end"


def test_every_kind_of_position_is_kept():
    assert {path.stem for path in SAVES} == {
        "classic_2p_mid_trick",
        "rules_sheet_3p",
        "kozel_4p",
        "blind_pot_3p_blind_phase",
        "classic_4p_hand_over",
    }


@pytest.mark.parametrize("path", SAVES, ids=lambda path: path.stem)
def test_an_old_save_loads_and_plays_on(path):
    game = Game.from_json(path.read_text(encoding="utf-8"))
    text = game.to_json()
    assert Game.from_json(text).to_json() == text
    if path.stem == "blind_pot_3p_blind_phase":
        assert game.phase == BLIND_PHASE
    for seed in range(5):
        copy = game.clone()
        if copy.hand_over:
            assert not copy.session_over
            copy.next_hand()
        play_out_the_hand(copy, random.Random(seed))
        assert copy.outcome is not None


def test_a_last_chance_without_claims_saved_before_revision_3_loads_as_off():
    """Settings before revision 3 let a table without claims keep the last chance to claim,
    which changed nothing; saves (and recorded hands) of such a table still load."""
    path = next(path for path in SAVES if path.stem == "kozel_4p")
    data = json.loads(path.read_text(encoding="utf-8"))
    assert data["rules"]["claims"] is False
    data["rules"]["last_chance"] = True
    game = Game.from_json(json.dumps(data, ensure_ascii=False))
    assert not game.rules.last_chance and not game.rules.claims
    play_out_the_hand(game, random.Random(0))
    assert game.outcome is not None
    rules = Rules.from_dict({**Rules.preset("penalty").to_dict(), "last_chance": True})
    assert rules == Rules.preset("penalty")


@pytest.mark.parametrize(
    "changes",
    [
        {"last_chance": True},  # with claims, as classic plays it: kept
        {"last_chance": "yes", "claims": False},  # not a flag: refused, not put right
        {"bura_timing": "on_lead"},  # with four_aces=win: refused since revision 3
    ],
)
def test_only_the_last_chance_without_claims_is_put_right(changes):
    base = Rules.preset("kozel" if "bura_timing" in changes else "classic").to_dict()
    if changes.get("last_chance") is True:
        assert Rules.from_dict({**base, **changes}).last_chance
    else:
        with pytest.raises(ValueError):
            Rules.from_dict({**base, **changes})
