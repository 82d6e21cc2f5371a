"""Build the frozen bundle and start it (about 1-2 minutes on 2 cores).

CI runs it with the rest of the suite; for a quick local run, skip it with BURA_SKIP_BUILD=1.
Needs PyInstaller (a dev extra) in the Python that runs pytest.
"""

from __future__ import annotations

import hashlib
import importlib.util
import json
import os
import pickle
import shutil
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

import pytest

from tests.packaging import building

ROOT = Path(__file__).resolve().parents[2]
MB = 1_000_000


def _smoke():
    """packaging/smoke.py, the release workflow's check of a bundle (not a package module)."""
    spec = importlib.util.spec_from_file_location("smoke", ROOT / "packaging" / "smoke.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


smoke = _smoke()

pytestmark = pytest.mark.skipif(
    os.environ.get("BURA_SKIP_BUILD") == "1", reason="BURA_SKIP_BUILD=1 skips the bundle build"
)


def tree_size(path: Path) -> int:
    return sum(p.lstat().st_size for p in path.rglob("*") if not p.is_dir() or p.is_symlink())


@pytest.fixture(scope="module")
def builds() -> tuple[Path, Path]:
    """The bundle built from this checkout, and built again from a fresh copy elsewhere (for
    the test that the archives are the same): started when the suite was collected."""
    return building.running().wait()


@pytest.fixture(scope="module")
def built(builds) -> Path:
    return builds[0]


def executable(dist: Path) -> Path:
    name = "bura-desktop.exe" if sys.platform == "win32" else "bura-desktop"
    return dist / "bura-desktop" / name


def bundled_files(dist: Path) -> dict[str, Path]:
    """Every file of the onedir by its path inside it (forward slashes)."""
    onedir = dist / "bura-desktop"
    return {p.relative_to(onedir).as_posix(): p for p in onedir.rglob("*") if p.is_file()}


def worker_cpu_seconds(parent: int) -> float:
    """CPU time of the parent's spawned worker processes so far (Linux /proc)."""
    total = 0.0
    for stat in Path("/proc").glob("[0-9]*/stat"):
        try:
            fields = stat.read_text().rsplit(")", 1)[1].split()
            command = (stat.parent / "cmdline").read_bytes()
        except OSError:
            continue  # the process ended meanwhile
        if int(fields[1]) == parent and b"--multiprocessing-fork" in command:
            total += (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")
    return total


def test_frozen_app_plays_hands_against_search_and_quits(built, tmp_path):
    """Advanced opponents think in a spawned worker process: the bundle must start it."""
    exe = executable(built)
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    command = [str(exe), "--autoplay", "--level", "advanced", "--hands", "24", "--quit"]
    command += ["--speed", "off", "--profile", str(tmp_path / "profile")]
    app = subprocess.Popen(command, env=env, stderr=subprocess.PIPE, text=True)
    worker_cpu = 0.0
    deadline = time.monotonic() + 120
    while app.poll() is None and time.monotonic() < deadline:
        if sys.platform.startswith("linux"):
            worker_cpu = max(worker_cpu, worker_cpu_seconds(app.pid))
        time.sleep(0.25)
    if app.poll() is None:
        app.kill()
    _, errors = app.communicate()
    assert app.returncode == 0, errors
    assert smoke.log_problems(tmp_path / "profile") == []  # no worker failure, no exception
    if sys.platform.startswith("linux"):
        # The searches ran in the worker, not in the app after a failed start. Advanced stops
        # after 100 playouts (about 10 ms since the rollouts got faster: twelve hands once gave
        # only 0.92 s): 24 hands give a clear second of work on a slow host.
        assert worker_cpu > 1.0, worker_cpu


def test_bundle_holds_the_translations_deck_fonts_and_licences(built):
    files = bundled_files(built)
    names = {path.rsplit("/", 1)[-1] for path in files}
    resources = {
        path.split("bura_desktop/resources/", 1)[1]
        for path in files
        if "bura_desktop/resources/" in path
    }
    for language in ("en", "ru", "de", "it", "es"):
        assert f"translations/bura_desktop_{language}.qm" in resources
    for language in ("ru", "de", "it", "es"):  # Qt's standard buttons and dialogs
        assert f"qtbase_{language}.qm" in names
    assert not [path for path in files if path.endswith(".ts")], "translation sources shipped"
    assert not {"qtbase_fr.qm", "qt_help_ru.qm", "assistant_de.qm"} & names, "unused Qt catalogues"
    assert {
        "cards/atlasnye-bura.svgz",
        "cards/LICENSE",
        "cards/COPYING.LGPL-3",
        "fonts/DejaVuSans.ttf",
        "fonts/DejaVuSans-Bold.ttf",
        "fonts/LICENSE",
        "icons/bura-desktop.svg",
    } <= resources
    # The licence texts the About dialog links, and the game's at the top of the archive.
    licences = {path.rsplit("/", 1)[-1] for path in files if "/licenses/" in f"/{path}"}
    assert {
        "Bura-Desktop-GPL-3.0.txt",
        "LGPL-3.0.txt",
        "Qt-and-PySide6.txt",
        "Qt-third-party.txt",
        "Python.txt",
        "ICU.txt",
        "platformdirs.txt",
        "miniaudio.txt",
        "notices.json",
        "THIRD-PARTY-NOTICES.txt",
    } <= licences
    assert "PYTHON SOFTWARE FOUNDATION LICENSE" in next(
        path.read_text(encoding="utf-8")
        for name, path in files.items()
        if name.endswith("/Python.txt")
    )
    assert "LICENSE" in files


def test_frozen_app_speaks_russian(built, tmp_path):
    """--lang ru: the window's title and the table's words (as a screen reader gets them) are
    Russian. The screenshot carries them as PNG text."""
    shot = tmp_path / "ru.png"
    command = [str(executable(built)), "--lang", "ru", "--hands", "0", "--quit", "--speed", "off"]
    command += ["--seed", "1", "--profile", str(tmp_path / "profile"), "--screenshot", str(shot)]
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    result = subprocess.run(command, env=env, capture_output=True, text=True, timeout=60)
    assert result.returncode == 0, result.stderr
    texts = smoke.png_texts(shot)
    assert texts["Title"] == "Бура"
    assert smoke.language_problems(texts) == [], texts


def dumped_environment(path: Path) -> dict[str, str]:
    entries = path.read_bytes().split(b"\0")
    return dict(entry.decode().split("=", 1) for entry in entries if entry)


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="LD_LIBRARY_PATH is Linux's")
def test_programs_the_frozen_game_starts_get_the_player_s_environment(built, tmp_path):
    """Help > Open log folder runs xdg-open, and the first start asks gsettings whether the
    desktop reduces motion: both must see the environment the game was started with, not
    the bundle's library path and Qt plugin folder (issue #36)."""
    folder = tmp_path / "bin"
    folder.mkdir()
    for program in ("xdg-open", "gsettings"):
        stand_in = folder / program
        stand_in.write_text(f'#!/bin/sh\nexec env -0 > "$DUMPS/{program}.env"\n')
        stand_in.chmod(0o755)
    runtime = tmp_path / "run"
    runtime.mkdir(mode=0o700)
    player = {
        "PATH": f"{folder}:/usr/bin:/bin",
        "HOME": str(tmp_path),
        "PWD": str(tmp_path),  # the shell exports the folder it runs in
        "LANG": "C.UTF-8",
        "XDG_RUNTIME_DIR": str(runtime),
        "QT_QPA_PLATFORM": "offscreen",
        "LD_LIBRARY_PATH": "/opt/player/lib",  # the player's own, to be given back
        "QT_PLUGIN_PATH": "/opt/player/plugins",  # replaced for the game by PyInstaller's hook
        "DUMPS": str(tmp_path),
    }
    command = [str(executable(built)), "--open-log-folder", "--hands", "0", "--quit"]
    command += ["--speed", "off", "--profile", str(tmp_path / "profile")]
    result = subprocess.run(
        command, env=player, cwd=tmp_path, capture_output=True, text=True, timeout=60
    )
    assert result.returncode == 0, result.stderr
    assert "ALSA lib" not in result.stderr  # no sound card here: one line in the log instead
    for program in ("xdg-open", "gsettings"):
        dump = tmp_path / f"{program}.env"
        deadline = time.monotonic() + 10  # xdg-open runs on its own, maybe after the game
        while not (dump.exists() and dump.read_bytes().endswith(b"\0")):
            assert time.monotonic() < deadline, f"{program} was not started"
            time.sleep(0.1)
        assert dumped_environment(dump) == player, program
    assert smoke.log_problems(tmp_path / "profile") == []


def contents(dist: Path) -> Path:
    """The bundle's folder of libraries and data (sys._MEIPASS)."""
    if sys.platform == "darwin":
        return dist / "Bura Desktop.app" / "Contents" / "Frameworks"
    return dist / "bura-desktop" / "_internal"


def notices(dist: Path) -> list[dict[str, Any]]:
    return json.loads((contents(dist) / "licenses" / "notices.json").read_text("utf-8"))[
        "components"
    ]


def is_library(path: Path) -> bool:
    """A shared library, extension module or program: machine code with a licence of its
    own (ELF, Mach-O or PE, by their first bytes)."""
    with path.open("rb") as file:
        magic = file.read(4)
    return magic == b"\x7fELF" or magic[:2] == b"MZ" or magic in MACH_O


MACH_O = {bytes.fromhex(m) for m in ("cffaedfe", "cefaedfe", "cafebabe", "feedfacf")}


def test_every_shipped_library_has_a_notice(built):
    """Each library and program in the bundle is listed under a part whose licence text ships
    with it (packaging/notices.py makes the list from the build's own; this walks the bundle)."""
    top = contents(built)
    listed = {path: part for part in notices(built) for path in part["files"]}
    machine_code = {
        path.relative_to(top).as_posix() if top in path.parents else f"../{path.name}"
        for path in (built / "bura-desktop").rglob("*")
        if path.is_file() and not path.is_symlink() and is_library(path)
    }
    assert len(machine_code) > 50
    assert machine_code - set(listed) == set()
    for path in machine_code:
        sizes = [(top / text).stat().st_size for text in listed[path]["texts"]]
        # Real licence texts: cryptography's first one only says that the other two (Apache
        # and BSD) apply, either of them.
        assert all(sizes) and sum(sizes) > 200, (path, listed[path]["texts"], sizes)


def test_every_python_package_in_the_archive_has_a_notice(built):
    from PyInstaller.archive.readers import CArchiveReader

    archive = CArchiveReader(str(executable(built))).open_embedded_archive("PYZ.pyz")
    packages = {name.split(".")[0] for name in archive.toc}
    assert {"bura_desktop", "PySide6", "platformdirs", "miniaudio", "json"} <= packages
    listed = {module for part in notices(built) for module in part["modules"]}
    assert packages - listed == set()


def test_about_links_every_part_of_the_bundle(built):
    from bura_desktop.ui.dialogs import about

    parts = about.bundle_parts(contents(built) / "licenses")
    names = [what for what, _, _ in parts]
    assert any(name.startswith("Qt 6.") for name in names)
    assert any(name.startswith("ICU ") for name in names)
    assert any(name.startswith("platformdirs ") and name.endswith(": MIT") for name in names)
    assert [what for what, path, _ in parts if path is None] == []


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="the Linux bundle's policy")
def test_the_libraries_every_desktop_has_stay_the_system_s(built):
    names = {path.name for path in (built / "bura-desktop").rglob("*")}
    assert not {"libstdc++.so.6", "libglib-2.0.so.0", "libdbus-1.so.3", "libX11.so.6"} & names
    assert not {"libgssapi_krb5.so.2", "libkrb5.so.3", "libcom_err.so.2"} & names  # Kerberos
    assert {"libxcb-cursor.so.0", "libxkbcommon-x11.so.0", "libsqlite3.so.0"} <= names
    text = (contents(built) / "licenses" / "THIRD-PARTY-NOTICES.txt").read_text("utf-8")
    assert "Libraries this bundle leaves to the system" in text and "libstdc++" in text


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="the X11 helper libraries")
def test_a_bundle_without_the_x_helper_libraries_is_refused(built, tmp_path):
    """A build machine without libxcb-cursor0 gives PyInstaller nothing to collect, and it
    only warns: packaging/build.py checks the onedir as below and stops before the archive."""
    copy = tmp_path / "bura-desktop"
    shutil.copytree(built / "bura-desktop", copy, symlinks=True, copy_function=os.link)
    check = [sys.executable, str(ROOT / "packaging" / "libraries.py")]
    assert subprocess.run([*check, str(copy)], capture_output=True).returncode == 0
    (copy / "_internal" / "libxcb-cursor.so.0").unlink()
    refused = subprocess.run([*check, str(copy)], capture_output=True, text=True)
    assert refused.returncode == 1
    assert "libxcb-cursor.so.0 (needed by libQt6XcbQpa.so.6, " in refused.stderr
    assert "libqxcb.so)" in refused.stderr
    assert "sudo apt install libxcb-cursor0" in refused.stderr


