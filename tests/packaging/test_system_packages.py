"""The X11 libraries the README asks for are those Qt's xcb plugin links to, no more and no
fewer, and the machines that build the bundle (CI, the release workflow) install them."""

from __future__ import annotations

import importlib.util
import re
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]


def libraries():
    spec = importlib.util.spec_from_file_location(
        "_bura_libraries", ROOT / "packaging/libraries.py"
    )
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module
    spec.loader.exec_module(module)
    return module


def readme_x11_packages() -> set[str]:
    text = (ROOT / "README.md").read_text(encoding="utf-8")
    section = text.split("**Linux system libraries.**", 1)[1].split("\n\n", 1)[0]
    spans = re.findall(r"`([^`]+)`", section)
    return set(spans[1].split())


def xcb_plugin_packages() -> set[str]:
    """The Debian packages of what the xcb plugin and its Qt library link to, beyond libxcb,
    Xlib and xkbcommon (in the README's first list)."""
    import PySide6

    qt = Path(PySide6.__file__).parent / "Qt"
    found = qt / "plugins" / "platforms" / "libqxcb.so", qt / "lib" / "libQt6XcbQpa.so.6"
    module = libraries()
    names = {name for path in found for name in module.needed(path)}
    helpers = {n for n in names if re.match(r"libxcb-|libxkbcommon-x11|libX11-xcb", n)}
    return {module.debian_package(name) for name in helpers}


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="the Linux wheel's plugin")
def test_the_readme_asks_for_exactly_the_x11_libraries_qt_links_to():
    assert readme_x11_packages() == xcb_plugin_packages()
    assert "libxcb-xinerama0" not in (ROOT / "README.md").read_text(encoding="utf-8")


def test_the_game_checks_for_the_same_x11_libraries():
    from bura_desktop.ui.desktop.display_libraries import XCB_LIBRARIES, package_of

    assert {package_of(name) for name in XCB_LIBRARIES} == readme_x11_packages()


def test_ci_and_the_release_build_install_the_x11_libraries():
    wanted = readme_x11_packages()
    for path in (ROOT / ".ci" / "run", ROOT / ".github" / "workflows" / "release.yml"):
        words = set(re.findall(r"[\w.+-]+", path.read_text(encoding="utf-8")))
        assert wanted <= words, (path.name, wanted - words)


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="the Linux wheel's Qt")
def test_the_game_checks_for_every_system_library_qt_needs_that_the_bundle_leaves_out():
    """What the bundle leaves to the system (packaging/libraries.py) and Qt links to is
    checked before Qt loads, so a bare system is told the package instead of a traceback."""
    import PySide6

    from bura_desktop.ui.desktop.display_libraries import DESKTOP_LIBRARIES, GL_LIBRARIES

    module = libraries()
    qt = Path(PySide6.__file__).parent / "Qt"
    files = [
        qt / "lib" / f"libQt6{name}.so.6"
        for name in ("Core", "Gui", "Widgets", "Svg", "DBus", "Network")
    ]
    names = {name for path in files for name in module.needed(path)}
    left_out = {name for name in names if module.left_to_system(name)}
    glibc = {
        name
        for name in left_out
        if re.match(r"(libc|libm|libdl|libpthread|libresolv|ld-linux)", name)
    }
    assert left_out - glibc == set(GL_LIBRARIES + DESKTOP_LIBRARIES)
