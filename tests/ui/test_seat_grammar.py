"""A sentence about a seat reads right whatever the name: Маша and Коля alike (issue #31).

A seat's name can be any name the player types, so the translations word these sentences so that
nothing in them agrees with the name's gender: no he or she, no Russian past tense or short
adjective, no Italian participle after "è", no role noun that has a feminine form.
"""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET

import pytest

from bura_desktop.app.narration import Narrator
from bura_desktop.app.reasons import ComputerMistake
from bura_desktop.core import parse_cards
from bura_desktop.core.events import DealerCut
from bura_desktop.core.refusals import Refusal
from bura_desktop.ui.desktop.language import TRANSLATIONS
from bura_desktop.ui.table.seat_plate import SeatPlate
from bura_desktop.ui.words.reasons import reason_text

NAMES = ["You", "Masha", "Kolya"]  # Маша and Коля in Russian: a woman and a man


def cut(dealer: int) -> str:
    cards = parse_cards("9♠ A♠ K♠") if dealer == 1 else parse_cards("9♠ K♠ A♠")
    told = Narrator(NAMES).tell(DealerCut(tuple(enumerate(cards)), dealer))
    assert told is not None  # a cut is always told
    words, _ = told
    return words


def test_the_cut_for_the_first_deal_reads_right_for_masha_and_for_kolya(switch_language):
    switch_language("ru")
    assert cut(1) == (
        "Жребий на первую сдачу: Вы 9♠, Маша Т♠, Коля К♠. "
        "Маша снимает старшую карту и получает право первой сдачи."
    )
    assert cut(2) == (
        "Жребий на первую сдачу: Вы 9♠, Маша К♠, Коля Т♠. "
        "Коля снимает старшую карту и получает право первой сдачи."
    )
    told = Narrator(NAMES).tell(DealerCut(((0, parse_cards("A♠")[0]),), 0))
    assert told is not None
    words, _ = told
    assert words.endswith("Вы снимаете старшую карту и получаете право первой сдачи.")


@pytest.mark.parametrize("seat, name", [(1, "Маша"), (2, "Коля")])
def test_a_computers_refusals_read_right_for_masha_and_for_kolya(switch_language, seat, name):
    switch_language("ru")
    asked = Refusal("declare_or_pass", seat)
    assert reason_text(asked, NAMES, 0) == (
        f"Перед ходом {name} объявляет комбинацию, говорит «31!» или пасует."
    )
    mistake = ComputerMistake(seat, asked)
    assert reason_text(mistake, NAMES, 0) == (
        f"{name} пытается сделать недопустимый ход: " + reason_text(asked, NAMES, 0)
    )


# The mark beside the dealer's name: a verb, like the narration's "Hand 2: Masha deals", where
# a noun would be Geber or Geberin, mazziere or mazziera.
DEALER_MARKS = {
    "ru": ("сдаёте", "сдаёт"),
    "de": ("geben", "gibt"),
    "it": ("dai le carte", "dà le carte"),
    "es": ("repartes", "reparte"),
}


@pytest.mark.parametrize("code", list(DEALER_MARKS))
def test_the_dealer_mark_is_a_verb_beside_any_name(switch_language, code):
    switch_language(code)
    own, other = DEALER_MARKS[code]
    assert SeatPlate("You", None, own=True).dealer_text() == own
    assert SeatPlate("Masha", None).dealer_text() == SeatPlate("Kolya", None).dealer_text() == other


