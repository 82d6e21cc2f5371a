"""The advanced and expert players: Monte Carlo search over the seat's information set.

Each sampled world deals the unseen cards at random (``sample_game``), so the search never uses
a card the seat has not seen. The advanced player plays every candidate move in every world and
plays the hand out with the cheap rollout policy, the same rollout luck for each move; the move
with the best total is played. It stops after about a hundred playouts (``PLAYOUTS``), so its
strength is the same on every machine and stays a step below the expert's. The expert searches
until its choice is settled (``settled``: each other move clearly worse than the best, or
close enough to it that either is right, most choices in a hundred worlds or so, up to its
cap of thousands of playouts), a fixed amount of work too, with a better rollout policy
(``smart_move``: plain pairs led, the race to 31 watched) and the last tricks of a 2-player
world played exactly (``endgame``): measured, that beat single-observer information-set MCTS
(one tree over every seat's actions), which gained nothing on this flat search. Once a
2-player seat knows where every card is (``nothing_hidden``), the one world there is is solved
exactly, in every form of the game (``solve``). When it can
only throw, the expert leaves out the throws a lower one of the same suits dominates
(``undominated``) and weighs the rest with the cheap policy, which keeps no pairs for leads.
Where every hand is played out (Kozel, penalty scoring) it rolls out with the cheap policy too,
which judged better there than the smart one, made for the race to 31. The expert's worlds
count by how likely the other seats' plays were in them (``inference``: a model of their play).
Claims are judged in the same sampled worlds, so a claim whose count depends on face-down cards
is worth exactly its chance of making 31.
"""

from __future__ import annotations

import hashlib
import math
import random
import time
from dataclasses import dataclass, field

from bura_desktop.ai.effects import Effects, measure
from bura_desktop.ai.endgame import exact_value, finish
from bura_desktop.ai.inference import Sampler, inferring_sampler, uniform_sampler
from bura_desktop.ai.knowledge import read
from bura_desktop.ai.playout import play_out
from bura_desktop.ai.rollout import (
    INSTANT_WINS,
    POLICIES,
    Policy,
    policy_move,
    scale_of,
    utility,
)
from bura_desktop.ai.sampling import sample_game
from bura_desktop.ai.tactics import best_play
from bura_desktop.core.actions import CLAIM, DOWN, PASS, Action
from bura_desktop.core.beating import beats_mask
from bura_desktop.core.cards import FULL_MASK, SUIT_MASK, mask_of
from bura_desktop.core.game import Game
from bura_desktop.core.levels import Level
from bura_desktop.core.view import SeatView

# A settled search (``settled``) first asks whether the choice is settled after this many
# worlds, then each time it has sampled this share more. Not fewer: a rare swing (a rival's
# Bura in a few worlds of a hundred) must have had its chance to show in the errors.
FIRST_LOOK = 64
# Unweighed worlds the weighed ones must count as (``Paired.trusted``) before their means are.
TRUSTED = 32
LOOK_GROWTH = 1.25
# Standard errors by which the best move must lead another one for that one to be dropped from
# the search (``Paired.behind``): strict, as the question is asked again and again while the
# worlds come in.
LEAD_Z = 3.0
# A difference in ``utility`` (about -1..1) not worth resolving: what the review calls a fine
# decision (``review.FINE``), a cost within its own noise.
INDIFFERENT = 0.01
# Standard errors by which the other move's possible lead must stay within ``INDIFFERENT`` for
# the two to count as equally right (``Paired.close``): one-sided, about 98 % each time asked.
# Less than ``LEAD_Z``: a wrong call here costs at most about ``INDIFFERENT``, a fine decision,
# while a move dropped by ``LEAD_Z`` could cost anything. Measured with ``python
# tools/bench_expert.py --forms --play intermediate --own --against main`` (issue #48).
CLOSE_Z = 2.0


