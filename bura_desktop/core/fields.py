"""What each field of the game's state holds, said where the field is declared, and how a save
writes it and reads it back (issue #32).

A field of ``core.state.GameState`` is annotated with its kind: ``Annotated[int, SEAT]``,
``Annotated[tuple[int, ...], PerSeat(CARDS)]``. ``core.saved`` writes and reads every field by
its kind, so a new field of a known kind needs no code there. Reading checks one value on its
own (an int is an int, a seat is a seat, a card list holds cards once) and raises
``ValueError`` saying what is wrong and where; ``core.saved`` then checks the fields together.
A field that follows from others (``Derived``) is not saved but worked out on loading.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any, NamedTuple, TypeVar, get_type_hints

from bura_desktop.core.bounded import shown
from bura_desktop.core.cards import CARD_COUNT, CARDS, parse_card
from bura_desktop.core.declarations import DECLARATIONS
from bura_desktop.core.scoring import ENDINGS, Outcome

# Anything larger than this in a save (chips, scores, hand numbers, rule amounts) is not from
# a session anyone played: such a save is refused rather than carried on.
LIMIT = 10**9
# A hand's seed is a 63-bit hash of the session's seed (which may be any int: ``--seed N``).
HAND_SEED_LIMIT = 2**63 - 1

# One of a fixed set of words (a phase, a declaration, how a hand ended).
Word = TypeVar("Word", bound=str)


class Kind:
    """What a field holds: its JSON form in a save, and the check of one value read back."""

    def write(self, value: Any) -> object:
        return value

    def read(self, value: object, n: int, where: str) -> Any:
        """``value`` from a save of ``n`` seats, checked; ``where`` names it in a refusal."""
        raise NotImplementedError


@dataclass(frozen=True)
class Derived:
    """A field that follows from the others (``of`` works it out): not saved."""

    of: Callable[[Mapping[str, Any]], Any]


@dataclass(frozen=True)
class Whole(Kind):
    """A whole number from ``low`` to ``high`` (None: no bound)."""

    low: int | None = -LIMIT
    high: int | None = LIMIT

    def read(self, value: object, n: int, where: str) -> int:
        return _whole(value, where, self.low, self.high)


@dataclass(frozen=True)
class Maybe(Kind):
    """A value of ``kind``, or None."""

    kind: Kind

    def write(self, value: Any) -> object:
        return None if value is None else self.kind.write(value)

    def read(self, value: object, n: int, where: str) -> Any:
        return None if value is None else self.kind.read(value, n, where)


@dataclass(frozen=True)
class PerSeat(Kind):
    """A value of ``kind`` for each seat."""

    kind: Kind

    def write(self, value: Any) -> object:
        return [self.kind.write(item) for item in value]

    def read(self, value: object, n: int, where: str) -> tuple[Any, ...]:
        kind = self.kind
        items = listed(value, where, n)
        return tuple(kind.read(item, n, f"{where}[{i}]") for i, item in enumerate(items))


@dataclass(frozen=True)
class Choice(Kind):
    """One of ``words``."""

    words: tuple[str, ...]

    def read(self, value: object, n: int, where: str) -> str:
        return _choice(value, where, self.words)


class _Flag(Kind):
    def read(self, value: object, n: int, where: str) -> bool:
        return _flag(value, where)


class _Seat(Kind):
    def read(self, value: object, n: int, where: str) -> int:
        return _seat(value, n, where)


class _Best(Kind):
    """The seat whose play takes the trick so far: -1 before the hand's first play."""

    def read(self, value: object, n: int, where: str) -> int:
        return _whole(value, where, -1, n - 1)


class _Seats(Kind):
    """Seats in order (those still to be asked)."""

    def write(self, value: Any) -> object:
        return list(value)

    def read(self, value: object, n: int, where: str) -> tuple[int, ...]:
        return tuple(_seat(s, n, f"{where}[{i}]") for i, s in enumerate(listed(value, where)))


class _Card(Kind):
    """A card, its index."""

    def write(self, value: Any) -> object:
        return str(CARDS[value])

    def read(self, value: object, n: int, where: str) -> int:
        return _card(value, where)


class _Cards(Kind):
    """A set of cards, a mask."""

    def write(self, value: Any) -> object:
        return _texts(value)

    def read(self, value: object, n: int, where: str) -> int:
        return _cards(value, where)