# Words that agree with the gender of the person they are about: where a seat's name fills the
# message, its translation must do without them. Honest but not exhaustive: pronouns, the usual
# past-tense and participle endings, short adjectives, and role nouns with a feminine form.
GENDERED = {
    "en": r"\b(?:he|she|him|his|her|hers|himself|herself)\b",
    "ru": (
        r"(?<!\w)(?:"
        r"он|она|его|её|ему|ей|него|неё|нему|ней|ним|нём|сам|сама"
        r"|должен|должна|готов|готова|рад|рада|обязан|обязана"
        # "сдаёт первым" (a man) or "первой" (a woman); not "перед первой взяткой"
        r"|первым|последним|(?:первой|последней)(?=\s*[.,;:!?)—]|$)"
        # the past tense in the singular: взял, взяла, попытался, попыталась
        r"|\w+(?:л|ла|ло|лся|лась|лось)"
        r")(?!\w)"
    ),
    # Case matters: "Sie" is the player; "sie", "er" a seat.
    "de": (
        r"(?<!\w)(?:[Ee]r|sie|ihm|ihn|ihr|ihre[mnrs]?|[Ss]ein|[Ss]eine[mnrs]?"
        r"|(?:Geber|Gewinner|Verlierer)(?:in)?)(?!\w)"
    ),
    "it": (
        r"(?<!\w)(?:lui|lei|egli|ella|esso|essa|per (?:prim|ultim)[oa]"
        r"|stat[oa]|(?:è|era|fu|sarà|sia)\s+\w+(?:at|ut|it)[oa]"
        r"|(?:pront|costrett|obbligat)[oa]|mazzier[ea]|vincitore|vincitrice)(?!\w)"
    ),
    "es": (
        r"(?<!\w)(?:él|ella"
        r"|(?:está|estaba|estará|fue|es|era|será|ha sido|queda)\s+\w+(?:ad|id)[oa]"
        r"|(?:es|fue|será|era)\s+(?:el|la)\s+(?:primer|últim)[oa]"
        r"|list[oa]|obligad[oa]|repartidora?|ganadora?)(?!\w)"
    ),
}
# Where a seat is named: the narration's and the refusals' messages that take an argument (a
# seat's name, or "you" for the watched seat's own form), and these.
SEAT_CONTEXTS = ("Narrator", "Reasons")
SEAT_MESSAGES = {("MainWindow", "%1 is thinking…"), ("SeatPlate", "dealer")}
NOT_A_SEAT = {
    # "it" is the stock: Russian "его", German "er".
    (
        "Narrator",
        "The stock (%n card(s)) and the trump indicator are set aside: they cannot refill"
        " every hand.",
    ),
    ("Narrator", "The trump indicator is set aside: it cannot refill every hand."),
}
# Words that match but agree with something else in the sentence, by message.
AGREE_ELSEWHERE = {
    # "сдачу не выиграл никто": with "никто", whoever claimed.
    ("ru", "You claimed 31. Wrong: only %1 points; nobody wins the hand."): {"выиграл"},
    ("ru", "%1 claimed 31. Wrong: only %2 points; nobody wins the hand."): {"выиграл"},
    # "La partita è finita": the session.
    ("it", "The session is over: %1 win."): {"è finita"},
    ("it", "The session is over: %1 wins."): {"è finita"},
}


def seat_messages(code):
    """(context, source, translations) of every message that names a seat, in ``code``."""
    found = []
    for context in ET.parse(TRANSLATIONS / f"bura_desktop_{code}.ts").iter("context"):
        name = context.findtext("name", "")
        for message in context.iter("message"):
            source = message.findtext("source", "")
            named = name in SEAT_CONTEXTS and re.search(r"%[1-9n]", source)
            if (name, source) in NOT_A_SEAT or not (named or (name, source) in SEAT_MESSAGES):
                continue
            translation = message.find("translation")
            assert translation is not None, (name, source)
            forms = [f.text for f in translation.iter("numerusform")] or [translation.text]
            found.append((name, source, forms))
    return found


@pytest.mark.parametrize("code", list(GENDERED))
def test_no_message_about_a_seat_agrees_with_a_gender(code):
    messages = seat_messages(code)
    sources = {source for _, source, _ in messages}
    assert "%1 cut the highest card and deals first." in sources
    assert "%1 tried an illegal action: %2" in sources and "dealer" in sources
    flags = 0 if code == "de" else re.IGNORECASE
    wrong, excused = [], set()
    for context, source, forms in messages:
        allowed = AGREE_ELSEWHERE.get((code, source), set())
        for form in forms if code != "en" else [source]:
            words = set(re.findall(GENDERED[code], form, flags))
            excused |= {(code, source, word) for word in words & allowed}
            if words - allowed:
                wrong.append((context, source, form, sorted(words - allowed)))
    assert wrong == []
    # An excuse that no longer matches goes: the list stays the sentences that need one.
    stated = {(c, source, word) for (c, source), words in AGREE_ELSEWHERE.items() for word in words}
    assert excused == {excuse for excuse in stated if excuse[0] == code}
