"""The coach speaks before a move the review would mark, only where its judgment is sure, and
keeps quiet before the best move and a fine one."""

from __future__ import annotations

import time

import pytest

from bura_desktop.ai.advice import advise
from bura_desktop.ai.coach import judge, weigh
from bura_desktop.ai.effects import speaks_for
from bura_desktop.ai.review import THRESHOLD
from bura_desktop.ai.search import LEAD_Z
from bura_desktop.core import Action
from tests.ai.recorded import PLAYED, recorded
from tests.ai.test_review import THROWING, stacked

# Few worlds: the blunders here cost several times the noise of a couple of hundred worlds.
WORLDS = 200

# Seat 1 has led A♥; seat 0 (10♣ 7♦ 8♣) holds no heart and no trump: whatever it plays, the
# trick is lost.
VIEW = stacked(THROWING, "play A♥").steps[0].game.view(0)


def test_throwing_a_ten_where_a_blank_would_do_is_spoken_of_with_its_points() -> None:
    ten = Action.parse("play 10♣")
    caution = judge(VIEW, ten, seed=0, worlds=WORLDS)
    assert caution is not None and caution.action == ten
    assert caution.better in {Action.parse("play 7♦"), Action.parse("play 8♣")}
    assert caution.utility_cost > THRESHOLD and caution.utility_cost >= LEAD_Z * caution.error
    assert caution.unit == "chips" and caution.cost > 0
    points = next(r for r in caution.reasons if r.kind == "points")
    assert speaks_for(points) and points.other == pytest.approx(10) and points.better == 0
    assert judge(VIEW, ten, seed=0, worlds=WORLDS) == caution  # the position decides


def test_a_claim_with_no_trick_taken_is_spoken_of() -> None:
    caution = judge(VIEW, Action.parse("claim"), seed=0, worlds=WORLDS)
    assert caution is not None and caution.better.kind == "play"
    assert all(speaks_for(r) for r in caution.reasons)


def test_the_hints_move_and_a_fine_one_pass_in_silence() -> None:
    hinted = advise(VIEW, seed=0, worlds=WORLDS).action
    assert judge(VIEW, hinted, seed=0, worlds=WORLDS) is None
    # The other blank: hardly worse than the hint's, within the judgment's noise.
    other = next(a for a in (Action.parse("play 7♦"), Action.parse("play 8♣")) if a != hinted)
    judgment = weigh(VIEW, other, seed=0, worlds=WORLDS)
    assert judgment is not None and judgment.best == hinted
    assert judgment.caution is None and judgment.lead < LEAD_Z * judgment.error + THRESHOLD


def test_the_obvious_claim_is_not_weighed_and_leaving_it_is_spoken_of() -> None:
    # Seat 0's pile holds 44: the claim wins the hand at once.
    view = recorded(*PLAYED).steps[len(PLAYED) - 1].game.view(0)
    claim = Action.parse("claim")
    began = time.perf_counter()
    assert weigh(view, claim, worlds=100_000) is None  # no search: it would take minutes
    assert time.perf_counter() - began < 1
    play = next(a for a in view.legal_actions() if a.kind == "play")
    caution = judge(view, play, worlds=WORLDS)
    assert caution is not None and caution.better == claim
