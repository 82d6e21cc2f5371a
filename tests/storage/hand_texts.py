"""Hand texts of real hands, damaged at random: for the hand-text fuzzer (issue #35).

``real_text`` plays a random hand of random rules, a random number of hands into its session,
and gives its text (``storage.history.to_text``). ``damaged_text`` damages it as a hostile
player would: lines dropped, doubled, swapped or cut; header values made strange; the standing
changed with the result worked out again, so that the text still replays and only the save's
checks can tell; the rules' JSON damaged; names huge, nested, right-to-left or HTML; actions
changed; the text grown past its limits. ``check_text`` opens the text as the hand history's
import does (``app.records.read_text``) and holds the answer to the issue's rule: a refusal of
one sentence under ``REFUSAL_LIMIT`` characters, or a hand that plays on from every position
the viewer offers ("Play from here").

tools/hand_text_fuzz.py runs many more than tests/app/test_hand_text_fuzz.py does.
"""

from __future__ import annotations

import json
import random
import re
import time
from datetime import datetime
from typing import Any

from bura_desktop.app.records import ReplayedHand, Unplayable, read_text
from bura_desktop.core import Game
from bura_desktop.core.levels import OFFERED_LEVELS
from bura_desktop.core.replay import HandScript, HandStart, hand_start, parse_actions
from bura_desktop.core.rules import Rules
from bura_desktop.storage import history
from bura_desktop.storage.history import HandTextError
from bura_desktop.storage.seats import HUMAN, Seat
from bura_desktop.storage.statistics import HandRecord
from tests.core.mutations import choose, load_or_refuse, mutate
from tests.core.rule_sets import random_rules

# The bound on a refusal, and on the time one text may take.
REFUSAL_LIMIT = 300
SECONDS = 10.0

NAMES = ("Masha", "Kolya", "Я", "\u05d3\u05e0\u05d4", "\u0645\u0631\u064a\u0645", "O'Neil")


def real_text(rng: random.Random) -> str:
    """The text of a random hand, as the history copies it."""
    rules = random_rules(rng)
    game = Game(rules, seed=rng.getrandbits(63), dealer=None)
    for _ in range(rng.choice((0, 0, 1, 2, 4))):  # hands before this one: a standing
        while not game.hand_over:
            game.apply(choose(game.legal_actions(), rng))
        if game.session_over:
            game = Game(rules, seed=rng.getrandbits(63), dealer=None)
            break
        game.next_hand()
    start, seed = hand_start(game), game.state().hand_seed
    assert seed is not None
    actions = []
    while not game.hand_over:
        action = choose(game.legal_actions(), rng)
        game.apply(action)
        actions.append(str(action))
    outcome = game.outcome
    assert outcome is not None
    human = rng.randrange(rules.players)
    seats = tuple(
        Seat(rng.choice(NAMES), HUMAN if s == human else rng.choice(OFFERED_LEVELS))
        for s in range(rules.players)
    )
    hand = HandRecord(
        session_id="",
        started=datetime(2026, 1, 1, 12, 0, 0),
        duration=0.0,
        preset=rng.choice(Rules.PRESETS),
        rules=rules.to_dict(),
        seats=seats,
        seed=seed,
        winner=outcome.winner,
        ending=outcome.how,
        card_points=tuple(outcome.points),
        chips=tuple(outcome.chips),
        pot=outcome.pot,
        assist=False,
        human_seat=human,
        claimer=outcome.claimer,
        winners=tuple(outcome.winners),
        start=start.to_dict(),
        actions=tuple(actions),
    )
    return history.to_text(hand)


# ---------------------------------------------------------------- damage

STANDING = ("Hand", "Dealer", "Pot", "Bankrolls", "Antes", "Scores", "Penalties")


def _header(lines: list[str], name: str) -> int | None:
    return next((i for i, line in enumerate(lines) if line.startswith(f"{name}:")), None)


def _strange_number(rng: random.Random, number: int) -> str:
    return str(
        rng.choice(
            (
                0,
                1,
                -1,
                number + 1,
                number - 1,
                number * 2,
                -number,
                10**9,
                10**9 + 1,
                -(10**9),
                10**12,
                3 * 10**9,
                10**30,
            )
        )
    )


def _strange_words(rng: random.Random, value: str) -> str:
    words = value.split()
    if words and rng.random() < 0.7:
        i = rng.randrange(len(words))
        if re.fullmatch(r"-?[0-9]+", words[i]):
            words[i] = _strange_number(rng, int(words[i]))
        else:
            words[i] = rng.choice(("due", "not", "-", "x", "0", "１", "1_000", "٣", "NaN"))
        return " ".join(words)
    return rng.choice(("", "-", "0 0", "x", "1e3", " ".join(words[:-1]), value + " 0"))


