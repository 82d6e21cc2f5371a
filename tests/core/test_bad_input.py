"""Bad input gets a clear error naming the problem and leaves the game exactly as it was."""

import dataclasses
import json

import pytest

from bura_desktop.core import Game, IllegalAction, Rules
from tests.core.stacking import stack

HANDS = ["A♠ 7♥ 6♣", "K♠ 8♠ 6♦"]


@pytest.fixture
def game():
    return Game(Rules(), deck=stack(Rules(), HANDS, "9♥"))


@pytest.mark.parametrize(
    ("action", "reason"),
    [
        ("play", "at least one card"),
        ("play X♠", "X♠"),
        ("play K♠ 6♦", "one suit"),
        ("play A♠", "does not hold A♠"),
        ("play K♠ K♠", "twice"),
        ("dance", "unknown action"),
        ("", "empty action"),
        ("declare bura", "cannot declare"),
        ("declare royal-flush", "unknown declaration"),
        ("blind", "blind"),
        ("pass", "play cards"),
        ("claim now", "takes nothing"),
        ("play K♠ 8♠ down", "face up"),
        (3.5, "not an action"),
        (None, "not an action"),
    ],
)
def test_illegal_actions_say_why_and_change_nothing(game, action, reason):
    before = game.to_json()
    with pytest.raises(IllegalAction, match=reason):
        game.apply(action)
    assert game.to_json() == before


def test_answer_count_and_out_of_turn(game):
    game.apply("play K♠ 8♠")
    before = game.to_json()
    with pytest.raises(IllegalAction, match="Answer with 2 cards"):
        game.apply("play A♠")
    with pytest.raises(IllegalAction, match="not seat 1's turn"):
        game.apply("play A♠ 7♥", seat=1)
    with pytest.raises(IllegalAction, match="face down"):
        game.apply("play A♠ 7♥ down")
    assert game.to_json() == before


def test_too_many_cards_for_the_smallest_hand():
    rules = Rules()
    game = Game(rules, deck=stack(rules, ["A♠ 7♥ 6♣", "K♠ 8♠ 9♠"], "9♥"))
    # Hands differ only once the stock is gone: set it aside, and seat 0 is down to two cards.
    for card in game._stock:
        game._set_aside |= 1 << card
    game._stock.clear()
    game._hands[0] &= game._hands[0] - 1
    with pytest.raises(IllegalAction, match="more than another player's hand of 2"):
        game.apply("play K♠ 8♠ 9♠")


def test_acting_after_the_hand_is_over(game):
    game.apply("claim")
    with pytest.raises(IllegalAction, match="hand is over"):
        game.apply("play K♠")
    with pytest.raises(IllegalAction, match="still being played"):
        Game(Rules(), seed=1).next_hand()


@pytest.mark.parametrize(
    ("text", "reason"),
    [
        ("", "not JSON"),
        ("{not json", "not JSON"),
        (b"\xff\xfe\x00garbage", "not JSON"),
        ("[1, 2, 3]", "no Bura Desktop game"),
        ('{"format": "chess/fen", "version": 1}', "no Bura Desktop game"),
        ('{"format": "bura-desktop/game", "version": 99}', "version 99"),
        ('{"format": "bura-desktop/game", "version": 1}', "has no 'rules'"),
    ],
)
def test_garbage_or_foreign_json_is_refused(text, reason):
    with pytest.raises(ValueError, match=reason):
        Game.from_json(text)


def edited(game, **changes):
    data = json.loads(game.to_json())
    data.update(changes)
    return json.dumps(data)


def test_a_tampered_save_is_refused(game):
    data = json.loads(game.to_json())
    with pytest.raises(ValueError, match="every card"):
        Game.from_json(edited(game, hands=[data["hands"][0], []]))
    with pytest.raises(ValueError, match="two places"):
        Game.from_json(edited(game, hands=[data["hands"][0], data["hands"][0]]))
    with pytest.raises(ValueError, match="not a card"):
        Game.from_json(edited(game, indicator="Z♠"))
    with pytest.raises(ValueError, match="phase"):
        Game.from_json(edited(game, phase="dancing"))
    with pytest.raises(ValueError, match="players"):
        Game.from_json(edited(game, rules={**data["rules"], "players": 9}))
    with pytest.raises(ValueError, match="seat"):
        Game.from_json(edited(game, dealer=5))
    with pytest.raises(ValueError, match="whole number"):
        Game.from_json(edited(game, pot="lots"))


