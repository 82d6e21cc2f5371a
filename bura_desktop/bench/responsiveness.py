"""How the game window feels: ``python -m bura_desktop.bench.responsiveness``.

Prints four figures, each measured in a fresh process with the real window (offscreen unless
``DISPLAY`` is set and ``QT_QPA_PLATFORM`` is not, e.g. under Xvfb):

stall    the UI event loop's lateness while Expert computers think and the table animates at
         normal speed: a 5 ms timer probe, the gaps beyond 5 ms (target p99 <= 20 ms, max <= 50 ms)
start    process start to the first paint of the dealt table (target <= 1.0 s)
idle     CPU time used while the window waits for the human (target ~0 %)
memory   maximum resident set after 100 autoplay hands at speed off (target <= 200 MB)

``--only stall,idle`` runs some of them; ``--seconds`` sets the stall run's length;
``--review`` runs the stall with a hand's Expert review going on in the background all along
(``app.review_run``, as the replay viewer starts it; started again each time it ends).
"""

from __future__ import annotations

import argparse
import dataclasses
import json
import os
import platform
import resource
import statistics
import subprocess
import sys
import tempfile
import time
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:  # Qt is loaded only in the parts that run in a child
    from PySide6.QtWidgets import QApplication

TIMESTAMP_ENV = "BURA_TIMESTAMPS"


def percentile(values: list[float], q: float) -> float:
    if not values:
        return 0.0
    ordered = sorted(values)
    index = min(len(ordered) - 1, max(0, round(q / 100 * (len(ordered) - 1))))
    return ordered[index]


def _child(part: str, *args: str) -> dict[str, Any]:
    """Run one part in a fresh interpreter and return the figures it prints as JSON."""
    command = [sys.executable, "-m", "bura_desktop.bench.responsiveness", "--part", part, *args]
    result = subprocess.run(command, capture_output=True, text=True, timeout=600)
    lines = [line for line in result.stdout.splitlines() if line.startswith("{")]
    if result.returncode != 0 or not lines:
        raise RuntimeError(f"{part} failed ({result.returncode}):\n{result.stderr[-3000:]}")
    figures: dict[str, Any] = json.loads(lines[-1])
    return figures


# ---------------------------------------------------------------------- parts, in a child


def _application() -> QApplication:
    from PySide6.QtGui import QFont
    from PySide6.QtWidgets import QApplication

    from bura_desktop.ui.desktop.fonts import load_fonts

    app = QApplication.instance() or QApplication([sys.argv[0]])
    assert isinstance(app, QApplication)  # a widget application, made here if need be
    app.setFont(QFont(load_fonts(), 10))
    return app


def _remote_people(window: Any, setup: Any, count: int) -> list[Any]:
    """People at seats 1..``count`` of the window's table, over loopback in this process: the
    window's UI thread also carries the host's connections and theirs."""
    from PySide6.QtNetwork import QHostAddress

    from bura_desktop.app.guest import Guest
    from bura_desktop.app.host import Host, new_code

    host = Host(window.worker.controller, setup, new_code())
    assert host.listen(0, QHostAddress(QHostAddress.SpecialAddress.LocalHost))
    host.start()
    people: list[Any] = [host]
    for seat in setup.remote:
        guest = Guest(f"P{seat}", host.code)
        guest.prompt.connect(
            lambda generation, view, guest=guest: guest.move(generation, view.legal_actions()[0])
        )
        guest.join("127.0.0.1", host.port)
        people.append(guest)
    return people


