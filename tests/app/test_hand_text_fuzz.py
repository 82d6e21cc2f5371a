"""Hand texts of real hands, damaged as a hostile player would (tests/storage/hand_texts.py),
imported as the hand history does: each is refused in a sentence under 300 characters, or
opens as a hand that plays on from every position the viewer offers. 150 here, for speed;
``tools/hand_text_fuzz.py --texts 20000`` runs many more."""

import random
from collections import Counter

from tests.storage.hand_texts import OUTCOMES, check_text, damaged_text

TEXTS = 150


def test_every_damaged_hand_text_is_refused_briefly_or_plays_on_from_every_position():
    tally: Counter[str] = Counter()
    for i in range(TEXTS):
        rng = random.Random(f"texts/{i}")
        text, damage = damaged_text(rng)
        outcome = check_text(text, rng)
        assert outcome in OUTCOMES, f"text {i}, after {damage}: {outcome}"
        tally[outcome] += 1
    # Both ways are taken: the damage is not all refused, nor all harmless.
    assert tally["refused"] and tally["opened, and plays on from every position"]
