"""The history window lists recorded hands newest first; the viewer steps through one."""

from __future__ import annotations

import dataclasses
import tracemalloc
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QGuiApplication

from bura_desktop.app.records import Records
from bura_desktop.core import Rules
from bura_desktop.storage import history
from bura_desktop.storage.paths import Profile
from bura_desktop.storage.statistics import Statistics
from bura_desktop.ui.records.history_window import HistoryWindow
from bura_desktop.ui.table.model import TableModel, Trick
from tests.storage.known_hands import KNOWN
from tests.storage.sessions import play_session
from tests.ui.showing import opened, refreshed


@pytest.fixture
def told(monkeypatch) -> list[str]:
    messages: list[str] = []
    monkeypatch.setattr(
        "bura_desktop.ui.records.history_window.warning",
        lambda parent, title, text: messages.append(text),
    )
    return messages


@pytest.fixture
def records(profile):
    kept = Records(profile)
    yield kept
    kept.close()


@pytest.fixture
def window(qtbot, profile, records, told):
    play_session(profile, Rules.preset("classic"), "classic", 21, 4)
    play_session(profile, Rules.preset("kozel", players=3), "kozel", 22, 2)
    shown = refreshed(qtbot, HistoryWindow(records))
    qtbot.addWidget(shown)
    shown.show()
    yield shown
    for viewer in list(shown.viewers):
        viewer.close()


def layout(model: TableModel) -> list[tuple[object, ...]]:
    """What lies where on the table, slot ids aside: the state a player sees."""
    piles: list[tuple[object, ...]] = []
    for pile in model.piles:
        if isinstance(pile, Trick):
            piles.append(
                (
                    "trick",
                    pile.best,
                    [(p.seat, p.down, [s.card for s in p.slots]) for p in pile.plays],
                )
            )
        else:
            piles.append((pile.kind, pile.seat, [(s.card, s.face_up) for s in pile.slots]))
    return piles


def test_the_hands_are_listed_newest_first(window, qtbot):
    started = [hand.started for hand in window.hands]
    assert started == sorted(started, reverse=True) and len(started) == 6
    top = window.list.topLevelItem(0)
    assert top.text(1) == "Kozel" and top.text(2) == "You, Masha, Kolya"
    assert top.text(3).startswith(("Won", "Lost"))
    classic = window._preset.findData("classic")
    refreshed(qtbot, window, lambda: window._preset.setCurrentIndex(classic))
    assert window.list.topLevelItemCount() == 4
    expert = window._level.findData("expert")
    refreshed(qtbot, window, lambda: window._level.setCurrentIndex(expert))
    assert window.list.topLevelItemCount() == 0
    assert window._status.text() == "No recorded hand matches these filters."


def test_the_viewer_steps_forward_and_back_to_the_same_tables(window, qtbot):
    viewer = opened(qtbot, window, lambda: window.open_hand(window.hands[-1]))
    assert viewer is not None and viewer.steps > 3
    forward = []
    for position in range(viewer.steps + 1):
        assert viewer.position == position
        if viewer.finished_trick() is None:
            assert viewer.scene.model.differences(viewer.table_view()) == []
        forward.append(layout(viewer.scene.model))
        viewer.forward()
    assert viewer.position == viewer.steps  # forward at the end stays there
    for position in range(viewer.steps, -1, -1):
        viewer.go_to(position)
        assert layout(viewer.scene.model) == forward[position]
    # The others' cards are backs, as the human saw them at the deal.
    opponent = viewer.scene.model.hands[1 - viewer.seat]
    assert opponent.slots and all(slot.card is None for slot in opponent.slots)
    assert viewer.caption.text()


def test_each_finished_trick_is_a_step_of_its_own_before_it_is_taken(window, qtbot):
    viewer = opened(qtbot, window, lambda: window.open_hand(window.hands[-1]))
    players = viewer.setup.rules.players
    finished = 0
    for position in range(1, viewer.steps):
        viewer.go_to(position)
        if viewer.finished_trick() is None:
            continue
        finished += 1
        trick = viewer.scene.model.trick
        # Every play of the trick on the table, the one that takes it ringed.
        assert len(trick.plays) == players and trick.best is not None
        assert all(viewer.scene.items_[slot.id].isVisible() for slot in trick.slots)
        viewer.forward()
        assert viewer.scene.model.trick.plays != trick.plays  # taken at the next step
    assert finished >= 2


