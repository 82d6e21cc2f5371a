"""Random sessions for the tests: rule sets of every preset and option, plausible random moves,
and the check that every card of the pack is in exactly one place."""

import dataclasses
import random
from typing import Any

from hypothesis import strategies as st

from bura_desktop.core import Game, Rules
from bura_desktop.core.actions import CLAIM
from bura_desktop.core.cards import pack


@st.composite
def rules_strategy(draw: st.DrawFn) -> Rules:
    preset = draw(st.sampled_from(Rules.PRESETS))
    base = Rules.preset(preset)
    top = 5 if base.hand_size == 4 else 6
    changes: dict[str, Any] = {
        "players": draw(st.integers(2, top)),
        "deck": draw(st.sampled_from((36, 32))),
        "closed_cards": draw(st.booleans()),
        "moscow": draw(st.booleans()),
        "stock_end": draw(st.sampled_from(("set_aside", "draw_out"))),
        "first_lead": draw(st.sampled_from(("dealer_left", "dealer_right"))),
        "deal": draw(st.sampled_from(("singly", "packets"))),
        "next_dealer": draw(st.sampled_from(("claimer", "alternate"))),
        "stake": draw(st.integers(1, 3)),
        "next_lead": draw(st.sampled_from(("winner", "rotate"))),
    }
    if base.claims:
        # A doubled pot needs a pot: series scoring only loses the hand.
        wrong = ("double_pot", "lose_hand") if base.scoring == "pot" else ("lose_hand",)
        changes["false_claim"] = draw(st.sampled_from(wrong))
        changes["last_chance"] = draw(st.booleans())
    if base.scoring == "pot":
        changes["blind"] = draw(st.booleans())
    if base.bura_timing == "trick_start":
        changes["three_aces"] = draw(st.sampled_from(("off", "lead", "win")))
        changes["molodka"] = draw(st.sampled_from(("off", "lead")))
    if base.hand_size == 4:
        changes["four_trumps"] = draw(st.sampled_from(("off", "win")))
    return dataclasses.replace(base, **changes)


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
