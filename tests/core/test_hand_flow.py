"""Every rule of docs/RULES.md section 3, on stacked decks."""

import dataclasses

import pytest

from bura_desktop.core import Game, IllegalAction, Rules, Suit, parse_cards
from bura_desktop.core.events import CardDrawn, ChipsMoved, Claimed, StockSetAside, TrickWon
from tests.core.stacking import A, deal, texts

CLASSIC = Rules.preset("classic")


def cards(text):
    return set(parse_cards(text))


# ---------------------------------------------------------------- dealing and the first lead


def test_deal_singly_from_the_dealers_left_then_indicator_then_stock():
    deck = [
        str(c)
        for c in parse_cards(
            "6♠ 7♠ 8♠ 9♠ J♠ Q♠ K♥ 10♠ A♠ 6♥ 7♥ 8♥ 9♥ J♥ Q♥ 10♥ A♥ 6♦ 7♦ 8♦ 9♦ J♦ Q♦ K♦ "
            "10♦ A♦ 6♣ 7♣ 8♣ 9♣ J♣ Q♣ K♣ 10♣ A♣ K♠"
        )
    ]
    game = Game(CLASSIC, deck=deck, dealer=0)
    assert set(game.hand(1)) == cards("6♠ 8♠ J♠")  # the non-dealer gets the first card
    assert set(game.hand(0)) == cards("7♠ 9♠ Q♠")
    assert str(game.indicator) == "K♥" and game.trump == Suit.HEARTS
    assert game.stock_count == 30  # 29 to draw plus the indicator
    assert game.leader == 1


def test_deal_in_packets():
    rules = Rules.preset("rules_sheet")
    game = deal(rules, ["6♠ 7♠ 8♠", "9♣ J♣ Q♣"], "A♦")
    assert set(game.hand(1)) == cards("9♣ J♣ Q♣") and set(game.hand(0)) == cards("6♠ 7♠ 8♠")


def test_three_players_lead_from_the_dealers_left():
    rules = dataclasses.replace(CLASSIC, players=3)
    game = deal(rules, ["6♠ 7♠ 9♣", "8♠ 9♠ 6♣", "J♠ Q♠ 7♣"], "A♦", dealer=1)
    assert game.to_act == 2 and game.order_from(2) == [2, 0, 1]


# ---------------------------------------------------------------- tricks


def test_worked_example_multi_card_beat_takes_15():
    game = deal(hands=["A♠ 7♥ 6♣", "K♠ 8♠ 6♦"], indicator="9♥")
    game.apply("play K♠ 8♠")
    events = game.apply("play A♠ 7♥")
    won = [e for e in events if isinstance(e, TrickWon)]
    assert won[0].seat == 0 and won[0].points == 15
    assert game.points(0) == 15 and game.to_act == 0


def test_worked_example_partial_cover_leaves_the_trick_to_the_leader():
    game = deal(hands=["A♠ 7♣ 6♣", "K♠ 8♠ 6♦"], indicator="9♥")
    game.apply("play K♠ 8♠")
    game.apply("play A♠ 7♣")
    assert game.points(1) == 15 and game.points(0) == 0


def test_worked_example_three_players():
    rules = dataclasses.replace(CLASSIC, players=3)
    hands = ["Q♠ 7♠ 6♣", "9♦ J♠ 6♥", "K♦ 8♦ 9♠"]
    game = deal(rules, hands, "7♦", dealer=2)
    game.apply("play Q♠ 7♠")
    game.apply("play 9♦ J♠")
    assert A("play K♦ 8♦") in texts(game) and A("play 8♦ 9♠") in texts(game)
    game.apply("play 8♦ 9♠")
    assert game.points(1) == 3 + 2 and parse_cards("K♦")[0] in game.hand(2)

    game = deal(rules, hands, "7♦", dealer=2)
    game.apply("play Q♠ 7♠")
    game.apply("play 9♦ J♠")
    game.apply("play K♦ 8♦")
    assert game.points(2) == 3 + 2 + 4


