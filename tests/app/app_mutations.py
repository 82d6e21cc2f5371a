"""Damaged saves through the app's own start, for tests/app/test_app_mutations.py and
``tools/mutation_campaign.py --app``.

``try_save`` writes a damaged save where the app reads it, then does what a start does:
``storage.savegame`` and ``app.resume`` read it, a ``GameController`` with its ``SessionKeeper``
resumes it (no window: the controller is driven through its slots and signals, in this thread),
and random legal actions play the rest of its hand and one more. The outcome is one of
``OUTCOMES``; anything else is a failure, described in the returned text.
"""

from __future__ import annotations

import json
import random
import time
from collections import deque
from datetime import datetime
from typing import cast

from PySide6.QtCore import QCoreApplication, QEventLoop

from bura_desktop.ai import make_player
from bura_desktop.app.controller import GameController
from bura_desktop.app.keeper import SessionKeeper
from bura_desktop.app.resume import saved_setup
from bura_desktop.core import Game, SeatView
from bura_desktop.core.events import HandOver, SessionOver
from bura_desktop.core.levels import OFFERED_LEVELS
from bura_desktop.storage import savegame
from bura_desktop.storage.paths import Profile
from bura_desktop.storage.seats import HUMAN, Seat
from tests.core.mutations import choose, mutate, real_save

OUTCOMES = (
    "set aside at start",  # the save was refused: moved aside, with a message
    "finished session cleared",  # a save whose session had ended is simply removed
    "resumed and played",
    "stopped with a message",  # loaded, failed in play: the controller's safety net caught it
)
HANDS = 2  # the resumed hand, and one whole hand more
SECONDS = 20.0  # per save: far beyond a random hand; past it the table is stuck


def damaged_save(rng: random.Random) -> tuple[bytes, list[str]]:
    """A save file of a real position, damaged in the game (mostly) or in its envelope."""
    game = real_save(rng)
    players = Game.from_json(game).rules.players
    seats = (
        Seat("You", HUMAN),
        *(Seat(f"P{i}", rng.choice(OFFERED_LEVELS)) for i in range(1, players)),
    )
    data = savegame.SavedSession(game, "s" * 32, seats, 0, datetime(2026, 1, 1)).to_dict()
    if rng.random() < 0.8:
        data["game"], damage = mutate(game, rng)
        return json.dumps(data).encode(), [f"game: {d}" for d in damage]
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
            return "set aside at start" if kept else f"said {messages} but kept nothing"
        return "finished session cleared"
    keeper = SessionKeeper(profile)
    controller = GameController(setup, lambda level, seed: make_player("random", seed), keeper)
    try:
        return _play(controller, rng, profile)
    finally:
        controller.stop()
        keeper.close()


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
            # A computer's move comes from its own thread, by a queued signal.
            QCoreApplication.processEvents(QEventLoop.ProcessEventsFlag.AllEvents, 20)
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
