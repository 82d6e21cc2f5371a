"""What an invitation is before any network: the code as a person types it, the table's offer
bounded before it is trusted, and magic-wormhole imported without changing how the process
pickles (the search's tasks travel to its worker processes pickled)."""

from __future__ import annotations

import subprocess
import sys

import pytest

from bura_desktop.core.codes import clean_invitation
from bura_desktop.net.invitations import TableOffer


@pytest.mark.parametrize(
    ("typed", "code"),
    [
        ("7-guitarist-revenge", "7-guitarist-revenge"),
        ("  7 Guitarist  REVENGE ", "7-guitarist-revenge"),
        ("12-a-b", None),  # words are two letters at least
        ("7-guitarist", None),
        ("guitarist-revenge", None),
        ("7-guitar;ist-revenge", None),
        ("7-" + "-".join(["word"] * 4), None),
        ("9" * 10_000, None),
    ],
)
def test_an_invitation_code_is_read_as_heard_or_not_at_all(typed, code):
    assert clean_invitation(typed) == code


@pytest.mark.parametrize(
    "data",
    [
        b"x" * 600,
        b"[]",
        b'{"code": "ABCDEF", "back": "7-ab-cd"}',
        b'{"code": "abcdef", "name": "", "back": "7-ab-cd"}',
        b'{"code": "ABCDEF", "name": "\\u202eOlga", "back": "7-ab-cd"}',
        b'{"code": "ABCDEF", "name": "", "back": "7-ab-cd", "more": 1}',
        b'{"code": 7, "name": "", "back": "7-ab-cd"}',
        b'{"code": "ABCDEF", "name": "", "back": "7; rm"}',
    ],
)
def test_a_table_offer_that_is_not_one_is_refused(data):
    with pytest.raises(ValueError):
        TableOffer.from_bytes(data)


def test_a_table_offer_travels_whole():
    offer = TableOffer("ABC234", "Olga", "123456-abcdefgh-abcdefgh-abcdefgh")
    assert TableOffer.from_bytes(offer.to_bytes()) == offer


def test_magic_wormhole_leaves_the_process_pickling_as_it_was():
    script = (
        "import copyreg, pickle, types\n"
        "before = dict(copyreg.dispatch_table)\n"
        "import bura_desktop.net.rendezvous\n"
        "assert copyreg.dispatch_table == before, set(copyreg.dispatch_table) - set(before)\n"
        "from bura_desktop.core.cards import Card\n"
        "print(pickle.loads(pickle.dumps(Card.from_index))(0))\n"
    )
    done = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True)
    assert done.returncode == 0, done.stderr
