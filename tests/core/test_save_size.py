"""A save holds what resuming needs, the hand and the standing: it does not grow with the session,
so saving after every trick costs the same in the thousandth hand as in the first (issue #23)."""

import gc
import json
import random
from pathlib import Path

import pytest

from bura_desktop.bench.sim import play_hand
from bura_desktop.core import Game, Outcome, Rules
from bura_desktop.core.saved import JSON_VERSION

OLD_SAVE = Path(__file__).parent / "data" / "saves_v1" / "blind_pot_3p_blind_phase.json"


def test_a_save_after_many_hands_is_no_larger_than_after_the_first():
    game = Game(Rules.preset("classic"), seed=3)
    rng = random.Random(3)
    sizes = []
    for _ in range(60):
        play_hand(game, rng)
        sizes.append(len(game.to_json()))
        assert not game.session_over
        game.next_hand()
    # A hand's tricks vary its size a little; the hands before it must not add to it.
    assert max(sizes[40:]) <= max(sizes[:20]) + 20


def test_a_save_goes_on_with_the_standing_where_it_was():
    game = Game(Rules.preset("classic", players=3), seed=5)
    rng = random.Random(5)
    for _ in range(12):
        play_hand(game, rng)
        loaded = Game.from_json(game.to_json())
        assert [loaded.bankroll(s) for s in range(3)] == [game.bankroll(s) for s in range(3)]
        assert (loaded.pot, loaded.hand_no, loaded.outcome) == (
            game.pot,
            game.hand_no,
            game.outcome,
        )
        if game.session_over:
            break
        game.next_hand()
        assert Game.from_json(game.to_json()).to_json() == game.to_json()


def test_an_impossible_standing_is_still_refused():
    game = Game(Rules.preset("rules_sheet", players=3), seed=2)  # a series to 3 hands won
    data = json.loads(game.to_json())
    data["scores"] = [1, 0, 0]  # a hand won before any was played
    with pytest.raises(ValueError, match="won more hands than were played"):
        Game.from_json(json.dumps(data))


def test_an_old_save_listing_every_hand_loads_and_saves_in_the_new_form():
    text = OLD_SAVE.read_text(encoding="utf-8")
    game = Game.from_json(text)
    saved = json.loads(game.to_json())
    assert saved["version"] == JSON_VERSION and "outcomes" not in saved
    # Its list of hands is still checked: a hand left out is refused.
    data = json.loads(text)
    data["outcomes"] = []
    with pytest.raises(ValueError, match="0 hands are recorded in hand 1"):
        Game.from_json(json.dumps(data))


def test_a_long_session_keeps_no_more_than_a_short_one():
    # The finished hands are in the statistics: the game keeps only the last one's outcome.
    # Counted against what earlier tests left alive in this process.
    gc.collect()
    before = sum(isinstance(o, Outcome) for o in gc.get_objects())
    game = Game(Rules.preset("classic"), seed=3)
    rng = random.Random(3)
    for _ in range(200):
        play_hand(game, rng)
        assert not game.session_over
        game.next_hand()
    gc.collect()
    assert sum(isinstance(o, Outcome) for o in gc.get_objects()) - before <= 2


def test_saving_keeps_nothing_for_later():
    from bura_desktop.core import cards

    game = Game(Rules.preset("classic"), seed=4)
    rng = random.Random(4)
    for _ in range(30):
        while not game.hand_over:
            cached = len(cards._BITS_CACHE)
            game.to_json()
            assert len(cards._BITS_CACHE) == cached
            game.apply(rng.choice(game.legal_actions()))
        if game.session_over:
            break
        game.next_hand()
