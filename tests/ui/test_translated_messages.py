"""Reasons and problems reach the player in the player's language, not the engine's English."""

import re

import pytest
from PySide6.QtGui import QFont
from PySide6.QtWidgets import QApplication

from bura_desktop.__main__ import build_window, parse_args
from bura_desktop.app import TableSetup
from bura_desktop.app.players import make_computer_player
from bura_desktop.app.reasons import SENTENCES, ComputerMistake, TableRefusal
from bura_desktop.core import Card, Rank
from bura_desktop.core.refusals import Refusal
from bura_desktop.storage.notices import Notice
from bura_desktop.storage.settings import GameSettings, Settings
from bura_desktop.ui.desktop.fonts import load_fonts
from bura_desktop.ui.dialogs.settings_dialog import SettingsDialog
from bura_desktop.ui.words.notices import notice_text
from bura_desktop.ui.words.reasons import reason_text

NAMES = ["You", "Opponent"]


def test_an_illegal_selection_in_russian_gives_a_russian_reason(qtbot, switch_language, worker_):
    switch_language("ru")
    # The computer deals, so the human leads; this seed gives the human two suits.
    worker = worker_(TableSetup.against_computers(seed=0, dealer=1))
    with qtbot.waitSignal(worker.events_ready) as batch:
        worker.start()
    hand = batch.args[2].hand
    mixed = next((a, b) for a in hand for b in hand if a.suit != b.suit)
    with qtbot.waitSignal(worker.selection_checked) as checked:
        worker.check_selection(mixed)
    assert reason_text(checked.args[2], NAMES, 0) == "В ходе все карты должны быть одной масти."
    # A card the player does not hold is named with the Russian letters (Т for the ace).
    ace = next(
        Card(rank=Rank.ACE, suit=s) for s in {c.suit for c in hand} if Card(Rank.ACE, s) not in hand
    )
    with qtbot.waitSignal(worker.selection_checked) as checked:
        worker.check_selection([hand[0], ace])
    assert reason_text(checked.args[2], NAMES, 0) == f"У вас нет Т{ace.suit}."


def test_acting_out_of_turn_is_refused_in_spanish(qtbot, switch_language, worker_):
    switch_language("es")
    worker = worker_(TableSetup.against_computers(seed=0, dealer=1))
    with qtbot.waitSignal(worker.events_ready):
        worker.start()
    # The table has not shown the deal yet (no ready()), so it is not the human's turn.
    with qtbot.waitSignal(worker.refused) as refused:
        worker.act("pass")
    assert reason_text(refused.args[1], NAMES, 0) == "Espera tu turno."


def test_a_computers_mistake_and_the_tables_refusals_are_said_in_german(switch_language):
    switch_language("de")
    mistake = ComputerMistake(1, Refusal("nothing_to_pass", 1))
    assert reason_text(mistake, ["You", "Masha"], 0) == (
        "Mascha hat einen unzulässigen Zug versucht: "
        + reason_text(Refusal("nothing_to_pass", 1), ["You", "Masha"], 0)
    )
    for code in SENTENCES:
        assert reason_text(TableRefusal(code), NAMES, 0) != str(TableRefusal(code))


def test_a_rules_problem_is_said_in_german_and_the_settings_dialog_puts_it_right(
    qtbot, switch_language
):
    switch_language("de")
    stored = Settings(GameSettings("classic", {"claims": False}))
    [notice] = stored.rules_and_problems()[1]
    assert "Chips im Pott braucht „31!“: ohne sie gewinnt niemand ein Spiel." in notice_text(notice)
    dialog = SettingsDialog(stored)
    qtbot.addWidget(dialog)
    assert dialog.problems() == [] and dialog.rules().claims
    assert dialog._switch_note.text() == "Diese Wertung braucht „31!“, daher ist es an."


