"""The Linux desktop entry and AppStream metainfo pass the freedesktop validators, and every
packaging file names the app the same way."""

from __future__ import annotations

import re
import shutil
import subprocess
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
APP_ID = "io.github.bura_desktop.bura-desktop"
LINUX = ROOT / "packaging" / "linux"
DESKTOP = LINUX / f"{APP_ID}.desktop"
METAINFO = LINUX / f"{APP_ID}.metainfo.xml"
FLATPAK = ROOT / "packaging" / "flatpak" / f"{APP_ID}.yml"


def tool(name: str, package: str) -> str:
    path = shutil.which(name)
    if path is None:
        pytest.skip(f"{name} not installed (Debian package {package})")
    return path


def test_desktop_file_validates():
    result = subprocess.run(
        [tool("desktop-file-validate", "desktop-file-utils"), str(DESKTOP)],
        capture_output=True,
        text=True,
    )
    assert result.returncode == 0 and not result.stdout.strip(), result.stdout + result.stderr


def test_metainfo_validates():
    result = subprocess.run(
        [tool("appstreamcli", "appstream"), "validate", "--no-net", "--explain", str(METAINFO)],
        capture_output=True,
        text=True,
    )
    assert result.returncode == 0, result.stdout + result.stderr


def desktop_entry() -> dict[str, str]:
    lines = DESKTOP.read_text(encoding="utf-8").splitlines()
    return dict(line.split("=", 1) for line in lines if "=" in line and not line.startswith("#"))


def test_desktop_entry_is_a_card_game_with_the_app_icon():
    entry = desktop_entry()
    assert entry["Categories"] == "Game;CardGame;"
    assert entry["Icon"] == APP_ID
    assert entry["Exec"].split()[0] == "bura-desktop"


def test_metainfo_names_the_same_app_and_release():
    from bura_desktop import __version__

    root = ET.parse(METAINFO).getroot()
    assert root.findtext("id") == APP_ID
    assert root.findtext("launchable") == DESKTOP.name
    rating = root.find("content_rating")
    assert rating is not None and rating.get("type", "").startswith("oars-")
    versions = [r.get("version") for r in root.iter("release")]
    assert __version__ in versions
    image = root.find("screenshots/screenshot/image")
    assert image is not None and image.text is not None
    # The release's own picture: at its tag, not at main (tools/release_notes.py sets it).
    assert image.text.endswith(f"/v{__version__}/docs/screenshot.png")


def test_metainfo_rates_the_content_and_names_the_translations():
    """OARS: the table plays for play chips (moderate gambling), people at a network table
    interact without a chat (mild), and an invitation across the internet shows magic-wormhole's
    servers the player's address and this app's name, as an update check would (social-info
    mild); Flathub and software centres read this first."""
    root = ET.parse(METAINFO).getroot()
    rating = root.find("content_rating")
    assert rating is not None and rating.get("type") == "oars-1.1"
    attributes = {a.get("id"): a.text for a in rating.iter("content_attribute")}
    assert attributes == {
        "money-gambling": "moderate",
        "social-chat": "mild",
        "social-info": "mild",
    }
    (translation,) = root.iter("translation")
    assert translation.get("type") == "qt"
    catalogues = ROOT / "resources" / "translations"
    for language in ("ru", "de", "it", "es"):
        assert (catalogues / f"{translation.text}_{language}.qm").is_file()
    description = root.find("description")
    assert description is not None
    words = " ".join(ET.tostring(description, encoding="unicode", method="text").split())
    assert "local network" in words and "encrypted" in words and "offline" not in words
    assert "Internet play" in words and "magic-wormhole" in words and "Settings ▸ Network" in words


def test_the_screenshot_follows_the_version_when_the_release_notes_are_written(monkeypatch):
    notes = _release_notes()
    monkeypatch.setattr(notes, "version", lambda: "9.8.7")
    assert "/bura-desktop/v9.8.7/docs/screenshot.png</image>" in notes.current_metainfo()


