"""The controller in its worker thread: batches, prompts, reasons, and stopping on time."""

import dataclasses
import threading
import time

from PySide6.QtCore import QThread

from bura_desktop.app import TableSetup
from bura_desktop.app import controller as controller_module
from bura_desktop.app.players import make_computer_player
from bura_desktop.app.reasons import WAIT_FOR_TURN, ComputerMistake
from bura_desktop.core import Action, Game
from bura_desktop.core.events import DealerCut, HandOver
from bura_desktop.core.projection import SeenDeal
from bura_desktop.core.refusals import Refusal
from tests.app.driver import drive


def test_opening_batch_then_prompt_for_the_human(qtbot, worker_):
    worker = worker_(TableSetup.against_computers(seed=7))
    with qtbot.waitSignal(worker.events_ready) as batch:
        worker.start()
    generation, events, view = batch.args
    # A new session cuts for the first dealer, then deals.
    assert isinstance(events[0], DealerCut) and isinstance(events[1], SeenDeal)
    assert events[1].dealer == events[0].dealer
    assert view.seat == 0 and len(view.hand) == 3
    if view.to_act == 0:
        with qtbot.waitSignal(worker.prompt) as prompt:
            worker.ready()
        assert prompt.args[0] == generation
        assert prompt.args[1].legal_actions()


def play_human_hand(qtbot, worker, batch):
    """Answer every prompt with the first legal play until the hand is over."""
    _generation, events, view = batch
    while not any(isinstance(e, HandOver) for e in events):
        if view.to_act == 0:
            with qtbot.waitSignal(worker.prompt) as prompt:
                worker.ready()
            legal = prompt.args[1].legal_actions()
            with qtbot.waitSignal(worker.events_ready, timeout=3000) as next_batch:
                worker.act(next(a for a in legal if a.kind != "claim"))
        else:
            with qtbot.waitSignal(worker.events_ready, timeout=3000) as next_batch:
                worker.ready()
        _generation, events, view = next_batch.args
    return events


def test_a_whole_hand_against_the_computer_ends_with_hand_over(qtbot, worker_):
    worker = worker_(TableSetup.against_computers(seed=11))
    with qtbot.waitSignal(worker.events_ready) as batch:
        worker.start()
    events = play_human_hand(qtbot, worker, batch.args)
    assert isinstance(events[-1], HandOver) or isinstance(events[-2], HandOver)


def test_the_next_hand_is_a_new_generation(qtbot, worker_):
    worker = worker_(TableSetup.against_computers(seed=11))
    with qtbot.waitSignal(worker.events_ready) as batch:
        worker.start()
    play_human_hand(qtbot, worker, batch.args)
    with qtbot.waitSignal(worker.events_ready) as dealt:
        worker.next_hand()
    assert dealt.args[0] > batch.args[0]
    assert any(isinstance(e, SeenDeal) for e in dealt.args[1])


def test_an_illegal_selection_is_explained_with_the_rules_reason(qtbot, worker_):
    # The computer deals, so the human leads; this seed gives the human two suits.
    worker = worker_(TableSetup.against_computers(seed=0, dealer=1))
    with qtbot.waitSignal(worker.events_ready) as batch:
        worker.start()
    generation, _events, view = batch.args
    assert view.to_act == 0 and view.phase == "play"
    hand = view.hand
    mixed = next((a, b) for a in hand for b in hand if a.suit != b.suit)
    with qtbot.waitSignal(worker.selection_checked) as checked:
        worker.check_selection(mixed)
    # A value, not words: the window says it in the player's language.
    assert checked.args == [generation, mixed, Refusal("lead_one_suit")]
    with qtbot.waitSignal(worker.selection_checked) as checked:
        worker.check_selection(hand[:1])
    assert checked.args[2] is None