def test_winner_draws_first_then_round_in_play_order():
    rules = dataclasses.replace(CLASSIC, players=3)
    hands = ["Q♠ 7♠ 6♣", "9♦ J♠ 6♥", "K♦ 8♦ 9♠"]
    game = deal(rules, hands, "7♦", stock="A♣ A♥ A♠ 10♣ 10♥ 10♠", dealer=2)
    game.apply("play Q♠ 7♠")
    game.apply("play 9♦ J♠")
    events = game.apply("play 8♦ 9♠")
    draws = [(e.seat, str(e.card)) for e in events if isinstance(e, CardDrawn)]
    assert draws == [(1, "A♣"), (2, "A♥"), (0, "A♠"), (1, "10♣"), (2, "10♥"), (0, "10♠")]
    assert game.to_act == 1


def test_lead_must_be_one_suit_and_answer_the_same_count():
    game = deal(hands=["A♠ 7♥ 6♣", "K♠ 8♠ 6♦"], indicator="9♥")
    with pytest.raises(IllegalAction, match="one suit"):
        game.apply("play K♠ 6♦")
    game.apply("play K♠ 8♠")
    with pytest.raises(IllegalAction, match="Answer with 2 cards"):
        game.apply("play A♠")
    with pytest.raises(IllegalAction, match="does not hold"):
        game.apply("play K♣ A♠")


def test_leads_never_exceed_the_smallest_answering_hand():
    # set_aside: the stock cannot refill both hands, so hands shrink; then 2 cards vs 2 cards.
    game = deal(hands=["6♠ 7♠ 8♠", "9♣ J♣ Q♣"], indicator="A♦")
    game._stock[:] = game._stock[:1]  # only the indicator left
    game.apply("pass")  # the leader, seat 1, is asked first: seat 0 holds a molodka
    game.apply("pass")  # seat 0 keeps its molodka to itself
    game.apply("play 9♣")
    game.apply("play 6♠")
    assert game.stock_count == 0 and len(game.hand(0)) == 2
    assert {len(a.cards) for a in game.legal_actions() if a.kind == "play"} == {1, 2}


# ---------------------------------------------------------------- stock end


def test_set_aside_when_the_stock_cannot_refill_every_hand():
    game = deal(hands=["6♠ 7♣ 8♦", "9♣ J♠ Q♦"], indicator="A♥")
    game._stock[:] = game._stock[:1]  # only the indicator: not enough for two hands
    game.apply("play 9♣")
    events = game.apply("play 7♣")
    aside = [e for e in events if isinstance(e, StockSetAside)]
    assert aside and [str(c) for c in aside[0].cards] == ["A♥"]
    assert game.stock_count == 0 and len(game.set_aside) == 1
    assert len(game.hand(0)) == 2 and len(game.hand(1)) == 2


def test_draw_out_gives_the_indicator_last():
    rules = dataclasses.replace(CLASSIC, stock_end="draw_out")
    game = deal(rules, hands=["6♠ 7♣ 8♦", "9♣ J♠ Q♦"], indicator="A♥")
    game._stock[:] = game._stock[:2]
    game.apply("play 9♣")
    events = game.apply("play 7♣")  # seat 1 wins and draws first
    draws = [(e.seat, str(e.card), e.indicator) for e in events if isinstance(e, CardDrawn)]
    assert draws[-1] == (0, "A♥", True)
    assert len(game.hand(1)) == 3 and len(game.hand(0)) == 3
    assert "A♥" in {str(c) for c in game.view(1).known_cards[0]}


# ---------------------------------------------------------------- declarations


def test_bura_wins_the_pot_at_once():
    game = deal(hands=["6♥ 7♥ 8♥", "9♣ J♠ Q♦"], indicator="A♥")
    # The leader is asked first, with nothing to declare: it may claim or pass.
    assert texts(game) == {A("claim"), A("pass")} and game.to_act == 1
    game.apply("pass")
    assert texts(game) == {A("declare bura"), A("claim"), A("pass")} and game.to_act == 0
    game.apply("declare bura")
    assert game.hand_over and game.outcome is not None
    assert game.outcome.how == "bura" and game.outcome.winner == 0
    assert game.bankroll(0) == 101 and game.bankroll(1) == 99 and game.pot == 0
    assert game.dealer == 0  # the Bura's winner deals next