def test_the_keys_and_the_slider_move_through_the_hand(window, qtbot):
    viewer = opened(qtbot, window, lambda: window.open_hand(window.hands[0]))
    qtbot.waitExposed(viewer)
    viewer.activateWindow()
    qtbot.keyClick(viewer, Qt.Key.Key_Right)
    qtbot.keyClick(viewer, Qt.Key.Key_Right)
    assert viewer.position == 2
    qtbot.keyClick(viewer, Qt.Key.Key_Left)
    assert viewer.position == 1
    qtbot.keyClick(viewer, Qt.Key.Key_End)
    assert viewer.position == viewer.steps and not viewer.forward_button.isEnabled()
    assert viewer.caption.text()  # the hand's headline
    qtbot.keyClick(viewer, Qt.Key.Key_Home)
    assert viewer.position == 0 and not viewer.back_button.isEnabled()
    qtbot.keyClick(viewer.slider, Qt.Key.Key_Right)  # the slider has the focus
    assert viewer.position == 1
    viewer.slider.setValue(3)
    assert viewer.position == 3 and viewer.counter.text() == f"3 / {viewer.steps}"


def test_space_plays_the_hand_to_its_end(window, qtbot, monkeypatch):
    """Each action animated as in the game: the table checks its cards against the view after
    every step (the strict table of these tests fails on any difference)."""
    from bura_desktop.ui.records import replay_viewer

    monkeypatch.setattr(replay_viewer, "PLAY_PAUSE_LEAST_MS", 1)
    monkeypatch.setattr(replay_viewer, "PLAY_PAUSE_MS", 1)
    viewer = opened(qtbot, window, lambda: window.open_hand(window.hands[0]))
    qtbot.waitExposed(viewer)
    qtbot.keyClick(viewer, Qt.Key.Key_Space)
    assert viewer.playing
    qtbot.waitUntil(lambda: viewer.position == 2, timeout=10000)
    qtbot.keyClick(viewer, Qt.Key.Key_Space)  # pause: the step shows at its end at once
    assert not viewer.playing and viewer.position == 2
    if viewer.finished_trick() is None:
        assert viewer.scene.model.differences(viewer.table_view()) == []
    qtbot.keyClick(viewer, Qt.Key.Key_Space)
    qtbot.waitUntil(lambda: viewer.position == viewer.steps and not viewer.playing, timeout=30000)
    assert viewer.scene.model.differences(viewer.table_view()) == []
    assert viewer.caption.text() == viewer._captions[-1]


def test_playing_on_rests_on_each_finished_trick_before_it_is_taken(window, qtbot, monkeypatch):
    from bura_desktop.core.projection import SeenTrickWon
    from bura_desktop.ui.records import replay_viewer

    monkeypatch.setattr(replay_viewer, "PLAY_PAUSE_LEAST_MS", 150)
    viewer = opened(qtbot, window, lambda: window.open_hand(window.hands[0]))
    positions = viewer.replayed.positions
    taken = [
        p
        for p in range(1, viewer.steps)
        if any(isinstance(e, SeenTrickWon) for e in positions[p].seen)
    ]
    players = viewer.setup.rules.players
    viewer.toggle_play()
    for position in taken[:2]:
        # The whole trick at rest on the table, as stepping shows it, before it goes.
        qtbot.waitUntil(
            lambda position=position: (
                viewer.position == position
                and not viewer.scene.busy
                and len(viewer.scene.model.trick.plays) == players
            ),
            timeout=10000,
        )
        assert viewer.playing
    viewer.stop()


