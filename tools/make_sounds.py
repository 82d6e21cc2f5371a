"""Synthesize the table's sounds into resources/sounds/*.wav: ``python tools/make_sounds.py``.

The recipes are here and nowhere else: filtered noise for cards (a soft swish), short sine
pings for chips, and quiet chimes for calls. Standard library only (``wave``, ``array``,
``math``, ``random`` with fixed seeds), so the same files come out every time; ``--check``
says whether the committed files are what the recipes make. The sounds are the project's own
work, under its licence (resources/sounds/LICENSE).
"""

from __future__ import annotations

import argparse
import array
import io
import math
import random
import sys
import wave
from collections.abc import Callable
from pathlib import Path

RATE = 22050  # mono, 16 bit: small files, and nothing here needs more than 11 kHz
PEAK = 0.32  # of full scale: soft, never in the way
OUT = Path(__file__).resolve().parent.parent / "resources" / "sounds"

Samples = list[float]


def _silence(seconds: float) -> Samples:
    return [0.0] * round(seconds * RATE)


def _mix(into: Samples, sound: Samples, at: float, gain: float = 1.0) -> Samples:
    start = round(at * RATE)
    if len(into) < start + len(sound):
        into.extend([0.0] * (start + len(sound) - len(into)))
    for i, value in enumerate(sound):
        into[start + i] += value * gain
    return into


def swish(seconds: float, seed: int, bright: float, attack: float = 0.004) -> Samples:
    """A card sliding on cloth: noise through a one-pole low-pass, quick rise, slow fall."""
    rng = random.Random(seed)
    n = round(seconds * RATE)
    out: Samples = []
    low = 0.0
    for i in range(n):
        t = i / RATE
        low += bright * (rng.uniform(-1, 1) - low)
        rise = min(1.0, t / attack)
        fall = math.exp(-5.0 * t / seconds)
        out.append(low * rise * fall)
    return out


def thump(seconds: float, freq: float) -> Samples:
    """A soft low knock: a sine that falls in pitch and fades fast."""
    n = round(seconds * RATE)
    phase = 0.0
    out: Samples = []
    for i in range(n):
        t = i / RATE
        phase += 2 * math.pi * freq * (1 - 0.3 * t / seconds) / RATE
        out.append(math.sin(phase) * math.exp(-9.0 * t / seconds))
    return out


def ping(freq: float, seconds: float) -> Samples:
    """A chip's clink: two inharmonic partials that die away quickly."""
    n = round(seconds * RATE)
    out: Samples = []
    for i in range(n):
        t = i / RATE
        decay = math.exp(-t / (seconds / 6))
        value = math.sin(2 * math.pi * freq * t) + 0.4 * math.sin(2 * math.pi * freq * 2.76 * t)
        out.append(value * decay * min(1.0, t / 0.001))
    return out


def tone(freq: float, seconds: float) -> Samples:
    """A soft bell-like note for calls: a sine with a little octave, gentle attack."""
    n = round(seconds * RATE)
    out: Samples = []
    for i in range(n):
        t = i / RATE
        value = math.sin(2 * math.pi * freq * t) + 0.25 * math.sin(4 * math.pi * freq * t)
        out.append(value * min(1.0, t / 0.01) * math.exp(-4.0 * t / seconds))
    return out


def notes(freqs: list[float], step: float, length: float) -> Samples:
    out: Samples = []
    for i, freq in enumerate(freqs):
        _mix(out, tone(freq, length), i * step)
    return out


def shuffle() -> Samples:
    """A riffle: many short clicks of cards, closer together towards the end, then a tap."""
    out: Samples = []
    rng = random.Random(7)
    at = 0.0
    for i in range(16):
        _mix(out, swish(0.025, 100 + i, 0.55, 0.001), at, 0.6 + 0.3 * rng.random())
        at += 0.03 - i * 0.0009
    _mix(out, swish(0.09, 99, 0.25), at + 0.04)
    return out


def chips(freqs: list[float]) -> Samples:
    out: Samples = []
    for i, freq in enumerate(freqs):
        _mix(out, ping(freq, 0.09), i * 0.055, 1.0 - 0.15 * i)
    return out


def dealt() -> Samples:
    return _mix(swish(0.09, 1, 0.35), thump(0.05, 140), 0.05, 0.3)


RECIPES: dict[str, Callable[[], Samples]] = {
    "shuffle": shuffle,
    "deal": dealt,
    "draw": lambda: swish(0.1, 2, 0.28),
    "play": lambda: _mix(swish(0.11, 3, 0.45), thump(0.06, 180), 0.07, 0.5),
    "play_down": lambda: _mix(swish(0.12, 4, 0.15), thump(0.08, 110), 0.07, 0.8),
    "trick": lambda: swish(0.22, 5, 0.22, 0.02),
    "chips_in": lambda: chips([2400, 2650, 2900]),
    "chips_out": lambda: chips([2900, 2650, 2400, 2200]),
    "claim": lambda: notes([660.0, 880.0], 0.11, 0.35),
    "false_claim": lambda: notes([440.0, 330.0], 0.13, 0.35),
    "declare": lambda: notes([523.3, 659.3, 784.0], 0.09, 0.35),
    "bura": lambda: notes([523.3, 659.3, 784.0, 1046.5], 0.08, 0.45),
    "won": lambda: notes([392.0, 523.3, 659.3, 784.0], 0.1, 0.5),
    "lost": lambda: notes([392.0, 311.1, 261.6], 0.14, 0.5),
    "refused": lambda: _mix(thump(0.08, 200), thump(0.08, 160), 0.07),
}


def render(samples: Samples) -> bytes:
    """16-bit mono WAV, scaled so the loudest sample is ``PEAK``, with a 5 ms fade-out."""
    loudest = max(1e-9, max(abs(v) for v in samples))
    fade = round(0.005 * RATE)
    data = array.array("h")
    for i, value in enumerate(samples):
        tail = min(1.0, (len(samples) - i) / fade)
        data.append(round(value / loudest * PEAK * tail * 32767))
    if sys.byteorder == "big":
        data.byteswap()
    buffer = io.BytesIO()
    with wave.open(buffer, "wb") as out:
        out.setnchannels(1)
        out.setsampwidth(2)
        out.setframerate(RATE)
        out.writeframes(data.tobytes())
    return buffer.getvalue()


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true", help="only say whether files are current")
    args = parser.parse_args(argv)
    stale = []
    for name, recipe in RECIPES.items():
        path = OUT / f"{name}.wav"
        data = render(recipe())
        if path.exists() and path.read_bytes() == data:
            continue
        stale.append(path.name)
        if not args.check:
            OUT.mkdir(parents=True, exist_ok=True)
            path.write_bytes(data)
    total = sum(p.stat().st_size for p in OUT.glob("*.wav"))
    if args.check:
        print("stale: " + ", ".join(stale) if stale else "sounds are current")
        return 1 if stale else 0
    print(f"{len(RECIPES)} sounds, {total / 1024:.0f} KiB in {OUT}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