def part_stall(
    seconds: float, level: str, seed: int, review: bool = False, remote: int = 0
) -> dict[str, Any]:
    from PySide6.QtCore import QElapsedTimer, Qt, QTimer

    from bura_desktop.app import TableSetup
    from bura_desktop.ui.table import timing
    from bura_desktop.ui.table.sound import open_backend
    from bura_desktop.ui.window.main_window import MainWindow
    from bura_desktop.ui.window.scripted import ScriptedRun

    app = _application()
    timing.set_speed("normal")
    setup = TableSetup.against_computers(
        players=max(2, remote + 1), level=level, seed=seed, autoplay=True
    )
    setup = dataclasses.replace(setup, remote=tuple(range(1, remote + 1)))
    # With the real sound (silent where there is no device): its mixing must not stall the UI.
    window = MainWindow(setup, sound=open_backend())
    people = _remote_people(window, setup, remote) if remote else []
    ScriptedRun(
        window, (window.view, window.panel, window.status), autoplay=True
    )  # presses Next hand as the player would
    window.resize(1280, 800)
    window.show()
    thinks: list[int] = []
    window.source.thinking.connect(lambda _generation, seat: thinks.append(seat))
    reviewed: list[int] = []
    if review:
        from bura_desktop.app.review_run import ReviewRun
        from bura_desktop.bench.review import recorded_hand
        from bura_desktop.core import Rules

        hand = recorded_hand(Rules.preset("classic", players=2), seed, ("advanced", "beginner"))
        run = ReviewRun()
        run.decided.connect(lambda decision: reviewed.append(decision.position))
        run.finished.connect(lambda *_: run.start(hand, 0, len(reviewed)))
        QTimer.singleShot(500, lambda: run.start(hand, 0, 0))

    clock = QElapsedTimer()
    clock.start()
    stamps: list[int] = []
    cpu_stamps: list[float] = []  # the UI thread's own CPU time at each tick

    def tick() -> None:
        stamps.append(clock.nsecsElapsed())
        cpu_stamps.append(time.thread_time())

    probe = QTimer()
    probe.setTimerType(Qt.TimerType.PreciseTimer)
    probe.setInterval(5)
    probe.timeout.connect(tick)
    # Let the window settle (first paint, fonts, card art) before probing.
    QTimer.singleShot(1000, probe.start)
    QTimer.singleShot(round(1000 + seconds * 1000), app.quit)
    cpu0 = time.process_time()
    app.exec()
    cpu = time.process_time() - cpu0
    probe.stop()
    if review:
        run.cancel()
    window.close()
    gaps = [(b - a) / 1e6 for a, b in zip(stamps, stamps[1:], strict=False)]
    late = [max(0.0, g - 5.0) for g in gaps]
    cpus = [(b - a) * 1000 for a, b in zip(cpu_stamps, cpu_stamps[1:], strict=False)]
    # A long gap is work when the UI thread was busy through most of it, else a wait: the
    # thread was runnable but not running (other processes on the cores, or the GIL).
    long_gaps = [(g, c) for g, c in zip(gaps, cpus, strict=False) if g > 25.0]
    worst = sorted(long_gaps, reverse=True)[:5]
    return {
        "seconds": seconds,
        "level": level,
        "remote": remote,
        "people_seated": sum(1 for p in people[1:] if p.seat is not None),
        "reviewed": len(reviewed),
        "ticks": len(stamps),
        "decisions": len(thinks),
        "hands": window.hands_played,
        "late_p50_ms": percentile(late, 50),
        "late_p99_ms": percentile(late, 99),
        "late_max_ms": max(late, default=0.0),
        "over_20ms": sum(1 for x in late if x > 20),
        "over_50ms": sum(1 for x in late if x > 50),
        "mean_gap_ms": statistics.fmean(gaps) if gaps else 0.0,
        "long_work": sum(1 for g, c in long_gaps if c >= g / 2),
        "long_wait": sum(1 for g, c in long_gaps if c < g / 2),
        "worst": [[round(g, 1), round(c, 1)] for g, c in worst],
        "ui_process_cpu_s": cpu,
    }


def part_idle(seconds: float, seed: int, settle: float) -> dict[str, Any]:
    from PySide6.QtCore import QTimer

    from bura_desktop.app import TableSetup
    from bura_desktop.ui.table import timing
    from bura_desktop.ui.table.sound import open_backend
    from bura_desktop.ui.window.main_window import MainWindow

    app = _application()
    timing.set_speed("normal")
    # The computer deals, so the human leads at once; the opponent is an expert.
    setup = TableSetup.against_computers(players=2, level="expert", seed=seed, dealer=1)
    window = MainWindow(setup, sound=open_backend())
    window.resize(1280, 800)
    window.show()
    figures: dict[str, Any] = {}

    def wait_for_prompt() -> None:
        if not window.flow.legal:
            QTimer.singleShot(50, wait_for_prompt)
            return
        # The prompt is up: let the start-up work end (the last paints, the card art rendered
        # ahead of need in the first second or so), then measure the steady wait.
        QTimer.singleShot(round(settle * 1000), measure)

    def measure() -> None:
        figures["cpu0"] = time.process_time()
        figures["wall0"] = time.perf_counter()
        figures["usage0"] = resource.getrusage(resource.RUSAGE_SELF)
        QTimer.singleShot(round(seconds * 1000), done)

    def done() -> None:
        figures["cpu"] = time.process_time() - figures.pop("cpu0")
        figures["wall"] = time.perf_counter() - figures.pop("wall0")
        usage = resource.getrusage(resource.RUSAGE_SELF)
        before = figures.pop("usage0")
        figures["voluntary_switches"] = usage.ru_nvcsw - before.ru_nvcsw
        figures["involuntary_switches"] = usage.ru_nivcsw - before.ru_nivcsw
        app.quit()

    QTimer.singleShot(0, wait_for_prompt)
    app.exec()
    window.close()
    figures["cpu_percent"] = 100 * figures["cpu"] / figures["wall"]
    return figures


