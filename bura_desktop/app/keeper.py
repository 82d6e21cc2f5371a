"""What a session leaves on disk: its saved game and its statistics, written from the worker.

The keeper is called by the controller in the worker thread after each batch of events, so
file and database writes never hold up the table. It opens the statistics itself, on first
use, because an SQLite connection belongs to the thread that opened it.
"""

from __future__ import annotations

import dataclasses
import time
from collections.abc import Sequence
from datetime import datetime
from typing import Any

from bura_desktop.app.table import TableSetup
from bura_desktop.core import Game
from bura_desktop.core.events import Event, HandDealt, HandOver, SessionOver, TrickWon
from bura_desktop.core.replay import HandScript, action_of, hand_start
from bura_desktop.core.rules import RULES_REVISION
from bura_desktop.storage import savegame
from bura_desktop.storage.paths import Profile
from bura_desktop.storage.statistics import HandRecord, SessionRecord, Statistics


class SessionKeeper:
    """Saves the running session and records its hands; every method returns user messages."""

    def __init__(self, profile: Profile, points_assist: bool = False) -> None:
        self.profile = profile
        self.points_assist = points_assist
        self.hints = 0  # asked for in the hand being played
        self.statistics: Statistics | None = None
        self._hand_started = (datetime.now(), time.monotonic())
        # The hand's deal seed, its standing at the deal and its actions so far, from which it
        # can be played again; None for a hand dealt from a stacked pack, or resumed from a
        # save that did not keep them.
        self._replay: tuple[int, dict[str, Any], list[str]] | None = None
        # The hand recorded last: a hosted table passes it on to the people at it.
        self.last_hand: HandRecord | None = None

    def open(self) -> list[str]:
        if self.statistics is not None:
            return []
        self.statistics, messages = Statistics.open(self.profile)
        return messages

    def session_started(self, setup: TableSetup, game: Game) -> list[str]:
        """A new session (not a resumed one): file it in the statistics."""
        assert self.statistics is not None
        record = SessionRecord(
            setup.session_id,
            datetime.now(),
            setup.preset,
            _rules_dict(game),
            setup.stored_seats(),
        )
        return _some(self.statistics.start_session(record))

    def hand_resumed(self, replay: HandScript | None = None) -> None:
        """A hand goes on from a save, with what replays it so far (checked against the game:
        ``TableSetup.resume_replay``), if the save kept that."""
        # The time before the quit is lost: the hand's duration counts from the resumption.
        self._hand_started = (datetime.now(), time.monotonic())
        self.hints = 0
        self._replay = (
            None
            if replay is None
            else (replay.seed, replay.start.to_dict(), [str(a) for a in replay.actions])
        )

    def after(self, setup: TableSetup, game: Game, events: Sequence[Event]) -> list[str]:
        """Save and record what ``events`` finished: a deal, a trick, a hand, the session."""
        messages: list[str] = []
        dealt = next((e for e in events if isinstance(e, HandDealt)), None)
        if dealt is not None:
            self.hand_resumed()
            # "Replay this deal" stacks the first hand's pack from its seed.
            seed = dealt.seed if dealt.seed is not None or game.hand_no else setup.deal_seed
            if seed is not None:
                self._replay = (seed, hand_start(game).to_dict(), [])
        elif self._replay is not None and (action := action_of(events)) is not None:
            self._replay[2].append(str(action))
        # The save first: a crash in between loses a hand's record, never replays a hand.
        if any(isinstance(e, SessionOver) for e in events) or game.session_over:
            messages += _some(savegame.clear(self.profile))
        elif any(isinstance(e, HandDealt | TrickWon | HandOver) for e in events):
            messages += self.save(setup, game)
        for event in events:
            if isinstance(event, HandOver):
                messages += self._record(setup, game, event)
        return messages

    def save(self, setup: TableSetup, game: Game) -> list[str]:
        if game.session_over:
            return []
        kept = None
        if self._replay is not None:
            seed, start, actions = self._replay
            kept = {
                "seed": seed,
                "start": start,
                "actions": list(actions),
                "revision": RULES_REVISION,
            }
        session = savegame.SavedSession(
            game.to_json(),
            setup.session_id,
            setup.stored_seats(),
            setup.watched,
            datetime.now(),
            kept,
            setup.remote,
            setup.table,
        )
        return _some(savegame.save(self.profile, session))

    def set_save_aside(self) -> str:
        """The game stopped on an error: its save must not be resumed into the same failure."""
        return savegame.set_aside_failed(self.profile)

    def _record(self, setup: TableSetup, game: Game, event: HandOver) -> list[str]:
        assert self.statistics is not None
        outcome = event.outcome
        started, clock = self._hand_started
        replay = self._replay
        seed = outcome.seed if outcome.seed is not None else game.seed
        hand = HandRecord(
            session_id=setup.session_id,
            started=started,
            duration=time.monotonic() - clock,
            preset=setup.preset,
            rules=_rules_dict(game),
            seats=setup.stored_seats(),
            seed=seed if replay is None else replay[0],
            winner=outcome.winner,
            ending=outcome.how,
            card_points=tuple(outcome.points),
            chips=tuple(outcome.chips),
            pot=outcome.pot,
            assist=self.points_assist,
            human_seat=setup.watched,
            claimer=outcome.claimer,
            winners=tuple(outcome.winners),
            hints=self.hints,
            start=None if replay is None else replay[1],
            actions=None if replay is None else tuple(replay[2]),
            revision=RULES_REVISION,
        )
        self.last_hand = hand  # whole: the host passes it on to whoever may see it all
        if setup.hides_from(setup.watched, game.played_down()):
            # A person's face-down cards were kept from this seat: so are the deal and its
            # replay, which would show them. The hand is kept as this seat saw it end.
            hand = dataclasses.replace(hand, seed=0, start=None, actions=None)
        return _some(self.statistics.record_hand(hand))

    def close(self) -> list[str]:
        """Close the statistics at quit: hands the file could not take yet are kept."""
        if self.statistics is None:
            return []
        statistics, self.statistics = self.statistics, None
        return _some(statistics.close())


def _rules_dict(game: Game) -> dict[str, Any]:
    return dataclasses.asdict(game.rules)


def _some(message: str | None) -> list[str]:
    return [] if message is None else [message]
