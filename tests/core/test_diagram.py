"""A position as text: the whole truth, or what one seat sees and nothing more."""

import random
import re

from bura_desktop.core import Card, Game, Rules
from bura_desktop.core.cards import pack
from bura_desktop.core.diagram import diagram
from tests.core.seeing import seen_now


def named(text: str, deck: int) -> set[Card]:
    return {card for card in pack(deck) if re.search(rf"(?<![0-9]){re.escape(str(card))}", text)}


def test_a_seats_diagram_names_only_what_it_sees_and_the_whole_one_names_every_hand():
    rules = Rules.preset("classic", players=4, closed_cards=True)
    game = Game(rules, seed=12, dealer=2)
    rng = random.Random(12)
    while not game.hand_over:
        for seat in range(4):
            assert named(diagram(game, seat), 36) <= seen_now(game, seat)
        whole = diagram(game)
        for seat in range(4):
            assert set(game.hand(seat)) <= named(whole, 36)
            assert f"{game.points(seat)} points" in whole
        plays = [a for a in game.legal_actions() if a.kind != "claim"]
        game.apply(rng.choice(plays or game.legal_actions()))
    assert "hand over" in diagram(game)


def test_repr_names_the_position():
    game = Game(Rules.preset("classic", players=3), seed=4, dealer=0)
    assert repr(game) == f"<Game 3 players, hand 1, trick 1, to act {game.to_act}, seed 4>"
