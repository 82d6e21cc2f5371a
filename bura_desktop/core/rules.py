"""Every rule option of docs/RULES.md, the four presets, and validation."""

from __future__ import annotations

import dataclasses
from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any, ClassVar, Literal, Protocol, get_args

from bura_desktop.core.bounded import shown
from bura_desktop.core.wording import QT_TRANSLATE_NOOP, fill

# The revision of docs/RULES.md this engine plays. A hand recorded under an earlier revision
# says so, and ``core.replay`` plays it again as that revision did.
RULES_REVISION = 3

# The values of each option with a fixed set of choices: typed, so that mypy (strict equality)
# refuses a comparison with a value the option cannot have.
Deal = Literal["singly", "packets"]
FirstLead = Literal["dealer_left", "dealer_right"]
BuraTiming = Literal["trick_start", "on_lead"]
ThreeAces = Literal["off", "lead", "win"]
Molodka = Literal["off", "lead"]
FourOfAKind = Literal["off", "win"]
StockEnd = Literal["set_aside", "draw_out"]
FalseClaim = Literal["double_pot", "lose_hand"]
Scoring = Literal["pot", "series", "penalty", "most_points"]
NextDealer = Literal["claimer", "alternate"]
NextLead = Literal["winner", "rotate"]

# The allowed values of each option with a fixed set of choices.
CHOICES: dict[str, tuple[Any, ...]] = {
    "deck": (36, 32),
    "hand_size": (3, 4),
    "deal": get_args(Deal),
    "first_lead": get_args(FirstLead),
    "bura_timing": get_args(BuraTiming),
    "three_aces": get_args(ThreeAces),
    "molodka": get_args(Molodka),
    "four_aces": get_args(FourOfAKind),
    "four_trumps": get_args(FourOfAKind),
    "stock_end": get_args(StockEnd),
    "false_claim": get_args(FalseClaim),
    "scoring": get_args(Scoring),
    "next_dealer": get_args(NextDealer),
    "next_lead": get_args(NextLead),
}


# The scorings that play for chips from a pot; the others count hands won or penalty points.
CHIP_SCORINGS: tuple[Scoring, ...] = ("pot", "most_points")
# The scorings that play every hand out and count every pile at the end: nobody claims.
PLAYED_OUT_SCORINGS: tuple[Scoring, ...] = ("most_points", "penalty")

# What a seat's standing counts (``Rules.standing``): chips where hands are played for chips,
# hands won in a series, penalty points in penalty scoring.
Standing = Literal["chips", "hands_won", "penalty_points"]


def standing_of(scoring: str) -> Standing:
    """What a seat's standing counts under ``scoring`` (a ``Rules.scoring`` value)."""
    if scoring in CHIP_SCORINGS:
        return "chips"
    return "hands_won" if scoring == "series" else "penalty_points"


# The kinds of ``RuleProblem``: a fixed set, so that a screen can word each in its language.
ProblemCode = Literal[
    "not_a_choice",  # options: (name,); values: (value, allowed choices)
    "not_a_flag",  # (name,); (value,)
    "too_small",  # (name,); (value, least allowed)
    "players",  # ("players",); (players,): more than 6
    "players_with_four",  # ("players", "hand_size"); (players, 4)
    "lead_sizes",  # ("lead_sizes",); (sizes,): not distinct sizes from 1, 2, 3 in order
    "lead_single",  # ("lead_sizes",); (sizes,): no single-card lead
    "needs_four",  # (four_aces | four_trumps, "hand_size"); (value, 4)
    "bura_only",  # (a combination other than Bura, "bura_timing"); (value, "on_lead")
    "plays_out",  # ("scoring", "claims"); (scoring, True)
    "needs_claims",  # ("scoring", "claims"); (scoring, False)
    "blind_pot",  # ("blind", "scoring"); (True, scoring)
    "needs_pot",  # ("false_claim", "scoring"); ("double_pot", scoring): no pot to double
    "no_claims",  # ("last_chance", "claims"); (True, False): no claim to make after the last trick
]
PROBLEM_CODES: tuple[ProblemCode, ...] = get_args(ProblemCode)

