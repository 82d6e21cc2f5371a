"""Recorded hands play again as recorded; the text form round-trips and names bad lines."""

from __future__ import annotations

import dataclasses
import json
import random
import re
import sqlite3

import pytest

from bura_desktop.app.keeper import SessionKeeper
from bura_desktop.app.table import TableSetup
from bura_desktop.core import Action, Game, Rules
from bura_desktop.core.replay import ReplayError, script_so_far
from bura_desktop.core.rules import PRESET_PLAYERS
from bura_desktop.storage import history
from bura_desktop.storage.history import HandTextError, NotKept
from bura_desktop.storage.paths import Profile
from bura_desktop.storage.statistics import MIGRATIONS, SCHEMA_VERSION, Statistics, _hand_row
from tests.core.strategies import choose
from tests.storage.sessions import play_session

# Schema 3: the hands' results, not yet their replays.
BEFORE_REPLAYS = 3


def stored(profile: Profile):
    stats, messages = Statistics.open(profile)
    assert messages == []
    hands = stats.hands()
    stats.close()
    return hands


@pytest.mark.parametrize("preset", list(PRESET_PLAYERS))
def test_every_recorded_hand_replays_and_round_trips_through_its_text(profile, preset):
    fewest, most = PRESET_PLAYERS[preset]
    for players in (fewest, most):
        play_session(profile, Rules.preset(preset, players=players), preset, players, 12)
    hands = stored(profile)
    assert len(hands) >= 6
    for hand in hands:
        replayed = history.replay(hand)
        assert replayed.outcome.how == hand.ending
        text = history.to_text(hand)
        back = history.from_text(text)
        assert history.to_text(back) == text
        assert (back.seed, back.start, back.actions, back.seats) == (
            hand.seed,
            hand.start,
            hand.actions,
            hand.seats,
        )
        assert (back.card_points, back.chips, back.winners) == (
            hand.card_points,
            hand.chips,
            hand.winners,
        )
        assert back.revision == hand.revision == 3 and text.startswith(
            "Format: bura-desktop/hand 2\n"
        )


def test_a_replayed_deal_is_recorded_with_the_seed_it_was_dealt_from(profile):
    rules = Rules.preset("classic")
    play_session(profile, rules, "classic", 5, 2, deal_seed=123456789)
    first, second = stored(profile)
    assert first.seed == 123456789
    assert "\nHand: 2\n" in history.to_text(second)
    assert history.replay(first).outcome.seed == 123456789
    history.replay(second)


def test_a_damaged_row_is_reported_not_replayed_otherwise(profile):
    play_session(profile, Rules.preset("classic"), "classic", 3, 1)
    (hand,) = stored(profile)
    with pytest.raises(ReplayError, match="not end as recorded"):
        history.replay(dataclasses.replace(hand, chips=tuple(-c for c in hand.chips)))
    with pytest.raises(ReplayError):
        history.replay(dataclasses.replace(hand, seed=hand.seed + 1))
    with pytest.raises(ReplayError, match="rules or start"):
        history.replay(dataclasses.replace(hand, start={"pot": 3}))
    with pytest.raises(ReplayError, match="not an action"):
        history.replay(dataclasses.replace(hand, actions=("play", *hand.actions[1:])))
    # Rules that changed since the hand was played.
    changed = dict(hand.rules, hand_size=4)
    with pytest.raises(ReplayError):
        history.replay(dataclasses.replace(hand, rules=changed))


def test_a_row_whose_replay_columns_were_edited_keeps_its_statistics(profile):
    play_session(profile, Rules.preset("classic"), "classic", 3, 1)
    with sqlite3.connect(profile.statistics_file) as db:
        db.execute("UPDATE hands SET actions = 'not json [', start = '[1, 2]'")
    db.close()
    (hand,) = stored(profile)
    assert hand.ending  # still counted
    with pytest.raises(ReplayError):
        history.replay(hand)


