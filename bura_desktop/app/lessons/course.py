"""The lessons of Learn to play (issue #38): stacked deals that each teach one idea by making
the player do it, in the order a newcomer needs them.

A lesson is a real game: a stacked pack dealt under real rules, the other seats playing the
moves the lesson gives them (``teacher``), the player's seat asked as in any game. Each time
the player is asked, the next ``Step`` says one or two sentences about what the table shows and
which move the lesson wants; the tutor (``lessons.tutor``) explains any other move instead of
playing it. Sentences are templates marked for translation; their arguments are cards, numbers
and seats, which the window writes in the player's language.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Literal

from bura_desktop.core.cards import Card, parse_cards
from bura_desktop.core.wording import QT_TRANSLATE_NOOP

# What a step's words are about, for the table to point at: cards of the player's hand or on
# the table, the trick, the stock with its trump indicator, the pot, the player's won pile.
Target = Literal["cards", "trick", "stock", "pot", "pile"]
# What a wrong move is measured against: a play that must beat the trick, one that should give
# nothing away, or neither.
Goal = Literal["beat", "throw", "claim", ""]


@dataclass(frozen=True)
class Name:
    """A seat's name as an argument of a sentence."""

    seat: int


Arg = tuple[Card, ...] | int | str | Name


def cards(text: str) -> tuple[Card, ...]:
    return tuple(parse_cards(text))


@dataclass(frozen=True)
class Step:
    """One decision of the player: what the lesson says, the moves it takes (the first is the
    hint), and what it says to any other legal move the rules and the goal do not explain."""

    says: str
    expect: tuple[str, ...]
    points_at: Target = "cards"
    shown: tuple[Card, ...] = ()  # the cards pointed at ("cards")
    args: tuple[Arg, ...] = ()  # %1, %2 … of ``says`` and ``otherwise``
    goal: Goal = ""
    otherwise: str = ""


@dataclass(frozen=True)
class Try:
    """A form of the game to try: a sentence on it and a practice hand of its preset."""

    preset: str
    says: str


@dataclass(frozen=True)
class Lesson:
    key: str
    title: str
    summary: str
    summary_args: tuple[Arg, ...] = ()
    players: int = 2
    dealer: int = 1
    # The deal: each seat's three cards, the trump indicator, the stock's first draws in order;
    # the rest of the pack follows in the pack's own order.
    hands: tuple[tuple[Card, ...], ...] = ()
    indicator: Card | None = None
    draws: tuple[Card, ...] = ()
    # The other seats' moves, in the order the table asks for them.
    teacher: tuple[str, ...] = ()
    steps: tuple[Step, ...] = ()
    tries: tuple[Try, ...] = field(default=())