def evaluate(
    moves: list[int],
    sampler: Sampler,
    seat: int,
    rng: random.Random,
    budget: float | None,
    iterations: int | None,
    exact: int | None = None,
    policy: Policy = policy_move,
    settle: bool = False,
    sample: Paired | None = None,
) -> tuple[list[float], int]:
    """The average rollout result of each of ``moves`` over sampled worlds, and the worlds.

    Each world counts by the weight ``sampler`` gives it (``inference``). Every move is played
    out in every sampled world, with the same rollout seed: the moves are compared on the same
    deals and the same later luck, so the luck of the sample cancels out of the comparison.
    Stops after ``iterations`` rollouts or once ``budget`` seconds of this thread's CPU time
    are spent (a safety net: a busy machine slows the search, never shortens it; ``sample``'s
    ``cut`` says when it struck), whichever comes first; at least one world is tried. The
    averages are in ``utility``'s units (about -1..1).
    With ``settle`` it drops each move once it is settled against the best one (``Paired``:
    clearly worse, or close enough to be as right), asked from ``FIRST_LOOK`` worlds on, and
    stops when only the best is left; a dropped move's average is that of
    the worlds it was played in (``sample``'s ``alive`` says which moves were kept). ``sample``
    (empty) is given each move's result in each world, for ``Paired.lead``. With no moves
    there is nothing to compare (a seat not to act has none): ``ValueError``.
    """
    if not moves:
        raise ValueError("no moves to evaluate: the seat has nothing to choose")
    deadline = time.thread_time() + budget if budget is not None else math.inf
    limit = iterations if iterations is not None else 1 << 60
    totals = [0.0] * len(moves)
    weighed_by = [0.0] * len(moves)
    done = 0
    worlds = 0
    # Each world's result of each move, and the world's weight, for ``settled``.
    paired = sample if sample is not None else Paired()
    paired.results[:] = [[] for _ in moves]
    paired.weights.clear()
    paired.alive[:] = range(len(moves))
    paired.cut = False
    results, weighed, alive = paired.results, paired.weights, paired.alive
    keep = settle or sample is not None
    look = FIRST_LOOK
    while done == 0 or done + len(alive) <= limit:
        if done and time.thread_time() >= deadline:
            paired.cut = True
            break
        if settle and worlds >= look:
            if paired.settle():
                break
            look = math.ceil(look * LOOK_GROWTH)
        world, weight = sampler(rng)
        bank = [world.bankroll(s) for s in range(world.n)]
        scale = scale_of(world)
        luck = rng.getrandbits(64)
        # Only where claims are played: without a claim to end the hand early, the exact
        # search's sight of every card misleads over the whole endgame (measured: the
        # expert fell to 39% against the advanced player in penalty, 30% in Kozel). Once
        # nothing is hidden it sees no more than the seat does: ``nothing_hidden``, ``solve``.
        solve = exact is not None and world.n == 2 and world.rules.claims
        for i in alive:
            child = world.clone()
            child.play_move(moves[i], None)
            if solve:
                assert exact is not None
                value = finish(child, seat, bank, scale, random.Random(luck), exact, policy)
            else:
                play_out(child, random.Random(luck), policy)
                value = utility(child, seat, bank, scale)
            totals[i] += weight * value
            weighed_by[i] += weight
            if keep:
                results[i].append(value)
        if keep:
            weighed.append(weight)
        done += len(alive)
        worlds += 1
    return [total / weight for total, weight in zip(totals, weighed_by, strict=True)], worlds


def settled(results: list[list[float]], weights: list[float]) -> bool:
    """Whether the move with the best weighted mean of ``results`` (each move's result in each
    world, the worlds weighed by ``weights``) is known to be one to play: every other move is
    settled against it (``Paired.behind`` or ``Paired.close``). Nothing is settled until the
    worlds count as ``TRUSTED`` unweighed ones (``Paired.trusted``)."""
    return Paired(results, weights, list(range(len(results)))).settle()


