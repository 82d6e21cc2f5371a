"""Pin the Flatpak manifest's source to a release: the tag and the tag's commit.

    python packaging/flatpak/pin.py v0.2.0                  # the manifest, pinned, on stdout
    python packaging/flatpak/pin.py v0.2.0 --commit SHA --output FILE

Flathub builds the game from its git repository and wants both the tag and the commit it
points to (a tag can be moved; a commit cannot). A commit cannot name itself, so the manifest
in the repository names the release's tag and this script adds the commit once the tag exists:
the release workflow runs it on every v* tag and attaches the pinned manifest to the draft
release, which is the copy for Flathub. The commit is `git rev-parse TAG^{commit}` unless given.
Standard library only.
"""

from __future__ import annotations

import argparse
import re
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
APP_ID = "io.github.bura_desktop.bura-desktop"
MANIFEST = ROOT / "packaging" / "flatpak" / f"{APP_ID}.yml"
SOURCE = re.compile(
    r"(?P<head>- type: git\n(?P<indent>\s+)url: https://github\.com/bura-desktop/bura-desktop\.git\n)"
    r"(?P<body>(?:(?P=indent)(?:#.*|tag: .*|commit: .*)\n)*)"
)


def version() -> str:
    text = (ROOT / "bura_desktop" / "__init__.py").read_text(encoding="utf-8")
    match = re.search(r'^__version__\s*=\s*"([^"]+)"', text, re.M)
    if match is None:
        raise SystemExit("bura_desktop/__init__.py has no __version__")
    return match.group(1)


def pinned(manifest: str, tag: str, commit: str) -> str:
    """The manifest with the game's git source at ``tag`` and ``commit``."""
    if not re.fullmatch(r"[0-9a-f]{40}", commit):
        raise ValueError(f"not a full commit hash: {commit!r}")
    match = SOURCE.search(manifest)
    if match is None:
        raise ValueError("the manifest has no git source for github.com/bura-desktop/bura-desktop")
    indent = match["indent"]
    body = f"{indent}tag: {tag}\n{indent}commit: {commit}\n"
    return manifest[: match.start("body")] + body + manifest[match.end("body") :]


def tag_commit(tag: str) -> str:
    done = subprocess.run(
        ["git", "-C", str(ROOT), "rev-parse", "--verify", f"{tag}^{{commit}}"],
        capture_output=True,
        text=True,
        check=False,
    )
    if done.returncode != 0:
        raise SystemExit(f"pin.py: no tag {tag} in this repository: {done.stderr.strip()}")
    return done.stdout.strip()


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("tag", help="the release tag, v<version>")
    parser.add_argument("--commit", help="the tag's commit (default: from git)")
    parser.add_argument("--output", type=Path, help="where to write it (default: stdout)")
    args = parser.parse_args(argv)
    tag = args.tag.removeprefix("refs/tags/")
    if tag != f"v{version()}":
        print(f"pin.py: the tag {tag!r} is not v{version()}, the game's version", file=sys.stderr)
        return 1
    text = pinned(MANIFEST.read_text(encoding="utf-8"), tag, args.commit or tag_commit(tag))
    if args.output is None:
        sys.stdout.write(text)
    else:
        args.output.parent.mkdir(parents=True, exist_ok=True)
        args.output.write_text(text, encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main())
