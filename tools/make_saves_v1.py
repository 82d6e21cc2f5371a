"""Write the saved games of tests/core/data/saves_v1: ``Game.to_json`` output of format version 1.

They were made once, with the code of the commit that added them, so that later versions of the
loader are tested on saves written by an older one (tests/core/test_old_saves.py). Run it again
only to add a position; never to refresh the existing files, which would defeat their purpose.

    python tools/make_saves_v1.py [directory]
"""

from __future__ import annotations

import random
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bura_desktop.core import Game, Rules  # noqa: E402
from bura_desktop.core.actions import BLIND, CLAIM  # noqa: E402
from bura_desktop.core.game import BLIND_PHASE  # noqa: E402

DIRECTORY = Path(__file__).resolve().parent.parent / "tests" / "core" / "data" / "saves_v1"


def play_until(game: Game, rng: random.Random, done) -> Game:
    """Random legal moves (a claim only at 31 points; a blind bet when offered) until ``done``."""
    while not done(game):
        moves = game.legal_moves()
        if CLAIM in moves and game.points(game.to_act) >= 31:
            move = CLAIM
        elif BLIND in moves:
            move = BLIND
        else:
            move = rng.choice([m for m in moves if m != CLAIM] or moves)
        game.play_move(move)
    return game


def mid_trick(game: Game) -> bool:
    return bool(game._trick) and game.tricks_played >= 2


def second_hand(game: Game) -> Game:
    """The next hand dealt: a blind game waits for the first leader's blind bet."""
    game.next_hand()
    assert game.phase == BLIND_PHASE
    return game


def positions() -> dict[str, Game]:
    rng = random.Random(15)
    return {
        "classic_2p_mid_trick": play_until(Game(Rules.preset("classic"), seed=101), rng, mid_trick),
        "rules_sheet_3p": play_until(
            Game(Rules.preset("rules_sheet", players=3), seed=102), rng, mid_trick
        ),
        "kozel_4p": play_until(Game(Rules.preset("kozel", players=4), seed=103), rng, mid_trick),
        "blind_pot_3p_blind_phase": second_hand(
            play_until(
                Game(Rules.preset("classic", players=3, blind=True), seed=104),
                rng,
                lambda g: g.hand_over,
            )
        ),
        "classic_4p_hand_over": play_until(
            Game(Rules.preset("classic", players=4, closed_cards=True, moscow=True), seed=105),
            rng,
            lambda g: g.hand_over,
        ),
    }


def main(argv: list[str]) -> int:
    directory = Path(argv[0]) if argv else DIRECTORY
    directory.mkdir(parents=True, exist_ok=True)
    for name, game in positions().items():
        path = directory / f"{name}.json"
        path.write_text(game.to_json() + "\n", encoding="utf-8")
        print(path, game.phase, f"hand {game.hand_no}", f"{game.tricks_played} tricks")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
