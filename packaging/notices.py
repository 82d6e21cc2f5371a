"""The bundle's third-party notices, made from what the build actually ships.

packaging/bura-desktop.spec hands every file PyInstaller collected (binaries, data files and
Python modules) to :func:`collect`, which puts each into the component it comes from:

- the game's own files (its code, translations, icons and sounds; the card art and the fonts
  have licences of their own, next to them under bura_desktop/resources);
- Python's (the interpreter, the standard library and its extension modules);
- a Python distribution's (PySide6 and shiboken6, platformdirs, miniaudio, cffi, Twisted and
  the rest of magic-wormhole's, PyInstaller's bootloader and loader), found by the files the
  distribution installed, its licence text among them (or from DISTRIBUTION_TEXTS for the few
  that install none); the PySide6 wheel carries Qt and ICU, which are named as such;
- on Linux, a system package's (the X helper libraries, SQLite), found with dpkg, whose
  copyright file is the notice.

Each component needs a licence text; a file that belongs to none, or a component without a
text, stops the build, so no library ships without its notice. :func:`write` puts the texts in
the bundle's licenses/ folder with notices.json (what the About dialog lists) and
THIRD-PARTY-NOTICES.txt. Standard library only.
"""

from __future__ import annotations

import json
import os
import re
import shutil
import subprocess
import sys
import sysconfig
from dataclasses import dataclass, field
from importlib import metadata
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
LICENSES = ROOT / "packaging" / "licenses"
GPL = ("licenses/Bura-Desktop-GPL-3.0.txt", ROOT / "LICENSE")
LGPL = ("licenses/LGPL-3.0.txt", ROOT / "resources" / "cards" / "COPYING.LGPL-3")
QT_TEXTS = (
    ("licenses/Qt-and-PySide6.txt", LICENSES / "Qt-and-PySide6.txt"),
    # What Qt's libraries carry of other projects (PCRE2, HarfBuzz, libpng, ...).
    ("licenses/Qt-third-party.txt", LICENSES / "Qt-third-party.txt"),
    LGPL,
    GPL,
)
RESOURCES = "bura_desktop/resources/"
# Distributions whose installed files carry no licence text: the text from their source.
DISTRIBUTION_TEXTS = {
    "hyperlink": (LICENSES / "hyperlink.txt",),  # the LICENSE of hyperlink-21.0.0.tar.gz
    "qrcode": (LICENSES / "qrcode.txt",),  # the LICENSE of qrcode-8.2.tar.gz
    # MIT; its sdist has no text either: the LICENSE of github.com/plizonczyk/noiseprotocol.
    "noiseprotocol": (LICENSES / "noiseprotocol.txt",),
    # LGPL-3.0-only (its metadata), with no text anywhere: the LGPL and the GPL it adds to.
    "iterable-io": (LGPL[1], GPL[1]),
}


class NoNotice(Exception):
    """A file the build would ship without a licence notice."""


@dataclass
class Component:
    name: str
    version: str
    licence: str
    # (path of the text in the bundle, relative to its contents folder; its source, or None
    # for a text that ships anyway, such as the card art's next to the cards)
    texts: tuple[tuple[str, Path | None], ...]
    files: set[str] = field(default_factory=set)
    modules: set[str] = field(default_factory=set)

    def record(self) -> dict[str, object]:
        return {
            "name": self.name,
            "version": self.version,
            "licence": self.licence,
            "texts": [path for path, _ in self.texts],
            "files": sorted(self.files),
            "modules": sorted(self.modules),
        }


def _real(path: str | Path) -> str:
    return os.path.realpath(path)


def _under(path: str, folder: str | Path) -> bool:
    folder = _real(folder)
    return path == folder or path.startswith(folder.rstrip(os.sep) + os.sep)


