"""Each rule option declared once (``core.options``): the declaration is whole, what is derived
from it covers every option, and the tests' rule sets draw every value an option allows."""

from __future__ import annotations

import dataclasses
import json
import random
from pathlib import Path
from typing import Literal, get_type_hints

import pytest

from bura_desktop.core import Rules
from bura_desktop.core.options import GROUPS, Option, declared, option
from bura_desktop.core.rules import CHOICES, OPTIONS
from bura_desktop.core.saved import SAVED_RULES
from tests.core.rule_sets import random_rules

FIRST_SAVES = Path(__file__).parent / "data" / "saves_v1"


def test_every_field_of_the_rules_is_a_declared_option():
    assert list(OPTIONS) == [f.name for f in dataclasses.fields(Rules)]
    for name, said in OPTIONS.items():
        assert said.name == name and said.label, name
        assert said.group in GROUPS, name
        assert said.default == getattr(Rules(), name), name
        if said.group != "table":
            assert said.tip, name


def test_the_kinds_follow_the_types():
    kinds = {name: said.kind for name, said in OPTIONS.items()}
    assert kinds["scoring"] == kinds["deck"] == "choice"
    assert kinds["claims"] == kinds["last_chance"] == "flag"
    assert kinds["lead_sizes"] == "sizes"
    assert kinds["stake"] == kinds["target"] == "number"
    assert CHOICES["scoring"] == ("pot", "series", "penalty", "most_points")
    # A save must hold the options the first saves held, and a late one only since.
    first = {
        name
        for path in FIRST_SAVES.glob("*.json")
        for name in json.loads(path.read_text())["rules"]
    }
    assert set(SAVED_RULES) == first
    assert all(not OPTIONS[name].late for name in first)


def test_a_declaration_that_disagrees_with_its_type_is_refused():
    @dataclasses.dataclass(frozen=True)
    class Wrong:
        colour: Literal["red", "black"] = option("red", "deal", "Colour", choices={"red": "Red"})
        flag: bool = option(False, "deal", "A flag")
        number: int = option(1, "deal", "A number")

    hints = get_type_hints(Wrong)
    fields = {f.name: f for f in dataclasses.fields(Wrong)}
    with pytest.raises(TypeError, match="not those of its type"):
        declared(fields["colour"], hints["colour"])
    with pytest.raises(TypeError, match="words of its box"):
        declared(fields["flag"], hints["flag"])
    with pytest.raises(TypeError, match="needs its limits"):
        declared(fields["number"], hints["number"])


def test_an_option_changes_nothing_where_it_does_not_matter():
    assert not OPTIONS["target"].matters_in(Rules.preset("classic"))
    assert OPTIONS["target"].matters_in(Rules.preset("rules_sheet"))
    assert not OPTIONS["false_claim"].matters_in(Rules.preset("kozel"))
    assert not OPTIONS["stake"].matters_in(Rules.preset("penalty"))
    assert OPTIONS["deck"].matters_in(Rules.preset("penalty"))


def _values(said: Option) -> set[object]:
    if said.kind == "choice":
        return set(said.values)
    if said.kind == "flag":
        return {False, True}
    if said.kind == "sizes":
        return {(1,), (1, 2), (1, 3), (1, 2, 3)}
    return set(range(said.tried[0], said.tried[1] + 1)) if said.tried else {said.default}


def test_the_tests_rule_sets_draw_every_value_every_option_allows():
    rng = random.Random(50)
    seen: dict[str, set[object]] = {name: set() for name in OPTIONS}
    for _ in range(3000):
        rules = random_rules(rng)
        rules.validate()
        for name in OPTIONS:
            seen[name].add(getattr(rules, name))
    for name, said in OPTIONS.items():
        assert seen[name] == _values(said), name
