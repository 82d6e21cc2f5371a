"""docs/RULES.md revision 2, point by point, on stacked decks (docs/RULES.md, last section)."""

import dataclasses

import pytest

from bura_desktop.core import Game, IllegalAction, Rules
from bura_desktop.core.cards import pack
from bura_desktop.core.events import CardDrawn, ChipsMoved, DealerCut, LeadTaken, SessionOver
from bura_desktop.core.game import cut_for_dealer
from tests.core.stacking import A, deal, texts

CLASSIC = Rules.preset("classic")


# ---------------------------------------------------------------- 1. an instant win ends claiming


def test_a_declared_bura_ends_the_hand_before_anyone_may_claim():
    # Seat 1 leads with three trumps; seat 0's molodka cannot answer an instant win.
    game = deal(hands=["6♠ 7♠ 8♠", "6♥ 7♥ 8♥"], indicator="A♥")
    game.apply("declare bura")
    assert game.hand_over and game.outcome is not None
    assert game.outcome.how == "bura" and game.outcome.winner == 1


def test_after_a_bura_only_an_equal_or_higher_instant_win_is_asked_for():
    game = deal(hands=["9♥ J♥ K♥", "6♥ 7♥ 8♥"], indicator="A♥")
    game.apply("declare bura")
    assert game.to_act == 0 and texts(game) == {A("declare bura"), A("pass")}
    with pytest.raises(IllegalAction, match="instant win"):
        game.apply("claim")
    game.apply("pass")
    assert game.outcome is not None
    assert game.outcome.how == "bura" and game.outcome.winner == 1


def test_three_aces_set_to_win_end_claiming_and_only_bura_may_answer():
    rules = dataclasses.replace(CLASSIC, three_aces="win", players=3)
    # Dealer 2: seat 0 leads with three aces, seat 1 holds a molodka, seat 2 a Bura.
    hands = ["A♠ A♣ A♦", "6♠ 7♠ 8♠", "6♥ 7♥ 8♥"]
    game = deal(rules, hands, "K♥", dealer=2)
    game.apply("declare three-aces")
    assert game.to_act == 2 and texts(game) == {A("declare bura"), A("pass")}
    game.apply("declare bura")  # higher: the Bura wins
    assert game.outcome is not None
    assert game.outcome.how == "bura" and game.outcome.winner == 2


def test_four_aces_set_to_win_are_not_answered_by_a_lower_bura():
    rules = dataclasses.replace(CLASSIC, hand_size=4, four_aces="win")
    game = deal(rules, hands=["6♥ 7♥ 8♥ 9♣", "A♠ A♣ A♦ A♥"], indicator="10♥")
    game.apply("declare four-aces")
    assert game.outcome is not None
    assert game.outcome.how == "declaration" and game.outcome.winner == 1


# ---------------------------------------------------------------- 2. the leader defends the lead


def test_the_leader_defends_the_lead_with_higher_three_aces():
    # Seat 1 leads holding three aces; seat 0 challenges with a molodka.
    game = deal(hands=["6♣ 7♣ 9♣", "A♠ A♥ A♦"], indicator="7♥")
    # The leader is asked first, to claim or pass: not about his aces, unchallenged yet.
    assert game.to_act == 1 and texts(game) == {A("pass"), A("claim")}
    game.apply("pass")
    assert game.to_act == 0
    game.apply("declare molodka")
    assert game.to_act == 1 and game.phase == "declare"
    assert texts(game) == {A("declare three-aces"), A("pass"), A("claim")}
    events = game.apply("declare three-aces")
    assert LeadTaken(1, "three-aces") in events
    # apply() moved the phase on; mypy keeps the "declare" the assert above narrowed it to.
    assert game.phase == "play" and game.to_act == 1  # type: ignore[comparison-overlap]


def test_the_leader_keeps_the_lead_with_an_equal_molodka():
    game = deal(hands=["6♣ 7♣ 9♣", "6♠ 7♠ 8♠"], indicator="A♥")
    game.apply("pass")  # the leader, asked first
    game.apply("declare molodka")
    assert game.to_act == 1 and A("declare molodka") in texts(game)
    game.apply("declare molodka")
    assert game.phase == "play" and game.to_act == 1


def test_a_leader_who_passes_loses_the_lead_to_the_challenger():
    game = deal(hands=["6♣ 7♣ 9♣", "6♠ 7♠ 8♠"], indicator="A♥")
    game.apply("pass")  # the leader, asked first
    game.apply("declare molodka")
    game.apply("pass")
    assert game.phase == "play" and game.to_act == 0