# Each problem's sentence, worded once and marked for translation (``core.wording``); %1 is what
# ``RuleProblem.words`` fills in: the option, the scoring or the number at fault.
_NOT_POSSIBLE = QT_TRANSLATE_NOOP("RuleTexts", "%1: %2 is not a possible value.")
PROBLEM_SENTENCES: dict[ProblemCode, str] = {
    "not_a_choice": _NOT_POSSIBLE,
    "not_a_flag": _NOT_POSSIBLE,
    "too_small": _NOT_POSSIBLE,
    "players": QT_TRANSLATE_NOOP("RuleTexts", "Bura is played by 2 to 6 players, not %1."),
    "players_with_four": QT_TRANSLATE_NOOP(
        "RuleTexts", "4-card hands are for 2 to 5 players, not %1."
    ),
    "lead_sizes": QT_TRANSLATE_NOOP("RuleTexts", "Choose how many cards a lead may have."),
    "lead_single": QT_TRANSLATE_NOOP(
        "RuleTexts", "A lead of a single card must always be allowed."
    ),
    "needs_four": QT_TRANSLATE_NOOP("RuleTexts", "%1 can only be declared with 4 cards in hand."),
    "bura_only": QT_TRANSLATE_NOOP(
        "RuleTexts",
        "%1 cannot be declared when only the leader declares: then Bura is the only combination.",
    ),
    "plays_out": QT_TRANSLATE_NOOP("RuleTexts", "%1 plays every hand out, so claims must be off."),
    "needs_claims": QT_TRANSLATE_NOOP(
        "RuleTexts", "%1 needs claims: without them nobody wins a hand."
    ),
    "needs_pot": QT_TRANSLATE_NOOP(
        "RuleTexts", "%1 has no pot to double: a wrong claim must lose the hand."
    ),
    "blind_pot": QT_TRANSLATE_NOOP("RuleTexts", "Blind Bura needs scoring with chips in a pot."),
    "no_claims": QT_TRANSLATE_NOOP("RuleTexts", "A last chance to claim needs claims of 31."),
}


class OptionWords(Protocol):
    """How one language writes a problem's sentence and the options it names."""

    def sentence(self, template: str) -> str:
        """A template of ``PROBLEM_SENTENCES`` in this language."""
        ...

    def option(self, name: str) -> str: ...

    def choice(self, name: str, value: Any) -> str:
        """Option ``name``'s value ``value``, e.g. the scoring "Series"."""
        ...


# The combinations other than Bura: none is declared with ``bura_timing=on_lead``.
OTHER_COMBINATIONS: tuple[str, ...] = ("three_aces", "molodka", "four_aces", "four_trumps")


@dataclass(frozen=True)
class RuleProblem:
    """One reason a set of rules cannot be played: a code, the options at fault (the first is
    the one the reason is about) and their values. ``str()`` is the English reason.
    """

    code: ProblemCode
    options: tuple[str, ...]
    values: tuple[Any, ...]

    def __post_init__(self) -> None:
        if self.code not in PROBLEM_CODES:
            raise ValueError(f"unknown rule problem {self.code!r}")

    def words(self, language: OptionWords) -> str:
        """This problem as a sentence of ``language``."""
        name = self.options[0]
        value = self.values[0]
        template = language.sentence(PROBLEM_SENTENCES[self.code])
        match self.code:
            case "not_a_choice" | "not_a_flag" | "too_small":
                return fill(template, language.option(name), shown(value))
            case "players" | "players_with_four":
                return fill(template, value)
            case "needs_four" | "bura_only":
                return fill(template, language.option(name))
            case "plays_out" | "needs_claims":
                return fill(template, language.choice("scoring", value))
            case "needs_pot":
                return fill(template, language.choice("scoring", self.values[1]))
        return template

    def __str__(self) -> str:
        """The sentence, then the options at fault as ``Rules`` names them, for a developer."""
        # A value past the options is the reason's own (the allowed choices, the least number).
        named = zip(self.options, self.values, strict=False)
        fields = ", ".join(f"{o}={_field(v)}" for o, v in named)
        return f"{self.words(_ENGLISH).removesuffix('.')} ({fields})."


def _field(value: Any) -> str:
    """An option's value as ``Rules`` spells it: four_aces=win, claims=false, lead_sizes=(2, 3)."""
    if isinstance(value, bool):
        return str(value).lower()
    if isinstance(value, str) and value in {c for cs in CHOICES.values() for c in cs}:
        return value
    if isinstance(value, tuple) and len(value) <= 3 and all(type(v) is int for v in value):
        return str(value)
    return shown(value)


class _English:
    """Options by their names in ``Rules``: what error messages and logs show."""

    def sentence(self, template: str) -> str:
        return template

    def option(self, name: str) -> str:
        return name

    def choice(self, name: str, value: Any) -> str:
        return f"{name}={_field(value)}"


_ENGLISH = _English()


