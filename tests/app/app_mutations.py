"""Damaged saves through the app's own start, for tests/app/test_app_mutations.py and
``tools/mutation_campaign.py --app``.

``damaged_save`` writes the save of a real session as the keeper does (its seats, session id,
time and the replay of the hand so far) and damages its game (mostly) or its envelope: the
seats (a second human, a level or name no seat has, one too many or too few), the human's
seat, the session id, the time, the replay record (an action fewer or more, another deal,
standing or revision, keys dropped), the rule options (one deleted), or anywhere at random.
``try_save`` writes it where the app reads it, then does what a start does: ``storage.savegame``
and ``app.resume`` read it, a ``GameController`` with its ``SessionKeeper`` resumes it (no
window: the controller is driven through its slots and signals, in this thread), and random
legal actions play the rest of its hand and one more. The outcome is one of ``OUTCOMES``;
anything else is a failure, described in the returned text: a save refused but not kept byte
for byte, a table that waits for ever, a legal action refused, or a hand recorded from the
resumed session that its history then refuses to replay.
"""

from __future__ import annotations

import json
import random
import time
import uuid
from collections import deque
from datetime import datetime
from typing import Any, cast

from PySide6.QtCore import QCoreApplication, QEventLoop

from bura_desktop.ai import make_player
from bura_desktop.app.controller import GameController
from bura_desktop.app.keeper import SessionKeeper
from bura_desktop.app.resume import saved_setup
from bura_desktop.core import Game, SeatView
from bura_desktop.core.bounded import shown
from bura_desktop.core.events import HandOver, SessionOver
from bura_desktop.core.levels import OFFERED_LEVELS
from bura_desktop.core.replay import ReplayError, hand_start
from bura_desktop.core.saved import SAVED_RULES
from bura_desktop.storage import history, savegame
from bura_desktop.storage.history import NotKept
from bura_desktop.storage.paths import Profile
from bura_desktop.storage.seats import HUMAN, Seat
from bura_desktop.storage.statistics import Statistics
from tests.core.mutations import choose, mutate
from tests.core.rule_sets import random_rules

OUTCOMES = (
    "set aside at start",  # the save was refused: moved aside, with a message
    "finished session cleared",  # a save whose session had ended is simply removed
    "resumed and played",
    "stopped with a message",  # loaded, failed in play: the controller's safety net caught it
)
HANDS = 2  # the resumed hand, and one whole hand more
SECONDS = 20.0  # per save: far beyond a random hand; past it the table is stuck


def real_session(rng: random.Random) -> dict[str, Any]:
    """The save file's data of a random session at a random point, as the keeper writes it."""
    game = Game(random_rules(rng), seed=rng.getrandbits(63), dealer=None)
    players = game.rules.players

    def dealt() -> dict[str, Any]:
        seed = game.state().hand_seed
        return {"seed": seed, "start": hand_start(game).to_dict(), "actions": [], "revision": 3}

    replay = dealt()
    for _ in range(rng.randint(0, 80)):
        if game.hand_over:
            if game.session_over:
                break
            game.next_hand()
            replay = dealt()
            continue
        action = choose(game.legal_actions(), rng)
        game.apply(action)
        replay["actions"].append(str(action))
    human = rng.randrange(players)
    seats = tuple(
        Seat("You" if s == human else f"P{s}", HUMAN if s == human else rng.choice(OFFERED_LEVELS))
        for s in range(players)
    )
    session = savegame.SavedSession(
        game.to_json(), uuid.UUID(int=rng.getrandbits(128)).hex, seats, human,
        datetime(2026, 1, 1), replay,
    )  # fmt: skip
    return session.to_dict()


STRANGE: tuple[Any, ...] = (
    None, True, 0, -1, 7, 10**12, 1.5, "", "x" * 65, "x" * 10_000, [], {},
    # Issue #46: numbers no save holds, and text padded far past a value's size.
    float("inf"), float("-inf"), float("nan"), 10**400, "W" + " " * 300_000,
)  # fmt: skip
# Names a hostile save holds: the one rule for a name refuses all but the HTML, shown as
# written (issue #46 adds the padded and invisible ones).
BAD_NAMES: tuple[Any, ...] = (
    "", "x" * 25, "\u202eevil", "<b>x</b>", 7, "W" + " " * 100_000, " Ann", "Ann\u200b",
    "\u3164", "Ann\nBob", float("inf"),
)  # fmt: skip


