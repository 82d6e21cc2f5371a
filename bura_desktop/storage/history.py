"""Recorded hands played again, and the hand's text form for export and import.

A hand in the statistics carries its replay (``HandRecord.start`` and ``.actions``, see
``core.replay``). ``replay`` plays it again and holds the result to the record: a hand whose
replay ends otherwise (a damaged row, rules that changed since) raises ``ReplayError`` and is
never shown as it did not happen. So does a hand whose standing no session reaches (chips made
from nothing, scores kept under another scoring): every position of a hand shown can be played
on from ("Play from here" resumes it as a saved game, whose checks refuse such a standing).

The text form reads like a chess PGN: header lines, a blank line, then the actions, one trick to
a line, each with its seat::

    Format: bura-desktop/hand 2
    Date: 2026-12-03T23:50:12
    Preset: classic
    Rules: {"bankroll": 20, ...}
    Seat 0: human "You"
    Seat 1: advanced "Opponent"
    Player: 0
    Seed: 5861519530112305829
    Hand: 1
    Dealer: 1
    Pot: 0
    Bankrolls: 20 20
    Antes: due
    Scores: 0 0
    Penalties: 0 0
    Result: claim; winners 0; claimer 0; points 33 12; chips 3 -3; pot 6

    1. 0: play A♠; 1: play 7♠
    2. 0: claim

Anyone can deal it again from its seed: the text is the proof that a deal was fair. Reading
checks everything and raises ``HandTextError`` naming the line at fault.

The format's version says the rules revision the hand was played under: version 1 is revision 2
(where the leader was not asked first, docs/RULES.md 3.4), version 2 is revision 3. A hand is
written in its own revision's version, with the actions recorded and nothing supplied, so a
revision-2 hand reads back as it was written.
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass
from datetime import datetime
from typing import Any

from bura_desktop.core import bounded
from bura_desktop.core.bounded import shown
from bura_desktop.core.events import TrickWon
from bura_desktop.core.fields import LIMIT
from bura_desktop.core.game import Game, Outcome
from bura_desktop.core.replay import (
    SEED_LIMIT,
    HandScript,
    HandStart,
    Replayed,
    ReplayError,
    Step,
    parse_actions,
    position_json,
)
from bura_desktop.core.rules import Rules
from bura_desktop.storage.seats import Seat
from bura_desktop.storage.statistics import ENDINGS, RESULT_LIMIT, Damaged, HandRecord

FORMAT = "bura-desktop/hand"
VERSION = 2  # the version this one writes for a hand played now
# Each version of the format and the rules revision its hands were played under.
REVISION_OF_VERSION = {1: 2, 2: 3}
VERSION_OF_REVISION = {revision: version for version, revision in REVISION_OF_VERSION.items()}
# The largest hand text read (a hand's text is a few kilobytes), and the longest line: the
# rules line, the longest, is under a kilobyte. Nothing longer is read further.
TEXT_LIMIT = 1 << 20
LINE_LIMIT = 4096
# The longest problem a refusal names: with the window's words around it, a refusal stays a
# sentence of under 300 characters (issue #35).
PROBLEM_LIMIT = 200


class NotKept(ReplayError):
    """The hand was recorded without its replay (before replays were kept, or resumed from a
    save, whose actions before the quit are not known)."""


def script_of(hand: HandRecord) -> HandScript:
    """What replays ``hand``; ``NotKept`` or ``ReplayError`` when it cannot be had."""
    if hand.start is None or hand.actions is None:
        raise NotKept("this hand was recorded without its actions")
    if isinstance(hand.start, Damaged):
        raise ReplayError("the recorded start does not read")
    if isinstance(hand.actions, Damaged):
        raise ReplayError("the recorded actions are not a list of actions")
    try:
        rules = Rules.from_dict(hand.rules)
        start = HandStart.from_dict(hand.start, rules.players)
    except (TypeError, ValueError) as error:
        raise ReplayError(f"the recorded rules or start do not read: {error}") from None
    if len(hand.seats) != rules.players:
        raise ReplayError(f"{len(hand.seats)} seats are recorded for {rules.players} players")
    return HandScript(rules, start, hand.seed, parse_actions(hand.actions), hand.revision)


def differences(hand: HandRecord, outcome: Outcome) -> list[str]:
    """How ``outcome`` differs from what ``hand`` records; empty when it is the same."""
    found = []

    def compare(name: str, recorded: object, replayed: object) -> None:
        if recorded != replayed:
            found.append(f"{name} {replayed} where {recorded} is recorded")

    compare("ending", hand.ending, outcome.how)
    compare("winner", hand.winner, outcome.winner)
    if hand.winners is not None:
        compare("winners", hand.winners, outcome.winners)
    compare("claimer", hand.claimer, outcome.claimer)
    compare("points", hand.card_points, outcome.points)
    compare("chips", hand.chips, outcome.chips)
    compare("pot", hand.pot, outcome.pot)
    return found


def replay(hand: HandRecord) -> Replayed:
    """``hand`` played again; ``ReplayError`` unless it ends exactly as recorded, from a
    standing a session reaches."""
    replayed = script_of(hand).play()
    found = differences(hand, replayed.outcome)
    if found:
        raise ReplayError("the replay does not end as recorded: " + "; ".join(found))
    reached(replayed)
    return replayed


def reached(replayed: Replayed) -> None:
    """``ReplayError`` unless the hand is dealt on a standing a session reaches, which a saved
    game may hold (``core.saved``): its every position then can be, and "Play from here"
    resumes each (the hand-text fuzzer, tools/hand_text_fuzz.py, holds every one)."""
    try:
        Game.from_json(position_json(replayed.dealt))
    except ValueError as error:
        reason = str(error).removeprefix("not a valid saved Bura game: ")
        raise ReplayError(f"no session stands where this hand is dealt: {reason}") from None


# ------------------------------------------------------------------ the text form


class HandTextError(ValueError):
    """Hand text that cannot be read; ``line`` is the 1-based line at fault."""

    def __init__(self, line: int, problem: str) -> None:
        problem = bounded.sentence(problem, PROBLEM_LIMIT)
        super().__init__(f"line {line}: {problem}")
        self.line = line
        self.problem = problem


def _numbers(values: tuple[int, ...]) -> str:
    return " ".join(map(str, values)) or "-"


def _result(hand: HandRecord) -> str:
    winners = hand.winners if hand.winners is not None else ()
    claimer = "-" if hand.claimer is None else hand.claimer
    return (
        f"{hand.ending}; winners {_numbers(winners)}; claimer {claimer}; "
        f"points {_numbers(hand.card_points)}; chips {_numbers(hand.chips)}; pot {hand.pot}"
    )


def to_text(hand: HandRecord) -> str:
    """The hand in the text form; ``ReplayError`` if it does not replay as recorded."""
    replayed = replay(hand)
    standing = script_of(hand).start
    lines = [
        f"Format: {FORMAT} {VERSION_OF_REVISION[hand.revision]}",
        f"Date: {hand.started.isoformat(timespec='seconds')}",
        f"Preset: {hand.preset}",
        f"Rules: {json.dumps(hand.rules, sort_keys=True)}",
        *(
            f"Seat {i}: {seat.level} {json.dumps(seat.name, ensure_ascii=False)}"
            for i, seat in enumerate(hand.seats)
        ),
        f"Player: {hand.human_seat}",
        f"Seed: {hand.seed}",
        f"Hand: {standing.hand_no + 1}",  # counted from 1, as the table says it
        f"Dealer: {standing.dealer}",
        f"Pot: {standing.pot}",
        f"Bankrolls: {_numbers(standing.bankrolls)}",
        f"Antes: {'due' if standing.ante_due else 'not due'}",
        f"Scores: {_numbers(standing.scores)}",
        f"Penalties: {_numbers(standing.penalties)}",
        f"Result: {_result(hand)}",
        "",
    ]
    trick: list[str] = []
    steps = _recorded(replayed)
    for step in steps:
        trick.append(f"{step.seat}: {step.action}")
        if any(isinstance(e, TrickWon) for e in step.events) or step is steps[-1]:
            lines.append(f"{len(lines) - lines.index('')}. " + "; ".join(trick))
            trick = []
    return "\n".join(lines) + "\n"


def _recorded(replayed: Replayed) -> list[Step]:
    """The steps of the recorded actions: none supplied to replay an older revision's hand."""
    return [step for step in replayed.steps if not step.supplied]


