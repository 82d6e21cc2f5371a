"""Before the first window on Linux: are the system's OpenGL libraries, the libraries of Qt's
X11 plugin and a display there?

Without the OpenGL libraries importing QtGui fails with a traceback; without the X11 ones, or
with no display at all, Qt aborts the process with a message about a "platform plugin" that
names only libxcb-cursor0. Asking the dynamic linker (and the X server) first lets the app say
what is missing, and which packages bring it, and exit cleanly.
"""

from __future__ import annotations

import ctypes
import os
import re
import socket
import sys
from collections.abc import Callable, Mapping
from pathlib import Path

# What Qt 6's xcb plugin links against beyond the base X11 and GL libraries (its DT_NEEDED and
# its Qt library's; tests/packaging/test_system_packages.py holds the list to them).
XCB_LIBRARIES = (
    "libX11-xcb.so.1",
    "libxcb-cursor.so.0",
    "libxcb-icccm.so.4",
    "libxcb-image.so.0",
    "libxcb-keysyms.so.1",
    "libxcb-randr.so.0",
    "libxcb-render-util.so.0",
    "libxcb-render.so.0",
    "libxcb-shape.so.0",
    "libxcb-shm.so.0",
    "libxcb-sync.so.1",
    "libxcb-util.so.1",
    "libxcb-xfixes.so.0",
    "libxcb-xkb.so.1",
    "libxkbcommon-x11.so.0",
)


# What QtGui links against on Linux, beyond the C libraries: the system's own OpenGL (never
# bundled, since it must match the graphics driver).
GL_LIBRARIES = ("libGL.so.1", "libEGL.so.1")
# What Qt's libraries link against that every desktop has, so the Linux bundle leaves them to
# the system too (packaging/libraries.py; tests/packaging/test_system_packages.py holds the
# list to Qt's): a bare system may still lack one.
DESKTOP_LIBRARIES = (
    "libglib-2.0.so.0",
    "libgthread-2.0.so.0",
    "libdbus-1.so.3",
    "libfontconfig.so.1",
    "libfreetype.so.6",
    "libX11.so.6",
    "libxkbcommon.so.0",
    "libstdc++.so.6",
    "libgcc_s.so.1",
    "libz.so.1",
    "libzstd.so.1",
    # QtNetwork's, which the window loads for network play.
    "libbrotlidec.so.1",
    "libbrotlicommon.so.1",
    "libgssapi_krb5.so.2",
)
# Where Debian's naming rule does not give the package (GLib's version is in its name, Brotli's
# libraries are one package, Kerberos writes "-" where its library has "_").
PACKAGES = {
    "libglib-2.0.so.0": "libglib2.0-0",
    "libgthread-2.0.so.0": "libglib2.0-0",
    "libbrotlidec.so.1": "libbrotli1",
    "libbrotlicommon.so.1": "libbrotli1",
    "libgssapi_krb5.so.2": "libgssapi-krb5-2",
}


def _loads(name: str) -> bool:
    try:
        ctypes.CDLL(name)
    except OSError:
        return False
    return True


def wayland_answers(environ: Mapping[str, str] = os.environ) -> bool:
    """Whether a Wayland compositor accepts a connection where WAYLAND_DISPLAY points (a
    variable left over from a session that has ended points nowhere)."""
    if environ.get("WAYLAND_SOCKET"):
        return True  # a connection handed over by whoever started the game
    name = environ.get("WAYLAND_DISPLAY", "")
    if not name:
        return False
    path = name if name.startswith("/") else os.path.join(environ.get("XDG_RUNTIME_DIR", ""), name)
    with socket.socket(socket.AF_UNIX, socket.SOCK_STREAM) as connection:
        connection.settimeout(1)
        try:
            connection.connect(path)
        except OSError:
            return False
    return True


def uses_xcb(environ: Mapping[str, str] = os.environ) -> bool:
    """Whether Qt will open its windows through X11: when asked to, or when no Wayland
    compositor answers (Qt then falls back to X11)."""
    if not sys.platform.startswith("linux"):
        return False
    chosen = environ.get("QT_QPA_PLATFORM", "")
    if chosen:
        return chosen.split(":")[0].split(";")[0] == "xcb"
    return not wayland_answers(environ)


def missing_libraries(plugin: Path, loads: Callable[[str], bool] | None = None) -> list[str]:
    """The libraries the X11 plugin needs and the linker cannot find; empty when it loads."""
    loads = loads or _loads
    if plugin.exists() and loads(str(plugin)):
        return []
    return [name for name in XCB_LIBRARIES if not loads(name)]


def package_of(library: str) -> str:
    """The Debian package of a shared library, by Debian's naming rule (libfoo.so.1 is
    libfoo1; a name that ends in a digit takes a dash: libxkbcommon-x11-0)."""
    if library in PACKAGES:
        return PACKAGES[library]
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


def missing_graphics(loads: Callable[[str], bool] | None = None) -> list[str]:
    """The OpenGL and desktop libraries Qt needs and the linker cannot find (Linux only)."""
    if not sys.platform.startswith("linux"):
        return []
    loads = loads or _loads
    return [name for name in GL_LIBRARIES + DESKTOP_LIBRARIES if not loads(name)]


def explain_graphics(missing: list[str]) -> str:
    packages = " ".join(dict.fromkeys(package_of(name) for name in missing))
    return (
        "Bura Desktop cannot start: Qt needs the system's OpenGL and desktop libraries, and "
        f"these are not installed: {', '.join(missing)}.\n"
        f"On Debian or Ubuntu: sudo apt install {packages}\n"
        "(Other distributions name the packages after the same libraries.)"
    )


def _x_display_opens(display: str) -> bool | None:
    """Whether the X server ``display`` accepts a connection; None if libX11 is missing."""
    try:
        x11 = ctypes.CDLL("libX11.so.6")
    except OSError:
        return None
    x11.XOpenDisplay.restype = ctypes.c_void_p
    x11.XOpenDisplay.argtypes = [ctypes.c_char_p]
    x11.XCloseDisplay.argtypes = [ctypes.c_void_p]
    connection = x11.XOpenDisplay(display.encode())
    if not connection:
        return False
    x11.XCloseDisplay(connection)
    return True


def display_problem(
    environ: Mapping[str, str] = os.environ,
    opens: Callable[[str], bool | None] | None = None,
) -> str | None:
    """Why an X11 window cannot open (no DISPLAY, or no X server there); None if it can.

    Only for sessions that use X11 (see :func:`uses_xcb`).
    """
    display = environ.get("DISPLAY", "")
    if not display:
        wayland = environ.get("WAYLAND_DISPLAY", "")
        why = (
            f"WAYLAND_DISPLAY names {wayland!r}, where no Wayland compositor answers, and "
            "DISPLAY is not set"
            if wayland
            else "neither DISPLAY nor WAYLAND_DISPLAY is set"
        )
        return (
            f"Bura Desktop cannot open its window: there is no display ({why}).\n"
            "Start it from a desktop session. To run it without a screen, for a test, set "
            "QT_QPA_PLATFORM=offscreen."
        )
    if (opens or _x_display_opens)(display) is False:
        return (
            f"Bura Desktop cannot open its window: the X display {display!r} does not accept "
            "a connection (no X server there, or no permission to use it).\n"
            "Start it from a desktop session. To run it without a screen, for a test, set "
            "QT_QPA_PLATFORM=offscreen."
        )
    return None