def _envelope_damaged(data: dict[str, Any], rng: random.Random) -> str:
    """One damage to the envelope's seats, session id, time, replay or rule options."""
    seats, replay = data["seats"], data["replay"]
    what = rng.choice(("seats", "human_seat", "session_id", "saved", "replay", "replay", "rules"))
    if what == "seats":
        seat = rng.randrange(len(seats))
        how = rng.choice(("human", "level", "name", "drop", "more", "strange"))
        if how == "human":
            seats[seat]["level"] = HUMAN
        elif how == "level":
            seats[seat]["level"] = rng.choice(("person", "grandmaster", "HUMAN", ""))
        elif how == "name":
            seats[seat]["name"] = rng.choice(BAD_NAMES)
        elif how == "drop":
            del seats[seat]
        elif how == "more":
            seats.append(dict(seats[seat]))
        else:
            seats[seat] = rng.choice(STRANGE)
        return f"seat {seat}: {how}"
    if what in ("human_seat", "session_id", "saved"):
        data[what] = rng.choice((*STRANGE, len(seats), data["human_seat"] + 1))
        return f"{what} set to {shown(data[what])}"
    if what == "replay":
        how = rng.choice(
            ("fewer", "more", "seed", "start", "revision", "drop", "actions", "strange")
        )
        if how == "fewer" and replay["actions"]:
            replay["actions"].pop(rng.randrange(len(replay["actions"])))
        elif how == "more":
            replay["actions"].append(rng.choice(("pass", "claim", "play A♠", "blind")))
        elif how == "seed":
            replay["seed"] = rng.choice((replay["seed"] + 1, -1, 2**64, "1", None))
        elif how == "start":
            key = rng.choice(tuple(replay["start"]))
            replay["start"][key] = rng.choice(STRANGE)
        elif how == "revision":
            replay["revision"] = rng.choice((2, 4, 0, "3", None))
        elif how == "drop":
            del replay[rng.choice(tuple(replay))]
        elif how == "actions":
            replay["actions"] = rng.choice(STRANGE)
        else:
            data["replay"] = rng.choice(STRANGE)
        return f"replay: {how}"
    game = json.loads(data["game"])
    deleted = rng.choice(SAVED_RULES)
    del game["rules"][deleted]
    data["game"] = json.dumps(game)
    return f"rule option {deleted} deleted"


def damaged_save(rng: random.Random) -> tuple[bytes, list[str]]:
    """A save file of a real session, damaged in the game (mostly) or in its envelope."""
    data = real_session(rng)
    if rng.random() < 0.6:
        data["game"], damage = mutate(data["game"], rng)
        return json.dumps(data).encode(), [f"game: {d}" for d in damage]
    if rng.random() < 0.7:
        damage = []
        for _ in range(rng.choice((1, 1, 2))):
            try:
                damage.append(_envelope_damaged(data, rng))
            except (TypeError, KeyError, IndexError, AttributeError, ValueError):
                damage.append("none more: the first was in the way")
        return json.dumps(data, ensure_ascii=False).encode(), [f"envelope: {d}" for d in damage]
    text, damage = mutate(json.dumps(data), rng)
    return text.encode(), [f"envelope: {d}" for d in damage]


def try_save(profile: Profile, content: bytes, rng: random.Random) -> str:
    """Start on ``content`` as the app does and play on; an ``OUTCOMES`` entry, or what went
    wrong."""
    profile.data_dir.mkdir(parents=True, exist_ok=True)
    profile.savegame_file.write_bytes(content)
    setup, messages = saved_setup(profile, "classic")
    if setup is None:
        if profile.savegame_file.exists():
            return f"refused but left in place ({messages})"
        if messages:
            kept = list(profile.data_dir.glob("savegame.json.*"))
            if [path.read_bytes() for path in kept] != [content]:
                return f"said {messages} but did not keep the file as it was"
            return "set aside at start"
        return "finished session cleared"
    keeper = SessionKeeper(profile)
    controller = GameController(setup, lambda level, seed: make_player("random", seed), keeper)
    try:
        outcome = _play(controller, rng, profile)
    finally:
        controller.stop()
        keeper.close()
    return _unreplayable(profile) or outcome


def _unreplayable(profile: Profile) -> str | None:
    """What is wrong with a hand the resumed session recorded with its actions: its history
    must replay it."""
    statistics, _ = Statistics.open(profile)
    try:
        for hand in statistics.hands():
            try:
                history.replay(hand)
            except NotKept:
                continue
            except ReplayError as error:
                return f"recorded a hand its history does not replay: {error}"
    finally:
        statistics.close()
    return None


def _play(controller: GameController, rng: random.Random, profile: Profile) -> str:
    happened: deque[tuple[str, object]] = deque()
    controller.events_ready.connect(lambda _gen, seen, view: happened.append(("events", seen)))
    controller.prompt.connect(lambda gen, view: happened.append(("prompt", (gen, view))))
    controller.resumed.connect(lambda _gen, view: happened.append(("resumed", view)))
    controller.failed.connect(lambda _gen, notice: happened.append(("failed", notice)))
    controller.refused.connect(lambda _gen, reason: happened.append(("refused", reason)))
    controller.start()
    hands = 0
    deadline = time.monotonic() + SECONDS
    while time.monotonic() < deadline:
        if not happened:
            # A computer's move comes from its own thread, by a queued signal; asleep
            # between looks, so as not to keep a core from that thread.
            QCoreApplication.processEvents(QEventLoop.ProcessEventsFlag.AllEvents, 20)
            time.sleep(0.002)
            continue
        kind, value = happened.popleft()
        if kind == "failed":
            if profile.savegame_file.exists():
                return f"stopped ({value}) but its save was left in place"
            return "stopped with a message"
        if kind == "refused":
            return f"a legal action was refused: {value}"
        if kind == "prompt":
            generation, view = cast(tuple[int, SeatView], value)
            controller.move(generation, view.seat, choose(view.legal_actions(), rng))
            continue
        events = value if kind == "events" else []
        controller.ready()
        if any(isinstance(e, SessionOver) for e in events):  # type: ignore[attr-defined]
            return "resumed and played"
        if any(isinstance(e, HandOver) for e in events):  # type: ignore[attr-defined]
            hands += 1
            if hands == HANDS:
                return "resumed and played"
            controller.next_hand()
    return f"stuck after {hands} hand(s)"
