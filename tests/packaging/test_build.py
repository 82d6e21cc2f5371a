"""Build the frozen bundle and start it (about 1-2 minutes on 2 cores).

CI runs it with the rest of the suite; for a quick local run, skip it with BURA_SKIP_BUILD=1.
Needs PyInstaller (a dev extra) in the Python that runs pytest.
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
MB = 1_000_000

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


def test_frozen_app_plays_three_hands_and_quits(built, tmp_path):
    name = "bura-desktop.exe" if sys.platform == "win32" else "bura-desktop"
    exe = built / "bura-desktop" / name
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    result = subprocess.run(
        [
            str(exe),
            "--autoplay",
            "--hands",
            "3",
            "--quit",
            "--speed",
            "off",
            "--profile",
            str(tmp_path / "profile"),
        ],
        env=env,
        timeout=60,
        capture_output=True,
        text=True,
    )
    assert result.returncode == 0, result.stderr


def test_bundle_sizes(built):
    assert tree_size(built / "bura-desktop") <= 120 * MB
    if sys.platform.startswith("linux"):
        (archive,) = built.glob("bura-desktop-*-linux-*.tar.gz")
        assert archive.stat().st_size <= 50 * MB
