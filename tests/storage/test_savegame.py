from __future__ import annotations

import json
from datetime import datetime

import pytest

from bura_desktop.storage import savegame
from bura_desktop.storage.paths import Profile
from bura_desktop.storage.savegame import SavedSession
from bura_desktop.storage.seats import HUMAN, Seat

SESSION = SavedSession(
    game='{"hand": 3, "trump": "♠", "stock": ["AS", "10H"]}',
    session_id="5f1c",
    seats=(Seat("Я", HUMAN), Seat("Masha", "expert"), Seat("Kolya", "beginner")),
    human_seat=0,
    saved=datetime(2024, 3, 1, 21, 15, 7),
)


def write(profile: Profile, content: bytes) -> None:
    profile.data_dir.mkdir(parents=True, exist_ok=True)
    profile.savegame_file.write_bytes(content)


def test_saved_session_resumes_exactly(profile: Profile) -> None:
    assert savegame.load(profile) == (None, None)
    assert savegame.save(profile, SESSION) is None
    assert savegame.load(profile) == (SESSION, None)
    assert json.loads(profile.savegame_file.read_text())["format"] == savegame.FORMAT_VERSION


def test_clear_removes_the_save_when_the_session_ends(profile: Profile) -> None:
    assert savegame.save(profile, SESSION) is None
    assert savegame.clear(profile) is None
    assert savegame.load(profile) == (None, None)
    assert savegame.clear(profile) is None


def good() -> dict[str, object]:
    return SESSION.to_dict()


@pytest.mark.parametrize(
    "content",
    [
        b"",
        json.dumps(good()).encode()[:60],
        b"\xff\xfe\x00garbage\x00",
        b'"just a string"',
        json.dumps({**good(), "game": 42}).encode(),
        json.dumps({**good(), "human_seat": 7}).encode(),
        json.dumps({**good(), "seats": "Masha"}).encode(),
        json.dumps({**good(), "saved": "teatime"}).encode(),
        json.dumps({k: v for k, v in good().items() if k != "session_id"}).encode(),
    ],
    ids=[
        "empty",
        "truncated",
        "garbage-bytes",
        "not-an-object",
        "game-not-text",
        "seat-out-of-range",
        "seats-wrong-type",
        "bad-time",
        "missing-key",
    ],
)
def test_damaged_save_is_set_aside_with_a_message(profile: Profile, content: bytes) -> None:
    write(profile, content)
    loaded, message = savegame.load(profile)
    assert loaded is None
    [moved] = profile.data_dir.glob("savegame.json.bad-*")
    assert message is not None and "damaged" in message and moved.name in message
    assert moved.read_bytes() == content
    assert not profile.savegame_file.exists()
    assert savegame.load(profile) == (None, None)


def test_save_from_a_newer_version_is_kept_out_of_the_way(profile: Profile) -> None:
    content = json.dumps({**good(), "format": 4, "replay": [1, 2, 3]}).encode()
    write(profile, content)
    loaded, message = savegame.load(profile)
    assert loaded is None and message is not None and "newer version" in message
    (kept,) = profile.data_dir.glob("savegame.json.newer-*")
    assert kept.read_bytes() == content and kept.name in message
    assert savegame.save(profile, SESSION) is None  # this version's save does not touch it
    assert kept.read_bytes() == content


def test_unknown_keys_of_this_format_do_not_stop_a_resume(profile: Profile) -> None:
    write(profile, json.dumps({**good(), "note": "from a test"}).encode())
    assert savegame.load(profile) == (SESSION, None)


def test_blocked_folder_reports_instead_of_crashing(blocked_profile: Profile) -> None:
    message = savegame.save(blocked_profile, SESSION)
    assert message is not None and "could not be saved" in message
    assert savegame.load(blocked_profile) == (None, None)
    assert savegame.clear(blocked_profile) is None
