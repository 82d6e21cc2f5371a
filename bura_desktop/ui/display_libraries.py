"""Before the first window on Linux: are the system libraries of Qt's X11 plugin there?

Without them Qt aborts the process with a message about a "platform plugin" that names only
one library. Asking the dynamic linker first lets the app name every missing library and the
packages that bring them, and exit cleanly.
"""

from __future__ import annotations

import ctypes
import os
import re
import sys
from collections.abc import Callable, Mapping
from pathlib import Path

# What Qt 6's xcb plugin links against beyond the base X11 and GL libraries (ldd of libqxcb.so).
XCB_LIBRARIES = (
    "libxcb-cursor.so.0",
    "libxcb-icccm.so.4",
    "libxcb-image.so.0",
    "libxcb-keysyms.so.1",
    "libxcb-randr.so.0",
    "libxcb-render-util.so.0",
    "libxcb-shape.so.0",
    "libxcb-util.so.1",
    "libxcb-xkb.so.1",
    "libxkbcommon-x11.so.0",
)


def _loads(name: str) -> bool:
    try:
        ctypes.CDLL(name)
    except OSError:
        return False
    return True


def uses_xcb(environ: Mapping[str, str] = os.environ) -> bool:
    """Whether Qt will open its windows through X11 (a Wayland session may not need it)."""
    if not sys.platform.startswith("linux"):
        return False
    chosen = environ.get("QT_QPA_PLATFORM", "")
    if chosen:
        return chosen.split(":")[0].split(";")[0] == "xcb"
    return not environ.get("WAYLAND_DISPLAY")


def missing_libraries(plugin: Path, loads: Callable[[str], bool] | None = None) -> list[str]:
    """The libraries the X11 plugin needs and the linker cannot find; empty when it loads."""
    loads = loads or _loads
    if plugin.exists() and loads(str(plugin)):
        return []
    return [name for name in XCB_LIBRARIES if not loads(name)]


def package_of(library: str) -> str:
    """The Debian package of a shared library, by Debian's naming rule (libfoo.so.1 is
    libfoo1; a name that ends in a digit takes a dash: libxkbcommon-x11-0)."""
    match = re.fullmatch(r"(lib.+)\.so\.(\d+)", library)
    if match is None:
        return library
    stem, version = match.groups()
    return f"{stem.lower()}{'-' if stem[-1].isdigit() else ''}{version}"


def explain(missing: list[str]) -> str:
    packages = " ".join(package_of(name) for name in missing)
    return (
        "Bura Desktop cannot open its window: Qt's X11 support needs system libraries that "
        f"are not installed: {', '.join(missing)}.\n"
        f"On Debian or Ubuntu: sudo apt install {packages}\n"
        "(Other distributions name the packages after the same libraries.)"
    )
