"""The secure channel: the same code keys both ends, a wrong one fails before anything is
sealed, nothing readable crosses, and a frame or message a side may not receive is refused
before it is trusted."""

from __future__ import annotations

import contextlib
import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from bura_desktop.core import Game, Rules
from bura_desktop.core.actions import Action
from bura_desktop.core.projection import project
from bura_desktop.core.refusals import Refusal
from bura_desktop.core.replay import hand_start
from bura_desktop.net.channel import Channel, Opening, Secured, WrongCode
from bura_desktop.net.messages import (
    HEADER,
    HOST_FRAME_LIMIT,
    PLAYER_FRAME_LIMIT,
    PROTOCOL,
    Beat,
    Bye,
    Events,
    FromHost,
    FromPlayer,
    Hello,
    Move,
    ProtocolError,
    Recorded,
    Refused,
    SeatInfo,
    TableRefused,
    Welcome,
    frame,
)


def host_messages():
    rules = Rules.preset("classic", players=3)
    game = Game(rules, seed=9, dealer=0)
    seats: tuple[SeatInfo, ...] = (SeatInfo("You", "human", True), SeatInfo("Ann", "remote", True))
    seats += (SeatInfo("Masha", "expert", True),)
    yield Welcome(PROTOCOL, 1, "t0k3n", rules, "classic", seats, False)
    yield Events(3, tuple(project(game.opening_events, 1)), game.view(1))
    yield Refused(3, Refusal("not_held", seat=1, cards=game.hand(0)[:1]))
    yield Refused(3, TableRefused("wait_for_turn"))  # the table's refusal: an object too
    yield Recorded(4, 12345, hand_start(game), ("play A♠", "pass"), 3)


def pair(code: str = "K7M2QX", player_code: str | None = None) -> tuple[Channel, Channel]:
    """A host's and a player's channel, opened with ``code`` (the player's with its own)."""
    host = Channel("host", FromPlayer, PLAYER_FRAME_LIMIT)
    player = Channel("player", FromHost, HOST_FRAME_LIMIT)
    (opening,) = host.feed(player.open(player_code or code))
    answer = host.answer(code, opening)
    if player_code is None or player_code.upper() == code:
        assert player.feed(answer) == [Secured()]
    return host, player


def test_frames_cut_anywhere_open_to_the_same_messages():
    host, player = pair()
    sent = list(host_messages())
    stream = b"".join(host.seal(m) for m in sent)
    rng = random.Random(5)
    got, at = [], 0
    while at < len(stream):
        step = rng.randint(1, 700)
        got += player.feed(stream[at : at + step])
        at += step
    assert got == sent and player.waiting == 0


def test_nothing_readable_crosses_the_wire():
    """A capture of a whole conversation: no code, name, token, card or word of a message."""
    host, player = pair("K7M2QX")
    wire = b"".join(host.seal(m) for m in host_messages())
    wire += player.seal(Hello(PROTOCOL, "K7M2QX", "Anastasia", "t0k3n"))
    for clear in (b"K7M2QX", b"Anastasia", b"t0k3n", b"Welcome", b"kind", b"classic", b"Masha"):
        assert clear not in wire
    assert "\u2660".encode() not in wire and "♠".encode() not in wire


def test_codes_are_read_in_any_case():
    pair("K7M2QX", "k7m2qx")


def test_a_wrong_code_fails_at_the_players_end_before_it_says_anything():
    host = Channel("host", FromPlayer, PLAYER_FRAME_LIMIT)
    player = Channel("player", FromHost, HOST_FRAME_LIMIT)
    (opening,) = host.feed(player.open("WRONG1"))
    with pytest.raises(WrongCode):
        player.feed(host.answer("K7M2QX", opening))
    assert not player.sealed  # it will seal nothing the table could test guesses against


def test_a_sealed_frame_changed_replayed_or_from_another_connection_does_not_open():
    host, player = pair()
    first, second = player.seal(Bye()), player.seal(Bye())
    changed = first[:-1] + bytes([first[-1] ^ 1])
    for bad in (changed, second):  # a bit flipped; a frame out of its order
        fresh, _ = pair()
        with pytest.raises(ProtocolError):
            fresh.feed(bad)
    assert host.feed(first) == [Bye()]
    with pytest.raises(ProtocolError):
        host.feed(first)  # the same frame again


def test_a_host_reads_nothing_more_until_it_answered_the_opening():
    host = Channel("host", FromPlayer, PLAYER_FRAME_LIMIT)
    player = Channel("player", FromHost, HOST_FRAME_LIMIT)
    assert len(host.feed(player.open("K7M2QX") + b"\x00\x00\x00\x05hello")) == 1
    assert host.feed(b"more") == [] and host.waiting == len(b"\x00\x00\x00\x05hellomore")


def test_an_old_players_plain_hello_is_read_to_tell_it_the_versions_differ():
    host = Channel("host", FromPlayer, PLAYER_FRAME_LIMIT)
    assert host.feed(frame(Hello(2, "K7M2QX", "Ann", ""))) == [Hello(2, "K7M2QX", "Ann", "")]


def test_an_opening_that_is_no_point_of_the_group_is_refused():
    host = Channel("host", FromPlayer, PLAYER_FRAME_LIMIT)
    (opening,) = host.feed(frame(Opening(PROTOCOL, "QUFBQQ==")))
    with pytest.raises(ProtocolError):
        host.answer("K7M2QX", opening)


@pytest.mark.parametrize("sealed", [False, True])
def test_an_oversized_frame_is_refused_from_its_header_alone(sealed):
    host = pair()[0] if sealed else Channel("host", FromPlayer, PLAYER_FRAME_LIMIT)
    with pytest.raises(ProtocolError, match="over the limit"):
        host.feed(HEADER.pack(PLAYER_FRAME_LIMIT + 17))  # not a byte of the body sent


@pytest.mark.parametrize(
    "body",
    [
        b"\xff\xfe",  # not UTF-8
        b"{",  # not JSON
        b"[" * 50 + b"]" * 50,  # nested deeper than any message
        b'{"kind":"Events","generation":1,"seen":[],"view":null}',  # a host's message
        b'{"kind":"Move","generation":1,"action":"play A\\u2660"}',  # an action is a number
        b'{"kind":"Hello","protocol":1,"code":"x","name":"' + b"n" * 300 + b'","token":""}',
        b'{"kind":"Opening","protocol":3,"spake":"QUFB"}',  # an opening once sealed
    ],
)
def test_a_player_may_send_only_its_own_kinds_well_formed(body):
    host, player = pair()
    with pytest.raises(ProtocolError):  # sealed with the right key, and still refused
        host.feed(player.seal_body(body))


def test_what_a_player_sends_reads_back():
    host, player = pair()
    said: list[FromPlayer] = [
        Hello(PROTOCOL, "K7M2QX", "Ann", ""),
        Move(4, Action.parse("play A♠ K♠")),
        Beat(),
        Bye(),
    ]
    assert host.feed(b"".join(player.seal(m) for m in said)) == said


@settings(max_examples=300)
@given(st.binary(max_size=300), st.booleans())
def test_random_bytes_are_messages_or_a_refusal_never_a_crash(data, sealed):
    host = pair()[0] if sealed else Channel("host", FromPlayer, PLAYER_FRAME_LIMIT)
    with contextlib.suppress(ProtocolError):
        host.feed(data)