# ---------------------------------------------------------------------- parts, from outside


def part_start(runs: int) -> dict[str, Any]:
    """Process start to the first paint of the dealt table, ``bura-desktop --hands 0 --quit``."""
    # A profile of its own: a game the user has open holds the default one (one game a profile).
    with tempfile.TemporaryDirectory(prefix="bura-bench-") as profile:
        return _start(runs, profile)


def _start(runs: int, profile: str) -> dict[str, Any]:
    env = dict(os.environ, **{TIMESTAMP_ENV: "1"})
    # As installed: with compiled bytecode (kept out of the source tree), warmed by one run.
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    env["PYTHONPYCACHEPREFIX"] = os.path.join(tempfile.gettempdir(), "bura-bench-pycache")
    command = [sys.executable, "-m", "bura_desktop", "--hands", "0", "--quit", "--seed", "1"]
    command += ["--profile", profile]
    subprocess.run(command, capture_output=True, env=env, timeout=60)
    marks: dict[str, list[float]] = {}
    exits: list[float] = []
    for _ in range(runs):
        began = time.time()
        result = subprocess.run(command, capture_output=True, text=True, env=env, timeout=60)
        ended = time.time()
        if result.returncode != 0:
            raise RuntimeError(result.stderr[-3000:])
        for line in result.stderr.splitlines():
            if line.startswith("bura-timestamp "):
                _, name, stamp = line.split()
                marks.setdefault(name, []).append(float(stamp) - began)
        exits.append(ended - began)
    figures = {f"{name}_s": statistics.median(v) for name, v in marks.items()}
    figures["exit_s"] = statistics.median(exits)
    figures["runs"] = runs
    # Quitting while an Expert thinks: the computers move as soon as the deal is shown.
    thinking = [*command, "--autoplay", "--level", "expert"]
    quits = []
    for _ in range(runs):
        result = subprocess.run(thinking, capture_output=True, text=True, env=env, timeout=60)
        ended = time.time()
        if result.returncode != 0 or "QThread" in result.stderr:
            raise RuntimeError(result.stderr[-3000:])
        dealt = [line for line in result.stderr.splitlines() if " dealt " in line]
        quits.append(ended - float(dealt[-1].split()[2]))
    figures["quit_while_thinking"] = statistics.median(quits)
    return figures


