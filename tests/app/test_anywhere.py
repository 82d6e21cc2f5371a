"""Play anywhere: a host invites friends with short codes through the real magic-wormhole
mailbox and transit relay on loopback; they sit down and play whole hands, relayed and direct,
each table their seat's view after every batch; a wrong code fails that try alone; a used
invitation lets nobody else in."""

from __future__ import annotations

import sys

import pytest

from bura_desktop.app.anywhere import Invitation, Invited
from bura_desktop.app.guest import Guest
from bura_desktop.app.link import SILENT_MS
from bura_desktop.net import rendezvous
from bura_desktop.net.invitations import TableOffer, return_code
from tests.app.test_hosted_sessions import Person, play_hands

# A friend gone without a word is known gone once the table has heard nothing for SILENT_MS.
GONE_MS = SILENT_MS + 5000


def invite(qtbot, servers, host) -> Invitation:
    offer = TableOffer(host.code, "Olga's table", return_code())
    invitation = Invitation(servers, host.port, offer)
    with qtbot.waitSignal(invitation.coded, timeout=10_000):
        pass
    return invitation


def take_up(
    qtbot, servers, code: str, name: str, rules, token: str = ""
) -> tuple[Invited, Person, TableOffer]:
    """A friend types the code, and sits down at the table it leads to (with ``token``: takes
    their seat back)."""
    invited = Invited(servers, code)
    with qtbot.waitSignal(invited.ready, timeout=15_000) as ready:
        pass
    port, offer = ready.args
    assert offer.name == "Olga's table"
    guest = Guest(name, offer.code, token)
    person = Person(guest, rules)
    with qtbot.waitSignal(guest.welcomed, timeout=10_000):
        guest.join("127.0.0.1", port)
    return invited, person, offer


@pytest.mark.parametrize("relay_only", [True, False], ids=["relayed", "direct"])
def test_two_friends_anywhere_play_whole_hands(qtbot, wormhole_servers, anywhere, relay_only):
    servers = wormhole_servers.servers(relay_only)
    driver, host, setup, opened = anywhere("classic", 3, (1, 2), seed=4, session_hands=3)
    people = []
    for name in ("Ann", "Bob"):
        invitation = invite(qtbot, servers, host)
        routes: list[str] = []
        invitation.route.connect(routes.append)
        invited, person, _ = take_up(qtbot, servers, invitation.code, name, setup.rules)
        opened += [invitation, invited]
        assert invitation.is_used
        people.append(person)
        qtbot.waitUntil(lambda routes=routes: bool(routes), timeout=10_000)
        # magic-wormhole says how the connection goes: through the relay, or not.
        assert ("relay" in routes[-1].lower()) == relay_only, routes
    assert sorted(p.guest.seat or 0 for p in people) == [1, 2]
    if sys.platform == "linux":  # each invitation comes to the table from its own address
        sources = {host.sitters[s].link.socket.peerAddress().toString() for s in (1, 2)}
        assert len(sources) == 2 and "127.0.0.1" not in sources, sources
    host.start()
    driver.start()
    assert play_hands(qtbot, driver, people, 3)
    for person in people:
        assert person.hands >= 1 and person.differences == []
    assert sum(p.turns for p in people) > 0


def test_a_wrong_code_fails_that_try_and_the_invitation_still_works(
    qtbot, wormhole_servers, anywhere
):
    servers = wormhole_servers.servers(relay_only=True)
    driver, host, setup, opened = anywhere("classic", 2, (1,))
    invitation = invite(qtbot, servers, host)
    nameplate, first, second = invitation.code.split("-")
    mallory = Invited(servers, f"{nameplate}-{second}-{first}x")  # the words misheard
    opened += [invitation, mallory]
    failed: list[str] = []
    mallory.failed.connect(failed.append)
    with qtbot.waitSignal(invitation.wrong_try, timeout=15_000):
        pass
    qtbot.waitUntil(lambda: bool(failed), timeout=5000)
    assert failed == ["wrong_code"] and not invitation.is_used
    _, ann, _ = take_up(qtbot, servers, invitation.code, "Ann", setup.rules)
    assert ann.guest.seat == 1 and invitation.is_used


def test_a_used_invitation_lets_nobody_else_in(qtbot, wormhole_servers, anywhere, monkeypatch):
    monkeypatch.setattr(rendezvous, "ANSWER_S", 3.0)
    servers = wormhole_servers.servers(relay_only=True)
    driver, host, setup, opened = anywhere("classic", 3, (1, 2))
    invitation = invite(qtbot, servers, host)
    ann_invited, ann, _ = take_up(qtbot, servers, invitation.code, "Ann", setup.rules)
    second = Invited(servers, invitation.code)
    opened += [invitation, ann_invited, second]
    with qtbot.waitSignal(second.failed, timeout=10_000) as failed:
        pass
    assert failed.args == ["no_answer"]
    assert [s.name for s in host.seat_infos() if s.level == "remote"] == ["Ann"]


