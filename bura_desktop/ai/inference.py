"""Reading the other seats' plays: sampled worlds weighed by how likely those plays were.

``sample_game`` deals the unseen cards uniformly (it only re-deals a world that hides an
undeclared Bura). A player who sees a rival answer a lead learns more, on two rules of thumb
every player of this game follows, the rules-of-thumb levels and the searches alike:

- it takes a trick it can take with higher cards of the led suit, which cost it nothing (the
  cards come back as points in its pile): a world that gives the rival such a *plain cover* at
  a time it did not use one (it threw, or spent a trump instead) is unlikely;
- it throws its cheapest card: a world in which a rival that threw a card worth points held a
  plain card worth fewer is unlikely.

Each unlikely play keeps a world only with probability ``SLACK``. The worlds hold only the
hands as they are now, not as they were at that trick: the rival may have drawn a card since.
Of the cards the rival held then or drew since (its hand now and what it played later),
``drawn`` were drawn after that trick, and a card (or cover) in the hand now was already held
then only if none of its cards was one of those: a hypergeometric chance. The world is kept
with probability 1 - (1 - SLACK) * that chance, for each such play seen (rejection sampling:
accepted worlds follow the uniform deal weighed by the plays' likelihood).
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass
from itertools import combinations
from math import comb

from bura_desktop.ai.sampling import sample_game
from bura_desktop.ai.tactics import best_play, points
from bura_desktop.core.beating import beats_mask
from bura_desktop.core.cards import POINTS_OF, SUIT_MASK, mask_of
from bura_desktop.core.game import Game
from bura_desktop.core.view import SeatView, SeenPlay

# How likely a player leaves a plain cover unused, or throws points while holding a cheaper
# plain card: the model's slack.
SLACK = 0.2
# Worlds dealt for one accepted world before the most likely of them is taken anyway.
ATTEMPTS = 20


@dataclass(frozen=True)
class Refusal:
    """A seat answered ``target`` without a plain cover (it held none, most likely), or threw a
    card worth ``thrown`` points (it held no cheaper plain card, most likely)."""

    seat: int
    target: int  # the cards of the plain best play it answered, or 0: nothing to cover
    pool: int  # the cards it has held since then or drew: its hand now and its later plays
    drawn: int  # how many of them it drew after that trick
    thrown: int = 0  # the points of the one card it threw, when it threw (did not beat)


def refusals(view: SeatView) -> list[Refusal]:
    """Every face-up answer of another seat in this hand that did not cover with plain cards
    (when the best play was plain) or threw one card worth points."""
    trump = int(view.trump)
    trumps = SUIT_MASK[trump]
    hand_size = view.rules.hand_size
    tricks = [t.plays for t in view.tricks] + [view.trick]
    found = []
    for k, plays in enumerate(tricks):
        for i, play in enumerate(plays):
            if i == 0 or play.seat == view.seat or play.down or not play.cards:
                continue
            target = best_play([_entry(p) for p in plays[:i]], trump)
            cards = mask_of(play.cards)
            covered = cards.bit_count() == target.bit_count() and beats_mask(cards, target, trump)
            thrown = points(cards) if not covered and len(play.cards) == 1 else 0
            if target & trumps:
                target = 0  # no plain card covers a trump
            elif covered and not cards & trumps:
                target = 0  # it covered with plain cards: nothing learned here
            if not target and not thrown:
                continue
            later = sum(p.count for t in tricks[k:] for p in t if p.seat == play.seat)
            now = view.hand_sizes[play.seat]
            # Its hand at that trick was full, or held what it played since and holds now.
            held = min(hand_size, now + later)
            drawn = max(0, now + later - held)
            pool = now + later - play.count
            found.append(Refusal(play.seat, target, pool, drawn, thrown))
    return found


def _entry(play: SeenPlay) -> tuple[int, int, bool]:
    return play.seat, mask_of(play.cards), play.down


def likelihood(world: Game, found: list[Refusal]) -> float:
    """How likely the refusals ``found`` were in ``world``, relative to a world with no cover."""
    trump = world._trump
    plain = ~SUIT_MASK[trump]
    weight = 1.0
    for r in found:
        hand = world._hands[r.seat] & plain
        held = _cover_held(hand, r, trump) if r.target else 0.0
        if held:
            weight *= 1.0 - (1.0 - SLACK) * held
        if r.thrown and r.pool and _cheaper(hand, r.thrown):
            # A point card thrown while a cheaper plain card was in hand: unlikely too.
            weight *= 1.0 - (1.0 - SLACK) * (r.pool - r.drawn) / r.pool
    return weight


def _cheaper(hand: int, thrown: int) -> bool:
    while hand:
        low = hand & -hand
        if POINTS_OF[low.bit_length() - 1] < thrown:
            return True
        hand ^= low
    return False


def _cover_held(hand: int, r: Refusal, trump: int) -> float:
    """The chance that a plain cover of ``r.target`` in ``hand`` (its plain cards) was already
    held at the refusal: none of the cover's cards drawn since."""
    size = r.target.bit_count()
    if hand.bit_count() < size or r.pool < size:
        return 0.0
    cards = [1 << c for c in range(36) if hand >> c & 1]
    if not any(beats_mask(sum(group), r.target, trump) for group in combinations(cards, size)):
        return 0.0
    return comb(r.pool - size, r.drawn) / comb(r.pool, r.drawn)


def inferring_sampler(view: SeatView, attempts: int = ATTEMPTS) -> Callable[[random.Random], Game]:
    """A sampler of worlds for ``view`` that follows the rivals' refusals (see the module)."""
    found = refusals(view)
    if not found:
        return lambda rng: sample_game(view, rng)

    def sampler(rng: random.Random) -> Game:
        best: Game | None = None
        best_weight = -1.0
        for _ in range(attempts):
            world = sample_game(view, rng)
            weight = likelihood(world, found)
            if rng.random() < weight:
                return world
            if weight > best_weight:
                best, best_weight = world, weight
        assert best is not None
        return best

    return sampler