_HEADERS = (
    "Format",
    "Date",
    "Preset",
    "Rules",
    "Player",
    "Seed",
    "Hand",
    "Dealer",
    "Pot",
    "Bankrolls",
    "Antes",
    "Scores",
    "Penalties",
    "Result",
)


@dataclass
class _Reader:
    """The header lines by name, each with its line number, and the readers of their values."""

    headers: dict[str, tuple[int, str]]

    def text(self, name: str) -> tuple[int, str]:
        return self.headers[name]

    def whole(self, name: str, low: int = 0, high: int = LIMIT) -> int:
        line, value = self.headers[name]
        return _whole(line, name, value, low, high)

    def per_seat(self, name: str, players: int, low: int = 0) -> tuple[int, ...]:
        line, value = self.headers[name]
        return _per_seat(line, name, value, players, low)


def _whole(line: int, name: str, value: str, low: int = 0, high: int = LIMIT) -> int:
    """A whole number from ``low`` to ``high``: no game holds larger ones (``core.saved.LIMIT``,
    a seed ``SEED_LIMIT``)."""
    value = value.strip()
    # Digits only (int() also reads "1_000" and "٣"), and never thousands of them.
    if not re.fullmatch(r"-?[0-9]+", value):
        raise HandTextError(line, f"{name} {shown(value)} is not a whole number")
    if len(value) > 30:
        raise HandTextError(line, f"{name} must be from {low} to {high}, not {shown(value)}")
    number = int(value)
    if number < low:
        raise HandTextError(line, f"{name} {shown(number)} is below {low}")
    if number > high:
        raise HandTextError(line, f"{name} must be from {low} to {high}, not {shown(number)}")
    return number


