"""Learn to play (issue #38): every lesson is a real game that plays to its end with the moves
it asks for, and every other move is explained and changes nothing."""

import pytest

from bura_desktop.app.lessons import COURSE, Explained, LessonRun
from bura_desktop.app.lessons.tutor import NOT_BEATING, NOT_BEATING_ONE, SHORT_CLAIM
from bura_desktop.core import Action
from bura_desktop.core.refusals import Refusal

TAUGHT = [lesson for lesson in COURSE if lesson.steps]


def walk(lesson, on_step=None):
    """Play ``lesson`` with the moves it expects; ``on_step(run, game)`` before each of them.
    Returns the run and the game at the lesson's end."""
    run = LessonRun(lesson)
    game = run.game()
    for _ in range(60):
        seat = game.to_act
        if run.over(seat):
            return run, game
        assert seat is not None
        view = game.view(seat)
        if seat == run.human:
            if on_step is not None:
                on_step(run, game)
            move = run.hint()
            assert run.check(game, move) is None
        else:
            scripted = run._teacher[0] if run._teacher else None
            move = run.choose(view)
            assert scripted is not None and move == Action.parse(scripted), (
                f"{lesson.key}: seat {seat} has no scripted move it may play here"
            )
        game.apply(move, seat=seat)
    raise AssertionError(f"{lesson.key} does not end")


@pytest.mark.parametrize("lesson", TAUGHT, ids=lambda lesson: lesson.key)
def test_a_lesson_plays_to_its_end_with_the_moves_it_asks_for(lesson):
    run, game = walk(lesson)
    assert run.done
    assert not run._teacher  # every move the lesson gives the other seats was played


@pytest.mark.parametrize("lesson", TAUGHT, ids=lambda lesson: lesson.key)
def test_every_other_move_is_explained_and_changes_nothing(lesson):
    explained = []

    def try_the_others(run, game):
        step = run.step
        before = game.state()
        for move in game.view(run.human).legal_actions():
            if move == run.hint():
                continue
            why = run.check(game, move)
            assert isinstance(why, Explained), (lesson.key, step, str(move))
            assert str(why).strip() and "%" not in str(why)
            assert game.state() == before and run.step == step
            explained.append(why)

    walk(lesson, try_the_others)
    assert explained


def test_a_play_that_does_not_beat_is_told_which_card_it_fails_to_beat():
    beat = next(lesson for lesson in COURSE if lesson.key == "beat")

    def check(run, game):
        if run.step == 0:  # 10♠ led; 9♠ is lower
            why = run.check(game, Action.parse("play 9♠"))
            assert why.says == NOT_BEATING_ONE
            assert str(why) == (
                "9♠ does not beat 10♠: only a higher card of its suit, or a trump, beats it."
            )

    walk(beat, check)
    lead = next(lesson for lesson in COURSE if lesson.key == "lead")

    def check_two(run, game):
        if run.step == 1:  # Q♣ 9♣ led: K♣ with J♠ covers only one of them
            why = run.check(game, Action.parse("play K♣ J♠"))
            assert why.says == NOT_BEATING

    walk(lead, check_two)


def test_a_claim_short_of_31_names_the_count_and_an_illegal_move_the_rules_reason():
    claim = next(lesson for lesson in COURSE if lesson.key == "claim")

    def check(run, game):
        if run.step == 1:
            why = run.check(game, Action.parse("claim"))
            assert why == Explained(SHORT_CLAIM, (25,))
            # Two suits at once: the rules' own reason, as in any game.
            assert run.check(game, "play 7♠ 8♦") == Refusal("lead_one_suit")

    walk(claim, check)


def test_the_course_ends_with_the_other_forms_to_try():
    assert [lesson.key for lesson in COURSE][-1] == "variants"
    assert {t.preset for t in COURSE[-1].tries} == {"kozel", "rules_sheet", "penalty"}