def test_flatpak_manifest_names_the_same_app():
    text = FLATPAK.read_text(encoding="utf-8")
    assert f"id: {APP_ID}" in text
    assert "base: io.qt.PySide.BaseApp" in text
    for name in (DESKTOP.name, METAINFO.name):
        assert name in text


def manifest_modules() -> dict[str, str]:
    """The Flatpak manifest's modules by name, each with its lines."""
    parts = re.split(r"^  - name: (\S+)\n", FLATPAK.read_text(encoding="utf-8"), flags=re.M)
    return dict(zip(parts[1::2], parts[2::2], strict=True))


def normalized(name: str) -> str:
    return re.sub(r"[-_.]+", "-", name).lower()


def runtime_requirements() -> set[str]:
    """pyproject.toml's dependencies and, through the installed distributions' metadata, what
    they require in turn on Linux: everything the game imports at run time. A requirement's
    extras count (magic-wormhole[dilate] brings noiseprotocol, Twisted[tls] pyOpenSSL and
    service-identity); an extra nobody asks for does not."""
    import tomllib
    from importlib.metadata import requires

    from packaging.requirements import Requirement

    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]
    found: set[str] = set()
    walked: set[tuple[str, str]] = set()  # (distribution, extra) whose requirements were read
    # Each requirement with the extra of its distribution's that asked for it ("": none).
    waiting = [(Requirement(text), "") for text in project["dependencies"]]
    while waiting:
        requirement, extra = waiting.pop()
        if requirement.marker is not None and not requirement.marker.evaluate({"extra": extra}):
            continue
        name = normalized(requirement.name)
        found.add(name)
        for wanted in {"", *requirement.extras} - {e for n, e in walked if n == name}:
            walked.add((name, wanted))
            waiting += [(Requirement(text), wanted) for text in requires(name) or ()]
    return found


def pinned_hashes() -> dict[str, tuple[str, set[str]]]:
    """packaging/requirements-build.txt: each distribution's pinned version and file hashes,
    where its marker holds on Linux's CPython (cbor2 is pinned apart for PyPy)."""
    from packaging.markers import Marker

    text = (ROOT / "packaging" / "requirements-build.txt").read_text(encoding="utf-8")
    pins = {}
    line = r"^([\w.-]+)==([^\s;]+) *(?:; *([^\\\n]*?))? *\\?\n((?:    .*\n)*)"
    for name, version, marker, block in re.findall(line, text, re.M):
        if not marker or Marker(marker).evaluate():
            pins[normalized(name)] = (version, set(re.findall(r"--hash=sha256:(\w+)", block)))
    return pins


def test_the_flatpak_carries_every_runtime_requirement_at_the_release_pins():
    """A requirement added to pyproject.toml (or one of theirs) that the manifest lacks would
    build a Flatpak that fails at its first import; a module left behind ships dead weight.
    The BaseApp brings PySide6; build-only modules are removed again (cleanup: '*')."""
    modules = manifest_modules()
    shipped = {
        normalized(name.removeprefix("python3-"))
        for name, lines in modules.items()
        if name.startswith("python3-") and "cleanup:\n      - '*'" not in lines
    }
    wanted = runtime_requirements() - {"pyside6-essentials", "shiboken6"}
    assert {"zeroconf", "ifaddr", "spake2", "cryptography", "cffi"} <= wanted
    assert {"magic-wormhole", "twisted", "noiseprotocol", "pyopenssl"} <= wanted  # with extras
    assert shipped == wanted
    pins = pinned_hashes()
    for name in shipped:
        lines = modules[f"python3-{name}"]
        version, hashes = pins[name]
        files = re.findall(r"url: \S+/([^/\s]+)\n\s+sha256: (\w+)", lines)
        assert files, name
        for file, digest in files:
            assert file.startswith(f"{name.replace('-', '_')}-{version}") or file.startswith(
                f"{name}-{version}"
            ), (name, file, version)
            assert digest in hashes, (name, file)


