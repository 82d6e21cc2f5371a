"""Check that a release tag names the version the game reports.

    python packaging/check_version.py v0.1.0     # exit 1 unless bura_desktop.__version__ is 0.1.0
    python packaging/check_version.py --numeric  # 0.1.0.0: the version as Windows writes it

The release workflow runs it on every v* tag before building anything. Windows' version
resources (the .exe's and the installer's VersionInfoVersion) take four numbers only, so a
pre-release such as 0.2.0rc1 is written there as its release, 0.2.0.0; the full version stays
in the product version text and the installer's AppVersion.
"""

from __future__ import annotations

import re
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def version() -> str:
    text = (ROOT / "bura_desktop" / "__init__.py").read_text(encoding="utf-8")
    match = re.search(r'^__version__\s*=\s*"([^"]+)"', text, re.M)
    if match is None:
        raise SystemExit("bura_desktop/__init__.py has no __version__")
    return match.group(1)


def numeric(text: str) -> str:
    """``text``'s release numbers as four dotted numbers (1.2 is 1.2.0.0; 0.2.0rc1 0.2.0.0)."""
    match = re.match(r"(\d+(?:\.\d+){0,3})(?!\.?\d)", text)
    if match is None:
        raise ValueError(f"no release number in {text!r}")
    numbers = [int(n) for n in match.group(1).split(".")]
    return ".".join(str(n) for n in numbers + [0] * (4 - len(numbers)))


def main(argv: list[str]) -> int:
    if argv == ["--numeric"]:
        print(numeric(version()))
        return 0
    if len(argv) != 1:
        print(__doc__.strip(), file=sys.stderr)
        return 2
    tag, expected = argv[0].removeprefix("refs/tags/"), f"v{version()}"
    if tag != expected:
        print(
            f"The tag {tag!r} does not match bura_desktop.__version__: tag {expected!r}, or "
            "change __version__ (and the metainfo's release) first.",
            file=sys.stderr,
        )
        return 1
    print(f"{tag}: the version the game reports")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