def test_what_the_game_never_runs_stays_out(built):
    from PyInstaller.archive.readers import CArchiveReader

    archive = CArchiveReader(str(executable(built))).open_embedded_archive("PYZ.pyz")
    assert not [name for name in archive.toc if name.startswith("bura_desktop.bench")]
    assert "bura_desktop.ai.arena" not in archive.toc  # a developer's script, like the benchmarks
    assert "bura_desktop.ai.search" in archive.toc
    files = bundled_files(built)
    assert not [path for path in files if "QtDBus.abi3" in path or "QtDBus.pyd" in path]
    names = {path.rsplit("/", 1)[-1] for path in files}
    assert not [name for name in names if name.startswith(("_codecs_", "_multibytecodec"))]
    assert not [name for name in names if "Qt6OpenGL" in name or "wayland-egl" in name]
    # zeroconf as plain Python: its sources in the archive, none of its compiled modules.
    assert "zeroconf._dns" in archive.toc and "zeroconf._services" in archive.toc
    assert not [path for path in files if path.startswith("_internal/zeroconf/")]
    # autobahn's WAMP serializers and helpers, cffi's compiler half with distutils, Python's
    # decimal in Python and Twisted's DNS: never imported by an invitation (issue #49).
    left_out = {"cbor2", "msgpack", "ujson", "click", "qrcode", "distutils", "_pydecimal", "pdb"}
    left_out |= {"statistics", "fractions", "decimal", "_decimal"}  # the arena's
    if sys.platform.startswith("linux"):
        left_out |= {"xml", "xmlrpc", "plistlib", "pyexpat"}
        other_systems = ("twisted.internet.iocpreactor", "asyncio.windows_events", "ctypes._aix")
        assert not [name for name in archive.toc if name.startswith(other_systems)]
        # Qt's OpenGL integrations for X11: the game's windows paint in software.
        assert not [path for path in files if "xcbglintegrations" in path or "xcb-glx" in path]
    assert not [name for name in archive.toc if name.split(".")[0] in left_out]
    assert not [name for name in archive.toc if name.startswith(("autobahn.flatbuffers",
                                                                 "twisted.names"))]  # fmt: skip
    assert "cffi.recompiler" not in archive.toc and "autobahn.websocket.protocol" in archive.toc
    shipped = {path.rsplit("/", 1)[-1].split(".")[0] for path in files}
    assert not shipped & left_out
    folders = tuple(f"_internal/{name}/" for name in left_out)
    assert not [path for path in files if path.startswith(folders)]


