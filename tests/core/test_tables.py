"""The engine's lookup tables keep no more than their cap: the game window's process caps them
low, so a long session stops adding to them after a few hundred hands (issue #23)."""

import gc
import random

import pytest

from bura_desktop.bench.sim import play_hand
from bura_desktop.core import Game, Rules, cards, tables


@pytest.fixture
def caps():
    saved = tables.CACHE_LIMIT, cards.BITS_CACHE_LIMIT
    yield
    tables.CACHE_LIMIT, cards.BITS_CACHE_LIMIT = saved


def sizes() -> dict[int, int]:
    found = {id(o): len(o) for o in gc.get_objects() if isinstance(o, tables.Table)}
    found[id(cards._BITS_CACHE)] = len(cards._BITS_CACHE)
    return found


@pytest.mark.parametrize("preset", ["classic", "kozel"])  # Kozel: four-card hands, many more
def test_a_capped_table_does_not_grow_past_its_cap(caps, preset):
    cap = 50
    game = Game(Rules.preset(preset), seed=8)  # its lead and answer tables exist from here
    tables.limit_caches(cap)
    before = sizes()  # earlier tests may have filled some beyond the cap: those stay as they are
    rng = random.Random(8)
    for _ in range(150):
        play_hand(game, rng)
        if game.session_over:
            game = Game(Rules.preset(preset), seed=rng.randrange(1000))
        else:
            game.next_hand()
    after = sizes()
    assert all(after[key] <= max(cap, before.get(key, 0)) for key in after)
    assert max(after.values()) >= cap  # the hands asked for more than the cap: it held


def test_the_game_window_caps_the_tables(caps):
    from bura_desktop.__main__ import WINDOW_CACHE_ENTRIES, limit_engine_caches

    limit_engine_caches()
    assert tables.CACHE_LIMIT == cards.BITS_CACHE_LIMIT == WINDOW_CACHE_ENTRIES
