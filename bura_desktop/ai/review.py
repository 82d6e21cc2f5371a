"""The Expert's review of a recorded hand: each decision of one seat, weighed after the fact.

For every decision of the reviewed seat with more than one legal action, the Expert
(``make_player("expert")``) evaluates the moves it would search and the move played, from that
seat's view as it was before the action (``Game.view``: its information set then, never a
hidden card), every move on the same sampled worlds and the same rollout luck
(``SearchPlayer.values``, which is ``search.evaluate``). A decision whose move is worth less
than the best by more than ``THRESHOLD`` is marked, with a kind the player reads first:

- ``missed_claim``: a claim would have won (the seat's pile held 31) and was not made;
- ``wrong_claim``: the seat claimed and the claim failed;
- ``throw``: the last answer to a trick gave it away where another play would have taken it;
- ``dearer``: the last answer gave the trick away as the best move would have, with more card
  points in it;
- ``overtake``: the last answer took the trick as the best move would have, with stronger
  cards (a trump or a high card spent where a lower one would do);
- ``better``: anything else.

The kinds use what the hand showed afterwards (the seat's true count for a claim), the
evaluation only the seat's view. Every decision gets a verdict: ``best`` (the Expert's choice),
``fine`` (worse by no more than ``FINE``, the review's own noise), ``slight`` (an inaccuracy
below the mark) or ``mistake`` (marked). For a slight inaccuracy or a mistake the review says
why, from the same worlds (``effects``): what the better move kept or avoided.

Values are in the Expert's utility, given to the player in the scoring's unit (``unit_of``):
chips per hand (with an equal share of a pot carried over), the chance of winning the hand
(series) or penalty points (penalty, negative).

A review is deterministic for a given seed: each decision samples from a random stream of its
own, seeded with the seed and the position (``weigh``: the stream the hint and the coach draw
the same position's worlds from, so the three judge it alike), and counts rollouts, not
seconds.
``review_decision`` is one decision (a task of its own in the app's review process, for
progress and cancelling); ``summarize`` sums the decisions up.

``THRESHOLD`` (0.03 of the hand's largest swing, the search's utility) was measured with
``python -m bura_desktop.bench.review`` on 20 classic 2-player hands each: none of the Expert's
own decisions (``--calibrate``, 111 searched) lost more than 0.01 by the review's count, so the
review's noise is well below it; the advanced player (100 playouts) has 13% of its decisions
above it, the beginner 26%, and 3% and 12% above 0.1.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Literal

from bura_desktop.ai import effects, make_player
from bura_desktop.ai.effects import Effects, Reason
from bura_desktop.ai.rollout import scale_of
from bura_desktop.ai.search import Paired, SearchPlayer, _covers, _last_to_play, position_rng
from bura_desktop.ai.tactics import best_play, points, worth
from bura_desktop.core.actions import CLAIM, DOWN, Action
from bura_desktop.core.cards import FULL_MASK, mask_of
from bura_desktop.core.game import CLAIM_TARGET, Game
from bura_desktop.core.replay import Replayed
from bura_desktop.core.view import SeatView

Kind = Literal["missed_claim", "wrong_claim", "throw", "dearer", "overtake", "better"]
Verdict = Literal["best", "fine", "slight", "mistake"]
Unit = Literal["chips", "share", "penalty"]

# A move worth less than the best by more than this share of the hand's largest swing (the
# search's utility, about -1..1) is marked: three times the review's own noise, see above.
THRESHOLD = 0.03
# A move worse than the best by no more than this is fine: the review's noise (the Expert's own
# decisions reviewed stay within it, see above), a difference it cannot vouch for.
FINE = 0.01
# Sampled worlds per decision: every move is played out in each. A classic 2-player hand
# reviews in about 2 s (at most 7 s) on two shared cores (bench/review.py).
WORLDS = 1000
# The reasons count what two moves led to on the judgment's worlds and more of the same
# stream, until the weighed worlds count as this many unweighed ones (``effects.measure``):
# the inference weighs worlds unevenly, and on the judgment's thousand alone a chance named
# was up to 7 points off one measured on 8,000 worlds (issue #48;
# ``tests/ai/test_reason_numbers.py``).
REASON_WORLDS = 1000


@dataclass(frozen=True)
class Decision:
    """One reviewed decision: the seat played ``played`` as the replay's action ``position``
    (so from the replay viewer's position ``position``, the game before it)."""

    position: int
    played: Action
    moves: tuple[Action, ...]  # the moves weighed, the played one among them
    values: tuple[float, ...]  # their worth to the seat, in the review's unit
    best: Action
    loss: float  # the best's value less the played move's (0 or more), in the unit
    utility_loss: float  # the same in the search's utility
    kind: Kind | None  # None: within the threshold
    points: int = 0  # the seat's card points then, as the hand counted them
    worlds: int = 0  # sampled worlds each move was played out in
    reasons: tuple[Reason, ...] = ()  # why the best move is better (slight or mistake)

    @property
    def marked(self) -> bool:
        return self.kind is not None

    @property
    def value(self) -> float:
        return self.values[self.moves.index(self.played)]

    @property
    def verdict(self) -> Verdict:
        if self.marked:
            return "mistake"
        if self.played == self.best or self.utility_loss <= 0:
            return "best"
        return "fine" if self.utility_loss <= FINE else "slight"


@dataclass(frozen=True)
class Summary:
    """A hand's review summed up: decisions weighed, how many the Expert's choice or fine, the
    slight inaccuracies and the mistakes, and what those two cost."""

    decisions: int
    accurate: int  # the Expert's choice or fine
    marked: int  # mistakes
    loss: float  # the inaccuracies' and mistakes' losses added up, in the unit
    unit: Unit
    slight: int = 0

    @property
    def accuracy(self) -> float:
        """The share of decisions as good as the Expert's or fine (1.0 with none to make)."""
        return self.accurate / self.decisions if self.decisions else 1.0


@dataclass(frozen=True)
class Task:
    """A decision to review, as sent to a review process: small, picklable."""

    position: int
    game: Game  # before the action
    seat: int
    played: Action
    seed: int
    worlds: int


def unit_of(game: Game | SeatView) -> Unit:
    if game.rules.plays_for_chips:
        return "chips"
    if game.rules.scoring == "series":
        return "share"
    return "penalty"


def in_unit(game: Game | SeatView, utility: float) -> float:
    """A utility (``rollout.utility``) in the scoring's unit."""
    unit = unit_of(game)
    if unit == "chips":
        return utility * scale_of(game)
    if unit == "share":
        return utility
    return utility * 6


def tasks(replayed: Replayed, seat: int, seed: int = 0, worlds: int = WORLDS) -> list[Task]:
    """The decisions of ``seat`` that had more than one legal action, each a task. A pass
    supplied to replay an older revision's hand (``Step.supplied``) was never asked for."""
    games = [replayed.dealt, *(step.game for step in replayed.steps)]
    found = []
    for position, step in enumerate(replayed.steps):
        before = games[position]
        if step.seat != seat or step.supplied or len(before.legal_actions()) < 2:
            continue
        found.append(Task(position, before, seat, step.action, seed, worlds))
    return found


@dataclass(frozen=True)
class Weighed:
    """One position's judgment: ``moves`` weighed on the same worlds and rollouts, their values
    (the search's utility), the sample of results the values were made of and the worlds,
    drawn with ``seed``."""

    view: SeatView
    moves: tuple[int, ...]
    values: tuple[float, ...]
    sample: Paired
    worlds: int
    seed: int

    @property
    def best(self) -> int:
        """The index of the move of highest value (the first of equals)."""
        return max(range(len(self.moves)), key=self.values.__getitem__)

    def reasons(self, better: int, other: int) -> tuple[Reason, ...]:
        """Why move ``better`` (an index) is better than ``other`` (``reasons_for``)."""
        pair = (self.moves[better], self.moves[other])
        return reasons_for(self.view, pair, self.seed, self.worlds)


def weigh(view: SeatView, moves: list[int], seed: int, worlds: int) -> Weighed:
    """The judgment of ``moves`` at ``view`` that the hint, the coach and the review all give
    (issue #48: one judgment): the Expert's evaluation on ``worlds`` worlds drawn from a
    stream seeded by ``seed`` and the position (``search.position_rng``), so the same position
    is judged on the same worlds whoever asks."""
    expert = make_player("expert", seed)
    assert isinstance(expert, SearchPlayer)
    sample = Paired()
    values, sampled = expert.values(
        view, moves, position_rng(seed, view), worlds * len(moves), sample
    )
    return Weighed(view, tuple(moves), tuple(values), sample, sampled, seed)


def effects_of(
    view: SeatView, moves: list[int], seed: int, worlds: int, effective: int = REASON_WORLDS
) -> list[Effects]:
    """What each of ``moves`` leads to at ``view`` (``SearchPlayer.effects``) on the stream
    ``weigh`` draws from with ``seed``: the judgment's ``worlds`` first, then more until they
    count as ``effective`` unweighed ones."""
    expert = make_player("expert", seed)
    assert isinstance(expert, SearchPlayer)
    return expert.effects(view, moves, position_rng(seed, view), worlds, effective)


def reasons_for(
    view: SeatView, pair: tuple[int, int], seed: int, worlds: int
) -> tuple[Reason, ...]:
    """Why the first of ``pair`` is better than the second (``effects.reasons``), from what
    each led to (``effects_of``, on the judgment's ``worlds`` and more)."""
    better, other = effects_of(view, list(pair), seed, worlds)
    plays = bool(pair[0] & FULL_MASK and pair[1] & FULL_MASK)
    return effects.reasons(better, other, plays, view.players)


def searched(view: SeatView, played: int | None = None) -> list[int]:
    """The moves a judgment weighs: those the Expert would search, and ``played`` if given."""
    expert = make_player("expert")
    assert isinstance(expert, SearchPlayer)
    moves = expert.searched(view, [int(a) for a in view.legal_actions()])
    return moves if played is None or played in moves else [*moves, played]


def review_decision(task: Task) -> Decision:
    """The Expert's evaluation of one decision (see the module's docstring)."""
    game, seat = task.game, task.seat
    view = game.view(seat)
    played = int(Action.parse(str(task.played)))
    moves = searched(view, played)
    if len(moves) == 1:
        # Nothing else worth weighing: the Expert would have played it without a search.
        return Decision(task.position, task.played, (task.played,), (0.0,), task.played, 0, 0, None)
    weighed = weigh(view, moves, task.seed, task.worlds)
    utilities, worlds = weighed.values, weighed.worlds
    best_index = weighed.best
    best = moves[best_index]
    lost = utilities[best_index] - utilities[moves.index(played)]
    values = tuple(in_unit(game, u) for u in utilities)
    pile = game.points(seat)
    kind: Kind | None = None
    if played == CLAIM and pile < CLAIM_TARGET and lost > THRESHOLD:
        kind = "wrong_claim"
    elif CLAIM in moves and pile >= CLAIM_TARGET and lost > THRESHOLD:
        # The claim wins the hand at once: whatever the search found a hair better (a
        # claim a trick later), the claim is what the seat missed.
        kind = "missed_claim"
    elif lost > THRESHOLD:
        kind = _kind(view, played, best)
    why: tuple[Reason, ...] = ()
    if lost > FINE and played != best:
        why = weighed.reasons(best_index, moves.index(played))
    return Decision(
        position=task.position,
        played=task.played,
        moves=tuple(Action(m) for m in moves),
        values=values,
        best=Action(best),
        loss=max(0.0, in_unit(game, lost)),
        utility_loss=max(0.0, lost),
        kind=kind,
        points=pile,
        worlds=worlds,
        reasons=why,
    )


def _kind(view: SeatView, played: int, best: int) -> Kind:
    cards, best_cards = played & FULL_MASK, best & FULL_MASK
    if view.trick and cards and best_cards and _last_to_play(view):
        trump = int(view.trump)
        on_table = best_play([(p.seat, mask_of(p.cards), p.down) for p in view.trick], trump)
        takes = not played & DOWN and _covers(cards, on_table, trump)
        best_takes = not best & DOWN and _covers(best_cards, on_table, trump)
        if best_takes and not takes:
            return "throw"
        if not takes and not best_takes and points(cards) > points(best_cards):
            return "dearer"
        # Taken, the cards' points come back in the pile: what is spent is their strength.
        if takes and best_takes and _strength(cards, trump) > _strength(best_cards, trump):
            return "overtake"
    return "better"


def _strength(cards: int, trump: int) -> float:
    return worth(cards, trump) - points(cards)


def summarize(decisions: Sequence[Decision], unit: Unit) -> Summary:
    """The decisions summed up. A fine decision's loss is within the review's noise and is not
    counted: the line never calls every decision fine and then names a loss."""
    marked = sum(d.marked for d in decisions)
    slight = sum(d.verdict == "slight" for d in decisions)
    return Summary(
        decisions=len(decisions),
        accurate=len(decisions) - marked - slight,
        marked=marked,
        loss=sum(d.loss for d in decisions if d.verdict in ("slight", "mistake")),
        unit=unit,
        slight=slight,
    )


def review(replayed: Replayed, seat: int, seed: int = 0, worlds: int = WORLDS) -> list[Decision]:
    """Every decision of ``seat`` reviewed here, one after the other (tests, benchmarks)."""
    return [review_decision(task) for task in tasks(replayed, seat, seed, worlds)]


__all__ = [
    "FINE",
    "REASON_WORLDS",
    "THRESHOLD",
    "WORLDS",
    "Decision",
    "Kind",
    "Summary",
    "Task",
    "Unit",
    "Verdict",
    "Weighed",
    "effects_of",
    "in_unit",
    "review",
    "reasons_for",
    "review_decision",
    "summarize",
    "tasks",
    "unit_of",
    "weigh",
    "searched",
]