COURSE: tuple[Lesson, ...] = (
    Lesson(
        key="cards",
        title=QT_TRANSLATE_NOOP("Lessons", "The cards and their points"),
        hands=(cards("A♥ 9♠ 6♦"), cards("8♥ 7♠ J♠")),
        indicator=cards("7♣")[0],
        draws=cards("10♦ A♦ 8♣ K♥"),
        teacher=("play 8♥", "play A♦"),
        steps=(
            Step(
                QT_TRANSLATE_NOOP(
                    "Lessons",
                    "Cards count points: ace 11, ten 10, king 4, queen 3, jack 2; nine to six"
                    " nothing. They rank in that order, the ten above the king. You lead first:"
                    " lead your card worth the most, %1.",
                ),
                ("play A♥",),
                shown=cards("A♥"),
                args=(cards("A♥"),),
                otherwise=QT_TRANSLATE_NOOP(
                    "Lessons", "That card is worth nothing: lead %1, worth 11."
                ),
            ),
            Step(
                QT_TRANSLATE_NOOP(
                    "Lessons",
                    "Your %1 took the trick: its points are in your pile. The winner leads"
                    " again: lead %2, worth 10, and see who takes it.",
                ),
                ("play 10♦",),
                shown=cards("10♦"),
                args=(cards("A♥"), cards("10♦")),
                otherwise=QT_TRANSLATE_NOOP(
                    "Lessons", "Lead %2 this time, to see who takes its 10 points."
                ),
            ),
        ),
        summary=QT_TRANSLATE_NOOP(
            "Lessons",
            "%1 beat your ten and took the trick's 21 points. The 36 cards hold 120 points:"
            " whoever has 31 in their tricks and says so wins the hand.",
        ),
        summary_args=(Name(1),),
    ),
    Lesson(
        key="beat",
        title=QT_TRANSLATE_NOOP("Lessons", "Beating a card"),
        dealer=0,
        hands=(cards("A♠ 9♠ 6♦"), cards("10♠ K♦ 7♣")),
        indicator=cards("8♥")[0],
        draws=cards("Q♦ 9♣ 8♦ 7♥"),
        teacher=("play 10♠", "play K♦", "play 9♣"),
        steps=(
            Step(
                QT_TRANSLATE_NOOP(
                    "Lessons",
                    "%1 leads %2. A card beats it if it is higher and of the same suit, or if"
                    " it is a trump. Beat %2.",
                ),
                ("play A♠",),
                points_at="trick",
                args=(Name(1), cards("10♠")),
                goal="beat",
            ),
            Step(
                QT_TRANSLATE_NOOP(
                    "Lessons",
                    "You took the trick, so you lead. Lead %1: it is worth nothing, so it costs"
                    " nothing if %2 takes it.",
                ),
                ("play 6♦",),
                shown=cards("6♦"),
                args=(cards("6♦"), Name(1)),
                otherwise=QT_TRANSLATE_NOOP("Lessons", "This lesson goes on with %1: lead it."),
            ),
            Step(
                QT_TRANSLATE_NOOP(
                    "Lessons",
                    "%1 leads %2 and you have no higher club. But the card under the stock"
                    " makes %3 trumps, and a trump beats any card of another suit. Beat %2.",
                ),
                ("play 7♥",),
                points_at="trick",
                args=(Name(1), cards("9♣"), "♥"),
                goal="beat",
            ),
        ),
        summary=QT_TRANSLATE_NOOP(
            "Lessons",
            "A higher card of the same suit beats a card, and a trump beats any card of another"
            " suit. A card that does not beat is thrown, and the best card takes the trick.",
        ),
    ),
    Lesson(
        key="lead",
        title=QT_TRANSLATE_NOOP("Lessons", "Several cards at once"),
        dealer=0,
        hands=(cards("J♠ 6♣ 8♥"), cards("A♠ 10♠ Q♣")),
        indicator=cards("8♦")[0],
        draws=cards("9♣ K♣ 6♠ 7♦ A♥ 7♣ 10♥ 9♠"),
        teacher=("play A♠ 10♠", "play Q♣ 9♣", "play 6♠ 7♣"),
        steps=(
            Step(
                QT_TRANSLATE_NOOP(
                    "Lessons",
                    "%1 leads two cards of one suit, %2: you must answer with two cards. You"
                    " cannot beat both, so throw two, and give away as little as you can.",
                ),
                ("play 6♣ 8♥",),
                points_at="trick",
                args=(Name(1), cards("A♠ 10♠")),
                goal="throw",
            ),
            Step(
                QT_TRANSLATE_NOOP(
                    "Lessons",
                    "%1 leads %2. To take two cards you must beat each of them with a card of"
                    " your own. Choose two cards that do, then press Play.",
                ),
                ("play K♣ 7♦",),
                points_at="trick",
                args=(Name(1), cards("Q♣ 9♣")),
                goal="beat",
            ),
            Step(
                QT_TRANSLATE_NOOP(
                    "Lessons",
                    "Now you lead. You may lead one, two or three cards, all of one suit: lead"
                    " %1 together.",
                ),
                ("play A♥ 10♥",),
                shown=cards("A♥ 10♥"),
                args=(cards("A♥ 10♥"),),
                otherwise=QT_TRANSLATE_NOOP(
                    "Lessons", "Choose both %1 and press Play: they are led together."
                ),
            ),
        ),
        summary=QT_TRANSLATE_NOOP(
            "Lessons",
            "A lead of several cards is beaten only card for card. What cannot beat is thrown,"
            " and thrown points go to the trick's winner.",
        ),
    ),
    Lesson(
        key="stock",
        title=QT_TRANSLATE_NOOP("Lessons", "The stock and the trump"),
        hands=(cards("6♥ J♦ 9♣"), cards("7♠ A♦ 8♣")),
        indicator=cards("10♠")[0],
        draws=cards("Q♥ K♥ 6♣ 7♦"),
        teacher=("play 7♠", "play Q♥"),
        steps=(
            Step(
                QT_TRANSLATE_NOOP(
                    "Lessons",
                    "The card face up under the stock is the trump indicator: %1 are trumps"
                    " this hand, and it is the last card drawn. Lead %2.",
                ),
                ("play 6♥",),
                points_at="stock",
                args=("♠", cards("6♥")),
                otherwise=QT_TRANSLATE_NOOP("Lessons", "This lesson goes on with %2: lead it."),
            ),
            Step(
                QT_TRANSLATE_NOOP(
                    "Lessons",
                    "%1 took the trick and drew first, then you: after every trick the hands"
                    " are filled to three again, the winner first. Beat %2.",
                ),
                ("play K♥",),
                points_at="trick",
                args=(Name(1), cards("Q♥")),
                goal="beat",
            ),
        ),
        summary=QT_TRANSLATE_NOOP(
            "Lessons",
            "When the stock can no longer fill every hand, nobody draws: the rest, the trump"
            " indicator too, is set aside and the hand is played on from the hands.",
        ),
    ),
    Lesson(
        key="claim",
        title=QT_TRANSLATE_NOOP("Lessons", "Counting to 31"),
        hands=(cards("A♥ 10♥ 7♠"), cards("K♠ 9♣ J♥")),
        indicator=cards("9♦")[0],
        draws=cards("A♣ 6♣ 8♦ 7♣ Q♥ 10♣"),
        teacher=("play K♠ 9♣", "play 6♣"),
        steps=(
            Step(
                QT_TRANSLATE_NOOP("Lessons", "Lead %1 together."),
                ("play A♥ 10♥",),
                shown=cards("A♥ 10♥"),
                args=(cards("A♥ 10♥"),),
                otherwise=QT_TRANSLATE_NOOP("Lessons", "Choose both %1 and press Play."),
            ),
            Step(
                QT_TRANSLATE_NOOP(
                    "Lessons",
                    "Count your tricks: 11 + 10 + 4 + 0 = 25 points. Not 31 yet, so do not"
                    " claim: lead %1.",
                ),
                ("play A♣",),
                points_at="pile",
                args=(cards("A♣"),),
                otherwise=QT_TRANSLATE_NOOP("Lessons", "Lead %1: it is worth 11."),
            ),
            Step(
                QT_TRANSLATE_NOOP(
                    "Lessons",
                    "25 and 11 make 36: 31 or more. Claim it now (C, or Claim 31): your tricks"
                    " are shown and counted, and you win the hand.",
                ),
                ("claim",),
                points_at="pile",
                goal="claim",
                otherwise=QT_TRANSLATE_NOOP(
                    "Lessons", "You have 31 or more: claim now, before you play on."
                ),
            ),
        ),
        summary=QT_TRANSLATE_NOOP(
            "Lessons",
            "A claim with fewer than 31 is wrong and costs you as many chips as the pot holds."
            " In a real game nobody counts for you: keep the count yourself.",
        ),
    ),
    Lesson(
        key="combinations",
        title=QT_TRANSLATE_NOOP("Lessons", "Combinations"),
        dealer=0,
        hands=(cards("K♣ Q♣ 9♣"), cards("7♠ 8♦ J♠")),
        indicator=cards("6♥")[0],
        draws=cards("A♠ 7♥ 10♦ 8♠ K♦ 9♦"),
        teacher=("pass", "play 7♠ 8♦ J♠"),
        steps=(
            Step(
                QT_TRANSLATE_NOOP(
                    "Lessons",
                    "Three cards of one suit that is not trumps are a molodka: declare it (D)"
                    " before the lead and the lead is yours, unless the player who would lead"
                    " shows a combination as good or better.",
                ),
                ("declare molodka",),
                shown=cards("K♣ Q♣ 9♣"),
                otherwise=QT_TRANSLATE_NOOP(
                    "Lessons", "Declare your three clubs (D): the lead becomes yours."
                ),
            ),
            Step(
                QT_TRANSLATE_NOOP(
                    "Lessons",
                    "The lead is yours. Lead all three %1: %2 must beat every one of them to"
                    " take the trick.",
                ),
                ("play K♣ Q♣ 9♣",),
                shown=cards("K♣ Q♣ 9♣"),
                args=(cards("K♣ Q♣ 9♣"), Name(1)),
                otherwise=QT_TRANSLATE_NOOP("Lessons", "Choose all three %1 and press Play."),
            ),
        ),
        summary=QT_TRANSLATE_NOOP(
            "Lessons",
            "Three aces also give you the lead. Three trumps are a Bura, the best combination:"
            " declared, it wins the hand at once.",
        ),
    ),
    Lesson(
        key="pot",
        title=QT_TRANSLATE_NOOP("Lessons", "Bura and the pot"),
        dealer=1,
        hands=(cards("K♠ 8♠ 6♠"), cards("A♥ 9♦ 7♣")),
        indicator=cards("7♠")[0],
        steps=(
            Step(
                QT_TRANSLATE_NOOP(
                    "Lessons",
                    "Each player put a chip in the pot to play this hand; the hand's winner"
                    " takes it all. You hold three trumps, a Bura: declare it (D) and win now.",
                ),
                ("declare bura",),
                shown=cards("K♠ 8♠ 6♠"),
                otherwise=QT_TRANSLATE_NOOP(
                    "Lessons", "Declare your Bura (D): it wins the hand at once."
                ),
            ),
        ),
        summary=QT_TRANSLATE_NOOP(
            "Lessons",
            "The pot is yours. A wrong claim costs as many chips as the pot holds, paid into it;"
            " if the cards run out with no claim, the pot waits for the next hand. Your chips"
            " are under your name.",
        ),
    ),
    Lesson(
        key="variants",
        title=QT_TRANSLATE_NOOP("Lessons", "Other ways to play"),
        summary=QT_TRANSLATE_NOOP(
            "Lessons",
            "That is Bura. To start, set your opponents to Beginner in Preferences (Players);"
            " Preferences has every rule and these forms of the game.",
        ),
        tries=(
            Try(
                "kozel",
                QT_TRANSLATE_NOOP(
                    "Lessons",
                    "Kozel: four cards each, nobody claims, and the most points at the end"
                    " take the pot.",
                ),
            ),
            Try(
                "rules_sheet",
                QT_TRANSLATE_NOOP(
                    "Lessons",
                    "The rules-sheet series: each hand won is a point, and the first to three"
                    " wins; only a Bura on lead counts.",
                ),
            ),
            Try(
                "penalty",
                QT_TRANSLATE_NOOP(
                    "Lessons",
                    "Penalty points: hands are played out, few points cost penalty points, and"
                    " whoever reaches 12 loses.",
                ),
            ),
        ),
    ),
)


def lesson(key: str) -> Lesson:
    return next(lesson for lesson in COURSE if lesson.key == key)


__all__ = ["COURSE", "Arg", "Goal", "Lesson", "Name", "Step", "Target", "Try", "lesson"]
