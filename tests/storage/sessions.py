"""A random session recorded by the keeper, as the game's controller drives it."""

import dataclasses
import random

from bura_desktop.app.keeper import SessionKeeper
from bura_desktop.app.table import TableSetup
from bura_desktop.core import Action, Game, Rules, shuffled_pack
from bura_desktop.storage.paths import Profile
from tests.core.strategies import choose


def play_session(profile: Profile, rules: Rules, preset: str, seed: int, hands: int, **setup):
    """A random session recorded by the keeper as the controller drives it, batch by batch."""
    table = TableSetup.against_computers(rules.players, rules=rules, seed=seed)
    table = dataclasses.replace(table, preset=preset, session_id=f"s{seed}", **setup)
    keeper = SessionKeeper(profile)
    keeper.open()
    rng = random.Random(seed)
    deck = None if table.deal_seed is None else shuffled_pack(rules.deck, table.deal_seed)
    game = Game(rules, seed=seed, dealer=None, deck=deck)
    keeper.session_started(table, game)
    keeper.after(table, game, list(game.opening_events))
    for number in range(hands):
        if number:
            keeper.after(table, game, game.next_hand())
        while not game.hand_over:
            keeper.after(table, game, game.apply(Action(choose(game, rng))))
        if game.session_over:
            break
    keeper.close()
