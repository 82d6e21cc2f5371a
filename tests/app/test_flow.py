"""The window's game flow, driven without a window: what the table waits for at each stage."""

import dataclasses

from bura_desktop.app import TableSetup
from bura_desktop.app.flow import Stage, TableFlow
from bura_desktop.core import Action, Game, Rules, project
from bura_desktop.core.events import SessionOver

SETUP = TableSetup.against_computers(seed=3, dealer=1)


def started(flow=None, generation=1):
    flow = flow or TableFlow(SETUP)
    assert flow.started(generation, dataclasses.replace(flow.setup, session_id="s"))
    return flow


def asked(flow):
    flow.asked([Action.parse("claim"), Action.parse("pass")])
    return flow


def test_a_game_starts_when_the_controller_says_so_and_names_the_session():
    flow = TableFlow(SETUP)
    assert flow.stage is Stage.STARTING and not flow.current(1)
    started(flow, generation=4)
    # started() moved the stage on; mypy keeps the STARTING asserted above.
    assert flow.stage is Stage.PLAYING and flow.setup.session_id == "s"  # type: ignore[comparison-overlap]
    assert flow.current(4) and flow.current(5)  # its next hand
    assert not flow.current(3) and flow.generation == 5


def test_only_the_last_new_game_asked_for_counts():
    flow = started()
    flow.begin(SETUP)
    flow.begin(SETUP)
    assert flow.stage is Stage.STARTING and not flow.current(1)
    assert not flow.started(2, SETUP)  # the first of the two: already replaced
    assert flow.started(3, SETUP) and flow.current(3) and not flow.current(2)


def test_a_move_is_sent_once_for_the_game_it_was_asked_in():
    flow = asked(started(generation=7))
    assert flow.stage is Stage.ASKED and len(flow.legal) == 2
    assert flow.acted() == 7
    assert flow.acted() is None  # a second click sends nothing
    # acted() moved the stage on; mypy keeps the ASKED asserted above.
    assert flow.stage is Stage.PLAYING and not flow.legal  # type: ignore[comparison-overlap]


def test_events_on_the_table_end_the_question():
    flow = asked(started())
    game = Game(Rules(), seed=1)
    flow.shown(project(game.opening_events, 0))
    assert flow.stage is Stage.PLAYING and not flow.legal


def test_the_next_hand_is_dealt_once_the_hand_is_over_and_only_then():
    flow = started()
    assert not flow.next_hand() and flow.hand_in_progress()
    flow.hand_finished()
    assert flow.stage is Stage.HAND_OVER and not flow.hand_in_progress()
    # next_hand() moved the stage on; mypy keeps the HAND_OVER asserted above.
    assert flow.next_hand() and flow.stage is Stage.PLAYING  # type: ignore[comparison-overlap]
    assert not flow.next_hand()


def test_the_sessions_end_leaves_only_a_new_game():
    flow = started()
    flow.shown([SessionOver((0,))])
    assert flow.session_over and not flow.hand_in_progress()  # its end is on its way
    flow.hand_finished()
    assert flow.stage is Stage.SESSION_OVER and not flow.next_hand()
    flow.begin(flow.fresh_setup())
    # begin() moved the stage on; mypy keeps the SESSION_OVER asserted above.
    assert not flow.session_over and flow.stage is Stage.STARTING  # type: ignore[comparison-overlap]


def test_a_game_that_stopped_leaves_only_a_new_game():
    flow = asked(started())
    flow.failed()
    assert flow.stage is Stage.SESSION_OVER and not flow.legal and flow.acted() is None


def test_a_new_game_cuts_for_its_dealer_with_the_rules_chosen_for_it():
    flow = started()
    chosen = TableSetup.against_computers(players=4, seed=9, dealer=2)
    flow.next_setup = chosen
    fresh = flow.fresh_setup()
    assert len(fresh.seats) == 4
    assert fresh.dealer is None and fresh.seed is None and fresh.session_id == ""
    assert flow.next_setup is None
    again = flow.fresh_setup(deal_seed=12, dealer=1)  # "Replay this deal"
    assert again.deal_seed == 12 and again.dealer == 1


def test_a_practice_hand_goes_back_to_the_game_it_left():
    flow = started()
    practice = dataclasses.replace(SETUP, practice=True, resume="{}")
    flow.practise(practice, keeps_games=True)
    assert flow.before_practice is not None and flow.before_practice.session_id == "s"
    started(flow, generation=2)
    flow.hand_finished()
    assert flow.stage is Stage.SESSION_OVER and flow.going_back  # one hand, then back
    back = flow.fresh_setup()
    assert not back.practice and back.session_id == "" and flow.before_practice is None


def test_a_practice_hand_after_the_session_ended_does_not_go_back():
    flow = started()
    flow.shown([SessionOver((0,))])
    flow.hand_finished()
    flow.practise(dataclasses.replace(SETUP, practice=True), keeps_games=True)
    started(flow, generation=2)
    flow.hand_finished()
    assert flow.session_over and not flow.going_back
