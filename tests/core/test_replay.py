"""A hand is a seed and a list of actions: dealt again and played again, it ends as it did."""

import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from bura_desktop.core import Game, Rules
from bura_desktop.core.actions import Action
from bura_desktop.core.replay import (
    HandScript,
    HandStart,
    ReplayError,
    action_of,
    hand_start,
)
from bura_desktop.core.rules import PRESET_PLAYERS
from tests.core.strategies import choose, rules_strategy


def recorded_hands(rules: Rules, seed: int, hands: int):
    """Play a random session as the controller does, keeping for each finished hand what the
    statistics keep: its start, its deal seed, its actions (read from the events) and its end."""
    rng = random.Random(seed)
    game = Game(rules, seed=seed, dealer=None)
    for number in range(hands):
        if number:
            game.next_hand()
        start = hand_start(game)
        actions = []
        while not game.hand_over:
            move = choose(game, rng)
            events = game.apply(Action(move))
            actions.append(action_of(events))
            # What the events say was done is what was done (closed cards: face down or not).
            assert Action(move) in (actions[-1], actions[-1] & ~(1 << 36))
        yield HandScript(rules, start, game.hand_seed, tuple(actions)), game.outcome, game
        if game.session_over:
            return


SESSIONS = [
    (preset, players)
    for preset, (fewest, most) in PRESET_PLAYERS.items()
    for players in sorted({fewest, 3, most})
]


@pytest.mark.parametrize(("preset", "players"), SESSIONS)
def test_every_hand_of_a_long_session_replays_to_its_outcome(preset, players):
    rules = Rules.preset(preset, players=players)
    replayed, seed = 0, 1000 * players
    while replayed < 50:  # series and penalty sessions end early: as many as it takes
        for script, outcome, game in recorded_hands(rules, seed, 50):
            again = script.play()
            assert again.outcome == outcome
            assert again.game.session_over == game.session_over
            assert again.game.pot == game.pot and again.game._bank == game._bank
            replayed += 1
        seed += 1


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(rules=rules_strategy(), seed=st.integers(0, 2**32))
def test_hands_under_any_options_replay_to_their_outcome(rules, seed):
    """Blind bets, closed cards, Moscow answers, declarations of every kind."""
    for script, outcome, _ in recorded_hands(rules, seed, 8):
        assert script.play().outcome == outcome


def first_hand():
    rules = Rules.preset("classic")
    return next(recorded_hands(rules, 7, 1))


def test_the_replay_steps_show_each_action_by_its_seat():
    script, outcome, _ = first_hand()
    replayed = script.play()
    assert [s.action for s in replayed.steps] == list(script.actions)
    assert replayed.dealt.hand_no == 0 and not replayed.dealt.hand_over
    assert all(
        s.game.hand_over == (i == len(script.actions) - 1) for i, s in enumerate(replayed.steps)
    )


def test_an_edited_action_is_refused_naming_it():
    script, _, _ = first_hand()
    actions = list(script.actions)
    actions[1] = Action.parse("claim") if actions[1] != Action.parse("claim") else actions[0]
    # A claim with few points loses the hand at once: then the recorded actions run on.
    edited = HandScript(script.rules, script.start, script.seed, tuple(actions))
    with pytest.raises(ReplayError) as error:
        edited.play()
    assert error.value.step is not None and error.value.step >= 1


def test_a_hand_cut_short_is_refused():
    script, _, _ = first_hand()
    cut = HandScript(script.rules, script.start, script.seed, script.actions[:-1])
    with pytest.raises(ReplayError, match="not over"):
        cut.play()


def test_another_seed_deals_other_cards_and_the_actions_fail():
    script, _, _ = first_hand()
    other = HandScript(script.rules, script.start, script.seed + 1, script.actions)
    with pytest.raises(ReplayError):
        other.play()


def test_the_start_reads_back_and_bad_starts_are_refused():
    script, _, _ = first_hand()
    data = script.start.to_dict()
    assert HandStart.from_dict(data, 2) == script.start
    with pytest.raises(ValueError, match="bankrolls"):
        HandStart.from_dict({**data, "bankrolls": [20]}, 2)
    with pytest.raises(ValueError, match="dealer"):
        HandStart.from_dict({**data, "dealer": 2}, 2)
    with pytest.raises(ValueError):
        HandStart.from_dict({**data, "pot": "3"}, 2)


def test_a_carried_pot_and_the_last_hand_of_a_session_replay_exactly():
    """The standing matters: a hand after one nobody won has no antes and a bigger pot, and
    a session's last hand shares the pot out."""
    rules = Rules.preset("classic", session_hands=6)
    hands = list(recorded_hands(rules, 11, 6))
    for script, outcome, _ in hands:
        assert script.play().outcome == outcome
    last, _, game = hands[-1]
    assert game.session_over and last.start.hand_no == 5
    assert any(script.start.pot and not script.start.ante_due for script, _, _ in hands)


def test_the_replay_benchmark_records_hands_that_replay():
    from bura_desktop.bench.replay import scripts

    found = scripts(Rules.preset("kozel", players=3), 5, 1)
    assert len(found) == 5 and all(s.play().game.hand_over for s in found)
