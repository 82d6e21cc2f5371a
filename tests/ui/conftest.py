import pytest

from bura_desktop.__main__ import build_window, parse_args
from bura_desktop.ui.table import timing
from tests.ui.showing import quick


@pytest.fixture
def no_animation():
    """Everything shown at once, for tests that only care where things end up."""
    timing.set_speed("off")
    yield
    timing.set_speed("normal")


@pytest.fixture
def normal_speed_afterwards():
    """Whatever speed the test sets, the next one starts at normal speed."""
    yield
    timing.set_speed("normal")


@pytest.fixture
def switch_language(qapp):
    """Installs a language by its code; English and normal speed again after the test."""
    from bura_desktop.ui.desktop import language

    yield language.install
    language.install("en")
    timing.set_speed("normal")


@pytest.fixture(autouse=True)
def strict_table(monkeypatch):
    """A table whose cards disagree with the seat's view fails the test (the app logs it and
    lays the table out again from the view)."""
    from bura_desktop.ui.table import scene as table

    monkeypatch.setattr(table, "STRICT", True)


@pytest.fixture
def open_window(qtbot):
    windows = []

    def open_(setup, settings=None, **options):
        from bura_desktop.ui.window.main_window import MainWindow

        factory = options.pop("player_factory", quick)
        window = MainWindow(setup, factory, settings=settings, **options)
        qtbot.addWidget(window)
        window.resize(1024, 640)
        window.show()
        windows.append(window)
        return window

    yield open_
    for window in windows:
        window.close()


@pytest.fixture
def start_profile(qtbot):
    """The app as ``bura_desktop --profile P`` starts it, with ``quick`` computers, at 1024x640;
    the game built (in the worker thread) before it returns. ``ask`` answers the window's
    questions (yes to each, by default)."""
    windows = []

    def start_(profile, *options, ask=None):
        args = parse_args(["--profile", str(profile), "--speed", "off", *options])
        window = build_window(args, quick)
        window.ask = ask or (lambda question, yes_by_default=False: True)  # type: ignore[method-assign]
        qtbot.addWidget(window)
        window.resize(1024, 640)
        window.show()
        windows.append(window)
        # The game is built in the worker thread: these tests then read it from there.
        worker = window.worker
        assert worker is not None  # its own table, not a guest's
        qtbot.waitUntil(lambda: hasattr(worker.controller, "game"), timeout=5000)
        return window

    yield start_
    for window in windows:
        window.close()


@pytest.fixture
def large_desktop_font(qapp):
    """A desktop whose interface font is 12 pt, as many laptops' at 125 %."""
    from PySide6.QtGui import QFont

    font = qapp.font()
    qapp.setFont(QFont(font.family(), 12))
    yield
    qapp.setFont(font)