def test_a_move_out_of_turn_is_refused_and_a_stale_one_ignored(qtbot, worker_):
    worker = worker_(TableSetup.against_computers(seed=0, dealer=1))
    with qtbot.waitSignal(worker.events_ready) as batch:
        worker.start()
    generation, _events, view = batch.args
    play = view.legal_actions()[0]
    # The table has not shown the deal yet (no ready()): not the human's turn.
    with qtbot.waitSignal(worker.refused) as refused:
        worker.act(play)
    assert refused.args == [generation, WAIT_FOR_TURN]
    with qtbot.waitSignal(worker.prompt):
        worker.ready()
    # A move of an earlier generation is of a game that is gone: nothing happens.
    with (
        qtbot.assertNotEmitted(worker.events_ready, wait=300),
        qtbot.assertNotEmitted(worker.refused, wait=300),
    ):
        worker._move.emit(generation - 1, 0, play)
    # Nor does a move for the computer's seat play it: no person plays that seat.
    with (
        qtbot.assertNotEmitted(worker.events_ready, wait=300),
        qtbot.assertNotEmitted(worker.refused, wait=300),
    ):
        worker.act(play, seat=1)
    with qtbot.waitSignal(worker.events_ready):
        worker.act(play)


def test_a_computers_illegal_move_is_told_and_replaced_by_a_legal_one(qtbot, worker_):
    class Cheat:
        def choose(self, view):
            return Action.parse("pass")  # nothing to pass on at a lead

    worker = worker_(TableSetup.against_computers(seed=0, dealer=0), lambda level, seed: Cheat())
    with qtbot.waitSignal(worker.events_ready) as batch:
        worker.start()
    assert batch.args[2].to_act == 1  # the human deals: the computer leads
    with (
        qtbot.waitSignal(worker.refused, timeout=5000) as refused,
        qtbot.waitSignal(worker.events_ready, timeout=5000) as played,
    ):
        worker.ready()
    assert isinstance(refused.args[1], ComputerMistake) and refused.args[1].seat == 1
    assert refused.args[1].reason == Refusal("nothing_to_pass", 1)
    assert played.args[0] == batch.args[0]


def test_the_game_is_built_in_the_worker_thread(qtbot, worker_, monkeypatch):
    built = []

    def note(what):
        built.append((what, threading.current_thread(), QThread.currentThread().objectName()))

    class Recorded:
        """Game, noting the thread each game is dealt or read in."""

        def __new__(cls, *args, **options):
            note("deal")
            return Game(*args, **options)

        @staticmethod
        def from_json(text):
            note("read")
            return Game.from_json(text)

    def factory(level, seed):
        note("player")
        return make_computer_player("random", seed)

    monkeypatch.setattr(controller_module, "Game", Recorded)
    new = TableSetup.against_computers(seed=7)
    resumed = dataclasses.replace(new, resume=Game(new.rules, seed=3).to_json())
    for setup, shown in ((new, "events_ready"), (resumed, "resumed")):
        worker = worker_(setup, factory)
        assert built == []  # nothing is built with the controller, in this thread
        with qtbot.waitSignal(getattr(worker, shown)):
            worker.start()
        assert {what for what, _, _ in built} == {"read" if setup.resume else "deal", "player"}
        assert all(thread is not threading.main_thread() for _, thread, _ in built)
        assert {name for _, _, name in built} == {"bura-controller"}
        built.clear()


def test_a_save_that_does_not_read_back_stops_the_game_and_is_set_aside(qtbot, worker_, tmp_path):
    from bura_desktop.app.keeper import SessionKeeper
    from bura_desktop.storage.paths import Profile

    profile = Profile.in_directory(tmp_path)
    profile.savegame_file.parent.mkdir(parents=True, exist_ok=True)
    profile.savegame_file.write_text("{}")  # the file the broken game was read from
    setup = dataclasses.replace(TableSetup.against_computers(seed=7), resume='{"format": 1')
    worker = worker_(setup, keeper=SessionKeeper(profile))
    with (
        qtbot.waitSignal(worker.game_started) as started,
        qtbot.waitSignal(worker.failed, timeout=5000) as failed,
    ):
        worker.start()
    generation, notice = failed.args
    assert generation == started.args[0]
    assert notice.code == "game_failed_kept"
    assert not profile.savegame_file.exists()
    assert (profile.data_dir / notice.params["name"]).read_text() == "{}"
    # Nothing else is asked of the game that never was.
    with qtbot.assertNotEmitted(worker.events_ready, wait=200):
        worker.ready()
        worker.check_selection([])
        worker.hint()
        worker.next_hand()
    with qtbot.waitSignal(worker.events_ready) as batch:
        worker.new_game(TableSetup.against_computers(seed=8))
    assert batch.args[0] > generation
    assert isinstance(batch.args[1][0], DealerCut)