def test_an_older_file_is_upgraded_its_hands_read_and_reported_as_not_kept(profile):
    from tests.storage.known_hands import KNOWN

    profile.data_dir.mkdir(parents=True)
    old = KNOWN[0]
    with sqlite3.connect(profile.statistics_file) as db:
        for steps in MIGRATIONS[:BEFORE_REPLAYS]:
            for statement in steps:
                db.execute(statement)
        db.execute(f"PRAGMA user_version = {BEFORE_REPLAYS}")
        columns = "session_id, started, duration, preset, rules, players, seed, winner, ending, "
        columns += "claimer, card_points, chips, pot, assist, human_seat, winners, hints"
        db.execute(
            f"INSERT INTO hands ({columns}) VALUES ({', '.join('?' * 17)})", _hand_row(old)[:17]
        )
    db.close()
    (hand,) = stored(profile)
    # Played under revision 2, as every hand recorded before revisions were.
    assert hand == dataclasses.replace(old, revision=2)
    assert hand.start is None and hand.actions is None
    with pytest.raises(NotKept):
        history.replay(hand)
    with sqlite3.connect(profile.statistics_file) as db:
        assert db.execute("PRAGMA user_version").fetchone()[0] == SCHEMA_VERSION
    db.close()


def test_records_left_waiting_by_an_older_version_still_read():
    from bura_desktop.storage.statistics import _hand_from_row
    from tests.storage.known_hands import KNOWN

    assert _hand_from_row(list(_hand_row(KNOWN[2])[:17])) == dataclasses.replace(
        KNOWN[2], revision=2
    )


# ------------------------------------------------------------------ import errors


@pytest.fixture
def text(profile) -> str:
    play_session(profile, Rules.preset("classic"), "classic", 9, 1)
    (hand,) = stored(profile)
    return history.to_text(hand)


def line_of(text: str, start: str) -> int:
    return next(i for i, line in enumerate(text.splitlines(), 1) if line.startswith(start))


def edited(text: str, start: str, new: str) -> str:
    lines = text.splitlines()
    lines[line_of(text, start) - 1] = new
    return "\n".join(lines) + "\n"


def error_of(text: str) -> HandTextError:
    with pytest.raises(HandTextError) as error:
        history.from_text(text)
    assert str(error.value).startswith(f"line {error.value.line}: ")
    return error.value


def test_an_unknown_version_is_named_on_the_first_line(text):
    assert f"bura-desktop/hand {history.VERSION}\n" in text
    error = error_of(text.replace(f"bura-desktop/hand {history.VERSION}", "bura-desktop/hand 7"))
    assert error.line == 1 and "version 7" in error.problem


def test_text_that_is_not_a_hand_is_refused_on_line_one():
    assert error_of("Hello\n").line == 1
    assert error_of("").line == 1


def test_a_text_cut_short_names_where_it_ends(text):
    lines = text.splitlines()
    in_header = "\n".join(lines[:5])
    assert error_of(in_header).line == 6
    blank = lines.index("")
    cut = "\n".join(lines[: blank + 2])  # the first trick only
    error = error_of(cut)
    assert error.line == blank + 2 and "cut short" in error.problem


def test_an_edited_action_names_its_line(text):
    lines = text.splitlines()
    blank = lines.index("")
    number, _, actions = lines[blank + 1].partition(". ")
    seat, _, _ = actions.partition(":")
    lines[blank + 1] = f"{number}. {seat}: play A♠ A♥ A♦ A♣"
    error = error_of("\n".join(lines))
    assert error.line == blank + 2 and "play A♠ A♥ A♦ A♣" in str(error)


def test_an_action_given_to_the_wrong_seat_names_its_line(text):
    lines = text.splitlines()
    blank = lines.index("")
    first = lines[blank + 1]
    seat = first.split(". ")[1][0]
    other = "1" if seat == "0" else "0"
    lines[blank + 1] = first.replace(f". {seat}:", f". {other}:", 1)
    error = error_of("\n".join(lines))
    assert error.line == blank + 2 and "seat" in error.problem


def test_an_edited_result_names_the_result_line(text):
    lines = text.splitlines()
    at = line_of(text, "Result:")
    result = lines[at - 1]
    lines[at - 1] = result.replace("pot ", "pot 9") if "pot " in result else result
    error = error_of("\n".join(lines))
    assert error.line == at


def test_an_edited_seed_fails_on_an_action_or_the_result(text):
    seed = int(text.split("Seed: ")[1].split()[0])
    error = error_of(edited(text, "Seed:", f"Seed: {seed + 1}"))
    assert error.line > line_of(text, "Seed:")