def _per_seat(
    line: int, name: str, value: str, players: int, low: int = 0, high: int = LIMIT
) -> tuple[int, ...]:
    words = [] if value.strip() == "-" else value.split()
    if len(words) != players:
        raise HandTextError(line, f"{name} needs {players} numbers, one for each seat")
    return tuple(_whole(line, name, w, low, high) for w in words)


def _read_header(
    lines: list[str],
) -> tuple[dict[str, tuple[int, str]], dict[int, tuple[int, str]], int]:
    """The header lines by name, the seats by number, and the index of the first action line."""
    headers: dict[str, tuple[int, str]] = {}
    seats: dict[int, tuple[int, str]] = {}
    for index, text in enumerate(lines):
        number = index + 1
        if not text.strip():
            return headers, seats, index + 1
        name, colon, value = text.partition(":")
        name, value = name.strip(), value.strip()
        if not colon:
            raise HandTextError(
                number, f"a header line is 'Name: value', not {shown(text.strip())}"
            )
        if index == 0 and name != "Format":
            raise HandTextError(number, "this is not a Bura hand: it must begin with 'Format:'")
        if name.startswith("Seat "):
            seat = _whole(number, "the seat", name[5:])
            if seat in seats:
                raise HandTextError(number, f"seat {seat} is given twice")
            seats[seat] = (number, value)
            continue
        if name not in _HEADERS:
            raise HandTextError(number, f"unknown header {shown(name)}")
        if name in headers:
            raise HandTextError(number, f"{name} is given twice")
        headers[name] = (number, value)
        if name == "Format":
            _revision_of(number, value)
    raise HandTextError(len(lines) + 1, "the text ends before its actions: it may be cut short")


def _revision_of(line: int, value: str) -> int:
    """The rules revision of a hand in the format ``value`` names; refused if unknown."""
    kind, _, version = value.rpartition(" ")
    if kind != FORMAT:
        raise HandTextError(line, f"the format {shown(value)} is not {FORMAT}")
    revision = {str(v): r for v, r in REVISION_OF_VERSION.items()}.get(version)
    if revision is None:
        known = " and ".join(map(str, REVISION_OF_VERSION))
        raise HandTextError(
            line,
            f"this is version {shown(version).strip(chr(39))} of the hand format;"
            f" this version reads {known}",
        )
    return revision


