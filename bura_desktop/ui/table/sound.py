"""The table's sounds: short, soft, and started by the same steps that start the animations.

``Sound`` decides whether a cue is heard (on or muted, the volume, and speed "off": no sound
then unless the player asked for it) and hands it to a backend:

- ``MiniaudioBackend`` plays through the ``miniaudio`` package. ``play`` only appends to a
  queue; the device is opened in a thread of its own and the sounds are mixed in miniaudio's
  audio thread, so the UI thread never waits on the sound system. No device (a server, CI, a
  machine without sound) is normal: one line in the log, then silence.
- ``RecordingBackend`` keeps the names it was asked to play, for tests.
- ``SilentBackend`` plays nothing (the default where nobody asked for sound).

The sounds are ``resources/sounds/*.wav``, made by ``tools/make_sounds.py``.
"""

from __future__ import annotations

import array
import ctypes
import logging
import os
import sys
import threading
import wave
from collections import deque
from collections.abc import Callable, Generator
from pathlib import Path
from typing import Any, Protocol

from bura_desktop.storage.settings import TableSettings
from bura_desktop.ui.desktop.resources import resource_path
from bura_desktop.ui.table import timing

log = logging.getLogger(__name__)

# Every sound the table makes, named for what happens (resources/sounds/<name>.wav).
SOUND_NAMES: tuple[str, ...] = (
    "shuffle",
    "deal",
    "draw",
    "play",
    "play_down",
    "trick",
    "chips_in",
    "chips_out",
    "claim",
    "false_claim",
    "declare",
    "bura",
    "won",
    "lost",
    "refused",
)
RATE = 22050  # the files' rate: mono, 16 bit
# A short device buffer keeps the delay from request to sound low (measured in docs/SOUND.md).
BUFFER_MS = 10


class Backend(Protocol):
    def play(self, name: str, gain: float) -> None: ...

    def close(self) -> None: ...


class SilentBackend:
    def play(self, name: str, gain: float) -> None:
        pass

    def close(self) -> None:
        pass


class NoDevice(SilentBackend):
    """Silence because nothing can play: the sound library or a device is missing."""

    missing = True
    ready = threading.Event()
    ready.set()


class RecordingBackend:
    """Plays nothing; ``played`` lists the sounds asked for, in order, and ``gains`` their gains."""

    def __init__(self) -> None:
        self.played: list[str] = []
        self.gains: list[float] = []

    def play(self, name: str, gain: float) -> None:
        self.played.append(name)
        self.gains.append(gain)

    def close(self) -> None:
        pass


def load_wav(path: Path) -> array.array[int]:
    """The 16-bit mono samples of one of the sound files."""
    with wave.open(str(path), "rb") as source:
        if (source.getnchannels(), source.getsampwidth(), source.getframerate()) != (1, 2, RATE):
            raise ValueError(f"{path.name}: not 16-bit mono at {RATE} Hz")
        samples = array.array("h", source.readframes(source.getnframes()))
    if sys.byteorder == "big":
        samples.byteswap()
    return samples


def load_sounds(folder: Path | None = None) -> dict[str, array.array[int]]:
    folder = folder or resource_path("sounds")
    return {name: load_wav(folder / f"{name}.wav") for name in SOUND_NAMES}


def mix(
    voices: list[list[Any]], frames: int, silence: array.array[int]
) -> tuple[array.array[int], list[list[Any]]]:
    """``frames`` samples of every playing voice ``[samples, position, gain]`` added up."""
    if not voices:
        quiet = silence[:frames] if frames <= len(silence) else array.array("h", bytes(2 * frames))
        return quiet, voices
    total = [0.0] * frames
    going = []
    for voice in voices:
        samples, position, gain = voice
        chunk = samples[position : position + frames]
        for i, value in enumerate(chunk):
            total[i] += value * gain
        voice[1] = position + frames
        if voice[1] < len(samples):
            going.append(voice)
    out = array.array("h", (max(-32767, min(32767, round(v))) for v in total))
    return out, going


# ALSA's error handler type: (file, line, function, error, format, ...). The variadic rest is
# left unread (a C caller passes the fixed arguments the same way either way).
_ALSA_HANDLER = ctypes.CFUNCTYPE(
    None, ctypes.c_char_p, ctypes.c_int, ctypes.c_char_p, ctypes.c_int, ctypes.c_char_p
)
_alsa_quieted: list[Any] = []  # the library and the handler, kept alive while ALSA may call it


def quiet_alsa() -> None:
    """ALSA's messages into the log, the first only, instead of stderr.

    Without a sound card ALSA prints some forty "ALSA lib ..." lines while miniaudio looks for
    a device; the log keeps one line, and "No sound" follows from the backend.
    """
    if _alsa_quieted or not sys.platform.startswith("linux"):
        return
    try:
        alsa = ctypes.CDLL("libasound.so.2")  # the one miniaudio opens, by the same name
    except OSError:
        return  # no ALSA: nothing will print

    def handler(file: bytes, line: int, function: bytes, error: int, form: bytes) -> None:
        if len(_alsa_quieted) == 2:
            _alsa_quieted.append(True)
            where = f"{(file or b'').decode(errors='replace')}:{line}"
            what = (form or b"").decode(errors="replace")
            why = f" ({os.strerror(-error)})" if error < 0 else ""
            log.info("ALSA, then quiet: %s %s: %s%s", where, (function or b"").decode(), what, why)

    callback = _ALSA_HANDLER(handler)
    alsa.snd_lib_error_set_handler(callback)
    _alsa_quieted.extend([alsa, callback])


