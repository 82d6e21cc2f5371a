"""The table is heard as it is seen: each animation step cues its sound, through a recording
backend here (no sound device is opened by the tests)."""

from __future__ import annotations

import array
import logging
import random
import subprocess
import sys
import threading
import time
from collections.abc import Generator
from pathlib import Path

import pytest

from bura_desktop.app import TableSetup
from bura_desktop.app.reasons import WAIT_FOR_TURN
from bura_desktop.core import Game, Rules
from bura_desktop.core.events import (
    CardDrawn,
    CardsPlayed,
    ChipsMoved,
    Claimed,
    DealerCut,
    Declared,
    HandDealt,
    HandOver,
    TrickWon,
)
from bura_desktop.storage.paths import Profile
from bura_desktop.storage.settings import Settings
from bura_desktop.storage.settings import load as load_settings
from bura_desktop.ui.table import sound, timing
from bura_desktop.ui.table.scene import TableScene
from bura_desktop.ui.window.main_window import MainWindow
from tests.ui.showing import show

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture
def speed():
    yield timing.set_speed
    timing.set_speed("normal")


def expected_sounds(event: object, watched: int) -> list[str]:
    """What each event should sound like, in the order its animations start."""
    match event:
        case DealerCut(cuts=cuts):
            return ["deal"] * len(cuts)
        case HandDealt(hands=hands):
            return ["shuffle"] + ["deal"] * sum(len(hand) for hand in hands)
        case CardsPlayed(down=down):
            return ["play_down" if down else "play"]
        case TrickWon():
            return ["trick"]
        case CardDrawn():
            return ["draw"]
        case ChipsMoved(target=target):
            return ["chips_in" if target is None else "chips_out"]
        case Claimed(correct=correct):
            return ["claim" if correct else "false_claim"]
        case Declared(declaration=declaration):
            return ["bura" if declaration == "bura" else "declare"]
        case HandOver(outcome=outcome):
            return ["won" if watched in outcome.winners else "lost"]
    return []


def play_scripted_hand(qtbot, scene: TableScene, seed: int) -> list[object]:
    """One hand, from the cut for the dealer to its end, shown batch by batch; its events."""
    game = Game(scene.setup.rules, seed=seed, dealer=None)
    choose = random.Random(seed)
    batch = list(game.opening_events)
    shown: list[object] = []
    while True:
        with qtbot.waitSignal(scene.drained, timeout=10_000):
            show(scene, batch, game.view(scene.watched))
        shown += batch
        if game.hand_over:
            return shown
        legal = game.legal_actions()
        plays = [a for a in legal if a.kind == "play"]
        claims = [a for a in legal if a.kind == "claim"]
        batch = list(game.apply(choose.choice(plays or claims or legal)))


def a_table(players: int = 3, seed: int = 5) -> tuple[TableScene, sound.RecordingBackend]:
    rules = Rules.preset("classic", players=players)
    scene = TableScene(TableSetup.against_computers(players=players, rules=rules, seed=seed))
    scene.relayout(1024, 640)
    recording = sound.RecordingBackend()
    scene.sound = sound.Sound(recording)
    return scene, recording


@pytest.mark.parametrize("seed", [5, 11, 23])
def test_a_scripted_hand_sounds_in_the_order_of_its_animations(qtbot, speed, seed):
    speed("off")
    scene, recording = a_table(seed=seed)
    scene.sound.without_animation = True  # the player asked for sound without animations
    events = play_scripted_hand(qtbot, scene, seed)
    expected = [name for event in events for name in expected_sounds(event, scene.watched)]
    assert recording.played == expected
    assert {"shuffle", "deal", "play", "trick", "draw", "chips_in"} <= set(recording.played)
    assert recording.played[-1] in ("won", "lost")


def test_each_sound_starts_with_its_animation(qtbot, speed, monkeypatch):
    """A card's sound and its flight begin in the same step, a card at a time in the deal."""
    speed("fast")
    scene, recording = a_table(players=2)
    happened: list[str] = []
    monkeypatch.setattr(recording, "play", lambda name, gain: happened.append(name))
    place = scene._place

    def placed(pile, duration, *args):
        if duration > 0 and pile.kind != "stock":
            happened.append("flight")
        place(pile, duration, *args)

    monkeypatch.setattr(scene, "_place", placed)
    game = Game(scene.setup.rules, seed=4, dealer=0)
    with qtbot.waitSignal(scene.drained, timeout=10_000):
        show(scene, game.opening_events, game.view(0))
    deals = [i for i, what in enumerate(happened) if what == "deal"]
    assert len(deals) == 6  # two hands of three, dealt one card at a time
    for at in deals:
        assert happened[at + 1] == "flight"  # its card takes off with it
    assert happened.index("shuffle") < deals[0]