IMPORT_THE_GAME = """
import importlib, os
failed = []
for name in NAMES:
    try:
        importlib.import_module(name)
    except Exception as error:
        failed.append(f"{name}: {error!r}")
print(len(NAMES), failed, flush=True)
os._exit(0)
"""


def test_every_module_of_the_game_imports_in_the_bundle(built):
    """What the spec leaves out is imported by no module of the game: each of them imports in
    the frozen app (the ones it runs, and those chosen by name at run time)."""
    from PyInstaller.archive.readers import CArchiveReader

    archive = CArchiveReader(str(executable(built))).open_embedded_archive("PYZ.pyz")
    names = sorted(name for name in archive.toc if name.startswith("bura_desktop."))
    assert len(names) > 100
    code = IMPORT_THE_GAME.replace("NAMES", repr(names))
    assert run_in_bundle(built, code).strip() == f"{len(names)} []"


class _Run:
    """Unpickled by the bundle's worker door, it runs ``code`` there: a spawned worker reads
    its process object from the pipe it is given (multiprocessing's spawn_main)."""

    def __init__(self, code: str) -> None:
        self.code = code

    def __reduce__(self):
        return (exec, (self.code,))


def run_in_bundle(built: Path, code: str) -> str:
    """What ``code`` prints, run by the frozen bundle's own Python and modules; it ends with
    os._exit(0) (the worker door would go on to look for a process to run)."""
    read, write = os.pipe()
    os.write(write, pickle.dumps({}) + pickle.dumps(_Run(code)))
    os.close(write)
    command = [str(executable(built)), "--multiprocessing-fork", f"pipe_handle={read}"]
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    done = subprocess.run(
        command, pass_fds=(read,), env=env, capture_output=True, text=True, timeout=60
    )
    os.close(read)
    assert done.returncode == 0, done.stderr
    return done.stdout