def test_stopping_while_the_computer_thinks_ends_the_worker_at_once(qtbot):
    release = threading.Event()

    class SlowPlayer:
        def choose(self, view):
            release.wait(10)
            return Action(view.legal_actions()[0])

    setup = TableSetup.against_computers(seed=5, autoplay=True)
    worker = drive(setup, lambda level, seed: SlowPlayer())
    with qtbot.waitSignal(worker.events_ready):
        worker.start()
    with qtbot.waitSignal(worker.thinking):
        worker.ready()
    began = time.monotonic()
    assert worker.shutdown()
    assert time.monotonic() - began < 1.0
    release.set()


def test_a_failure_in_the_rules_stops_the_game_keeps_its_save_and_a_new_game_starts(
    qtbot, worker_, tmp_path, monkeypatch
):
    from bura_desktop.app.keeper import SessionKeeper
    from bura_desktop.storage.paths import Profile

    profile = Profile.in_directory(tmp_path)
    setup = TableSetup.against_computers(seed=7)
    worker = worker_(setup, keeper=SessionKeeper(profile))
    controller = worker.controller
    with qtbot.waitSignal(worker.events_ready):
        worker.start()
    qtbot.waitUntil(profile.savegame_file.exists)  # saved after the deal

    def broken(self, action, seat=None):
        raise RuntimeError("a bug in the rules")

    monkeypatch.setattr(Game, "apply", broken)
    with qtbot.waitSignal(worker.failed, timeout=5000) as failed:
        if controller.game.to_act == 0:
            worker.ready()
            worker.act(controller.game.legal_actions()[0])
        else:
            worker.ready()  # the computer's move fails
    notice = failed.args[1]
    assert notice.code == "game_failed_kept"
    assert not profile.savegame_file.exists()
    assert (profile.data_dir / notice.params["name"]).exists()
    monkeypatch.undo()
    with qtbot.waitSignal(worker.events_ready) as batch:
        worker.new_game(TableSetup.against_computers(seed=8))
    assert isinstance(batch.args[1][0], DealerCut)
    assert worker.shutdown()
    # The stopped game was not saved again at quit; the new one was.
    assert profile.savegame_file.exists()


def test_a_computer_player_that_fails_stops_the_game_with_a_message(qtbot, worker_):
    class Broken:
        def choose(self, view):
            raise RuntimeError("a bug in a computer player")

    worker = worker_(TableSetup.against_computers(seed=0, dealer=0), lambda level, seed: Broken())
    with qtbot.waitSignal(worker.events_ready) as batch:
        worker.start()
    assert batch.args[2].to_act == 1  # the human deals: the computer leads
    with qtbot.waitSignal(worker.failed, timeout=5000) as failed:
        worker.ready()
    assert failed.args[1].code == "game_failed"


def test_a_computer_whose_time_ran_out_is_said_to_have_played_the_best_move_found(qtbot, worker_):
    class Hurried:
        """Plays the first legal action, and says a time cap cut its search short."""

        cut_short = True

        def choose(self, view):
            return view.legal_actions()[0]

    setup = TableSetup.against_computers(seed=7, autoplay=True)
    worker = worker_(setup, lambda level, seed: Hurried())
    with qtbot.waitSignal(worker.events_ready):
        worker.start()
    with (
        qtbot.waitSignal(worker.thinking) as thinking,
        qtbot.waitSignal(worker.notice, timeout=5000) as told,
    ):
        worker.ready()
    (notice,) = told.args
    assert notice.code == "search_cut_short"
    assert notice.params["name"] == setup.seats[thinking.args[1]].name
