"""A hand is a seed and a list of actions: dealt again and played again, it ends as it did."""

import dataclasses
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
    leader_unasked_in_revision_2,
)
from bura_desktop.core.rules import PRESET_PLAYERS
from tests.core.revision_2 import REVISION_2_HANDS, ending, revision_2_script
from tests.core.rule_sets import rules_strategy
from tests.core.strategies import choose


def recorded_hands(rules: Rules, seed: int, hands: int):
    """Play a random session as the controller does, keeping for each finished hand what the
    statistics keep: its start, its deal seed, its actions (read from the events) and its end."""
    rng = random.Random(seed)
    game = Game(rules, seed=seed, dealer=None)
    for number in range(hands):
        if number:
            game.next_hand()
        start = hand_start(game)
        actions: list[Action] = []
        while not game.hand_over:
            move = choose(game, rng)
            events = game.apply(Action(move))
            action = action_of(events)
            assert action is not None  # an action's events, not a deal's
            actions.append(action)
            # What the events say was done is what was done (closed cards: face down or not).
            assert Action(move) in (actions[-1], actions[-1] & ~(1 << 36))
        assert game.hand_seed is not None  # dealt from the session's seed, not stacked
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
            assert again.game.pot == game.pot
            assert again.game.state().bankrolls == game.state().bankrolls
            replayed += 1
        seed += 1


@settings(max_examples=60, suppress_health_check=[HealthCheck.too_slow])
@given(rules=rules_strategy(), seed=st.integers(0, 2**32))
def test_hands_under_any_options_replay_to_their_outcome(rules, seed):
    """Blind bets, closed cards, Moscow answers, declarations of every kind."""
    for script, outcome, _ in recorded_hands(rules, seed, 8):
        assert script.play().outcome == outcome


A_PASS, A_CLAIM = Action.parse("pass"), Action.parse("claim")


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


# ------------------------------------------------------------------ rules revision 2


@pytest.mark.parametrize("name", list(REVISION_2_HANDS))
def test_a_hand_recorded_under_revision_2_replays_as_it_was_played(name):
    script, outcome, asked = revision_2_script(name)
    replayed = script.play()
    assert ending(replayed.outcome) == outcome
    # The recorded actions in order, each by the seat that took it, and before each position
    # revision 3 added, the leader's pass, supplied.
    recorded = [s for s in replayed.steps if not s.supplied]
    assert [s.action for s in recorded] == list(script.actions)
    supplied = [i for i, s in enumerate(replayed.steps) if s.supplied]
    assert supplied == [i + n for n, i in enumerate(asked)]
    for i in supplied:
        before = replayed.steps[i - 1].game
        step = replayed.steps[i]
        assert step.seat == before.leader and str(step.action) == "pass"
        assert replayed.steps[i + 1].seat != before.leader  # then the holder, as recorded


@pytest.mark.parametrize("name", list(REVISION_2_HANDS))
def test_the_same_actions_read_as_revision_3_do_not_replay(name):
    script, _, _ = revision_2_script(name, revision=3)
    with pytest.raises(ReplayError):
        script.play()


def test_a_revision_3_hand_with_the_leaders_pass_or_claim_replays_as_today():
    script, outcome, asked = revision_2_script("bura")
    actions = list(script.actions)
    # The leader's pass, recorded: the same hand, the same steps as revision 2's replay.
    passed = HandScript(
        script.rules, script.start, script.seed, (*actions[:10], A_PASS, *actions[10:])
    )
    assert passed.revision == 3 and ending(passed.play().outcome) == outcome
    assert [s.game.state() for s in passed.play().steps] == [
        s.game.state() for s in script.play().steps
    ]
    assert passed == script.in_current_revision()
    # The leader's claim, which revision 3 lets him make first: 13 points, a wrong claim.
    claimed = HandScript(script.rules, script.start, script.seed, (*actions[:10], A_CLAIM))
    replayed = claimed.play()
    assert replayed.outcome.how == "false_claim" and replayed.outcome.claimer == 0
    assert not any(s.supplied for s in replayed.steps)
    # Read as revision 2, which never asked the leader there, the claim is the holder's:
    # another hand (the history holds a replay to its recorded outcome).
    assert dataclasses.replace(claimed, revision=2).play().outcome.claimer == 1


def test_an_unknown_revision_is_refused_saying_so():
    script, _, _ = revision_2_script("bura")
    for revision in (1, 4, "3", True):
        with pytest.raises(ReplayError, match="revision"):
            # Not a revision, on purpose: a string and a bool among them.
            dataclasses.replace(script, revision=revision).play()  # type: ignore[arg-type]


def test_without_claims_revision_2_and_3_ask_alike():
    """Under revision 3 the leader is asked first only to claim: no claims, nothing supplied."""
    rules = Rules.preset("penalty")
    for script, outcome, _ in recorded_hands(rules, 5, 12):
        older = dataclasses.replace(script, revision=2).play()
        assert older.outcome == outcome and not any(s.supplied for s in older.steps)


def recorded_as_revision_2(rules: Rules, seed: int, hands: int):
    """Random hands in which the leader asked first always passes, as each revision records
    them: revision 3's actions, and revision 2's (the same without those passes)."""
    rng = random.Random(seed)
    game = Game(rules, seed=seed, dealer=None)
    for number in range(hands):
        if number:
            game.next_hand()
        start = hand_start(game)
        actions: list[Action] = []
        unasked: list[int] = []
        while not game.hand_over:
            if leader_unasked_in_revision_2(game):
                unasked.append(len(actions))
                move = A_PASS
            else:
                move = Action(choose(game, rng))
            action = action_of(game.apply(move))
            assert action is not None  # an action's events, not a deal's
            actions.append(action)
        assert game.hand_seed is not None  # dealt from the session's seed, not stacked
        now = HandScript(rules, start, game.hand_seed, tuple(actions))
        older = [a for i, a in enumerate(actions) if i not in unasked]
        yield now, HandScript(rules, start, game.hand_seed, tuple(older), 2), unasked
        if game.session_over:
            return


@settings(max_examples=40, suppress_health_check=[HealthCheck.too_slow])
@given(rules=rules_strategy(), seed=st.integers(0, 2**32))
def test_a_revision_2_hand_replays_step_for_step_as_revision_3_with_the_leaders_passes(rules, seed):
    for now, older, unasked in recorded_as_revision_2(rules, seed, 8):
        replayed, again = now.play(), older.play()
        assert again.outcome == replayed.outcome
        assert [(s.seat, s.action) for s in again.steps] == [
            (s.seat, s.action) for s in replayed.steps
        ]
        assert [i for i, s in enumerate(again.steps) if s.supplied] == unasked
        assert older.in_current_revision() == now
        if not rules.claims:
            assert not unasked


def test_a_hand_begun_under_revision_2_goes_on_under_revision_3():
    """A hand saved by a revision-2 version is resumed by this one: its actions so far, with
    the leader's passes written in, are how this revision goes on from the save."""
    rules = Rules.preset("classic")
    resumed = 0
    for now, older, unasked in recorded_as_revision_2(rules, 2, 30):
        recorded = [i for i in range(len(now.actions)) if i not in unasked]
        for cut in range(len(older.actions) + 1):
            begun = dataclasses.replace(older, actions=older.actions[:cut])
            # Revision 3's actions up to the next one recorded: the leader's pass before it
            # included, as the save stands where revision 2 asked the holder.
            upto = recorded[cut] if cut < len(recorded) else len(now.actions)
            assert begun.in_current_revision().actions == now.actions[:upto]
            resumed += upto > 0 and upto - 1 in unasked
    assert resumed >= 3
