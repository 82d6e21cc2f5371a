"""The game without a mouse and without sight: keys alone, a visible focus, spoken names."""

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QAccessible, QAccessibleAnnouncementEvent, QAccessibleEvent
from PySide6.QtWidgets import QApplication

from bura_desktop.app import TableSetup
from bura_desktop.app.players import make_computer_player
from bura_desktop.ui.window.main_window import MainWindow
from tests.ui.showing import my_turn_or_hand_over

pytestmark = pytest.mark.usefixtures("no_animation")


@pytest.fixture
def window(qtbot):
    window = MainWindow(
        TableSetup.against_computers(seed=0, dealer=1),
        lambda level, seed: make_computer_player("random", seed),
    )
    qtbot.addWidget(window)
    window.resize(1024, 640)
    window.show()
    qtbot.waitUntil(window.isActiveWindow)
    yield window
    window.close()


def press(qtbot, key):
    """A key as the keyboard sends it: to whichever widget has the focus."""
    focused = QApplication.focusWidget()
    assert focused is not None
    qtbot.keyClick(focused, key)


def ring_on(window, card):
    return window.table.item(card).has_focus_ring()


def test_a_whole_hand_played_with_keys_alone(qtbot, window):
    assert QApplication.focusWidget() is window.view
    for _ in range(60):
        my_turn_or_hand_over(qtbot, window)
        if window.panel.isVisible():
            break
        if window.turn.play_button.isVisible():
            hand = window.table.hand.cards()
            needed = next(a for a in window.flow.legal if a.kind == "play").cards
            press(qtbot, Qt.Key.Key_Home)  # shows the ring on the first card
            assert ring_on(window, hand[0])
            at = 0
            for card in needed:
                index = hand.index(card)
                for _ in range(index - at):
                    press(qtbot, Qt.Key.Key_Right)
                at = index
                assert ring_on(window, card)
                press(qtbot, Qt.Key.Key_Space)
                assert window.table.item(card).is_chosen()
            assert window.turn.play_button.isEnabled()
            press(qtbot, Qt.Key.Key_Return)
        else:
            while QApplication.focusWidget() is not window.turn.pass_button:
                press(qtbot, Qt.Key.Key_Tab)
            press(qtbot, Qt.Key.Key_Space)
            qtbot.waitUntil(lambda: QApplication.focusWidget() is window.view)
    assert window.panel.isVisible()
    assert QApplication.focusWidget() is window.panel.button
    press(qtbot, Qt.Key.Key_Space)
    qtbot.waitUntil(lambda: window.log.toPlainText().count("Hand 2:") == 1)
    assert QApplication.focusWidget() is window.view


def test_the_ring_moves_and_stops_at_the_ends_and_space_chooses(qtbot, window):
    my_turn_or_hand_over(qtbot, window)
    hand = window.table.hand.cards()
    press(qtbot, Qt.Key.Key_Right)  # the first key only shows the ring
    assert [ring_on(window, c) for c in hand] == [True, False, False]
    press(qtbot, Qt.Key.Key_Left)
    assert ring_on(window, hand[0])
    press(qtbot, Qt.Key.Key_End)
    press(qtbot, Qt.Key.Key_Right)
    assert ring_on(window, hand[-1])
    press(qtbot, Qt.Key.Key_Space)
    assert window.table.hand.chosen() == (hand[-1],)
    press(qtbot, Qt.Key.Key_Space)
    assert window.table.hand.chosen() == ()
    press(qtbot, Qt.Key.Key_Space)
    # Only one card of the whole table wears the ring, and none once the table loses the focus.
    ringed = [item.card for item in window.table.items_.values() if item.has_focus_ring()]
    assert ringed == [hand[-1]]
    press(qtbot, Qt.Key.Key_Tab)  # Play is enabled now that a card is chosen: Tab stops there
    assert QApplication.focusWidget() is window.turn.play_button
    assert not any(item.has_focus_ring() for item in window.table.items_.values())


def test_the_digits_still_choose_cards(qtbot, window):
    my_turn_or_hand_over(qtbot, window)
    hand = window.table.hand.cards()
    press(qtbot, Qt.Key.Key_2)
    assert window.table.hand.chosen() == (hand[1],)


def test_the_table_names_the_ringed_card_and_says_when_it_is_chosen(qtbot, window, monkeypatch):
    my_turn_or_hand_over(qtbot, window)
    events = []
    monkeypatch.setattr(QAccessible, "updateAccessibility", lambda e: events.append(e.type()))
    hand = window.table.hand.cards()
    item = window.table.item(hand[0])
    press(qtbot, Qt.Key.Key_Home)
    assert window.view.accessibleName() == item.card_name()
    press(qtbot, Qt.Key.Key_Space)
    assert window.view.accessibleName() == f"{item.card_name()}, chosen"
    press(qtbot, Qt.Key.Key_Right)
    assert window.view.accessibleName() == window.table.item(hand[1]).card_name()
    assert QAccessible.Event.Focus in events and QAccessible.Event.NameChanged in events
    assert "Space chooses" in window.view.accessibleDescription()


def test_no_face_down_card_is_ever_named(qtbot, window):
    my_turn_or_hand_over(qtbot, window)
    mine = set(window.table.hand.cards())
    hidden = [item for item in window.table.items_.values() if not item.is_face_up()]
    assert hidden and not mine & {item.card for item in hidden}
    for item in hidden:
        assert item.accessible_text() == "Face-down card"


