"""Why one move is better than another, in the search's own numbers (issues #37, #48).

``measure`` plays each move out on the sampled worlds the review weighed it on (the same
random stream draws the same worlds and the same rollout luck, ``search.evaluate``), and on
more of the same stream until the weighed worlds are enough, to the hand's end with the
values' rollout policy, and counts what each move led to (``Effects``): the hands won, the
trick the move was played to taken (and with it the lead), the seat's card points handed to
that trick's winner, a Bura of the seat's, a claim of 31 made by the seat or by a rival.
``reasons`` picks the differences between two moves that say most about their difference in
worth, each a ``Reason`` holding the two measured quantities; the words are the window's.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Literal

from bura_desktop.ai.inference import Sampler
from bura_desktop.ai.playout import play_out
from bura_desktop.ai.rollout import Policy
from bura_desktop.core.game import Game
from bura_desktop.core.tables import mask_points

# At most this many times the least worlds ``measure`` plays out, however unevenly weighed.
MOST = 12

# ``opponent_claim`` is ``rival_claim`` where the seat has one rival (2 players), so worded.
ReasonKind = Literal["points", "bura", "lead", "claim", "rival_claim", "opponent_claim", "wins"]


@dataclass(frozen=True)
class Effects:
    """What a move led to over the sampled worlds: shares of their weight, points on average."""

    wins: float  # the seat won the hand (a split counts its share)
    lead: float  # the seat took the trick the move was played to, and the next lead with it
    points: float  # the seat's card points handed to another seat with that trick
    bura: float  # the seat won the hand with a Bura
    claim: float  # the seat won the hand by claiming 31
    rival_claim: float  # another seat won the hand by claiming 31


@dataclass(frozen=True)
class Reason:
    """One measured difference between the better move and the other: ``better`` after the
    better move, ``other`` after the other (shares 0..1, card points for ``points``)."""

    kind: ReasonKind
    better: float
    other: float


# Each difference counted in hands won, to rank them: a Bura or a claim wins or loses the
# hand; a lead or a card point is worth a share of one (30 points are most of the way to 31).
# A difference below its least amount is within the sample's noise or too small to name.
WEIGHTS: dict[ReasonKind, float] = {
    "points": 1 / 30,
    "bura": 1.0,
    "lead": 0.3,
    "claim": 1.0,
    "rival_claim": 1.0,
    "wins": 1.0,
}
LEAST: dict[ReasonKind, float] = {
    "points": 1.5,
    "bura": 0.02,
    "lead": 0.1,
    "claim": 0.03,
    "rival_claim": 0.03,
    "wins": 0.02,
}
# Kinds where the better move has less of the quantity than the other (fewer points handed,
# fewer claims for a rival).
LESS_IS_BETTER = frozenset({"points", "rival_claim", "opponent_claim"})


def measure(
    moves: list[int],
    sampler: Sampler,
    seat: int,
    rng: random.Random,
    least: int,
    effective: int,
    policy: Policy,
) -> list[Effects]:
    """Each of ``moves`` played out with the same luck in worlds from ``sampler``, drawn from
    ``rng`` as ``search.evaluate`` draws them (the same worlds and luck for the same stream):
    ``least`` worlds, then more until they count as ``effective`` unweighed ones (Kish's
    effective sample size: the inference weighs worlds unevenly, and a few heavy ones would
    make the shares), at most ``MOST`` times ``least``."""
    if not moves:
        raise ValueError("no moves to measure")
    sums = [[0.0] * 6 for _ in moves]
    weights = squares = 0.0
    worlds = 0
    while worlds < least or (weights * weights < effective * squares and worlds < MOST * least):
        world, weight = sampler(rng)
        trick = world.tricks_played
        luck = rng.getrandbits(64)
        for i, move in enumerate(moves):
            child = world.clone()
            child.play_move(move, None)
            play_out(child, random.Random(luck), policy)
            for k, value in enumerate(_effects(child, seat, trick)):
                sums[i][k] += weight * value
        weights += weight
        squares += weight * weight
        worlds += 1
    return [Effects(*(total / weights for total in row)) for row in sums]


def _effects(game: Game, seat: int, trick: int) -> tuple[float, ...]:
    outcome = game.outcome
    assert outcome is not None
    tricks = game.finished_tricks
    took = handed = 0.0
    if len(tricks) > trick:
        _, plays, winner = tricks[trick]
        took = float(winner == seat)
        if winner != seat:
            handed = float(sum(mask_points(mask) for s, mask, _ in plays if s == seat))
    won = 1 / len(outcome.winners) if seat in outcome.winners else 0.0
    claimed = outcome.how == "claim"
    return (
        won,
        took,
        handed,
        float(outcome.how == "bura" and outcome.winner == seat),
        float(claimed and outcome.claimer == seat),
        float(claimed and outcome.claimer not in (None, seat)),
    )


def reasons(
    better: Effects, other: Effects, plays: bool, players: int, most: int = 2
) -> tuple[Reason, ...]:
    """The measured differences that speak for ``better`` over ``other``, the weightiest first,
    at most ``most``. The trick's lead and points are named only between two card plays
    (``plays``): a claim or a declaration ends or skips the trick. The hands won stand in when
    nothing else differs enough, if they favour ``better``. With 2 ``players`` a rival's claim
    is the opponent's (``opponent_claim``)."""
    found: list[tuple[float, Reason]] = []
    for kind in WEIGHTS:
        if kind == "wins" or (kind in ("points", "lead") and not plays):
            continue
        ahead, behind = getattr(better, kind), getattr(other, kind)
        gain = behind - ahead if kind in LESS_IS_BETTER else ahead - behind
        if gain >= LEAST[kind]:
            one_rival = kind == "rival_claim" and players == 2
            named: ReasonKind = "opponent_claim" if one_rival else kind
            found.append((gain * WEIGHTS[kind], Reason(named, ahead, behind)))
    found.sort(key=lambda pair: -pair[0])
    if not found and better.wins - other.wins >= LEAST["wins"]:
        return (Reason("wins", better.wins, other.wins),)
    return tuple(reason for _, reason in found[:most])


def speaks_for(reason: Reason) -> bool:
    """Whether ``reason``'s two quantities favour the better move, as its words say they do."""
    gain = reason.better - reason.other
    return gain < 0 if reason.kind in LESS_IS_BETTER else gain > 0


__all__ = ["MOST", "Effects", "Reason", "ReasonKind", "measure", "reasons", "speaks_for"]
