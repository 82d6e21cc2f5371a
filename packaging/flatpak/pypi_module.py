"""Write a Flatpak manifest module that installs a Python distribution from PyPI.

    python packaging/flatpak/pypi_module.py twisted-26.10.0-py3-none-any.whl
    python packaging/flatpak/pypi_module.py msgpack-1.2.4.tar.gz
    python packaging/flatpak/pypi_module.py 'cbor2-6.3.0-cp313-cp313-manylinux_2_28_{arch}.whl'

Each file is looked up in PyPI's index for its address on files.pythonhosted.org and its
sha256, which must be one of packaging/requirements-build.txt's hashes for that distribution
(so the Flatpak installs exactly what the release bundles pin; tests/packaging/test_metadata.py
checks the manifest the same way). ``{arch}`` stands for x86_64 and aarch64, one source each
with only-arches. Paste the module printed into io.github.bura_desktop.bura-desktop.yml;
build options, cleanup and the comment saying why are the manifest's to add.
Standard library only.
"""

from __future__ import annotations

import argparse
import json
import re
import sys
import urllib.request
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
PINS = ROOT / "packaging" / "requirements-build.txt"
ARCHES = ("x86_64", "aarch64")
INSTALL = (
    '      - pip3 install --no-index --no-deps --no-build-isolation --find-links="file://${PWD}"\n'
    '        --prefix="${FLATPAK_DEST}" '
)


def normalized(name: str) -> str:
    return re.sub(r"[-_.]+", "-", name).lower()


def pinned_hashes() -> dict[str, set[str]]:
    """Every sha256 packaging/requirements-build.txt allows, by distribution."""
    hashes: dict[str, set[str]] = {}
    text = PINS.read_text(encoding="utf-8")
    for name, block in re.findall(r"^([\w.-]+)==\S+[^\n]*\n((?:    .*\n)*)", text, re.M):
        hashes.setdefault(normalized(name), set()).update(re.findall(r"sha256:(\w+)", block))
    return hashes


def distribution(filename: str) -> str:
    """The distribution a wheel or sdist file name belongs to."""
    if filename.endswith(".whl"):
        return normalized(filename.split("-")[0])
    return normalized(re.sub(r"-[^-]+\.(tar\.gz|zip)$", "", filename))


def index_files(name: str) -> dict[str, tuple[str, str]]:
    """PyPI's files of a distribution: each file name's (address, sha256)."""
    request = urllib.request.Request(
        f"https://pypi.org/simple/{name}/",
        headers={"Accept": "application/vnd.pypi.simple.v1+json"},
    )
    with urllib.request.urlopen(request, timeout=60) as response:
        files = json.load(response)["files"]
    return {f["filename"]: (f["url"], f["hashes"]["sha256"]) for f in files}


def module(pattern: str) -> str:
    """The manifest module that installs the file(s) ``pattern`` names."""
    name = distribution(pattern.replace("{arch}", ARCHES[0]))
    allowed = pinned_hashes().get(name, set())
    found = index_files(name)
    sources = []
    for arch in ARCHES if "{arch}" in pattern else (None,):
        filename = pattern.replace("{arch}", arch or "")
        if filename not in found:
            raise SystemExit(f"PyPI has no {filename}")
        url, sha256 = found[filename]
        if sha256 not in allowed:
            print(f"note: {filename} is not pinned in {PINS.name}", file=sys.stderr)
        only = f"        only-arches: [{arch}]\n" if arch else ""
        sources.append(f"      - type: file\n{only}        url: {url}\n        sha256: {sha256}")
    return "\n".join(
        [
            f"  - name: python3-{name}",
            "    buildsystem: simple",
            "    build-commands:",
            INSTALL + name,
            "    sources:",
            *sources,
        ]
    )


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("files", nargs="+", help="file names on PyPI, {arch} for each arch")
    for pattern in parser.parse_args(argv).files:
        print(module(pattern) + "\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
