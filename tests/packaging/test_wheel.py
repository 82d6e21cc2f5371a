"""The assets have one home, the top-level resources/ folder, and every way of running the game
finds them there or in the package folder it is installed as (pyproject.toml maps it)."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import tarfile
import tomllib
import zipfile
from pathlib import Path

import pytest

from bura_desktop.ui.desktop import resources

ROOT = Path(__file__).resolve().parents[2]


def test_the_package_list_names_every_package():
    listed = tomllib.loads((ROOT / "pyproject.toml").read_text())["tool"]["setuptools"]["packages"]
    on_disk = {
        ".".join(init.parent.relative_to(ROOT).parts)
        for init in (ROOT / "bura_desktop").rglob("__init__.py")
    }
    assert set(listed) == on_disk | {"bura_desktop.resources"}


def test_a_checkout_uses_the_top_level_resources_and_has_no_second_copy():
    assert not (ROOT / "bura_desktop" / "resources").exists()
    assert resources.RESOURCES == ROOT / "resources"
    assert resources.resource_path("cards", "atlasnye-bura.svgz").is_file()


@pytest.fixture(scope="module")
def source(tmp_path_factory) -> Path:
    """A clean copy of the checkout: setuptools would reuse what an earlier build left in
    build/, and the sdist must be made from the project's files only."""
    copy = tmp_path_factory.mktemp("source") / "bura-desktop"
    leftovers = shutil.ignore_patterns(
        ".git", ".venv*", "build", "dist", "*.egg-info", "__pycache__", ".*_cache", ".hypothesis"
    )
    shutil.copytree(ROOT, copy, ignore=leftovers)
    return copy


@pytest.fixture(scope="module")
def wheel(tmp_path_factory, source) -> Path:
    out = tmp_path_factory.mktemp("wheel")
    subprocess.run(
        [sys.executable, "-m", "pip", "wheel", "-q", "--no-deps", "--no-build-isolation"]
        + ["--disable-pip-version-check", "-w", str(out), str(source)],
        check=True,
        timeout=300,
    )
    (built,) = out.glob("bura_desktop-*.whl")
    return built


def test_the_wheel_ships_the_assets_but_not_the_translation_sources(wheel):
    names = set(zipfile.ZipFile(wheel).namelist())
    expected = {
        f"bura_desktop/resources/translations/bura_desktop_{c}.qm"
        for c in ["en", "ru", "de", "it", "es"]
    }
    expected |= {
        "bura_desktop/resources/cards/atlasnye-bura.svgz",
        "bura_desktop/resources/cards/LICENSE",
        "bura_desktop/resources/cards/COPYING.LGPL-3",
        "bura_desktop/resources/fonts/DejaVuSans.ttf",
        "bura_desktop/resources/fonts/LICENSE",
        "bura_desktop/resources/icons/bura-desktop.svg",
        "bura_desktop/resources/sounds/deal.wav",
        "bura_desktop/resources/sounds/LICENSE",
    }
    assert expected <= names
    assert not [name for name in names if name.endswith(".ts")]


def test_an_installed_wheel_finds_its_deck(wheel, tmp_path):
    target = tmp_path / "site"
    subprocess.run(
        [sys.executable, "-m", "pip", "install", "-q", "--no-deps", "--disable-pip-version-check"]
        + ["--target", str(target), str(wheel)],
        check=True,
        timeout=300,
    )
    code = (
        "from bura_desktop.ui.desktop.resources import resource_path; print(resource_path('cards'))"
    )
    result = subprocess.run(
        [sys.executable, "-c", code],
        cwd=tmp_path,  # not the checkout: the installed copy is imported (PYTHONPATH first)
        env=dict(os.environ, PYTHONPATH=str(target)),
        capture_output=True,
        text=True,
        check=True,
    )
    cards = Path(result.stdout.strip())
    assert cards == target / "bura_desktop" / "resources" / "cards"
    assert (cards / "atlasnye-bura.svgz").is_file()


def test_the_sdist_holds_the_whole_project(tmp_path, source):
    """Enough to run the tests, build the bundles and read the docs: not only the package."""
    code = (
        "import sys; from setuptools import build_meta; print(build_meta.build_sdist(sys.argv[1]))"
    )
    result = subprocess.run(
        [sys.executable, "-c", code, str(tmp_path)],
        cwd=source,
        capture_output=True,
        text=True,
        check=True,
        timeout=300,
    )
    name = result.stdout.strip().splitlines()[-1]
    with tarfile.open(tmp_path / name) as sdist:
        files = {member.name.split("/", 1)[1] for member in sdist.getmembers() if member.isfile()}
        info = sdist.extractfile(f"{name.removesuffix('.tar.gz')}/PKG-INFO")
        assert info is not None  # a file, not a folder or a link
        metadata = info.read().decode()
    assert {
        "tests/packaging/test_build.py",
        "packaging/bura-desktop.spec",
        "packaging/requirements-build.txt",
        "docs/screenshot.png",
        "tools/dev.py",
        "tools/translations.py",
        "resources/translations/bura_desktop_ru.ts",
        "resources/cards/atlasnye-bura.svgz",
        "LICENSE",
    } <= files
    assert not [f for f in files if "__pycache__" in f or f.endswith(".pyc")]
    assert (
        "License-Expression: GPL-3.0-or-later AND LGPL-3.0-or-later AND Bitstream-Vera" in metadata
    )
    for licence in ("LICENSE", "resources/cards/COPYING.LGPL-3", "resources/fonts/LICENSE"):
        assert f"License-File: {licence}" in metadata
    assert "Project-URL: Issues, https://github.com/bura-desktop/bura-desktop/issues" in metadata
