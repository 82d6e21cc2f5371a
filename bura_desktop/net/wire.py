"""Values on the wire: the events a seat sees, its view, an action, as JSON data and back,
checked against the types they are declared with.

The declared types are the schema. ``encode`` writes a dataclass or a named tuple as an object
of its fields (a member of a union of them, an event say, with its ``kind`` too), a tuple as a
list, a card, an action or a suit as its number. ``decode(kind, data)`` reads data back as
``kind`` and refuses, with ``WireError``, anything the type does not allow: a missing or extra
field, a wrong type, an unknown word, a number out of range, a text or a list too long. No
Qt and no I/O here: the transport (``app.link``) frames and sends what this writes.
"""

from __future__ import annotations

import dataclasses
import functools
import types
from collections.abc import Callable
from enum import IntEnum
from typing import Any, Literal, TypeVar, Union, cast, get_args, get_origin, get_type_hints

from bura_desktop.core.actions import Action
from bura_desktop.core.bounded import shown
from bura_desktop.core.cards import CARD_COUNT, CARDS, Card

T = TypeVar("T")

# Larger than any count, seat, chip total or seed the game has (seeds are 63-bit).
MAX_NUMBER = 2**63
MAX_TEXT = 200  # a seat's name is 24 characters; an engine's reason a sentence
MAX_ITEMS = 64  # a list is at most a pack of 36 cards, 18 tricks or 6 seats


class WireError(ValueError):
    """Data that is not a value of the type it is read as; the message says where and why."""


def encode(value: Any) -> Any:
    """``value`` as JSON data (lists, objects, numbers, text, true/false, null)."""
    if value is None or isinstance(value, bool | str):
        return value
    if isinstance(value, int):  # cards, actions and suits too: their numbers
        return int(value)
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        data = {f.name: encode(getattr(value, f.name)) for f in dataclasses.fields(value)}
        return {"kind": type(value).__name__, **data}
    if isinstance(value, tuple) and hasattr(value, "_fields"):  # a named tuple
        return {name: encode(item) for name, item in zip(value._fields, value, strict=True)}
    if isinstance(value, tuple | list):
        return [encode(item) for item in value]
    raise TypeError(f"no wire form for {type(value).__name__}")


def decode(kind: Any, data: Any, where: str = "message") -> Any:
    """``data`` read as a value of type ``kind`` (``WireError`` if it is not one)."""
    return _reader(kind)(data, where)


def decode_as(kind: type[T], data: Any, where: str = "message") -> T:
    """``decode`` for a class, typed as its instance."""
    return cast(T, decode(kind, data, where))


Reader = Callable[[Any, str], Any]


@functools.cache
def _reader(kind: Any) -> Reader:
    """How to read one declared type: built once per type, then used for every message."""
    origin = get_origin(kind)
    if kind is type(None):
        return _none
    if kind is bool:
        return _boolean
    if kind is int:
        return _number
    if kind is str:
        return _text
    if kind is Card:
        return _card
    if kind is Action:
        return _action
    if isinstance(kind, type) and issubclass(kind, IntEnum):
        return functools.partial(_enum, kind)
    if origin is Literal:
        return functools.partial(_word, frozenset(get_args(kind)))
    if origin is tuple:
        return _tuple_reader(get_args(kind))
    if origin in (Union, types.UnionType):
        return _union_reader(get_args(kind))
    if dataclasses.is_dataclass(kind) or _is_named_tuple(kind):
        return _record_reader(kind)
    raise TypeError(f"no wire form for {kind!r}")


def _is_record_class(kind: Any) -> bool:
    return isinstance(kind, type) and dataclasses.is_dataclass(kind)


def _is_named_tuple(kind: Any) -> bool:
    return isinstance(kind, type) and issubclass(kind, tuple) and hasattr(kind, "_fields")


def _fail(where: str, wanted: str, data: Any) -> WireError:
    return WireError(f"{where}: {wanted} expected, not {shown(data)}")


def _none(data: Any, where: str) -> None:
    if data is not None:
        raise _fail(where, "null", data)


def _boolean(data: Any, where: str) -> bool:
    if not isinstance(data, bool):
        raise _fail(where, "true or false", data)
    return data


def _number(data: Any, where: str) -> int:
    if isinstance(data, bool) or not isinstance(data, int) or abs(data) >= MAX_NUMBER:
        raise _fail(where, "a whole number", data)
    return data


