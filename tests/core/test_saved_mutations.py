"""A damaged save is refused with ValueError, or loads as a game that plays on without error."""

import random

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from bura_desktop.core import Game
from tests.core.mutations import load_or_refuse, mutate, real_save


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 2**32))
def test_a_real_save_loads_and_plays_on(seed):
    rng = random.Random(seed)
    text = real_save(rng)
    assert Game.from_json(text).to_json() == text
    assert load_or_refuse(text, rng)


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 2**32))
def test_a_damaged_save_is_refused_or_plays_on(seed):
    rng = random.Random(seed)
    text, damage = mutate(real_save(rng), rng)
    try:
        load_or_refuse(text, rng)
    except Exception as error:
        raise AssertionError(f"after {damage}: {error!r}") from error
