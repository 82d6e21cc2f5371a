"""Throws that cannot win a trick: the search never weighs one a lower throw dominates."""

from __future__ import annotations

import random
from typing import Any

import pytest

from bura_desktop.ai import make_player
from bura_desktop.ai.endgame import exact_value
from bura_desktop.ai.rollout import scale_of
from bura_desktop.ai.search import _lowest_alike, undominated
from bura_desktop.ai.tactics import best_play, points, split_answers
from bura_desktop.core import Action, Game, Rules
from bura_desktop.core.actions import CLAIM
from bura_desktop.core.cards import FULL_MASK, mask_of
from tests.core.stacking import stack


def _game(
    hands: list[str], indicator: str, *plays: str, stock: str = "", **options: object
) -> Game:
    rules = Rules.preset("classic", players=len(hands), **options)
    game = Game(rules, deck=stack(rules, hands, indicator, stock), dealer=0)
    for play in plays:
        game.apply(play)
    return game


def _kept(game: Game) -> set[str]:
    assert game.to_act is not None
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
    assert lead.to_act is not None
    lead_moves = {str(a) for a in lead.view(lead.to_act).legal_actions()}
    assert _kept(lead) == lead_moves
    # Three players: seat 2 answers before seat 0, so its throw does not settle the trick.
    middle = _game(["6♥ 7♥ 8♦", "Q♦ 7♣ 8♣", "10♥ J♣ 10♣"], "6♠", "play Q♦")
    assert middle.to_act == 2
    assert _kept(middle) == {str(a) for a in middle.view(2).legal_actions()}
    middle.apply("play J♣")  # does not beat Q♦
    assert middle.to_act == 0
    assert _kept(middle) == {"play 6♥", "play 8♦", "claim"}


def _issue_303() -> Game:
    # ♠ trumps. The opponent takes K♦ 10♦ (14 points), then leads Q♦ to 10♥ J♣ 10♣.
    return _game(
        ["6♣ 7♣ 10♥", "K♦ 10♦ Q♦"],
        "6♠",
        "play K♦ 10♦",
        "play 6♣ 7♣",
        "play Q♦",
        stock="8♥ J♣ 9♥ 10♣",
    )


def _issue_505() -> Game:
    # ♥ trumps. The opponent takes A♣ 10♣ (21 points), then leads K♠ to 7♦ J♦ Q♣.
    return _game(
        ["6♠ 7♠ 7♦", "A♣ 10♣ K♠"],
        "6♥",
        "play A♣ 10♣",
        "play 6♠ 7♠",
        "play K♠",
        stock="8♠ J♦ 9♠ Q♣",
    )


def test_the_expert_throws_the_cheap_card_that_cannot_win() -> None:
    """Issue #20's two hands: the expert gave away a ten and a queen it need not have."""
    for position, throw in ((_issue_303, "play J♣"), (_issue_505, "play 7♦")):
        game = position()
        assert game.to_act is not None
        view = game.view(game.to_act)
        for seed in range(4):
            expert = make_player("expert", seed, budget=None, iterations=600)
            assert str(expert.choose(view)) == throw, (position.__name__, seed)


def _late_positions(rules: Rules, count: int, stock: int, seed: int) -> list[Game]:
    """Answers with cards to choose from, once at most ``stock`` cards are left to draw."""
    rng = random.Random(seed)
    found: list[Game] = []
    while len(found) < count:
        game = Game(rules, seed=rng.getrandbits(32))
        while not game.hand_over and not (game.stock_count <= stock and game._trick):
            moves = [m for m in game.legal_moves() if m != CLAIM] or game.legal_moves()
            game.play_move(rng.choice(moves), None)
        if not game.hand_over:
            found.append(game)
    return found


def _exact_after(game: Game, move: int) -> float:
    seat = game.to_act
    assert seat is not None
    child = game.clone()
    child.play_move(move, None)
    return exact_value(child, seat, [game.bankroll(s) for s in range(game.n)], scale_of(game))


@pytest.mark.parametrize("form", [{}, {"closed_cards": True}, {"stock_end": "draw_out"}])
def test_a_pruned_throw_is_never_worth_more_than_the_one_kept_for_it(form: dict[str, Any]) -> None:
    """Searched exactly (2 players, every card known), no pruned throw beats its replacement."""
    pruned = 0
    for game in _late_positions(Rules.preset("classic", **form), 150, 3, seed=7):
        seat = game.to_act
        assert seat is not None
        view = game.view(seat)
        moves = [int(a) for a in view.legal_actions()]
        kept = undominated(view, moves)
        hand = mask_of(view.hand)
        for move in set(moves) - set(kept):
            lower = (move & ~FULL_MASK) | _lowest_alike(move & FULL_MASK, hand)
            assert lower in kept
            worth = _exact_after(game, lower), _exact_after(game, move)
            assert worth[0] >= worth[1] - 1e-9, (str(Action(move)), str(Action(lower)))
            pruned += 1
    assert pruned > 30


@pytest.mark.parametrize(
    ("preset", "players", "form"),
    [("classic", 3, {"moscow": True}), ("kozel", 2, {}), ("kozel", 4, {}), ("penalty", 3, {})],
)
def test_pruning_keeps_every_winning_chance_at_every_table(
    preset: str, players: int, form: dict[str, Any]
) -> None:
    rules = Rules.preset(preset, players=players, **form)
    rng = random.Random(3)
    pruned = 0
    for _ in range(60):
        game = Game(rules, seed=rng.getrandbits(32))
        while not game.hand_over:
            moves = [m for m in game.legal_moves() if m != CLAIM] or game.legal_moves()
            if game._trick:
                pruned += _check_pruning(game)
            game.play_move(rng.choice(moves), None)
    assert pruned > 20


def _check_pruning(game: Game) -> int:
    """How many throws ``undominated`` drops here, each checked against its replacement."""
    pruned = 0
    view = game.view(game.to_act)  # type: ignore[arg-type]
    moves = [int(a) for a in view.legal_actions()]
    kept = undominated(view, moves)
    assert kept and set(kept) <= set(moves)
    trump = int(view.trump)
    best = best_play([(p.seat, mask_of(p.cards), p.down) for p in view.trick], trump)
    for move in set(moves) - set(kept):
        # Only throws that cannot win go, each for the same suits' lower cards.
        assert not split_answers([move], best, trump)[0]
        lower = (move & ~FULL_MASK) | _lowest_alike(move & FULL_MASK, mask_of(view.hand))
        assert lower in kept
        assert points(lower) <= points(move & FULL_MASK)
        pruned += 1
    return pruned
