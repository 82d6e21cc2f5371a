"""Random sessions for the tests: plausible random moves, and the check that every card of the
pack is in exactly one place (the rule sets are ``rule_sets``)."""

import random

from bura_desktop.core import Game
from bura_desktop.core.actions import CLAIM
from bura_desktop.core.cards import pack


def choose(game: Game, rng: random.Random) -> int:
    """A plausible random legal move, as ``legal_moves()`` gives it: an int for ``play_move``,
    ``Action(move)`` for ``apply``."""
    moves = game.legal_moves()
    seat = game.to_act
    assert seat is not None
    if moves[-1] == CLAIM and (game.points(seat) >= 31 or rng.random() < 0.03):
        return CLAIM
    return rng.choice(moves[:-1] if moves[-1] == CLAIM and len(moves) > 1 else moves)


def check_cards(game: Game) -> None:
    places = [*game._hands, *game._piles, game._set_aside, *(1 << c for c in game._stock)]
    places += [m for _, m, _ in game._trick]
    seen = 0
    for mask in places:
        assert not seen & mask, "a card is in two places"
        seen |= mask
    assert seen == sum(1 << c for c in pack(game.rules.deck)), "a card is missing"
