"""The rules of Bura: pure Python, standard library only (see DESIGN.md, "The core API")."""

from bura_desktop.core.cards import Card, Rank, Suit, parse_cards
from bura_desktop.core.rules import Rules

__all__ = ["Card", "Rank", "Rules", "Suit", "parse_cards"]
