"""The rules of Bura: pure Python, standard library only (see docs/DESIGN.md, "The core API")."""

from bura_desktop.core.actions import Action
from bura_desktop.core.beating import beats
from bura_desktop.core.cards import Card, Rank, Suit, parse_cards
from bura_desktop.core.game import Game, IllegalAction, Outcome, shuffled_pack
from bura_desktop.core.projection import SeenTable, project
from bura_desktop.core.rules import Rules
from bura_desktop.core.view import SeatView

__all__ = [
    "Action",
    "Card",
    "Game",
    "IllegalAction",
    "Outcome",
    "Rank",
    "Rules",
    "SeatView",
    "SeenTable",
    "Suit",
    "beats",
    "parse_cards",
    "project",
    "shuffled_pack",
]