def part_memory(hands: int) -> dict[str, Any]:
    with tempfile.TemporaryDirectory(prefix="bura-bench-") as profile:
        command = [
            sys.executable, "-m", "bura_desktop", "--autoplay", "--hands", str(hands), "--quit",
            "--speed", "off", "--seed", "3", "--profile", profile,
        ]  # fmt: skip
        began = time.perf_counter()
        process = subprocess.Popen(command, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
        _, _, usage = os.wait4(process.pid, 0)
    wall = time.perf_counter() - began
    return {"hands": hands, "max_rss_mb": usage.ru_maxrss / 1024, "wall_s": wall}


# ---------------------------------------------------------------------- report


def _verdict(ok: bool) -> str:
    return "ok" if ok else "MISSED"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--part", help=argparse.SUPPRESS)
    parser.add_argument("--only", default="stall,start,idle,memory")
    parser.add_argument("--seconds", type=float, default=20.0, help="length of the stall run")
    parser.add_argument("--level", default="expert", help="computer level of the stall run")
    parser.add_argument("--idle-seconds", type=float, default=3.0)
    parser.add_argument("--idle-settle", type=float, default=2.0, help="seconds after the prompt")
    parser.add_argument("--hands", type=int, default=100, help="hands of the memory run")
    parser.add_argument("--runs", type=int, default=5, help="start-up runs (median)")
    parser.add_argument("--seed", type=int, default=4)
    parser.add_argument("--review", action="store_true", help="a review runs during the stall")
    parser.add_argument(
        "--remote", type=int, default=0, help="people at that many seats of a hosted stall table"
    )
    args = parser.parse_args(argv)
    if not os.environ.get("QT_QPA_PLATFORM") and not os.environ.get("DISPLAY"):
        os.environ["QT_QPA_PLATFORM"] = "offscreen"

    parts = {
        "stall": lambda: part_stall(args.seconds, args.level, args.seed, args.review, args.remote),
        "idle": lambda: part_idle(args.idle_seconds, args.seed, args.idle_settle),
        "start": lambda: part_start(args.runs),
        "memory": lambda: part_memory(args.hands),
    }
    if args.part is not None:
        print(json.dumps(parts[args.part]()))
        return 0

    platform_name = os.environ.get("QT_QPA_PLATFORM") or f"xcb on {os.environ.get('DISPLAY')}"
    print(f"bura-desktop responsiveness  ({platform_name}; Python {platform.python_version()};")
    print(f"  {os.cpu_count()} cores; load {' '.join(f'{x:.2f}' for x in os.getloadavg())})")
    only = set(args.only.split(","))
    if "stall" in only:
        s = _child("stall", "--seconds", str(args.seconds), "--level", args.level,
                   "--seed", str(args.seed), *(["--review"] if args.review else []),
                   "--remote", str(args.remote))  # fmt: skip
        ok = s["late_p99_ms"] <= 20 and s["late_max_ms"] <= 50
        print(
            f"(a) stall, {s['level']} computers thinking, normal speed, {s['seconds']:.0f} s: "
            f"{s['decisions']} decisions, {s['ticks']} ticks of 5 ms"
            + (f", {s['reviewed']} decisions reviewed meanwhile" if args.review else "")
            + (f", {s['people_seated']} people at a hosted table" if args.remote else "")
            + "\n"
            f"    lateness p50 {s['late_p50_ms']:.1f} ms, p99 {s['late_p99_ms']:.1f} ms, "
            f"max {s['late_max_ms']:.1f} ms; >20 ms: {s['over_20ms']}, >50 ms: {s['over_50ms']}; "
            f"UI process CPU {s['ui_process_cpu_s']:.1f} s  "
            f"[target p99 <= 20, max <= 50: {_verdict(ok)}]\n"
            f"    gaps over 25 ms: {s['long_work']} busy on the UI thread, {s['long_wait']} "
            f"waiting (cores or GIL); worst (gap ms, UI CPU ms): {s['worst']}"
        )
    if "start" in only:
        s = _child("start", "--runs", str(args.runs))
        shown = s.get("deal_shown_s", float("nan"))
        marks = ", ".join(f"{k[:-2]} {v:.2f} s" for k, v in s.items() if k.endswith("_s"))
        print(
            f"(b) start to dealt table (median of {s['runs']}): {marks}\n"
            f"    quit while an Expert thinks: dealt to process exit "
            f"{s['quit_while_thinking']:.2f} s [target <= 1.0 s: "
            f"{_verdict(s['quit_while_thinking'] <= 1.0)}]\n"
            f"    [target deal shown <= 1.0 s: {_verdict(shown <= 1.0)}]"
        )
    if "idle" in only:
        s = _child(
            "idle", "--idle-seconds", str(args.idle_seconds), "--seed", str(args.seed),
            "--idle-settle", str(args.idle_settle),
        )  # fmt: skip
        print(
            f"(c) idle, waiting for the human ({args.idle_settle:g} s after the prompt): "
            f"{s['cpu'] * 1000:.0f} ms CPU in {s['wall']:.1f} s "
            f"= {s['cpu_percent']:.2f} %; {s['voluntary_switches']} wake-ups  "
            f"[target ~0 %: {_verdict(s['cpu_percent'] < 1.0)}]"
        )
    if "memory" in only:
        s = _child("memory", "--hands", str(args.hands))
        print(
            f"(d) memory after {s['hands']} autoplay hands at speed off: max RSS "
            f"{s['max_rss_mb']:.0f} MB in {s['wall_s']:.1f} s  "
            f"[target <= 200 MB: {_verdict(s['max_rss_mb'] <= 200)}]"
        )
    return 0


if __name__ == "__main__":
    sys.exit(main())