@dataclass
class Paired:
    """Each move's result in each sampled world (``results[move][world]``) and the worlds'
    weights: the sample ``evaluate`` compares the moves on. ``alive``: the moves still
    searched (a dropped move's results stop at the world it was dropped after); ``cut``:
    whether the search's time ran out before its work was done."""

    results: list[list[float]] = field(default_factory=list)
    weights: list[float] = field(default_factory=list)
    alive: list[int] = field(default_factory=list)
    cut: bool = False

    @property
    def trusted(self) -> bool:
        """Whether the worlds count as ``TRUSTED`` unweighed ones or more (Kish's effective
        sample size), not a few heavy worlds making the means."""
        total = sum(self.weights)
        return total * total >= TRUSTED * sum(w * w for w in self.weights)

    def best(self) -> int:
        """The move still searched with the highest weighted mean (an index)."""
        weights = self.weights
        total = sum(weights)

        def mean(i: int) -> float:
            return sum(w * v for w, v in zip(weights, self.results[i], strict=True)) / total

        return max(self.alive, key=mean)

    def settle(self) -> bool:
        """Drops every move settled against the best one (``behind`` or ``close``); whether
        only the best is left. Nothing is dropped until the sample is ``trusted``."""
        if not self.trusted:
            return False
        best = self.best()
        self.alive[:] = [
            i for i in self.alive if i == best or not (self.behind(best, i) or self.close(best, i))
        ]
        return len(self.alive) == 1

    def behind(self, better: int, other: int) -> bool:
        """Whether ``other`` is clearly worse: ``better`` leads it by ``LEAD_Z`` errors."""
        lead, error = self.lead(better, other)
        return lead >= LEAD_Z * error

    def close(self, better: int, other: int) -> bool:
        """Whether ``other`` is known not to be worth more than ``better`` by more than
        ``INDIFFERENT``, to within ``CLOSE_Z`` errors: either is as right as the review's
        fine decision."""
        lead, error = self.lead(better, other)
        return CLOSE_Z * error <= lead + INDIFFERENT

    def lead(self, better: int, other: int) -> tuple[float, float]:
        """How much move ``better`` (an index) is worth more than move ``other`` on the same
        worlds, and the standard error of that difference. Paired: the luck of the worlds falls
        on both alike and cancels out of the difference. The error is the weighed sample's
        own: the spread of the differences, each weighed by its world's weight."""
        weights = self.weights
        total = sum(weights)
        ahead, behind = self.results[better], self.results[other]
        lead = (
            sum(w * v for w, v in zip(weights, ahead, strict=True)) / total
            - sum(w * v for w, v in zip(weights, behind, strict=True)) / total
        )
        spread = 0.0
        for w, a, b in zip(weights, ahead, behind, strict=True):
            off = a - b - lead
            spread += w * w * off * off
        return lead, math.sqrt(spread) / total


def best_of(moves: list[int], values: list[float]) -> int:
    """The move of ``moves`` with the highest of ``values`` (``evaluate``'s); the first of
    equals."""
    return moves[max(range(len(moves)), key=values.__getitem__)]


def solve(moves: list[int], world: Game, seat: int) -> int:
    """The move of ``moves`` with the best value when both seats play perfectly in ``world``."""
    bank = [world.bankroll(s) for s in range(world.n)]
    scale = scale_of(world)
    values = []
    for move in moves:
        child = world.clone()
        child.play_move(move, None)
        values.append(exact_value(child, seat, bank, scale))
    return moves[max(range(len(moves)), key=lambda i: values[i])]


def nothing_hidden(view: SeatView) -> bool:
    """A 2-player hand in which the seat knows where every card is: no stock left to draw but
    the face-up indicator, nothing set aside or face down, so every card it has not seen is in
    the other hand. Its only sampled world is the real one."""
    if view.players != 2 or view.stock_count > 1 or view.set_aside_count:
        return False
    other = 1 - view.seat
    return read(view).unseen.bit_count() == view.hand_sizes[other] - len(view.known_cards[other])


def candidates(view: SeatView, moves: list[int]) -> list[int]:
    """The moves worth searching: drops claims that cannot succeed and wasted beating plays."""
    know = read(view)
    kept = [m for m in moves if not (m == CLAIM and know.claim_hopeless)]
    if view.trick and view.rules.closed_cards:
        # A beating play put face down gives the trick away with good cards: never better
        # than throwing the cheapest cards face down.
        trick = [(p.seat, mask_of(p.cards), p.down) for p in view.trick]
        trump = int(view.trump)
        best = best_play(trick, trump)
        kept = [m for m in kept if not (m & DOWN and _covers(m & FULL_MASK, best, trump))]
    return kept or moves


