"""The hand told in words, event by event, for the table's log and the end-of-hand panel.

A trick reads as one line built up while it is played ("You led K♠ 8♠. Opponent beat it with
A♠ 7♥ and takes 15."), so ``tell`` returns the words and whether they continue the line; words
that continue a line bring their own leading space or full stop.
A claim is told by the hand's headline ("You claimed 31. Correct: 34 points, takes the pot of
4."), which the end-of-hand panel shows too.
"""

from __future__ import annotations

import unicodedata
from collections.abc import Sequence
from typing import assert_never

from bura_desktop.app.i18n import fill, translate
from bura_desktop.core import Card, Outcome, Rules
from bura_desktop.core.events import (
    BlindBet,
    ChipsMoved,
    Claimed,
    DealerCut,
    Declared,
    HandLookedAt,
    HandOver,
    LeadTaken,
    Passed,
    SessionOver,
)
from bura_desktop.core.names import clean_name
from bura_desktop.core.projection import (
    SeenCardDrawn,
    SeenCardsPlayed,
    SeenDeal,
    SeenEvent,
    SeenStockSetAside,
    SeenTrickWon,
)
from bura_desktop.storage.seats import HUMAN_NAME


def declaration_name(declaration: str) -> str:
    """A declaration as the player's language calls it, e.g. "three aces"."""
    names = {
        "bura": translate("Narrator", "Bura"),
        "three-aces": translate("Narrator", "three aces"),
        "molodka": translate("Narrator", "molodka"),
        "four-aces": translate("Narrator", "four aces"),
        "four-trumps": translate("Narrator", "four trumps"),
    }
    return names.get(declaration, declaration)


def _given_names() -> dict[str, str]:
    """The names the app gives seats itself (``storage.seats``), as this language writes them
    (Маша, Mascha); the words stand here, each once, for lupdate to find."""
    return {
        "You": translate("Seats", "You"),
        "Computer": translate("Seats", "Computer"),
        "Masha": translate("Seats", "Masha"),
        "Kolya": translate("Seats", "Kolya"),
        "Sasha": translate("Seats", "Sasha"),
        "Tanya": translate("Seats", "Tanya"),
        "Lyosha": translate("Seats", "Lyosha"),
        # Names earlier versions gave: saves, statistics and hand texts still carry them.
        "Opponent": translate("Seats", "Opponent"),
        "Anya": translate("Seats", "Anya"),
        "Boris": translate("Seats", "Boris"),
        "Vera": translate("Seats", "Vera"),
        "Grisha": translate("Seats", "Grisha"),
        "Dasha": translate("Seats", "Dasha"),
    }


def seat_name(name: str) -> str:
    """A seat's name on screen: the names the app gives itself are translated, players' are
    shown as the one rule for a name makes them (``core.names``). Every door a name comes in by
    holds it to that rule already; here it is held again, because a name that slipped past one
    (a million spaces after a letter) once froze the log and widened every window showing it."""
    return _given_names().get(name) or clean_name(name)


# Bidirectional classes that carry a direction out of a text: right-to-left letters. (The
# explicit embeddings, overrides and isolates are format characters, which no name shown keeps.)
_DIRECTED = frozenset({"R", "AL"})


def named(name: str) -> str:
    """``seat_name`` as it goes into a sentence: a name that could turn the sentence's direction
    (right-to-left letters) is isolated (U+2068 ... U+2069), so the words and cards around it
    keep their order; any other name is left as it is."""
    shown = seat_name(name)
    if any(unicodedata.bidirectional(char) in _DIRECTED for char in shown):
        return f"\u2068{shown}\u2069"
    return shown


def stored_name(shown: str) -> str:
    """The name to keep for a name as shown: a given name is kept in its own (English) form,
    so that it follows the language when that changes."""
    for name, local in _given_names().items():
        if shown == local and name != HUMAN_NAME:
            return name
    return shown


def card_text(card: Card) -> str:
    """A card as the language writes it, e.g. "A♠" or "Т♠"; saves and tests keep ``str(card)``."""
    return rank_text(card.rank) + str(card.suit)


def rank_text(rank: int) -> str:
    """A rank as the language writes it on a card's index: "A", "Т", "10"."""
    ranks = (
        "6",
        "7",
        "8",
        "9",
        translate("Cards", "J", "rank letter of the jack"),
        translate("Cards", "Q", "rank letter of the queen"),
        translate("Cards", "K", "rank letter of the king"),
        "10",
        translate("Cards", "A", "rank letter of the ace"),
    )
    return ranks[rank]


