"""Build the Bura Desktop bundle for the OS this runs on, and archive it.

    python packaging/build.py            # PyInstaller onedir in dist/bura-desktop (.app on macOS)

Linux: also dist/bura-desktop-<version>-linux-<arch>.tar.xz, with the .desktop entry,
AppStream metainfo and hicolor icons under bura-desktop/share/ for a per-user install.
Windows: also dist/bura-desktop-<version>-windows-<arch>.zip (the installer is Inno Setup's job).
macOS: the .dmg is made by the release workflow with hdiutil.
The archives rebuild byte for byte from the same commit (SOURCE_DATE_EPOCH, else the commit's
time, dates every file), so SHA256SUMS stays the same.
Run it with the Python that has PySide6 and PyInstaller installed.
"""

from __future__ import annotations

import argparse
import gzip
import hashlib
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
from typing import IO

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "packaging"))
import libraries  # noqa: E402 (packaging/libraries.py, next to this script)

APP_ID = "io.github.bura_desktop.bura-desktop"
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


def source_date_epoch() -> int:
    """The time every file in the archives carries (reproducible-builds.org's convention):
    SOURCE_DATE_EPOCH if set, else the time of the commit being built."""
    if os.environ.get("SOURCE_DATE_EPOCH"):
        return int(os.environ["SOURCE_DATE_EPOCH"])
    done = subprocess.run(
        ["git", "-C", str(ROOT), "log", "-1", "--format=%ct"],
        capture_output=True,
        text=True,
        check=False,
    )
    if done.returncode != 0 or not done.stdout.strip():
        raise SystemExit(
            "build.py: no git commit to date the archives by: set SOURCE_DATE_EPOCH (seconds "
            "since 1970) to the time of the sources"
        )
    return int(done.stdout.strip())


def entries(onedir: Path) -> list[tuple[Path, str]]:
    """Every file, folder and link of the onedir with its name in an archive, in one order
    whatever the file system lists first. Links to folders are kept as links."""
    found = [(onedir, onedir.name)]
    for folder, dirs, files in os.walk(onedir):
        here = Path(folder)
        for name in dirs + files:
            path = here / name
            found.append((path, f"{onedir.name}/{path.relative_to(onedir).as_posix()}"))
    return sorted(found, key=lambda entry: entry[1])


def mode(path: Path) -> int:
    """Permissions as the player should get them, whatever the builder's umask: 755 for folders
    and programs, 644 for the rest."""
    if path.is_dir() and not path.is_symlink():
        return 0o755
    return 0o755 if path.lstat().st_mode & 0o111 else 0o644


def tar_info(path: Path, name: str, epoch: int) -> tarfile.TarInfo:
    info = tarfile.TarInfo(name)
    info.mtime = epoch
    info.uid = info.gid = 0  # the builder's user names and ids mean nothing to the player
    info.uname = info.gname = ""
    if path.is_symlink():
        info.type, info.linkname, info.mode = tarfile.SYMTYPE, os.readlink(path), 0o777
    elif path.is_dir():
        info.type, info.mode = tarfile.DIRTYPE, mode(path)
    else:
        info.size, info.mode = path.stat().st_size, mode(path)
    return info


def xz_command() -> list[str]:
    """xz compressing in blocks on two cores: the same bytes whatever the number of threads
    (from two: one thread is xz's single-stream mode, whose bytes differ), in half the time on
    two cores for 0.1 MB more. The x86 branch filter turns relative calls into absolute ones
    before LZMA2: machine code then compresses about 5 % smaller (28.6 MB against 30.2).
    Preset 8 (a 32 MiB dictionary) in blocks of 64 MiB, two for the bundle, one per thread:
    0.48 MB smaller than preset 6's 8 MiB in blocks of 24 MiB (26.86 MB against 27.34) for
    9 s more of xz (40 s against 31 on two busy cores; preset 9 gave 0.07 MB more for a
    quarter more time); unpacking takes 33 MiB of memory instead of 9."""
    xz = shutil.which("xz")
    if xz is None:
        raise SystemExit("build.py: the archive needs the xz program (Debian's xz-utils)")
    # Two threads: the bundle is two blocks, and each thread of preset 8 takes about 560 MiB
    # (one per core took 2.2 GB on a four-core machine for the same bytes and time).
    threads = 2
    filters = ["--x86"] if arch() == "x86_64" else []
    return [xz, "--format=xz", "--check=crc64", f"--threads={threads}", *filters,
            "--lzma2=preset=8", "--block-size=64MiB", "--stdout"]  # fmt: skip