def _covers(cards: int, best: int, trump: int) -> bool:
    return cards.bit_count() == best.bit_count() and beats_mask(cards, best, trump)


def undominated(view: SeatView, moves: list[int]) -> list[int]:
    """Drops the throws that the same throw made with lower cards of the same suits dominates.

    Only for the last play of a trick, when the throw cannot win it: the trick's winner is
    then settled (earlier, the points at stake could change what the later seats do), and
    throwing the lowest cards of each suit instead gives that winner no more points, while the
    hand kept differs only by higher cards of the same suits: every lead, answer and
    declaration (a Bura, a molodka, three aces) stays open to it. Throws of different suits are
    never compared: which suits a hand keeps decides its multi-card leads.
    """
    if not view.trick or not _last_to_play(view):
        return moves
    trump = int(view.trump)
    best = best_play([(p.seat, mask_of(p.cards), p.down) for p in view.trick], trump)
    hand = mask_of(view.hand)
    legal = set(moves)
    kept = []
    for move in moves:
        cards = move & FULL_MASK
        if cards and (move & DOWN or not _covers(cards, best, trump)):
            lowest = (move & ~FULL_MASK) | _lowest_alike(cards, hand)
            if lowest != move and lowest in legal:
                continue
        kept.append(move)
    return kept


def _can_win(view: SeatView, moves: list[int]) -> bool:
    """Whether a lead is to be made or one of ``moves`` beats the trick's best play so far."""
    if not view.trick:
        return True
    trump = int(view.trump)
    best = best_play([(p.seat, mask_of(p.cards), p.down) for p in view.trick], trump)
    return any(
        m & FULL_MASK and not m & DOWN and _covers(m & FULL_MASK, best, trump) for m in moves
    )


def _last_to_play(view: SeatView) -> bool:
    played = {p.seat for p in view.trick}
    return all(
        s == view.seat or s in played or not view.hand_sizes[s] for s in range(view.rules.players)
    )


def _lowest_alike(cards: int, hand: int) -> int:
    """The lowest cards of ``hand`` with as many of each suit as ``cards`` holds."""
    lowest = 0
    for suit_mask in SUIT_MASK:
        need = (cards & suit_mask).bit_count()
        held = hand & suit_mask
        for _ in range(need):
            low = held & -held
            lowest |= low
            held ^= low
    return lowest


def obvious(view: SeatView, moves: list[int]) -> int | None:
    """The move of ``moves`` to make without a search, if there is one: the only one, a claim
    sure of 31, an instant win, or a pass where the claim offered cannot succeed."""
    if len(moves) == 1:
        return moves[0]
    know = read(view)
    if CLAIM in moves and know.sure_of_31:
        return CLAIM
    wins = [m for m in moves if m in INSTANT_WINS]
    if wins:
        return wins[0]
    if PASS in moves and len(moves) == 2 and CLAIM in moves and know.claim_hopeless:
        return PASS
    return None


def position_rng(seed: int | None, view: SeatView) -> random.Random:
    """A random stream for deciding at ``view``: the same for the same seed and position (the
    view holds all the seat knows, the history of the hand included), fresh without a seed."""
    if seed is None:
        return random.Random()
    digest = hashlib.blake2b(repr(view).encode(), digest_size=8).digest()
    return random.Random(seed ^ int.from_bytes(digest, "big"))


