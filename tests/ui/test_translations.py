"""Five languages: complete .ts files, .qm files compiled from them, nothing left untranslated."""

from __future__ import annotations

import ast
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from bura_desktop.app import TableSetup
from bura_desktop.app.narration import card_text
from bura_desktop.core import parse_cards
from bura_desktop.storage.settings import INTERFACE_LANGUAGES as LANGUAGES
from bura_desktop.ui.desktop import language
from bura_desktop.ui.desktop.language import TRANSLATIONS
from bura_desktop.ui.table.card_item import card_name
from bura_desktop.ui.table.seat_plate import SeatPlate
from bura_desktop.ui.window.main_window import MainWindow

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "tools"))
import translations  # noqa: E402 (the tool lives outside the package)

# Calls whose string argument is shown to the user as it is.
SHOWN = {
    "setText",
    "setWindowTitle",
    "setToolTip",
    "setPlaceholderText",
    "setStatusTip",
    "setWhatsThis",
    "setAccessibleName",
    "setAccessibleDescription",
    "addMenu",
    "addAction",
    "addTab",
    "addItem",
    "addRow",
    "setHtml",
    "tell",
    "set_status",
    "notify",
    "QLabel",
    "QPushButton",
    "QCheckBox",
    "QRadioButton",
    "QGroupBox",
    "QAction",
    "QGraphicsSimpleTextItem",
}
# Literals that need no translation, with the reason.
ALLOWED = {
    "": "an empty label or cell",
    "English": "each language is named in its own language",
    "Русский": "each language is named in its own language",
    "Deutsch": "each language is named in its own language",
    "Italiano": "each language is named in its own language",
    "Español": "each language is named in its own language",
    "0": "a number",
}
SCANNED = [
    *sorted((ROOT / "bura_desktop" / "ui").glob("*.py")),
    ROOT / "bura_desktop/app/narration.py",
]


@pytest.mark.parametrize("code", LANGUAGES)
def test_every_ts_file_is_complete(code):
    tree = ET.parse(translations.ts_path(code))
    messages = list(tree.iter("message"))
    assert len(messages) > 300
    for message in messages:
        translation = message.find("translation")
        source = message.findtext("source")
        assert translation is not None and source is not None, (code, source)
        assert translation.get("type") is None, (code, source)  # unfinished/vanished/obsolete
        forms = [f.text for f in translation.iter("numerusform")] or [translation.text]
        filled = [form for form in forms if form]
        assert filled == forms, (code, source)
        for marker in ("%1", "%2", "%3", "%n"):
            if marker in source:
                assert all(marker in form for form in filled), (code, source, marker)


# How the German texts would say "you" to a friend: they say it as "Sie" throughout.
FAMILIAR_GERMAN = {"du", "dich", "dir", "dein", "deine", "deinen", "deinem", "deiner", "deines"}


def test_the_german_texts_address_the_player_as_sie():
    familiar = []
    for message in ET.parse(translations.ts_path("de")).iter("message"):
        translation = message.find("translation")
        assert translation is not None
        forms = [f.text for f in translation.iter("numerusform")] or [translation.text]
        for form in filter(None, forms):
            words = {w.strip(".,;:!?()„“\"'").lower() for w in form.split()}
            if words & FAMILIAR_GERMAN:
                familiar.append(form)
    assert not familiar, "\n".join(familiar)


def test_ts_files_match_the_sources_and_qm_files_match_the_ts_files():
    assert translations.stale() == []


def _shown_literals(path: Path) -> list[tuple[int, str]]:
    """String literals passed straight to a call that shows them (not through tr/translate)."""
    found = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if not isinstance(node, ast.Call):
            continue
        name = (
            node.func.attr if isinstance(node.func, ast.Attribute) else getattr(node.func, "id", "")
        )
        if name not in SHOWN:
            continue
        for arg in node.args:
            if isinstance(arg, ast.JoinedStr) or (
                isinstance(arg, ast.Constant)
                and isinstance(arg.value, str)
                and arg.value not in ALLOWED
            ):
                found.append((node.lineno, ast.unparse(arg)))
    return found


@pytest.mark.parametrize("path", SCANNED, ids=lambda p: p.name)
def test_no_shown_string_bypasses_translation(path):
    assert _shown_literals(path) == []


def test_language_follows_the_setting_and_falls_back_to_english(switch_language):
    assert language.resolve("de") == "de"
    assert language.resolve("system") in LANGUAGES
    assert switch_language("ru") == "ru"
    assert (TRANSLATIONS / "bura_desktop_ru.qm").exists()


