"""Whole sessions at a hosted table over loopback, at every preset and 2 to 6 players, people
and computers mixed: each person's table is their seat's view after every batch, and what
reached them is exactly what the host's game projected for their seat, nothing more. A person
whose connection dies mid-trick is replaced at once and takes the seat back with the token."""

from __future__ import annotations

import dataclasses

import pytest
from PySide6.QtCore import QObject, Signal

from bura_desktop.app import TableSetup
from bura_desktop.app.guest import Guest
from bura_desktop.app.host import Host, new_code
from bura_desktop.core import Rules
from bura_desktop.core.events import HandOver
from bura_desktop.core.projection import SeenDeal
from bura_desktop.net.messages import PROTOCOL, Welcome
from bura_desktop.ui.table.model import TableModel
from tests.app.driver import Driver, drive

HANDS = 40  # at most: a session below ends well before
# Whole sessions, made short: a pot game of three hands, a series to two, penalties to four.
SHORT = {
    "pot": {"session_hands": 3},
    "most_points": {"session_hands": 3},
    "series": {"target": 2},
    "penalty": {"penalty_limit": 4},
}


class Sent(QObject):
    """What the host's game gave each remote seat (``seat_events``), relayed to this thread."""

    batch = Signal(int, int, object, object)

    def __init__(self, driver: Driver) -> None:
        super().__init__()
        self.by_seat: dict[int, list[list[object]]] = {}
        driver.controller.seat_events.connect(self.batch)
        self.batch.connect(
            lambda _g, seat, seen, _v: self.by_seat.setdefault(seat, []).append(seen)
        )


class Person:
    """A guest that folds what it is sent into its own table and plays the first legal action."""

    def __init__(self, guest: Guest, rules: Rules) -> None:
        self.guest = guest
        self.rules = rules
        self.model: TableModel | None = None
        self.received: list[list[object]] = []
        self.dealt: list[tuple[object, ...]] = []  # our hand as each deal left it
        self.differences: list[str] = []
        self.hands = 0
        self.turns = 0
        guest.welcomed.connect(lambda welcome: self._sat(welcome.seat))
        guest.table.connect(lambda _g, view: setattr(self, "model", TableModel.from_view(view)))
        guest.events_ready.connect(self._events)
        guest.prompt.connect(self._prompt)

    def _sat(self, seat: int) -> None:
        self.model = TableModel(self.rules, seat)

    def _events(self, generation, seen, view) -> None:
        assert self.model is not None
        self.received.append(list(seen))
        if any(isinstance(e, SeenDeal) for e in seen):
            self.dealt.append(tuple(view.hand))
        self.model.fold(seen)
        self.differences += self.model.differences(view)
        self.hands += any(isinstance(e, HandOver) for e in seen)

    def _prompt(self, generation, view) -> None:
        self.turns += 1
        self.guest.move(generation, view.legal_actions()[0])


def sit_down(qtbot, host: Host, name: str, rules: Rules, token: str = "") -> Person:
    guest = Guest(name, host.code, token)
    person = Person(guest, rules)
    with qtbot.waitSignal(guest.welcomed, timeout=5000):
        guest.join("127.0.0.1", host.port)
    return person


def open_table(preset: str, players: int, remote: tuple[int, ...], seed: int = 5, **options):
    rules = Rules.preset(preset, players=players, **options)
    setup = TableSetup.against_computers(players, "random", seed, autoplay=True, rules=rules)
    setup = dataclasses.replace(setup, remote=remote, preset=preset)
    driver = drive(setup)
    host = Host(driver.controller, setup, new_code())
    assert host.listen(0)
    return driver, host, setup


def play_hands(qtbot, driver: Driver, people: list[Person], hands: int) -> bool:
    """The host's table shows each batch at once and deals the next hand, up to ``hands`` or
    the session's end; whether the session ended."""
    over: list[HandOver] = []
    ended: list[bool] = []

    def shown(generation, events, view):
        over.extend(e for e in events if isinstance(e, HandOver))
        driver.ready()
        if view.session_over:
            ended.append(True)
        elif view.hand_over and len(over) < hands:
            driver.next_hand()

    driver.events_ready.connect(shown)
    qtbot.waitUntil(lambda: len(over) >= hands or bool(ended), timeout=60_000)
    qtbot.waitUntil(lambda: all(p.hands >= len(over) for p in people), timeout=10_000)
    return bool(ended)


