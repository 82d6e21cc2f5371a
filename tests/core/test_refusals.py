"""Refusals as values: a code and what the reason names, with the English sentence as ``str()``."""

import dataclasses
import pickle

import pytest

from bura_desktop.core import Game, IllegalAction, Rules, parse_cards
from bura_desktop.core.refusals import CODES, Refusal
from bura_desktop.core.rules import PROBLEM_CODES, RuleProblem
from tests.core.stacking import stack

HANDS = ["A♠ 7♥ 6♣", "K♠ 8♠ 6♦"]  # seat 1 leads (the dealer is seat 0)


def refusal_for(game: Game, action: str) -> Refusal:
    with pytest.raises(IllegalAction) as error:
        game.apply(action)
    assert str(error.value) == str(error.value.refusal)  # the message is the English sentence
    return error.value.refusal


def test_a_card_not_held_names_the_seat_and_the_cards():
    game = Game(Rules(), deck=stack(Rules(), HANDS, "9♥"))
    refusal = refusal_for(game, "play K♠ A♠ 10♦")
    assert refusal.code == "not_held" and refusal.seat == game.to_act == 1
    assert refusal.cards == parse_cards("A♠ 10♦")
    assert str(refusal) == "Seat 1 does not hold A♠ 10♦."


def test_a_lead_and_an_answer_of_the_wrong_size_give_their_counts():
    rules = dataclasses.replace(Rules(), lead_sizes=(1, 3))
    game = Game(rules, deck=stack(rules, ["A♥ 7♥ 6♣", "K♠ 8♠ 6♠"], "9♥"))
    refusal = refusal_for(game, "play K♠ 8♠")
    assert (refusal.code, refusal.count, refusal.sizes) == ("lead_size", 2, (1, 3))
    assert str(refusal) == "A lead has 1 or 3 cards, not 2."
    game.apply("play K♠ 8♠ 6♠")
    refusal = refusal_for(game, "play A♥")
    assert (refusal.code, refusal.count) == ("answer_count", 3)
    assert str(refusal) == "Answer with 3 cards."


def test_text_that_is_no_action_and_other_reasons_keep_their_words():
    game = Game(Rules(), seed=1)
    assert refusal_for(game, "dance").code == "not_an_action"
    assert IllegalAction("anything at all").refusal == Refusal("other", text="anything at all")


def test_an_illegal_action_survives_pickling_with_its_refusal():
    error = IllegalAction(Refusal("answer_count", count=2))
    copy = pickle.loads(pickle.dumps(error))
    assert copy.refusal == error.refusal and str(copy) == "Answer with 2 cards."


def test_codes_are_a_fixed_set():
    assert "lead_one_suit" in CODES
    with pytest.raises(ValueError):
        Refusal("made_up")  # type: ignore[arg-type]  # not a code, on purpose: it is refused


def test_rule_problems_carry_a_code_the_options_and_their_values():
    [problem] = dataclasses.replace(Rules(), claims=False).problems()
    assert problem == RuleProblem("needs_claims", ("scoring", "claims"), ("pot", False))
    assert (
        str(problem)
        == "scoring=pot needs claims: without them nobody wins a hand (scoring=pot, claims=false)."
    )
    found = dataclasses.replace(Rules(), players=7, four_trumps="win").problems()
    assert {p.code for p in found} == {"players", "needs_four"}
    assert all(p.code in PROBLEM_CODES for p in found)
    with pytest.raises(ValueError, match="Bura is played by 2 to 6 players, not 7"):
        dataclasses.replace(Rules(), players=7).validate()
