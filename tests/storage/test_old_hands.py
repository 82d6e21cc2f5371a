"""Hands recorded under rules revision 2 replay as they were played, whichever door they come in
by: their text (format version 1), a statistics file from before revisions were recorded, or
records an older version left waiting.

tests/storage/data/hands_v1 holds hand texts written once by the code of commit d7a73f0 (rules
revision 2, before the leader was asked first; ``tests/storage/sessions.play_session`` and
``storage.history.to_text``); they are never refreshed. In all but the penalty hand, at some trick
start revision 3 asks the leader first where revision 2 asked the holder of a combination alone.
"""

from __future__ import annotations

import dataclasses
import json
import sqlite3
from datetime import timedelta
from pathlib import Path
from typing import Any

import pytest

from bura_desktop.core.replay import ReplayError, leader_unasked_in_revision_2, script_so_far
from bura_desktop.core.rules import RULES_REVISION
from bura_desktop.storage import history, waiting
from bura_desktop.storage.history import HandTextError
from bura_desktop.storage.paths import Profile
from bura_desktop.storage.statistics import (
    _HAND_COLUMNS,
    MIGRATIONS,
    SCHEMA_VERSION,
    Statistics,
    _hand_from_row,
    _hand_row,
)
from tests.storage.known_hands import KNOWN

HANDS = sorted((Path(__file__).parent / "data" / "hands_v1").glob("*.txt"))
ASKED = [path for path in HANDS if not path.stem.startswith("penalty")]  # the others claim
# Schema 4: the hands' replays kept, their revision not (every one revision 2).
BEFORE_REVISIONS = 4


def text_of(path: Path) -> str:
    return path.read_text(encoding="utf-8")


def test_every_kind_of_old_hand_is_kept():
    assert {path.stem for path in HANDS} == {
        "classic_2p_bura",
        "classic_2p_molodka_takes_the_lead",
        "classic_2p_two_passes",
        "classic_3p_pass",
        "penalty_2p_no_claims",
    }


@pytest.mark.parametrize("path", HANDS, ids=lambda path: path.stem)
def test_a_version_1_text_replays_as_played_and_is_written_back_the_same(path):
    text = text_of(path)
    hand = history.from_text(text)  # checked: every action its seat's, ending in the result
    assert hand.revision == 2
    replayed = history.replay(hand)
    assert replayed.outcome.how == hand.ending
    # The leader's pass supplied where revision 3 asks him first; without claims he is not.
    supplied = [step for step in replayed.steps if step.supplied]
    assert bool(supplied) == hand.rules["claims"]
    assert all(str(step.action) == "pass" for step in supplied)
    assert history.to_text(hand) == text  # still version 1, the recorded actions only


@pytest.mark.parametrize("path", ASKED, ids=lambda path: path.stem)
def test_the_same_text_read_as_version_2_is_refused(path):
    """The version is what says how to read the actions: revision 3 asks the leader first."""
    text = text_of(path).replace("bura-desktop/hand 1", "bura-desktop/hand 2", 1)
    error = error_of(text)
    assert error.line > text.splitlines().index("")  # an action, or the result


def error_of(text: str) -> HandTextError:
    with pytest.raises(HandTextError) as error:
        history.from_text(text)
    return error.value


def old_database(profile: Profile, rows: list[tuple[Any, ...]]) -> None:
    """A statistics file as the version before revisions left it, holding ``rows``."""
    profile.data_dir.mkdir(parents=True)
    with sqlite3.connect(profile.statistics_file) as db:
        for steps in MIGRATIONS[:BEFORE_REVISIONS]:
            for statement in steps:
                db.execute(statement)
        db.execute(f"PRAGMA user_version = {BEFORE_REVISIONS}")
        columns = _HAND_COLUMNS.removesuffix(", revision")
        for row in rows:
            db.execute(f"INSERT INTO hands ({columns}) VALUES ({', '.join('?' * 19)})", row)
    db.close()


def test_the_hands_of_a_file_from_before_revisions_replay_as_revision_2(profile):
    old = sorted((history.from_text(text_of(path)) for path in HANDS), key=lambda h: h.started)
    old_database(profile, [_hand_row(hand)[:19] for hand in old])
    stats, messages = Statistics.open(profile)
    assert messages == []
    hands = stats.hands()
    assert hands == old and [h.revision for h in hands] == [2] * len(old)
    for hand in hands:
        assert history.replay(hand).outcome.how == hand.ending
    # A hand played now is recorded under this revision.
    now = dataclasses.replace(KNOWN[0], started=old[-1].started + timedelta(hours=1))
    assert now.revision == RULES_REVISION == 3
    assert stats.record_hand(now) is None
    assert stats.hands()[-1] == now
    stats.close()
    with sqlite3.connect(profile.statistics_file) as db:
        assert db.execute("PRAGMA user_version").fetchone()[0] == SCHEMA_VERSION
        assert db.execute("SELECT revision FROM hands").fetchall() == [(2,)] * len(old) + [(3,)]
    db.close()