@pytest.mark.parametrize("code", [c for c in LANGUAGES if c != "en"])
def test_the_window_opens_translated(qtbot, switch_language, code):
    switch_language(code)
    window = MainWindow(TableSetup.against_computers(seed=3))
    qtbot.addWidget(window)
    assert window.turn.play_button.text() not in ("", "Play")
    assert window.turn.claim_button.text() != "Claim 31" or code == "ru"
    titles = [a.text() for a in window.menuBar().actions()]
    assert "&Game" not in titles and "&Help" not in titles
    ace = parse_cards("A♠")[0]
    assert card_name(ace) != "Ace of spades"
    assert window.worker is not None  # its own table, not a guest's
    window.worker.shutdown(1000)


def test_card_text_uses_each_language_letters(switch_language):
    cards = parse_cards("A♠ Q♥ J♦ K♣ 10♠")
    assert [card_text(c) for c in cards] == ["A♠", "Q♥", "J♦", "K♣", "10♠"]
    switch_language("ru")
    assert [card_text(c) for c in cards] == ["Т♠", "Д♥", "В♦", "К♣", "10♠"]
    assert str(cards[0]) == "A♠"  # the engine's notation never changes
    switch_language("de")
    assert [card_text(c) for c in cards] == ["A♠", "D♥", "B♦", "K♣", "10♠"]


CHIPS = {
    "en": ("chip", "chips", "chips"),
    "de": ("Chip", "Chips", "Chips"),
    "it": ("fiche", "fiches", "fiches"),
    "es": ("ficha", "fichas", "fichas"),
    "ru": ("фишка", "фишки", "фишек"),
}


@pytest.mark.parametrize("code", list(CHIPS))
def test_a_negative_bankroll_reads_in_the_plural_form_of_its_size(switch_language, code):
    # A bankroll below 0 is normal after false claims; Qt alone showed it as "%n chip".
    switch_language(code)
    one, few, many = CHIPS[code]
    plate = SeatPlate("Masha", None)
    for bankroll in range(-5, 6):
        size = abs(bankroll)
        word = one if size == 1 else few if 2 <= size <= 4 else many
        plate.set_state(bankroll, 0, False)
        assert plate.detail() == f"{bankroll} {word}"


def test_english_plurals_come_from_the_english_file():
    from bura_desktop.app.i18n import translate

    assert translate("SeatPlate", "%n chip(s)", None, 1) == "1 chip"
    assert translate("SeatPlate", "%n chip(s)", None, 5) == "5 chips"


def test_the_dealer_mark_agrees_with_you_in_russian(switch_language):
    switch_language("ru")
    assert SeatPlate("Вы", None, own=True).dealer_text() == "сдаёте"
    assert SeatPlate("Маша", None).dealer_text() == "сдаёт"


def test_a_sentence_moved_to_another_class_keeps_its_translation(tmp_path):
    ts = tmp_path / "bura_desktop_ru.ts"
    ts.write_text(
        '<?xml version="1.0" encoding="utf-8"?><!DOCTYPE TS><TS version="2.1" language="ru">'
        "<context><name>Old</name><message><source>Pass</source>"
        "<translation>Пас</translation></message></context></TS>",
        encoding="utf-8",
    )
    known = translations.translated(ts)
    ts.write_text(  # as lupdate leaves it once the button moved from Old to New
        '<?xml version="1.0" encoding="utf-8"?><!DOCTYPE TS><TS version="2.1" language="ru">'
        "<context><name>New</name><message><source>Pass</source>"
        '<translation type="unfinished"></translation></message>'
        "<message><source>Claim 31</source>"
        '<translation type="unfinished"></translation></message></context></TS>',
        encoding="utf-8",
    )
    assert translations.carry(ts, known) == 1
    messages = {m.findtext("source"): m.find("translation") for m in ET.parse(ts).iter("message")}
    passed, claim = messages["Pass"], messages["Claim 31"]
    assert passed is not None and claim is not None
    assert passed.text == "Пас" and "type" not in passed.attrib
    assert claim.get("type") == "unfinished"  # never seen: still to translate


def test_a_sentence_translated_differently_by_two_classes_is_not_carried(tmp_path):
    ts = tmp_path / "bura_desktop_ru.ts"
    ts.write_text(
        '<?xml version="1.0" encoding="utf-8"?><!DOCTYPE TS><TS version="2.1" language="ru">'
        "<context><name>Buttons</name><message><source>Play</source>"
        "<translation>Ходить</translation></message></context>"
        "<context><name>Replay</name><message><source>Play</source>"
        "<translation>Воспроизвести</translation></message></context></TS>",
        encoding="utf-8",
    )
    assert translations.translated(ts) == {}  # which one a new class means is a translator's call