def test_a_leader_is_not_asked_when_nobody_challenges_or_he_holds_less():
    game = deal(hands=["6♣ 7♣ 9♣", "6♠ 7♠ 8♠"], indicator="A♥")
    game.apply("pass")  # the leader, asked first to claim or pass
    game.apply("pass")  # seat 0 keeps its molodka to itself
    assert game.phase == "play" and game.to_act == 1
    assert game.view(0).known_cards == ((), ())  # the leader's hand stays hidden
    game = deal(hands=["A♠ A♣ A♦", "6♥ 7♥ 8♥".replace("♥", "♠")], indicator="9♥")
    game.apply("pass")  # the leader, asked first
    game.apply("declare three-aces")  # outranks the leader's molodka: he is not asked
    assert game.phase == "play" and game.to_act == 0


# ---------------------------------------------------------------- 3. no claim after the last card


def last_trick_to_33(rules=CLASSIC):
    # No stock: seat 1 takes A♠ 10♠ (21) and then K♠ Q♠ J♣ Q♣ (12) with the last cards.
    game = deal(rules, hands=["10♠ J♣ Q♣", "A♠ K♠ Q♠"], indicator="A♥")
    game._stock.clear()
    for play in ("play A♠", "play 10♠", "play K♠ Q♠", "play J♣ Q♣"):
        game.apply(play)
    return game


def test_whoever_has_not_claimed_by_the_last_card_has_lost_the_chance():
    game = last_trick_to_33()
    assert game.points(1) == 33
    assert game.hand_over and game.outcome.how == "played_out" and game.outcome.winner is None


def test_the_last_chance_house_rule_still_lets_the_winner_claim():
    game = last_trick_to_33(dataclasses.replace(CLASSIC, last_chance=True))
    assert game.phase == "final" and game.to_act == 1
    game.apply("claim")
    assert game.outcome.how == "claim" and game.outcome.winner == 1


# ---------------------------------------------------------------- 4. dealer_right keeps clockwise


def test_dealer_right_leads_first_and_the_dealer_plays_second():
    rules = dataclasses.replace(CLASSIC, players=3, first_lead="dealer_right")
    hands = ["6♠ 7♠ 9♣", "8♠ 9♠ 6♣", "J♠ Q♠ 7♣"]
    game = deal(rules, hands, "A♦", dealer=1)
    assert game.to_act == 0 and game.order_from(0) == [0, 1, 2]
    game.apply("play 6♠")
    assert game.to_act == 1  # the dealer plays second
    game.apply("play 8♠")
    assert game.to_act == 2


def test_dealer_right_still_deals_from_the_dealers_left():
    rules = dataclasses.replace(CLASSIC, players=3, first_lead="dealer_right")
    deck = pack(36)
    game = Game(rules, deck=[str(c) for c in deck], dealer=1)
    assert deck[0] in game.hand(2) and deck[1] in game.hand(0) and deck[2] in game.hand(1)


# ---------------------------------------------------------------- 5. the blind bet is never void


def test_a_blind_player_who_does_not_win_pays_triple_into_a_pot_nobody_wins():
    rules = dataclasses.replace(CLASSIC, blind=True)
    game = deal(rules, hands=["10♠ J♣ Q♣", "A♠ K♠ Q♠"], indicator="A♥")
    game._stock.clear()
    game.apply("blind")  # seat 1 leads the first trick
    for play in ("play A♠", "play 10♠", "play K♠ Q♠", "play J♣ Q♣"):
        game.apply(play)
    assert game.outcome is not None
    assert game.outcome.how == "played_out"
    assert game.bankroll(1) == 100 - 1 - 1 - 3 and game.bankroll(0) == 100 - 1 - 1
    assert game.pot == 2 + 2 + 3


def test_a_blind_player_pays_each_seat_credited_after_another_wrong_claim():
    rules = dataclasses.replace(CLASSIC, blind=True, players=3, false_claim="lose_hand")
    game = deal(rules, ["6♠ 7♣ 8♦", "9♣ J♠ Q♦", "10♣ K♠ A♦"], "A♥", dealer=2)
    game.apply("blind")  # seat 0
    game.apply("play 6♠")
    game.apply("claim")  # seat 1 claims with nothing: seats 0 and 2 are credited
    assert game.outcome is not None
    assert game.outcome.winners == (2, 0)
    assert game.bankroll(0) == 100 - 1 + 1 + 3  # half the pot of 3 (1) and the claimer's triple
    assert game.bankroll(1) == 100 - 1 - 3


# ---------------------------------------------------------------- 6. the first dealer by lot