def test_two_buras_play_a_trick_for_the_hand():
    hands = ["6♥ 7♥ 8♥", "9♥ J♥ 10♥"]  # seat 1 leads first, seat 0 beats all three
    game = deal(hands=hands, indicator="A♥")
    assert game.to_act == 1
    game.apply("declare bura")
    game.apply("declare bura")
    assert game.outcome is not None
    assert game.outcome.how == "bura" and game.outcome.winner == 1
    hands = ["9♥ J♥ K♥", "6♥ 7♥ 8♥"]
    game = deal(hands=hands, indicator="A♥")
    game.apply("declare bura")
    game.apply("declare bura")
    assert game.outcome is not None
    assert game.outcome.winner == 0


def test_the_bura_showdown_is_a_trick_everyone_saw():
    import random

    from bura_desktop.ai.sampling import sample_game

    game = deal(hands=["6♥ 7♥ 8♥", "9♥ J♥ 10♥"], indicator="A♥")
    game.apply("declare bura")
    game.apply("declare bura")
    view = game.view(0)
    (showdown,) = view.tricks
    assert showdown.winner == 1
    assert {c for play in showdown.plays for c in play.cards} == cards("6♥ 7♥ 8♥ 9♥ J♥ 10♥")
    assert view.known_cards == ((), ())  # shown when declared, now in the winner's pile
    assert sample_game(view, random.Random(1)).view(0) == view


def test_three_aces_take_the_lead_and_show_the_hand():
    game = deal(hands=["A♠ A♣ A♦", "9♣ J♠ Q♦"], indicator="7♥")
    game.apply("pass")  # the leader, asked first
    assert game.to_act == 0 and A("declare three-aces") in texts(game)
    game.apply("declare three-aces")
    assert game.to_act == 0 and game.phase == "play"
    assert set(game.view(1).known_cards[0]) == cards("A♠ A♣ A♦")


def test_bura_outranks_three_aces_and_molodka_outranks_nothing():
    rules = dataclasses.replace(CLASSIC, players=3)
    hands = ["6♠ 8♠ 9♠", "A♠ A♣ A♦", "7♥ 8♥ 9♥"]  # seat 2 Bura, seat 1 aces, seat 0 molodka
    game = deal(rules, hands, "10♥", dealer=2)
    # The leader (seat 0) is asked first, to claim or pass: not about its lead-only molodka.
    assert game.to_act == 0 and texts(game) == {A("claim"), A("pass")}
    game.apply("pass")
    assert game.to_act == 1
    game.apply("declare three-aces")
    game.apply("declare bura")
    assert game.outcome is not None
    assert game.outcome.how == "bura" and game.outcome.winner == 2


def test_equal_lead_combinations_go_to_the_earliest_in_play_order():
    rules = dataclasses.replace(CLASSIC, players=3)
    hands = ["6♣ 7♦ 9♥", "6♠ 8♠ 9♠", "7♦ 8♦ 9♦".replace("7♦", "10♦")]
    game = deal(rules, hands, "A♥", dealer=2)
    game.apply("pass")  # the leader, seat 0, holds nothing
    game.apply("declare molodka")
    game.apply("declare molodka")
    assert game.to_act == 1 and game.phase == "play"


def test_three_aces_can_win_the_hand():
    rules = dataclasses.replace(CLASSIC, three_aces="win")
    game = deal(rules, hands=["9♣ J♠ Q♦", "A♠ A♣ A♦"], indicator="7♥")
    game.apply("declare three-aces")
    assert game.outcome is not None
    assert game.outcome.how == "declaration" and game.outcome.winner == 1