def _standing_changed(lines: list[str], rng: random.Random) -> str:
    """A standing no session left, with the result the hand then gives: the text replays."""
    header = {line.partition(":")[0]: line.partition(":")[2].strip() for line in lines}
    try:  # an earlier damage may have spoilt what this one needs
        rules = Rules.from_dict(json.loads(header["Rules"]))
        start: dict[str, Any] = {
            "hand_no": int(header["Hand"]) - 1,
            "dealer": int(header["Dealer"]),
            "pot": int(header["Pot"]),
            "bankrolls": [int(b) for b in header["Bankrolls"].split()],
            "ante_due": header["Antes"] == "due",
            "scores": [int(s) for s in header["Scores"].split()],
            "penalties": [int(p) for p in header["Penalties"].split()],
        }
        seed, revision = int(header["Seed"]), 3 if header["Format"].endswith(" 2") else 2
    except (KeyError, ValueError, TypeError, RecursionError):
        return "\n".join(lines)
    n = rules.players
    for _ in range(rng.choice((1, 1, 2, 3))):
        name = rng.choice(tuple(start))
        if name == "ante_due":
            start[name] = not start[name]
        elif name == "dealer":
            start[name] = rng.randrange(n)
        elif isinstance(start[name], list):
            seat = rng.randrange(n)
            choices = (0, 1, 2, 5, 50, 10**6, 10**9, start[name][seat] + 1, -start[name][seat])
            start[name][seat] = rng.choice(choices)
        else:
            start[name] = rng.choice((0, 1, 2, 7, 100, 10**6, 10**9))
    actions = [line for line in lines if re.match(r"[0-9]+\. ", line)]
    played = [
        a.partition(":")[2].strip() for line in actions for a in line.partition(". ")[2].split(";")
    ]
    try:
        begun = HandStart.from_dict(start, n)
        outcome = HandScript(rules, begun, seed, parse_actions(played), revision).play().outcome
    except ValueError:
        return "\n".join(lines)  # this standing does not replay: left as it was
    values = {
        "Hand": str(start["hand_no"] + 1),
        "Dealer": str(start["dealer"]),
        "Pot": str(start["pot"]),
        "Bankrolls": " ".join(map(str, start["bankrolls"])),
        "Antes": "due" if start["ante_due"] else "not due",
        "Scores": " ".join(map(str, start["scores"])),
        "Penalties": " ".join(map(str, start["penalties"])),
    }
    numbers = lambda values: " ".join(map(str, values)) or "-"  # noqa: E731
    claimer = "-" if outcome.claimer is None else outcome.claimer
    values["Result"] = (
        f"{outcome.how}; winners {numbers(outcome.winners)}; claimer {claimer}; "
        f"points {numbers(outcome.points)}; chips {numbers(outcome.chips)}; pot {outcome.pot}"
    )
    changed = [
        f"{name}: {values[name]}" if (name := line.partition(":")[0]) in values else line
        for line in lines
    ]
    return "\n".join(changed)


def _name(rng: random.Random) -> str:
    return rng.choice(
        (
            '"' + "x" * rng.choice((25, 1000, 100_000)) + '"',
            "[" * 1000 + "]" * 1000,
            '"<b>bold</b> <img src=x>"',
            '"\u202eevil\u202c"',
            '"\u200f\u05d3"',
            '"\\u0000"',
            '""',
            '"   "',
            "{}",
            "null",
            '"\\ud800"',
            # Issue #46: padded past the rule for a name, or holding what never shows.
            '"W' + " " * rng.choice((25, 100_000, 300_000)) + '"',
            '"W' + "\\u00a0" * 1000 + 'X"',
            '"Ann\\u200b\\u200b"',
            '"\\u3164\\u3164"',
            '"A' + "\\u0301" * 500 + '"',
            '"Olga\\n<script>"',
        )
    )


