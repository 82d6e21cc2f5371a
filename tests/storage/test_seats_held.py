"""The seats held at other tables and the ways back to our own, in the profile: a seat on the
local network by its address, one across the internet by its way back, read back as kept; a
file that is not one is set aside and nothing in it is offered or opened."""

from __future__ import annotations

import json

import pytest

from bura_desktop.storage.paths import Profile
from bura_desktop.storage.seats_held import SeatHeld, SeatsHeld

BACK = "123456-abcdefgh-ijklmnop-qrstuvwx"
LAN = SeatHeld("192.168.1.20", 47531, "ABC234", "Ann", "tok3n", "Olga")
ANYWHERE = SeatHeld("", 0, "XYZ789", "Ann", "t0ken", "Boris", BACK)


def test_seats_near_and_far_are_kept_and_read_back(tmp_path):
    profile = Profile.in_directory(tmp_path)
    SeatsHeld(profile).keep(LAN)
    SeatsHeld(profile).keep(ANYWHERE)
    held = SeatsHeld(profile)
    assert held.seats == (ANYWHERE, LAN)
    assert held.token(BACK, 0, "XYZ789", "Ann") == "t0ken"
    held.forget(*ANYWHERE.table)
    assert SeatsHeld(profile).seats == (LAN,)


@pytest.mark.parametrize(
    "change",
    [
        {"invitation": "7; rm -rf"},
        {"invitation": BACK, "address": "10.0.0.1", "port": 47531},  # two ways to one seat
        {"invitation": 7},
        {"invitation": "", "address": "", "port": 0},  # no way at all
    ],
)
def test_a_seat_held_with_no_single_way_back_is_not_read(tmp_path, change):
    profile = Profile.in_directory(tmp_path)
    SeatsHeld(profile).keep(ANYWHERE)
    path = profile.data_dir / "seats-held.json"
    data = json.loads(path.read_text())
    data["seats"][0].update(change)
    path.write_text(json.dumps(data))
    assert SeatsHeld(profile).seats == ()
    assert not path.exists()  # set aside, out of the way


def test_the_ways_back_to_a_hosted_table_are_kept_for_that_table_alone(tmp_path):
    from bura_desktop.storage.ways_back import WaysBack

    profile = Profile.in_directory(tmp_path)
    WaysBack(profile).keep("ABC234", BACK)
    WaysBack(profile).keep("ABC234", "7-ab-cd")
    assert WaysBack(profile).of("ABC234") == ("7-ab-cd", BACK)
    assert WaysBack(profile).of("XYZ789") == ()
    WaysBack(profile).keep("XYZ789", BACK)  # a new table: the old one's ways are gone
    assert WaysBack(profile).of("ABC234") == () and WaysBack(profile).of("XYZ789") == (BACK,)
    WaysBack(profile).forget("XYZ789")
    assert WaysBack(profile).of("XYZ789") == ()
    path = profile.data_dir / "ways-back.json"
    path.write_text(json.dumps({"version": 1, "table": "XYZ789", "ways": ["7; rm"], "pending": []}))
    assert WaysBack(profile).of("XYZ789") == () and not path.exists()


def test_an_invitation_not_taken_up_is_kept_until_it_is_or_lapses(tmp_path):
    from bura_desktop.storage.ways_back import WaysBack

    profile = Profile.in_directory(tmp_path)
    WaysBack(profile).invited("ABC234", "7-guitarist-revenge", BACK)
    WaysBack(profile).invited("ABC234", "8-kiwi-lemon", "9-abc-def")
    assert WaysBack(profile).pending("ABC234") == (
        ("8-kiwi-lemon", "9-abc-def"),
        ("7-guitarist-revenge", BACK),
    )
    WaysBack(profile).keep("ABC234", BACK)  # taken up: now a way back
    WaysBack(profile).lapsed("ABC234", "8-kiwi-lemon")
    assert WaysBack(profile).pending("ABC234") == () and WaysBack(profile).of("ABC234") == (BACK,)
    path = profile.data_dir / "ways-back.json"
    data = json.loads(path.read_text())
    data["pending"] = [["7-guitarist-revenge"]]
    path.write_text(json.dumps(data))
    assert WaysBack(profile).pending("ABC234") == () and not path.exists()
