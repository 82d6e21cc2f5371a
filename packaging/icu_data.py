"""The Linux bundle's ICU data: the part of it that Qt reads.

    python packaging/icu_data.py LIBICUDATA OUT      # OUT: the same library with less data

The PySide6 wheel's libicudata.so.73 is ICU's whole data, 32 MB, the bundle's largest file.
Qt Core calls ICU for four things only (the ICU functions libQt6Core imports; no other shipped
library imports any): collation (QCollator, localeAwareCompare), time zone ids and names
(QTimeZone), case mapping in a language (QLocale::toUpper) and text codecs other than UTF and
Latin-1 (QStringConverter by name). So the bundle's copy leaves out the data Qt never reaches:
break iteration and its dictionaries (Qt breaks lines and words itself), transliteration,
spelled-out numbers, the names of currencies, languages, regions and units (Qt's QLocale has
its own CLDR tables), and the tables of the legacy codecs (20.4 MB together; the game reads
and writes UTF-8 only, and a codec asked for by name without its table is one Qt does not
know). Collation, time zones, the locales and ICU's own tables stay whole, for every language.

packaging/bura-desktop.spec ships the result in place of the wheel's file. ICU's data is a
"common data" package (ICU's ucmndata.h): a header, a table of contents of item names and
offsets, the names, then the items, each at a multiple of 16 bytes. The shared library holds
it as one symbol, icudt<version>_dat; binutils' ld and objcopy, which PyInstaller needs on
Linux anyway, wrap the smaller package the same way. Standard library only.
"""

from __future__ import annotations

import re
import struct
import subprocess
import sys
import tempfile
from pathlib import Path

# Items Qt never reads, by their name in the package (icudt73l/brkitr/word.brk, ...).
LEFT_OUT = re.compile(
    r"icudt\d+[lb]/(?:(?:brkitr|translit|rbnf|curr|lang|region|unit)/.*|[^/]+\.cnv)"
)
ALIGNMENT = 16
FILL = b"\xaa"  # what ICU's own packager (icupkg) pads with


def _dynamic_symbols(library: bytes) -> list[tuple[str, int, int, int]]:
    """Each exported or imported symbol of an ELF64 little-endian library: its name, section
    index (0 for one it imports), value and size."""
    if library[:4] != b"\x7fELF" or library[4] != 2 or library[5] != 1:
        raise ValueError("not a 64-bit little-endian ELF file")
    shoff = struct.unpack_from("<Q", library, 0x28)[0]
    shentsize, shnum = struct.unpack_from("<HH", library, 0x3A)
    sections = [
        struct.unpack_from("<IIQQQQIIQQ", library, shoff + i * shentsize) for i in range(shnum)
    ]
    found = []
    for section in sections:
        if section[1] != 11:  # SHT_DYNSYM
            continue
        offset, size, link, entsize = section[4], section[5], section[6], section[9]
        strings = sections[link][4]
        for at in range(offset, offset + size, entsize):
            name_at, _info, _other, index, value, length = struct.unpack_from(
                "<IBBHQQ", library, at
            )
            end = library.index(b"\0", strings + name_at)
            found.append((library[strings + name_at : end].decode(), index, value, length))
    return found


def imported(library: bytes) -> set[str]:
    """The names of the symbols an ELF64 little-endian library takes from others."""
    return {name for name, index, _value, _size in _dynamic_symbols(library) if name and not index}


def symbol(library: bytes, pattern: str) -> tuple[str, int, int]:
    """The name, file offset and size of the one symbol of an ELF64 little-endian shared
    library whose name matches ``pattern``."""
    shoff = struct.unpack_from("<Q", library, 0x28)[0]
    shentsize = struct.unpack_from("<H", library, 0x3A)[0]
    found = []
    for name, index, value, length in _dynamic_symbols(library):
        if index and re.fullmatch(pattern, name):
            home = struct.unpack_from("<IIQQQQIIQQ", library, shoff + index * shentsize)
            found.append((name, value - home[3] + home[4], length))
    if len(found) != 1:
        raise ValueError(f"{len(found)} symbols match {pattern!r}")
    return found[0]


