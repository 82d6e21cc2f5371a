"""The coach at the controller: the human's costly move is held back and said, the same move
sent again is played, the best move is played at once; off by default, and never a remote
seat's move."""

from __future__ import annotations

import dataclasses
import threading

from PySide6.QtCore import QObject, Signal

from bura_desktop.ai.coach import judge
from bura_desktop.app import TableSetup
from bura_desktop.app.hint import HINT_LEVEL
from bura_desktop.app.players import make_computer_player
from bura_desktop.core import Action, Game, Rules
from bura_desktop.core.events import HandOver
from tests.app.driver import drive
from tests.core.stacking import stack

# Few worlds: the move spoken of here costs several times the noise of a couple of hundred.
WORLDS = 200
TEN, BLANK = Action.parse("play 10♣"), Action.parse("play 7♦")


class Coaching:
    """The hint level's player with the coach's real judgment, on fewer worlds; notes the
    seats whose moves it judged."""

    def __init__(self) -> None:
        self.seats: list[int] = []
        self.lock = threading.Lock()

    def choose(self, view):
        return view.legal_actions()[0]

    def judge(self, view, action):
        with self.lock:
            self.seats.append(view.seat)
        return judge(view, action, worlds=WORLDS)


def coached_factory(coach: Coaching, level: str = "random"):
    return lambda name, seed: coach if name == HINT_LEVEL else make_computer_player(level, seed)


def throwing_setup() -> TableSetup:
    """The human (seat 0: 10♣ 7♦ 8♣, no heart, no trump) answers the A♥ seat 1 led."""
    rules = Rules.preset("classic", players=2)
    game = Game(rules, deck=stack(rules, ["10♣ 7♦ 8♣", "A♥ 9♦ 7♥"], "6♠"), dealer=0)
    game.apply("play A♥")
    return dataclasses.replace(TableSetup.against_computers(), resume=game.to_json())


class Coached(QObject):
    """The controller's coach signals again, in the main thread."""

    judging = Signal(int)
    coached = Signal(int, object)

    def __init__(self, controller) -> None:
        super().__init__()
        controller.judging.connect(self.judging)
        controller.coached.connect(self.coached)


def asked(qtbot, worker_, coach_on: bool | None, coach: Coaching, practice: bool = False):
    setup = dataclasses.replace(throwing_setup(), practice=practice)
    worker = worker_(setup, coached_factory(coach))
    relay = Coached(worker.controller)
    if coach_on is not None:
        worker.controller.set_coach(coach_on)  # before the start: nothing runs yet
    with qtbot.waitSignal(worker.resumed):
        worker.start()
    with qtbot.waitSignal(worker.prompt):
        worker.ready()
    return worker, relay


def test_a_costly_move_is_held_back_and_played_when_sent_again(qtbot, worker_):
    coach = Coaching()
    worker, relay = asked(qtbot, worker_, True, coach)
    played = []
    worker.events_ready.connect(lambda *args: played.append(args))
    with qtbot.waitSignal(relay.coached) as said:
        worker.act(TEN)
    caution = said.args[1]
    assert caution.action == TEN and caution.better != TEN and caution.reasons
    game = worker.controller.game
    assert TEN.cards[0] in game.hand(0) and game.to_act == 0 and played == []
    with qtbot.waitSignal(worker.events_ready) as batch:
        worker.act(TEN)  # play it anyway: not weighed again
    assert TEN.cards[0] not in batch.args[2].hand
    assert coach.seats == [0]


def test_the_best_move_is_played_after_the_coach_weighed_it(qtbot, worker_):
    coach = Coaching()
    worker, relay = asked(qtbot, worker_, True, coach)
    said = []
    relay.coached.connect(lambda *args: said.append(args))
    with qtbot.waitSignal(relay.judging):
        worker.act(BLANK)
    with qtbot.waitSignal(worker.events_ready) as batch:
        pass
    assert BLANK.cards[0] not in batch.args[2].hand and said == []


def test_the_coach_is_off_unless_set_on(qtbot, worker_):
    coach = Coaching()
    worker, _ = asked(qtbot, worker_, None, coach)
    with qtbot.waitSignal(worker.events_ready) as batch:
        worker.act(TEN)
    assert TEN.cards[0] not in batch.args[2].hand and coach.seats == []


def test_a_practice_hand_is_not_coached(qtbot, worker_):
    coach = Coaching()
    worker, _ = asked(qtbot, worker_, True, coach, practice=True)
    with qtbot.waitSignal(worker.events_ready) as batch:
        worker.act(TEN)
    assert TEN.cards[0] not in batch.args[2].hand and coach.seats == []


def test_a_remote_persons_moves_are_never_weighed(qtbot):
    from tests.app.test_remote_seats import Person

    setup = TableSetup.against_computers(players=3, level="random", seed=11)
    setup = dataclasses.replace(setup, remote=(1,))
    coach = Coaching()
    driver = drive(setup, coached_factory(coach))
    person = Person(driver.controller, 1, setup.rules)
    driver.controller.set_present(1, True)
    driver.controller.set_coach(True)
    ours = []
    over: list[HandOver] = []

    def shown(generation, events, view):
        over.extend(e for e in events if isinstance(e, HandOver))
        driver.ready()

    def asked_me(generation, view):
        ours.append(view)
        driver.act(next(a for a in view.legal_actions() if a.kind != "claim"))

    driver.events_ready.connect(shown)
    driver.prompt.connect(asked_me)
    # A move spoken of is sent again at once: played anyway.
    relay = Coached(driver.controller)
    relay.coached.connect(lambda generation, caution: driver.act(caution.action))
    driver.start()
    qtbot.waitUntil(lambda: bool(over), timeout=20_000)
    assert person.turns > 0 and ours
    assert coach.seats and set(coach.seats) == {0}  # the human's moves only
    driver.shutdown()


class Slow(Coaching):
    """Judges only once let go."""

    def __init__(self) -> None:
        super().__init__()
        self.release = threading.Event()
        self.asked = threading.Event()

    def judge(self, view, action):
        self.asked.set()
        self.release.wait(10)
        return super().judge(view, action)


def test_a_judgment_a_new_game_overtook_is_dropped(qtbot, worker_):
    coach = Slow()
    worker, relay = asked(qtbot, worker_, True, coach)
    said, batches = [], []
    relay.coached.connect(lambda *args: said.append(args))
    worker.events_ready.connect(lambda generation, *_: batches.append(generation))
    worker.act(TEN)
    assert coach.asked.wait(5)
    worker.new_game(TableSetup.against_computers(seed=3))
    qtbot.waitUntil(lambda: bool(batches), timeout=5000)  # the new game's deal
    coach.release.set()
    qtbot.wait(300)
    assert said == []  # spoken of, the move would have been
