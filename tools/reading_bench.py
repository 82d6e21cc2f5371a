"""How much of a rival's hand the Expert's worlds get right: its inference against the truth.

    python tools/reading_bench.py [--rival advanced] [--hands 50] [--preset classic]
        [--worlds 60] [--follows LEAD ANSWER ...]

Two seats of ``--rival`` play 2-player hands (``policy``: both play the smart rollout policy's
card every time, the most readable rival there is). At each play decision of a seat from the
third trick on, it deals ``--worlds`` worlds from that seat's view and counts how many of the
rival's true cards each world puts in the rival's hand: on average over uniform worlds
(``sample_game``) and weighed by the inference (``inference.policy_weight``, for each pair of
``--follows`` figures). The rival's whole hand is what a cheater sees; the gap between uniform
and weighed is what reading the rival's plays gains.
"""

from __future__ import annotations

import argparse
import random
import sys
from collections.abc import Iterator
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bura_desktop.ai import inference, level_named, make_player
from bura_desktop.ai.rollout import smart_move
from bura_desktop.ai.sampling import sample_game
from bura_desktop.core import Action, Game, Rules
from bura_desktop.core.cards import mask_of
from bura_desktop.core.state import PLAY_PHASE
from bura_desktop.core.view import SeatView


class _Never:
    """Random numbers under which the policy never plays a random card."""

    def random(self) -> float:
        return 1.0


def positions(rival: str, hands: int, preset: str = "classic") -> Iterator[tuple[SeatView, int]]:
    """Each play decision from the third trick on of ``hands`` 2-player hands between two
    ``rival`` seats: the deciding seat's view and the other seat's true hand."""
    rules = Rules.preset(preset, players=2)
    for hand in range(hands):
        game = Game(rules, seed=hand)
        policy = rival == "policy"
        players = (
            [] if policy else [make_player(level_named(rival), 7 * hand + s) for s in range(2)]
        )
        while not game.hand_over:
            seat = game.to_act
            assert seat is not None
            view = game.view(seat)
            if game.phase == PLAY_PHASE and game.tricks_played >= 2:
                yield view, mask_of(game.hand(1 - seat))
            if players:
                game.apply(players[seat].choose(view))
            else:
                game.apply(Action(smart_move(game, _Never())))  # type: ignore[arg-type]


def measure(
    view: SeatView,
    truth: int,
    worlds: int,
    follows: list[tuple[float, float]],
    rng: random.Random,
) -> list[float]:
    """The rival's true cards a world holds on average: uniform, then weighed per ``follows``."""
    rival = 1 - view.seat
    read = inference.reading(view)
    dealt = [sample_game(view, rng) for _ in range(worlds)]
    held = [(mask_of(world.hand(rival)) & truth).bit_count() for world in dealt]
    found = [sum(held) / worlds]
    for pair in follows:
        weights = [inference.policy_weight(world, read, rng, pair) for world in dealt]
        found.append(sum(w * h for w, h in zip(weights, held, strict=True)) / sum(weights))
    return found


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--rival", default="advanced", help="a level, or 'policy'")
    parser.add_argument("--hands", type=int, default=50)
    parser.add_argument("--preset", default="classic", choices=Rules.PRESETS)
    parser.add_argument("--worlds", type=int, default=60)
    parser.add_argument("--follows", type=float, nargs="*", default=[])
    args = parser.parse_args(argv)
    shipped = (inference.FOLLOWS_LEAD, inference.FOLLOWS_ANSWER)
    pairs = list(zip(args.follows[::2], args.follows[1::2], strict=False)) or [shipped]
    rng = random.Random(1)
    totals = [0.0] * (1 + len(pairs))
    cards = 0
    decisions = 0
    for view, truth in positions(args.rival, args.hands, args.preset):
        found = measure(view, truth, args.worlds, pairs, rng)
        totals = [t + f for t, f in zip(totals, found, strict=True)]
        cards += truth.bit_count()
        decisions += 1
    held = cards / decisions
    print(f"{args.rival} rival, {args.preset}: {decisions} decisions, its hand {held:.2f} cards")
    print(f"  uniform worlds       {totals[0] / decisions:.3f} of them right")
    for (lead, answer), total in zip(pairs, totals[1:], strict=True):
        print(f"  follows {lead:.1f}/{answer:.1f}     {total / decisions:.3f}")


if __name__ == "__main__":
    main()
