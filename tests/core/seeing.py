"""What a seat may see, worked out from the true state, and every card an event names."""

from collections.abc import Iterator
from dataclasses import fields, is_dataclass

from bura_desktop.core import Card, Game
from bura_desktop.core.cards import cards_of
from bura_desktop.core.game import BLIND_PHASE

# A record type's fields, by type: asked for every value of every event the properties fold.
_FIELDS: dict[type, tuple[str, ...]] = {}


def _field_names(kind: type) -> tuple[str, ...]:
    """A record type's fields (none for anything else), worked out once for each type."""
    names = _FIELDS.get(kind)
    if names is None:
        names = _FIELDS[kind] = (
            tuple(field.name for field in fields(kind)) if is_dataclass(kind) else ()
        )
    return names


def cards_in(value: object) -> Iterator[Card]:
    """Every card named anywhere in an event."""
    if isinstance(value, Card):
        yield value
    elif isinstance(value, tuple):
        for item in value:
            yield from cards_in(item)
    else:
        for name in _field_names(type(value)):
            yield from cards_in(getattr(value, name))


def seen_now(game: Game, seat: int) -> set[Card]:
    """The cards ``seat`` may see now, from the true state: its hand (unless it is deciding a
    blind bet), the indicator, the cards everyone knows, and the plays face up or its own."""
    cards = {game.indicator}
    if not (game.phase == BLIND_PHASE and game.to_act == seat):
        cards |= set(game.hand(seat))
    for known in game._known:
        cards |= set(cards_of(known))
    plays = [*game._trick, *(play for _, trick, _ in game._tricks for play in trick)]
    for owner, mask, down in plays:
        if not down or owner == seat:
            cards |= set(cards_of(mask))
    return cards