class _Stock(Kind):
    """The stock, drawn from the end (the indicator first): a save lists it from the top."""

    def write(self, value: Any) -> object:
        return [str(CARDS[c]) for c in reversed(value)]

    def read(self, value: object, n: int, where: str) -> tuple[int, ...]:
        return tuple(_card(c, f"{where}[{i}]") for i, c in enumerate(listed(value, where)))[::-1]


class _Plays(Kind):
    """The plays of a trick, each (seat, cards, face down)."""

    def write(self, value: Any) -> object:
        return [_play_data(p) for p in value]

    def read(self, value: object, n: int, where: str) -> tuple[tuple[int, int, bool], ...]:
        return _plays(value, n, where)


class _Tricks(Kind):
    """Finished tricks, each (leader, plays, winner)."""

    def write(self, value: Any) -> object:
        return [[t[0], [_play_data(p) for p in t[1]], t[2]] for t in value]

    def read(self, value: object, n: int, where: str) -> tuple[Any, ...]:
        return tuple(
            _finished_trick(t, n, f"{where}[{i}]") for i, t in enumerate(listed(value, where))
        )


class _Declared(Kind):
    """Declarations at this trick start, each (seat, declaration)."""

    def write(self, value: Any) -> object:
        return [list(d) for d in value]

    def read(self, value: object, n: int, where: str) -> tuple[tuple[int, str], ...]:
        found = []
        for i, item in enumerate(listed(value, where)):
            declarer, name = listed(item, f"{where}[{i}]", 2)
            at = f"{where}[{i}]"
            found.append((_seat(declarer, n, at), _choice(name, at, DECLARATIONS)))
        return tuple(found)


class _Outcome(Kind):
    """How a hand ended (``core.scoring.Outcome``)."""

    def write(self, value: Any) -> object:
        return {k: list(v) if isinstance(v, tuple) else v for k, v in value._asdict().items()}

    def read(self, value: object, n: int, where: str) -> Outcome:
        return outcome(value, n, where)


FLAG = _Flag()
SEAT = _Seat()
BEST = _Best()
SEATS = _Seats()
CARD = _Card()
CARDS_HELD = _Cards()
STOCK = _Stock()
PLAYS = _Plays()
TRICKS = _Tricks()
DECLARED = _Declared()
OUTCOME = _Outcome()


def kinds_of(record: type[NamedTuple]) -> dict[str, Kind | Derived]:
    """The kind of every field of ``record``, from its annotations; a field without one is
    refused here, on import, rather than left out of the saves."""
    hints = get_type_hints(record, include_extras=True)
    found: dict[str, Kind | Derived] = {}
    for name in record._fields:
        marks = [
            m for m in getattr(hints[name], "__metadata__", ()) if isinstance(m, Kind | Derived)
        ]
        if len(marks) != 1:
            raise TypeError(f"{record.__name__}.{name} must be annotated with one kind")
        found[name] = marks[0]
    return found


# ---------------------------------------------------------------- the values, one by one


class Keys:
    """The keys of a JSON object, taken one by one; a key left over is refused."""

    def __init__(self, data: object, where: str) -> None:
        if not isinstance(data, dict):
            raise ValueError(f"{where} must be an object, not {shown(data)}")
        self.data = data
        self.where = where
        self.taken: set[str] = set()

    def take(self, key: str) -> Any:
        if key not in self.data:
            raise ValueError(f"{self.where} has no {key!r}")
        self.taken.add(key)
        return self.data[key]

    def done(self) -> None:
        unknown = sorted(set(self.data) - self.taken)
        if unknown:
            raise ValueError(f"{self.where} has unknown fields: {', '.join(unknown)}")


def _whole(value: object, where: str, low: int | None = -LIMIT, high: int | None = LIMIT) -> int:
    """An int (not a bool or a float) from ``low`` to ``high`` (None: no bound)."""
    if not isinstance(value, int) or isinstance(value, bool):
        raise ValueError(f"{where} must be a whole number, not {shown(value)}")
    if (low is not None and value < low) or (high is not None and value > high):
        raise ValueError(f"{where} must be from {low} to {high}, not {shown(value)}")
    return value


def _flag(value: object, where: str) -> bool:
    if not isinstance(value, bool):
        raise ValueError(f"{where} must be true or false, not {shown(value)}")
    return value


def listed(value: object, where: str, length: int | None = None) -> list[Any]:
    if not isinstance(value, list):
        raise ValueError(f"{where} must be a list, not {shown(value)}")
    if length is not None and len(value) != length:
        raise ValueError(f"{where} must hold {length} entries, not {len(value)}")
    return value


