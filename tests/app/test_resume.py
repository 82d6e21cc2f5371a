"""A save's replay of the hand so far is checked against its game before the hand goes on: one
that does not lead there is set aside like any damaged save (issue #35: the resumed hand was
recorded, and its history then refused to replay it); every save a session writes resumes."""

from __future__ import annotations

import json
import random
from typing import Any

import pytest

from bura_desktop.app.keeper import SessionKeeper
from bura_desktop.app.resume import saved_setup
from bura_desktop.app.table import TableSetup
from bura_desktop.core import Game, Rules
from bura_desktop.storage.paths import Profile
from tests.core.mutations import choose


def a_session(profile: Profile, rules: Rules, seed: int, actions: int):
    """A session the keeper saves as the controller drives it: the game after each action,
    up to ``actions`` or the session's end."""
    table = TableSetup.against_computers(rules.players, rules=rules, seed=seed)
    keeper = SessionKeeper(profile)
    keeper.open()
    rng = random.Random(seed)
    game = Game(rules, seed=seed, dealer=None)
    keeper.session_started(table, game)
    keeper.after(table, game, list(game.opening_events))
    try:
        for _ in range(actions):
            if game.session_over:
                return
            if game.hand_over:
                events = game.next_hand()
            else:
                events = game.apply(choose(game.legal_actions(), rng))
            keeper.after(table, game, events)
            yield game
    finally:
        keeper.close()


def a_session_saved(profile: Profile, rules: Rules, seed: int, actions: int) -> None:
    for _ in a_session(profile, rules, seed, actions):
        pass


@pytest.mark.parametrize(
    ("preset", "players"), [("classic", 2), ("rules_sheet", 3), ("kozel", 4), ("penalty", 6)]
)
def test_every_save_a_session_writes_resumes_with_its_replay(profile, preset, players):
    rules = Rules.preset(preset, players=players)
    resumed = 0
    for game in a_session(profile, rules, seed=players, actions=150):
        if not profile.savegame_file.exists():  # the session is over
            break
        setup, messages = saved_setup(profile, preset)
        assert messages == [] and setup is not None
        assert setup.resume_replay is not None
        # The save comes after each trick and hand: the game may be ahead of it.
        resumed += Game.from_json(setup.resume or "").state() == game.state()
    assert resumed > 10


def replay_changed(replay: dict[str, Any], how: str) -> None:
    if how == "an action fewer":
        replay["actions"].pop()
    elif how == "an action more":
        replay["actions"].append(replay["actions"][-1])
    elif how == "another deal":
        replay["seed"] += 1
    elif how == "another pot":
        replay["start"]["pot"] += 2
    elif how == "another revision":
        replay["revision"] = 99
    elif how == "no start":
        del replay["start"]
    elif how == "actions that are not":
        replay["actions"] = ["fold"]
    elif how == "not a list":
        replay["actions"] = "play A♠"


CHANGES = [
    "an action fewer",
    "an action more",
    "another deal",
    "another pot",
    "another revision",
    "no start",
    "actions that are not",
    "not a list",
]


@pytest.mark.parametrize("how", CHANGES)
def test_a_save_whose_replay_does_not_lead_to_its_game_is_set_aside(profile, how):
    a_session_saved(profile, Rules.preset("classic"), seed=11, actions=9)
    data = json.loads(profile.savegame_file.read_text(encoding="utf-8"))
    replay_changed(data["replay"], how)
    damaged = json.dumps(data).encode()
    profile.savegame_file.write_bytes(damaged)
    setup, messages = saved_setup(profile, "classic")
    assert setup is None
    [kept] = profile.data_dir.glob("savegame.json.bad-*")
    assert messages == [
        f"The saved game was damaged and cannot be resumed; it was kept as {kept.name}."
    ]
    assert kept.read_bytes() == damaged, "the player's file is kept as it was"


@pytest.mark.parametrize("replay", ["a text", 7, ["seed"]])
def test_a_replay_that_is_not_an_object_is_damage(profile, replay):
    a_session_saved(profile, Rules.preset("classic"), seed=12, actions=5)
    data = json.loads(profile.savegame_file.read_text(encoding="utf-8"))
    data["replay"] = replay
    profile.savegame_file.write_text(json.dumps(data), encoding="utf-8")
    setup, messages = saved_setup(profile, "classic")
    assert setup is None and len(messages) == 1 and "damaged" in messages[0]