def cards_text(cards: Sequence[Card]) -> str:
    return " ".join(card_text(c) for c in cards)


def names_text(names: Sequence[str]) -> str:
    """Names joined as a sentence lists them: "Anya and Boris"."""
    shown = [named(n) for n in names]
    if len(shown) == 1:
        return shown[0]
    return fill(translate("Narrator", "%1 and %2"), ", ".join(shown[:-1]), shown[-1])


def chips_reason(reason: str) -> str:
    reasons = {
        "ante": translate("Narrator", "ante"),
        "pot won": translate("Narrator", "pot won"),
        "pot split": translate("Narrator", "pot split"),
        "false claim": translate("Narrator", "false claim"),
        "played out": translate("Narrator", "played out"),
        "blind bet": translate("Narrator", "blind bet"),
        "pot shared": translate("Narrator", "the pot shared at the session's end"),
    }
    return reasons.get(reason, reason)


class Narrator:
    """Words for events, naming seats as the table does: the watched seat is "you", the
    others go by ``names[seat]`` (every seat, when ``watched`` is None: computers playing on
    their own are watched, not "you").

    Every sentence has a form for the human and one for the others, so that each language
    can word them as it needs (verbs agree with "you" differently everywhere).
    """

    def __init__(
        self, names: Sequence[str], rules: Rules | None = None, watched: int | None = 0
    ) -> None:
        self.names = list(names)
        self.watched = watched
        # Where a hand is played for chips the result names the pot; otherwise the hand.
        self.rules = rules or Rules()
        # The seat of the last answer while its sentence is still open (no full stop yet).
        self._open_answer: int | None = None
        # Chips paid as a hand ends come before its result among the events; the reader wants
        # the result first ("Anya claimed 31...") and then who paid whom.
        self._payments: list[str] = []

    def tr(self, text: str, comment: str = "", n: int | None = None) -> str:
        """For plurals: lupdate finds a count only in ``self.tr(text, "", name)``."""
        return translate("Narrator", text, comment, n)

    def _say(self, seat: int, you: str, other: str, *args: object) -> str:
        """``you`` for the watched seat, else ``other`` with the seat's name as %1."""
        if seat == self.watched:
            return fill(you, *args)
        return fill(other, named(self.names[seat]), *args)

    def tell(self, event: SeenEvent) -> tuple[str, bool] | None:
        """The words for ``event`` and whether they continue the current line; None: silent."""
        match event:
            case DealerCut(cuts=cuts, dealer=dealer):
                cut = ", ".join(
                    f"{named(self.names[seat])} {card_text(card)}" for seat, card in cuts
                )
                return fill(translate("Narrator", "Cut for the first deal: %1."), cut) + " " + (
                    self._say(
                        dealer,
                        translate("Narrator", "You cut the highest card and deal first."),
                        translate("Narrator", "%1 cut the highest card and deals first."),
                    )
                ), False
            case SeenDeal(hand_no=no, dealer=dealer, indicator=indicator):
                return self._say(
                    dealer,
                    translate("Narrator", "Hand %1: you deal. Trump %2 (%3)."),
                    translate("Narrator", "Hand %2: %1 deals. Trump %3 (%4)."),
                    no + 1,
                    indicator.suit,
                    card_text(indicator),
                ), False
            case SeenCardsPlayed(
                seat=seat, cards=cards, count=count, down=down, best=best, lead=lead
            ):
                shown = cards_text(cards)
                if down:
                    # Its owner knows which cards went face down; nobody else does.
                    shown = (
                        fill(self.tr("%1 face down", "the player's own cards, named"), shown)
                        if cards
                        else self.tr("%n card(s) face down", "", count)
                    )
                if lead:
                    self._open_answer = None
                    return self._say(
                        seat,
                        translate("Narrator", "You led %1."),
                        translate("Narrator", "%1 led %2."),
                        shown,
                    ), False
                joint = " " if self._open_answer is None else ". "
                self._open_answer = seat
                if best:
                    said = self._say(
                        seat,
                        translate("Narrator", "You beat it with %1"),
                        translate("Narrator", "%1 beat it with %2"),
                        shown,
                    )
                else:
                    said = self._say(
                        seat,
                        translate("Narrator", "You threw %1"),
                        translate("Narrator", "%1 threw %2"),
                        shown,
                    )
                return joint + said, True
            case SeenTrickWon(seat=seat, points=points, unseen=unseen):
                last, self._open_answer = self._open_answer, None
                # Cards this seat did not see are in the trick: their points are not known.
                if last == seat:
                    you, other = (
                        (
                            translate("Narrator", "and take %1."),
                            translate("Narrator", "and takes %2."),
                        )
                        if not unseen
                        else (
                            translate("Narrator", "and take the trick."),
                            translate("Narrator", "and takes the trick."),
                        )
                    )
                    return " " + self._say(seat, you, other, points), True
                you, other = (
                    (translate("Narrator", "You take %1."), translate("Narrator", "%1 takes %2."))
                    if not unseen
                    else (
                        translate("Narrator", "You take the trick."),
                        translate("Narrator", "%1 takes the trick."),
                    )
                )
                joint = " " if last is None else ". "
                return joint + self._say(seat, you, other, points), True
            case Declared(seat=seat, declaration=name, hand=hand):
                return self._say(
                    seat,
                    translate("Narrator", "You declare %1: %2."),
                    translate("Narrator", "%1 declares %2: %3."),
                    declaration_name(name),
                    cards_text(hand),
                ), False
            case LeadTaken(seat=seat):
                said = self._say(
                    seat,
                    translate("Narrator", "You take the lead."),
                    translate("Narrator", "%1 takes the lead."),
                )
                return " " + said, True
            case BlindBet(seat=seat):
                return self._say(
                    seat,
                    translate("Narrator", "You bet blind."),
                    translate("Narrator", "%1 bets blind."),
                ), False
            case SeenCardDrawn(seat=seat, indicator=True):
                return self._say(
                    seat,
                    translate("Narrator", "You draw the trump indicator."),
                    translate("Narrator", "%1 draws the trump indicator."),
                ), False
            case SeenStockSetAside(count=count):
                # Counted as the table's stock count is: the trump indicator apart.
                if count == 1:
                    return self.tr(
                        "The trump indicator is set aside: it cannot refill every hand."
                    ), False
                return (
                    self.tr(
                        "The stock (%n card(s)) and the trump indicator are set aside: they"
                        " cannot refill every hand.",
                        "",
                        count - 1,
                    ),
                    False,
                )
            case ChipsMoved(reason=reason) if reason != "ante":
                self._payments.append(self.chips(event))
                return None
            case HandOver(outcome=outcome):
                lines, self._payments = [self.headline(outcome), *self._payments], []
                return "\n".join(lines), False
            case SessionOver(winners=winners):
                who = names_text([self.names[s] for s in winners])
                if len(winners) > 1:
                    return fill(translate("Narrator", "The session is over: %1 win."), who), False
                return fill(translate("Narrator", "The session is over: %1 wins."), who), False
            # Said by what follows, or by nothing: a claim (the hand's end tells it), a pass,
            # looking at the hand, a card drawn unseen, the antes.
            case Claimed() | Passed() | HandLookedAt() | SeenCardDrawn() | ChipsMoved():
                return None
            case _:
                assert_never(event)

    def chips(self, event: ChipsMoved) -> str:
        pot = translate("Narrator", "the pot")
        amount = event.amount
        source = pot if event.source is None else named(self.names[event.source])
        target = pot if event.target is None else named(self.names[event.target])
        reason = chips_reason(event.reason)
        # "you" has a case of its own in most languages (von dir, an dich): whole sentences.
        # (None is the pot as a source or target, and no seat as the watched one.)
        you = self.watched
        if you is not None and event.source == you:
            return fill(self.tr("%n chip(s) from you to %1 (%2).", "", amount), target, reason)
        if you is not None and event.target == you:
            return fill(self.tr("%n chip(s) from %1 to you (%2).", "", amount), source, reason)
        return fill(self.tr("%n chip(s) from %1 to %2 (%3).", "", amount), source, target, reason)

    def standing(self, bankrolls: Sequence[int], scores: Sequence[int], pot: int) -> str:
        """Where the session stands: every seat's chips and the pot, or its score where no
        chips are played for (a game taken up again starts its log with it)."""
        counts = bankrolls if self.rules.plays_for_chips else scores
        each = ", ".join(
            self._say(
                seat,
                translate("Narrator", "you %1", "a seat and its count"),
                translate("Narrator", "%1 %2", "a seat and its count"),
                count,
            )
            for seat, count in enumerate(counts)
        )
        if self.rules.plays_for_chips:
            return fill(translate("Narrator", "Chips: %1; in the pot %2."), each, pot)
        return fill(translate("Narrator", "Score: %1."), each)

    def headline(self, outcome: Outcome) -> str:
        """One line saying how the hand ended, as on the end-of-hand panel."""
        pot = outcome.pot
        if outcome.how == "claim":
            seat = _named(outcome.claimer)
            if not self.rules.plays_for_chips:
                return self._say(
                    seat,
                    translate("Narrator", "You claimed 31. Correct: %1 points, you win the hand."),
                    translate("Narrator", "%1 claimed 31. Correct: %2 points, wins the hand."),
                    outcome.points[seat],
                )
            return self._say(
                seat,
                translate(
                    "Narrator", "You claimed 31. Correct: %1 points, you take the pot of %2."
                ),
                translate("Narrator", "%1 claimed 31. Correct: %2 points, takes the pot of %3."),
                outcome.points[seat],
                pot,
            )
        if outcome.how == "false_claim":
            return self._false_claim(outcome)
        if outcome.how in ("bura", "declaration") and not self.rules.plays_for_chips:
            if outcome.how == "bura":
                return self._say(
                    _named(outcome.winner),
                    translate("Narrator", "Bura! You win the hand."),
                    translate("Narrator", "%1: Bura! Wins the hand."),
                )
            return self._say(
                _named(outcome.winner),
                translate("Narrator", "You win with %1."),
                translate("Narrator", "%1 wins with %2."),
                declaration_name(_declared(outcome)),
            )
        if outcome.how == "bura":
            return self._say(
                _named(outcome.winner),
                translate("Narrator", "Bura! You take the pot of %1."),
                translate("Narrator", "%1: Bura! Takes the pot of %2."),
                pot,
            )
        if outcome.how == "declaration":
            return self._say(
                _named(outcome.winner),
                translate("Narrator", "You win with %1 and take the pot of %2."),
                translate("Narrator", "%1 wins with %2, takes the pot of %3."),
                declaration_name(_declared(outcome)),
                pot,
            )
        if outcome.how == "most_points" and self.rules.scoring == "penalty":
            winners = outcome.winners
            if len(winners) == 1:
                return self._say(
                    winners[0],
                    translate("Narrator", "Most points: you score no penalty points."),
                    translate("Narrator", "Most points: %1 scores no penalty points."),
                )
            who = names_text([self.names[s] for s in winners])
            return fill(translate("Narrator", "Most points: %1 score no penalty points."), who)
        if outcome.how == "most_points":
            winners = outcome.winners
            who = names_text([self.names[s] for s in winners])
            if len(winners) == 1:
                return self._say(
                    winners[0],
                    translate("Narrator", "Most points: you take the pot."),
                    translate("Narrator", "Most points: %1 takes the pot."),
                )
            return fill(translate("Narrator", "Most points: %1 take the pot."), who)
        if not self.rules.plays_for_chips:
            return translate("Narrator", "Played out: nobody claimed, nobody wins the hand.")
        return translate("Narrator", "Played out: nobody claimed, the pot stays for the next hand.")

    def _false_claim(self, outcome: Outcome) -> str:
        seat = _named(outcome.claimer)
        points = outcome.points[seat]
        if outcome.winners:  # the claimer loses the hand to everyone else
            return self._say(
                seat,
                translate("Narrator", "You claimed 31. Wrong: only %1 points; you lose the hand."),
                translate("Narrator", "%1 claimed 31. Wrong: only %2 points and loses the hand."),
                points,
            )
        if not self.rules.plays_for_chips:
            return self._say(
                seat,
                translate(
                    "Narrator", "You claimed 31. Wrong: only %1 points; nobody wins the hand."
                ),
                translate(
                    "Narrator", "%1 claimed 31. Wrong: only %2 points; nobody wins the hand."
                ),
                points,
            )
        return self._say(
            seat,
            translate("Narrator", "You claimed 31. Wrong: only %1 points; the pot grows."),
            translate("Narrator", "%1 claimed 31. Wrong: only %2 points; the pot grows."),
            points,
        )


def _named(seat: int | None) -> int:
    """The seat a claim, a Bura or a declaration names: the ending always has one."""
    if seat is None:
        raise ValueError("this ending names no seat")
    return seat


def _declared(outcome: Outcome) -> str:
    if outcome.declaration is None:
        raise ValueError("a declaration's ending names no declaration")
    return outcome.declaration