def test_nothing_declarable_means_no_prompt():
    game = deal(hands=["6♠ 7♣ 8♦", "9♣ J♠ Q♦"], indicator="A♥")
    assert game.phase == "play" and game.to_act == 1


def test_bura_on_lead_only_for_the_rules_sheet():
    rules = Rules.preset("rules_sheet")
    game = deal(rules, hands=["6♥ 7♥ 8♥", "9♣ J♠ Q♦"], indicator="A♥", stock="K♥ 6♠")
    assert game.to_act == 1 and A("declare bura") not in texts(game)
    game.apply("play 9♣")
    game.apply("play 6♥")  # seat 0 trumps, wins, draws K♥ and leads: now it may declare
    assert game.to_act == 0 and A("declare bura") in texts(game)


# ---------------------------------------------------------------- claims


def big_trick_then(rules=CLASSIC):
    # Seat 1 leads A♠ 10♠ K♠ (25) and seat 0 cannot beat it with A♥ 10♥ Q♦ (24): 49 for seat 1.
    game = deal(rules, ["A♥ 10♥ Q♦", "A♠ 10♠ K♠"], "7♣", stock="6♠ 6♥ 8♠ 7♦ 9♦ 8♣")
    if rules.blind:
        game.apply("blind")
    game.apply("play A♠ 10♠ K♠")
    game.apply("play A♥ 10♥ Q♦")
    return game


def test_a_correct_claim_takes_the_pot_and_the_claimer_deals():
    game = big_trick_then()
    assert game.points(1) == 49 and game.to_act == 1 and A("claim") in texts(game)
    events = game.apply("claim")
    claim = next(e for e in events if isinstance(e, Claimed))
    assert claim.correct and claim.points == 49
    assert game.outcome.how == "claim" and game.bankroll(1) == 101 and game.dealer == 1
    game.next_hand()
    assert game.pot == 2  # a new pot: everyone antes again


def test_a_false_claim_doubles_the_pot_with_no_new_antes():
    game = deal(hands=["A♥ 10♥ Q♦", "A♠ 10♠ K♠"], indicator="7♣")
    game.apply("claim")  # seat 1 has nothing
    assert game.outcome is not None
    assert game.outcome.how == "false_claim" and game.outcome.winner is None
    assert game.pot == 4 and game.bankroll(1) == 97 and game.dealer == 1
    game.next_hand()
    assert game.pot == 4 and game.bankroll(0) == 99


def test_false_claim_loses_the_hand_two_players():
    rules = dataclasses.replace(CLASSIC, false_claim="lose_hand")
    game = deal(rules, hands=["A♥ 10♥ Q♦", "A♠ 10♠ K♠"], indicator="7♣")
    game.apply("claim")
    assert game.outcome is not None
    assert game.outcome.winner == 0 and game.bankroll(0) == 101


def test_false_claim_loses_the_hand_three_players_splits_the_pot():
    rules = dataclasses.replace(CLASSIC, players=3, false_claim="lose_hand", stake=3)
    game = deal(rules, ["6♠ 7♣ 8♦", "9♣ J♠ Q♦", "10♣ K♠ A♦"], "A♥", dealer=2)
    assert game.pot == 9
    game.apply("claim")  # seat 0
    assert game.outcome is not None
    assert game.outcome.winners == (1, 2) and game.outcome.winner is None
    assert game.bankroll(1) == 100 - 3 + 4 and game.bankroll(2) == 101 and game.pot == 1


def test_series_false_claim_credits_every_other_player():
    rules = Rules.preset("rules_sheet", players=3)
    game = deal(rules, ["6♠ 7♣ 8♦", "9♣ J♠ Q♦", "10♣ K♠ A♦"], "A♥", dealer=2)
    game.apply("claim")
    assert [game.score(s) for s in range(3)] == [0, 1, 1]