def test_playing_without_animations_moves_on_at_a_readable_pace(window, qtbot, no_animation):
    viewer = opened(qtbot, window, lambda: window.open_hand(window.hands[0]))
    qtbot.keyClick(viewer, Qt.Key.Key_Space)
    assert viewer.position == 1 and viewer._pause.interval() >= 300
    viewer.stop()


def test_a_hand_recorded_without_its_actions_says_so(qtbot, profile, records, told):
    stats, _ = Statistics.open(profile)
    stats.record_hand(KNOWN[0])
    stats.close()
    shown = refreshed(qtbot, HistoryWindow(records))
    qtbot.addWidget(shown)
    assert not shown.open_button.isEnabled() and not shown.copy_button.isEnabled()
    shown.open_hand(shown.hands[0])
    qtbot.waitUntil(lambda: bool(told))
    assert "without its actions" in told[-1] and shown.viewers == []


def test_a_damaged_hand_is_not_shown_wrong(window, qtbot, told):
    hand = window.hands[0]
    damaged = dataclasses.replace(hand, card_points=tuple(reversed(hand.card_points)))
    if damaged.card_points == hand.card_points:
        damaged = dataclasses.replace(hand, pot=hand.pot + 1)
    window.open_hand(damaged)
    qtbot.waitUntil(lambda: bool(told))
    assert "does not replay as it was recorded" in told[-1] and window.viewers == []


def test_a_hand_goes_out_and_comes_back_through_a_file_and_the_clipboard(
    window, tmp_path, qtbot, told
):
    hand = window.hands[2]
    target = tmp_path / "hand.txt"
    window.save_to(hand, target)
    qtbot.waitUntil(lambda: window._status.text() == "The hand is saved as text.")
    viewer = opened(qtbot, window, lambda: window.import_file(target))
    assert viewer.hand.actions == hand.actions
    window.list.setCurrentItem(window.list.topLevelItem(2))
    window.copy_selected()
    qtbot.waitUntil(lambda: window._status.text() == "The hand is copied as text.")
    assert QGuiApplication.clipboard().text() == target.read_text(encoding="utf-8")
    opened(qtbot, window, window.paste)
    assert len(window.viewers) == 2 and told == []


def test_a_bad_import_names_the_line_and_opens_nothing(window, tmp_path, told, qtbot):
    text = history.to_text(window.hands[0])
    lines = text.splitlines()
    lines[0] = "Format: bura-desktop/hand 7"
    window.import_text("\n".join(lines))
    qtbot.waitUntil(lambda: len(told) == 1)
    assert told[-1].startswith("The hand could not be read. Line 1:")
    binary = tmp_path / "hand.bin"
    binary.write_bytes(b"\xff\xfe\x00garbage")
    window.import_file(binary)
    qtbot.waitUntil(lambda: len(told) == 2)
    assert told[-1] == "This file is not text, so it is not a hand."
    window.import_file(tmp_path / "missing.txt")
    qtbot.waitUntil(lambda: len(told) == 3)
    assert told[-1].startswith("The file could not be read: ") and window.viewers == []


def test_hands_played_in_the_app_replay_from_its_history(qtbot, tmp_path):
    """Through the real start-up: the controller's hands are recorded with their actions and
    Game ▸ History (Ctrl+H) opens them."""
    from bura_desktop.ui.table import timing
    from tests.ui.showing import open_app

    options = ["--profile", str(tmp_path), "--speed", "off", "--seed", "3", "--autoplay"]
    window = open_app(qtbot, *options, "--hands", "2")
    try:
        qtbot.waitUntil(lambda: window.hands_played == 2, timeout=30000)
        assert window.menus.history_action.shortcut().toString() == "Ctrl+H"
        qtbot.waitUntil(lambda: _recorded(tmp_path) == 2, timeout=5000)
        window.menus.history_action.trigger()
        shown = window.records.history_window
        assert shown is not None and shown.isVisible()
        qtbot.waitUntil(lambda: len(shown.hands) == 2)
        for hand in shown.hands:
            viewer = opened(qtbot, shown, lambda h=hand: shown.open_hand(h))
            assert viewer.steps == len(hand.actions)
            viewer.close()
    finally:
        window.close()
        timing.set_speed("normal")


