"""Actions and their text notation: ``play A♠ 7♥``, ``play 8♦ 9♠ down``, ``claim``, ``pass``,
``blind``, ``declare bura`` ...

An action is an ``int`` subclass: the low 36 bits are the cards played, the bits above say what
kind of action it is. Legal-move lists in the engine are plain lists of these ints.
"""

from __future__ import annotations

from typing import Literal

from bura_desktop.core.bounded import shown
from bura_desktop.core.cards import CARD_COUNT, CARDS, FULL_MASK, Card, mask_of, parse_cards
from bura_desktop.core.declarations import DECLARATIONS, Declaration

DOWN = 1 << CARD_COUNT
CLAIM = 1 << (CARD_COUNT + 1)
PASS = 1 << (CARD_COUNT + 2)
BLIND = 1 << (CARD_COUNT + 3)
_DECLARE_BASE = CARD_COUNT + 4

# One bit for each declaration, in the declarations' order (lowest priority first).
DECLARE: dict[Declaration, int] = {
    name: 1 << (_DECLARE_BASE + i) for i, name in enumerate(DECLARATIONS)
}
DECLARE_MASK = sum(DECLARE.values())
DECLARATION_OF: dict[int, Declaration] = {bit: name for name, bit in DECLARE.items()}


# What an action does: its text's first word.
ActionKind = Literal["play", "claim", "pass", "blind", "declare"]


class Action(int):
    """One player action; ``str(action)`` is its text and ``Action.parse`` reads it back."""

    __slots__ = ()

    @property
    def kind(self) -> ActionKind:
        if self & FULL_MASK:
            return "play"
        if self & CLAIM:
            return "claim"
        if self & PASS:
            return "pass"
        if self & BLIND:
            return "blind"
        return "declare"

    @property
    def cards(self) -> tuple[Card, ...]:
        return tuple(CARDS[i] for i in range(CARD_COUNT) if self >> i & 1)

    @property
    def down(self) -> bool:
        return bool(self & DOWN)

    @property
    def declaration(self) -> Declaration | None:
        return DECLARATION_OF.get(self & DECLARE_MASK)

    def __str__(self) -> str:
        kind = self.kind
        if kind == "play":
            text = "play " + " ".join(str(c) for c in sorted(self.cards, key=_display_order))
            return text + " down" if self & DOWN else text
        if kind == "declare":
            return f"declare {self.declaration}"
        return kind

    def __repr__(self) -> str:
        return f"Action('{self}')"

    @classmethod
    def parse(cls, text: str) -> Action:
        """Read an action's text; raise ``ValueError`` saying what is wrong with it."""
        if not isinstance(text, str):
            raise ValueError(f"an action is text such as 'play A♠', not {type(text).__name__}")
        words = text.replace(",", " ").split()
        if not words:
            raise ValueError("empty action: say 'play' and cards, 'claim', 'pass', ...")
        verb = words[0].lower()
        rest = words[1:]
        if verb == "play":
            down = bool(rest) and rest[-1].lower() == "down"
            if down:
                rest = rest[:-1]
            if not rest:
                raise ValueError("'play' needs at least one card, e.g. 'play A♠'")
            cards = parse_cards(rest)
            if len(set(cards)) != len(cards):
                raise ValueError(f"a card is named twice in {shown(text)}")
            return cls(mask_of(cards) | (DOWN if down else 0))
        if verb in ("claim", "pass", "blind"):
            if rest:
                raise ValueError(f"'{verb}' takes nothing after it, got {shown(' '.join(rest))}")
            return cls({"claim": CLAIM, "pass": PASS, "blind": BLIND}[verb])
        if verb == "declare":
            name = "-".join(rest).lower().replace("_", "-")
            bit = next((DECLARE[d] for d in DECLARATIONS if d == name), None)
            if bit is None:
                raise ValueError(
                    f"unknown declaration {shown(' '.join(rest))}; one of {', '.join(DECLARATIONS)}"
                )
            return cls(bit)
        raise ValueError(
            f"unknown action {shown(words[0])}: use play, claim, pass, blind or declare"
        )


def _display_order(card: int) -> tuple[int, int]:
    # Group by suit, strongest first: how a player reads a multi-card play.
    return (card // 9, -(card % 9))


__all__ = ["BLIND", "CLAIM", "DECLARATIONS", "DECLARE", "DOWN", "PASS", "Action", "ActionKind"]
