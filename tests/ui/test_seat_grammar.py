"""A sentence about a seat reads right whatever the name: Маша and Коля alike (issue #31).

A seat's name can be any name the player types, so the translations word these sentences so that
nothing in them agrees with the name's gender: no he or she, no Russian past tense or short
adjective, no Italian participle after "è", no role noun that has a feminine form.
"""

from __future__ import annotations

import pytest

from bura_desktop.app.narration import Narrator
from bura_desktop.app.reasons import ComputerMistake
from bura_desktop.core import parse_cards
from bura_desktop.core.events import DealerCut
from bura_desktop.core.refusals import Refusal
from bura_desktop.ui.reasons import reason_text
from bura_desktop.ui.seat_plate import SeatPlate

NAMES = ["You", "Masha", "Kolya"]  # Маша and Коля in Russian: a woman and a man


def cut(dealer: int) -> str:
    cards = parse_cards("9♠ A♠ K♠") if dealer == 1 else parse_cards("9♠ K♠ A♠")
    words, _ = Narrator(NAMES).tell(DealerCut(tuple(enumerate(cards)), dealer))
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
    words, _ = Narrator(NAMES).tell(DealerCut(((0, parse_cards("A♠")[0]),), 0))
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