def _choice(value: object, where: str, choices: tuple[Word, ...]) -> Word:
    for word in choices:
        if value == word:
            return word
    raise ValueError(f"{where} must be one of {', '.join(choices)}, not {shown(value)}")


def _seat(value: object, n: int, where: str) -> int:
    if not isinstance(value, int) or isinstance(value, bool) or not 0 <= value < n:
        raise ValueError(f"{where} must be a seat from 0 to {n - 1}, not {shown(value)}")
    return value


def _maybe_seat(value: object, n: int, where: str) -> int | None:
    return None if value is None else _seat(value, n, where)


def _card(value: object, where: str) -> int:
    if not isinstance(value, str):
        raise ValueError(f"{where} must be a card, not {shown(value)}")
    try:
        return int(parse_card(value))
    except ValueError:
        raise ValueError(f"{where}: not a card: {shown(value)}") from None


def _cards(value: object, where: str) -> int:
    """A list of card texts, each at most once, as a mask."""
    mask = 0
    for i, item in enumerate(listed(value, where)):
        index = _card(item, f"{where}[{i}]")
        if mask >> index & 1:
            raise ValueError(f"{where}: {CARDS[index]} is listed twice")
        mask |= 1 << index
    return mask


def _texts(mask: int) -> list[str]:
    # Not ``cards_of``: its cache is for hands that recur in search; the piles of every saved
    # trick would fill it with masks seen once, and keep them for the rest of the session.
    return [str(CARDS[i]) for i in range(CARD_COUNT) if mask >> i & 1]


def _play_data(play: tuple[int, int, bool]) -> list[object]:
    return [play[0], _texts(play[1]), play[2]]


def _play(value: object, n: int, where: str) -> tuple[int, int, bool]:
    player, held, down = listed(value, where, 3)
    mask = _cards(held, f"{where} cards")
    if not mask:
        raise ValueError(f"{where} plays no card")
    return (_seat(player, n, f"{where} seat"), mask, _flag(down, f"{where} face down"))


def _plays(value: object, n: int, where: str) -> tuple[tuple[int, int, bool], ...]:
    return tuple(_play(p, n, f"{where}[{i}]") for i, p in enumerate(listed(value, where)))


def _finished_trick(value: object, n: int, where: str) -> tuple[int, Any, int]:
    leader, made, winner = listed(value, where, 3)
    made = _plays(made, n, f"{where} plays")
    if not made:
        raise ValueError(f"{where} has no plays")
    return (_seat(leader, n, f"{where} leader"), made, _seat(winner, n, f"{where} winner"))


def outcome(value: object, n: int, where: str) -> Outcome:
    keys = Keys(value, where)

    def seats(key: str) -> tuple[int, ...]:
        found = tuple(
            _seat(s, n, f"{where} {key}[{i}]")
            for i, s in enumerate(listed(keys.take(key), f"{where} {key}"))
        )
        if len(set(found)) != len(found):
            raise ValueError(f"{where} names a seat twice in {key}")
        return found

    def numbers(key: str, low: int) -> tuple[int, ...]:
        items = listed(keys.take(key), f"{where} {key}", n)
        return tuple(_whole(v, f"{where} {key}[{i}]", low) for i, v in enumerate(items))

    declaration = keys.take("declaration")
    seed = keys.take("seed")
    found = Outcome(
        hand_no=_whole(keys.take("hand_no"), f"{where} hand_no", 0),
        winner=_maybe_seat(keys.take("winner"), n, f"{where} winner"),
        how=_choice(keys.take("how"), f"{where} how", ENDINGS),
        winners=seats("winners"),
        claimer=_maybe_seat(keys.take("claimer"), n, f"{where} claimer"),
        declaration=None
        if declaration is None
        else _choice(declaration, f"{where} declaration", DECLARATIONS),
        points=numbers("points", 0),
        chips=numbers("chips", -LIMIT),
        pot=_whole(keys.take("pot"), f"{where} pot", 0),
        penalty=numbers("penalty", 0),
        seed=None if seed is None else _whole(seed, f"{where} seed", 0, HAND_SEED_LIMIT),
    )
    keys.done()
    if found.winner != (found.winners[0] if len(found.winners) == 1 else None):
        raise ValueError(f"{where}: its winner does not match its winners")
    if sum(found.points) > 120:
        raise ValueError(f"{where}: more than the pack's 120 card points")
    return found