class Classifier:
    """Puts shipped files into components; one per build."""

    def __init__(self, dpkg: bool | None = None) -> None:
        self.components: dict[str, Component] = {}
        self._owners: dict[str, metadata.Distribution] = {}
        for dist in metadata.distributions():
            for file in dist.files or ():
                self._owners[_real(dist.locate_file(file))] = dist
        paths = sysconfig.get_paths()
        self._site = {_real(paths["purelib"]), _real(paths["platlib"])}
        self._python = {_real(sys.base_prefix), _real(sys.base_exec_prefix)}
        self._dpkg = shutil.which("dpkg-query") is not None if dpkg is None else dpkg

    def _component(self, key: str, **fields: object) -> Component:
        if key not in self.components:
            self.components[key] = Component(**fields)  # type: ignore[arg-type]
        return self.components[key]

    # -- the components ------------------------------------------------------------------

    def game(self, dest: str) -> Component:
        from_resources = dest.split(RESOURCES, 1)[1] if RESOURCES in dest else ""
        if from_resources.startswith("cards/"):
            return self._component(
                "cards",
                name="Atlas card art",
                version="AisleRiot 2024",
                licence="LGPL-3.0-or-later",
                texts=(
                    (f"{RESOURCES}cards/LICENSE", None),
                    (f"{RESOURCES}cards/COPYING.LGPL-3", None),
                ),
            )
        if from_resources.startswith("fonts/"):
            return self._component(
                "fonts",
                name="DejaVu fonts",
                version="2.37",
                licence="Bitstream-Vera",
                texts=((f"{RESOURCES}fonts/LICENSE", None),),
            )
        from bura_desktop import __version__

        return self._component(
            "game",
            name="Bura Desktop",
            version=__version__,
            licence="GPL-3.0-or-later",
            texts=(GPL,),
        )

    def python(self) -> Component:
        candidates = [Path(sysconfig.get_paths()["stdlib"]) / "LICENSE.txt"]
        candidates += [Path(sys.base_prefix) / "LICENSE.txt"]
        text = next((p for p in candidates if p.exists()), None)
        if text is None:
            raise NoNotice(f"Python {sys.version.split()[0]}: no LICENSE.txt in {candidates}")
        return self._component(
            "python",
            name="Python",
            version=sys.version.split()[0],
            licence="PSF-2.0",
            texts=(("licenses/Python.txt", text),),
        )

    def distribution(self, dist: metadata.Distribution, src: str) -> Component:
        name = dist.metadata["Name"].lower().replace("_", "-")
        version = dist.version
        if name == "pyside6-essentials":
            if re.search(r"[/\\]libicu\w*\.so", src) or re.search(r"[/\\]icu\w*\.dll$", src):
                major = re.search(r"\.so\.(\d+)", src)
                return self._component(
                    "icu",
                    name="ICU",
                    version=major.group(1) if major else "",
                    licence="Unicode-DFS-2016 AND ICU",
                    texts=(("licenses/ICU.txt", LICENSES / "ICU.txt"),),
                )
            if re.search(r"[/\\](msvcp|vcruntime|concrt)\d+\w*\.dll$", src, re.I):
                return self._component(
                    "msvc",
                    name="Microsoft Visual C++ runtime",
                    version="",
                    licence="Microsoft Visual C++ redistributable",
                    texts=(("licenses/MSVC-runtime.txt", LICENSES / "MSVC-runtime.txt"),),
                )
            if re.search(r"[/\\]Qt[/\\]|[/\\]Qt6\w*\.dll$|[/\\]Qt\w*\.framework[/\\]", src):
                return self._component(
                    "qt", name="Qt", version=version, licence="LGPL-3.0-only", texts=QT_TEXTS
                )
        if name in ("pyside6-essentials", "shiboken6"):
            return self._component(
                "pyside6",
                name="PySide6 and shiboken6",
                version=version,
                licence="LGPL-3.0-only",
                texts=QT_TEXTS,
            )
        texts = self._distribution_texts(dist) or list(DISTRIBUTION_TEXTS.get(name, ()))
        if not texts:
            raise NoNotice(f"{src}: the distribution {name} {version} has no licence file")
        licence = metadata_licence(dist.metadata)
        shown = dist.metadata["Name"]
        if name == "pyinstaller":
            licence = "GPL-2.0-or-later WITH Bootloader-exception"
            shown = "PyInstaller bootloader and loader"
        stem = re.sub(r"[^A-Za-z0-9.-]", "-", name)
        return self._component(
            f"dist:{name}",
            name=shown,
            version=version,
            licence=licence,
            texts=tuple(
                (f"licenses/{stem}{'' if i == 0 else f'-{i + 1}'}.txt", path)
                for i, path in enumerate(texts)
            ),
        )

    @staticmethod
    def _distribution_texts(dist: metadata.Distribution) -> list[Path]:
        named = dist.metadata.get_all("License-File") or []
        found = []
        for file in dist.files or ():
            parts = Path(str(file)).parts
            in_info = parts and parts[0].endswith(".dist-info")
            if in_info and (Path(str(file)).name in named or "licenses" in parts):
                found.append(Path(str(dist.locate_file(file))))
        return sorted(set(found))

    def debian(self, src: str) -> Component:
        """The Debian package that installed ``src``, with its copyright file as the notice."""
        package = None
        candidates = [src, _real(src)]
        candidates += [p.removeprefix("/usr") for p in list(candidates) if p.startswith("/usr/")]
        if self._dpkg:
            for path in candidates:
                found = subprocess.run(
                    ["dpkg-query", "-S", path], capture_output=True, text=True, check=False
                )
                if found.returncode == 0:
                    package = found.stdout.split(":", 1)[0].split(",")[0].strip()
                    break
        if package is None:
            raise NoNotice(
                f"{src}: not from Python, a Python distribution or a Debian package, so the "
                "build cannot find its licence (on Debian or Ubuntu, dpkg finds the package "
                "and its copyright file)"
            )
        copyright_file = Path("/usr/share/doc") / package / "copyright"
        if not copyright_file.exists():
            raise NoNotice(f"{src}: the package {package} has no {copyright_file}")
        version = subprocess.run(
            ["dpkg-query", "-W", "-f", "${Version}", package],
            capture_output=True,
            text=True,
            check=False,
        ).stdout.strip()
        return self._component(
            f"deb:{package}",
            name=package,
            version=version,
            licence=debian_licence(
                copyright_file.read_text(encoding="utf-8", errors="replace"), package
            ),
            texts=((f"licenses/debian-{package}.txt", copyright_file),),
        )

    # -- the files -----------------------------------------------------------------------

    def add_file(self, dest: str, src: str) -> Component:
        """The component of a shipped file: ``dest`` its place in the bundle, ``src`` where
        the build took it from."""
        dest = dest.replace("\\", "/")
        real = _real(src)
        ours = (ROOT / "bura_desktop", ROOT / "resources")
        if dest.startswith("bura_desktop/") or any(_under(real, folder) for folder in ours):
            component = self.game(dest)
        elif real in self._owners:
            component = self.distribution(self._owners[real], real)
        elif any(_under(real, folder) for folder in self._python) and not any(
            _under(real, folder) for folder in self._site
        ):
            component = self.python()
        elif sys.platform.startswith("linux"):
            component = self.debian(src)
        else:
            raise NoNotice(f"{dest} (from {src}): no component claims it")
        component.files.add(dest)
        return component

    def add_module(self, name: str, src: str | None) -> Component | None:
        """The component of a Python module in the bundle's archive; None for a namespace
        package (its source "-" in PyInstaller's lists: zope of zope.interface), a name
        without a file whose modules are claimed one by one."""
        if src == "-":
            return None
        top = name.split(".")[0]
        if top == "bura_desktop":
            component = self.game("bura_desktop/")
        elif src and _real(src) in self._owners:
            component = self.distribution(self._owners[_real(src)], _real(src))
        elif src is None or any(_under(_real(src), f) for f in self._python):
            component = self.python()  # built in, frozen or from the standard library
        else:
            raise NoNotice(f"the module {name} (from {src}): no component claims it")
        component.modules.add(top)
        return component


