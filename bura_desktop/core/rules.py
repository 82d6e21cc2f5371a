"""Every rule option of docs/RULES.md, the four presets, and validation."""

from __future__ import annotations

import dataclasses
from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any, ClassVar, Literal, Protocol, get_args, get_type_hints

from bura_desktop.core.bounded import shown
from bura_desktop.core.options import OTHERWISE, Option, declared, option
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


def _with_chips(rules: Rules) -> bool:
    return rules.plays_for_chips


_NOT_A_COMBINATION = QT_TRANSLATE_NOOP("RuleTexts", "Not a combination")
_NEXT_LEAD = QT_TRANSLATE_NOOP("RuleTexts", "Gives the next lead")
_WINS = QT_TRANSLATE_NOOP("RuleTexts", "Wins the hand")


@dataclass(frozen=True)
class Rules:
    """The rules of a session. Frozen: change options with ``dataclasses.replace``.

    Each field declares its option once (``core.options``): its type and default, and its
    place, words and limits for the settings, the rules window, the saves and the tests."""

    players: int = option(
        2,
        "table",
        QT_TRANSLATE_NOOP("RuleTexts", "Players"),
        tip=QT_TRANSLATE_NOOP("RuleTexts", "How many sit at the table, you included."),
        limits=(2, 6),
        tried=(2, 6),
    )
    deck: int = option(
        36,
        "deal",
        QT_TRANSLATE_NOOP("RuleTexts", "Pack"),
        tip=QT_TRANSLATE_NOOP(
            "RuleTexts",
            "36 cards (six to ace), or 32 with the sixes left out. "
            "Either pack holds 120 card points.",
        ),
        choices={
            36: QT_TRANSLATE_NOOP("RuleTexts", "36 cards"),
            32: QT_TRANSLATE_NOOP("RuleTexts", "32 cards (no sixes)"),
        },
        differs=QT_TRANSLATE_NOOP(
            "RulesDialog", "A 32-card pack: the sixes are left out (still 120 card points)."
        ),
    )
    hand_size: int = option(
        3,
        "deal",
        QT_TRANSLATE_NOOP("RuleTexts", "Cards in hand"),
        tip=QT_TRANSLATE_NOOP(
            "RuleTexts",
            "How many cards each player holds: 3, or 4 as in Kozel. "
            "With 4 cards, Bura is any three trumps of the four.",
        ),
        choices={
            3: QT_TRANSLATE_NOOP("RuleTexts", "3 cards"),
            4: QT_TRANSLATE_NOOP("RuleTexts", "4 cards (Kozel)"),
        },
        differs=QT_TRANSLATE_NOOP(
            "RulesDialog", "Each player holds 4 cards; a Bura is any three trumps among them."
        ),
    )
    deal: Deal = option(
        "singly",
        "deal",
        QT_TRANSLATE_NOOP("RuleTexts", "Dealing"),
        tip=QT_TRANSLATE_NOOP(
            "RuleTexts", "One card at a time round the table, or each player's whole hand at once."
        ),
        choices={
            "singly": QT_TRANSLATE_NOOP("RuleTexts", "One card at a time"),
            "packets": QT_TRANSLATE_NOOP("RuleTexts", "Whole hands at once"),
        },
        differs=QT_TRANSLATE_NOOP(
            "RulesDialog", "Each player's hand is dealt at once, not a card at a time."
        ),
    )
    first_lead: FirstLead = option(
        "dealer_left",
        "deal",
        QT_TRANSLATE_NOOP("RuleTexts", "First lead"),
        tip=QT_TRANSLATE_NOOP(
            "RuleTexts",
            "Who leads a hand's first trick. Left of the dealer: that player. Right of the "
            "dealer: the player on the dealer's right, and the dealer plays second. Play always "
            "goes clockwise.",
        ),
        choices={
            "dealer_left": QT_TRANSLATE_NOOP("RuleTexts", "Left of the dealer"),
            "dealer_right": QT_TRANSLATE_NOOP("RuleTexts", "Right of the dealer (dealer second)"),
        },
        differs=QT_TRANSLATE_NOOP(
            "RulesDialog",
            "The player on the dealer's right leads the first trick; the dealer plays second.",
        ),
    )
    lead_sizes: tuple[int, ...] = option(
        (1, 2, 3),
        "leads",
        QT_TRANSLATE_NOOP("RuleTexts", "Cards a lead may have"),
        tip=QT_TRANSLATE_NOOP(
            "RuleTexts",
            "How many cards the leader may play at once, all of one suit. "
            "Every other player answers with as many cards.",
        ),
        differs={
            (1,): QT_TRANSLATE_NOOP("RulesDialog", "Every lead is a single card."),
            OTHERWISE: QT_TRANSLATE_NOOP("RulesDialog", "A lead has %1 cards, all of one suit."),
        },
    )
    bura_timing: BuraTiming = option(
        "trick_start",
        "declarations",
        QT_TRANSLATE_NOOP("RuleTexts", "Who may declare"),
        tip=QT_TRANSLATE_NOOP(
            "RuleTexts",
            "Any player, at every trick start: everyone holding a combination may declare it "
            "before each lead. Only the leader: only the player about to lead may declare, "
            "and Bura is the only combination.",
        ),
        choices={
            "trick_start": QT_TRANSLATE_NOOP("RuleTexts", "Anyone, at every trick start"),
            "on_lead": QT_TRANSLATE_NOOP("RuleTexts", "Only the leader (Bura only)"),
        },
        differs=QT_TRANSLATE_NOOP(
            "RulesDialog",
            "Only the player about to lead may declare, and only a Bura: declare it (D) before "
            "you lead and you win the hand. Led as a trick, three trumps are an ordinary lead.",
        ),
    )
    three_aces: ThreeAces = option(
        "lead",
        "declarations",
        QT_TRANSLATE_NOOP("RuleTexts", "Three aces"),
        tip=QT_TRANSLATE_NOOP(
            "RuleTexts",
            "Three aces in hand. Next lead: declaring them gives you the next lead. "
            "Wins the hand: declaring them wins at once.",
        ),
        choices={"off": _NOT_A_COMBINATION, "lead": _NEXT_LEAD, "win": _WINS},
        differs={
            "off": QT_TRANSLATE_NOOP("RulesDialog", "Three aces are not a combination."),
            "win": QT_TRANSLATE_NOOP(
                "RulesDialog", "Three aces win the hand at once, like a Bura."
            ),
        },
    )
    molodka: Molodka = option(
        "lead",
        "declarations",
        QT_TRANSLATE_NOOP("RuleTexts", "Molodka"),
        tip=QT_TRANSLATE_NOOP(
            "RuleTexts",
            "Three cards of one suit other than trumps. Declaring them gives you the next lead.",
        ),
        choices={"off": _NOT_A_COMBINATION, "lead": _NEXT_LEAD},
        differs=QT_TRANSLATE_NOOP(
            "RulesDialog", "A molodka (three cards of one plain suit) is not a combination."
        ),
    )
    four_aces: FourOfAKind = option(
        "off",
        "declarations",
        QT_TRANSLATE_NOOP("RuleTexts", "Four aces"),
        tip=QT_TRANSLATE_NOOP(
            "RuleTexts", "With 4-card hands, declaring four aces wins the hand, above Bura."
        ),
        choices={"off": _NOT_A_COMBINATION, "win": _WINS},
        differs=QT_TRANSLATE_NOOP("RulesDialog", "Four aces win the hand at once, above a Bura."),
    )
    four_trumps: FourOfAKind = option(
        "off",
        "declarations",
        QT_TRANSLATE_NOOP("RuleTexts", "Four trumps"),
        tip=QT_TRANSLATE_NOOP(
            "RuleTexts",
            "With 4-card hands, declaring four trumps wins the hand, above Bura "
            "(the \u201cprison\u201d form).",
        ),
        choices={"off": _NOT_A_COMBINATION, "win": _WINS},
        differs=QT_TRANSLATE_NOOP("RulesDialog", "Four trumps win the hand at once, above a Bura."),
    )
    closed_cards: bool = option(
        False,
        "leads",
        QT_TRANSLATE_NOOP("RuleTexts", "Closed cards"),
        tip=QT_TRANSLATE_NOOP(
            "RuleTexts",
            "An answer that does not beat the best play goes face down, and you may also put "
            "a beating answer face down (it then cannot win). Face-down cards are shown only "
            "when a claim exposes the pile.",
        ),
        switch=QT_TRANSLATE_NOOP("RuleTexts", "Face-down answers allowed"),
        differs=QT_TRANSLATE_NOOP(
            "RulesDialog",
            "Closed cards: an answer that does not beat the best play goes face down, and a "
            "beating answer may go face down too (then it cannot win).",
        ),
    )
    moscow: bool = option(
        False,
        "leads",
        QT_TRANSLATE_NOOP("RuleTexts", "Moscow answers"),
        tip=QT_TRANSLATE_NOOP(
            "RuleTexts",
            "An answering player may play fewer cards than were led (at least one); "
            "such an answer cannot win the trick.",
        ),
        switch=QT_TRANSLATE_NOOP("RuleTexts", "Shorter answers allowed"),
        differs=QT_TRANSLATE_NOOP(
            "RulesDialog",
            "Moscow answers: you may answer with fewer cards than were led (at least one); such "
            "an answer cannot win the trick.",
        ),
    )
    blind: bool = option(
        False,
        "leads",
        QT_TRANSLATE_NOOP("RuleTexts", "Blind Bura"),
        tip=QT_TRANSLATE_NOOP(
            "RuleTexts",
            "Pot scoring only. Before seeing the hand, the first leader may bet blind: winning "
            "the hand collects 3 \u00d7 stake from every opponent; otherwise the blind player "
            "pays 3 \u00d7 stake to the winner, or into the pot when nobody wins.",
        ),
        switch=QT_TRANSLATE_NOOP("RuleTexts", "First leader may bet blind"),
        differs=QT_TRANSLATE_NOOP(
            "RulesDialog",
            "Blind Bura: before looking at the hand, the first leader may bet blind. Winning "
            "the hand collects three stakes from every opponent; otherwise the blind player "
            "pays three stakes.",
        ),
    )
    stock_end: StockEnd = option(
        "set_aside",
        "stock",
        QT_TRANSLATE_NOOP("RuleTexts", "End of the stock"),
        tip=QT_TRANSLATE_NOOP(
            "RuleTexts",
            "Set aside: when the stock cannot refill every hand, nobody draws and the rest, "
            "trump indicator included, is put aside unseen. Drawn out: draw while cards last; "
            "the trump indicator is the last card drawn.",
        ),
        choices={
            "set_aside": QT_TRANSLATE_NOOP("RuleTexts", "Set the rest aside"),
            "draw_out": QT_TRANSLATE_NOOP("RuleTexts", "Draw it out"),
        },
        differs=QT_TRANSLATE_NOOP(
            "RulesDialog",
            "When the stock runs short, players draw while cards last; the trump card under "
            "the stock is drawn last.",
        ),
    )
    claims: bool = option(
        True,
        "stock",
        QT_TRANSLATE_NOOP("RuleTexts", "Claims of 31"),
        tip=QT_TRANSLATE_NOOP(
            "RuleTexts",
            "A player may claim to hold 31 card points in their tricks and so win the hand. "
            "Without claims every hand is played out.",
        ),
        switch=QT_TRANSLATE_NOOP("RuleTexts", "Players may claim 31"),
        differs=QT_TRANSLATE_NOOP("RulesDialog", "Nobody claims 31: every hand is played out."),
    )
    false_claim: FalseClaim = option(
        "double_pot",
        "stock",
        QT_TRANSLATE_NOOP("RuleTexts", "A wrong claim"),
        tip=QT_TRANSLATE_NOOP(
            "RuleTexts",
            "A claim with 30 points or fewer. Double the pot: the claimer adds as many chips "
            "as the pot holds and the pot carries over. Lose the hand: the other players win it.",
        ),
        choices={
            "double_pot": QT_TRANSLATE_NOOP("RuleTexts", "Claimer doubles the pot"),
            "lose_hand": QT_TRANSLATE_NOOP("RuleTexts", "Claimer loses the hand"),
        },
        differs=QT_TRANSLATE_NOOP("RulesDialog", "A wrong claim loses the hand to everyone else."),
        matters=lambda rules: rules.claims,
    )
    scoring: Scoring = option(
        "pot",
        "scoring",
        QT_TRANSLATE_NOOP("RuleTexts", "Scoring"),
        tip=QT_TRANSLATE_NOOP(
            "RuleTexts",
            "Chips in a pot: the winner of a hand takes the pot. Series: one point per hand "
            "won. Penalty points: hands are played out and penalised by card points. "
            "Most points: hands are played out and the most card points take the pot.",
        ),
        choices={
            "pot": QT_TRANSLATE_NOOP("RuleTexts", "Chips in a pot"),
            "series": QT_TRANSLATE_NOOP("RuleTexts", "Series of hands"),
            "penalty": QT_TRANSLATE_NOOP("RuleTexts", "Penalty points"),
            "most_points": QT_TRANSLATE_NOOP("RuleTexts", "Most points take the pot"),
        },
        differs={
            "most_points": QT_TRANSLATE_NOOP(
                "RulesDialog", "The most card points take the pot; a tie splits it."
            ),
            "series": QT_TRANSLATE_NOOP(
                "RulesDialog",
                "No chips: each hand won scores one, and the first to %1 wins the session.",
            ),
            "penalty": QT_TRANSLATE_NOOP(
                "RulesDialog",
                "No chips but penalty points: most card points 0, more than 31 but not "
                "the most 2, 1 to 31 points 4, none 6; a Bura costs everyone else 4. "
                "Whoever reaches %2 loses the session.",
            ),
        },
        tells=("target", "penalty_limit"),
    )
    stake: int = option(
        1,
        "table",
        QT_TRANSLATE_NOOP("RuleTexts", "Stake (chips each player antes)"),
        tip=QT_TRANSLATE_NOOP(
            "RuleTexts", "The chips each player puts in the pot when a new pot starts."
        ),
        limits=(1, 1000),
        tried=(1, 3),
        matters=_with_chips,
    )
    bankroll: int = option(
        100,
        "table",
        QT_TRANSLATE_NOOP("RuleTexts", "Starting bankroll"),
        tip=QT_TRANSLATE_NOOP("RuleTexts", "The chips every player starts a session with."),
        limits=(1, 1_000_000),
        matters=_with_chips,
    )
    # Pot scoring: the session ends after this many hands (0: no limit) ...
    session_hands: int = option(
        0,
        "table",
        QT_TRANSLATE_NOOP("RuleTexts", "Hands in a session"),
        tip=QT_TRANSLATE_NOOP(
            "RuleTexts", "The session ends after this many hands; with no limit, when you stop."
        ),
        limits=(0, 10_000),
        matters=_with_chips,
    )
    # ... and/or when a bankroll reaches 0.
    stop_when_broke: bool = option(
        True,
        "table",
        QT_TRANSLATE_NOOP("RuleTexts", "Stop when broke"),
        tip=QT_TRANSLATE_NOOP(
            "RuleTexts", "Pot scoring: the session ends when anyone's bankroll reaches 0."
        ),
        switch=QT_TRANSLATE_NOOP("RuleTexts", "End the session when a bankroll hits 0"),
        matters=_with_chips,
    )
    target: int = option(
        3,
        "scoring",
        QT_TRANSLATE_NOOP("RuleTexts", "Hands to win a series"),
        tip=QT_TRANSLATE_NOOP(
            "RuleTexts", "Series scoring: the first player to win this many hands wins the session."
        ),
        limits=(1, 99),
        matters=lambda rules: rules.scoring == "series",
    )
    penalty_limit: int = option(
        12,
        "scoring",
        QT_TRANSLATE_NOOP("RuleTexts", "Penalty limit"),
        tip=QT_TRANSLATE_NOOP(
            "RuleTexts",
            "Penalty scoring: a player who reaches this many penalty points loses, "
            "and the lowest total wins.",
        ),
        limits=(1, 999),
        matters=lambda rules: rules.scoring == "penalty",
    )
    next_dealer: NextDealer = option(
        "claimer",
        "scoring",
        QT_TRANSLATE_NOOP("RuleTexts", "Next dealer"),
        tip=QT_TRANSLATE_NOOP(
            "RuleTexts",
            "The claimer: whoever claimed deals next, right or wrong (after a Bura, its winner). "
            "In turn: the deal passes round every hand.",
        ),
        choices={
            "claimer": QT_TRANSLATE_NOOP("RuleTexts", "The claimer"),
            "alternate": QT_TRANSLATE_NOOP("RuleTexts", "In turn"),
        },
        differs=QT_TRANSLATE_NOOP(
            "RulesDialog", "The deal passes to the next player after every hand, whoever won."
        ),
    )
    # After every trick the lead passes on round the table (3-4 players in sources 000/001).
    next_lead: NextLead = option(
        "winner",
        "scoring",
        QT_TRANSLATE_NOOP("RuleTexts", "Next lead"),
        tip=QT_TRANSLATE_NOOP(
            "RuleTexts",
            "The trick's winner: whoever takes a trick leads the next. Round the table: the "
            "lead passes to the next player after every trick, whoever won it (the rules sheet "
            "for 3 or 4 players).",
        ),
        choices={
            "winner": QT_TRANSLATE_NOOP("RuleTexts", "The trick's winner"),
            "rotate": QT_TRANSLATE_NOOP("RuleTexts", "Round the table"),
        },
        differs=QT_TRANSLATE_NOOP(
            "RulesDialog",
            "The lead passes round the table after every trick, whoever won it; the "
            "winner still draws first.",
        ),
        late=True,
    )
    # A house rule: after the last trick each player gets one last chance to claim.
    last_chance: bool = option(
        False,
        "stock",
        QT_TRANSLATE_NOOP("RuleTexts", "Last chance to claim"),
        tip=QT_TRANSLATE_NOOP(
            "RuleTexts",
            "A house rule. Off: whoever has not claimed 31 when the last card is played has "
            "lost the chance, and the hand is played out. On: after the last trick each player, "
            "its winner first, may still claim once.",
        ),
        switch=QT_TRANSLATE_NOOP("RuleTexts", "Claim after the last trick"),
        differs=QT_TRANSLATE_NOOP(
            "RulesDialog",
            "After the last trick each player, its winner first, has one last chance to claim 31.",
        ),
        late=True,
    )

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
        for said in OPTIONS.values():
            name = said.name
            value = getattr(self, name)
            if said.kind == "choice":
                allowed = said.values
                if value not in allowed or type(value) is not type(allowed[0]):
                    found.append(RuleProblem("not_a_choice", (name,), (value, allowed)))
            elif said.kind == "flag":
                if not isinstance(value, bool):
                    found.append(RuleProblem("not_a_flag", (name,), (value,)))
            elif said.kind == "number":
                low = said.limits[0]
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


_HINTS = get_type_hints(Rules)
# Every option, as its field declares it, in the order of the fields.
OPTIONS: dict[str, Option] = {
    field.name: declared(field, _HINTS[field.name]) for field in dataclasses.fields(Rules)
}
# The allowed values of each option with a fixed set of choices.
CHOICES: dict[str, tuple[Any, ...]] = {
    name: said.values for name, said in OPTIONS.items() if said.kind == "choice"
}


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
    "OPTIONS",
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
