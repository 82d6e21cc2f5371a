"""A rollout policy fitted to the Expert's own choices (issue #48): collect, fit, measure.

    python tools/fit_rollout.py collect --seed 11 --decisions 795 --out A.jsonl
    python tools/fit_rollout.py fit A.jsonl B.jsonl
    python tools/fit_rollout.py arena [--take 2 --bank 0.2] [--never-close] -- --a expert \\
        --b advanced --deals 500 --jobs 1 --expert-option 'rollout="fitted"' --paired BEFORE.jsonl

``collect`` plays 2-player classic hands Expert against Expert and, at every card play of
either seat made while the stock still holds more than ``endgame.EXACT_STOCK`` cards (where the
Expert's rollouts play; below it each world is solved exactly), writes what the fast path's
rollout players are given there (``core.playing.TrickPlayers``: the legal plays, the trick,
the counts, the cards not seen) and the move the full Expert search chose, one JSON line each.
The hands and the Expert's choices follow from ``--seed``: the same seed and ``--decisions``
write the same file.

``fit`` fits a conditional-logit scorer to those choices: a linear score over each legal play's
features (``lead_features``, ``answer_features``, and whether the smart policy would play it),
softmax over the legal plays, by gradient descent on four fifths of the decisions; it prints
how often the fitted scorer and the smart policy pick the Expert's move on the fifth held out,
and the weights (``FITTED_LEAD``, ``FITTED_ANSWER`` here).

``arena`` registers the fitted scorer as the rollout policy ``fitted`` (the smart policy's
rules with the scorer's leads and answers) and runs ``ai.arena`` with the arguments given, in
this process (``--jobs 1``), so that ``--expert-option 'rollout="fitted"'`` plays it. It also
registers ``race``, the smart policy with answers that race harder (``race_answer``: a take
weighed with the points at stake counted ``--take`` times over, the cover that banks
``--bank`` of its points; 2 and 0.2 agree best with the Expert's answers), and with
``--never-close`` the Expert drops a move only once the best clearly leads it, never as close
enough (``search.Paired.close``).

Measured (docs/DESIGN.md, "What the Expert's strength turns on"): on 1,498 decisions (seeds 11
and 12, 795 and 703 decisions) the fitted scorer picks the Expert's move no more often than the
smart policy does (held out: leads 69.4 % against 70.1 %, answers 68.5 % against 68.5 %), and
the Expert with it in its rollouts is no stronger (-0.1 ± 0.9 points over 1,000 hands against
the advanced player); with ``race`` +0.2 ± 1.0 (``--take 2 --bank 0.2``) and +0.3 ± 1.1
(``--take 3 --bank 0.3``), never settling a close choice -0.3 ± 2.2 (300 hands).
"""

from __future__ import annotations

import argparse
import json
import math
import random
import sys
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import TypedDict

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bura_desktop.ai import arena, make_player, search
from bura_desktop.ai.endgame import EXACT_STOCK
from bura_desktop.ai.rollout import (
    POLICIES,
    SMART_NOISE,
    TRICK_PLAYERS,
    goal_of,
    smart_answer,
    smart_lead,
)
from bura_desktop.ai.search import obvious
from bura_desktop.ai.tactics import COVER_COSTS, cheapest, points, split_answers, unbeatable, worth
from bura_desktop.core.actions import CLAIM, DECLARE_MASK, DOWN, PASS, Action
from bura_desktop.core.beating import beats_mask
from bura_desktop.core.cards import FULL_MASK, SUIT_MASK
from bura_desktop.core.game import CLAIM_TARGET, DECLARE_PHASE, PLAY_PHASE, Game
from bura_desktop.core.playing import TrickPlayers
from bura_desktop.core.rules import Rules
from bura_desktop.core.state import Play

# The weights ``fit`` printed for the files of the docstring: first the weight of the smart
# policy's own play, then one per feature.
FITTED_LEAD = (
    *(1.0716, 1.1371, 4.0914, -0.6718, -0.4313, 0.5927, 0.7261),
    *(-0.8523, 1.8534, 0.2682, 0.4215, 0.4313, 0.3897),
)
FITTED_ANSWER = (
    *(0.8939, 1.1208, 1.9015, 1.0788, -1.2262, -1.1329, -0.3752),
    *(-0.2581, 0.6547, -2.2785, -0.4738, -0.5712, -0.0324),
)


