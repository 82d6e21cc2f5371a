import pytest

from bura_desktop.ui import timing


@pytest.fixture
def no_animation():
    """Everything shown at once, for tests that only care where things end up."""
    timing.set_speed(timing.Speed.OFF)
    yield
    timing.set_speed(timing.Speed.NORMAL)