def write_tar(onedir: Path, stream: IO[bytes], epoch: int) -> None:
    """The onedir as a tar stream that rebuilds byte for byte: sorted entries, one time, no
    owners, fixed permissions."""
    with tarfile.open(fileobj=stream, mode="w|", format=tarfile.PAX_FORMAT) as tar:
        for path, name in entries(onedir):
            info = tar_info(path, name, epoch)
            if info.isreg():
                with path.open("rb") as data:
                    tar.addfile(info, data)
            else:
                tar.addfile(info)


def make_tar(onedir: Path, target: Path, epoch: int) -> None:
    """A tar archive that rebuilds byte for byte, compressed with xz (.tar.xz) or gzip
    without a time or name (.tar.gz)."""
    with target.open("wb") as raw:
        if not target.name.endswith(".xz"):
            with gzip.GzipFile(filename="", mode="wb", fileobj=raw, mtime=epoch) as stream:
                write_tar(onedir, stream, epoch)
            return
        xz = subprocess.Popen(xz_command(), stdin=subprocess.PIPE, stdout=raw)
        assert xz.stdin is not None
        try:
            write_tar(onedir, xz.stdin, epoch)
        finally:
            xz.stdin.close()
        if xz.wait() != 0:
            raise SystemExit(f"build.py: xz failed ({xz.returncode}) on {target.name}")


def make_zip(onedir: Path, target: Path, epoch: int) -> None:
    """A zip archive that rebuilds byte for byte (Windows: no links to keep)."""
    stamp = time.gmtime(max(epoch, 315532800))[:6]  # a zip holds no time before 1980
    with zipfile.ZipFile(target, "w", zipfile.ZIP_DEFLATED, compresslevel=9) as zf:
        for path, name in entries(onedir):
            folder = path.is_dir()
            info = zipfile.ZipInfo(name + "/" if folder else name, date_time=stamp)
            info.external_attr = ((0o40000 if folder else 0o100000) | mode(path)) << 16
            info.compress_type = zipfile.ZIP_DEFLATED
            zf.writestr(info, b"" if folder else path.read_bytes(), compresslevel=9)


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
    epoch = source_date_epoch()
    os.environ["SOURCE_DATE_EPOCH"] = str(epoch)  # PyInstaller's zip of the standard library
    # PyInstaller's cache of stripped libraries in the work folder, not the user's: --clean
    # empties it, which would break another build running at the same time.
    os.environ.setdefault("PYINSTALLER_CONFIG_DIR", str(args.work.resolve() / "cache"))
    # The Python modules stored as they are, not each deflated on its own: the archive's xz
    # then compresses them together, 1.3 MB smaller (the onedir is 5 MB bigger, and the game
    # reads them without inflating).
    os.environ["PYINSTALLER_ZLIB_COMPRESSION_LEVEL"] = "0"

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
        archive = dist / f"{NAME}-{ver}-linux-{arch()}.tar.xz"
        make_tar(onedir, archive, epoch)
    elif sys.platform == "win32":
        archive = dist / f"{NAME}-{ver}-windows-{arch()}.zip"
        make_zip(onedir, archive, epoch)
    elif sys.platform == "darwin":
        app = dist / "Bura Desktop.app"
        print(f"app      {app}: {mb(tree_size(app))}")
    if archive:
        digest = hashlib.sha256(archive.read_bytes()).hexdigest()
        print(f"archive  {archive}: {mb(archive.stat().st_size)}, sha256 {digest}")
    return 0


if __name__ == "__main__":
    os.environ.setdefault("PYTHONHASHSEED", "0")  # steadier .pyc bytes between builds
    sys.exit(main())