FIND_A_TABLE = """
import os
from zeroconf import DNSIncoming, DNSOutgoing, DNSQuestion, const
import zeroconf._dns
query = DNSOutgoing(const._FLAGS_QR_QUERY)
query.add_question(DNSQuestion("_bura._tcp.local.", const._TYPE_PTR, const._CLASS_IN))
print(DNSIncoming(query.packets()[0]).questions[0].name, zeroconf._dns.__file__, flush=True)
os._exit(0)
"""


SEAL_AND_OPEN = """
import os
from cryptography.hazmat.primitives import hashes
from cryptography.hazmat.primitives.ciphers.aead import ChaCha20Poly1305
from cryptography.hazmat.primitives.kdf.hkdf import HKDF
from spake2 import SPAKE2_A, SPAKE2_B
host, guest = SPAKE2_A(b"table code"), SPAKE2_B(b"table code")
to_guest, to_host = host.start(), guest.start()
agreed = host.finish(to_host)
assert agreed == guest.finish(to_guest)
key = HKDF(hashes.SHA256(), 32, None, b"host to guest").derive(agreed)
sealed = ChaCha20Poly1305(key).encrypt(bytes(12), b"play A", b"1")
print(ChaCha20Poly1305(key).decrypt(bytes(12), sealed, b"1").decode(), flush=True)
os._exit(0)
"""


