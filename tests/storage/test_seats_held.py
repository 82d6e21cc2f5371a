"""The seats held at other tables, in the profile: a seat on the local network by its address,
one across the internet by its way back, read back as kept; a file that is not one is set
aside and its seats are not offered."""

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