def _read_seats(seats: dict[int, tuple[int, str]], players: int, last: int) -> tuple[Seat, ...]:
    if sorted(seats) != list(range(players)):
        raise HandTextError(
            last, f"the rules are for {players} players: give Seat 0 to {players - 1}"
        )
    read = []
    for seat in range(players):
        line, value = seats[seat]
        level, _, name = value.partition(" ")
        try:
            # The name is a JSON string: nothing nested.
            read.append(Seat.from_dict({"name": bounded.loads(name, 0), "level": level}))
        except ValueError as error:
            raise HandTextError(line, f"seat {seat}: {error}") from None
    return tuple(read)


def _read_actions(lines: list[str], first: int) -> list[tuple[int, int, str]]:
    """(line number, seat, action text) for every action, in order."""
    actions = []
    for index in range(first, len(lines)):
        text = lines[index].strip()
        if not text:
            continue
        number, dot, rest = text.partition(". ")
        if dot and number.isdigit():
            text = rest
        for item in text.split(";"):
            seat, colon, action = item.partition(":")
            if not colon:
                raise HandTextError(
                    index + 1, f"an action is 'seat: action', not {shown(item.strip())}"
                )
            actions.append((index + 1, _whole(index + 1, "the seat", seat.strip()), action.strip()))
    return actions


def _read_result(line: int, value: str, players: int) -> dict[str, Any]:
    parts = [p.strip() for p in value.split(";")]
    names = ("winners", "claimer", "points", "chips", "pot")
    if len(parts) != 6 or [p.partition(" ")[0] for p in parts[1:]] != list(names):
        raise HandTextError(line, "the result is 'ending; winners ..; claimer ..; points ..; ...'")
    if parts[0] not in ENDINGS:
        raise HandTextError(line, f"{shown(parts[0])} is not how a hand ends")
    fields = {name: part.partition(" ")[2] for name, part in zip(names, parts[1:], strict=True)}
    winners = [] if fields["winners"] == "-" else fields["winners"].split()
    claimer = fields["claimer"]
    return {
        "ending": parts[0],
        "winners": tuple(_whole(line, "a winner", w) for w in winners),
        "claimer": None if claimer == "-" else _whole(line, "the claimer", claimer),
        "points": _per_seat(line, "points", fields["points"], players),
        "chips": _per_seat(line, "chips", fields["chips"], players, -RESULT_LIMIT, RESULT_LIMIT),
        "pot": _whole(line, "the pot", fields["pot"], 0, RESULT_LIMIT),
    }