def test_last_chance_to_claim_after_the_last_trick_starting_with_its_winner():
    rules = dataclasses.replace(CLASSIC, last_chance=True)
    game = deal(rules, hands=["6♠ 7♣ 8♦", "9♣ J♠ Q♦"], indicator="A♥")
    game._stock.clear()
    game.apply("play 9♣")
    game.apply("play 6♠")  # seat 1 wins and leads
    game.apply("play J♠")
    game.apply("play 7♣")
    game.apply("play Q♦")
    game.apply("play 8♦")
    assert game.phase == "final" and game.to_act == 1 and texts(game) == {A("claim"), A("pass")}
    game.apply("pass")
    assert game.to_act == 0
    game.apply("pass")
    assert game.outcome is not None
    assert game.outcome.how == "played_out" and game.pot == 4 and game.dealer == 0
    game.next_hand()
    assert game.pot == 4  # the played-out stake was the redeal's only ante


# ---------------------------------------------------------------- closed cards and Moscow


def test_closed_cards_hide_non_beating_plays():
    rules = dataclasses.replace(CLASSIC, closed_cards=True)
    game = deal(rules, hands=["6♠ 7♣ A♦", "9♣ J♠ Q♦"], indicator="8♥")
    game.apply("play Q♦")
    assert A("play 6♠ down") in texts(game) and A("play 6♠") not in texts(game)
    assert {A("play A♦"), A("play A♦ down")} <= texts(game)
    game.apply("play 6♠")  # a losing play goes face down by itself
    trick = game.view(1).tricks[-1]
    assert trick.plays[1].down and trick.plays[1].cards == ()
    assert game.view(0).tricks[-1].plays[1].cards == tuple(parse_cards("6♠"))


def test_a_beating_play_face_down_cannot_win():
    rules = dataclasses.replace(CLASSIC, closed_cards=True)
    game = deal(rules, hands=["6♠ 7♣ A♦", "9♣ J♠ Q♦"], indicator="8♥")
    game.apply("play Q♦")
    game.apply("play A♦ down")
    assert game.points(1) == 3 + 11


def test_moscow_answers_with_fewer_cards_cannot_win():
    rules = dataclasses.replace(CLASSIC, moscow=True)
    game = deal(rules, hands=["A♠ 7♣ 8♦", "K♠ Q♠ 6♦"], indicator="9♥")
    game.apply("play K♠ Q♠")
    assert A("play A♠") in texts(game)
    game.apply("play A♠")
    assert game.points(1) == 4 + 3 + 11


# ---------------------------------------------------------------- blind, scorings, dealers


def test_blind_bet_before_seeing_the_hand_pays_three_stakes():
    rules = dataclasses.replace(CLASSIC, blind=True)
    game = deal(rules, hands=["A♥ 10♥ Q♦", "A♠ 10♠ K♠"], indicator="7♣")
    assert game.phase == "blind" and game.to_act == 1 and game.view(1).hand == ()
    assert len(game.view(0).hand) == 3
    game = big_trick_then(rules)
    assert game.blind_seat == 1
    game.apply("claim")
    assert game.bankroll(1) == 100 - 1 + 2 + 3 and game.bankroll(0) == 100 - 1 - 3


def test_blind_false_claim_pays_each_opponent():
    rules = dataclasses.replace(CLASSIC, blind=True, players=3)
    game = deal(rules, ["6♠ 7♣ 8♦", "9♣ J♠ Q♦", "10♣ K♠ A♦"], "A♥", dealer=2)
    game.apply("blind")
    game.apply("claim")
    assert game.bankroll(0) == 100 - 1 - 3 - 3 - 3 and game.bankroll(1) == 102


def test_kozel_four_cards_single_or_triple_leads_and_four_aces():
    rules = Rules.preset("kozel")
    game = deal(rules, hands=["6♠ 7♠ 8♠ 9♣", "A♠ A♣ A♦ A♥"], indicator="10♥")
    assert texts(game) == {A("declare four-aces"), A("pass")}  # no claims in Kozel
    game.apply("declare four-aces")
    assert game.outcome is not None
    assert game.outcome.how == "declaration" and game.outcome.winner == 1
    game = deal(rules, hands=["A♠ A♣ A♦ 10♦", "6♠ 7♠ 8♠ 9♣"], indicator="J♥")
    assert game.to_act == 1
    assert {len(a.cards) for a in game.legal_actions()} == {1, 3}
    with pytest.raises(IllegalAction, match="1 or 3 cards"):
        game.apply("play 6♠ 7♠")


