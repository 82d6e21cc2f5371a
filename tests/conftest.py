import logging
import os
import subprocess
import sys
import threading
from pathlib import Path
from typing import Any

import pytest
from hypothesis import settings

# Tests never need a display.
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

# No property has a deadline: on a loaded two-core machine a game or a window takes far over
# Hypothesis's 200 ms now and then, and that says nothing about the property.
settings.register_profile("here", deadline=None)
# CI decides whether a change lands, so there the property tests draw the same examples on
# every run: a failure then belongs to the change, not to luck. Local runs keep exploring.
settings.register_profile(
    "ci", settings.get_profile("here"), derandomize=True, database=None, print_blob=True
)
settings.load_profile("ci" if os.environ.get("CI") else "here")


BUILD_TESTS = "tests/packaging/test_build.py"


def pytest_collection_modifyitems(session, config, items):
    """The bundle's tests last: its builds run beside all the others (see below)."""
    items.sort(key=lambda item: item.nodeid.startswith(BUILD_TESTS))


def pytest_collection_finish(session):
    """Start the bundle's builds now if the suite will check them: they run beside the tests."""
    if os.environ.get("BURA_SKIP_BUILD") != "1" and any(
        item.nodeid.startswith(BUILD_TESTS) for item in session.items
    ):
        from tests.packaging import building

        building.start()


def pytest_sessionfinish(session):
    from tests.packaging import building

    building.stop()


@pytest.fixture(autouse=True, scope="session")
def english(qapp):
    """Every test reads the English texts, as a user of the English translation does."""
    from bura_desktop.ui.desktop import language

    language.install("en")


@pytest.fixture(scope="session")
def wormhole_servers(tmp_path_factory):
    """The real mailbox and relay servers on 127.0.0.1, for every test that plays across."""
    sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tools"))
    from wormhole_servers import WormholeServers

    servers = WormholeServers(tmp_path_factory.mktemp("wormhole"))
    yield servers
    servers.stop()


@pytest.fixture
def anywhere():
    """Tables to invite friends to across the wormhole servers (``open_table``'s arguments):
    (driver, host, setup, opened), every invitation put in ``opened`` closed at the end with
    its table."""
    from tests.app.test_hosted_sessions import open_table

    made = []

    def open_(*arguments, **options):
        driver, host, setup = open_table(*arguments, **options)
        opened: list[Any] = []  # the invitations and their takers: .close() each
        made.append((driver, host, opened))
        return driver, host, setup, opened

    yield open_
    for driver, host, opened in made:
        for one in opened:
            one.close()
        host.close()
        driver.shutdown()


@pytest.fixture(autouse=True)
def quick_redials(monkeypatch):
    """A guest whose connection drops dials its table again for a minute in the app; here for
    a moment, so that one a test left behind does not knock, with its old code, at the door
    of a later test's table that happens to get the same port."""
    from bura_desktop.app import guest

    monkeypatch.setattr(guest, "REDIAL_MS", (200, 400, 800))


@pytest.fixture(autouse=True)
def restore_error_hooks():
    """Tests that call __main__.main() set up the log and the exception hooks: undo that."""
    hooks = sys.excepthook, threading.excepthook
    handlers = list(logging.getLogger().handlers)
    yield
    sys.excepthook, threading.excepthook = hooks
    for handler in logging.getLogger().handlers:
        if handler not in handlers:
            logging.getLogger().removeHandler(handler)
            handler.close()


@pytest.fixture
def small_disk(tmp_path):
    """A 2 MB memory file system to fill up; skipped where the test may not mount one (not
    root, not Linux): tests/storage/test_paths_and_atomic.py simulates the full disk there."""
    folder = tmp_path / "disk"
    folder.mkdir()
    mounted = subprocess.run(
        ["mount", "-t", "tmpfs", "-o", "size=2m", "tmpfs", str(folder)], capture_output=True
    )
    if sys.platform != "linux" or mounted.returncode != 0:
        pytest.skip("cannot mount a tmpfs here")
    try:
        yield folder
    finally:
        subprocess.run(["umount", "-l", str(folder)], check=True)


@pytest.fixture
def profile(tmp_path):
    """A profile of its own for the test, in its temporary folder."""
    from bura_desktop.storage.paths import Profile

    return Profile.in_directory(tmp_path / "profile")


@pytest.fixture
def worker_(qtbot):
    """Starts game workers (``tests.app.driver.drive``) and shuts each down after the test."""
    from tests.app.driver import drive

    started = []

    def start(setup, factory=None, keeper=None):
        worker = drive(setup, factory, keeper)
        started.append(worker)
        return worker

    yield start
    for worker in started:
        assert worker.shutdown()
