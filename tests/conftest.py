import os

import pytest
from hypothesis import settings

# Tests never need a display.
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

# CI decides whether a change lands, so there the property tests draw the same examples on
# every run: a failure then belongs to the change, not to luck. Local runs keep exploring.
settings.register_profile("ci", derandomize=True, database=None, print_blob=True)
if os.environ.get("CI"):
    settings.load_profile("ci")


@pytest.fixture(autouse=True, scope="session")
def english(qapp):
    """Every test reads the English texts, as a user of the English translation does."""
    from bura_desktop.ui import language

    language.install("en")