def test_records_left_waiting_before_revisions_are_revision_2(profile):
    old = history.from_text(text_of(HANDS[0]))
    profile.data_dir.mkdir(parents=True)
    stats, _ = Statistics.open(profile)
    path = stats.waiting_file
    stats.close()
    now = dataclasses.replace(KNOWN[1], started=old.started + timedelta(hours=1))
    waiting.save(path, [("hand", list(_hand_row(old)[:19])), ("hand", list(_hand_row(now)))])
    stats, messages = Statistics.open(profile)
    assert messages == []
    assert stats.hands() == [old, now] and (old.revision, now.revision) == (2, 3)
    history.replay(stats.hands()[0])
    stats.close()
    # Before replays were kept: no actions, and revision 2 too.
    assert _hand_from_row(list(_hand_row(KNOWN[2])[:17])).revision == 2


def test_a_hand_of_a_revision_this_version_does_not_know_is_refused_saying_so():
    """A row written by a newer version: counted in the figures, not replayed otherwise."""
    hand = history.from_text(text_of(HANDS[0]))
    for revision in (1, 4, "2"):
        with pytest.raises(ReplayError, match=f"revision {revision}"):
            # "2" is not a revision's type, on purpose: a damaged row may hold anything.
            history.replay(dataclasses.replace(hand, revision=revision))  # type: ignore[arg-type]


def test_an_unknown_format_version_names_the_versions_read():
    text = text_of(HANDS[0]).replace("bura-desktop/hand 1", "bura-desktop/hand 3", 1)
    error = error_of(text)
    assert error.line == 1 and error.problem == (
        "this is version 3 of the hand format; this version reads 1 and 2"
    )


def test_a_hand_recorded_with_a_last_chance_and_no_claims_still_replays():
    """Settings before revision 3 let a table without claims keep the last chance, which
    changed nothing; such a hand reads as one without it."""
    path = next(path for path in HANDS if path.stem == "penalty_2p_no_claims")
    text = text_of(path)
    rules_line = next(line for line in text.splitlines() if line.startswith("Rules: "))
    rules = json.loads(rules_line.removeprefix("Rules: "))
    assert rules["claims"] is False
    edited = text.replace(rules_line, "Rules: " + json.dumps({**rules, "last_chance": True}))
    hand = history.from_text(edited)
    assert history.replay(hand).outcome.how == hand.ending
    assert history.to_text(hand) == text  # the option read as off
    recorded = dataclasses.replace(hand, rules={**hand.rules, "last_chance": True})
    assert history.replay(recorded).outcome.how == hand.ending


def test_a_hand_begun_under_revision_2_and_resumed_from_its_save_is_recorded_whole(profile):
    """The save an older version left after a trick, the holder of a combination to declare or
    pass (revision 2 did not ask the leader): the hand goes on under revision 3, and is
    recorded as revision 3 with the leader's passes written in, replaying as it was played."""
    from bura_desktop.app.keeper import SessionKeeper
    from bura_desktop.app.table import TableSetup
    from bura_desktop.core import Game
    from bura_desktop.core.replay import position_json

    path = next(path for path in HANDS if path.stem == "classic_2p_two_passes")
    old = history.from_text(text_of(path))
    assert isinstance(old.actions, tuple)  # a hand text holds its actions
    script = history.script_of(old)
    steps = script.play().steps
    cut = next(i for i, step in enumerate(steps) if step.supplied)  # recorded steps before it
    begun = dataclasses.replace(script, actions=script.actions[:cut])
    game, _ = begun.deal()
    for action in begun.in_current_revision().actions:
        game.apply(action)
    assert game.phase == "declare" and game.to_act != game.leader  # as revision 2 saved it
    saved = {"seed": old.seed, "start": old.start, "actions": list(old.actions[:cut])}

    keeper = SessionKeeper(profile)
    keeper.open()
    table = TableSetup.against_computers(2, rules=script.rules)
    table = dataclasses.replace(table, session_id="resumed")
    game = Game.from_json(position_json(game))
    keeper.hand_resumed(script_so_far(saved, game)[0])  # the save's replay, checked
    for action in script.actions[cut:]:
        if leader_unasked_in_revision_2(game):  # revision 3 asks the leader: he passes
            keeper.after(table, game, game.apply("pass"))
        keeper.after(table, game, game.apply(action))
    keeper.close()
    stats, _ = Statistics.open(profile)
    (hand,) = stats.hands()
    stats.close()
    assert hand.revision == 3
    assert hand.actions == tuple(map(str, script.in_current_revision().actions))
    assert (hand.ending, hand.chips) == (old.ending, old.chips)
    replayed = history.replay(hand)  # held to the record, which the resumed game made
    assert game.outcome is not None
    assert replayed.outcome.points == game.outcome.points == old.card_points


def test_a_text_without_an_option_added_since_is_written_back_without_it():
    """An option added after a text was written takes its default, and the text is written
    back as it was read, so adding an option changes no text already exported."""
    text = text_of(HANDS[0])
    rules_line = next(line for line in text.splitlines() if line.startswith("Rules: "))
    rules = json.loads(rules_line.removeprefix("Rules: "))
    assert rules["next_lead"] == "winner"
    older = {name: value for name, value in rules.items() if name != "next_lead"}
    edited = text.replace(rules_line, "Rules: " + json.dumps(older, sort_keys=True))
    hand = history.from_text(edited)
    assert history.replay(hand).outcome.how == hand.ending
    assert history.to_text(hand) == edited
