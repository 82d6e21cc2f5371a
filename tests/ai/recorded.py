"""A recorded hand that the review tests and the review run both play through."""

from __future__ import annotations

from bura_desktop.ai import make_player
from bura_desktop.core import Action, Rules
from bura_desktop.core.replay import HandScript, HandStart, Replayed

START = HandStart(1, 0, 0, (20, 20), True, (0, 0), (0, 0))
# A classic 2-player hand dealt from seed 15, as two intermediate players played it: before
# its last action seat 0 holds 44 points, seat 1 26, and seat 0 claims.
SEED = 15
TRICKS = "7♣ 6♣ 8♠ 7♠ 8♥ 10♥ Q♦ J♥ 7♥ 8♣ Q♥ J♣ K♣ K♦ 9♣ 10♣ K♠ 10♠ 6♦ 7♦ 9♥ K♥ Q♣ A♣"
PLAYED = tuple(f"play {card}" for card in TRICKS.split(" "))


def recorded(*script: str, seed: int = SEED) -> Replayed:
    """The hand dealt from ``seed``: ``script``, then computers play it out, as recorded."""
    rules = Rules.preset("classic", players=2)
    game, _ = HandScript(rules, START, seed, ()).deal()
    players = [make_player("intermediate", seat) for seat in range(2)]
    actions = [Action.parse(text) for text in script]
    for action in actions:
        game.apply(action)
    while not game.hand_over:
        seat = game.to_act
        assert seat is not None
        actions.append(players[seat].choose(game.view(seat)))
        game.apply(actions[-1])
    return HandScript(rules, START, seed, tuple(actions)).play()