@pytest.mark.parametrize(
    ("start", "new", "words"),
    [
        ("Rules:", 'Rules: {"players": 9}', "rules"),
        ("Seat 1:", 'Seat 1: grandmaster "X"', "level"),
        ("Player:", "Player: 7", "seat"),
        ("Bankrolls:", "Bankrolls: 20", "Bankrolls"),
        ("Antes:", "Antes: maybe", "Antes"),
        ("Date:", "Date: yesterday", "date"),
        ("Pot:", "Pot: lots", "whole number"),
        ("Hand:", "Hand: 0", "below 1"),
        ("Seed:", f"Seed: {2**64}", "Seed"),  # hands are counted from 1, as the table says
        ("Preset:", "Colour: red", "unknown header"),
    ],
)
def test_a_bad_header_names_its_line(text, start, new, words):
    error = error_of(edited(text, start, new))
    assert error.line == line_of(text, start) and words in str(error)


def test_a_missing_header_is_named(text):
    lines = [line for line in text.splitlines() if not line.startswith("Dealer:")]
    error = error_of("\n".join(lines))
    assert "Dealer" in error.problem


def test_a_hand_resumed_from_a_save_is_recorded_whole(profile):
    """Quit in the middle of a hand, start again: the save kept the actions so far."""
    from bura_desktop.storage import savegame

    rules = Rules.preset("classic")
    table = dataclasses.replace(
        TableSetup.against_computers(2, rules=rules, seed=4), session_id="resumed"
    )
    rng = random.Random(4)
    keeper = SessionKeeper(profile)
    keeper.open()
    game = Game(rules, seed=4)
    keeper.session_started(table, game)
    keeper.after(table, game, list(game.opening_events))
    for _ in range(3):
        keeper.after(table, game, game.apply(Action(choose(game, rng))))
    keeper.save(table, game)  # quitting
    keeper.close()

    saved, problem = savegame.load(profile)
    assert problem is None and saved is not None and saved.replay is not None
    assert len(saved.replay["actions"]) == 3
    assert saved.replay["revision"] == 3  # the rules revision the actions so far follow
    keeper = SessionKeeper(profile)
    keeper.open()
    game = Game.from_json(saved.game)
    keeper.hand_resumed(script_so_far(saved.replay, game)[0])
    while not game.hand_over:
        keeper.after(table, game, game.apply(Action(choose(game, rng))))
    keeper.close()
    (hand,) = stored(profile)
    assert len(hand.actions) > 3
    assert history.replay(hand).outcome == game.outcome


def test_a_save_without_a_replay_resumes_a_hand_recorded_unreplayable(profile):
    rules = Rules.preset("classic")
    table = dataclasses.replace(TableSetup.against_computers(2, rules=rules), session_id="old")
    keeper = SessionKeeper(profile)
    keeper.open()
    game = Game(rules, seed=8)
    keeper.hand_resumed(None)
    rng = random.Random(8)
    while not game.hand_over:
        keeper.after(table, game, game.apply(Action(choose(game, rng))))
    keeper.close()
    (hand,) = stored(profile)
    with pytest.raises(NotKept):
        history.replay(hand)


# ------------------------------------------------------------------ hostile texts (issue #35)

DEEP = "[" * 1000 + "]" * 1000


def rules_with(text: str, **options) -> str:
    line = text.splitlines()[line_of(text, "Rules:") - 1]
    rules = json.loads(line.partition(": ")[2])
    rules.update(options)
    return edited(text, "Rules:", "Rules: " + json.dumps(rules))