def test_mute_silences_everything(qtbot, speed):
    speed("off")
    scene, recording = a_table()
    scene.sound.without_animation = True
    scene.sound.enabled = False
    play_scripted_hand(qtbot, scene, 5)
    assert recording.played == []


def test_a_volume_of_zero_is_silence_and_the_volume_sets_the_gain(speed):
    speed("normal")
    recording = sound.RecordingBackend()
    player = sound.Sound(recording)
    player.configure(True, 0, False)
    player.cue("deal")
    player.configure(True, 50, False)
    player.cue("deal")
    player.configure(True, 100, False)
    player.cue("deal")
    assert recording.played == ["deal", "deal"]
    assert recording.gains == [0.25, 1.0]


def test_speed_off_plays_nothing_unless_sound_was_asked_for_there(qtbot, speed):
    speed("off")
    scene, recording = a_table()
    play_scripted_hand(qtbot, scene, 5)
    assert recording.played == []
    scene.sound.without_animation = True
    scene.sound.cue("deal")
    assert recording.played == ["deal"]


def test_a_missing_device_does_not_raise_and_is_one_log_line(caplog):
    def no_device():
        raise RuntimeError("no playback device")

    with caplog.at_level(logging.INFO, logger="bura_desktop.ui.table.sound"):
        backend = sound.MiniaudioBackend(sounds={}, open_device=no_device)
        assert backend.ready.wait(5)
        backend.play("deal", 1.0)
        backend.play("won", 1.0)
        backend.close()
    assert backend.failed
    assert [r.getMessage() for r in caplog.records] == ["No sound: no playback device"]


class FakeDevice:
    def __init__(self) -> None:
        self.generator: Generator[array.array[int], int, None] | None = None
        self.starts = self.stops = 0
        self.closed = False

    def running(self) -> Generator[array.array[int], int, None]:
        """What the device plays from: the backend's generator, while it runs."""
        assert self.generator is not None, "the device is stopped"
        return self.generator

    def start(self, generator) -> None:
        self.generator = generator
        self.starts += 1

    def stop(self) -> None:
        self.generator = None
        self.stops += 1

    def close(self) -> None:
        self.closed = True


def soon(condition) -> bool:
    deadline = time.monotonic() + 5
    while not condition() and time.monotonic() < deadline:
        time.sleep(0.005)
    return condition()


def test_the_device_runs_only_while_there_is_sound():
    """A running device wakes the process every few ms: it is stopped after a silence."""
    device = FakeDevice()
    deal = array.array("h", [1000] * 100)
    backend = sound.MiniaudioBackend(sounds={"deal": deal}, open_device=lambda: device)
    assert backend.ready.wait(5) and not backend.failed
    assert soon(lambda: device.starts == 1)  # once at the start, silent: its first is slow
    device.running().send(round(backend.IDLE_STOP_S * sound.RATE) + 1)
    assert soon(lambda: device.stops == 1)  # then nothing runs until a sound is asked for
    backend.play("deal", 1.0)
    assert soon(lambda: device.starts == 2)
    assert list(device.running().send(60)) == [1000] * 60
    assert list(device.running().send(60)) == [1000] * 40 + [0] * 20
    device.running().send(round(backend.IDLE_STOP_S * sound.RATE) + 1)  # a long silence
    assert soon(lambda: device.stops == 2)
    backend._requests.append(("deal", 1.0))  # a sound just as the device was to stop
    backend._idle = True
    generator = device.generator = backend._generate()
    next(generator)
    generator.send(10)
    assert not backend._idle  # so the next silence stops the device again
    generator.send(100)  # the sound ends
    generator.send(round(backend.IDLE_STOP_S * sound.RATE) + 1)
    assert backend._idle
    backend.play("deal", 0.5)
    backend.play("deal", 0.5)  # in the same period: heard once, not twice as loud
    assert soon(lambda: device.starts == 3)
    assert list(device.running().send(2)) == [500, 500]
    backend.close()
    assert soon(lambda: device.closed)


def test_without_the_sound_package_the_game_is_silent(monkeypatch, caplog):
    monkeypatch.setitem(sys.modules, "miniaudio", None)  # import fails
    with caplog.at_level(logging.INFO, logger="bura_desktop.ui.table.sound"):
        backend = sound.open_backend()
    backend.play("deal", 1.0)
    assert isinstance(backend, sound.SilentBackend)
    assert len(caplog.records) == 1 and "No sound" in caplog.records[0].getMessage()