# People at every other seat, computers between them (seat 0, the host's, is a computer here);
# and once a full table of five people around the host's computer.
MIXED = [
    (preset, players, tuple(range(1, players, 2)))
    for preset in Rules.PRESETS
    for players in range(2, 7)
    if not (preset == "kozel" and players == 6)  # Kozel is for 2 to 5
] + [("classic", 6, (1, 2, 3, 4, 5))]


@pytest.mark.parametrize(("preset", "players", "remote"), MIXED)
def test_people_and_computers_play_a_session_at_every_preset(qtbot, preset, players, remote):
    short = SHORT[Rules.preset(preset).scoring]
    driver, host, setup = open_table(preset, players, remote, **short)
    sent = Sent(driver)
    try:
        people = [sit_down(qtbot, host, f"P{s}", setup.rules) for s in setup.remote]
        assert [p.guest.seat for p in people] == list(setup.remote)
        host.start()
        driver.start()
        assert play_hands(qtbot, driver, people, HANDS), "the session did not end"
        for person in people:
            seat = person.guest.seat
            assert seat is not None and person.differences == [], (seat, person.differences[:3])
            # Exactly the host game's projection for this seat crossed the wire, in order. The
            # copy for this test is queued from the game's thread on its own and may come last.
            batches = len(person.received)
            qtbot.waitUntil(lambda s=seat, n=batches: len(sent.by_seat[s]) >= n, timeout=5000)
            assert person.received == sent.by_seat[seat]
        # Random computers' claims end some hands before a person is asked; not all of them.
        assert sum(p.turns for p in people) > 0
    finally:
        host.close()
        driver.shutdown()


def test_a_person_cut_off_mid_trick_dials_again_and_takes_the_seat_back(qtbot):
    """The cable is pulled mid-trick: the guest dials the table again by itself, its token
    takes the seat back from the computer that stood in, and play goes on from its view."""
    # Nobody goes broke: the game goes on for as long as it takes.
    driver, host, setup = open_table("classic", 3, (1,), seed=11, stop_when_broke=False)
    try:
        ann = sit_down(qtbot, host, "Ann", setup.rules)
        token = ann.guest.token
        cut: list[bool] = []
        rejoined: list[bool] = []
        held: list[bool] = []  # a hand over while she was away: the next waits for her

        def cut_when_answering(generation, view):
            if view.trick and not cut:  # asked to answer a lead: the trick is under way
                cut.append(True)
                ann.guest.link.socket.abort()  # the cable is pulled: no goodbye

        def shown(generation, events, view):
            driver.ready()
            if view.hand_over and not view.session_over:
                if host.sitters[1].link is None:
                    held.append(True)
                else:
                    driver.next_hand()

        def back():
            rejoined.append(True)
            if held:
                driver.next_hand()

        ann.guest.prompt.connect(cut_when_answering)
        ann.guest.rejoined.connect(back)
        driver.events_ready.connect(shown)
        host.start()
        driver.start()
        qtbot.waitUntil(lambda: bool(cut), timeout=30_000)
        qtbot.waitUntil(lambda: bool(rejoined), timeout=10_000)
        assert ann.guest.seat == 1 and ann.guest.token == token
        assert host.sitters[1].link is not None
        hands, turns = ann.hands, ann.turns
        qtbot.waitUntil(lambda: ann.hands >= hands + 2 and ann.turns > turns, timeout=30_000)
        assert ann.differences == []
    finally:
        host.close()
        driver.shutdown()


