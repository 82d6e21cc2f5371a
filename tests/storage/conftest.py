from __future__ import annotations

from pathlib import Path

import pytest

from bura_desktop.storage.paths import Profile


@pytest.fixture
def blocked_profile(tmp_path: Path) -> Profile:
    """A profile whose folders can never be created: a regular file is in the way.

    Tests run as root, where permission bits do not stop writes, so this is how a
    folder that cannot be written is made real.
    """
    blocker = tmp_path / "not-a-folder"
    blocker.write_text("a file, not a folder")
    return Profile.in_directory(blocker / "profile")
