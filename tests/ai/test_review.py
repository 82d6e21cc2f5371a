"""The Expert's review marks a planted blunder and leaves a right decision alone."""

from __future__ import annotations

import pickle

from bura_desktop.ai.review import THRESHOLD, Decision, _kind, review, summarize, tasks
from bura_desktop.core import Action, Game, Rules
from bura_desktop.core.replay import Replayed, Step
from tests.ai.recorded import PLAYED, recorded
from tests.core.stacking import stack

# Few worlds: the blunders planted here cost far more than the sampling noise of a few dozen.
WORLDS = 40


def stacked(hands: list[str], *script: str) -> Replayed:
    """A classic 2-player hand from a stacked pack (seat 1 leads), played as scripted."""
    rules = Rules.preset("classic", players=2)
    game = Game(rules, deck=stack(rules, hands, "6♠"), dealer=0)
    dealt, steps = game.clone(), []
    for text in script:
        seat = game.to_act
        assert seat is not None
        events = game.apply(text)
        steps.append(Step(seat, Action.parse(text), tuple(events), game.clone()))
    return Replayed(dealt, (), tuple(steps))


def at(decisions: list[Decision], position: int) -> Decision:
    return next(d for d in decisions if d.position == position)


def test_a_claim_left_with_44_points_is_marked_and_the_claim_made_is_not() -> None:
    position = len(PLAYED)
    missed = recorded(*PLAYED, "play 9♠")
    decision = at(review(missed, 0, seed=1, worlds=WORLDS), position)
    assert str(decision.played) == "play 9♠"
    assert decision.kind == "missed_claim" and decision.points == 44
    assert decision.utility_loss > THRESHOLD and decision.loss > 0

    claimed = recorded(*PLAYED, "claim")
    decisions = review(claimed, 0, seed=1, worlds=WORLDS)
    right = at(decisions, position)
    assert str(right.played) == "claim" and not right.marked and right.loss == 0
    summary = summarize(decisions, "chips")
    assert summary.decisions == len(decisions)
    assert summary.accurate == summary.decisions - summary.marked
    assert summary.loss == sum(d.loss for d in decisions)


# Seat 1 leads A♥; seat 0 holds no heart and no trump: the trick is lost whatever it plays,
# and the Expert throws the 8♣ (it keeps 7♦ and 10♣ of two suits).
THROWING = ["10♣ 7♦ 8♣", "A♥ 9♦ 7♥"]


def test_points_thrown_where_a_blank_would_do_are_marked_and_the_blank_is_not() -> None:
    wasteful = at(review(stacked(THROWING, "play A♥", "play 10♣"), 0, 2, WORLDS), 1)
    assert wasteful.kind == "dearer"
    assert str(wasteful.best) in {"play 7♦", "play 8♣"}
    thrifty = at(review(stacked(THROWING, "play A♥", "play 8♣"), 0, 2, WORLDS), 1)
    assert not thrifty.marked


def test_a_trick_given_away_that_could_be_taken_is_marked() -> None:
    # Seat 1 leads K♥ (4 points); seat 0 takes it with A♥ or gives it away with 7♦.
    hand = stacked(["A♥ 7♦ 8♣", "K♥ 9♦ 7♣"], "play K♥", "play 7♦")
    decision = at(review(hand, 0, 2, WORLDS), 1)
    assert decision.kind == "throw" and str(decision.best) == "play A♥"


def test_a_costly_answer_is_named_by_what_it_did_to_the_trick() -> None:
    # Seat 1 leads 7♥; seat 0 may take it with A♥ or 8♥, or give it away with 7♦.
    view = stacked(["A♥ 8♥ 7♦", "7♥ 9♦ 7♣"], "play 7♥").steps[0].game.view(0)

    def kind(played: str, best: str) -> str:
        return _kind(view, int(Action.parse(played)), int(Action.parse(best)))

    assert kind("play A♥", "play 8♥") == "overtake"  # the ace spent where the 8 would do
    assert kind("play 7♦", "play 8♥") == "throw"
    assert kind("play 8♥", "play 7♦") == "better"  # taken where giving it away was better


def test_a_review_is_the_same_for_the_same_seed_and_its_tasks_travel() -> None:
    hand = stacked(THROWING, "play A♥", "play 10♣")
    first = review(hand, 0, seed=3, worlds=10)
    assert first == review(hand, 0, seed=3, worlds=10)
    found = tasks(hand, 0, seed=3, worlds=10)
    # Only the seat's own decisions with a choice, each a task a process can be sent.
    assert [t.position for t in found] == [d.position for d in first] == [1]
    assert pickle.loads(pickle.dumps(found[0])).game.view(0) == found[0].game.view(0)


def test_the_pass_supplied_to_a_revision_2_hand_is_no_decision_to_review() -> None:
    """Revision 2 never asked the leader, so no claim was missed where revision 3 asks him."""
    from tests.core.revision_2 import revision_2_script

    script, _, asked = revision_2_script("bura")
    replayed = script.play()
    [supplied] = [i for i, s in enumerate(replayed.steps) if s.supplied]
    assert replayed.steps[supplied].seat == 0 and supplied == asked[0]
    positions = [task.position for task in tasks(replayed, 0)]
    assert positions and supplied not in positions
    # The same hand recorded under revision 3, the leader's pass his own: a decision.
    assert supplied in [task.position for task in tasks(script.in_current_revision().play(), 0)]
