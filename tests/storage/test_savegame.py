from __future__ import annotations

import json
from datetime import datetime
from typing import Any

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


def good() -> dict[str, Any]:
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
        # Issue #35: the envelope's own bounds.
        json.dumps(
            {**good(), "seats": [*good()["seats"][:1], {"name": "B", "level": HUMAN}]}
        ).encode(),
        json.dumps({**good(), "human_seat": 1}).encode(),
        json.dumps({**good(), "seats": [{"name": "B", "level": "expert"}] * 7}).encode(),
        json.dumps({**good(), "session_id": "s" * 1_000_000}).encode(),
        json.dumps({**good(), "saved": "2024-03-01" + " " * 100}).encode(),
        json.dumps({**good(), "note": " " * savegame.SAVE_LIMIT}).encode(),
        # Issue #46: a name the one rule for a name refuses.
        json.dumps(
            {
                **good(),
                "seats": [
                    good()["seats"][0],
                    {"name": "W" + " " * 300_000, "level": "expert"},
                    good()["seats"][2],
                ],
            }
        ).encode(),
        json.dumps(
            {
                **good(),
                "seats": [
                    good()["seats"][0],
                    {"name": "Ann\u202e", "level": "expert"},
                    good()["seats"][2],
                ],
            }
        ).encode(),
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
        "two-humans",
        "human-elsewhere",
        "seven-seats",
        "huge-session-id",
        "long-time",
        "huge-file",
        "padded-name",
        "name-with-an-override",
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


def test_a_save_of_computers_only_resumes(profile: Profile) -> None:
    """Autoplay saves every seat as a computer's (``TableSetup.stored_seats``)."""
    computers = SavedSession(
        SESSION.game, "5f1c", (Seat("A", "expert"), Seat("B", "beginner")), 0, SESSION.saved
    )
    assert savegame.save(profile, computers) is None
    assert savegame.load(profile) == (computers, None)


def resumed_with_rules(profile: Profile, *deleted: str):
    from bura_desktop.app.resume import saved_setup
    from bura_desktop.core import Game, Rules

    game = json.loads(Game(Rules(), seed=4).to_json())
    for name in deleted:
        del game["rules"][name]
    session = SavedSession(
        json.dumps(game), "5f1c", (Seat("Я", HUMAN), Seat("Masha", "expert")), 0, SESSION.saved
    )
    assert savegame.save(profile, session) is None
    return saved_setup(profile, "classic")


@pytest.mark.parametrize("deleted", [("players",), ("stake", "bankroll"), ("deal",)])
def test_a_save_whose_rules_lack_an_option_is_set_aside(profile: Profile, deleted) -> None:
    setup, messages = resumed_with_rules(profile, *deleted)
    assert setup is None and len(messages) == 1 and "damaged" in messages[0]
    assert list(profile.data_dir.glob("savegame.json.bad-*"))


def test_a_save_from_before_the_newest_options_resumes(profile: Profile) -> None:
    setup, messages = resumed_with_rules(profile, "last_chance", "next_lead")
    assert setup is not None and messages == []


def test_a_hosted_games_table_is_kept_to_open_again(profile: Profile) -> None:
    """After the host's restart the save still knows the seats that were people's and the
    table they came to (its code, the key of their tokens, its port, the host's name)."""
    from bura_desktop.app.resume import saved_setup
    from bura_desktop.core import Game, Rules

    table = savegame.HostedTable("ABC234", "k" * 32, 47600, "Olga", (1,))
    seats = (Seat("Я", HUMAN), Seat("Ann", "expert"), Seat("Kolya", "beginner"))
    game = Game(Rules.preset("classic", players=3), seed=4).to_json()
    hosted = SavedSession(game, "5f1c", seats, 0, SESSION.saved, None, (1,), table)
    assert savegame.save(profile, hosted) is None
    assert savegame.load(profile) == (hosted, None)
    setup, problems = saved_setup(profile, "classic")
    assert problems == [] and setup is not None
    assert (setup.remote, setup.table) == ((1,), table)


@pytest.mark.parametrize(
    ("key", "value"),
    [
        ("remote", [0]),  # the host's own seat
        ("remote", [7]),
        ("remote", [1, 1]),
        ("remote", "1"),
        ("table", {"code": "AB", "key": "k" * 32, "port": 47600, "host": "Olga", "people": []}),
        ("table", {"code": "ABC234", "key": "k", "port": 47600, "host": "Olga", "people": []}),
        ("table", {"code": "ABC234", "key": "k" * 32, "port": 80, "host": "Olga", "people": []}),
        (
            "table",
            {"code": "ABC234", "key": "k" * 32, "port": 47600, "host": "x" * 500, "people": []},
        ),
        ("table", {"code": "ABC<b>", "key": "k" * 32, "port": 47600, "host": "Olga", "people": []}),
        ("table", ["ABC234"]),
        ("table", {"code": "ABC234", "key": "k" * 32, "port": 47600, "host": "O", "people": [2]}),
    ],
)
def test_a_hosted_table_that_is_not_one_sets_the_save_aside(
    profile: Profile, key: str, value: Any
) -> None:
    data = SESSION.to_dict()
    data[key] = value
    write(profile, json.dumps(data).encode())
    kept = profile.savegame_file.read_bytes()
    session, problem = savegame.load(profile)
    assert session is None and problem is not None and "damaged" in str(problem)
    assert [p.read_bytes() for p in profile.data_dir.glob("savegame.json.bad*")] == [kept]