@pytest.mark.parametrize(
    ("start", "new"),
    [
        ("Seat 1:", 'Seat 1: advanced "' + "x" * 1_000_000 + '"'),  # inside the 1 MiB limit
        ("Seat 1:", 'Seat 1: advanced "' + "x" * 4000 + '"'),  # inside any line limit
        ("Seat 1:", "Seat 1: advanced " + DEEP),
        ("Seat 1:", 'Seat 1: advanced "x" ' + "[" * 1000),
        ("Seat 1:", "Seat 1: " + "l" * 4000 + ' "X"'),
        ("Seat 1:", "Seat " + "1" * 4000 + ': advanced "X"'),
        ("Rules:", "Rules: " + DEEP),
        ("Rules:", 'Rules: {"stake": ' + DEEP + "}"),
        ("Rules:", 'Rules: {"stake": "' + "y" * 4000 + '"}'),
        ("Rules:", 'Rules: {"' + "k" * 4000 + '": 1}'),
        ("Rules:", "Rules: {" + ", ".join(f'"k{i}": 1' for i in range(400)) + "}"),
        ("Format:", "Format: " + "q" * 4000),
        ("Format:", "Format: bura-desktop/hand " + "9" * 4000),
        ("Date:", "Date: " + "q" * 4000),
        ("Preset:", "Preset: " + "q" * 4000),
        ("Preset:", "Preset" + "q" * 4000 + ": x"),
        ("Antes:", "Antes: " + "q" * 4000),
        ("Pot:", "Pot: " + "9" * 4000),
        ("Pot:", "Pot: 1" + "0" * 20),
        ("Seed:", "Seed: " + "1" * 4000),
        ("Bankrolls:", "Bankrolls: 1 " + "9" * 4000),
        (
            "Result:",
            "Result: " + "q" * 4000 + "; winners 1; claimer 1; points 1 1; chips 1 1; pot 1",
        ),
        ("Result:", "Result: claim; winners 1; claimer 1; points 1 1; chips 1 1; pot " + "9" * 999),
    ],
)
def test_a_hostile_header_is_refused_in_a_short_sentence(text, start, new):
    error = error_of(edited(text, start, new))
    assert error.line == line_of(text, start)
    assert len(str(error)) < 300


def test_a_hostile_action_is_refused_in_a_short_sentence(text):
    blank = text.splitlines().index("")
    for action in ("0: play " + "A♠ " * 1500, "0: " + "x" * 4000, "0: declare " + "z" * 4000):
        lines = text.splitlines()
        lines[blank + 1] = "1. " + action
        error = error_of("\n".join(lines))
        assert error.line == blank + 2 and len(str(error)) < 300


def test_a_text_over_the_limit_is_refused_before_it_is_read(text):
    huge = text + "\n" * history.TEXT_LIMIT
    error = error_of(huge)
    assert error.line == 1 and "too large" in error.problem


@pytest.mark.parametrize("stake", [10**9 + 1, 3 * 10**9, 10**400], ids=["1e9+1", "3e9", "1e400"])
def test_rule_numbers_larger_than_any_game_holds_are_refused(text, stake):
    error = error_of(rules_with(text, stake=stake))
    assert error.line == line_of(text, "Rules:") and "stake" in error.problem
    assert len(str(error)) < 300


def test_a_preset_that_is_none_of_ours_is_refused(text):
    error = error_of(edited(text, "Preset:", "Preset: <b>mine</b>"))
    assert error.line == line_of(text, "Preset:") and "preset" in error.problem


@pytest.mark.parametrize(
    ("start", "new", "words"),
    [
        ("Bankrolls:", "Bankrolls: 90 20", "chips were made or lost"),
        ("Scores:", "Scores: 1 0", "scores are kept under scoring=pot"),
        ("Penalties:", "Penalties: 0 3", "penalties are kept under scoring=pot"),
    ],
)
def test_a_standing_no_session_reaches_is_refused_at_import(text, start, new, words):
    """The hand replays, ends as its text says, and "Play from here" would resume a save the
    save's checks refuse: the text is refused, naming the standing (issue #35)."""
    error = error_of(edited(text, start, new))
    assert error.line == line_of(text, "Hand:")
    assert error.problem.startswith("no session stands where this hand is dealt: " + words)


def test_a_recorded_hand_on_a_standing_no_session_reaches_does_not_replay(text):
    hand = history.from_text(text)
    assert isinstance(hand.start, dict)
    hostile = dataclasses.replace(hand, start={**hand.start, "scores": [4, 0]})
    with pytest.raises(ReplayError, match="scores are kept under scoring=pot"):
        history.replay(hostile)


def test_rules_with_many_problems_are_refused_naming_the_first_that_fit(text):
    error = error_of(
        rules_with(
            text,
            molodka="x" * 30,
            four_aces="y" * 30,
            next_lead=3,
            target="z" * 30,
            bura_timing=False,
            last_chance="trick_start",
            moscow=7,
        )  # fmt: skip
    )
    assert len(error.problem) <= history.PROBLEM_LIMIT
    assert error.problem.startswith("the rules do not read: impossible rules: ")
    assert re.search(r"; and [0-9]+ more$", error.problem)
