"""The bundle's notices are made from what it ships, and a file nobody's licence covers stops
the build (packaging/notices.py); the libraries a shipped one needs are shipped or the
system's (packaging/libraries.py). tests/packaging/test_build.py holds the built bundle to both.
"""

from __future__ import annotations

import importlib.util
import shutil
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]


def packaging_module(name: str):
    spec = importlib.util.spec_from_file_location(
        f"_bura_{name}", ROOT / "packaging" / f"{name}.py"
    )
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module
    spec.loader.exec_module(module)
    return module


notices = packaging_module("notices")
libraries = packaging_module("libraries")


def test_the_game_python_and_distributions_are_each_a_part_with_its_text():
    import json

    import platformdirs

    platformdirs_file = Path(platformdirs.__file__)
    json_file = Path(json.__file__)
    data = [
        (f"bura_desktop/resources/{name}", str(ROOT / "resources" / name), "DATA")
        for name in ("cards/atlasnye-bura.svgz", "sounds/deal.wav")
    ]
    components = notices.collect(
        binaries=[],
        datas=data,
        modules=[
            ("bura_desktop.core.game", str(ROOT / "bura_desktop/core/game.py"), "PYMODULE"),
            ("platformdirs", str(platformdirs_file), "PYMODULE"),
            ("json", str(json_file), "PYMODULE"),
        ],
        executable="bura-desktop",
    )
    by_name = {c.name: c for c in components}
    assert components[0].name == "Bura Desktop"
    assert by_name["Bura Desktop"].files == {"bura_desktop/resources/sounds/deal.wav"}
    assert by_name["Atlas card art"].licence == "LGPL-3.0-or-later"
    assert by_name["platformdirs"].modules == {"platformdirs"}
    assert by_name["platformdirs"].licence == "MIT"
    assert by_name["Python"].modules == {"json"}
    assert "../bura-desktop" in by_name["PyInstaller bootloader and loader"].files
    for component in components:
        for _, source in component.texts:
            assert source is None or source.is_file()


def test_a_library_no_part_claims_stops_the_build(tmp_path):
    stray = tmp_path / "libstray.so.1"
    shutil.copyfile(sys.executable, stray)
    classifier = notices.Classifier(dpkg=False)
    with pytest.raises(notices.NoNotice, match="libstray.so.1"):
        notices.collect([("libstray.so.1", str(stray), "BINARY")], [], [], "x", classifier)


def test_a_distribution_without_a_licence_file_stops_the_build(tmp_path, monkeypatch):
    site = tmp_path / "site"
    (site / "stray").mkdir(parents=True)
    (site / "stray" / "__init__.py").write_text("")
    info = site / "stray-1.0.dist-info"
    info.mkdir()
    (info / "METADATA").write_text("Metadata-Version: 2.1\nName: stray\nVersion: 1.0\n")
    (info / "RECORD").write_text("stray/__init__.py,,\nstray-1.0.dist-info/METADATA,,\n")
    monkeypatch.syspath_prepend(str(site))
    with pytest.raises(notices.NoNotice, match="stray 1.0 has no licence file"):
        notices.collect([], [], [("stray", str(site / "stray" / "__init__.py"), "PYMODULE")], "x")


def module_file(name: str) -> str:
    spec = importlib.util.find_spec(name)
    assert spec is not None and spec.origin is not None, name
    return spec.origin


def test_a_namespace_package_is_claimed_by_the_distribution_of_its_modules():
    """PyInstaller lists zope, the namespace package of zope.interface, without a file ("-")."""
    modules = [
        ("zope", "-", "PYMODULE"),
        ("zope.interface", module_file("zope.interface"), "PYMODULE"),
    ]
    by_name = {c.name: c for c in notices.collect([], [], modules, "x")}
    assert by_name["zope.interface"].modules == {"zope"}


def test_a_distribution_that_installs_no_licence_text_gets_the_one_from_its_source():
    module = ("noise", module_file("noise"), "PYMODULE")
    by_name = {c.name: c for c in notices.collect([], [], [module], "x")}
    assert by_name["noiseprotocol"].licence == "MIT"
    assert by_name["noiseprotocol"].texts == (
        ("licenses/noiseprotocol.txt", notices.LICENSES / "noiseprotocol.txt"),
    )
    for texts in notices.DISTRIBUTION_TEXTS.values():
        assert all(text.is_file() for text in texts)


def test_a_licence_is_named_even_where_the_metadata_holds_its_whole_text():
    from importlib import metadata

    assert notices.metadata_licence(metadata.metadata("automat")) == "MIT License"
    assert notices.metadata_licence(metadata.metadata("incremental")) == "MIT License"
    assert notices.metadata_licence(metadata.metadata("twisted")) == "MIT"


@pytest.mark.skipif(shutil.which("dpkg-query") is None, reason="Debian's package database")
def test_a_system_library_s_notice_is_its_debian_copyright_file():
    found = [p for p in Path("/usr/lib").rglob("libz.so.1") if p.exists()]
    if not found:
        pytest.skip("no libz.so.1 here")
    classifier = notices.Classifier()
    component = classifier.add_file("libz.so.1", str(found[0]))
    assert component.name.startswith("zlib1g")
    ((bundled, source),) = component.texts
    assert bundled == f"licenses/debian-{component.name}.txt"
    assert source == Path("/usr/share/doc") / component.name / "copyright"


