"""Start a built bundle the way a player would, headless, and check what it shows.

    python packaging/smoke.py dist/bura-desktop/bura-desktop      # the app's executable

Two runs, each with a fresh profile:
  1. computers at the advanced level play three hands and quit: the search worker process
     (a second start of the same executable) must start and answer;
  2. ``--lang ru``: the window's title and the table's words (the PNG text of ``--screenshot``,
     the same words a screen reader gets) must be Russian, so the catalogues are in the bundle.

The release workflow runs it on every OS; tests/packaging/test_build.py reads PNGs with it.
Needs only the standard library.
"""

from __future__ import annotations

import argparse
import os
import struct
import subprocess
import sys
import tempfile
import zlib
from pathlib import Path

RUSSIAN_TITLE = "Бура"
RUSSIAN_WORDS = ("фишек", "Прикуп")  # "99 chips" and "Stock 29" in the table's description
ENGLISH_WORDS = ("chip", "Stock")


def png_texts(path: Path) -> dict[str, str]:
    """The text chunks of a PNG (tEXt and iTXt, compressed or not)."""
    data, texts, offset = path.read_bytes(), {}, 8
    while offset < len(data):
        length, kind = struct.unpack(">I4s", data[offset : offset + 8])
        chunk = data[offset + 8 : offset + 8 + length]
        if kind == b"tEXt":
            key, text = chunk.split(b"\0", 1)
            texts[key.decode("latin-1")] = text.decode("latin-1")
        elif kind == b"iTXt":
            key, rest = chunk.split(b"\0", 1)
            compressed, rest = rest[0], rest[2:]
            _language, _translated, text = rest.split(b"\0", 2)
            texts[key.decode("latin-1")] = (zlib.decompress(text) if compressed else text).decode()
        offset += 12 + length
    return texts


def language_problems(texts: dict[str, str]) -> list[str]:
    """Why a Russian screenshot's words are not Russian; empty when they are."""
    problems = []
    if texts.get("Title") != RUSSIAN_TITLE:
        problems.append(f"window title {texts.get('Title')!r}, not {RUSSIAN_TITLE!r}")
    description = texts.get("Description", "")
    if not all(word in description for word in RUSSIAN_WORDS) or any(
        word in description for word in ENGLISH_WORDS
    ):
        problems.append(f"the table is not described in Russian: {description!r}")
    return problems


def log_problems(profile: Path) -> list[str]:
    """Warnings and errors in the run's log (a search worker that failed to start, say: the
    game then thinks in its own process, slower but without any other sign)."""
    log = profile / "logs" / "bura-desktop.log"
    if not log.exists():
        return [f"no log at {log}"]
    lines = log.read_text(encoding="utf-8", errors="replace").splitlines()
    serious = [line for line in lines if " bura_desktop" in line and " INFO " not in line]
    return [f"log: {line}" for line in serious]


def run(exe: Path, *args: str, timeout: float = 120) -> subprocess.CompletedProcess[str]:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    command = [str(exe), *args, "--speed", "off"]
    return subprocess.run(command, env=env, capture_output=True, text=True, timeout=timeout)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("executable", type=Path)
    args = parser.parse_args(argv)
    failures = []
    with tempfile.TemporaryDirectory() as temp:
        folder = Path(temp)
        played = run(
            args.executable, "--autoplay", "--level", "advanced", "--hands", "3", "--quit",
            "--profile", str(folder / "advanced"),
        )  # fmt: skip
        if played.returncode != 0:
            failures.append(f"advanced hands: exit {played.returncode}\n{played.stderr}")
        failures += log_problems(folder / "advanced")
        shot = folder / "ru.png"
        russian = run(
            args.executable, "--lang", "ru", "--seed", "1", "--hands", "0", "--quit",
            "--screenshot", str(shot), "--profile", str(folder / "russian"),
        )  # fmt: skip
        if russian.returncode != 0 or not shot.exists():
            failures.append(f"--lang ru: exit {russian.returncode}\n{russian.stderr}")
        else:
            failures += language_problems(png_texts(shot))
    for failure in failures:
        print("smoke:", failure, file=sys.stderr)
    print("smoke:", "failed" if failures else "advanced hands played, Russian shown")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