def test_kozel_most_points_takes_the_pot_and_ties_split():
    def played_out(seed):
        game = Game(Rules.preset("kozel"), seed=seed)
        while not game.hand_over:
            game.apply(game.legal_actions()[0])
        return game.outcome

    won, tied = played_out(5), played_out(104)  # 66 to 54; 60 each
    assert won.how == tied.how == "most_points"
    assert won.points == (66, 54) and won.winners == (0,) and won.chips == (1, -1)
    # A tie splits the pot of 2: each takes back its ante.
    assert tied.points == (60, 60) and set(tied.winners) == {0, 1} and tied.chips == (0, 0)


def test_penalty_points_table():
    from bura_desktop.core.game import hand_penalties

    assert hand_penalties("most_points", 0, [60, 40, 20, 0]) == (0, 2, 4, 6)
    assert hand_penalties("most_points", 0, [89, 31]) == (0, 4)
    assert hand_penalties("most_points", None, [50, 50, 20]) == (0, 0, 4)
    assert hand_penalties("bura", 1, [10, 0, 30]) == (4, 0, 4)  # the points do not count


def test_series_ends_at_the_target_and_alternates_the_dealer():
    rules = Rules.preset("rules_sheet")
    game = Game(rules, seed=11)
    dealers = []
    while not game.session_over:
        dealers.append(game.dealer)
        while not game.hand_over:
            seat = game.to_act
            assert seat is not None
            moves = game.legal_actions()
            claim = [a for a in moves if a.kind == "claim"]
            if claim and game.points(seat) >= 31:
                game.apply(claim[0])
            else:
                game.apply(next(a for a in moves if a.kind in ("play", "declare", "pass")))
        if not game.session_over:
            game.next_hand()
    assert max(game.score(s) for s in range(2)) == 3
    assert all(a != b for a, b in zip(dealers, dealers[1:], strict=False))
    with pytest.raises(IllegalAction, match="session is over"):
        game.next_hand()


def test_pot_session_ends_after_the_chosen_number_of_hands():
    rules = dataclasses.replace(CLASSIC, session_hands=2)
    game = Game(rules, seed=4)
    for _ in range(2):
        while not game.hand_over:
            game.apply(next(a for a in game.legal_actions() if a.kind != "claim"))
        if not game.session_over:
            game.next_hand()
    assert game.session_over


def test_chips_events_add_up_to_the_bankrolls():
    game = big_trick_then()
    moved = [e for e in game.apply("claim") if isinstance(e, ChipsMoved)]
    assert sum(e.amount for e in moved if e.target == 1) == 2


def test_a_face_down_play_does_not_say_which_known_card_went_down():
    """Under closed cards a seat whose cards others know (a declared hand, a drawn indicator)
    plays face down: the others no longer know which of those cards it still holds."""
    import random

    from bura_desktop.core.actions import DOWN

    rules = Rules.preset("classic", players=3, closed_cards=True, stock_end="draw_out")
    found = 0
    for seed in range(200):
        game, rng = Game(rules, seed=seed), random.Random(seed)
        while not game.hand_over:
            seat, moves = game.to_act, game.legal_moves()
            assert seat is not None
            down = [m for m in moves if m < DOWN * 2 and m & DOWN]
            if down and game.view(seat).known_cards[seat]:
                after = game.clone()
                after.play_move(rng.choice(down))
                if after.trick:  # the trick goes on: nobody has drawn a card to be known
                    assert after.view((seat + 1) % 3).known_cards[seat] == ()
                    found += 1
                    break
            game.play_move(rng.choice(moves[:-1]))
    assert found