def metadata_licence(fields: Any) -> str:
    """A distribution's licence as its metadata names it: the SPDX expression, else a License
    field of one line, else its licence classifier (Automat's License field is the whole text,
    Incremental's is empty: both are "MIT License" by their classifiers)."""
    if fields.get("License-Expression"):
        return str(fields["License-Expression"])
    field = (fields.get("License") or "").strip()
    if field and "\n" not in field:
        return str(field)
    classifiers = [c for c in fields.get_all("Classifier") or () if c.startswith("License ::")]
    return classifiers[0].rsplit(" :: ", 1)[1] if classifiers else "see the text"


# Debian packages the bundle ships whose copyright file does not name the library's licence
# in a "Files: *" stanza (free text, or a name of Debian's own), with the licence read from it.
DEBIAN_LICENCES = {
    # libxcb's COPYING: the MIT permission with the X11 clause on the authors' names.
    r"libxcb-(glx|randr|render|shape|shm|sync|xfixes|xkb)\d+": "MIT/X11",
    r"libxkbcommon-x11-0": "MIT/X11",  # xkbcommon's MIT and X11-style notices
    r"libbz2-1\.0": "bzip2-1.0.6",  # Debian's "BSD-variant": bzip2's own licence
}


def debian_licence(text: str, package: str = "") -> str:
    """The licence of a Debian package's library: DEBIAN_LICENCES, else its machine-readable
    copyright file's first "Files: *" stanza."""
    for pattern, licence in DEBIAN_LICENCES.items():
        if re.fullmatch(pattern, package):
            return licence
    stanza = re.search(r"^Files:\s*\*\s*$(.*?)(?:^\s*$|\Z)", text, re.M | re.S)
    licence = re.search(r"^License:\s*(\S.*)$", stanza.group(1), re.M) if stanza else None
    return licence.group(1).strip() if licence else "see the text"