def lead_features(
    m: int, plays: Sequence[int], own: int, goal: int, unseen: int, trump: int
) -> list[float]:
    """What the scorer weighs in a lead ``m`` of ``plays`` (the legal leads)."""
    trumps = SUIT_MASK[trump]
    hand = 0
    for play in plays:
        hand |= play
    count = m.bit_count()
    p = points(m)
    safe = unbeatable(m, unseen, trump)
    own_trumps = (m & trumps).bit_count()
    high = (m & FULL_MASK).bit_length() - 1
    return [
        float(count == 2),
        float(count == 3),
        p / 10,
        float(own_trumps),
        worth(m, trump) / 10,
        float(safe),
        p / 10 if safe else 0.0,
        float(safe and own + p >= goal),
        float(own_trumps > 0 and not safe),
        (high % 9) / 8 if high >= 0 else 0.0,
        float(((hand & ~m) & trumps).bit_count()),
        float(own + p >= goal),
    ]


def answer_features(
    m: int, trick: tuple[Play, ...], own: int, rival: int, goal: int, best: int, trump: int
) -> list[float]:
    """What the scorer weighs in an answer ``m`` to ``trick`` (``best``: the play taking it so
    far, ``rival``: the count of the seat that made it)."""
    cards = m & FULL_MASK
    beats = (
        not m & DOWN and cards.bit_count() == best.bit_count() and beats_mask(cards, best, trump)
    )
    at_stake = 0
    for _, mask, _ in trick:
        at_stake += points(mask)
    p = points(cards)
    w = worth(cards, trump)
    own_trumps = (cards & SUIT_MASK[trump]).bit_count()
    return [
        float(beats),
        at_stake / 10 if beats else 0.0,
        p / 10 if beats else 0.0,
        p / 10 if not beats else 0.0,
        (w - p) / 10 if beats else 0.0,
        w / 10 if not beats else 0.0,
        float(own_trumps),
        float(beats and own + at_stake + p >= goal),
        float(not beats and rival + at_stake + p >= goal),
        float(beats and rival + at_stake >= goal - 2),
        float(beats) * own / 31,
        float(beats) * rival / 31,
    ]


def _highest(scored: list[tuple[float, int]]) -> int:
    return max(scored, key=lambda pair: pair[0])[1]


def fitted_lead(plays: Sequence[int], own: int, goal: int, unseen: int, trump: int) -> int:
    """The lead the scorer rates highest."""
    pick = smart_lead(plays, own, goal, unseen, trump)
    scored = []
    for m in plays:
        feats = [float(m == pick), *lead_features(m, plays, own, goal, unseen, trump)]
        scored.append((sum(w * f for w, f in zip(FITTED_LEAD, feats, strict=True)), m))
    return _highest(scored)


def fitted_answer(
    plays: Sequence[int],
    trick: tuple[Play, ...],
    own: int,
    rival: int,
    goal: int,
    best: int,
    trump: int,
) -> int:
    """The answer the scorer rates highest."""
    pick = smart_answer(plays, trick, own, rival, goal, best, trump)
    scored = []
    for m in plays:
        feats = [float(m == pick), *answer_features(m, trick, own, rival, goal, best, trump)]
        scored.append((sum(w * f for w, f in zip(FITTED_ANSWER, feats, strict=True)), m))
    return _highest(scored)


def fitted_move(game: Game, rng: random.Random) -> int:
    """``rollout.smart_move`` with the scorer's leads and answers."""
    return _move(game, rng, fitted_answer, fitted_lead)


# ``race_answer``'s weights (``arena --take --bank``).
RACE = {"take": 2.0, "bank": 0.2}


def race_answer(
    plays: Sequence[int],
    trick: tuple[Play, ...],
    own: int,
    rival: int,
    goal: int,
    best: int,
    trump: int,
) -> int:
    """``rollout.smart_answer`` racing harder: the points a take wins counted ``take`` times
    over, and the cover that banks ``bank`` of its points rather than the cheapest."""
    beating, others = split_answers(plays, best, trump)
    if not beating:
        return cheapest(others, trump)
    costs = COVER_COSTS[trump]
    bank = RACE["bank"]
    cover = min(beating, key=lambda m: costs[m] - bank * points(m))
    if not others:
        return cover
    throw = cheapest(others, trump)
    at_stake = 0
    for _, mask, _ in trick:
        at_stake += points(mask)
    if own + at_stake + points(cover) >= goal or rival + at_stake >= goal - 2:
        return cover
    gain = 2 * at_stake + points(cover) + points(throw & FULL_MASK)
    if RACE["take"] * gain >= costs[cover] - costs[throw]:
        return cover
    return throw


