import pytest

from bura_desktop.ui import timing


@pytest.fixture
def no_animation():
    """Everything shown at once, for tests that only care where things end up."""
    timing.set_speed(timing.Speed.OFF)
    yield
    timing.set_speed(timing.Speed.NORMAL)


@pytest.fixture(autouse=True)
def strict_table(monkeypatch):
    """A table whose cards disagree with the seat's view fails the test (the app logs it and
    lays the table out again from the view)."""
    from bura_desktop.ui import table

    monkeypatch.setattr(table, "STRICT", True)
