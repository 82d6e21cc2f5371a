"""The state record: ``Game.state()`` and ``Game.restore`` give back the same game, and the fast
``clone()`` copies exactly what the record holds."""

import random

from bura_desktop.core import Game
from bura_desktop.core.game import STATE_SLOTS
from tests.core.mutations import choose, play_randomly
from tests.core.rule_sets import random_rules


def test_a_clone_and_a_restored_game_hold_the_state_and_play_on_alike():
    rng = random.Random(22)
    for _ in range(60):
        game = Game(random_rules(rng), seed=rng.getrandbits(63))
        play_randomly(game, rng, rng.randint(0, 60))
        state = game.state()
        clone = game.clone()
        restored = Game.restore(game.rules, state)
        assert clone.state() == state and restored.state() == state
        # The slots derived from the record (trump, best play, lead size) play on as the
        # copied ones do.
        while clone.to_act is not None:
            action = choose(clone.legal_actions(), rng)
            assert restored.legal_actions() == clone.legal_actions()
            assert restored.apply(action) == clone.apply(action)
            assert restored.state() == clone.state()


def test_a_clone_copies_every_slot_and_copies_the_lists_play_changes():
    # Held to the slots ``Game`` takes from ``GameState``'s declaration, not to a list written
    # here: a field the hand-written clone leaves out, or copies into the wrong slot, fails.
    assert set(STATE_SLOTS) <= set(Game.__slots__)
    game = Game(random_rules(random.Random(5)), seed=5)
    marks: dict[str, object] = {}
    for slot in Game.__slots__:
        mark = [object()] if isinstance(getattr(game, slot), list) else object()
        setattr(game, slot, mark)
        marks[slot] = mark
    clone = game.clone()
    for slot, mark in marks.items():
        copied = getattr(clone, slot)
        if isinstance(mark, list):
            assert copied == mark and copied is not mark, slot  # changed in place: a copy
        else:
            assert copied is mark, slot
