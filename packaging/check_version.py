"""Check that a release tag names the version the game reports.

    python packaging/check_version.py v0.1.0     # exit 1 unless bura_desktop.__version__ is 0.1.0

The release workflow runs it on every v* tag before building anything.
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


def main(argv: list[str]) -> int:
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