def _recorded(folder: Path) -> int:
    import sqlite3

    with sqlite3.connect(Profile.in_directory(folder).statistics_file) as db:
        try:
            return db.execute("SELECT count(*) FROM hands").fetchone()[0]
        except sqlite3.OperationalError:
            return 0


def test_the_viewer_wears_the_players_table_and_the_hands_assist(qtbot, profile, records, told):
    from PySide6.QtGui import QColor

    from bura_desktop.storage.settings import TableSettings

    play_session(profile, Rules.preset("classic"), "classic", 23, 1)
    looks = TableSettings(table_colour="#402060", card_size="small")
    shown = refreshed(qtbot, HistoryWindow(records, None, lambda: looks))
    qtbot.addWidget(shown)
    hand = shown.hands[0]
    viewer = opened(qtbot, shown, lambda: shown.open_hand(dataclasses.replace(hand, assist=True)))
    assert viewer.scene.felt == QColor("#402060") and viewer.scene.points_assist
    plain = opened(qtbot, shown, lambda: shown.open_hand(hand))
    assert not plain.scene.points_assist  # as the human played it
    for viewer in list(shown.viewers):
        viewer.close()


def test_after_the_last_action_every_hand_lies_face_up(window, qtbot, monkeypatch):
    """A claim ends a hand with cards still held: the replay turns them up at its end, and
    only there (the step before shows the others' backs)."""
    from bura_desktop.ui.records import replay_viewer

    held = None
    for hand in window.hands:
        replayed = history.replay(hand)
        others = [s for s in range(len(hand.seats)) if s != hand.human_seat]
        if any(replayed.game.hand(s) for s in others):
            held = hand
            break
    assert held is not None
    viewer = opened(qtbot, window, lambda: window.open_hand(held))
    viewer.last()
    model = viewer.scene.model
    their_hands = [pile for pile in model.hands if pile.seat != viewer.seat and pile.slots]
    assert their_hands and all(s.card is not None for pile in their_hands for s in pile.slots)
    viewer.back()
    backs = [pile for pile in viewer.scene.model.hands if pile.seat != viewer.seat]
    assert any(slot.card is None for pile in backs for slot in pile.slots)
    # Played to the end, the hands turn up once the last action has been shown.
    monkeypatch.setattr(replay_viewer, "PLAY_PAUSE_LEAST_MS", 1)
    monkeypatch.setattr(replay_viewer, "PLAY_PAUSE_MS", 1)
    viewer.toggle_play()
    qtbot.waitUntil(lambda: not viewer.playing, timeout=10000)
    assert viewer.position == viewer.steps
    shown = [p for p in viewer.scene.model.hands if p.seat != viewer.seat and p.slots]
    assert all(slot.card is not None for pile in shown for slot in pile.slots)


def test_a_hand_recorded_under_revision_2_opens_with_the_leaders_pass_shown_as_any_pass(
    window, tmp_path, qtbot
):
    """Revision 2 did not ask the leader first: the viewer shows his pass where revision 3
    asks him, as it shows the holder's pass after it."""
    source = Path(__file__).parents[1] / "storage" / "data" / "hands_v1"
    text = (source / "classic_2p_two_passes.txt").read_text(encoding="utf-8")
    viewer = opened(qtbot, window, lambda: window.import_text(text))
    assert viewer.hand.revision == 2
    steps = viewer.replayed.replayed.steps
    supplied = [i + 1 for i, step in enumerate(steps) if step.supplied]  # viewer positions
    assert len(supplied) == 2 and viewer.steps == len(viewer.hand.actions) + 2
    for position in range(viewer.steps + 1):
        viewer.go_to(position)
        if viewer.finished_trick() is None:
            assert viewer.scene.model.differences(viewer.table_view()) == []
    for position in supplied:
        passed, answered = steps[position - 1], steps[position]
        assert str(passed.action) == str(answered.action) == "pass"
        assert viewer._captions[position] == viewer._captions[position + 1]
    # Copied as text, it is the hand as recorded: version 1, without the supplied passes.
    target = tmp_path / "hand.txt"
    window.save_to(viewer.hand, target)
    qtbot.waitUntil(target.exists)
    assert target.read_text(encoding="utf-8") == text


