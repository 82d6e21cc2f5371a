"""Build the Bura Desktop bundle for the OS this runs on, and archive it.

    python packaging/build.py            # PyInstaller onedir in dist/bura-desktop (.app on macOS)

Linux: also dist/bura-desktop-<version>-linux-<arch>.tar.gz, with the .desktop entry,
AppStream metainfo and hicolor icons under bura-desktop/share/ for a per-user install.
Windows: also dist/bura-desktop-<version>-windows-<arch>.zip (the installer is Inno Setup's job).
macOS: the .dmg is made by the release workflow with hdiutil.
Run it with the Python that has PySide6 and PyInstaller installed.
"""

from __future__ import annotations

import argparse
import os
import platform
import re
import shutil
import subprocess
import sys
import tarfile
import time
import zipfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "packaging"))
import libraries  # noqa: E402 (packaging/libraries.py, next to this script)

APP_ID = "io.github.bura_desktop.BuraDesktop"
NAME = "bura-desktop"


def version() -> str:
    text = (ROOT / "bura_desktop" / "__init__.py").read_text(encoding="utf-8")
    return re.search(r'^__version__\s*=\s*"([^"]+)"', text, re.M).group(1)


def arch() -> str:
    machine = platform.machine().lower()
    return {"amd64": "x86_64", "x64": "x86_64", "aarch64": "arm64"}.get(machine, machine)


def tree_size(path: Path) -> int:
    # lstat: the bundle's symlinks must not count their targets twice.
    return sum(p.lstat().st_size for p in path.rglob("*") if not p.is_dir() or p.is_symlink())


def mb(size: int) -> str:
    return f"{size / 1e6:.1f} MB"


def add_linux_share(onedir: Path) -> None:
    """Desktop integration files inside the onedir, laid out like $PREFIX/share."""
    share = onedir / "share"
    linux = ROOT / "packaging" / "linux"
    (share / "applications").mkdir(parents=True, exist_ok=True)
    (share / "metainfo").mkdir(parents=True, exist_ok=True)
    shutil.copy2(linux / f"{APP_ID}.desktop", share / "applications")
    shutil.copy2(linux / f"{APP_ID}.metainfo.xml", share / "metainfo")
    shutil.copytree(
        ROOT / "packaging" / "icons" / "hicolor", share / "icons" / "hicolor", dirs_exist_ok=True
    )


def make_tar(onedir: Path, target: Path) -> None:
    def normalise(info: tarfile.TarInfo) -> tarfile.TarInfo:
        # The builder's user names and ids mean nothing on the user's machine.
        info.uid = info.gid = 0
        info.uname = info.gname = ""
        return info

    with tarfile.open(target, "w:gz", compresslevel=9) as tar:
        tar.add(onedir, arcname=onedir.name, filter=normalise)


def make_zip(onedir: Path, target: Path) -> None:
    with zipfile.ZipFile(target, "w", zipfile.ZIP_DEFLATED, compresslevel=9) as zf:
        for path in sorted(onedir.rglob("*")):
            zf.write(path, Path(onedir.name) / path.relative_to(onedir))


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--dist", type=Path, default=ROOT / "dist", help="output folder")
    parser.add_argument(
        "--work",
        type=Path,
        default=ROOT / "build" / "pyinstaller",
        help="PyInstaller's work folder",
    )
    args = parser.parse_args()
    dist, ver = args.dist.resolve(), version()

    started = time.monotonic()
    subprocess.run(
        [
            sys.executable,
            "-m",
            "PyInstaller",
            "--noconfirm",
            "--clean",
            "--distpath",
            str(dist),
            "--workpath",
            str(args.work.resolve()),
            str(ROOT / "packaging" / f"{NAME}.spec"),
        ],
        check=True,
        cwd=ROOT,
    )
    onedir = dist / NAME
    print(f"PyInstaller took {time.monotonic() - started:.0f} s")
    print(f"onedir   {onedir}: {mb(tree_size(onedir))}")
    if sys.platform.startswith("linux"):
        # PyInstaller only warns about a library it cannot find (libxcb-cursor0 missing on
        # the build machine, say) and leaves it out: such a bundle must not be archived.
        missing = libraries.unresolved(onedir)
        if missing:
            print(libraries.explain(missing), file=sys.stderr)
            return 1

    # The game's licence where a user unpacking the archive looks first; the others, and this
    # one, are in _internal/licenses (the About dialog links them).
    shutil.copy2(ROOT / "LICENSE", onedir / "LICENSE")
    archive = None
    if sys.platform.startswith("linux"):
        add_linux_share(onedir)
        archive = dist / f"{NAME}-{ver}-linux-{arch()}.tar.gz"
        make_tar(onedir, archive)
    elif sys.platform == "win32":
        archive = dist / f"{NAME}-{ver}-windows-{arch()}.zip"
        make_zip(onedir, archive)
    elif sys.platform == "darwin":
        app = dist / "Bura Desktop.app"
        print(f"app      {app}: {mb(tree_size(app))}")
    if archive:
        print(f"archive  {archive}: {mb(archive.stat().st_size)}")
    return 0


if __name__ == "__main__":
    os.environ.setdefault("PYTHONHASHSEED", "0")  # steadier .pyc bytes between builds
    sys.exit(main())