def items(package: bytes) -> tuple[bytes, list[tuple[str, bytes]]]:
    """A common data package's header and its items, each with its padding, in order."""
    header_size = struct.unpack_from("<H", package, 0)[0]
    if package[2:4] != b"\xda\x27" or package[12:16] != b"CmnD":
        raise ValueError("not an ICU common data package")
    count = struct.unpack_from("<I", package, header_size)[0]
    entries = [struct.unpack_from("<II", package, header_size + 4 + 8 * i) for i in range(count)]
    starts = [header_size + data for _name, data in entries] + [len(package)]
    found = []
    for i, (name_at, _data) in enumerate(entries):
        name_start = header_size + name_at
        name = package[name_start : package.index(b"\0", name_start)].decode("ascii")
        found.append((name, package[starts[i] : starts[i + 1]]))
    return package[:header_size], found


def _padded(data: bytes, start: int) -> bytes:
    return data + FILL * (-(start + len(data)) % ALIGNMENT)


def package(header: bytes, kept: list[tuple[str, bytes]]) -> bytes:
    """A common data package of these items (names in ICU's sorted order, as read)."""
    names_start = 4 + 8 * len(kept)
    names = b"".join(name.encode("ascii") + b"\0" for name, _ in kept)
    names = _padded(names, len(header) + names_start)
    toc, name_at, data_at = [], names_start, names_start + len(names)
    for name, data in kept:
        toc.append(struct.pack("<II", name_at, data_at))
        name_at += len(name) + 1
        data_at += len(data)
    head = header + struct.pack("<I", len(kept)) + b"".join(toc)
    return head + names + b"".join(data for _, data in kept)


def trimmed(package_bytes: bytes) -> bytes:
    header, found = items(package_bytes)
    return package(header, [(name, data) for name, data in found if not LEFT_OUT.fullmatch(name)])


def shared_library(data: bytes, name: str, soname: str, target: Path) -> None:
    """An ELF shared library whose one symbol ``name`` is ``data``, 16-byte aligned and read
    only, as ICU's own build makes libicudata."""
    with tempfile.TemporaryDirectory() as temp:
        folder = Path(temp)
        (folder / "data").write_bytes(data)

        def run(*command: str) -> None:
            subprocess.run(command, cwd=folder, check=True, capture_output=True)

        run("ld", "-r", "-b", "binary", "-o", "data.o", "data")
        run(
            "objcopy",
            "--set-section-alignment",  # by its name before the renaming below
            f".data={ALIGNMENT}",
            "--rename-section",
            ".data=.rodata,alloc,load,readonly,data,contents",
            "--redefine-sym",
            f"_binary_data_start={name}",
            "--strip-symbol",
            "_binary_data_end",
            "--strip-symbol",
            "_binary_data_size",
            "data.o",
        )
        run("ld", "-shared", "-soname", soname, "-z", "noexecstack", "-o", "lib.so", "data.o")
        target.write_bytes((folder / "lib.so").read_bytes())


def smaller_library(source: Path, target: Path) -> tuple[int, int]:
    """``source`` (a libicudata) written to ``target`` with the data Qt reads; the sizes of the
    data before and after."""
    library = source.read_bytes()
    name, offset, size = symbol(library, r"icudt\d+_dat")
    whole = library[offset : offset + size]
    kept = trimmed(whole)
    shared_library(kept, name, source.name, target)
    return len(whole), len(kept)


def main(argv: list[str]) -> int:
    if len(argv) != 2:
        print(__doc__.strip().splitlines()[2].strip(), file=sys.stderr)
        return 2
    before, after = smaller_library(Path(argv[0]), Path(argv[1]))
    print(f"ICU data: {before / 1e6:.1f} MB, of which Qt reads {after / 1e6:.1f} MB")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