# ------------------------------------------------------------------ hostile imports (issue #35)


def test_a_refusal_quoting_a_huge_name_is_a_short_plain_wrapped_line(window, told, qtbot):
    text = history.to_text(window.hands[0])
    name = "<b>" + "x" * 1_000_000 + "</b>"  # inside the 1 MiB an import may be
    at = next(i for i, line in enumerate(text.splitlines()) if line.startswith("Seat 1:"))
    lines = text.splitlines()
    lines[at] = f'Seat 1: advanced "{name}"'
    window.import_text("\n".join(lines))
    qtbot.waitUntil(lambda: bool(told))
    assert len(told[-1]) < 300 and window._status.text() == told[-1]
    assert window._status.textFormat() == Qt.TextFormat.PlainText
    assert window._status.wordWrap() and window._status.sizeHint().width() < 2000


def test_the_viewer_tells_a_hand_with_names_as_written_never_as_html(window, qtbot):
    text = history.to_text(window.hands[0])
    lines = text.splitlines()
    at = next(i for i, line in enumerate(lines) if line.startswith("Seat 1:"))
    lines[at] = 'Seat 1: advanced "<b>Kolya</b>"'
    viewer = opened(qtbot, window, lambda: window.import_text("\n".join(lines)))
    assert viewer.caption.textFormat() == Qt.TextFormat.PlainText
    told = []
    for position in range(viewer.steps + 1):
        viewer.go_to(position)
        told.append(viewer.caption.text())
    assert any("<b>Kolya</b>" in caption for caption in told)
    viewer.close()


def test_a_paste_over_the_limit_is_refused_before_it_is_read(window, told, monkeypatch):
    def read(text):
        raise AssertionError("a text over the limit was read")

    monkeypatch.setattr(history, "from_text", read)
    QGuiApplication.clipboard().setText("x" * (history.TEXT_LIMIT + 1))
    window.paste()
    assert told == ["This is far too much text to be a hand."] and window.viewers == []


def test_a_paste_of_megabytes_is_refused_before_python_holds_it(window, told):
    """A paste of 100 MB once cost 500 MB for a moment (issue #46): its size is asked of Qt
    before it is made a Python string."""
    QGuiApplication.clipboard().setText("x" * (4 * history.TEXT_LIMIT + 1))
    tracemalloc.start()
    try:
        window.paste()
        peak = tracemalloc.get_traced_memory()[1]
    finally:
        tracemalloc.stop()
    assert told == ["This is far too much text to be a hand."] and window.viewers == []
    assert peak < history.TEXT_LIMIT


def test_a_hand_whose_pot_no_save_holds_is_refused_in_a_sentence(qtbot, profile, records, told):
    """Rules no settings allow: three antes of 10^9 chips, a pot past what a save holds, so no
    "Play from here" could resume it. The viewer does not open what its table cannot play."""
    rules = dataclasses.replace(Rules.preset("classic", players=3), stake=10**9, bankroll=10**9)
    play_session(profile, rules, "classic", 5, 1)
    shown = refreshed(qtbot, HistoryWindow(records))
    qtbot.addWidget(shown)
    shown.open_hand(shown.hands[0])
    qtbot.waitUntil(lambda: bool(told), timeout=10000)
    [message] = told
    assert "pot must be from 0 to 1000000000, not 3000000000" in message
    assert len(message) < 300 and shown.viewers == []


@pytest.mark.parametrize("count", [3 * 10**9, -(3 * 10**9) - 1, 10**30])
def test_a_count_larger_than_qt_counts_is_written_whole_in_its_plural(count):
    from bura_desktop.app.i18n import translate

    said = translate("Narrator", "%n chip(s) from %1 to %2 (%3).", "", count)
    assert said.startswith(f"{count} chips from ")
