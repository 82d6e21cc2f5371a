"""A hand as a seed and a list of actions: dealt again from its seed, played again move for move.

The cards alone do not settle a hand's outcome: a pot carried over from a hand nobody won, the
bankrolls (a broke seat ends the session, which shares the pot out) and the hands already played
(a session of a set length) change what the hand pays. ``HandStart`` is that standing as the hand
was dealt; with the rules, the deal's seed and the actions, ``HandScript.play`` deals the hand
again and plays it through. An action that is not legal where it stands, or a hand that ends too
soon or not at all, raises ``ReplayError``: a recorded hand is never replayed other than as played.

A hand is replayed under the rules revision it was played under (docs/RULES.md). Revision 3
asks the player who would lead first, at a trick start where anybody is asked to declare, to
claim 31 or pass; revision 2 asked the holders of combinations alone. A revision-2 hand's
actions never answer that question, so the replay supplies the leader's pass wherever it is
asked (``leader_unasked_in_revision_2``): not speaking is what revision 2 meant, and the hand
then goes on exactly as it did.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass, fields
from typing import Any, get_type_hints

from bura_desktop.core.actions import PASS, Action
from bura_desktop.core.bounded import shown
from bura_desktop.core.events import (
    BlindBet,
    CardsPlayed,
    Claimed,
    Declared,
    Event,
    HandLookedAt,
    Passed,
)
from bura_desktop.core.fields import Keys, Kind, kinds_of
from bura_desktop.core.game import DECLARE_PHASE, OVER_PHASE, Game, Outcome
from bura_desktop.core.refusals import IllegalAction
from bura_desktop.core.rules import RULES_REVISION, Rules
from bura_desktop.core.state import GameState

# A larger seed is not from a hand anyone played (as in saved games).
SEED_LIMIT = 2**63 - 1
# The rules revisions whose recorded hands replay, oldest first.
REVISIONS: tuple[int, ...] = (2, RULES_REVISION)


class ReplayError(ValueError):
    """A hand that cannot be played again as it was recorded.

    ``step`` is the index of the action at fault (None when the fault is not one action's).
    """

    def __init__(self, message: str, step: int | None = None) -> None:
        super().__init__(message)
        self.step = step


@dataclass(frozen=True)
class HandStart:
    """The session's standing when a hand was dealt, before its antes: fields of the game's
    state (``GameState``), of the same names, written and read by the state's own kinds."""

    hand_no: int
    dealer: int
    pot: int
    bankrolls: tuple[int, ...]
    ante_due: bool
    scores: tuple[int, ...]  # hands won, under series scoring
    penalties: tuple[int, ...]  # penalty points, under penalty scoring

    def to_dict(self) -> dict[str, Any]:
        return {name: _KINDS[name].write(getattr(self, name)) for name in _START_FIELDS}

    @classmethod
    def from_dict(cls, data: Any, players: int) -> HandStart:
        """The standing from ``to_dict`` output; ``ValueError`` says what is wrong."""
        keys = Keys(data, "the hand's start")
        read = {name: _KINDS[name].read(keys.take(name), players, name) for name in _START_FIELDS}
        keys.done()
        return cls(**read)


_START_FIELDS = tuple(field.name for field in fields(HandStart))
# Each is the state's field of that name, and read as the state's saves read it.
_KINDS: dict[str, Kind] = {}
for _name, _kind in kinds_of(GameState).items():
    if _name in _START_FIELDS and isinstance(_kind, Kind):
        _KINDS[_name] = _kind
_TYPES, _STATE_TYPES = get_type_hints(HandStart), get_type_hints(GameState)
if set(_KINDS) != set(_START_FIELDS) or any(_TYPES[n] != _STATE_TYPES[n] for n in _KINDS):
    raise TypeError("every field of HandStart must be a saved field of GameState, as typed")


def hand_start(game: Game) -> HandStart:
    """The standing the hand ``game`` is playing was dealt with; only while it is played.

    Until the hand ends no chips move but the antes, so what the bankrolls lost since the deal
    is what went into the pot, and antes were due exactly when some were paid.
    """
    if game.phase == OVER_PHASE:
        raise ValueError("the hand is over: its start is no longer known")
    state = game.state()
    before = state.chips_at_start
    antes = sum(before) - sum(state.bankrolls)
    return HandStart(
        hand_no=state.hand_no,
        dealer=state.dealer,
        pot=state.pot - antes,
        bankrolls=before,
        ante_due=antes > 0,
        scores=state.scores,
        penalties=state.penalties,
    )


def action_of(events: Sequence[Event]) -> Action | None:
    """The action whose events these are (``Game.apply``'s), or None for a deal's.

    An action's own event always comes first; what follows (a trick taken, cards drawn, a
    Bura showdown's plays) the rules did by themselves.
    """
    if not events:
        return None
    first = events[0]
    if isinstance(first, CardsPlayed):
        return Action.parse(
            "play " + " ".join(map(str, first.cards)) + (" down" if first.down else "")
        )
    if isinstance(first, Claimed):
        return Action.parse("claim")
    if isinstance(first, Declared):
        return Action.parse("declare " + first.declaration)
    if isinstance(first, BlindBet):
        return Action.parse("blind")
    if isinstance(first, Passed | HandLookedAt):  # looking at the hand unbet passes the blind
        return Action.parse("pass")
    return None


@dataclass(frozen=True)
class Step:
    """One action of a replayed hand: who took it, and the game and its events just after."""

    seat: int
    action: Action
    events: tuple[Event, ...]
    game: Game
    # Not in the record: supplied to replay an older revision's hand (the leader's pass that
    # revision 2 never asked for). Shown like any action, but no decision of the seat's.
    supplied: bool = False


@dataclass(frozen=True)
class Replayed:
    """A hand played again: the deal, then every step; ``game`` is the hand at its end."""

    dealt: Game
    deal_events: tuple[Event, ...]
    steps: tuple[Step, ...]

    @property
    def game(self) -> Game:
        return self.steps[-1].game if self.steps else self.dealt

    @property
    def outcome(self) -> Outcome:
        outcome = self.game.outcome
        assert outcome is not None  # ``play`` refuses a hand that does not end
        return outcome


@dataclass(frozen=True)
class HandScript:
    """What it takes to deal a hand again and play it: rules, standing, seed and actions, and
    the rules revision they were played under (one of ``REVISIONS``)."""

    rules: Rules
    start: HandStart
    seed: int
    actions: tuple[Action, ...]
    revision: int = RULES_REVISION

    def deal(self) -> tuple[Game, tuple[Event, ...]]:
        """The hand as dealt, and the deal's events (the antes with it)."""
        rules, start = self.rules, self.start
        n = rules.players
        if type(self.revision) is not int or self.revision not in REVISIONS:
            raise ReplayError(
                f"the hand was played under rules revision {self.revision}, which this version"
                f" does not replay (it replays {' and '.join(map(str, REVISIONS))})"
            )
        if not 0 <= self.seed <= SEED_LIMIT:
            raise ReplayError(f"the seed {shown(self.seed)} is not a deal's seed")
        if len(start.bankrolls) != n or not 0 <= start.dealer < n:
            raise ReplayError(f"the hand's start is not one of {n} seats")
        events: list[Event] = []
        game = Game.deal_on(
            rules,
            self.seed,
            hand_no=start.hand_no,
            dealer=start.dealer,
            pot=start.pot,
            bankrolls=start.bankrolls,
            scores=start.scores,
            penalties=start.penalties,
            ante_due=start.ante_due,
            events=events,
        )
        return game, tuple(events)

    def play(self) -> Replayed:
        """Deal and play every action; ``ReplayError`` if the hand does not go as recorded.

        The steps are the recorded actions, each with its seat, and under an older revision
        the actions it did not ask for, ``supplied`` (see the module's docstring).
        """
        game, deal_events = self.deal()
        dealt = game.clone()
        steps = self._steps(game)
        if not game.hand_over:
            raise ReplayError(
                f"the hand is not over after the last of its {len(self.actions)} actions",
                len(self.actions),
            )
        return Replayed(dealt, deal_events, tuple(steps))

    def in_current_revision(self) -> HandScript:
        """The same hand as this revision records it: the actions an older revision did not
        ask for written in. The hand need not be over: a hand begun by an older version and
        resumed from its save goes on under this revision, and is recorded so."""
        game, _ = self.deal()
        actions = [step.action for step in self._steps(game)]
        if self.revision == 2 and leader_unasked_in_revision_2(game):
            actions.append(Action(PASS))  # the next action is the first holder's
        return HandScript(self.rules, self.start, self.seed, tuple(actions), RULES_REVISION)

    def _steps(self, game: Game) -> list[Step]:
        """Play every action on ``game``, as dealt, supplying what an older revision meant."""
        steps: list[Step] = []
        older = self.revision == 2
        for i, action in enumerate(self.actions):
            if game.hand_over:
                raise ReplayError(
                    f"the hand was over after action {i}, yet {len(self.actions)} are recorded", i
                )
            if older and leader_unasked_in_revision_2(game):
                # Exact: revision 2 went straight to the first holder, as this pass does.
                leader = game.leader
                events = game.apply(Action(PASS))
                steps.append(Step(leader, Action(PASS), tuple(events), game.clone(), True))
            seat = game.to_act
            assert seat is not None
            try:
                events = game.apply(action)
            except IllegalAction as error:
                raise ReplayError(f"action {i + 1}, {action}, is not legal: {error}", i) from None
            steps.append(Step(seat, action, tuple(events), game.clone()))
        return steps


def leader_unasked_in_revision_2(game: Game) -> bool:
    """Whether ``game`` stands where revision 3 asks the leader first and revision 2 did not ask
    him at all: at a trick start (nothing declared yet), the leader asked with nothing to
    declare, so that he may only claim or pass. Revision 2 never stood there."""
    if game.phase != DECLARE_PHASE or game.to_act != game.leader:
        return False
    legal = game.legal_moves()
    return bool(legal) and legal[0] == PASS and not game.state().declared


def script_so_far(kept: Any, game: Game) -> tuple[HandScript, tuple[Event, ...]]:
    """The hand ``game`` is playing as a save kept it so far (``{"seed", "start", "actions",
    "revision"}``: its deal seed, its standing at the deal, its actions and their rules
    revision, 2 where none is kept), checked against ``game``: dealt and played again, it must
    stand exactly where ``game`` stands. Given as this revision records it (the leader's
    passes of an older revision written in), with every event of the hand so far;
    ``ReplayError`` says what does not fit.

    A replay taken on trust would record a resumed hand that its history then refuses to
    replay (issue #35).
    """
    if not isinstance(kept, dict):
        raise ReplayError("the hand's replay is not an object")
    seed, actions, revision = kept.get("seed"), kept.get("actions"), kept.get("revision", 2)
    if type(seed) is not int:
        raise ReplayError(f"the hand's seed {shown(seed)} is not a number")
    if not isinstance(actions, list) or not all(isinstance(a, str) for a in actions):
        raise ReplayError("the hand's actions are not a list of actions")
    try:
        start = HandStart.from_dict(kept.get("start"), game.rules.players)
    except ValueError as error:
        raise ReplayError(f"the hand's start does not read: {error}") from None
    script = HandScript(game.rules, start, seed, parse_actions(actions), revision)
    if revision != RULES_REVISION:
        script = script.in_current_revision()
    replayed, dealt = script.deal()
    steps = script._steps(replayed)
    if _standing(replayed) != _standing(game):
        raise ReplayError("the hand's actions do not lead to where its game stands")
    return script, (*dealt, *(event for step in steps for event in step.events))


def _standing(game: Game) -> GameState:
    # Neither seed is the position's: a replay knows no session seed, and a hand dealt from a
    # stacked pack (Replay this deal) keeps none of its own.
    return game.state()._replace(seed=0, hand_seed=None)


def position_json(game: Game) -> str:
    """A replayed position as a saved game (``Game.to_json``) to play the hand on from.

    A replay deals from the hand's own seed, which the session's seed of a replayed game does
    not give (``Game.deal_on`` knows no session seed): the position keeps every card where it
    is, stock order included, and forgets that seed, as a stacked deal does.
    """
    return Game.restore(game.rules, game.state()._replace(hand_seed=None)).to_json()


def parse_actions(texts: Iterable[str]) -> tuple[Action, ...]:
    """Actions from their text; ``ReplayError`` names the first that is not one."""
    actions = []
    for i, text in enumerate(texts):
        try:
            actions.append(Action.parse(text))
        except ValueError as error:
            raise ReplayError(f"action {i + 1} is not an action: {error}", i) from None
    return tuple(actions)


__all__ = [
    "REVISIONS",
    "HandScript",
    "HandStart",
    "ReplayError",
    "Replayed",
    "Step",
    "action_of",
    "hand_start",
    "leader_unasked_in_revision_2",
    "parse_actions",
    "script_so_far",
]
