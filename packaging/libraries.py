"""Which shared libraries the Linux bundle ships, which it leaves to the system, and whether
every library a shipped one needs is one or the other.

    python packaging/libraries.py dist/bura-desktop     # exit 1, naming what is missing

packaging/bura-desktop.spec leaves out SYSTEM_LIBRARIES; packaging/build.py checks the built
onedir with ``unresolved`` and refuses a bundle that needs a library it neither ships nor may
expect on the player's system (a build host without libxcb-cursor0, say: PyInstaller only warns
and leaves it out, and the bundle then refuses to open an X11 window). Standard library only.
"""

from __future__ import annotations

import re
import struct
import sys
from dataclasses import dataclass
from pathlib import Path

# The libraries every Linux desktop has, that the bundle therefore leaves to the system: a copy
# from the build host can only be older than the player's, and an older copy first on the
# library path breaks what the system loads into the game (Mesa's drivers want the newer
# libstdc++: "GLIBCXX_3.4.32 not found") and what reads the system's configuration
# (fontconfig). They are all in the base of Debian, Ubuntu and Fedora desktops; the README lists
# their Debian packages. Each pattern with the reason it is the system's.
SYSTEM_LIBRARIES: dict[str, str] = {
    r"libstdc\+\+\.so\.6|libgcc_s\.so\.1": "the GCC runtime of every C++ program on the system",
    r"libglib-2\.0\.so\.0|libgthread-2\.0\.so\.0|libpcre2-8\.so\.0|libffi\.so\.8": "GLib",
    r"libdbus-1\.so\.3": "D-Bus, whose session bus every desktop runs",
    r"libsystemd\.so\.0|libgcrypt\.so\.20|libgpg-error\.so\.0|libcap\.so\.2"
    r"|liblz4\.so\.1|libzstd\.so\.1|liblzma\.so\.5": "what the system's libdbus links to",
    r"libfontconfig\.so\.1|libfreetype\.so\.6|libpng16\.so\.16|libbrotli(dec|common)\.so\.1"
    r"|libexpat\.so\.1|libz\.so\.1": "fontconfig and FreeType, which read the system's fonts",
    r"libX11\.so\.6|libX11-xcb\.so\.1|libXau\.so\.6|libXdmcp\.so\.6|libbsd\.so\.0|libmd\.so\.0": (
        "Xlib, which every X11 and XWayland client uses"
    ),
    r"libxkbcommon\.so\.0": "the keyboard layouts of X11 and Wayland",
    r"libuuid\.so\.1": "util-linux, in every system's base",
    r"libgssapi_krb5\.so\.2|libkrb5\.so\.3|libk5crypto\.so\.3|libkrb5support\.so\.0"
    r"|libcom_err\.so\.2|libkeyutils\.so\.1": (
        "Kerberos (QtNetwork links its GSSAPI), in every desktop's base (CUPS, curl and SSH "
        "need it too): a security library the system updates, reading the system's krb5.conf"
    ),
}
_SYSTEM = re.compile("|".join(f"(?:{pattern})" for pattern in SYSTEM_LIBRARIES))

# Left out by PyInstaller itself (PyInstaller.depend.dylib): the C library and the graphics
# stack, which must match the system's drivers.
PYINSTALLER_EXCLUDED = re.compile(
    r"(ld-linux.*|libc|libdl|libm|libmvec|libpthread|librt|libutil|libresolv|libcrypt"
    r"|libE?(Open)?GLX?(ESv1_CM|ESv2)?(dispatch)?|libdrm|libxcb|libxcb-dri.*"
    r"|libwayland-(client|cursor|egl|server))\.so(\..*)?"
)


def left_to_system(name: str) -> bool:
    """Whether a library of this file name is the system's, never the bundle's."""
    return bool(_SYSTEM.fullmatch(name) or PYINSTALLER_EXCLUDED.fullmatch(name))


def is_elf(path: Path) -> bool:
    with path.open("rb") as file:
        return file.read(4) == b"\x7fELF"


def needed(path: Path) -> list[str]:
    """The DT_NEEDED entries of an ELF file (what the dynamic linker loads with it)."""
    data = path.read_bytes()
    if data[:4] != b"\x7fELF":
        raise ValueError(f"{path} is not an ELF file")
    wide, order = data[4] == 2, "<" if data[5] == 1 else ">"
    if wide:
        shoff, shentsize, shnum = (
            struct.unpack_from(order + "Q", data, 0x28)[0],
            *struct.unpack_from(order + "HH", data, 0x3A),
        )
        section, entry, size_of = order + "IIQQQQIIQQ", order + "qQ", 16
    else:
        shoff, shentsize, shnum = (
            struct.unpack_from(order + "I", data, 0x20)[0],
            *struct.unpack_from(order + "HH", data, 0x2E),
        )
        section, entry, size_of = order + "IIIIIIIIII", order + "iI", 8
    sections = [struct.unpack_from(section, data, shoff + i * shentsize) for i in range(shnum)]
    names: list[str] = []
    for sh in sections:
        if sh[1] != 6:  # SHT_DYNAMIC
            continue
        offset, size, link = sh[4], sh[5], sh[6]
        strings = sections[link][4]
        for at in range(offset, offset + size, size_of):
            tag, value = struct.unpack_from(entry, data, at)
            if tag == 0:  # DT_NULL
                break
            if tag == 1:  # DT_NEEDED
                end = data.index(b"\0", strings + value)
                names.append(data[strings + value : end].decode())
    return names


@dataclass(frozen=True)
class Missing:
    library: str
    needed_by: tuple[str, ...]

    def __str__(self) -> str:
        return f"{self.library} (needed by {', '.join(self.needed_by)})"


def unresolved(onedir: Path) -> list[Missing]:
    """The libraries that files of the onedir need and that are neither in it nor the
    system's (SYSTEM_LIBRARIES, and what PyInstaller leaves to the system)."""
    files = [p for p in onedir.rglob("*") if p.is_file() and not p.is_symlink() and is_elf(p)]
    shipped = {p.name for p in onedir.rglob("*") if p.is_file() or p.is_symlink()}
    wanted: dict[str, list[str]] = {}
    for path in sorted(files):
        for name in needed(path):
            if name not in shipped and not left_to_system(name):
                wanted.setdefault(name, []).append(path.name)
    return [Missing(name, tuple(sorted(by))) for name, by in sorted(wanted.items())]


def debian_package(library: str) -> str:
    """The Debian package of a library by Debian's naming rule (libxcb-cursor.so.0 is in
    libxcb-cursor0; a name that ends in a digit takes a dash: libxkbcommon-x11-0)."""
    match = re.fullmatch(r"(lib.+)\.so\.(\d+)", library)
    if match is None:
        return library
    stem, version = match.groups()
    return f"{stem.lower()}{'-' if stem[-1].isdigit() else ''}{version}"


def explain(missing: list[Missing]) -> str:
    packages = " ".join(sorted({debian_package(m.library) for m in missing}))
    listed = "\n".join(f"  {m}" for m in missing)
    return (
        "The bundle needs libraries that it does not ship and that a player's system may lack:\n"
        f"{listed}\n"
        "Install them on the build machine and build again (Debian/Ubuntu: sudo apt install "
        f"{packages}); README.md lists the build machine's packages."
    )


def main(argv: list[str]) -> int:
    if len(argv) != 1:
        print(__doc__.strip().splitlines()[2].strip(), file=sys.stderr)
        return 2
    missing = unresolved(Path(argv[0]))
    if missing:
        print(explain(missing), file=sys.stderr)
        return 1
    print("every library the bundle needs is in it or the system's")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
