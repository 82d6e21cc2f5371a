"""Stacked decks for rule tests: say who holds what, the indicator and the stock's top cards."""

from __future__ import annotations

from bura_desktop.core import Action, Game, Rules, parse_cards
from bura_desktop.core.cards import pack

CLASSIC = Rules.preset("classic")


def stack(
    rules: Rules,
    hands: list[str],
    indicator: str,
    stock: str = "",
    dealer: int = 0,
) -> list[str]:
    """A full pack, top first, that deals ``hands[seat]`` to each seat under ``rules``.

    ``stock`` lists the stock's top cards (drawn first); the rest of the pack follows in
    index order, and the indicator is drawn last.
    """
    n = rules.players
    order = [(dealer + i + 1) % n for i in range(n)]  # the deal starts on the dealer's left
    held = [list(parse_cards(h)) for h in hands]
    size = rules.hand_size
    assert all(len(h) == size for h in held), "every hand needs hand_size cards"
    if rules.deal == "packets":
        dealt = [card for seat in order for card in held[seat]]
    else:
        dealt = [held[order[i % n]][i // n] for i in range(size * n)]
    top = [*parse_cards([indicator]), *parse_cards(stock)]
    used = set(dealt) | set(top)
    assert len(used) == len(dealt) + len(top), "a card is stacked twice"
    rest = [c for c in pack(rules.deck) if c not in used]
    first, stock_cards = top[0], top[1:]
    return [str(c) for c in (*dealt, first, *stock_cards, *rest)]


def deal(
    rules: Rules = CLASSIC,
    hands: list[str] | tuple[str, ...] = (),
    indicator: str = "9♥",
    stock: str = "",
    dealer: int = 0,
) -> Game:
    """A game dealt from a pack stacked as ``stack`` stacks it."""
    return Game(rules, deck=stack(rules, list(hands), indicator, stock, dealer), dealer=dealer)


def texts(game: Game) -> set[Action]:
    """The legal actions, to compare with a set of parsed ones."""
    return set(game.legal_actions())


def A(text: str) -> Action:  # capital: it reads like the notation it parses
    return Action.parse(text)