class SearchPlayer:
    """Monte Carlo search with a cap on its playouts (``iterations``) and on its CPU time
    (``budget``, seconds of the thread's CPU), optionally stopping once the choice is settled
    (``settle``).

    Each decision draws its worlds from a random stream seeded with the player's seed and the
    position (``position_rng``): a player with a seed gives the same answer to the same
    position, whenever it is asked and whatever it decided before, unless its time runs out.
    """

    def __init__(
        self,
        level: Level,
        seed: int | None = None,
        budget: float | None = 0.5,
        iterations: int | None = None,
        exact: int | None = None,
        rollout: str = "basic",
        prune_discards: bool = False,
        throw_rollout: str | None = None,
        played_out_rollout: str | None = None,
        infer: bool = False,
        settle: bool = False,
    ) -> None:
        self.infer = infer
        self.settle = settle
        self.policy = POLICIES[rollout]
        self.prune_discards = prune_discards
        self.throw_policy = POLICIES[throw_rollout] if throw_rollout else self.policy
        self.played_out_policy = POLICIES[played_out_rollout] if played_out_rollout else None
        self.level = level
        self.exact = exact
        self.seed = seed
        self.budget = budget
        self.iterations = iterations
        # Whether the last decision was cut short by ``budget`` before its work was done: the
        # table says so (a safety net that strikes only where the machine cannot give the
        # search the CPU time its work takes).
        self.cut_short = False

    def choose(self, view: SeatView) -> Action:
        self.cut_short = False
        moves = [int(m) for m in view.legal_actions()]
        sure = obvious(view, moves)
        if sure is not None:
            return Action(sure)
        kept = self.searched(view, moves)
        if len(kept) == 1:
            return Action(kept[0])
        rng = position_rng(self.seed, view)
        if self.exact is not None and nothing_hidden(view):
            # Exact wherever it is exact: every rule, claims or none.
            return Action(solve(kept, sample_game(view, rng), view.seat))
        sample = Paired()
        values, _ = evaluate(
            kept,
            self._sampler(view),
            view.seat,
            rng,
            self.budget,
            self.iterations,
            self.exact,
            self._policy(view, kept),
            settle=self.settle,
            sample=sample,
        )
        self.cut_short = sample.cut
        # A move dropped from the search (settled against the best then) keeps the mean of
        # fewer worlds: the choice is among the moves searched to the end.
        alive = sample.alive
        return Action(best_of([kept[i] for i in alive], [values[i] for i in alive]))

    def searched(self, view: SeatView, moves: list[int]) -> list[int]:
        """The moves of ``moves`` this player weighs (``candidates``, then ``undominated``)."""
        kept = candidates(view, moves)
        if self.prune_discards:
            kept = undominated(view, kept)
        return kept

    def _sampler(self, view: SeatView) -> Sampler:
        # The expert reads the other seats' plays (``inference``); the advanced player does
        # not: its place on the ladder is pinned by its playouts.
        if self.infer:
            return inferring_sampler(view)
        return uniform_sampler(view)

    def _policy(self, view: SeatView, moves: list[int]) -> Policy:
        if self.played_out_policy is not None and not view.rules.claims:
            return self.played_out_policy
        return self.policy if _can_win(view, moves) else self.throw_policy

    def effects(
        self, view: SeatView, moves: list[int], rng: random.Random, least: int, effective: int
    ) -> list[Effects]:
        """What each of ``moves`` leads to (``effects.measure``) on the worlds and rollout luck
        ``values`` draws from the same ``rng``, with this player's rollout policy: the values'
        own rollouts, except where the values solve the last tricks of a 2-player world
        exactly, which the rollouts play here (a search over every lay of the hidden cards
        says what a move is worth, not where the play goes)."""
        legal = [int(a) for a in view.legal_actions()]
        policy = self._policy(view, self.searched(view, legal))
        return measure(moves, self._sampler(view), view.seat, rng, least, effective, policy)

    def values(
        self,
        view: SeatView,
        moves: list[int],
        rng: random.Random,
        iterations: int,
        sample: Paired | None = None,
    ) -> tuple[list[float], int]:
        """This player's evaluation of ``moves`` from ``view`` (``evaluate``): its rollout
        policy, its sampled worlds, exact endgame and ``iterations`` rollouts, drawn from
        ``rng``; ``sample`` is given the results world by world."""
        legal = [int(a) for a in view.legal_actions()]
        policy = self._policy(view, self.searched(view, legal))
        sampler = self._sampler(view)
        return evaluate(
            moves, sampler, view.seat, rng, None, iterations, self.exact, policy, sample=sample
        )
