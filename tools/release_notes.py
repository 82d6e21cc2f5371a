"""The AppStream release notes come from CHANGELOG.md.

    python tools/release_notes.py          # says whether the metainfo's releases are current
    python tools/release_notes.py --write  # writes them

Every released version of CHANGELOG.md (``## <version> - <YYYY-MM-DD>``, a paragraph, then
``- `` items) becomes a ``<release>`` of the metainfo, newest first; "Unreleased" does not.
The screenshots are taken from the tag of ``bura_desktop.__version__``, so that a software
centre shows the release's own pictures, not whatever the main branch has since.
"""

from __future__ import annotations

import argparse
import re
import sys
from pathlib import Path
from xml.sax.saxutils import escape

ROOT = Path(__file__).resolve().parent.parent
CHANGELOG = ROOT / "CHANGELOG.md"
METAINFO = ROOT / "packaging" / "linux" / "io.github.bura_desktop.bura-desktop.metainfo.xml"
HEADING = re.compile(r"^## (\d+\.\d+\.\d+) - (\d{4}-\d{2}-\d{2})$")
RELEASES = re.compile(r"  <releases>\n.*?  </releases>\n", re.DOTALL)
SCREENSHOT = re.compile(r"(<image>https://raw\.githubusercontent\.com/[^/]+/[^/]+/)[^/]+/")


def releases(changelog: str) -> list[tuple[str, str, str, list[str]]]:
    """(version, date, paragraph, items) of every released version, as listed."""
    found: list[tuple[str, str, list[str], list[str]]] = []
    for line in changelog.splitlines():
        heading = HEADING.match(line)
        if heading:
            found.append((heading[1], heading[2], [], []))
        elif line.startswith("## "):
            found.append(("", "", [], []))  # Unreleased: read, then left out
        elif found and line.startswith("- "):
            found[-1][3].append(line[2:].strip())
        elif found and line.startswith("  ") and found[-1][3]:
            found[-1][3][-1] += " " + line.strip()
        elif found and line.strip() and not found[-1][3]:
            found[-1][2].append(line.strip())
    return [(v, d, " ".join(p), items) for v, d, p, items in found if v]


def releases_xml(changelog: str) -> str:
    lines = ["  <releases>"]
    for version, date, paragraph, items in releases(changelog):
        lines += [f'    <release version="{version}" date="{date}">', "      <description>"]
        lines.append(f"        <p>{escape(paragraph)}</p>")
        if items:
            lines.append("        <ul>")
            lines += [f"          <li>{escape(item)}</li>" for item in items]
            lines.append("        </ul>")
        lines += ["      </description>", "    </release>"]
    lines.append("  </releases>")
    return "\n".join(lines) + "\n"


def version() -> str:
    text = (ROOT / "bura_desktop" / "__init__.py").read_text(encoding="utf-8")
    match = re.search(r'^__version__\s*=\s*"([^"]+)"', text, re.M)
    if match is None:
        raise SystemExit("bura_desktop/__init__.py has no __version__")
    return match.group(1)


def current_metainfo() -> str:
    """The metainfo as it should be: its releases from CHANGELOG.md, its screenshots at the
    version's tag."""
    metainfo = METAINFO.read_text(encoding="utf-8")
    xml = releases_xml(CHANGELOG.read_text(encoding="utf-8"))
    metainfo = RELEASES.sub(lambda _match: xml, metainfo, count=1)
    return SCREENSHOT.sub(lambda match: f"{match.group(1)}v{version()}/", metainfo)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument(
        "--write", action="store_true", help="write the metainfo's releases and screenshot tag"
    )
    args = parser.parse_args()
    wanted = current_metainfo()
    if args.write:
        METAINFO.write_text(wanted, encoding="utf-8")
        return 0
    if METAINFO.read_text(encoding="utf-8") != wanted:
        print(
            f"{METAINFO.name}: releases differ from CHANGELOG.md, or screenshots from the "
            "version's tag; run with --write"
        )
        return 1
    print("release notes current")
    return 0


if __name__ == "__main__":
    sys.exit(main())