def test_a_relay_gone_mid_trick_costs_nobody_their_seat(qtbot, wormhole_servers, anywhere):
    """Every byte goes through the relay, and the relay goes away in the middle of a trick
    (as a laptop's network does when it sleeps or moves): the connection comes back, the seat
    is Ann's throughout and her table is her view after every batch."""
    servers = wormhole_servers.servers(relay_only=True)
    driver, host, setup, opened = anywhere("classic", 2, (1,), seed=6, stop_when_broke=False)
    invitation = invite(qtbot, servers, host)
    invited, ann, _ = take_up(qtbot, servers, invitation.code, "Ann", setup.rules)
    opened += [invitation, invited]
    routes: list[str] = []
    invitation.route.connect(routes.append)
    cut: list[int] = []  # how many connections had been made when the relay went

    def cut_when_answering(generation, view):
        if view.trick and not cut:  # asked to answer a lead: the trick is under way
            cut.append(len(routes))
            wormhole_servers.restart_relay(down_s=1.0)

    def shown(generation, events, view):
        driver.ready()
        if view.hand_over and not view.session_over and ann.hands < 4:
            driver.next_hand()

    ann.guest.prompt.connect(cut_when_answering)
    driver.events_ready.connect(shown)
    host.start()
    driver.start()
    qtbot.waitUntil(lambda: bool(cut), timeout=30_000)
    # Connected again, through the relay that came back.
    qtbot.waitUntil(lambda: len(routes) > cut[0], timeout=30_000)
    assert "relay" in routes[-1].lower()
    qtbot.waitUntil(lambda: ann.hands >= 3, timeout=60_000)
    assert ann.guest.seat == 1 and ann.differences == []
    assert host.sitters[1].link is not None


def test_a_friend_whose_app_restarts_comes_back_through_their_way_back(
    qtbot, wormhole_servers, anywhere
):
    """Ann's app dies mid-game: the invitation she came in by is spent, but the table gave her
    her own way back (kept in her profile); through it, with her token, she has her seat
    again, as often as she needs; a stranger's wrong codes there do not close it."""
    servers = wormhole_servers.servers(relay_only=True)
    driver, host, setup, opened = anywhere("classic", 3, (1, 2), seed=9)
    invitation = invite(qtbot, servers, host)
    invited, ann, offer = take_up(qtbot, servers, invitation.code, "Ann", setup.rules)
    opened += [invitation, invited]
    back, token, seat = offer.back, ann.guest.token, ann.guest.seat
    assert back != invitation.code
    host.start()
    driver.start()  # the game is on: her seat waits for her while she is away

    def killed() -> None:
        """Her app is killed: no goodbye, and nothing more from it."""
        ann.guest.socket.abort()
        ann.guest.deleteLater()
        invited.close()

    for _ in range(2):  # dies twice, comes back twice
        killed()
        qtbot.waitUntil(lambda: host.sitters[seat].link is None, timeout=GONE_MS)
        invited, ann, offer = take_up(qtbot, servers, back, "Ann", setup.rules, token)
        opened.append(invited)
        assert ann.guest.seat == seat and offer.back == back
    mallory = Invited(servers, back[:-1] + ("a" if back[-1] != "a" else "b"))
    opened.append(mallory)
    with qtbot.waitSignal(mallory.failed, timeout=15_000) as failed:
        pass
    assert failed.args == ["wrong_code"]
    qtbot.wait(1500)  # the way back opens again after a short pause
    killed()
    qtbot.waitUntil(lambda: host.sitters[seat].link is None, timeout=GONE_MS)
    invited, ann, _ = take_up(qtbot, servers, back, "Ann", setup.rules, token)
    opened.append(invited)
    assert ann.guest.seat == seat


def test_a_restarted_host_opens_its_friends_ways_back_again(qtbot, wormhole_servers, anywhere):
    """The host's app restarts: the invitation is gone with it, but the way back it gave Ann,
    kept in the host's profile (storage.ways_back), is opened again, and she comes back."""
    servers = wormhole_servers.servers(relay_only=True)
    driver, host, setup, opened = anywhere("classic", 2, (1,), seed=2)
    first = invite(qtbot, servers, host)
    invited, ann, offer = take_up(qtbot, servers, first.code, "Ann", setup.rules)
    opened += [first, invited]
    host.start()
    driver.start()
    token = ann.guest.token
    first.close()  # the host's app goes, and its wormholes with it
    ann.guest.socket.abort()
    ann.guest.deleteLater()
    invited.close()
    qtbot.waitUntil(lambda: host.sitters[1].link is None, timeout=GONE_MS)
    again = Invitation(servers, host.port, offer, code=offer.back)
    opened.append(again)
    invited, ann, _ = take_up(qtbot, servers, offer.back, "Ann", setup.rules, token)
    opened.append(invited)
    assert ann.guest.seat == 1


def test_an_invitation_read_out_before_the_hosts_restart_still_works(
    qtbot, wormhole_servers, anywhere
):
    """Olga read the code out, then her app restarted before Ann typed it: the invitation
    opens again under the same code (kept in her profile), and Ann sits down with it."""
    servers = wormhole_servers.servers(relay_only=True)
    driver, host, setup, opened = anywhere("classic", 2, (1,), seed=3)
    first = invite(qtbot, servers, host)
    code, offer = first.code, first.offer
    first.close()  # the host's app goes before anyone came
    qtbot.wait(500)
    again = Invitation(servers, host.port, offer, code=code)
    opened.append(again)
    invited, ann, told = take_up(qtbot, servers, code, "Ann", setup.rules)
    opened.append(invited)
    assert ann.guest.seat == 1 and told.back == offer.back
