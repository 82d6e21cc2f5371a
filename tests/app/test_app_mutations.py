"""Damaged save files of real sessions through the app's start (tests/app/app_mutations.py),
the game or the envelope damaged (seats, session id, time, the replay of the hand so far, rule
options): each is set aside with a message and kept byte for byte, or resumes and plays its
hand and one more, every hand it records replaying from the history. 200 here, for speed;
``tools/mutation_campaign.py --app --saves 20000`` runs many more."""

import random
from collections import Counter

from bura_desktop.storage.paths import Profile
from tests.app.app_mutations import OUTCOMES, damaged_save, try_save

SAVES = 200


def test_every_damaged_save_file_is_set_aside_or_plays_on(tmp_path):
    tally: Counter[str] = Counter()
    for i in range(SAVES):
        rng = random.Random(f"app/{i}")
        content, damage = damaged_save(rng)
        outcome = try_save(Profile.in_directory(tmp_path / str(i)), content, rng)
        assert outcome in OUTCOMES, f"save {i}, after {damage}: {outcome}"
        tally[outcome] += 1
    # Both ways are taken: the run is not all refusals, nor all untouched saves.
    assert tally["set aside at start"] and tally["resumed and played"]
    # The controller's safety net holds, but each save it caught is a check the load misses.
    assert tally["stopped with a message"] == 0
