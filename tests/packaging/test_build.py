"""Build the frozen bundle and start it (about 1-2 minutes on 2 cores).

CI runs it with the rest of the suite; for a quick local run, skip it with BURA_SKIP_BUILD=1.
Needs PyInstaller (a dev extra) in the Python that runs pytest.
"""

from __future__ import annotations

import importlib.util
import os
import subprocess
import sys
import time
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
MB = 1_000_000


def _smoke():
    """packaging/smoke.py, the release workflow's check of a bundle (not a package module)."""
    spec = importlib.util.spec_from_file_location("smoke", ROOT / "packaging" / "smoke.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


smoke = _smoke()

pytestmark = pytest.mark.skipif(
    os.environ.get("BURA_SKIP_BUILD") == "1", reason="BURA_SKIP_BUILD=1 skips the bundle build"
)


def tree_size(path: Path) -> int:
    return sum(p.lstat().st_size for p in path.rglob("*") if not p.is_dir() or p.is_symlink())


@pytest.fixture(scope="module")
def built(tmp_path_factory) -> Path:
    dist = tmp_path_factory.mktemp("dist")
    work = tmp_path_factory.mktemp("work")
    subprocess.run(
        [
            sys.executable,
            str(ROOT / "packaging" / "build.py"),
            "--dist",
            str(dist),
            "--work",
            str(work),
        ],
        check=True,
        timeout=1800,
    )
    return dist


def executable(dist: Path) -> Path:
    name = "bura-desktop.exe" if sys.platform == "win32" else "bura-desktop"
    return dist / "bura-desktop" / name


def bundled_files(dist: Path) -> dict[str, Path]:
    """Every file of the onedir by its path inside it (forward slashes)."""
    onedir = dist / "bura-desktop"
    return {p.relative_to(onedir).as_posix(): p for p in onedir.rglob("*") if p.is_file()}


def worker_cpu_seconds(parent: int) -> float:
    """CPU time of the parent's spawned worker processes so far (Linux /proc)."""
    total = 0.0
    for stat in Path("/proc").glob("[0-9]*/stat"):
        try:
            fields = stat.read_text().rsplit(")", 1)[1].split()
            command = (stat.parent / "cmdline").read_bytes()
        except OSError:
            continue  # the process ended meanwhile
        if int(fields[1]) == parent and b"--multiprocessing-fork" in command:
            total += (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")
    return total


def test_frozen_app_plays_hands_against_search_and_quits(built, tmp_path):
    """Advanced opponents think in a spawned worker process: the bundle must start it."""
    exe = executable(built)
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    command = [str(exe), "--autoplay", "--level", "advanced", "--hands", "24", "--quit"]
    command += ["--speed", "off", "--profile", str(tmp_path / "profile")]
    app = subprocess.Popen(command, env=env, stderr=subprocess.PIPE, text=True)
    worker_cpu = 0.0
    deadline = time.monotonic() + 120
    while app.poll() is None and time.monotonic() < deadline:
        if sys.platform.startswith("linux"):
            worker_cpu = max(worker_cpu, worker_cpu_seconds(app.pid))
        time.sleep(0.25)
    if app.poll() is None:
        app.kill()
    _, errors = app.communicate()
    assert app.returncode == 0, errors
    assert smoke.log_problems(tmp_path / "profile") == []  # no worker failure, no exception
    if sys.platform.startswith("linux"):
        # The searches ran in the worker, not in the app after a failed start. Advanced stops
        # after 100 playouts (about 10 ms since the rollouts got faster: twelve hands once gave
        # only 0.92 s): 24 hands give a clear second of work on a slow host.
        assert worker_cpu > 1.0, worker_cpu


def test_bundle_holds_the_translations_deck_fonts_and_licences(built):
    files = bundled_files(built)
    names = {path.rsplit("/", 1)[-1] for path in files}
    resources = {
        path.split("bura_desktop/resources/", 1)[1]
        for path in files
        if "bura_desktop/resources/" in path
    }
    for language in ("en", "ru", "de", "it", "es"):
        assert f"translations/bura_desktop_{language}.qm" in resources
    for language in ("ru", "de", "it", "es"):  # Qt's standard buttons and dialogs
        assert f"qtbase_{language}.qm" in names
    assert not [path for path in files if path.endswith(".ts")], "translation sources shipped"
    assert not {"qtbase_fr.qm", "qt_help_ru.qm", "assistant_de.qm"} & names, "unused Qt catalogues"
    assert {
        "cards/atlasnye-bura.svgz",
        "cards/LICENSE",
        "cards/COPYING.LGPL-3",
        "fonts/DejaVuSans.ttf",
        "fonts/DejaVuSans-Bold.ttf",
        "fonts/LICENSE",
        "icons/bura-desktop.svg",
    } <= resources
    # The licence texts the About dialog links, and the game's at the top of the archive.
    licences = {path.rsplit("/", 1)[-1] for path in files if "/licenses/" in f"/{path}"}
    assert licences == {
        "Bura-Desktop-GPL-3.0.txt",
        "LGPL-3.0.txt",
        "Qt-and-PySide6.txt",
        "Python.txt",
    }
    assert "PYTHON SOFTWARE FOUNDATION LICENSE" in next(
        path.read_text(encoding="utf-8")
        for name, path in files.items()
        if name.endswith("/Python.txt")
    )
    assert "LICENSE" in files


def test_frozen_app_speaks_russian(built, tmp_path):
    """--lang ru: the window's title and the table's words (as a screen reader gets them) are
    Russian. The screenshot carries them as PNG text."""
    shot = tmp_path / "ru.png"
    command = [str(executable(built)), "--lang", "ru", "--hands", "0", "--quit", "--speed", "off"]
    command += ["--seed", "1", "--profile", str(tmp_path / "profile"), "--screenshot", str(shot)]
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    result = subprocess.run(command, env=env, capture_output=True, text=True, timeout=60)
    assert result.returncode == 0, result.stderr
    texts = smoke.png_texts(shot)
    assert texts["Title"] == "Бура"
    assert smoke.language_problems(texts) == [], texts


def test_bundle_sizes(built):
    assert tree_size(built / "bura-desktop") <= 120 * MB
    if sys.platform.startswith("linux"):
        (archive,) = built.glob("bura-desktop-*-linux-*.tar.gz")
        assert archive.stat().st_size <= 50 * MB


def pinned_versions() -> dict[str, str]:
    """The release build's pins that apply to this OS (packaging/requirements-build.txt)."""
    from packaging.markers import Marker

    pins = {}
    text = (ROOT / "packaging" / "requirements-build.txt").read_text()
    for line in text.splitlines():
        if "==" not in line or line.startswith((" ", "#")):
            continue
        requirement, _, marker = line.rstrip(" \\").partition(";")
        if marker.strip() and not Marker(marker.strip()).evaluate():
            continue
        name, version = requirement.strip().split("==")
        pins[name] = version
    return pins


def test_the_bundle_is_built_from_the_release_pins():
    """What the suite builds and starts is what the release workflow ships."""
    from importlib.metadata import version

    pins = pinned_versions()
    assert {"pyside6-essentials", "shiboken6", "pyinstaller", "platformdirs"} <= set(pins)
    installed = {name: version(name) for name in pins}
    assert installed == pins, "install packaging/requirements-build.txt (tools/dev.py test does)"