def test_the_bundle_agrees_a_key_from_the_table_s_code_and_seals_with_it(built):
    """The table's secure channel (SPAKE2, HKDF and ChaCha20-Poly1305 from cryptography's
    Rust module) works in the frozen app: a message sealed by the bundle opens again."""
    assert run_in_bundle(built, SEAL_AND_OPEN).split() == ["play", "A"]


SORT_AND_NAME_A_ZONE = """
import os
from PySide6.QtCore import QCollator, QLocale, QTimeZone
words = sorted(["яма", "ёж", "арбуз", "еда"], key=QCollator(QLocale("ru")).sortKey)
zone = QTimeZone(b"Europe/Moscow").displayName(
    QTimeZone.StandardTime, QTimeZone.LongName, QLocale("de"))
print(" ".join(words), "|", zone, flush=True)
os._exit(0)
"""


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="the Linux bundle's ICU data")
def test_the_bundle_s_icu_data_still_sorts_and_names_time_zones(built):
    """The bundle's ICU data is the part Qt reads (packaging/icu_data.py): Russian sorts as
    Russian (ё after е, not after я) and a time zone has its German name."""
    assert run_in_bundle(built, SORT_AND_NAME_A_ZONE).strip() == (
        "арбуз еда ёж яма | Moskauer Normalzeit"
    )