def test_the_mixer_adds_voices_clips_and_drops_finished_ones():
    loud = array.array("h", [30000] * 4)
    short = array.array("h", [10000] * 2)
    silence = array.array("h", bytes(20))
    voices = [[loud, 0, 1.0], [short, 0, 0.5]]
    out, voices = sound.mix(voices, 3, silence)
    assert list(out) == [32767, 32767, 30000]
    assert len(voices) == 1  # the short one has ended
    out, voices = sound.mix(voices, 3, silence)
    assert list(out) == [30000, 0, 0] and voices == []
    out, voices = sound.mix(voices, 3, silence)
    assert list(out) == [0, 0, 0]


def test_every_sound_is_there_small_and_what_its_recipe_makes():
    sounds = sound.load_sounds()
    assert set(sounds) == set(sound.SOUND_NAMES)
    assert all(0 < len(samples) < sound.RATE for samples in sounds.values())  # under 1 s each
    folder = ROOT / "resources" / "sounds"
    assert sum(p.stat().st_size for p in folder.glob("*.wav")) <= 1_000_000
    assert (folder / "LICENSE").is_file()
    check = [sys.executable, str(ROOT / "tools" / "make_sounds.py"), "--check"]
    assert subprocess.run(check, capture_output=True, text=True).returncode == 0


@pytest.fixture
def window(qtbot, tmp_path, speed):
    speed("off")
    recording = sound.RecordingBackend()
    profile = Profile.in_directory(tmp_path / "p")
    settings = Settings()
    settings.table.sound_without_animation = True
    shown = MainWindow(
        TableSetup.against_computers(seed=3, dealer=1),
        settings=settings,
        profile=profile,
        sound=recording,
    )
    qtbot.addWidget(shown)
    shown.show()
    yield shown, recording, profile
    shown.close()


def test_m_mutes_and_the_mute_is_remembered(qtbot, window):
    shown, recording, profile = window
    assert shown.menus.sound_action.isChecked()
    qtbot.waitUntil(lambda: "deal" in recording.played, timeout=5000)
    qtbot.keyClick(shown, "m")
    assert not shown.menus.sound_action.isChecked()
    assert load_settings(profile)[0].table.sound is False
    heard = len(recording.played)
    shown.sound.cue("deal")
    assert len(recording.played) == heard
    shown.menus.sound_action.trigger()  # the Game menu's Sound
    assert load_settings(profile)[0].table.sound is True


def test_m_says_on_the_table_that_sound_is_off_and_on_again(qtbot, window):
    from bura_desktop.ui.table.callout import Callout

    shown, _, _ = window
    qtbot.waitUntil(lambda: shown.flow.generation is not None, timeout=5000)

    def toasts() -> list[str]:
        return [i.words for i in shown.table.items() if isinstance(i, Callout)]

    qtbot.keyClick(shown, "m")
    assert toasts() == [shown.menus.tr("Sound off")]
    qtbot.keyClick(shown, "m")
    assert toasts() == [shown.menus.tr("Sound on")]  # one at a time


class WithoutDevice(sound.RecordingBackend):
    """A backend that found no device, as miniaudio's does on a machine without sound."""

    def __init__(self) -> None:
        super().__init__()
        self.ready = threading.Event()
        self.missing = False

    def found_nothing(self) -> None:
        self.missing = True
        self.ready.set()


def test_without_a_sound_device_the_sound_item_says_so_and_is_off(qtbot):
    backend = WithoutDevice()
    shown = MainWindow(TableSetup.against_computers(seed=3, dealer=1), sound=backend)
    qtbot.addWidget(shown)
    item = shown.menus.sound_action
    assert item.isEnabled() and item.isChecked()  # still looking for a device
    backend.found_nothing()  # the sound thread's answer comes later
    qtbot.waitUntil(lambda: not item.isEnabled(), timeout=2000)
    assert not item.isChecked() and "no sound device" in item.text()
    shown.close()


def test_a_refused_move_says_no(qtbot, window):
    shown, recording, _ = window
    qtbot.waitUntil(lambda: shown.flow.generation is not None, timeout=5000)
    shown.turn.refused(shown.flow.generation, WAIT_FOR_TURN)
    assert recording.played[-1] == "refused"


def test_the_preferences_set_sound_and_volume(window):
    shown, recording, _ = window
    changed = Settings()
    changed.table.sound_volume = 30
    changed.table.sound_without_animation = True
    shown.apply_settings(changed)
    assert shown.sound.volume == 30
    changed = Settings()
    changed.table.sound = False
    shown.apply_settings(changed)
    assert not shown.sound.enabled and not shown.menus.sound_action.isChecked()
