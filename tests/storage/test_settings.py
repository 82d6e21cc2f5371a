from __future__ import annotations

import json
import tracemalloc
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given
from hypothesis import settings as hypothesis_settings
from hypothesis import strategies as st

from bura_desktop.core.levels import OFFERED_LEVELS
from bura_desktop.core.names import valid_name
from bura_desktop.core.rules import Rules
from bura_desktop.storage import settings as settings_file
from bura_desktop.storage.paths import Profile
from bura_desktop.storage.seats import Seat
from bura_desktop.storage.settings import (
    ANIMATION_SPEEDS,
    CARD_BACKS,
    CARD_DECKS,
    CARD_SIZES,
    LANGUAGES,
    GameSettings,
    GeneralSettings,
    NetworkSettings,
    Settings,
    TableSettings,
)


def write(profile: Profile, content: bytes | str | dict[str, Any]) -> None:
    profile.config_dir.mkdir(parents=True, exist_ok=True)
    if isinstance(content, dict):
        content = json.dumps(content)
    if isinstance(content, str):
        content = content.encode()
    profile.settings_file.write_bytes(content)


def set_aside_files(profile: Profile) -> list[Path]:
    return sorted(profile.config_dir.glob("settings.json.bad-*"))


names = st.text(
    alphabet=st.characters(codec="utf-8", exclude_categories=["Cs"]), min_size=1, max_size=24
).filter(valid_name)
seats = st.builds(Seat, names, st.sampled_from(OFFERED_LEVELS))
colours = st.from_regex(r"#[0-9a-f]{6}", fullmatch=True)
# Preset changes that are valid for every preset and player count.
options = st.fixed_dictionaries(
    {},
    optional={
        "deck": st.sampled_from([36, 32]),
        "deal": st.sampled_from(["singly", "packets"]),
        "first_lead": st.sampled_from(["dealer_left", "dealer_right"]),
        "closed_cards": st.booleans(),
        "moscow": st.booleans(),
        "stop_when_broke": st.booleans(),
        "target": st.integers(1, 9),
    },
)
every_setting = st.builds(
    Settings,
    game=st.builds(
        GameSettings,
        preset=st.sampled_from(["classic", "rules_sheet", "penalty"]),
        options=options,
        opponents=st.lists(seats, min_size=1, max_size=3),
        stake=st.integers(1, 50),
        bankroll=st.integers(1, 10_000),
        session_hands=st.integers(0, 500),
    ),
    table=st.builds(
        TableSettings,
        animation_speed=st.sampled_from(ANIMATION_SPEEDS),
        card_deck=st.sampled_from(CARD_DECKS),
        card_back=st.sampled_from(CARD_BACKS),
        table_colour=colours,
        card_size=st.sampled_from(CARD_SIZES),
        points_assist=st.booleans(),
        sound=st.booleans(),
        sound_volume=st.integers(0, 100),
        sound_without_animation=st.booleans(),
    ),
    general=st.builds(
        GeneralSettings,
        language=st.sampled_from(LANGUAGES),
        confirm_claim=st.booleans(),
        coach=st.booleans(),
    ),
    network=st.builds(
        NetworkSettings,
        mailbox=st.sampled_from(["", "ws://relay.example.org:4000/v1", "wss://10.0.0.7/v1/"]),
        relay=st.sampled_from(["", "tcp:transit.example.org:4001", "tcp:10.0.0.7:4001"]),
    ),
)