def _open_miniaudio_device() -> Any:
    import miniaudio

    quiet_alsa()
    return miniaudio.PlaybackDevice(
        output_format=miniaudio.SampleFormat.SIGNED16,
        nchannels=1,
        sample_rate=RATE,
        buffersize_msec=BUFFER_MS,
        app_name="Bura Desktop",
    )


class MiniaudioBackend:
    """Sounds mixed in miniaudio's audio thread; ``play`` never blocks.

    A thread of its own opens the device, starts it when a sound is asked for and stops it
    after ``IDLE_STOP_S`` of silence: a running device wakes the process every few
    milliseconds, which would cost CPU (and battery) while the game waits for the player.
    """

    IDLE_STOP_S = 1.5

    def __init__(
        self,
        sounds: dict[str, array.array[int]] | None = None,
        open_device: Callable[[], Any] = _open_miniaudio_device,
    ) -> None:
        self._requests: deque[tuple[str, float]] = deque(maxlen=32)
        self._sounds = sounds
        self._open_device = open_device
        self._wake = threading.Event()
        self._closed = False
        self._running = False  # the device is started (only the sound thread changes it)
        self._idle = False  # the mixer has played silence for IDLE_STOP_S
        self.failed = False
        self.ready = threading.Event()  # set once the device is open, or has failed
        self._thread = threading.Thread(target=self._serve, name="sound", daemon=True)
        self._thread.start()

    @property
    def missing(self) -> bool:
        """No device could be opened: nothing is heard."""
        return self.failed

    def _serve(self) -> None:
        try:
            if self._sounds is None:
                self._sounds = load_sounds()
            device = self._open_device()
        except Exception as error:  # no device (normal on a server), no files: play nothing
            self.failed = True
            log.info("No sound: %s", error or type(error).__name__)
            self.ready.set()
            return
        self.ready.set()
        try:
            # The first start of a device is slow (about 0.3 s with PulseAudio), later ones
            # take milliseconds: start it once now, silent, so the first card is heard on time.
            self._start(device)
            while True:
                self._wake.wait()
                self._wake.clear()
                if self._closed:
                    break
                if self._running and self._idle and not self._requests:
                    device.stop()
                    self._running = False
                if self._requests and not self._running:
                    self._start(device)
        except Exception as error:
            self.failed = True
            log.warning("Sound stopped: %s", error)
        finally:
            try:
                device.close()
            except Exception as error:
                log.warning("Closing the sound device: %s", error)

    def _start(self, device: Any) -> None:
        self._idle = False
        generator = self._generate()
        next(generator)
        device.start(generator)
        self._running = True

    def _generate(self) -> Generator[array.array[int], int, None]:
        silence = array.array("h", bytes(2 * RATE // 10))
        voices: list[list[Any]] = []
        quiet_frames = 0
        frames = yield array.array("h")
        sounds = self._sounds or {}
        while True:
            started = set()
            while self._requests:
                name, gain = self._requests.popleft()
                # One voice per sound and period: with sound at speed "off" a whole deal comes
                # at once, and a dozen copies added together would only be loud.
                if name in sounds and name not in started:
                    started.add(name)
                    voices.append([sounds[name], 0, gain])
            if voices:
                # A sound that came as the device was to stop: count the silence anew.
                quiet_frames = 0
                self._idle = False
            else:
                quiet_frames += frames
            if quiet_frames > self.IDLE_STOP_S * RATE and not self._idle:
                self._idle = True  # the sound thread stops the device: not from its callback
                self._wake.set()
            out, voices = mix(voices, frames, silence)
            frames = yield out

    def play(self, name: str, gain: float) -> None:
        if not self.failed:
            self._requests.append((name, gain))
            if not self._running:
                self._wake.set()

    def close(self) -> None:
        self._closed = True
        self._wake.set()


def open_backend() -> Backend:
    """The real sound backend, or silence (one log line) if ``miniaudio`` cannot be loaded."""
    try:
        import miniaudio  # noqa: F401
    except Exception as error:
        log.warning("No sound: the miniaudio package cannot be loaded (%s)", error)
        return NoDevice()
    return MiniaudioBackend()


class Sound:
    """Whether and how loud the table's cues are heard."""

    def __init__(self, backend: Backend | None = None) -> None:
        self.backend: Backend = backend or SilentBackend()
        self.enabled = True
        self.volume = 60  # percent
        self.without_animation = False  # sounds also at animation speed "off"

    def configure(self, enabled: bool, volume: int, without_animation: bool) -> None:
        self.enabled = enabled
        self.volume = volume
        self.without_animation = without_animation

    def wear(self, table: TableSettings) -> None:
        """Sound as the table settings have it."""
        self.configure(table.sound, table.sound_volume, table.sound_without_animation)

    def settled(self) -> bool:
        """Whether the backend knows yet if it has a device (it looks in a thread of its own)."""
        ready = getattr(self.backend, "ready", None)
        return ready is None or ready.is_set()

    def missing(self) -> bool:
        """Nothing can be heard: no device, or no sound library."""
        return bool(getattr(self.backend, "missing", False))

    def audible(self) -> bool:
        if not self.enabled or self.volume <= 0:
            return False
        return timing.speed() != "off" or self.without_animation

    def cue(self, name: str) -> None:
        """Play ``name`` now, if sound is on: called as the matching animation starts."""
        if self.audible():
            # Loudness grows about as the square of the amplitude: the slider feels even.
            self.backend.play(name, (self.volume / 100) ** 2)

    def close(self) -> None:
        self.backend.close()