def test_bad_constructor_arguments():
    with pytest.raises(ValueError, match="players=7"):
        Game(dataclasses.replace(Rules(), players=7))
    with pytest.raises(ValueError, match="dealer=2"):
        Game(Rules(), dealer=2)
    with pytest.raises(ValueError, match="missing"):
        Game(Rules(), deck="A♠ K♠")
    with pytest.raises(ValueError, match="not a card"):
        Game(Rules(), deck="A♠ Z♠")
    deck = stack(Rules(), HANDS, "9♥")
    with pytest.raises(ValueError, match="twice"):
        Game(Rules(), deck=[deck[0], *deck[:-1]])
    with pytest.raises(ValueError, match="not in this pack"):
        Game(dataclasses.replace(Rules(), deck=32), deck=deck)
    with pytest.raises(ValueError, match="no seat"):
        Game(Rules(), seed=1).hand(2)


@pytest.mark.parametrize(
    ("changes", "reason"),
    [
        ({"to_act": 1.0}, "to_act must be a seat from 0 to 1, not 1.0"),
        ({"to_act": True}, "to_act must be a seat"),
        ({"blind_seat": 7}, "blind_seat must be a seat from 0 to 1, not 7"),
        ({"declared": [[0, "royal-flush"]]}, "declared.0. must be one of"),
        ({"declared": [[1, "bura"]]}, "seat 1 declared bura without holding it"),
        ({"pot": -1}, "pot must be from 0"),
        ({"bankrolls": [10**12, 0]}, r"bankrolls\[0\] must be from"),
        ({"bankrolls": [98, 101]}, "bankrolls and pot do not add up"),
        ({"hand_no": -1}, "hand_no must be from 0"),
        ({"seed": 1.5}, "seed must be a whole number, not 1.5"),
        ({"hands": ["A♠ 7♥ 6♣", ["K♠", "8♠", "6♦"]]}, r"hands\[0\] must be a list"),
        ({"hands": [["A♠", "A♠", "7♥", "6♣"], ["K♠", "8♠", "6♦"]]}, "A♠ is listed twice"),
        ({"known": [["K♠"], []]}, "seat 0 is known to hold cards it does not hold"),
        ({"phase": "over"}, "somebody acts after the hand"),
        ({"queue": [5]}, r"queue\[0\] must be a seat"),
        ({"queue": [0]}, "the leader is not the one to lead"),
        ({"outcomes": []}, "unknown fields: outcomes"),
        ({"version": 1, "outcomes": [{}]}, "outcomes.0. has no"),
        ({"version": True}, "version True is not supported"),
        ({"extra": 1}, "unknown fields: extra"),
    ],
)
def test_an_inconsistent_save_says_what_is_wrong(game, changes, reason):
    with pytest.raises(ValueError, match=reason):
        Game.from_json(edited(game, **changes))


def test_a_card_moved_or_lost_is_refused(game):
    data = json.loads(game.to_json())
    stock = data["stock"]
    with pytest.raises(ValueError, match="in two places"):
        Game.from_json(edited(game, hands=[data["hands"][0] + stock[:1], data["hands"][1]]))
    with pytest.raises(ValueError, match="seat 0 holds 4 cards"):
        Game.from_json(
            edited(game, hands=[data["hands"][0] + stock[:1], data["hands"][1]], stock=stock[1:])
        )
    with pytest.raises(ValueError, match="piles are not the cards of the tricks"):
        Game.from_json(edited(game, piles=[stock[:1], []], stock=stock[1:]))
    with pytest.raises(ValueError, match="missing: "):
        Game.from_json(edited(game, stock=stock[1:]))


def test_deeply_nested_json_is_refused():
    with pytest.raises(ValueError, match="not JSON"):
        Game.from_json("[" * 100_000 + "]" * 100_000)


@pytest.mark.parametrize(
    ("options", "reason"), [({"dealer": True}, "dealer"), ({"seed": "abc"}, "seed")]
)
def test_a_game_refuses_a_dealer_or_seed_that_is_not_a_whole_number(options, reason):
    with pytest.raises(ValueError, match=reason):
        Game(Rules(), **options)