def test_a_hand_at_someone_elses_table_goes_into_the_players_own_statistics(qtbot, tmp_path):
    """The host passes each hand over on whole; the player's statistics keep it from their
    seat once it replays to the end they saw, and refuse one that does not."""
    from bura_desktop.app import records
    from bura_desktop.app.guest_table import GuestTable
    from bura_desktop.app.keeper import SessionKeeper
    from bura_desktop.storage.paths import Profile
    from bura_desktop.storage.statistics import Statistics

    rules = Rules.preset("classic", players=3)
    setup = TableSetup.against_computers(3, "random", 21, autoplay=True, rules=rules)
    setup = dataclasses.replace(setup, remote=(2,), preset="classic")
    keeper = SessionKeeper(Profile.in_directory(tmp_path / "host"))  # opened in the worker
    driver = drive(setup, keeper=keeper)
    host = Host(driver.controller, setup, new_code())
    assert host.listen(0)
    ours = Profile.in_directory(tmp_path / "guest")
    statistics, _ = Statistics.open(ours)
    try:
        person = sit_down(qtbot, host, "Ann", rules)
        assert person.guest.seat == 2
        welcome = Welcome(
            PROTOCOL, 2, person.guest.token, rules, "classic", host.seat_infos(), True
        )
        table = GuestTable(person.guest, welcome)
        kept: list[object] = []
        table.hand_kept.connect(kept.append)
        host.start()
        driver.start()
        play_hands(qtbot, driver, [person], 1)
        qtbot.waitUntil(lambda: bool(kept), timeout=10_000)
        (hand,) = kept
        assert isinstance(hand, records.PlayedElsewhere) and hand.new_session
        # Tampered with on the way (a card played that was not): refused, nothing kept.
        actions = hand.recorded.actions
        assert actions is not None
        forged = dataclasses.replace(
            hand, recorded=dataclasses.replace(hand.recorded, actions=actions[:-1])
        )
        assert records.record_elsewhere(forged)(statistics) is False
        assert statistics.hands() == []
        assert records.record_elsewhere(hand)(statistics) is True
        (stored,) = statistics.hands()
        assert stored.human_seat == 2 and stored.seats[2].name == "You"
        assert [s.name for s in stored.seats[:2]] == ["Computer", "Masha"]
        # Their history replays it from their own seat, as they saw it.
        replayed = records.replayed_hand(stored)
        assert isinstance(replayed, records.ReplayedHand)
        assert replayed.positions[0].view.seat == 2
        assert replayed.positions[0].view.hand == person.dealt[0]
        # Passed on without its deal (another person's cards were hidden in it): its result is
        # kept as our seat saw it, with nothing to replay.
        told = dataclasses.replace(hand.recorded, seed=None, start=None, actions=None)
        assert records.record_elsewhere(dataclasses.replace(hand, recorded=told))(statistics)
        whole, result = sorted(statistics.hands(), key=lambda h: h.actions is None)
        assert whole.actions is not None and result.actions is None
        assert (result.chips, result.human_seat) == (stored.chips, 2)
    finally:
        statistics.close()
        host.close()
        driver.shutdown()


def test_the_hosts_own_history_keeps_no_deal_a_guests_face_down_cards_were_in(qtbot, tmp_path):
    """A guest's face-down cards are kept from the host as from anyone: the host's table ends
    that hand without the deal's seed (Replay this deal would show them), and the host's
    statistics keep its result without a replay; a hand without one keeps both."""
    from bura_desktop.app.keeper import SessionKeeper
    from bura_desktop.storage.paths import Profile
    from bura_desktop.storage.statistics import Statistics

    rules = Rules.preset("classic", players=3, closed_cards=True)
    setup = TableSetup.against_computers(3, "random", 8, autoplay=True, rules=rules)
    setup = dataclasses.replace(setup, remote=(1,), preset="classic", seed=8)
    profile = Profile.in_directory(tmp_path / "host")
    driver = drive(setup, keeper=SessionKeeper(profile))
    host = Host(driver.controller, setup, new_code())
    assert host.listen(0)
    seeds: list[int | None] = []  # of each hand over, as the host's table got it
    try:
        ann = sit_down(qtbot, host, "Ann", rules)
        # Ann throws a card face down whenever she may, and so, in some hands, she does.
        ann.guest.prompt.disconnect(ann._prompt)
        down: list[int] = []

        def throw(generation, view) -> None:
            actions = view.legal_actions()
            chosen = next((a for a in actions if a.down), actions[0])
            if chosen.down and len(down) == len(seeds):
                down.append(len(seeds))  # the hand she threw one in
            ann.guest.move(generation, chosen)

        ann.guest.prompt.connect(throw)

        def shown(generation, events, view) -> None:
            if any(isinstance(e, HandOver) for e in events):
                seeds.append(view.outcome.seed)

        driver.events_ready.connect(shown)
        host.start()
        driver.start()
        play_hands(qtbot, driver, [ann], 6)
        assert down and len(down) < len(seeds), (down, seeds)
        host.close()
        driver.shutdown()  # its statistics closed, every hand written
        statistics, _ = Statistics.open(profile)
        try:
            hands = sorted(statistics.hands(), key=lambda h: h.started)
        finally:
            statistics.close()
        for number, (seed, hand) in enumerate(zip(seeds, hands, strict=True)):
            if number in down:
                assert seed is None and hand.actions is None and hand.seed == 0
            else:
                assert seed is not None and hand.actions is not None and hand.seed == seed
    finally:
        host.close()
        driver.shutdown()