def damage_once(text: str, rng: random.Random) -> tuple[str, str]:
    """``text`` with one damage, and what it was."""
    lines = text.split("\n")
    kind = rng.choice(
        ("line", "line", "header", "header", "standing", "standing", "standing", "rules",
         "name", "action", "action", "grow", "bytes")
    )  # fmt: skip
    if kind == "line" and lines:
        i = rng.randrange(len(lines))
        how = rng.choice(("drop", "double", "swap", "cut", "blank"))
        if how == "drop":
            del lines[i]
        elif how == "double":
            lines.insert(i, lines[i])
        elif how == "swap":
            j = rng.randrange(len(lines))
            lines[i], lines[j] = lines[j], lines[i]
        elif how == "cut":
            lines[i] = lines[i][: rng.randrange(len(lines[i]) + 1)]
        else:
            lines[i] = ""
        return "\n".join(lines), f"{how} line {i + 1}"
    if kind == "header":
        name = rng.choice((*STANDING, "Player", "Seed", "Result", "Format", "Date", "Preset"))
        at = _header(lines, name)
        if at is not None:
            value = lines[at].partition(":")[2].strip()
            lines[at] = f"{name}: {_strange_words(rng, value)}"
            return "\n".join(lines), f"{name} made strange: {lines[at][:60]!r}"
    if kind == "standing":
        return _standing_changed(lines, rng), "the standing changed, the result worked out"
    if kind == "rules":
        at = _header(lines, "Rules")
        try:
            assert at is not None
            changed, done = mutate(lines[at].partition(":")[2].strip(), rng)
        except (AssertionError, ValueError):  # an earlier damage spoilt the line
            pass
        else:
            lines[at] = f"Rules: {changed}"
            return "\n".join(lines), f"rules: {done}"
    if kind == "name":
        seats = [i for i, line in enumerate(lines) if line.startswith("Seat ")]
        if seats:
            i = rng.choice(seats)
            head, _, rest = lines[i].partition(": ")
            level = rest.partition(" ")[0]
            lines[i] = f"{head}: {level} {_name(rng)}"
            return "\n".join(lines), f"a name: {lines[i][:60]!r}"
    if kind == "action":
        numbered = [i for i, line in enumerate(lines) if re.match(r"[0-9]+\. ", line)]
        if numbered:
            i = rng.choice(numbered)
            number, _, plays = lines[i].partition(". ")
            items = plays.split("; ")
            j = rng.randrange(len(items))
            seat, _, action = items[j].partition(": ")
            how = rng.choice(("seat", "card", "drop", "word", "double"))
            if how == "seat":
                items[j] = f"{_strange_number(rng, int(seat or 0))}: {action}"
            elif how == "card":
                items[j] = (
                    f"{seat}: {action.replace(rng.choice('6789JQKA'), rng.choice('6789JQKA'), 1)}"
                )
            elif how == "drop":
                del items[j]
            elif how == "word":
                items[j] = (
                    f"{seat}: {rng.choice(('pass', 'claim', 'blind', 'declare bura', 'fold', ''))}"
                )
            else:
                items.insert(j, items[j])
            lines[i] = f"{number}. " + "; ".join(items)
            return "\n".join(lines), f"action {how} on line {i + 1}"
    if kind == "grow":
        how = rng.choice(("long line", "many lines", "past the limit"))
        if how == "long line":
            lines.insert(rng.randrange(len(lines) + 1), "x" * rng.choice((4097, 100_000)))
        elif how == "many lines":
            lines += ["1. 0: pass"] * rng.choice((1000, 50_000))
        else:
            lines.append("#" * (history.TEXT_LIMIT + 1))
        return "\n".join(lines), how
    cut = rng.randrange(len(text) + 1)
    junk = rng.choice(("\x00", "\ufeff", "\r", "\u2028", "\ud7ff", ":" * 50, "\t;\t", "é" * 9))
    return text[:cut] + junk + text[cut:], f"{junk!r} at {cut}"


def damaged_text(rng: random.Random) -> tuple[str, list[str]]:
    """A real hand's text with one to three damages, and what they were."""
    text = real_text(rng)
    done = []
    for _ in range(rng.choice((1, 1, 1, 2, 3))):
        try:
            text, damage = damage_once(text, rng)
        except (IndexError, KeyError, TypeError, ValueError):
            damage = "none more: an earlier damage was in the way"
        done.append(damage)
    return text, done


# ---------------------------------------------------------------- the property

OUTCOMES = ("refused", "opened, and plays on from every position")
# How the hand history's window words a refusal in English (ui/records/history_window.py).
WORDED = {
    HandTextError: "The hand could not be read. Line {line}: {problem}",
    Unplayable: (
        "This hand does not replay as it was recorded, so it is not shown (the record may be"
        " damaged, or the rules have changed): {detail}"
    ),
}


def refusal(found: object) -> str:
    """The sentence the window shows for a refusal (a file problem's are fixed, and short)."""
    if isinstance(found, HandTextError):
        return WORDED[HandTextError].format(line=found.line, problem=found.problem)
    if isinstance(found, Unplayable):
        return WORDED[Unplayable].format(detail=found.detail)
    return ""


def check_text(text: str, rng: random.Random) -> str:
    """Import ``text`` as the hand history does; an ``OUTCOMES`` entry, or what went wrong."""
    started = time.monotonic()
    found = read_text(text)(None)  # type: ignore[arg-type]  # reading a text needs no statistics
    seconds = time.monotonic() - started
    if seconds > SECONDS:
        return f"took {seconds:.1f} s"
    if not isinstance(found, ReplayedHand):
        words = refusal(found)
        if len(words) >= REFUSAL_LIMIT:
            return f"a refusal of {len(words)} characters: {words[:100]}"
        return "refused"
    practices = [p.practice for p in found.positions if p.practice is not None]
    for practice in practices:
        try:
            Game.from_json(practice.resume or "")
        except ValueError as error:
            return f"play from here stops: {str(error)[:200]}"
    if practices:
        # And one of them played on, as the practice hand would be.
        chosen = rng.choice(practices)
        if not load_or_refuse(chosen.resume or "", rng):
            return "play from here refused"
    return "opened, and plays on from every position"