def test_every_button_has_a_name_and_a_description(qtbot, window):
    buttons = [*window.turn.buttons, window.panel.button]
    for button in buttons:
        assert button.accessibleName() == button.text()
        assert button.accessibleDescription()
        assert button.focusPolicy() & Qt.FocusPolicy.TabFocus
    assert "Enter" in window.turn.play_button.accessibleDescription()
    assert window.log.accessibleName() == "Game log"


def test_each_log_line_is_announced(qtbot, window, monkeypatch):
    events: list[QAccessibleEvent] = []
    monkeypatch.setattr(QAccessible, "updateAccessibility", events.append)
    window.log.tell("You led A♠.", False)
    window.log.tell(" Opponent takes 11.", True)
    spoken = [
        e.message()
        for e in events
        if e.type() == QAccessible.Event.Announcement
        and isinstance(e, QAccessibleAnnouncementEvent)
    ]
    assert spoken == ["You led A♠.", "Opponent takes 11."]
    assert window.log.accessibleDescription() == "You led A♠. Opponent takes 11."


def test_the_ringed_card_rises_leaving_every_corner_in_sight_and_buttons_get_a_frame(qtbot, window):
    my_turn_or_hand_over(qtbot, window)
    # The table has the focus: no button is framed, and no stray frame sits in a corner.
    assert window.focus_halo.widget() is None and not window.focus_halo.isVisible()
    hand = window.table.hand.cards()
    items = [window.table.item(c) for c in hand]

    def top(item):
        return item.mapToScene(item.shape()).boundingRect().top()

    resting = [top(item) for item in items]
    press(qtbot, Qt.Key.Key_Home)
    qtbot.waitUntil(lambda: top(items[0]) < resting[0] - 1)  # up out of the fan, ring and all
    # Each card still lies on the one to its left: every rank in its corner stays in sight.
    z = [item.zValue() for item in items]
    assert z == sorted(z) and len(set(z)) == len(z)
    press(qtbot, Qt.Key.Key_2)  # a card chosen makes Play take the focus on Tab
    press(qtbot, Qt.Key.Key_Tab)
    assert window.focus_halo.widget() is window.turn.play_button
    assert window.focus_halo.isVisible()


def test_a_screen_reader_can_walk_the_hand_card_by_card(qtbot, window, monkeypatch):
    my_turn_or_hand_over(qtbot, window)
    events: list[QAccessibleEvent] = []
    monkeypatch.setattr(QAccessible, "updateAccessibility", events.append)
    hand = window.table.hand.cards()
    table = QAccessible.queryAccessibleInterface(window.view)
    assert table.role() == QAccessible.Role.List and table.childCount() == len(hand)
    cards = [table.child(i) for i in range(len(hand))]
    names = [c.text(QAccessible.Text.Name) for c in cards]
    assert names == [window.table.item(c).card_name() for c in hand]
    for index, card in enumerate(cards):
        assert card.role() == QAccessible.Role.ListItem
        assert card.parent() is table and table.indexOfChild(card) == index
        shown = card.rect()
        assert window.view.rect().contains(window.view.mapFromGlobal(shown.center()))
        assert table.childAt(shown.center().x(), shown.center().y()) is not None
    # The ring is the focus within the list, and choosing a card selects its item.
    press(qtbot, Qt.Key.Key_Home)
    press(qtbot, Qt.Key.Key_Right)
    assert table.focusChild() is cards[1] and cards[1].state().focused
    assert not cards[0].state().focused
    assert any(
        e.type() == QAccessible.Event.Focus and e.accessibleInterface() is cards[1] for e in events
    )
    press(qtbot, Qt.Key.Key_Space)
    assert cards[1].state().selected and cards[1].text(QAccessible.Text.Description) == "chosen"
    assert any(
        e.type() == QAccessible.Event.StateChanged and e.accessibleInterface() is cards[1]
        for e in events
    )
    assert not cards[0].state().selected
    # Played, the card leaves the list, and its item says it is gone.
    assert window.turn.play_button.isEnabled()  # the human leads: one card is always a lead
    press(qtbot, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: hand[1] not in window.table.hand.cards(), timeout=5000)
    assert not cards[1].isValid() and cards[0].isValid()
    assert cards[1] not in [table.child(i) for i in range(table.childCount())]


def test_the_table_describes_every_seat_the_pot_and_the_stock(qtbot, window):
    my_turn_or_hand_over(qtbot, window)
    table = QAccessible.queryAccessibleInterface(window.view)
    described = table.text(QAccessible.Text.Description)
    view = window.worker.controller.game.view(0)
    you, opponent = window.table.plates
    assert f"You: {you.detail()}." in described and str(view.bankrolls[0]) in you.detail()
    assert f"Masha: {opponent.detail()}, dealer." in described
    assert f"Pot: {view.pot}." in described
    stock = len(window.table.model.stock.slots)  # the indicator apart
    assert f"Stock {stock}." in described
    # On a table too small for the word beside the trump badge the felt shows the number only;
    # a screen reader still hears what the number counts.
    window.resize(680, 480)
    qtbot.waitUntil(lambda: window.table.middle.stock_label.text() == str(stock))
    described = table.text(QAccessible.Text.Description)
    assert f"Stock {stock}." in described
