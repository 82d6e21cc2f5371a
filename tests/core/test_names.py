"""The one rule for a person's name (core.names)."""

from __future__ import annotations

import pytest

from bura_desktop.core.names import NAME_LIMIT, clean_name, same_name, valid_name


@pytest.mark.parametrize(
    ("typed", "name"),
    [
        ("  Olga  ", "Olga"),
        ("Olga \t\n Petrovna", "Olga Petrovna"),
        ("W" + " " * 100_000, "W"),
        ("Ol\u202ega", "Olga"),  # a right-to-left override
        ("\x07\x1b[31mBell\x00", "[31mBell"),  # bell, escape and NUL dropped, the rest kept
        ("Cafe\u0301", "Caf\u00e9"),  # composed
        ("\u200b\u200d\u2066", ""),  # nothing that shows
        ("\u3164\u3164", ""),  # Hangul fillers: letters that draw nothing
        ("x" * 100, "x" * NAME_LIMIT),
        ("Анна", "Анна"),
        (None, ""),
    ],
)
def test_what_a_typed_name_becomes(typed: str, name: str) -> None:
    assert clean_name(typed) == name


@pytest.mark.parametrize(
    "name",
    ["", " Olga", "Olga ", "Ol  ga", "Ol\nga", "W" + " " * 100_000, "\u202eagl0", "x" * 25, 7],
)
def test_a_name_that_breaks_the_rule_is_not_valid(name: object) -> None:
    assert not valid_name(name)


def test_a_clean_name_is_valid() -> None:
    assert valid_name("Olga Petrovna") and valid_name("x" * NAME_LIMIT) and valid_name("Ёж")


def test_names_a_person_would_confuse_are_the_same() -> None:
    assert same_name("Olga", " olga ") and not same_name("Olga", "Olya")
