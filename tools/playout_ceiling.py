"""How fast pure Python can play random 2-player classic hands: the ceiling under issue #2.

Issue #2 asks for 400,000 random-playout actions/s in pure Python. This probe plays the bench's
hands (2-player classic, the random player of ``sim.play_hand``: a claim exactly at 31, any other
legal move equally likely, declarations offered at every trick start) in one function with the
whole state in local variables, on the engine's own tables. It is a measuring probe, never run by
the game: it shows what a loop without a per-move API reaches on this machine, measured in turns
with ``Game`` from the same deals. Both draw the same random numbers in the same order, so they
play exactly the same hands: before it reports a speed, it checks that every hand took as many
actions and ended the same way in both.

    python tools/playout_ceiling.py [--rounds 3] [--seconds 2]
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import sys
import time
from collections import Counter
from collections.abc import Callable
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bura_desktop.bench.sim import play_hand
from bura_desktop.core.beating import BEATERS, beats_mask
from bura_desktop.core.cards import ACES_MASK, SUIT_MASK, SUIT_OF
from bura_desktop.core.game import Game
from bura_desktop.core.rules import Rules
from bura_desktop.core.tables import COMBO_HINT, MASK_POINTS, answer_tables, lead_tables

RULES = Rules.preset("classic")
LEADS = lead_tables(RULES.lead_sizes, ())
ANSWERS = answer_tables(())
ENDS = {"claim": "claim", "bura": "bura", "played_out": "out"}


MOLODKA, THREE_ACES, BURA = 0, 1, 2  # the declarations of classic rules, by rank


def combinations(hand: int, trumps: int, plain: list[int], lead_too: bool) -> list[int]:
    """The declarations ``hand`` holds, highest first; those that only give the lead when
    ``lead_too`` (the leader shows them only to defend the lead)."""
    found = [BURA] if (hand & trumps).bit_count() >= 3 else []
    if lead_too:
        if (hand & ACES_MASK).bit_count() >= 3:
            found.append(THREE_ACES)
        if any((hand & m).bit_count() >= 3 for m in plain):
            found.append(MOLODKA)
    return found


def playout(
    hands: list[int], stock: list[int], trump: int, leader: int, rnd: Callable[[], float]
) -> tuple[int, str]:
    """Play random moves to the end of the hand; the actions taken and how the hand ended."""
    points = [0, 0]
    trumps = SUIT_MASK[trump]
    beaters = BEATERS[trump]
    plain = [SUIT_MASK[s] for s in range(4) if s != trump]
    leads, answers, combo, card_points = LEADS, ANSWERS, COMBO_HINT, MASK_POINTS
    actions = 0
    while True:
        if combo[hands[0]] or combo[hands[1]]:
            # Before the lead: each holder of a combination declares one or passes, the leader
            # first, and asked first even with nothing to declare (he may claim or pass); a
            # leader challenged by a lead combination may then defend the lead.
            other = 1 - leader
            challenge = -1
            asked = combinations(hands[other], trumps, plain, lead_too=True)
            for seat in (leader, other):
                offers = combinations(hands[seat], trumps, plain, lead_too=seat != leader)
                if not offers:
                    if seat == leader and asked:
                        actions += 1
                        if points[seat] >= 31:
                            return actions, "claim"
                        rnd()  # the engine's player draws its pass
                    continue
                actions += 1
                if points[seat] >= 31:
                    return actions, "claim"
                pick = int(rnd() * (len(offers) + 1))
                if pick < len(offers):
                    if offers[pick] == BURA:
                        if seat == leader and (hands[other] & trumps).bit_count() >= 3:
                            actions += 1  # the other Bura is asked for; either way a Bura wins
                            rnd()
                        return actions, "bura"
                    challenge = offers[pick]
            if challenge >= 0:
                offers = [
                    c
                    for c in combinations(hands[leader], trumps, plain, lead_too=True)
                    if c >= challenge
                ]
                keep = False
                if offers:
                    actions += 1
                    if points[leader] >= 31:
                        return actions, "claim"
                    pick = int(rnd() * (len(offers) + 1))
                    if pick < len(offers) and offers[pick] == BURA:
                        return actions, "bura"
                    keep = pick < len(offers)
                if not keep:
                    leader = other
        other = 1 - leader
        lead_hand, other_hand = hands[leader], hands[other]
        actions += 1
        if points[leader] >= 31:
            return actions, "claim"
        largest = 3 if stock or not other_hand else min(other_hand.bit_count(), 3)
        moves = leads[largest][lead_hand]
        play = moves[int(rnd() * len(moves))]
        hands[leader] = lead_hand & ~play
        count = play.bit_count()
        if other_hand:
            actions += 1
            if points[other] >= 31:
                return actions, "claim"
            moves = answers[count][other_hand]
            answer = moves[int(rnd() * len(moves))]
            hands[other] = other_hand & ~answer
            if count == 1:
                wins = answer & beaters[play.bit_length() - 1] != 0
            else:
                wins = beats_mask(answer, play, trump)
            winner = other if wins else leader
            points[winner] += card_points[play | answer]
        else:
            winner = leader
            points[winner] += card_points[play]
        if stock:
            if len(stock) >= 2 * count:
                loser = 1 - winner
                for _ in range(count):
                    hands[winner] |= 1 << stock.pop()
                    hands[loser] |= 1 << stock.pop()
            else:  # too few for both: set aside
                stock.clear()
        leader = winner
        if not (hands[0] or hands[1]):  # no claim after the last card
            return actions, "out"


def deals(count: int) -> list[Game]:
    return [Game(RULES, seed=seed) for seed in range(count)]


def probe_rate(games: list[Game], seconds: float) -> tuple[float, list[int], Counter[str]]:
    states = [g.state() for g in games]
    starts = [(list(s.hands), list(s.stock), SUIT_OF[s.indicator], s.leader) for s in states]
    rnd = random.Random(1).random
    lengths: list[int] = []
    ends: Counter[str] = Counter()
    actions = 0
    start = time.process_time()
    while time.process_time() - start < seconds:
        for hands, stock, trump, leader in starts:
            taken, how = playout(hands[:], stock[:], trump, leader, rnd)
            actions += taken
            if len(lengths) < len(starts):
                lengths.append(taken)
                ends[how] += 1
    return actions / (time.process_time() - start), lengths, ends


def engine_rate(games: list[Game], seconds: float) -> tuple[float, list[int], Counter[str]]:
    rng = random.Random(1)
    lengths: list[int] = []
    ends: Counter[str] = Counter()
    actions = 0
    start = time.process_time()
    while time.process_time() - start < seconds:
        for game in games:
            position = game.clone()
            taken = play_hand(position, rng)
            actions += taken
            if len(lengths) < len(games):
                lengths.append(taken)
                assert position.outcome is not None  # the hand was played to its end
                ends[ENDS[position.outcome.how]] += 1
    return actions / (time.process_time() - start), lengths, ends


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--rounds", type=int, default=3, help="alternating measurements")
    parser.add_argument("--seconds", type=float, default=2.0, help="time per figure")
    parser.add_argument("--deals", type=int, default=2000, help="deals played from")
    args = parser.parse_args(argv)
    games = deals(args.deals)
    ratios = []
    for _ in range(args.rounds):
        probe, probe_lengths, probe_ends = probe_rate(games, args.seconds)
        engine, engine_lengths, engine_ends = engine_rate(games, args.seconds)
        # The same hands, or the speeds say nothing.
        if probe_lengths != engine_lengths or probe_ends != engine_ends:
            print("the probe's hands differ from the engine's: fix the probe first")
            return 1
        ratios.append(probe / engine)
        row = {
            "probe_actions_per_s": round(probe),
            "engine_actions_per_s": round(engine),
            "ratio": round(probe / engine, 2),
            "actions_per_hand": round(statistics.fmean(engine_lengths), 2),
            "ends": dict(sorted(engine_ends.items())),
        }
        print(json.dumps(row))
    print(f"probe / engine: median {statistics.median(ratios):.2f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