def _move(
    game: Game, rng: random.Random, answer: Callable[..., int], lead: Callable[..., int]
) -> int:
    seat = game.to_act
    moves = game.legal_moves()
    if seat is None:
        raise ValueError("nobody is to act: the hand is over")
    own = game.points(seat)
    if CLAIM in moves and own >= CLAIM_TARGET:
        return CLAIM
    goal = goal_of(game)
    if game.phase != PLAY_PHASE:
        if game.phase == DECLARE_PHASE and moves[0] & DECLARE_MASK:
            return moves[0]
        return PASS if PASS in moves else moves[-1]
    plays = [m for m in moves if m & FULL_MASK]
    for m in moves:
        if m & DECLARE_MASK:
            return m
    if rng.random() < SMART_NOISE:
        return rng.choice(plays)
    trump = int(game.trump)
    trick = game.trick_plays
    if not trick:
        return int(lead(plays, own, goal, game.unseen_by(seat), trump))
    rival = game.points(game.best_seat)
    return int(answer(plays, trick, own, rival, goal, game.best_mask, trump))


def race_move(game: Game, rng: random.Random) -> int:
    """``rollout.smart_move`` with ``race_answer``'s answers."""
    return _move(game, rng, race_answer, smart_lead)


def register() -> None:
    """Makes ``fitted`` and ``race`` rollout policies of this process (``SearchPlayer``'s
    ``rollout``)."""
    POLICIES["fitted"] = fitted_move
    TRICK_PLAYERS[fitted_move] = TrickPlayers(SMART_NOISE, fitted_lead, fitted_answer, True)
    POLICIES["race"] = race_move
    TRICK_PLAYERS[race_move] = TrickPlayers(SMART_NOISE, smart_lead, race_answer, True)


def collect(hands: int, decisions: int | None, seed: int, out: str) -> None:
    rules = Rules.preset("classic")
    rng = random.Random(seed)
    written = 0
    with open(out, "w", encoding="utf-8") as file:
        for _ in range(hands):
            hand_seed = rng.getrandbits(32)
            game = Game(rules, seed=hand_seed)
            players = [make_player("expert", hand_seed + s) for s in range(2)]
            while not game.hand_over:
                seat = game.to_act
                assert seat is not None
                view = game.view(seat)
                action = int(players[seat].choose(view))
                plays = [m for m in game.legal_moves() if m & FULL_MASK]
                if (
                    game.phase == PLAY_PHASE
                    and game.stock_count > EXACT_STOCK
                    and len(plays) > 1
                    and action in plays
                    and obvious(view, [int(m) for m in view.legal_actions()]) is None
                ):
                    trick = game.trick_plays
                    row = {
                        "plays": plays,
                        "trick": [list(p) for p in trick],
                        "own": game.points(seat),
                        "rival": game.points(game.best_seat) if trick else 0,
                        "goal": goal_of(game),
                        "best": game.best_mask if trick else 0,
                        "trump": int(game.trump),
                        "unseen": game.unseen_by(seat),
                        "chosen": action,
                    }
                    file.write(json.dumps(row) + "\n")
                    file.flush()
                    written += 1
                    if decisions is not None and written >= decisions:
                        print(f"{written} decisions", file=sys.stderr)
                        return
                game.apply(Action(action))
    print(f"{written} decisions from {hands} hands", file=sys.stderr)


class Row(TypedDict):
    """A decision as ``collect`` writes it."""

    plays: list[int]
    trick: list[list[int]]
    own: int
    rival: int
    goal: int
    best: int
    trump: int
    unseen: int
    chosen: int


Sample = tuple[list[list[float]], int]


def _trick(row: Row) -> tuple[Play, ...]:
    return tuple((s, m, bool(d)) for s, m, d in row["trick"])