def test_a_corrupt_settings_file_shows_a_translated_message_and_keeps_the_file(
    qtbot, switch_language, tmp_path
):
    switch_language("it")
    profile = tmp_path / "profile"
    (profile / "config").mkdir(parents=True)
    (profile / "config" / "settings.json").write_bytes(b'{"schema": 1, "table": {"card_si')
    args = parse_args(["--profile", str(profile), "--speed", "off"])
    window = build_window(args, lambda level, seed: make_computer_player("random", seed))
    qtbot.addWidget(window)
    qtbot.waitUntil(lambda: bool(window.messages), timeout=5000)
    [kept] = (profile / "config").glob("settings.json.*")
    assert kept.read_bytes() == b'{"schema": 1, "table": {"card_si'
    assert window.messages == [
        "Il file delle impostazioni era illeggibile: è stato messo da parte come "
        f"{kept.name} e si usano le impostazioni predefinite."
    ]
    assert window.messages[0] in window.log.toPlainText()
    window.close()


def test_storage_notices_stay_english_strings_with_a_code_to_translate(switch_language):
    notice = Notice("statistics_busy_waiting", count=3)
    assert isinstance(notice, str) and "3 record(s) will be saved" in notice
    assert notice_text(notice) == str(notice).replace("record(s)", "records")
    switch_language("ru")
    assert notice_text(notice) == (
        "Файл статистики занят другой копией Bura Desktop; 3 записи будут сохранены, "
        "когда он освободится."
    )
    nested = Notice("statistics_off", problem=Notice("folder_read_only", path="/x"))
    assert notice_text(nested) == (
        "Статистика отключена: Нельзя записывать в папку /x: она доступна только для чтения."
    )
    assert notice_text("a plain sentence") == "a plain sentence"


def test_a_full_disk_and_hands_left_out_are_said_in_the_players_language(switch_language):
    full = Notice("settings_not_saved", reason=Notice("disk_full"))
    skipped = Notice("statistics_rows_skipped", count=2)
    assert notice_text(full) == "Your settings were not saved (the disk is full)."
    assert notice_text(skipped) == (
        "Left out of the statistics: 2 hands that could not be read from the file."
    )
    switch_language("ru")
    assert notice_text(full) == "Настройки не сохранены (диск заполнен)."
    assert notice_text(skipped) == (
        "Не учтены в статистике: 2 сдачи, которые не удалось прочитать из файла."
    )


def test_every_storage_message_has_a_translated_sentence_and_every_refusal_a_reason(
    switch_language,
):
    import pickle

    from bura_desktop.core.refusals import CODES
    from bura_desktop.storage.notices import ENGLISH
    from bura_desktop.ui.words.notices import _SENTENCES

    assert set(_SENTENCES) == set(ENGLISH)
    notice = Notice("save_damaged", name="savegame.json.bad-1")
    assert pickle.loads(pickle.dumps(notice)).params == notice.params
    # Every code but the English-only ones is said in Russian, about "you" and about Masha.
    switch_language("ru")
    for code in CODES - {"not_an_action", "other"}:
        refusal = Refusal(
            code, seat=1, cards=(), count=2, sizes=(1, 3), limit=1, declaration="bura"
        )
        for me in (0, 1):
            said = reason_text(refusal, ["You", "Masha"], me)
            assert said != str(refusal) and not re.search("[A-Za-z]{3}", said), said


def test_refusals_and_rule_problems_are_worded_once_and_found_by_lupdate():
    """The engine's sentences (and the table's) are its templates, in the translations as they
    stand, so the English a log shows and the player's language say the same thing."""
    import xml.etree.ElementTree as ET

    from bura_desktop.core.refusals import EITHER
    from bura_desktop.core.refusals import SENTENCES as REFUSALS
    from bura_desktop.core.rules import PROBLEM_SENTENCES
    from bura_desktop.ui.desktop.resources import resource_path

    english = ET.parse(resource_path("translations", "bura_desktop_en.ts"))

    def found(name: str) -> set[str | None]:
        return {
            message.findtext("source")
            for context in english.iter("context")
            if context.findtext("name") == name
            for message in context.iter("message")
        }

    reasons = found("Reasons")
    sentences = {t for pair in REFUSALS.values() for t in pair} | set(SENTENCES.values())
    assert sentences | {EITHER} <= reasons
    assert set(PROBLEM_SENTENCES.values()) <= found("RuleTexts")


