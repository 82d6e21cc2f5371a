"""A rule option declared once (issue #50): the field of ``core.rules.Rules`` that holds it
carries, beside its type and default, everything else anybody says of it.

``option(default, ...)`` makes that field. Its ``Option`` gives the option's place in the
settings (``group``), its words (marked for translation, translated where they are shown), its
limits, what the rules window tells a newcomer when a table's value differs from the classic
game, when it matters at all, and whether the first saves already held it. From the fields
``core.rules`` derives the options' choices and their checks, ``core.saved`` the options a save
must hold, ``storage.settings`` the numbers' limits, the settings dialog its rows, the rules
window its sentences, and the tests' rule sets their draws: adding an option is its field, the
engine code that plays it, and the translations (CONTRIBUTING.md, "Adding a rule option").
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Mapping
from typing import Any, Literal, get_args

# The settings dialog's groups, in its order. A table option (the seats, the chips, the
# session's length) sets the table up rather than changes the game: the Players tab edits
# it, and the rules window lists it without explaining it.
Group = Literal["table", "deal", "leads", "declarations", "stock", "scoring"]
GROUPS: tuple[Group, ...] = get_args(Group)

# What kind of control sets an option and how it is checked.
Kind = Literal["choice", "flag", "number", "sizes"]

# The translation contexts of the words below (``core.wording``): the option's own words, and
# the rules window's sentences.
WORDS = "RuleTexts"
DIFFERENCE = "RulesDialog"

# A ``differs`` key: the sentence for every value without one of its own.
OTHERWISE = "otherwise"


@dataclasses.dataclass(frozen=True)
class Option:
    """One rule option, as its ``option()`` field declares it (``name``, ``default``, ``kind``
    and ``values`` are filled in from the field: see ``declared``).

    - ``label``, ``tip``: its name on screen and what it does; ``choices`` each value's name
      (an option with fixed choices), ``switch`` what a flag's box turns on;
    - ``limits``: a number's least and most (the settings' limits);
    - ``tried``: the numbers the tests' rule sets draw from (else they keep the preset's);
    - ``differs``: what the rules window tells when the table's value differs from the classic
      one: one sentence, or one for each value (``OTHERWISE``: the rest). ``%1``, ``%2`` …
      are the values of the options it ``tells`` (or its own), in words;
    - ``matters``: whether the option changes anything under the given rules (never said
      where it does not);
    - ``late``: added after the first saves, so a save without it takes the default.
    """

    group: Group
    label: str
    tip: str = ""
    choices: Mapping[Any, str] = dataclasses.field(default_factory=dict)
    switch: str = ""
    limits: tuple[int, int] = (0, 0)
    tried: tuple[int, int] | None = None
    differs: str | Mapping[Any, str] = ""
    tells: tuple[str, ...] = ()
    # Given the ``Rules`` (this module is below ``core.rules``, which declares the options).
    matters: Callable[[Any], bool] | None = None
    late: bool = False
    name: str = ""
    default: Any = None
    kind: Kind = "choice"
    values: tuple[Any, ...] = ()

    def sentence(self, value: Any) -> str:
        """The rules window's sentence for this option at ``value`` (untranslated), or ""."""
        if isinstance(self.differs, str):
            return self.differs
        return self.differs.get(value, self.differs.get(OTHERWISE, ""))

    def matters_in(self, rules: Any) -> bool:
        return self.matters is None or self.matters(rules)


def option(default: Any, group: Group, label: str, **said: Any) -> Any:
    """The field of ``Rules`` that declares one option: its default and its ``Option``."""
    return dataclasses.field(
        default=default, metadata={"option": Option(group=group, label=label, **said)}
    )


def declared(field: dataclasses.Field[Any], annotation: Any) -> Option:
    """The ``Option`` a field of ``Rules`` declares, completed from the field: its name, its
    default, its kind (from its type) and, for fixed choices, its values (which must be the
    choices its words name, and the values of its ``Literal`` type where it has one)."""
    said: Option = field.metadata["option"]
    default = field.default
    values: tuple[Any, ...] = ()
    if said.choices:
        kind: Kind = "choice"
        values = tuple(said.choices)
        typed = get_args(annotation)
        if typed and set(typed) != set(values):
            raise TypeError(f"{field.name}: its choices are not those of its type")
    elif isinstance(default, bool):
        kind = "flag"
    elif isinstance(default, tuple):
        kind = "sizes"
    else:
        kind = "number"
        if said.limits == (0, 0):
            raise TypeError(f"{field.name}: a number needs its limits")
    if kind == "flag" and not said.switch:
        raise TypeError(f"{field.name}: a flag needs the words of its box")
    return dataclasses.replace(said, name=field.name, default=default, kind=kind, values=values)


__all__ = ["DIFFERENCE", "GROUPS", "OTHERWISE", "WORDS", "Group", "Kind", "Option", "option"]