def smart_pick(row: Row) -> int:
    plays, own, goal, trump = row["plays"], row["own"], row["goal"], row["trump"]
    if not row["trick"]:
        return smart_lead(plays, own, goal, row["unseen"], trump)
    return smart_answer(plays, _trick(row), own, row["rival"], goal, row["best"], trump)


def features(row: Row) -> list[list[float]]:
    plays, own, goal, trump = row["plays"], row["own"], row["goal"], row["trump"]
    pick = smart_pick(row)
    if not row["trick"]:
        unseen = row["unseen"]
        return [
            [float(m == pick), *lead_features(m, plays, own, goal, unseen, trump)] for m in plays
        ]
    rival, best, trick = row["rival"], row["best"], _trick(row)
    return [
        [float(m == pick), *answer_features(m, trick, own, rival, goal, best, trump)] for m in plays
    ]


def fit_one(samples: list[Sample], l2: float, steps: int) -> list[float]:
    size = len(samples[0][0][0])
    w = [0.0] * size
    rate = 0.5
    for _ in range(steps):
        grad = [0.0] * size
        for feats, label in samples:
            scores = [sum(a * b for a, b in zip(w, f, strict=True)) for f in feats]
            top = max(scores)
            exps = [math.exp(s - top) for s in scores]
            total = sum(exps)
            for f, e in zip(feats, exps, strict=True):
                for k in range(size):
                    grad[k] += e / total * f[k]
            for k in range(size):
                grad[k] -= feats[label][k]
        for k in range(size):
            w[k] -= rate * (grad[k] / len(samples) + l2 * w[k])
    return w


def agreement(part: list[Sample], weights: Sequence[float]) -> float:
    hits = 0
    for feats, label in part:
        scores = [sum(a * b for a, b in zip(weights, f, strict=True)) for f in feats]
        hits += max(range(len(scores)), key=scores.__getitem__) == label
    return hits / max(len(part), 1)


def fit(paths: list[str], l2: float, steps: int) -> None:
    rows: list[Row] = []
    for path in paths:
        with open(path, encoding="utf-8") as lines:
            rows.extend(json.loads(line) for line in lines)
    random.Random(0).shuffle(rows)
    for kind in ("lead", "answer"):
        chosen = [r for r in rows if bool(r["trick"]) == (kind == "answer")]
        samples = [(features(r), r["plays"].index(r["chosen"])) for r in chosen]
        cut = len(samples) * 4 // 5
        train, test = samples[:cut], samples[cut:]
        w = fit_one(train, l2, steps)
        smart = sum(smart_pick(r) == r["chosen"] for r in chosen[cut:]) / max(len(test), 1)
        print(
            f"{kind}: {len(samples)} decisions; held out: fitted agrees "
            f"{agreement(test, w):.3f}, smart {smart:.3f} (train {agreement(train, w):.3f})"
        )
        name = "FITTED_LEAD" if kind == "lead" else "FITTED_ANSWER"
        print(f"{name} = ({', '.join(f'{x:.4f}' for x in w)})")


def main() -> None:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    sub = parser.add_subparsers(dest="command", required=True)
    c = sub.add_parser("collect")
    c.add_argument("--hands", type=int, default=400)
    c.add_argument("--decisions", type=int, default=None, help="stop after this many")
    c.add_argument("--seed", type=int, default=1)
    c.add_argument("--out", required=True)
    f = sub.add_parser("fit")
    f.add_argument("paths", nargs="+")
    f.add_argument("--l2", type=float, default=1e-3)
    f.add_argument("--steps", type=int, default=1000)
    a = sub.add_parser("arena")
    a.add_argument("--take", type=float, default=RACE["take"])
    a.add_argument("--bank", type=float, default=RACE["bank"])
    a.add_argument("--never-close", action="store_true")
    a.add_argument("rest", nargs=argparse.REMAINDER)
    args = parser.parse_args()
    if args.command == "collect":
        collect(args.hands, args.decisions, args.seed, args.out)
    elif args.command == "fit":
        fit(args.paths, args.l2, args.steps)
    else:
        register()
        RACE.update(take=args.take, bank=args.bank)
        if args.never_close:
            search.INDIFFERENT = -1.0  # ``Paired.close`` never holds
        rest = args.rest[1:] if args.rest[:1] == ["--"] else args.rest
        arena.main(rest)


if __name__ == "__main__":
    main()
