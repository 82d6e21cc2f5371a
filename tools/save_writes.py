"""Bytes the saved game writes over an autoplayed session (issue #23, item 9).

    python tools/save_writes.py [--hands 1000] [--preset classic] [--players 2] [--seed 1]

It plays the way the controller does, without the window: random legal actions (a claim at 31
points), every batch of events handed to the real ``SessionKeeper``, which saves the game after
each deal, trick and hand and records the hands in the statistics. When a session ends the next
one starts, as autoplay does. It counts what the keeper writes to ``savegame.json``.
"""

from __future__ import annotations

import argparse
import dataclasses
import random
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bura_desktop.app.keeper import SessionKeeper
from bura_desktop.app.table import TableSetup
from bura_desktop.core import Action, Game, Rules
from bura_desktop.core.actions import CLAIM
from bura_desktop.storage import savegame
from bura_desktop.storage.atomic import write_atomic
from bura_desktop.storage.paths import Profile


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--hands", type=int, default=1000)
    parser.add_argument("--preset", default="classic")
    parser.add_argument("--players", type=int, default=2)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args(argv)

    writes: list[int] = []  # the size of each save written

    def counted(path: Path, data: bytes | str) -> None:
        writes.append(len(data.encode("utf-8") if isinstance(data, str) else data))
        write_atomic(path, data)

    # The saves go through savegame's own name for the atomic write: count them there.
    setattr(savegame, "write_atomic", counted)  # noqa: B010
    rng = random.Random(args.seed)
    rules = Rules.preset(args.preset, players=args.players)
    per_hand: list[int] = []  # bytes written by each hand
    with tempfile.TemporaryDirectory() as folder:
        keeper = SessionKeeper(Profile.in_directory(folder))
        keeper.open()
        session = 0
        while len(per_hand) < args.hands:
            setup = TableSetup.against_computers(
                args.players, seed=args.seed + session, autoplay=True, rules=rules
            )
            setup = dataclasses.replace(setup, session_id=f"bench-{session}")
            game = Game(rules, seed=setup.seed, dealer=None)
            keeper.session_started(setup, game)
            events = list(game.opening_events)
            while len(per_hand) < args.hands:
                before = sum(writes)
                keeper.after(setup, game, events)
                while not game.hand_over:
                    moves = game.legal_moves()
                    seat = game.to_act
                    assert seat is not None
                    if moves[-1] == CLAIM and game.points(seat) < 31:
                        moves = moves[:-1] or moves
                    events = game.apply(Action(rng.choice(moves)))
                    keeper.after(setup, game, events)
                per_hand.append(sum(writes) - before)
                if game.session_over:
                    break
                events = game.next_hand()
            session += 1
        keeper.close()
    total = sum(per_hand)
    print(f"{args.hands} hands ({session} sessions), {len(writes)} saves written")
    print(f"bytes written to the save: {total:,} in all, {total / len(per_hand):,.0f} a hand")
    for start in (0, max(0, len(per_hand) - 100)):
        window = per_hand[start : start + 100]
        print(f"  hands {start + 1}-{start + len(window)}: {sum(window) / len(window):,.0f} a hand")
    print(f"largest save: {max(writes):,} bytes")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