def test_storage_templates_are_worded_once_and_found_by_lupdate():
    """A template storage marks with QT_TRANSLATE_NOOP is in the translations as it stands."""
    import re
    import xml.etree.ElementTree as ET

    from bura_desktop.storage.notices import ENGLISH, TEMPLATES
    from bura_desktop.ui.desktop.resources import resource_path

    assert not set(TEMPLATES) & set(ENGLISH)
    english = ET.parse(resource_path("translations", "bura_desktop_en.ts"))
    found = {
        message.findtext("source")
        for context in english.iter("context")
        if context.findtext("name") == "Notices"
        for message in context.iter("message")
    }
    for code, (template, names) in TEMPLATES.items():
        assert template in found, code
        numbers = sorted(set(re.findall(r"%(\d)", template)))
        assert numbers == [str(i + 1) for i in range(len(names))], code


@pytest.mark.parametrize("code", ["en", "ru", "de", "it", "es"])
def test_the_settings_dialog_fits_a_small_screen_in_every_language(qtbot, switch_language, code):
    # 1024 pixels wide, less the window frame, in the app's own font: German and Russian once
    # needed 1033 and 1018.
    app = QApplication.instance()
    assert isinstance(app, QApplication)  # pytest-qt's, with widgets
    before = app.font()
    app.setFont(QFont(load_fonts(), 10))
    try:
        switch_language(code)
        dialog = SettingsDialog(Settings())
        qtbot.addWidget(dialog)
        assert dialog.minimumSizeHint().width() <= 1000
        assert dialog.minimumSizeHint().height() <= 660
    finally:
        app.setFont(before)


def test_the_given_names_follow_the_language_and_players_names_stay(qtbot, switch_language):
    switch_language("ru")
    from bura_desktop.storage.settings import DEFAULT_OPPONENTS

    settings = Settings(GameSettings("classic", {}, opponents=list(DEFAULT_OPPONENTS[:2])))
    dialog = SettingsDialog(settings)
    qtbot.addWidget(dialog)
    assert [name.text() for name in dialog._names[:2]] == ["Маша", "Коля"]
    dialog._names[1].setText("Пётр Ильич")
    kept = dialog.result_settings().game.opponents
    assert kept[0].name == "Masha"  # stored in its own form: shown as Mascha in German
    assert kept[1].name == "Пётр Ильич"
    switch_language("de")
    from bura_desktop.app.narration import seat_name

    assert [seat_name(seat.name) for seat in kept[:2]] == ["Mascha", "Пётр Ильич"]


@pytest.mark.parametrize("code", ["ru", "de", "it", "es"])
def test_every_name_the_app_gives_is_written_in_each_language(switch_language, code):
    import xml.etree.ElementTree as ET

    from bura_desktop.app.narration import seat_name
    from bura_desktop.storage.seats import COMPUTER_NAME, HUMAN_NAME, OPPONENT_NAMES
    from bura_desktop.ui.desktop.language import TRANSLATIONS

    given = (HUMAN_NAME, COMPUTER_NAME, *OPPONENT_NAMES)
    tree = ET.parse(TRANSLATIONS / f"bura_desktop_{code}.ts")
    seats = next(c for c in tree.iter("context") if c.findtext("name") == "Seats")
    written = {}
    for m in seats.iter("message"):
        translation = m.find("translation")
        assert translation is not None, m.findtext("source")
        if "type" not in translation.attrib:
            written[m.findtext("source")] = translation
    assert set(given) <= written.keys()  # a name the table does not know shows in English
    switch_language(code)
    assert len({seat_name(name) for name in given}) == len(given)  # no two seats read the same
