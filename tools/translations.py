"""Bring the translations up to date with the sources: pyside6-lupdate, then pyside6-lrelease.

    python tools/translations.py          # update the .ts files and compile them to .qm
    python tools/translations.py --check  # exit 1 if the .ts or .qm files are behind the sources

The English file is the identity translation, filled in here: it exists for its plural forms
("%n chip(s)" becomes "1 chip" and "2 chips"). The other languages are translated by hand in
the .ts files (Qt Linguist or a text editor), then this script compiles them. A sentence that
moves to another class (another context) keeps the translation it had: lupdate alone would drop
it with the old context and ask for it anew.
"""

from __future__ import annotations

import argparse
import copy
import shutil
import subprocess
import sys
import tempfile
import xml.etree.ElementTree as ET
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))  # run as a script from the checkout: the package beside it

from bura_desktop.storage.settings import INTERFACE_LANGUAGES  # noqa: E402

PACKAGE = ROOT / "bura_desktop"
TRANSLATIONS = ROOT / "resources" / "translations"
LANGUAGES = INTERFACE_LANGUAGES
# Every module that shows words: the window's widgets and the narration of the hand; and every
# module with messages worded below Qt, marked with core.wording.QT_TRANSLATE_NOOP.
SOURCES = (PACKAGE / "ui", PACKAGE / "app" / "narration.py")
MARKER = "QT_TRANSLATE_NOOP("


def _tool(name: str) -> str:
    """A Qt tool from the same environment as this Python, else from PATH."""
    local = Path(sys.executable).parent / name
    return str(local) if local.exists() else name


def ts_path(language: str, folder: Path = TRANSLATIONS) -> Path:
    return folder / f"bura_desktop_{language}.ts"


def source_files() -> list[str]:
    files: list[Path] = []
    for source in SOURCES:
        files += sorted(source.rglob("*.py")) if source.is_dir() else [source]
    marked = (
        f
        for f in sorted(PACKAGE.rglob("*.py"))
        if f.name != "wording.py" and MARKER in f.read_text(encoding="utf-8")
    )
    files += [f for f in marked if f not in files]
    return [str(f) for f in files]


def lupdate(ts_files: list[Path]) -> None:
    for ts in ts_files:
        language = ts.stem.rsplit("_", 1)[1]
        subprocess.run(
            [
                _tool("pyside6-lupdate"),
                "-silent",
                "-locations",
                "none",
                "-no-obsolete",
                "-target-language",
                language,
                *source_files(),
                "-ts",
                str(ts),
            ],
            check=True,
        )


def _english_plurals(source: str) -> list[str]:
    return [source.replace("(s)", ""), source.replace("(s)", "s")]


def fill_english(ts: Path) -> None:
    """Make ``ts`` the identity translation, with English singular and plural forms."""
    tree = ET.parse(ts)
    for message in tree.iter("message"):
        source = message.findtext("source", "")
        translation = message.find("translation")
        if translation is None:
            continue
        translation.attrib.pop("type", None)
        for child in list(translation):
            translation.remove(child)
        if message.get("numerus") == "yes":
            translation.text = None
            for form in _english_plurals(source):
                ET.SubElement(translation, "numerusform").text = form
        else:
            translation.text = source
    _write(tree, ts)


def _write(tree: ET.ElementTree[ET.Element[str]], ts: Path) -> None:
    ET.indent(tree, "    ")
    body = ET.tostring(tree.getroot(), encoding="unicode")
    ts.write_text(
        '<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE TS>\n' + body + "\n", encoding="utf-8"
    )


def lrelease(ts: Path, qm: Path) -> None:
    subprocess.run(
        [_tool("pyside6-lrelease"), "-silent", str(ts), "-qm", str(qm)],
        check=True,
    )


Key = tuple[str, str, bool]  # a message's source, comment, and whether it has plural forms


def _key(message: ET.Element[str]) -> Key:
    source, comment = message.findtext("source", ""), message.findtext("comment", "")
    return source, comment, message.get("numerus") == "yes"


def translated(ts: Path) -> dict[Key, ET.Element[str]]:
    """The finished translations of ``ts``, whatever their context, of each sentence that is
    translated alike wherever it stands: one the contexts translate differently ("Play" the
    move, "Play" the replay) says nothing about a new context, which is asked for anew."""
    if not ts.exists():
        return {}
    found: dict[Key, list[ET.Element[str]]] = {}
    for message in ET.parse(ts).iter("message"):
        translation = message.find("translation")
        if translation is not None and "type" not in translation.attrib:
            found.setdefault(_key(message), []).append(translation)
    return {
        key: forms[0]
        for key, forms in found.items()
        if len({ET.tostring(form) for form in forms}) == 1
    }


def carry(ts: Path, known: dict[Key, ET.Element[str]]) -> int:
    """Fill the unfinished messages of ``ts`` that ``known`` translates; how many it filled."""
    tree = ET.parse(ts)
    filled = 0
    for message in tree.iter("message"):
        translation = message.find("translation")
        if translation is None or translation.get("type") != "unfinished":
            continue
        found = known.get(_key(message))
        if found is not None:
            message.remove(translation)
            message.append(copy.deepcopy(found))
            filled += 1
    if filled:
        _write(tree, ts)
    return filled


def update() -> None:
    TRANSLATIONS.mkdir(parents=True, exist_ok=True)
    files = [ts_path(language) for language in LANGUAGES]
    before = {ts: translated(ts) for ts in files}
    lupdate(files)
    carried = [ts for ts in files if carry(ts, before[ts])]
    if carried:
        lupdate(carried)  # back in lupdate's own layout, so a diff shows only what changed
    fill_english(ts_path("en"))
    for ts in files:
        lrelease(ts, ts.with_suffix(".qm"))


def stale() -> list[str]:
    """Why the committed files are behind the sources; empty when they are up to date."""
    problems = []
    with tempfile.TemporaryDirectory() as temp:
        folder = Path(temp)
        for language in LANGUAGES:
            ts = ts_path(language)
            if not ts.exists():
                problems.append(f"{ts.name} is missing")
                continue
            copy = ts_path(language, folder)
            shutil.copy(ts, copy)
            lupdate([copy])
            if language == "en":
                fill_english(copy)
            if _messages(copy) != _messages(ts):
                problems.append(f"{ts.name} does not match the sources: run {Path(__file__).name}")
            qm = folder / f"{ts.stem}.qm"
            lrelease(ts, qm)
            shipped = ts.with_suffix(".qm")
            if not shipped.exists() or shipped.read_bytes() != qm.read_bytes():
                problems.append(f"{shipped.name} is not compiled from {ts.name}")
    return problems


def _messages(ts: Path) -> list[tuple[str, ...]]:
    """Each message's context, source, comment and translation state, to compare two files."""
    rows = []
    for context in ET.parse(ts).iter("context"):
        name = context.findtext("name", "")
        for message in context.iter("message"):
            translation = message.find("translation")
            state = "" if translation is None else translation.get("type", "")
            rows.append(
                (name, message.findtext("source", ""), message.findtext("comment", ""), state)
            )
    return sorted(rows)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true", help="only report stale files")
    args = parser.parse_args(argv)
    if args.check:
        problems = stale()
        for problem in problems:
            print(problem, file=sys.stderr)
        return 1 if problems else 0
    update()
    return 0


if __name__ == "__main__":
    sys.exit(main())
