"""Throws that cannot win a trick: the search never weighs one a lower throw dominates."""

from __future__ import annotations

from bura_desktop.ai.search import undominated
from bura_desktop.core import Action, Game, Rules
from tests.core.stacking import stack


def _game(hands: list[str], indicator: str, *plays: str, **options: object) -> Game:
    rules = Rules.preset("classic", players=len(hands), **options)
    game = Game(rules, deck=stack(rules, hands, indicator), dealer=0)
    for play in plays:
        game.apply(play)
    return game


def _kept(game: Game) -> set[str]:
    view = game.view(game.to_act)
    return {str(Action(m)) for m in undominated(view, [int(a) for a in view.legal_actions()])}


def _said(*actions: str) -> set[str]:
    return {str(Action.parse(a)) for a in actions}


def test_a_higher_card_of_a_suit_is_not_thrown_while_a_lower_one_would_do() -> None:
    game = _game(["10♥ J♣ 10♣", "Q♦ 7♥ 8♣"], "6♠", "play Q♦")
    # 10♣ gives 8 points more than J♣ for the same hand shape; 10♥ keeps another suit.
    assert _kept(game) == {"play 10♥", "play J♣", "claim"}


def test_plays_that_beat_are_all_searched() -> None:
    game = _game(["A♦ K♦ 7♣", "Q♦ 7♥ 8♣"], "6♠", "play Q♦")
    assert _kept(game) == {"play A♦", "play K♦", "play 7♣", "claim"}


def test_trumps_are_a_suit_like_any_other() -> None:
    game = _game(["A♥ 7♠ 9♠", "K♥ 7♥ 8♣"], "6♠", "play K♥")
    # 7♠ and 9♠ both beat K♥; A♥ beats it too: nothing is a throw that cannot win.
    assert _kept(game) == {"play A♥", "play 7♠", "play 9♠", "claim"}
    game = _game(["Q♦ 7♠ 9♠", "A♥ 10♥ 8♣"], "6♠", "play A♥ 10♥")
    # 7♠ 9♠ covers the pair; of the throws, Q♦ 9♠ gives way to Q♦ 7♠ (a lower trump).
    assert _kept(game) == _said("play 7♠ 9♠", "play Q♦ 7♠", "claim")


def test_multi_card_throws_keep_the_lowest_of_each_suit_shape() -> None:
    game = _game(["6♥ 9♥ K♦", "A♣ 10♣ 8♦"], "6♠", "play A♣ 10♣")
    assert _kept(game) == _said("play 6♥ 9♥", "play 6♥ K♦", "claim")


def test_face_down_throws_are_pruned_too() -> None:
    game = _game(["10♥ J♣ 10♣", "Q♦ 7♥ 8♣"], "6♠", "play Q♦", closed_cards=True)
    # A play that cannot win goes face down: only face-down throws are legal here.
    assert _kept(game) == {"play J♣ down", "play 10♥ down", "claim"}


def test_leads_and_plays_before_the_trick_ends_are_all_searched() -> None:
    lead = _game(["10♥ J♣ 10♣", "Q♦ 7♥ 8♣"], "6♠")
    lead_moves = {str(a) for a in lead.view(lead.to_act).legal_actions()}
    assert _kept(lead) == lead_moves
    # Three players: seat 2 answers before seat 0, so its throw does not settle the trick.
    middle = _game(["6♥ 7♥ 8♦", "Q♦ 7♣ 8♣", "10♥ J♣ 10♣"], "6♠", "play Q♦")
    assert middle.to_act == 2
    assert _kept(middle) == {str(a) for a in middle.view(2).legal_actions()}
    middle.apply("play J♣")  # does not beat Q♦
    assert middle.to_act == 0
    assert _kept(middle) == {"play 6♥", "play 8♦", "claim"}