def from_text(text: str) -> HandRecord:
    """A hand from its text form, checked by playing it again; ``HandTextError`` names the line."""
    if len(text) > TEXT_LIMIT:
        raise HandTextError(1, "the text is far too large to be a hand")
    lines = text.splitlines()
    if not lines:
        raise HandTextError(1, "the text is empty")
    for number, line in enumerate(lines, 1):
        if len(line) > LINE_LIMIT:
            raise HandTextError(number, "the line is far too long for a hand's text")
    headers, seat_lines, first_action = _read_header(lines)
    missing = [name for name in _HEADERS if name not in headers]
    if missing:
        raise HandTextError(first_action, f"the header lacks {', '.join(missing)}")
    read = _Reader(headers)
    rules_line, rules_text = read.text("Rules")
    try:
        # The options by name, a list the deepest of their values.
        options = bounded.loads(rules_text, 2)
        rules = Rules.from_dict(options)
    except (TypeError, ValueError) as error:
        raise HandTextError(rules_line, f"the rules do not read: {error}") from None
    for name, option in rules.to_dict().items():
        if isinstance(option, int) and not isinstance(option, bool) and option > LIMIT:
            raise HandTextError(
                rules_line, f"the rule {name}={shown(option)} is larger than any game holds"
            )
    preset_line, preset = read.text("Preset")
    if preset not in Rules.PRESETS:
        raise HandTextError(
            preset_line, f"the preset {shown(preset)} is not one of {', '.join(Rules.PRESETS)}"
        )
    n = rules.players
    seats = _read_seats(seat_lines, n, read.text("Player")[0])
    player = read.whole("Player")
    if player >= n:
        raise HandTextError(read.text("Player")[0], f"there is no seat {player}")
    antes_line, antes = read.text("Antes")
    if antes not in ("due", "not due"):
        raise HandTextError(antes_line, "Antes is 'due' or 'not due'")
    start = {
        "hand_no": read.whole("Hand", 1) - 1,
        "dealer": read.whole("Dealer"),
        "pot": read.whole("Pot"),
        "bankrolls": list(read.per_seat("Bankrolls", n, -LIMIT)),
        "ante_due": antes == "due",
        "scores": list(read.per_seat("Scores", n)),
        "penalties": list(read.per_seat("Penalties", n)),
    }
    try:
        HandStart.from_dict(start, n)
    except ValueError as error:
        raise HandTextError(read.text("Dealer")[0], str(error)) from None
    date_line, date = read.text("Date")
    try:
        started = datetime.fromisoformat(date)
    except ValueError:
        raise HandTextError(date_line, f"{shown(date)} is not a date and time") from None
    result_line, result_text = read.text("Result")
    result = _read_result(result_line, result_text, n)
    revision = _revision_of(*read.text("Format"))
    seed = read.whole("Seed", 0, SEED_LIMIT)
    actions = _read_actions(lines, first_action)
    if not actions:
        raise HandTextError(len(lines) + 1, "no actions follow the header: it may be cut short")
    try:
        hand = HandRecord(
            session_id="",
            started=started,
            duration=0.0,
            preset=preset,
            # The options the text names, as the rules read them: a text written before an
            # option was added is written back without it.
            rules={name: value for name, value in rules.to_dict().items() if name in options},
            seats=seats,
            seed=seed,
            winner=result["winners"][0] if len(result["winners"]) == 1 else None,
            ending=result["ending"],
            card_points=result["points"],
            chips=result["chips"],
            pot=result["pot"],
            assist=False,
            human_seat=player,
            claimer=result["claimer"],
            winners=result["winners"],
            start=start,
            actions=tuple(a for _, _, a in actions),
            revision=revision,
        )
    except ValueError as error:
        raise HandTextError(result_line, str(error)) from None
    _check_replay(hand, actions, read.text("Seed")[0], result_line, read.text("Hand")[0])
    return hand


def _check_replay(
    hand: HandRecord,
    actions: list[tuple[int, int, str]],
    seed_line: int,
    result_line: int,
    standing_line: int,
) -> None:
    """Play the hand: each action legal for the seat it names, ending in the stated result,
    from a standing a session reaches."""
    try:
        replayed = script_of(hand).play()
    except ReplayError as error:
        if error.step is None:  # the header was read whole: only the deal itself is left
            raise HandTextError(seed_line, str(error)) from None
        if error.step >= len(actions):
            raise HandTextError(
                actions[-1][0], "the hand is not over after this line: the text may be cut short"
            ) from None
        line, _, text = actions[error.step]
        # The line names the action: only what is wrong with it is added.
        problem = str(error).partition(": ")[2] or str(error)
        raise HandTextError(line, f"{shown(text)}: {problem}") from None
    for (line, seat, text), step in zip(actions, _recorded(replayed), strict=True):
        if seat != step.seat:
            raise HandTextError(
                line, f"{shown(text)} is seat {step.seat}'s to play, not seat {seat}'s"
            )
    found = differences(hand, replayed.outcome)
    if found:
        raise HandTextError(
            result_line, "the actions do not end in this result: " + "; ".join(found)
        )
    try:
        reached(replayed)
    except ReplayError as error:
        raise HandTextError(standing_line, str(error)) from None


__all__ = [
    "FORMAT",
    "LINE_LIMIT",
    "PROBLEM_LIMIT",
    "REVISION_OF_VERSION",
    "TEXT_LIMIT",
    "VERSION",
    "VERSION_OF_REVISION",
    "HandTextError",
    "NotKept",
    "differences",
    "from_text",
    "replay",
    "script_of",
    "to_text",
]
