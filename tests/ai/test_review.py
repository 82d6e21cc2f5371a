"""The Expert's review marks a planted blunder, leaves a right decision alone, and says why in
the search's own numbers."""

from __future__ import annotations

import pickle

import pytest

from bura_desktop.ai import Level
from bura_desktop.ai.effects import Effects, Reason, ReasonKind, reasons, speaks_for
from bura_desktop.ai.review import (
    FINE,
    THRESHOLD,
    Decision,
    _kind,
    effects_of,
    review,
    review_decision,
    summarize,
    tasks,
)
from bura_desktop.bench.review import recorded_hand
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
    assert summary.accurate == summary.decisions - summary.marked - summary.slight
    costly = [d.loss for d in decisions if d.verdict in ("slight", "mistake")]
    assert summary.loss == sum(costly)


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


def reason(decision: Decision, kind: ReasonKind) -> Reason:
    return next(r for r in decision.reasons if r.kind == kind)


def test_a_counter_thrown_where_a_blank_would_do_is_a_mistake_for_the_points_handed() -> None:
    decision = at(review(stacked(THROWING, "play A♥", "play 10♣"), 0, 2, WORLDS), 1)
    assert decision.verdict == "mistake" and decision.kind == "dearer"
    handed = reason(decision, "points")
    assert handed.other == pytest.approx(10) and handed.better == pytest.approx(0)


def test_a_missed_claim_is_a_mistake_for_the_claim_it_did_not_make() -> None:
    decision = at(review(recorded(*PLAYED, "play 9♠"), 0, 1, WORLDS), len(PLAYED))
    assert decision.verdict == "mistake" and str(decision.best) == "claim"
    claimed = reason(decision, "claim")
    assert claimed.better == pytest.approx(1) and claimed.other < 1


def test_a_claim_at_11_is_a_mistake_that_no_deal_makes_good() -> None:
    # Seat 0 takes the 7♥ with the A♥ (11 points) and claims.
    hand = stacked(["A♥ 7♦ 8♣", "7♥ 9♦ 7♣"], "play 7♥", "play A♥", "claim")
    decision = at(review(hand, 0, 2, WORLDS), 2)
    assert decision.points == 11 and decision.kind == "wrong_claim"
    claimed = reason(decision, "claim")
    assert claimed.other == 0 < claimed.better  # a false claim is never a claim won


def test_a_trump_spent_on_a_blank_lead_is_a_mistake_for_the_bura_it_gives_up() -> None:
    # Trumps are spades. Seat 1 leads the 6♦; seat 0 holds two trumps and a blank club.
    hand = stacked(["7♠ 8♠ 7♣", "6♦ 9♦ 8♥"], "play 6♦", "play 8♠")
    decision = at(review(hand, 0, 3, 100), 1)
    assert decision.verdict == "mistake" and str(decision.best) == "play 7♣"
    bura = reason(decision, "bura")
    assert bura.better > bura.other + 0.1


def test_a_cost_within_the_noise_is_fine_and_the_summary_does_not_count_it() -> None:
    base = Decision(0, Action.parse("play 8♣"), (), (), Action.parse("play 7♦"), 0.02, FINE, None)
    slight = Decision(1, Action.parse("play 8♣"), (), (), Action.parse("play 7♦"), 0.1, 0.02, None)
    assert base.verdict == "fine" and slight.verdict == "slight"
    summary = summarize([base, base], "chips")
    assert summary.accuracy == 1 and summary.loss == 0  # all fine: no loss named
    summary = summarize([base, slight], "chips")
    assert (summary.accurate, summary.slight, summary.marked) == (1, 1, 0)
    assert summary.loss == pytest.approx(0.1)


@pytest.mark.parametrize("players", [2, 4])
def test_every_reason_is_a_quantity_the_search_measured_with_its_sign(players: int) -> None:
    """Over 150 decisions of hands played by beginners (who err often): a verdict below the
    mark gives no reason, every other does, and each reason is the search's measurement on
    the review's own worlds, favouring the better move as its words say."""
    rules = Rules.preset("classic", players=players)
    worlds = 12
    checked = explained = 0
    seed = 0
    while checked < 150:
        seed += 1
        hand = recorded_hand(rules, seed, (BEGINNER,) * players)
        for seat in range(players):
            for task in tasks(hand, seat, seed, worlds):
                decision = review_decision(task)
                checked += 1
                if decision.verdict in ("best", "fine"):
                    assert not decision.reasons
                    continue
                view = task.game.view(seat)
                pair = [int(decision.best), int(decision.played)]
                better, other = effects_of(view, pair, task.seed, worlds)
                for found in decision.reasons:
                    assert speaks_for(found)
                    assert found.better == _measured(better, found.kind)
                    assert found.other == _measured(other, found.kind)
                explained += bool(decision.reasons)
    assert explained >= 15  # the beginners' errors are explained, not left bare


BEGINNER: Level = "beginner"


def _measured(effects: Effects, kind: ReasonKind) -> float:
    # An opponent is the one rival of a 2-player hand: the same quantity.
    return float(getattr(effects, "rival_claim" if kind == "opponent_claim" else kind))


def test_a_rivals_claim_is_the_opponents_where_there_is_one_rival() -> None:
    better = Effects(0.5, 0.0, 0.0, 0.0, 0.0, 0.1)
    other = Effects(0.4, 0.0, 0.0, 0.0, 0.0, 0.3)
    assert [r.kind for r in reasons(better, other, True, 2)] == ["opponent_claim"]
    assert [r.kind for r in reasons(better, other, True, 3)] == ["rival_claim"]
