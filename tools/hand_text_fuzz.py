"""A long run of tests/app/test_hand_text_fuzz.py's property, by hand: hand texts of real hands,
damaged as a hostile player would (tests/storage/hand_texts.py), imported as the hand history
imports them.

    python tools/hand_text_fuzz.py [--texts 20000] [--seed 1] [--window 500]

Each text is written to a file of its own and opened from it, as Import… does. It must be
refused in a sentence under 300 characters (as the window words it in English), or open as a
hand that plays on from every position the viewer offers ("Play from here"), within 10 s; the
file must be left as it was. It prints how many took each outcome, the longest refusal, the
slowest text, the peak memory of the run, and the first failures with their damage.

``--window N`` also opens every N-th text in the hand history's window itself (offscreen):
the refusal shown, or the replay viewer, with the text's names in its labels.
"""

from __future__ import annotations

import argparse
import random
import resource
import shutil
import sys
import tempfile
import time
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bura_desktop.app.records import read_file
from tests.storage.hand_texts import OUTCOMES, SECONDS, check_text, damaged_text, refusal


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--texts", type=int, default=20000)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--window", type=int, default=0, help="open every N-th in the window")
    args = parser.parse_args(argv)
    window = _Window() if args.window else None
    folder = Path(tempfile.mkdtemp(prefix="bura-hand-texts-"))
    tally: Counter[str] = Counter()
    failures: list[str] = []
    longest, slowest = "", (0.0, -1)
    start = time.monotonic()
    try:
        for i in range(args.texts):
            rng = random.Random(f"{args.seed}/{i}")
            text, damage = damaged_text(rng)
            path = folder / f"{i}.txt"
            path.write_text(text, encoding="utf-8", errors="surrogatepass")
            written = path.read_bytes()
            began = time.monotonic()
            try:
                outcome = check_text(text, rng)
                words = refusal(read_file(path)(None))  # type: ignore[arg-type]
                if window is not None and i % args.window == 0:
                    window.open(text)
            except Exception as error:
                outcome, words = f"raised {error!r}"[:300], ""
            seconds = time.monotonic() - began
            if path.read_bytes() != written:
                outcome = "the file was changed"
            path.unlink()
            longest = max(longest, words, key=len)
            slowest = max(slowest, (seconds, i))
            if outcome in OUTCOMES:
                tally[outcome] += 1
            else:
                tally["failed"] += 1
                failures.append(f"text {i}: after {damage}: {outcome}")
    finally:
        shutil.rmtree(folder, ignore_errors=True)
        if window is not None:
            window.close()
    seconds = time.monotonic() - start
    peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024  # KiB on Linux
    print(f"{args.texts} damaged hand texts in {seconds:.0f} s (seed {args.seed}):")
    for name in (*OUTCOMES, "failed"):
        print(f"  {name}: {tally[name]}")
    print(f"  longest refusal: {len(longest)} characters: {longest[:120]!r}")
    print(f"  slowest text: {slowest[0]:.2f} s (text {slowest[1]}; the limit is {SECONDS:.0f} s)")
    if window is not None:
        print(f"  opened in the window: {window.opened}, refused there: {window.refused}")
    print(f"  peak memory of the run: {peak:.0f} MiB")
    for line in failures[:20]:
        print(line)
    return 1 if failures else 0


class _Window:
    """The hand history's window, offscreen, importing texts as a paste does."""

    def __init__(self) -> None:
        import os

        os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
        from PySide6.QtCore import qInstallMessageHandler
        from PySide6.QtWidgets import QApplication

        from bura_desktop.app.records import Records
        from bura_desktop.storage.paths import Profile
        from bura_desktop.ui.records import history_window
        from bura_desktop.ui.records.history_window import HistoryWindow

        self.app = QApplication.instance() or QApplication([])
        # The offscreen platform says at every window shown that it has no window manager.
        qInstallMessageHandler(
            lambda _kind, _where, text: (
                None if "propagateSizeHints" in text else print(text, file=sys.stderr)
            )
        )
        self.profile = Path(tempfile.mkdtemp(prefix="bura-hand-window-"))
        self.records = Records(Profile.in_directory(self.profile))
        self.history = HistoryWindow(self.records)
        self.told: list[str] = []
        history_window.warning = lambda parent, title, text: self.told.append(text)
        self.history.opened.connect(self._opened)
        self.opened = self.refused = 0

    def close(self) -> None:
        self.history.close()
        self.records.close()
        shutil.rmtree(self.profile, ignore_errors=True)

    def _opened(self, viewer: object) -> None:
        self.opened += 1
        viewer.close()  # type: ignore[attr-defined]

    def open(self, text: str) -> None:
        """Import ``text`` and wait for the viewer or the refusal."""
        before = (self.opened, len(self.told))
        self.history.import_text(text)
        deadline = time.monotonic() + SECONDS
        while (self.opened, len(self.told)) == before:
            if time.monotonic() > deadline:
                raise TimeoutError("the window neither opened the hand nor refused it")
            self.app.processEvents()
            time.sleep(0.001)
        if len(self.told) > before[1]:
            self.refused += 1
            if len(self.told[-1]) >= 300:
                raise ValueError(f"the window said {len(self.told[-1])} characters")


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