def test_the_bundle_asks_the_network_for_tables_in_plain_python(built):
    """zeroconf ships as its Python sources: the question a player's search for tables sends
    is written and read back by the bundle itself."""
    name, module = run_in_bundle(built, FIND_A_TABLE).split()
    assert name == "_bura._tcp.local."
    assert module.endswith("_dns.py")


PLAY_ANYWHERE = """
import os
import bura_desktop.net.rendezvous
from autobahn.websocket.utf8validator import Utf8Validator
from nacl.secret import SecretBox
from noise.connection import NoiseConnection
from twisted.internet import ssl
ssl.optionsForClientTLS("relay.magic-wormhole.io")  # a wss:// mailbox: pyOpenSSL, not Python's
box = SecretBox(bytes(32))
assert box.decrypt(box.encrypt(b"play A")) == b"play A"
noise = NoiseConnection.from_name(b"Noise_NNpsk0_25519_ChaChaPoly_BLAKE2s")
print(Utf8Validator().validate("Бура".encode())[0], type(noise).__name__, flush=True)
os._exit(0)
"""


def test_the_bundle_can_invite_across_the_internet(built):
    """net.rendezvous imports in the frozen app with magic-wormhole, Twisted and autobahn (whose
    compiled websocket helpers read their C sources when imported), and the compiled parts an
    invitation runs on work there: PyNaCl's libsodium seals the wormhole's messages, Noise (on
    cryptography) keys the Dilated connection, autobahn checks the mailbox's UTF-8, and TLS to
    a mailbox at a wss:// address would be set up without Python's ssl, which stays out."""
    assert run_in_bundle(built, PLAY_ANYWHERE).split() == ["True", "NoiseConnection"]


INVITE_AND_JOIN = """
def main():  # exec runs this with the unpickler's globals: every name is kept in here
    import os
    import time
    from PySide6.QtCore import QCoreApplication, QEventLoop
    from PySide6.QtNetwork import QHostAddress, QTcpServer, QTcpSocket
    from bura_desktop.app.anywhere import Invitation, Invited
    from bura_desktop.net.invitations import Servers, TableOffer
    app = QCoreApplication([])
    servers = Servers("MAILBOX", "RELAY", True)
    table = QTcpServer()  # the host's table, here one that says back what it hears
    table.listen(QHostAddress("127.0.0.1"), 0)
    heard = []
    def sat():
        socket = table.nextPendingConnection()
        heard.append(socket)
        socket.readyRead.connect(lambda: socket.write(b"back:" + bytes(socket.readAll().data())))
    table.newConnection.connect(sat)
    def until(done):
        while not done():
            app.processEvents(QEventLoop.ProcessEventsFlag.AllEvents, 20)
            time.sleep(0.005)
    back = "123456-abcdefgh-ijklmnop-qrstuvwx"
    invitation = Invitation(servers, table.serverPort(), TableOffer("ABC234", "Olga", back))
    until(lambda: invitation.code)
    invited = Invited(servers, invitation.code)
    ready = []
    invited.ready.connect(lambda port, offer: ready.append((port, offer)))
    until(lambda: ready)
    port, offer = ready[0]
    friend = QTcpSocket()
    friend.connectToHost("127.0.0.1", port)
    friend.write(b"play-A")
    got = bytearray()
    friend.readyRead.connect(lambda: got.extend(bytes(friend.readAll().data())))
    until(lambda: got)
    print(offer.code, bytes(got).decode(), flush=True)
    os._exit(0)


main()
"""