def _text(data: Any, where: str) -> str:
    if not isinstance(data, str) or len(data) > MAX_TEXT:
        raise _fail(where, f"a text of at most {MAX_TEXT} characters", data)
    return data


def _card(data: Any, where: str) -> Card:
    if isinstance(data, bool) or not isinstance(data, int) or not 0 <= data < CARD_COUNT:
        raise _fail(where, "a card's number", data)
    return CARDS[data]


def _action(data: Any, where: str) -> Action:
    number = _number(data, where)
    try:
        action = Action.parse(str(Action(number)))
    except (ValueError, KeyError, IndexError):
        raise _fail(where, "an action", data) from None
    if action != number:  # bits that no action has: its text says something else
        raise _fail(where, "an action", data)
    return action


def _enum(kind: type[IntEnum], data: Any, where: str) -> IntEnum:
    try:
        return kind(_number(data, where))
    except ValueError:
        raise _fail(where, kind.__name__, data) from None


def _word(allowed: frozenset[Any], data: Any, where: str) -> Any:
    # A literal's words are texts or numbers; True is not 1 here.
    if isinstance(data, bool | list | dict) or data not in allowed:
        words = sorted(map(str, allowed))
        raise _fail(
            where, "one of " + ", ".join(words) if len(words) <= 6 else "a known word", data
        )
    return data


def _list(data: Any, where: str) -> list[Any]:
    if not isinstance(data, list) or len(data) > MAX_ITEMS:
        raise _fail(where, f"a list of at most {MAX_ITEMS}", data)
    return data


def _tuple_reader(items: tuple[Any, ...]) -> Reader:
    if len(items) == 2 and items[1] is Ellipsis:
        item = _reader(items[0])

        def read_all(data: Any, where: str) -> tuple[Any, ...]:
            return tuple(item(x, f"{where}[{i}]") for i, x in enumerate(_list(data, where)))

        return read_all
    fixed = [_reader(i) for i in items]

    def read_fixed(data: Any, where: str) -> tuple[Any, ...]:
        found = _list(data, where)
        if len(found) != len(fixed):
            raise _fail(where, f"a list of {len(fixed)}", data)
        return tuple(
            read(x, f"{where}[{i}]") for i, (read, x) in enumerate(zip(fixed, found, strict=True))
        )

    return read_fixed


def _union_reader(members: tuple[Any, ...]) -> Reader:
    records = {m.__name__: _reader(m) for m in members if _is_record_class(m)}
    others = [(m, _reader(m)) for m in members if not _is_record_class(m)]

    def read(data: Any, where: str) -> Any:
        if isinstance(data, dict) and records:
            kind = data.get("kind")
            if isinstance(kind, str) and kind in records:
                return records[kind](data, where)
            raise _fail(where, "a known kind", kind)
        for _member, read_member in others:
            try:
                return read_member(data, where)
            except WireError:
                continue
        wanted = " or ".join(getattr(m, "__name__", str(m)) for m in members)
        raise _fail(where, wanted if len(members) <= 3 else "a known kind", data)

    return read


def _record_reader(kind: Any) -> Reader:
    hints = get_type_hints(kind)
    if dataclasses.is_dataclass(kind):
        names = [f.name for f in dataclasses.fields(kind) if f.init]
        expected = {"kind", *names}
    else:
        names = list(kind._fields)
        expected = set(names)
    readers = {name: _reader(hints[name]) for name in names}

    def read(data: Any, where: str) -> Any:
        if not isinstance(data, dict):
            raise _fail(where, f"a {kind.__name__}", data)
        if set(data) != expected:
            missing, extra = expected - set(data), set(data) - expected
            wrong = sorted(missing) or sorted(map(str, extra))
            raise WireError(f"{where}: the fields of a {kind.__name__} are wrong ({wrong[0]})")
        if "kind" in expected and data["kind"] != kind.__name__:
            raise _fail(where, f"a {kind.__name__}", data["kind"])
        values = {name: readers[name](data[name], f"{where}.{name}") for name in names}
        try:
            return kind(**values)
        except (ValueError, TypeError) as error:  # a value the class itself refuses
            raise WireError(f"{where}: {shown(str(error), 80)}") from None

    return read


__all__ = ["MAX_ITEMS", "MAX_NUMBER", "MAX_TEXT", "WireError", "decode", "decode_as", "encode"]