def test_the_licence_of_a_machine_readable_copyright_file():
    text = "Format: https://www.debian.org/doc/packaging-manuals/copyright-format/1.0/\n\n"
    text += "Files: *\nCopyright: 2001 Someone\nLicense: MIT\n Permission is granted.\n\n"
    text += "Files: debian/*\nLicense: GPL-2+\n"
    assert notices.debian_licence(text) == "MIT"
    assert notices.debian_licence("Free text without stanzas.") == "see the text"


def test_a_free_text_copyright_file_gets_the_library_s_licence_not_a_shrug():
    """libxcb's Debian copyright file is free text: the label is read from it by hand."""
    free_text = "Copyright (C) 2001-2006 Bart Massey, Jamey Sharp, and Josh Triplett.\n"
    assert notices.debian_licence(free_text) == "see the text"
    assert notices.debian_licence(free_text, "libxcb-render0") == "MIT/X11"
    assert notices.debian_licence(free_text, "libxcb-cursor0") == "see the text"  # its own


def qt_library(name: str) -> bytes:
    import PySide6

    path = Path(PySide6.__file__).parent / "Qt" / "lib" / name
    if not path.exists():
        pytest.skip(f"no {name} in this PySide6 wheel")
    return path.read_bytes()


def test_the_code_built_into_qt_has_its_notice():
    """Qt's libraries carry other projects' code: the marks it leaves in the shipped libraries
    have their part in Qt-third-party.txt, which ships with Qt's notice."""
    import re

    text = (ROOT / "packaging" / "licenses" / "Qt-third-party.txt").read_text(encoding="utf-8")
    assert ("licenses/Qt-third-party.txt", notices.LICENSES / "Qt-third-party.txt") in (
        notices.QT_TEXTS
    )
    if not sys.platform.startswith("linux"):
        pytest.skip("the marks are read in the Linux wheel's libraries")
    png = re.search(rb"libpng version (\d+\.\d+\.\d+)", qt_library("libQt6Gui.so.6"))
    assert png is not None and f"libpng {png.group(1).decode()} (Qt GUI" in text
    marks = {
        ("libQt6Core.so.6", b"PCRE2"): "PCRE2 (Qt Core",
        ("libQt6Core.so.6", b"Keccak"): "SHA-3 (Keccak)",
        ("libQt6Gui.so.6", b"harfbuzz"): "HarfBuzz (Qt GUI",
        ("libQt6Gui.so.6", b"md4c"): "MD4C (Qt GUI",
        ("libQt6Gui.so.6", b"WarmFlame"): "WebGradients (Qt GUI",
        ("libQt6Network.so.6", b"publicsuffix"): "The Public Suffix List (Qt Network",
        ("libQt6XcbQpa.so.6", b"XInputExtension"): "XCB-XInput (Qt's X11 plugin",
    }
    for (library, mark), part in marks.items():
        assert mark in qt_library(library), (library, mark)
        assert part in text
    for licence in ("MIT", "BSD-3-Clause", "Apache License 2.0", "Mozilla Public License 2.0"):
        assert f"\n{licence}\n" in text  # the texts the parts point to


def test_needed_reads_what_an_elf_file_links_to():
    needed = libraries.needed(Path(sys.executable).resolve())
    assert any(name.startswith("libc.so") for name in needed)


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="ELF shared libraries")
def test_a_bundle_that_lacks_a_library_a_shipped_one_needs_is_refused(tmp_path):
    """libxcb-cursor needs libxcb-render-util and libxcb-image: a onedir with only the first
    names the others, and their Debian packages."""
    found = sorted(Path("/usr/lib").rglob("libxcb-cursor.so.0"))
    if not found:
        pytest.skip("libxcb-cursor0 is not installed")
    onedir = tmp_path / "bura-desktop"
    onedir.mkdir()
    shutil.copyfile(found[0], onedir / "libxcb-cursor.so.0")
    missing = libraries.unresolved(onedir)
    assert [m.library for m in missing] == [
        "libxcb-image.so.0",
        "libxcb-render-util.so.0",
        "libxcb-render.so.0",
    ]  # libxcb.so.1 and libc are the system's
    assert missing[0].needed_by == ("libxcb-cursor.so.0",)
    explained = libraries.explain(missing)
    assert "sudo apt install libxcb-image0 libxcb-render-util0 libxcb-render0" in explained


def test_the_system_s_libraries_are_named_and_the_helpers_are_not():
    for name in ("libstdc++.so.6", "libglib-2.0.so.0", "libX11.so.6", "libGL.so.1", "libc.so.6"):
        assert libraries.left_to_system(name), name
    for name in ("libxcb-cursor.so.0", "libxkbcommon-x11.so.0", "libsqlite3.so.0", "libbz2.so.1.0"):
        assert not libraries.left_to_system(name), name
    assert libraries.debian_package("libxkbcommon-x11.so.0") == "libxkbcommon-x11-0"
