"""A position as text, for logs, tests and the review tools (python-chess's ``print(board)``).

``diagram(game)`` shows the whole truth: every hand face up. ``diagram(game, seat)`` shows what
that seat sees (its ``view``): the others' hands as backs (``##``), face-down plays as backs.
"""

from __future__ import annotations

from collections.abc import Sequence

from bura_desktop.core.cards import Card
from bura_desktop.core.game import Game
from bura_desktop.core.view import SeatView, SeenPlay

BACK = "##"


def cards_line(cards: Sequence[Card], backs: int = 0) -> str:
    return " ".join([*(str(card) for card in cards), *([BACK] * backs)]) or "-"


def diagram(game: Game, seat: int | None = None) -> str:
    """``game`` as lines of text: the table's state, each seat's hand, pile and standing
    (``>`` marks the seat to act, ``D`` the dealer), the trick."""
    watcher = 0 if seat is None else seat
    view = game.view(watcher)
    lines = [_header(view)]
    for s in range(view.players):
        lines.append(_seat_line(game, view, s, seat))
    if seat is None:
        trick = "; ".join(
            f"{owner} {cards_line(cards)}{' (down)' if down else ''}"
            for owner, cards, down in game.trick
        )
    else:
        trick = "; ".join(_play_text(play) for play in view.trick)
    lines.append(f"trick: {trick or '-'}")
    return "\n".join(lines)


def _header(view: SeatView) -> str:
    rules = view.rules
    words = [
        f"hand {view.hand_no + 1}",
        f"{rules.players} players",
        f"trump {view.trump} ({view.indicator}{', drawn' if view.indicator_drawn else ''})",
        f"stock {view.stock_count}",
    ]
    if view.set_aside_count:
        words.append(f"set aside {view.set_aside_count}")
    if rules.plays_for_chips:
        words.append(f"pot {view.pot}")
    words.append(f"phase {view.phase}")
    if view.hand_over:
        words.append("hand over")
    return ", ".join(words)


def _seat_line(game: Game, view: SeatView, s: int, seat: int | None) -> str:
    mark = (">" if view.to_act == s else " ") + ("D" if view.dealer == s else " ")
    if seat is None or s == seat:
        hand = cards_line(game.hand(s) if seat is None else view.hand)
        if seat == s and not view.hand and view.hand_sizes[s]:
            hand = cards_line((), view.hand_sizes[s])  # not looked at yet: a blind bet
        pile = f"pile {len(game.pile(s))} cards, {game.points(s)} points"
        if seat is not None:
            pile = f"pile {view.pile_sizes[s]} cards"
    else:
        known = view.known_cards[s]
        hand = cards_line(known, view.hand_sizes[s] - len(known))
        pile = f"pile {view.pile_sizes[s]} cards"
    standing = (
        f"bankroll {view.bankrolls[s]}" if view.rules.plays_for_chips else f"score {view.scores[s]}"
    )
    return f"{mark}{s}: {hand:<16} {pile}, {standing}"


def _play_text(play: SeenPlay) -> str:
    down = " (down)" if play.down else ""
    return f"{play.seat} {cards_line(play.cards, 0 if play.cards else play.count)}{down}"