def test_the_bundle_hosts_and_joins_across_the_relay(built, wormhole_servers):
    """The frozen app makes an invitation and takes it up across the real mailbox and relay
    (started on 127.0.0.1), and what the friend sends reaches the table and comes back."""
    servers = wormhole_servers.servers(relay_only=True)
    code = INVITE_AND_JOIN.replace("MAILBOX", servers.mailbox).replace("RELAY", servers.transit)
    assert run_in_bundle(built, code).split() == ["ABC234", "back:play-A"]


def archive(dist: Path) -> Path:
    (found,) = [*dist.glob("bura-desktop-*-linux-*.tar.xz"), *dist.glob("bura-desktop-*.zip")]
    return found


@pytest.mark.skipif(sys.platform == "darwin", reason="hdiutil's .dmg does not rebuild the same")
def test_a_second_build_elsewhere_gives_the_same_archive(builds):
    """The archive rebuilds byte for byte, so SHA256SUMS does: the same commit built again from
    a fresh copy at another path (new file times), with another umask, gives the same hash."""
    first, second = (archive(dist) for dist in builds)
    assert first.name == second.name
    digests = [hashlib.sha256(path.read_bytes()).hexdigest() for path in (first, second)]
    assert digests[0] == digests[1]


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="the Linux archive")
def test_the_archive_has_no_owner_one_time_and_player_permissions(built):
    import tarfile

    with tarfile.open(archive(built)) as tar:
        members = tar.getmembers()
    assert {(m.uid, m.gid, m.uname, m.gname) for m in members} == {(0, 0, "", "")}
    assert len({m.mtime for m in members}) == 1
    assert {m.mode for m in members if m.isreg()} == {0o644, 0o755}
    assert members[0].name == "bura-desktop" and members[0].isdir()
    names = [m.name for m in members]
    assert names == sorted(names)
    (program,) = [m for m in members if m.name == "bura-desktop/bura-desktop"]
    assert program.mode == 0o755


def test_bundle_sizes(built):
    # 107 MB before QtNetwork (a hosted table and its players talk over it: about 5 MB more),
    # 116 MB with zeroconf (tables found on the network; 3.5 MB, most of it compiled modules),
    # 128 MB (a 34.1 MB archive) with the secure channel's spake2 and cryptography (12 MB);
    # 107 MB (26.2 MB) with ICU's data as far as Qt reads it, Kerberos the system's, zeroconf
    # as Python and the modules stored for xz (on Linux, issue #49); 117.7 MB (28.7 MB) with
    # magic-wormhole, Twisted, autobahn, PyNaCl and pyOpenSSL for play anywhere (issue #45);
    # 112.3 MB (26.9 MB) without autobahn's WAMP extras, cffi's compiler, X11's OpenGL
    # integrations and other systems' modules, xz at preset 8 (issue #49: 5 MB under both).
    assert tree_size(built / "bura-desktop") <= 120 * MB
    if sys.platform.startswith("linux"):
        assert archive(built).stat().st_size <= 32 * MB


def pinned_versions() -> dict[str, str]:
    """The release build's pins that apply to this OS (packaging/requirements-build.txt)."""
    from packaging.markers import Marker

    pins = {}
    text = (ROOT / "packaging" / "requirements-build.txt").read_text()
    for line in text.splitlines():
        if "==" not in line or line.startswith((" ", "#")):
            continue
        requirement, _, marker = line.rstrip(" \\").partition(";")
        if marker.strip() and not Marker(marker.strip()).evaluate():
            continue
        name, version = requirement.strip().split("==")
        pins[name] = version
    return pins


def test_the_bundle_is_built_from_the_release_pins():
    """What the suite builds and starts is what the release workflow ships."""
    from importlib.metadata import version

    pins = pinned_versions()
    assert {"pyside6-essentials", "shiboken6", "pyinstaller", "platformdirs"} <= set(pins)
    installed = {name: version(name) for name in pins}
    assert installed == pins, "install packaging/requirements-build.txt (tools/dev.py test does)"
