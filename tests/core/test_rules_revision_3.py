"""docs/RULES.md revision 3, the points that change play, on stacked decks."""

import pytest

from bura_desktop.core import IllegalAction, Rules, parse_cards
from tests.core.stacking import A, deal, texts

CLASSIC = Rules.preset("classic")


def taken_to_42(rules=CLASSIC):
    # Diamonds are trumps. Seat 1 leads A♠ 10♠, seat 0 throws A♣ 10♣: 42 points for seat 1.
    # The draw (seat 1 first) gives seat 0 9♦ and J♦: with its 8♦, a Bura.
    game = deal(rules, ["A♣ 10♣ 8♦", "A♠ 10♠ 6♣"], "7♦", stock="6♠ 9♦ 6♥ J♦")
    game.apply("play A♠ 10♠")
    game.apply("play A♣ 10♣")
    assert game.points(1) == 42 and set(game.hand(0)) == set(parse_cards("8♦ 9♦ J♦"))
    return game


def test_a_claim_of_31_comes_before_a_bura_completed_by_the_draw():
    game = taken_to_42()
    # The leader holds nothing to declare, but is asked first because seat 0 is asked.
    assert game.phase == "declare" and game.to_act == 1
    assert texts(game) == {A("claim"), A("pass")}
    game.apply("claim")
    assert game.outcome.how == "claim" and game.outcome.winner == 1


def test_a_leader_who_passes_lets_the_bura_be_declared():
    game = taken_to_42()
    game.apply("pass")
    assert game.to_act == 0 and A("declare bura") in texts(game)
    game.apply("declare bura")
    assert game.outcome.how == "bura" and game.outcome.winner == 0


def test_the_leader_asked_first_is_told_to_claim_or_pass():
    game = taken_to_42()
    with pytest.raises(IllegalAction, match="may claim 31 or pass"):
        game.apply("play 6♣")


def test_without_claims_the_leader_is_not_asked_for_nothing():
    # Penalty points: nobody claims, so the leader would only be asked to pass.
    game = taken_to_42(Rules.preset("penalty"))
    assert game.to_act == 0 and texts(game) == {A("declare bura"), A("pass")}


def test_nobody_is_asked_when_nobody_holds_a_combination():
    game = deal(hands=["6♠ 7♣ 8♦", "9♣ J♠ Q♦"], indicator="A♥")
    assert game.phase == "play" and game.to_act == 1


def test_after_an_instant_win_a_refused_play_says_there_is_no_claim():
    game = deal(hands=["9♥ J♥ K♥", "6♥ 7♥ 8♥"], indicator="A♥")
    game.apply("declare bura")
    with pytest.raises(IllegalAction, match="asked to declare or pass before the lead"):
        game.apply("play 9♥")


def played_out(rules):
    game = deal(rules, hands=["6♠ 7♣ 8♦", "9♣ J♠ Q♦"], indicator="A♥")
    game._stock.clear()
    for play in ("play 9♣", "play 6♠", "play J♠", "play 7♣", "play Q♦", "play 8♦"):
        game.apply(play)
    assert game.outcome is not None
    assert game.outcome.how == "played_out" and game.outcome.winner is None
    return game


@pytest.mark.parametrize(("next_dealer", "dealer"), [("claimer", 0), ("alternate", 1)])
def test_after_a_played_out_hand_the_next_dealer_follows_the_option(next_dealer, dealer):
    game = played_out(Rules.preset("classic", next_dealer=next_dealer))
    assert game.dealer == dealer
    game.next_hand()
    assert game.dealer == dealer and game.leader == 1 - dealer
