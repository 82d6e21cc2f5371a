"""Every value a seat is sent crosses the wire unchanged, and anything else is refused."""

from __future__ import annotations

import contextlib
import json
import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from bura_desktop.core import Game, project
from bura_desktop.core.actions import Action
from bura_desktop.core.events import Event
from bura_desktop.core.projection import SeenEvent
from bura_desktop.core.view import SeatView
from bura_desktop.net.wire import WireError, decode, decode_as, encode
from tests.core.rule_sets import rules_strategy
from tests.core.strategies import choose


def crossed(kind, value):
    """``value`` written as JSON text and read back as ``kind``."""
    return decode(kind, json.loads(json.dumps(encode(value))))


@settings(max_examples=60, suppress_health_check=[HealthCheck.too_slow])
@given(rules=rules_strategy(), seed=st.integers(0, 2**32))
def test_every_seen_event_and_view_of_a_session_crosses_unchanged(rules, seed):
    rng = random.Random(seed)
    game = Game(rules, seed=seed, dealer=seed % rules.players)

    def check(events):
        for seat in range(rules.players):
            for event in project(events, seat):
                assert crossed(SeenEvent, event) == event
            view = game.view(seat)
            again = decode_as(SeatView, json.loads(json.dumps(encode(view))))
            assert again == view and again.legal_actions() == view.legal_actions()

    check(game.opening_events)
    for hand in range(2):
        if hand:
            check(game.next_hand())
        while not game.hand_over:
            events: list[Event] = []
            game.play_move(choose(game, rng), events)
            check(events)
        if game.session_over:
            break


@pytest.mark.parametrize(
    ("kind", "data", "words"),
    [
        (int, True, "a whole number"),
        (int, 2**70, "a whole number"),
        (bool, 1, "true or false"),
        (str, "x" * 1000, "a text of at most"),
        (Action, 3 << 40, "an action"),
        (SeenEvent, {"kind": "Exploded"}, "a known kind"),
        (SeenEvent, {"kind": "Passed", "seat": 0, "extra": 1}, "fields of a Passed are wrong"),
        (SeenEvent, {"kind": "Passed"}, "fields of a Passed are wrong (seat)"),
        (
            SeenEvent,
            {"kind": "ChipsMoved", "source": 0, "target": None, "amount": 1, "reason": "theft"},
            "a known word",
        ),
        (SeenEvent, [0] * 1000, "a known kind"),
    ],
)
def test_anything_else_is_refused_in_a_sentence_naming_where(kind, data, words):
    with pytest.raises(WireError) as refused:
        decode(kind, data, "move")
    assert words in str(refused.value) and str(refused.value).startswith("move")
    assert len(str(refused.value)) < 200


@settings(max_examples=300)
@given(
    data=st.recursive(
        st.none() | st.booleans() | st.integers() | st.text(max_size=30),
        lambda inner: (
            st.lists(inner, max_size=5) | st.dictionaries(st.text(max_size=8), inner, max_size=5)
        ),
        max_leaves=30,
    )
)
def test_random_data_is_a_value_or_a_refusal_never_a_crash(data):
    for kind in (SeenEvent, SeatView, Action):
        with contextlib.suppress(WireError):
            decode(kind, data)