def collect(
    binaries: list[tuple[str, str, str]],
    datas: list[tuple[str, str, str]],
    modules: list[tuple[str, str | None, str]],
    executable: str,
    classifier: Classifier | None = None,
) -> list[Component]:
    """Every component of the bundle, from PyInstaller's lists of what it ships. Raises
    NoNotice for a file no component claims."""
    classifier = classifier or Classifier()
    for dest, src, kind in [*binaries, *datas]:
        if kind == "SYMLINK":
            continue  # a link to a file of the bundle, which is listed itself
        if Path(dest).name == "base_library.zip":
            classifier.python().files.add(dest)  # the standard library's start-up modules
        elif dest.replace("\\", "/").startswith("licenses/"):
            continue  # the notices themselves
        else:
            classifier.add_file(dest, src)
    for name, src, _kind in modules:
        classifier.add_module(name, src)
    # The executable, next to the contents folder, is PyInstaller's bootloader with the
    # archive of the modules above.
    bootloader = metadata.distribution("pyinstaller")
    classifier.distribution(bootloader, "bootloader").files.add(f"../{executable}")
    components = list(classifier.components.values())
    for component in components:
        for _path, source in component.texts:
            if source is not None and not Path(source).is_file():
                raise NoNotice(f"{component.name}: the licence text {source} is missing")
    return sorted(components, key=lambda c: (c.name != "Bura Desktop", c.name.lower()))


def write(folder: Path, components: list[Component], left_out: dict[str, str]) -> list[Path]:
    """The licence texts, notices.json and THIRD-PARTY-NOTICES.txt in ``folder`` (the
    bundle's licenses/); the files written."""
    shutil.rmtree(folder, ignore_errors=True)
    folder.mkdir(parents=True)
    for component in components:
        for path, source in component.texts:
            if source is not None and path.startswith("licenses/"):
                shutil.copyfile(source, folder / path.removeprefix("licenses/"))
    record = {
        "components": [c.record() for c in components],
        "left_to_the_system": left_out,
    }
    (folder / "notices.json").write_text(
        json.dumps(record, indent=1, ensure_ascii=False) + "\n", encoding="utf-8"
    )
    (folder / "THIRD-PARTY-NOTICES.txt").write_text(notice_text(components, left_out), "utf-8")
    return sorted(folder.iterdir())


def notice_text(components: list[Component], left_out: dict[str, str]) -> str:
    lines = [
        "What this bundle of Bura Desktop ships, and under which licences",
        "=" * 64,
        "",
        "Each part below names its licence and the file(s) in this folder (or next to the",
        "part) with the licence text and copyright notices. Paths are relative to the",
        "bundle's _internal folder (Contents/Frameworks in the macOS app).",
        "",
    ]
    for c in components:
        lines += [f"{c.name} {c.version}".rstrip(), "-" * len(f"{c.name} {c.version}".rstrip())]
        lines.append(f"Licence: {c.licence}")
        lines.append("Text: " + ", ".join(path for path, _ in c.texts))
        if c.modules:
            lines.append("Python packages: " + ", ".join(sorted(c.modules)))
        if c.files:
            shown = sorted(c.files)
            lines.append(f"Files ({len(shown)}):")
            lines += [f"  {path}" for path in shown[:60]]
            if len(shown) > 60:
                lines.append(f"  ... and {len(shown) - 60} more of the same part")
        lines.append("")
    if left_out:
        lines += [
            "Libraries this bundle leaves to the system",
            "-" * 42,
            "The bundle does not ship these; it uses the player's own copies:",
        ]
        lines += [f"  {pattern.replace(chr(92), '')}: {why}" for pattern, why in left_out.items()]
        lines.append("")
    return "\n".join(lines)