@dataclass(frozen=True)
class Rules:
    """The rules of a session. Frozen: change options with ``dataclasses.replace``."""

    players: int = 2
    deck: int = 36
    hand_size: int = 3
    deal: Deal = "singly"
    first_lead: FirstLead = "dealer_left"
    lead_sizes: tuple[int, ...] = (1, 2, 3)
    bura_timing: BuraTiming = "trick_start"
    three_aces: ThreeAces = "lead"
    molodka: Molodka = "lead"
    four_aces: FourOfAKind = "off"
    four_trumps: FourOfAKind = "off"
    closed_cards: bool = False
    moscow: bool = False
    blind: bool = False
    stock_end: StockEnd = "set_aside"
    claims: bool = True
    false_claim: FalseClaim = "double_pot"
    scoring: Scoring = "pot"
    stake: int = 1
    bankroll: int = 100
    # Pot scoring: the session ends after this many hands (0: no limit) ...
    session_hands: int = 0
    # ... and/or when a bankroll reaches 0.
    stop_when_broke: bool = True
    target: int = 3  # series: hands to win the session
    penalty_limit: int = 12  # penalty: the player who reaches it loses
    next_dealer: NextDealer = "claimer"
    # After every trick the lead passes on round the table (3-4 players in sources 000/001).
    next_lead: NextLead = "winner"
    # A house rule: after the last trick each player gets one last chance to claim.
    last_chance: bool = False

    PRESETS: ClassVar[tuple[str, ...]] = ("classic", "rules_sheet", "kozel", "penalty")

    @classmethod
    def preset(cls, name: str, **changes: Any) -> Rules:
        """A preset of docs/RULES.md section 5, with optional changes; the result is validated.
        An unknown preset, option name or value raises ``ValueError`` naming it."""
        try:
            base = _PRESETS[name]
        except KeyError:
            raise ValueError(
                f"unknown preset {shown(name)}; choose one of {', '.join(cls.PRESETS)}"
            ) from None
        _refuse_unknown(changes)
        players = changes.get("players", base.players)
        if name == "rules_sheet" and isinstance(players, int) and players >= 3:
            # Sources 000/001 for 3-4 players: dealt singly, and the lead goes round the table.
            base = dataclasses.replace(base, deal="singly", next_lead="rotate")
        rules = dataclasses.replace(base, **changes)
        rules.validate()
        return rules

    @property
    def plays_for_chips(self) -> bool:
        """Whether hands are played for chips from a pot (pot and most-points scoring)."""
        return self.scoring in CHIP_SCORINGS

    @property
    def standing(self) -> Standing:
        """What a seat's standing counts under these rules' scoring."""
        return standing_of(self.scoring)

    @property
    def plain_answers(self) -> bool:
        """Whether every answer of the led count is a legal play, and only those: no face-down
        plays (closed cards) and no short answers (Moscow)."""
        return not self.closed_cards and not self.moscow

    def problems(self) -> list[RuleProblem]:
        """Every reason these rules cannot be played, each naming the options at fault."""
        found: list[RuleProblem] = []
        for name, allowed in CHOICES.items():
            value = getattr(self, name)
            if value not in allowed or type(value) is not type(allowed[0]):
                found.append(RuleProblem("not_a_choice", (name,), (value, allowed)))
        for name in (
            "closed_cards",
            "moscow",
            "blind",
            "claims",
            "stop_when_broke",
            "last_chance",
        ):
            if not isinstance(getattr(self, name), bool):
                found.append(RuleProblem("not_a_flag", (name,), (getattr(self, name),)))
        for name, low in (
            ("players", 2),
            ("stake", 1),
            ("bankroll", 1),
            ("session_hands", 0),
            ("target", 1),
            ("penalty_limit", 1),
        ):
            value = getattr(self, name)
            if not isinstance(value, int) or isinstance(value, bool) or value < low:
                found.append(RuleProblem("too_small", (name,), (value, low)))
        if found:
            return found
        if self.players > 6:
            found.append(RuleProblem("players", ("players",), (self.players,)))
        if self.hand_size == 4 and self.players > 5:
            found.append(
                RuleProblem("players_with_four", ("players", "hand_size"), (self.players, 4))
            )
        sizes = self.lead_sizes
        if (
            not isinstance(sizes, tuple)
            or not sizes
            or any(type(s) is not int or not 1 <= s <= 3 for s in sizes)
            or len(set(sizes)) != len(sizes)
            or list(sizes) != sorted(sizes)
        ):
            found.append(RuleProblem("lead_sizes", ("lead_sizes",), (sizes,)))
        elif 1 not in sizes:
            found.append(RuleProblem("lead_single", ("lead_sizes",), (sizes,)))
        if self.hand_size == 3:
            for name in ("four_aces", "four_trumps"):
                if getattr(self, name) != "off":
                    found.append(
                        RuleProblem("needs_four", (name, "hand_size"), (getattr(self, name), 4))
                    )
        if self.bura_timing == "on_lead":
            for name in OTHER_COMBINATIONS:
                if getattr(self, name) != "off":
                    found.append(
                        RuleProblem(
                            "bura_only", (name, "bura_timing"), (getattr(self, name), "on_lead")
                        )
                    )
        if self.scoring in PLAYED_OUT_SCORINGS and self.claims:
            found.append(
                RuleProblem("plays_out", ("scoring", "claims"), (self.scoring, self.claims))
            )
        if self.scoring in ("pot", "series") and not self.claims:
            found.append(
                RuleProblem("needs_claims", ("scoring", "claims"), (self.scoring, self.claims))
            )
        if self.scoring == "series" and self.claims and self.false_claim == "double_pot":
            found.append(
                RuleProblem("needs_pot", ("false_claim", "scoring"), ("double_pot", self.scoring))
            )
        if self.last_chance and not self.claims:
            found.append(RuleProblem("no_claims", ("last_chance", "claims"), (True, False)))
        if self.blind and self.scoring != "pot":
            found.append(RuleProblem("blind_pot", ("blind", "scoring"), (True, self.scoring)))
        return found

    def validate(self) -> None:
        """Raise ``ValueError`` naming every offending option."""
        found = self.problems()
        if found:
            raise ValueError("impossible rules: " + "; ".join(map(str, found)))

    def to_dict(self) -> dict[str, Any]:
        data = dataclasses.asdict(self)
        data["lead_sizes"] = list(self.lead_sizes)
        return data

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> Rules:
        """Rules from ``to_dict`` output; unknown keys or bad values raise ``ValueError``."""
        if not isinstance(data, dict):
            raise ValueError(f"rules must be an object, not {type(data).__name__}")
        _refuse_unknown(data)
        values = dict(data)
        if "lead_sizes" in values and isinstance(values["lead_sizes"], list):
            values["lead_sizes"] = tuple(values["lead_sizes"])
        if values.get("last_chance") is True and values.get("claims") is False:
            # Refused since revision 3 (docs/RULES.md 5), accepted before: a saved game or a
            # recorded hand may hold it. Without claims there is no last chance to claim, so
            # the option never changed play and reading it as off plays the same.
            values["last_chance"] = False
        rules = cls(**values)
        rules.validate()
        return rules

    def first_leader(self, dealer: int) -> int:
        """The seat that leads a hand's first trick: left of the dealer, or on his right with
        ``first_lead=dealer_right`` (play still goes clockwise, the dealer playing second)."""
        step = 1 if self.first_lead == "dealer_left" else -1
        return (dealer + step) % self.players


