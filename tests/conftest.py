import os

import pytest

# Tests never need a display.
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")


@pytest.fixture(autouse=True, scope="session")
def english(qapp):
    """Every test reads the English texts, as a user of the English translation does."""
    from bura_desktop.ui import language

    language.install("en")
