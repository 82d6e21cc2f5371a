"""Reading the other seats' plays: sampled worlds weighed by how likely those plays were.

``sample_game`` deals the unseen cards uniformly (it only re-deals a world that hides an
undeclared Bura). A player who watched a rival lead and answer learns more: every card play of
a rival (``Choice``) is weighed under a model of how that rival plays, the smart rollout
policy's own rules of thumb (``rollout.smart_lead``, ``smart_answer``) mixed with chance: it
plays the policy's card with probability ``FOLLOWS_LEAD`` / ``FOLLOWS_ANSWER`` and otherwise
any legal card. A world's weight is the product, over the rivals' choices, of the chance of the
card chosen given the hand that world says the rival held then.

A world holds the hands as they are now, not as they were at each trick: the rival has drawn
since. ``policy_weight`` rebuilds one history of its draws, trick by trick backwards: before a
trick its hand was the hand after it less the cards drawn after it (chosen at random among that
hand, as every order of the draws was as likely) plus the cards it played in it. One history
drawn at random gives an unbiased estimate of the world's likelihood. The search weighs each
world's playouts by it (importance sampling: ``search.evaluate``).

Measured (issue #20, ``tools/reading_bench.py --hands 200 --follows 0.3 0.6 0.5 0.8``): over
1,310 decisions of 2-player hands between advanced players the worlds put 0.326 of the rival's
2.38 cards in its hand at random, 0.349 weighed this way (the earlier model, which only read an
unused plain cover and points thrown, about 0.346 against 0.332 in a run of its own); against a
rival that always plays the policy's card (``--rival policy``, 150 hands), 0.322 and 0.384. Most
of a rival's hand was drawn after its last choice, so no reading of its play comes near a look
at its cards.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from bura_desktop.ai.rollout import goal_of, smart_answer, smart_lead
from bura_desktop.ai.sampling import best_seat, sample_game
from bura_desktop.ai.tactics import best_play, points
from bura_desktop.core.cards import mask_of, pack_mask
from bura_desktop.core.game import Game
from bura_desktop.core.tables import COMBO_HINT, answer_tables, lead_tables
from bura_desktop.core.view import SeatView

# How often a rival plays the smart policy's card rather than any legal card, when it leads
# and when it answers. Its answers follow the policy more closely than its leads: of the advanced
# player's choices 46% of its leads were the policy's (3.8 legal on average) and 67% of its
# answers (3.0); of the expert's, 65% and 80%. Higher figures read a little more (0.5 and 0.8:
# 0.361 of the advanced rival's cards against 0.349, see above) but spread the weights: the
# median decision's worlds then count as 40% as many unweighed ones (an effective sample)
# against 61% with these.
FOLLOWS_LEAD = 0.3
FOLLOWS_ANSWER = 0.6

Trick = tuple[tuple[int, int, bool], ...]
# A world and its weight, for a search that averages its playouts over the worlds.
Sampler = Callable[[random.Random], tuple[Game, float]]


@dataclass(frozen=True)
class Choice:
    """A face-up card play of another seat, and what that seat knew then besides its hand."""

    seat: int
    trick: int  # the trick's index in the hand, the current one last
    play: int
    before: Trick  # the trick's plays before it; empty for a lead
    own: int  # its points then
    rival: int  # the points then of the seat whose play was best so far (an answer)
    seen: int  # the cards it had seen outside its hand: the piles and the indicator


@dataclass(frozen=True)
class Reading:
    """The rivals' choices in a hand so far, and each rival's hand size at every trick."""

    choices: tuple[Choice, ...]
    sizes: dict[int, tuple[int, ...]]


def reading(view: SeatView) -> Reading:
    """What ``view``'s history shows of the other seats' choices."""
    trump = int(view.trump)
    tricks = [t.plays for t in view.tricks] + [view.trick]
    count = [0] * view.rules.players
    seen = 1 << int(view.indicator)  # on show while the stock lasts, then in a known hand
    choices = []
    for k, plays in enumerate(tricks):
        for i, play in enumerate(plays):
            if play.seat == view.seat or play.down or not play.cards:
                continue
            before = tuple((p.seat, mask_of(p.cards), p.down) for p in plays[:i])
            best = best_seat(before, trump) if before else play.seat
            choice = Choice(
                play.seat, k, mask_of(play.cards), before, count[play.seat], count[best], seen
            )
            choices.append(choice)
        if k < len(view.tricks):
            cards = 0
            for p in plays:
                cards |= mask_of(p.cards)
            count[view.tricks[k].winner] += points(cards)
            seen |= cards
    sizes = {}
    for s in {c.seat for c in choices}:
        # A hand is full until the stock runs out; after that it holds what it plays.
        held = view.hand_sizes[s]
        row = [0] * len(tricks)
        for k in range(len(tricks) - 1, -1, -1):
            held += sum(p.count for p in tricks[k] if p.seat == s)
            row[k] = min(view.rules.hand_size, held)
        sizes[s] = tuple(row)
    return Reading(tuple(choices), sizes)


def policy_weight(
    world: Game,
    read: Reading,
    rng: random.Random,
    follows: tuple[float, float] = (FOLLOWS_LEAD, FOLLOWS_ANSWER),
) -> float:
    """How likely the rivals' choices were in ``world`` under the model that follows the policy
    ``follows`` of the time (on a lead, on an answer), for one history of their draws chosen by
    ``rng``."""
    follows_lead, follows_answer = follows
    rules = world.rules
    trump = int(world.trump)
    tricks = [t[1] for t in world.finished_tricks] + [world.trick_plays]
    hands = world.hand_masks
    held = {s: _history(hands[s], tricks, s, sizes, rng) for s, sizes in read.sizes.items()}
    # While the stock lasts any lead up to a full hand; after it, 2 players hold as many cards
    # each, so a full hand's table is right then too (a rare many-player lead is misjudged).
    leads = lead_tables(rules.lead_sizes, ())[rules.hand_size]
    # Answers only where every answer of the led count is legal (no closed cards, no Moscow).
    answers = answer_tables(()) if rules.plain_answers else None
    deck = pack_mask(rules.deck)
    goal = goal_of(world)
    weight = 1.0
    for c in read.choices:
        hand = held[c.seat][c.trick]
        plays: Sequence[int]
        if c.before:
            if answers is None:
                continue
            best = best_play(list(c.before), trump)
            plays = answers[best.bit_count()][hand]
            if len(plays) < 2:
                continue
            pick = smart_answer(plays, c.before, c.own, c.rival, goal, best, trump)
            follow = follows_answer
        else:
            if rules.bura_timing == "on_lead" and COMBO_HINT[hand]:
                continue  # it might have shown a combination instead
            plays = leads[hand]
            if len(plays) < 2:
                continue
            pick = smart_lead(plays, c.own, goal, deck & ~(hand | c.seen), trump)
            follow = follows_lead
        chance = (1.0 - follow) / len(plays)
        weight *= chance + follow if pick == c.play else chance
    return weight


def _history(
    hand: int, tricks: list[Trick], seat: int, sizes: tuple[int, ...], rng: random.Random
) -> list[int]:
    """``seat``'s hand before each trick, ``hand`` now: one history of its draws at random."""
    played = [0] * len(tricks)
    for k, trick in enumerate(tricks):
        for s, mask, _ in trick:
            if s == seat:
                played[k] |= mask
    hand |= played[-1]
    row = [hand] * len(tricks)
    for k in range(len(tricks) - 2, -1, -1):
        drawn = hand.bit_count() - sizes[k] + played[k].bit_count()
        if drawn > 0:
            cards = []  # its cards one by one, lowest first
            rest = hand
            while rest:
                card = rest & -rest
                cards.append(card)
                rest ^= card
            for card in rng.sample(cards, min(drawn, len(cards))):
                hand ^= card
        hand |= played[k]
        row[k] = hand
    return row


def inferring_sampler(view: SeatView) -> Sampler:
    """Worlds for ``view`` with their weights under the model (1 with nothing to read)."""
    read = reading(view)
    if not read.choices:
        return uniform_sampler(view)

    def sampler(rng: random.Random) -> tuple[Game, float]:
        world = sample_game(view, rng)
        return world, policy_weight(world, read, rng)

    return sampler


def uniform_sampler(view: SeatView) -> Sampler:
    """Worlds for ``view`` as ``sample_game`` deals them, all of one weight."""
    return lambda rng: (sample_game(view, rng), 1.0)
