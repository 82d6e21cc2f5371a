"""Frames cut anywhere make the same messages; a frame or message a side may not receive is
refused before it is trusted."""

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
from bura_desktop.net.messages import (
    HEADER,
    PLAYER_FRAME_LIMIT,
    Bye,
    Events,
    Frames,
    FromHost,
    FromPlayer,
    Hello,
    Move,
    ProtocolError,
    Refused,
    SeatInfo,
    Welcome,
    frame,
)


def host_messages():
    rules = Rules.preset("classic", players=3)
    game = Game(rules, seed=9, dealer=0)
    seats: tuple[SeatInfo, ...] = (SeatInfo("You", "human", True), SeatInfo("Ann", "remote", True))
    seats += (SeatInfo("Masha", "expert", True),)
    yield Welcome(2, 1, "t0k3n", rules, "classic", seats, False)
    yield Events(3, tuple(project(game.opening_events, 1)), game.view(1))
    yield Refused(3, Refusal("not_held", seat=1, cards=game.hand(0)[:1]))


def test_frames_cut_anywhere_make_the_same_messages():
    sent = list(host_messages())
    stream = b"".join(frame(m) for m in sent)
    rng = random.Random(5)
    for _ in range(50):
        frames, got, at = Frames(FromHost, 1 << 20), [], 0
        while at < len(stream):
            step = rng.randint(1, 700)
            got += frames.feed(stream[at : at + step])
            at += step
        assert got == sent and frames.waiting == 0


def test_an_oversized_frame_is_refused_from_its_header_alone():
    frames = Frames(FromPlayer, PLAYER_FRAME_LIMIT)
    with pytest.raises(ProtocolError, match="over the limit"):
        frames.feed(HEADER.pack(PLAYER_FRAME_LIMIT + 1))  # not a byte of the body sent


@pytest.mark.parametrize(
    "body",
    [
        b"\xff\xfe",  # not UTF-8
        b"{",  # not JSON
        b"[" * 50 + b"]" * 50,  # nested deeper than any message
        b'{"kind":"Events","generation":1,"seen":[],"view":null}',  # a host's message
        b'{"kind":"Move","generation":1,"action":"play A\\u2660"}',  # an action is a number
        b'{"kind":"Hello","protocol":1,"code":"x","name":"' + b"n" * 300 + b'","token":""}',
    ],
)
def test_a_player_may_send_only_its_own_kinds_well_formed(body):
    with pytest.raises(ProtocolError):
        Frames(FromPlayer, PLAYER_FRAME_LIMIT).feed(HEADER.pack(len(body)) + body)


def test_what_a_player_sends_reads_back():
    said: list[FromPlayer] = [
        Hello(1, "ABC123", "Ann", ""),
        Move(4, Action.parse("play A♠ K♠")),
        Bye(),
    ]
    frames = Frames(FromPlayer, PLAYER_FRAME_LIMIT)
    assert frames.feed(b"".join(frame(m) for m in said)) == said


@settings(max_examples=500, deadline=None)
@given(st.binary(max_size=300))
def test_random_bytes_are_messages_or_a_refusal_never_a_crash(data):
    with contextlib.suppress(ProtocolError):
        Frames(FromPlayer, PLAYER_FRAME_LIMIT).feed(data)
