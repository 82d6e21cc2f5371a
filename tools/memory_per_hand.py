"""Resident memory of an autoplayed session as it goes on (issue #23, item 10).

    QT_QPA_PLATFORM=offscreen python tools/memory_per_hand.py [--hands 1000] [--at 100,1000]
        [--level intermediate]

It runs the real window (``--autoplay --speed off --seed 3`` in a fresh profile) and prints the
resident set (VmRSS, Linux) when the hands in ``--at`` have been shown, and the growth per hand
between the first and the last of them: what a long session keeps per hand.
"""

from __future__ import annotations

import argparse
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))


def rss_kib() -> int:
    for line in Path("/proc/self/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1])
    raise RuntimeError("no VmRSS: this measure needs Linux")


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--hands", type=int, default=1000)
    parser.add_argument("--at", default="100,1000", help="hands at which to measure")
    parser.add_argument("--level", default="intermediate")
    args = parser.parse_args(argv)
    marks = sorted(int(n) for n in args.at.split(","))

    from PySide6.QtWidgets import QApplication

    from bura_desktop.__main__ import build_window, limit_engine_caches, parse_args

    limit_engine_caches()  # as the app's main() does
    app = QApplication(sys.argv[:1])
    found: dict[int, int] = {}
    with tempfile.TemporaryDirectory() as folder:
        options = ["--autoplay", "--speed", "off", "--seed", "3", "--level", args.level]
        options += ["--hands", str(args.hands), "--quit", "--profile", folder]
        window = build_window(parse_args(options))

        def measure(hands: int) -> None:
            if hands in marks:
                found[hands] = rss_kib()
                print(f"hand {hands}: RSS {found[hands] / 1024:.1f} MiB", flush=True)

        window.hands_done.connect(measure)
        window.show()
        app.exec()
    first, last = marks[0], marks[-1]
    if first in found and last in found and last > first:
        growth = (found[last] - found[first]) / (last - first)
        print(f"growth from hand {first} to hand {last}: {growth:.1f} KiB a hand")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
