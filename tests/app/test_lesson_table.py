"""A lesson in the controller's worker (issue #38): its stacked deal, its step before each of
the human's turns, a wrong move explained and asked again, the hint its own move."""

from bura_desktop.app import TableSetup
from bura_desktop.app.lessons import Explained
from bura_desktop.core import Action


def test_a_lesson_is_played_step_by_step_and_a_wrong_move_changes_nothing(qtbot, worker_):
    worker = worker_(TableSetup.for_lesson("beat"))
    with qtbot.waitSignal(worker.events_ready) as batch:
        worker.start()
    _generation, _events, view = batch.args
    assert {str(c) for c in view.hand} == {"A♠", "9♠", "6♦"}  # the lesson's stacked deal
    # The teacher leads 10♠ as the lesson says; then the human is asked, at step 0.
    with qtbot.waitSignal(worker.events_ready) as led:
        worker.ready()
    assert [str(c) for c in led.args[2].trick[0].cards] == ["10♠"]
    said = []
    for name in ("lesson_step", "prompt", "refused"):
        getattr(worker, name).connect(lambda *args, name=name: said.append((name, args[1])))
    with qtbot.waitSignal(worker.prompt):
        worker.ready()
    assert [name for name, _ in said] == ["lesson_step", "prompt"] and said[0][1] == 0
    said.clear()
    # 9♠ does not beat 10♠: asked again and told why, the trick as it was.
    with qtbot.waitSignal(worker.refused):
        worker.act("play 9♠")
    (asked, again), (told, why) = said
    assert (asked, told) == ("prompt", "refused")
    assert [str(c) for c in again.trick[0].cards] == ["10♠"] and len(again.hand) == 3
    assert isinstance(why, Explained) and "does not beat" in str(why)
    # The hint is the lesson's own move, at once.
    with qtbot.waitSignal(worker.hint_found) as hint:
        worker.hint()
    assert hint.args[1].action == Action.parse("play A♠")
    with qtbot.waitSignal(worker.events_ready) as taken:
        worker.act("play A♠")
    assert any(type(e).__name__ == "SeenTrickWon" for e in taken.args[1])
    with qtbot.waitSignal(worker.lesson_step) as second:
        worker.ready()
    assert second.args[1] == 1


def test_a_lesson_that_ends_the_hand_ends_with_its_summary(qtbot, worker_):
    worker = worker_(TableSetup.for_lesson("pot"))
    with qtbot.waitSignal(worker.events_ready):
        worker.start()
    with qtbot.waitSignal(worker.lesson_step) as asked:
        worker.ready()
    assert asked.args[1] == 0
    with qtbot.waitSignal(worker.events_ready) as over:
        worker.act("declare bura")
    assert over.args[2].hand_over and over.args[2].outcome.winners == (0,)
    with qtbot.waitSignal(worker.lesson_step) as summary:
        worker.ready()
    assert summary.args[1] == 1  # past the lesson's one step: its summary