def test_the_flatpak_may_use_the_network_and_says_what_for():
    text = FLATPAK.read_text(encoding="utf-8")
    finish = text.split("finish-args:", 1)[1].split("modules:", 1)[0]
    assert "  - --share=network\n" in finish
    assert "No network" not in text and "offline" not in text


LANGUAGES = ("ru", "de", "it", "es")


def line_value(pattern: str, text: str) -> str:
    """The group ``pattern`` finds at the start of a line of ``text``."""
    match = re.search(pattern, text, re.M)
    assert match is not None, f"no line matches {pattern!r}"
    return match.group(1)


def test_flatpak_manifest_builds_a_tag_on_the_pinned_qt_branch_with_pip():
    text = FLATPAK.read_text(encoding="utf-8")
    runtime = line_value(r"^runtime-version: '([\d.]+)'", text)
    base = line_value(r"^base-version: '([\d.]+)'", text)
    pins = (ROOT / "packaging" / "requirements-build.txt").read_text()
    pyside = line_value(r"^pyside6-essentials==(\d+\.\d+)\.", pins)
    assert runtime == base == pyside  # the BaseApp's PySide6 is the one the game is tested with
    body = "\n".join(line for line in text.splitlines() if not line.lstrip().startswith("#"))
    assert "type: dir" not in body  # Flathub builds from a tag or an archive, not a folder
    assert re.search(r"- type: git\n\s+url: https://github.com/.+\.git\n(\s+#.*\n)*\s+tag: v", text)
    assert "pip3 install --no-index --no-deps --no-build-isolation" in text
    assert ".flatpak-builder/" in (ROOT / ".gitignore").read_text().splitlines()


def test_the_desktop_entry_is_translated_and_names_the_window_class():
    entry = desktop_entry()
    assert entry["Name[ru]"] == "Бура"
    for language in LANGUAGES:
        assert entry[f"Comment[{language}]"] and entry[f"GenericName[{language}]"]
    # Qt's WM_CLASS class is the application name the game sets.
    main = (ROOT / "bura_desktop" / "__main__.py").read_text(encoding="utf-8")
    assert f'app.setApplicationName("{entry["StartupWMClass"]}")' in main


def test_metainfo_has_branding_colours_and_translated_name_and_summary():
    root = ET.parse(METAINFO).getroot()
    colours = {c.get("scheme_preference"): c.text for c in root.iter("color")}
    assert set(colours) == {"light", "dark"}
    assert all(c is not None and re.fullmatch(r"#[0-9a-f]{6}", c) for c in colours.values())
    lang = "{http://www.w3.org/XML/1998/namespace}lang"
    summaries = {s.get(lang) for s in root.findall("summary")}
    assert summaries == {None, *LANGUAGES}
    assert {n.get(lang) for n in root.findall("name")} >= {None, "ru"}