@hypothesis_settings(max_examples=40, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(every_setting)
def test_every_field_round_trips_through_the_file(profile: Profile, chosen: Settings) -> None:
    assert settings_file.save(profile, chosen) is None
    loaded, messages = settings_file.load(profile)
    assert messages == []
    assert loaded == chosen
    rules = loaded.rules()
    assert rules.players == len(chosen.game.opponents) + 1
    assert (rules.stake, rules.bankroll) == (chosen.game.stake, chosen.game.bankroll)
    for name, value in chosen.game.options.items():
        assert getattr(rules, name) == value


def test_first_run_has_defaults_and_no_messages(profile: Profile) -> None:
    loaded, messages = settings_file.load(profile)
    assert loaded == Settings() and messages == []
    assert loaded.rules() == Rules.preset("classic")


@pytest.mark.parametrize(
    "content",
    [
        b"",
        b'{"schema": 1, "table": {"card_si',
        b"\x89PNG\r\n\x1a\n\x00\xff\xfe",
        b"[1, 2]",
        b"null",
    ],
    ids=["empty", "truncated", "garbage-bytes", "a-list", "null"],
)
def test_unreadable_file_is_set_aside_with_one_sentence(profile: Profile, content: bytes) -> None:
    write(profile, content)
    loaded, messages = settings_file.load(profile)
    assert loaded == Settings()
    [message] = messages
    [moved] = set_aside_files(profile)
    assert moved.read_bytes() == content
    assert moved.name in message and "default settings" in message
    assert not profile.settings_file.exists()
    # The next start is quiet and saving works again.
    assert settings_file.save(profile, loaded) is None
    assert settings_file.load(profile) == (Settings(), [])


def test_a_file_larger_than_any_settings_is_set_aside_unread(profile: Profile) -> None:
    """A settings file of 200 MB once took seconds and as much memory to read (issue #46): one
    longer than any settings file is set aside as it is, without being read whole."""
    content = b'{"schema": 1, "padding": "' + b"a" * (30 << 20) + b'"}'
    write(profile, content)
    tracemalloc.start()
    try:
        loaded, messages = settings_file.load(profile)
        peak = tracemalloc.get_traced_memory()[1]
    finally:
        tracemalloc.stop()
    assert loaded == Settings() and peak < 4 * settings_file.FILE_LIMIT
    [message] = messages
    [moved] = set_aside_files(profile)
    assert moved.name in message and moved.read_bytes() == content


def test_each_wrong_value_falls_back_alone_with_a_message(profile: Profile) -> None:
    write(
        profile,
        {
            "schema": 1,
            "game": {
                "preset": "kozel",
                "stake": "ten",
                "bankroll": 0,
                "session_hands": True,
                "opponents": [{"name": "Vera", "level": "grandmaster"}, {"name": ""}],
                "options": {"deck": 40, "moscow": "yes", "lead_sizes": [1, 3]},
            },
            "table": {
                "animation_speed": "warp",
                "card_deck": "atlas",
                "table_colour": "purple-ish",
                "card_size": 3,
                "points_assist": "no",
            },
            "general": {"language": "fr", "confirm_claim": False, "coach": "on"},
        },
    )
    loaded, messages = settings_file.load(profile)
    assert "Coach 'on' was not valid; using the default." in messages
    assert "Table colour 'purple-ish' was not valid; using the default." in messages
    assert "Animation speed 'warp' was not valid; using the default." in messages
    assert "Card size 3 was not valid; using the default." in messages
    assert "Language 'fr' was not valid; using the default." in messages
    assert "Stake 'ten' was not valid; using the default." in messages
    assert any("Opponent 1's level 'grandmaster'" in m for m in messages)
    assert any("Opponent 2's name" in m for m in messages)
    assert any("deck = 40" in m for m in messages)
    assert len(messages) == 14
    # Good values next to bad ones are kept.
    assert loaded.game.preset == "kozel"
    assert loaded.game.options == {"lead_sizes": (1, 3)}
    assert loaded.game.opponents == [Seat("Vera", "intermediate"), Seat("Kolya", "intermediate")]
    assert loaded.table == TableSettings()
    assert loaded.general == GeneralSettings(confirm_claim=False)
    assert loaded.rules() == Rules.preset("kozel", players=3)


def test_numbers_beyond_the_dialog_limits_fall_back_with_a_message(profile: Profile) -> None:
    # A bankroll past 2**31 - 1 could not be drawn; a stake of 10**30 broke the statistics.
    write(
        profile,
        {
            "game": {
                "preset": "penalty",
                "stake": 10**30,
                "bankroll": 2**31,
                "session_hands": 10_001,
                "options": {"target": 100, "penalty_limit": 1000},
            }
        },
    )
    loaded, messages = settings_file.load(profile)
    assert messages == [
        "Stake 1000000000000000000000000000000 was not valid; using the default.",
        "Starting bankroll 2147483648 was not valid; using the default.",
        "Session length 10001 was not valid; using the default.",
        "Rule option target = 100 was not valid; using the preset's.",
        "Rule option penalty_limit = 1000 was not valid; using the preset's.",
    ]
    assert loaded.game == GameSettings(preset="penalty")
    assert loaded.rules() == Rules.preset("penalty")


def test_numbers_at_the_dialog_limits_are_kept(profile: Profile) -> None:
    highest = {name: high for name, (_, high) in settings_file.NUMBER_LIMITS.items()}
    options = {"target": highest.pop("target"), "penalty_limit": highest.pop("penalty_limit")}
    volume = highest.pop("sound_volume")
    write(
        profile,
        {
            "game": {"preset": "penalty", **highest, "options": options},
            "table": {"sound_volume": volume},
        },
    )
    loaded, messages = settings_file.load(profile)
    assert messages == []
    assert loaded.rules() == Rules.preset("penalty", **highest, **options)
    assert loaded.table.sound_volume == 100


def test_sound_is_on_at_a_moderate_volume_and_a_bad_volume_falls_back(profile: Profile) -> None:
    assert (TableSettings().sound, TableSettings().sound_volume) == (True, 60)
    assert TableSettings().sound_without_animation is False
    write(profile, {"table": {"sound": False, "sound_volume": 101}})
    loaded, messages = settings_file.load(profile)
    assert messages == ["Volume 101 was not valid; using the default."]
    assert loaded.table.sound is False  # a mute is remembered
    assert loaded.table.sound_volume == 60


def test_wrong_section_types_use_defaults(profile: Profile) -> None:
    write(profile, {"schema": 1, "game": [], "table": "big", "general": 7})
    loaded, messages = settings_file.load(profile)
    assert loaded == Settings()
    assert len(messages) == 3 and all("were not valid" in m for m in messages)
    assert set_aside_files(profile) == []


def test_rule_options_that_clash_fall_back_to_the_preset(profile: Profile) -> None:
    write(profile, {"game": {"preset": "classic", "options": {"claims": False}}})
    loaded, messages = settings_file.load(profile)
    assert loaded.rules() == Rules.preset("classic")
    [message] = messages
    assert "do not work together" in message and "scoring=pot needs claims" in message
    # The user's choice is not silently dropped: it is still there to be fixed.
    assert loaded.game.options == {"claims": False}


@pytest.mark.parametrize(
    ("options", "named"),
    [
        # Both were accepted before rules revision 3 (docs/RULES.md 5).
        ({"bura_timing": "on_lead"}, "four_aces=win, bura_timing=on_lead"),
        ({"last_chance": True}, "last_chance=true, claims=false"),
    ],
)
def test_combinations_refused_since_revision_3_load_with_a_notice(
    profile: Profile, options: dict[str, Any], named: str
) -> None:
    write(profile, {"game": {"preset": "kozel", "options": options}})
    loaded, messages = settings_file.load(profile)
    assert loaded.rules() == Rules.preset("kozel")
    [message] = messages
    assert "do not work together" in message and named in message
    assert loaded.game.options == options  # kept, for the settings dialog to put right
    assert set_aside_files(profile) == []


def test_too_many_players_for_a_preset_still_gives_playable_rules() -> None:
    chosen = Settings()
    chosen.game.preset = "kozel"
    chosen.game.opponents = list(settings_file.DEFAULT_OPPONENTS)
    rules, problems = chosen.rules_and_problems()
    assert rules.hand_size == 4 and rules.players == 5
    assert problems


def test_unknown_keys_are_kept_and_written_back(profile: Profile) -> None:
    write(
        profile,
        {
            "schema": 1,
            "cloud_sync": {"enabled": True},
            "game": {"preset": "classic", "tournament": "spring", "options": {"jokers": 2}},
            "table": {"card_back": "red"},
            "general": {"sound": 0.5},
        },
    )
    loaded, messages = settings_file.load(profile)
    assert messages == []
    loaded.table.card_size = "large"
    assert settings_file.save(profile, loaded) is None
    data = json.loads(profile.settings_file.read_text())
    assert data["cloud_sync"] == {"enabled": True}
    assert data["game"]["tournament"] == "spring"
    assert data["game"]["options"] == {"jokers": 2}
    assert data["table"]["card_back"] == "red"
    assert data["table"]["card_size"] == "large"
    assert data["general"]["sound"] == 0.5


def test_future_version_is_read_and_its_original_kept_before_writing(profile: Profile) -> None:
    original = {
        "schema": 7,
        "table": {"table_colour": "#102030", "theme": {"glow": True}},
        "general": {"language": "ru"},
        "profiles": ["a", "b"],
    }
    write(profile, original)
    loaded, messages = settings_file.load(profile)
    [message] = messages
    assert "newer version" in message
    assert loaded.table.table_colour == "#102030" and loaded.general.language == "ru"
    assert settings_file.save(profile, loaded) is None
    [backup] = sorted(profile.config_dir.glob("settings.json.backup-*"))
    assert json.loads(backup.read_text()) == original
    data = json.loads(profile.settings_file.read_text())
    assert data["profiles"] == ["a", "b"] and data["table"]["theme"] == {"glow": True}
    # Saving again does not pile up backups.
    assert settings_file.save(profile, loaded) is None
    assert len(list(profile.config_dir.glob("settings.json.backup-*"))) == 1


def test_blocked_folder_loads_defaults_and_save_says_why(blocked_profile: Profile) -> None:
    loaded, messages = settings_file.load(blocked_profile)
    assert loaded == Settings()
    assert len(messages) == 1 and "could not be read" in messages[0]
    message = settings_file.save(blocked_profile, loaded)
    assert message is not None and "not saved" in message


@pytest.mark.parametrize(
    ("key", "value"),
    [
        ("mailbox", "http://relay.example.org/v1"),  # a web page, not a websocket
        ("mailbox", "ws://relay.example.org:4000/v1?x=1"),
        ("mailbox", "ws://" + "a" * 300),
        ("relay", "tcp:transit.example.org"),  # no port
        ("relay", "transit.example.org:4001"),
        ("relay", "tcp:-bad-:4001"),
        ("relay", 4001),
    ],
)
def test_a_server_that_cannot_be_one_is_named_and_the_public_one_used(
    profile: Profile, key: str, value: object
) -> None:
    write(profile, {"schema": 1, "network": {key: value}})
    loaded, messages = settings_file.load(profile)
    assert loaded.network == NetworkSettings()
    assert len(messages) == 1 and messages[0].code == "value_invalid"