def test_the_first_dealer_is_cut_for_from_the_sessions_seed():
    for players in range(2, 7):
        dealers = set()
        for seed in range(40):
            game = Game(Rules(players=players), seed=seed, dealer=None)
            cut = game.opening_events[0]
            assert isinstance(cut, DealerCut) and cut.dealer == game.dealer
            last_round = cut.cuts[-players:] if len(cut.cuts) == players else None
            if last_round:  # no tie: the dealer cut the highest card
                top = max(card.rank for _, card in last_round)
                assert [s for s, c in last_round if c.rank == top] == [cut.dealer]
            assert cut_for_dealer(seed, players) == cut  # the seed replays the cut
            dealers.add(game.dealer)
        assert dealers == set(range(players))  # not always the human's seat


def test_a_tie_for_the_highest_card_is_cut_again():
    for seed in range(200):
        cut = cut_for_dealer(seed, 6)
        if len(cut.cuts) > 6:
            break
    else:
        pytest.fail("no tie in 200 cuts of six players")
    first = cut.cuts[:6]
    top = max(c.rank for _, c in first)
    tied = [s for s, c in first if c.rank == top]
    assert [s for s, _ in cut.cuts[6 : 6 + len(tied)]] == tied
    assert len({c for _, c in cut.cuts}) == len(cut.cuts)  # cut from one pack


# ---------------------------------------------------------------- 7. the lead rotates


def test_next_lead_rotate_passes_the_lead_round_the_table():
    rules = dataclasses.replace(CLASSIC, players=3, next_lead="rotate")
    hands = ["A♠ 7♣ 8♦", "6♠ J♠ Q♦", "7♠ K♠ A♦"]
    game = deal(rules, hands, "9♥", stock="6♥ 7♥ 8♥", dealer=0)
    assert game.to_act == 1
    game.apply("play 6♠")
    game.apply("play 7♠")
    events = game.apply("play A♠")  # seat 0 wins the trick and draws first ...
    drawn = events[-3]
    assert isinstance(drawn, CardDrawn) and drawn.seat == 0
    assert game.to_act == 2  # ... but the lead passes from seat 1 to seat 2


def test_the_rules_sheet_for_three_or_four_deals_singly_and_rotates_the_lead():
    assert Rules.preset("rules_sheet").deal == "packets"
    assert Rules.preset("rules_sheet").next_lead == "winner"
    for players in (3, 4):
        rules = Rules.preset("rules_sheet", players=players)
        assert rules.deal == "singly" and rules.next_lead == "rotate"


# ---------------------------------------------------------------- 8. series: a wrong claim costs


def test_series_with_a_doubled_pot_is_refused():
    with pytest.raises(ValueError, match="scoring=series has no pot to double"):
        Rules.preset("classic", scoring="series")
    problems = dataclasses.replace(CLASSIC, scoring="series").problems()
    assert [p.code for p in problems] == ["needs_pot"]
    Rules.preset("classic", scoring="series", false_claim="lose_hand")  # accepted


# ---------------------------------------------------------------- 9. a session's end


def test_the_pot_left_at_a_sessions_end_is_shared_and_bankrolls_add_up():
    rules = dataclasses.replace(CLASSIC, session_hands=1)
    game = deal(rules, hands=["A♥ 10♥ Q♦", "A♠ 10♠ K♠"], indicator="7♣")
    events = game.apply("claim")  # a wrong claim doubles the pot to 4, and the session ends
    shared = [e for e in events if isinstance(e, ChipsMoved) and e.reason == "pot shared"]
    assert [(e.target, e.amount) for e in shared] == [(1, 2), (0, 2)]
    assert game.pot == 0 and game.bankroll(0) + game.bankroll(1) == 200
    assert game.outcome is not None
    assert game.outcome.chips == (1, -1)


def test_odd_chips_go_one_each_from_the_dealers_left():
    rules = dataclasses.replace(
        CLASSIC, players=3, false_claim="lose_hand", stake=3, session_hands=1
    )
    game = deal(rules, ["6♠ 7♣ 8♦", "9♣ J♠ Q♦", "10♣ K♠ A♦"], "A♥", dealer=2)
    game.apply("claim")  # seat 0: the pot of 9 is split 4 + 4, one chip is left
    assert game.pot == 0 and game.bankroll(0) == 100 - 3 + 1
    assert sum(game.bankroll(s) for s in range(3)) == 300


def test_players_who_reach_the_series_target_together_share_the_win():
    rules = Rules.preset("rules_sheet", players=3, target=1)
    game = deal(rules, ["6♠ 7♣ 8♦", "9♣ J♠ Q♦", "10♣ K♠ A♦"], "A♥", dealer=2)
    events = game.apply("claim")  # seat 0 is wrong: seats 1 and 2 are credited
    assert game.session_over and SessionOver((1, 2)) in events