def _release_notes():
    import importlib.util

    spec = importlib.util.spec_from_file_location("release_notes", ROOT / "tools/release_notes.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_the_metainfo_release_notes_are_the_changelog_s():
    from bura_desktop import __version__

    notes = _release_notes()
    assert METAINFO.read_text(encoding="utf-8") == notes.current_metainfo()
    released = [version for version, *_ in notes.releases(notes.CHANGELOG.read_text("utf-8"))]
    assert __version__ in released


def test_release_notes_read_versions_items_and_leave_out_unreleased():
    notes = _release_notes()
    changelog = """# Changelog

## Unreleased

- not yet

## 0.2.0 - 2027-01-05

Hand history & review.

- A replay viewer that steps
  through a hand.
- Review <beta>.

## 0.1.0 - 2026-12-02

First release.
"""
    assert notes.releases(changelog) == [
        (
            "0.2.0",
            "2027-01-05",
            "Hand history & review.",
            ["A replay viewer that steps through a hand.", "Review <beta>."],
        ),
        ("0.1.0", "2026-12-02", "First release.", []),
    ]
    xml = notes.releases_xml(changelog)
    assert "<li>Review &lt;beta&gt;.</li>" in xml and "not yet" not in xml
    ET.fromstring(xml)  # well-formed


def project_url() -> str:
    text = (ROOT / "pyproject.toml").read_text(encoding="utf-8")
    return line_value(r'^Source = "([^"]+)"', text)


def linter_url(app_id: str) -> str:
    """The repository Flathub's linter (flatpak-builder-lint, domainutils.get_proj_url) asks
    for an io.github id of four parts: the owner with "_" read as "-", the repository as
    written (a leading "_" before a digit dropped), both lowercased; it must answer."""
    _io, _github, owner, repository = app_id.split(".")
    if repository[:1] == "_" and repository[1:2].isdigit():
        repository = repository[1:]
    return f"https://github.com/{owner.replace('_', '-')}/{repository}".lower()


def test_the_app_id_names_the_project_s_repository():
    """appid-url-not-reachable: the id must lead to the repository the project names."""
    assert linter_url(APP_ID) == project_url().lower()
    assert linter_url("io.github.bura_desktop.BuraDesktop") != project_url().lower()
    # Flatpak allows "-" only in the last part of an id.
    assert re.fullmatch(r"[A-Za-z_][\w]*(\.[A-Za-z_][\w]*){2}\.[A-Za-z_][\w-]*", APP_ID)


def test_every_file_names_the_app_by_the_same_id():
    named = {
        "bura_desktop/__main__.py": f'app.setDesktopFileName("{APP_ID}")',
        "packaging/bura-desktop.spec": f'APP_ID = "{APP_ID}"',
        "packaging/build.py": f'APP_ID = "{APP_ID}"',
        "packaging/make_icons.py": f'APP_ID = "{APP_ID}"',
        "packaging/flatpak/pin.py": f'APP_ID = "{APP_ID}"',
        "tools/release_notes.py": f"{APP_ID}.metainfo.xml",
    }
    for path, line in named.items():
        assert line in (ROOT / path).read_text(encoding="utf-8"), path
    stray = [
        path
        for path in ROOT.joinpath("packaging").rglob("*")
        if path.is_file() and "bura_desktop." in path.name and APP_ID not in path.name
    ]
    assert stray == []


def _pin():
    import importlib.util

    spec = importlib.util.spec_from_file_location("pin", ROOT / "packaging/flatpak/pin.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_the_release_s_manifest_pins_the_tag_and_its_commit(tmp_path, capsys):
    from bura_desktop import __version__

    pin = _pin()
    text = FLATPAK.read_text(encoding="utf-8")
    assert f"tag: v{__version__}\n" in text  # the manifest names this version's tag
    commit = "0123456789abcdef0123456789abcdef01234567"
    out = tmp_path / f"{APP_ID}.yml"
    assert pin.main([f"v{__version__}", "--commit", commit, "--output", str(out)]) == 0
    pinned = out.read_text(encoding="utf-8")
    assert re.search(
        rf"- type: git\n\s+url: https://github.com/bura-desktop/bura-desktop.git\n"
        rf"\s+tag: v{re.escape(__version__)}\n\s+commit: {commit}\n",
        pinned,
    )
    # Everything else is the manifest as committed.
    assert pinned.replace(f"        commit: {commit}\n", "") == re.sub(
        r"        # The release's tag.*\n", "", text
    )
    assert pin.main([f"v{__version__}.1", "--commit", commit]) == 1
    assert "is not v" in capsys.readouterr().err
    with pytest.raises(ValueError):
        pin.pinned(text, f"v{__version__}", "v0.1.0")


def test_the_release_workflow_attaches_the_pinned_manifest():
    workflow = (ROOT / ".github" / "workflows" / "release.yml").read_text(encoding="utf-8")
    assert 'packaging/flatpak/pin.py "$GITHUB_REF_NAME" --commit "$GITHUB_SHA"' in workflow
    assert f"dist/{APP_ID}.yml" in workflow