def _refuse_unknown(names: Iterable[str]) -> None:
    """Raise ``ValueError`` naming every one of ``names`` that is not a rule option."""
    known = {f.name for f in dataclasses.fields(Rules)}
    unknown = sorted(str(name) for name in names if name not in known)
    if unknown:
        plural = "s" if len(unknown) > 1 else ""
        listed = ", ".join(shown(name).strip("'\"") for name in unknown[:3])
        more = f" and {len(unknown) - 3} more" if len(unknown) > 3 else ""
        raise ValueError(f"unknown rule option{plural}: {listed}{more}")


_PRESETS: dict[str, Rules] = {
    "classic": Rules(),
    "rules_sheet": Rules(
        bura_timing="on_lead",
        three_aces="off",
        molodka="off",
        stock_end="draw_out",
        false_claim="lose_hand",
        scoring="series",
        target=3,
        next_dealer="alternate",
        deal="packets",
    ),
    "kozel": Rules(
        hand_size=4,
        lead_sizes=(1, 3),
        three_aces="off",
        molodka="off",
        four_aces="win",
        stock_end="draw_out",
        claims=False,
        scoring="most_points",
        next_dealer="alternate",
    ),
    "penalty": Rules(
        three_aces="off",
        molodka="off",
        stock_end="draw_out",
        claims=False,
        scoring="penalty",
        next_dealer="alternate",
    ),
}

# The player counts each preset is meant for (docs/RULES.md section 5), for settings screens.
PRESET_PLAYERS: dict[str, tuple[int, int]] = {
    "classic": (2, 6),
    "rules_sheet": (2, 4),
    "kozel": (2, 5),
    "penalty": (2, 4),
}

__all__ = [
    "CHIP_SCORINGS",
    "CHOICES",
    "OTHER_COMBINATIONS",
    "PLAYED_OUT_SCORINGS",
    "PRESET_PLAYERS",
    "PROBLEM_CODES",
    "PROBLEM_SENTENCES",
    "RULES_REVISION",
    "OptionWords",
    "ProblemCode",
    "RuleProblem",
    "Rules",
    "Standing",
    "standing_of",
]
