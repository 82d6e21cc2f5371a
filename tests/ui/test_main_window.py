"""The game window, played the way a person plays it: clicks, keys, and what the table shows."""

import dataclasses
import threading
import time

import pytest
from PySide6.QtCore import Qt

from bura_desktop.app import TableSetup
from bura_desktop.core import Action, Game
from bura_desktop.ui.table import timing
from tests.ui.showing import my_turn_or_hand_over

pytestmark = pytest.mark.usefixtures("no_animation")


def click_card(qtbot, window, card):
    item = window.table.item(card)
    point = window.view.mapFromScene(item.sceneBoundingRect().center())
    qtbot.mouseClick(window.view.viewport(), Qt.MouseButton.LeftButton, pos=point)


def test_a_whole_hand_played_with_clicks_and_keys_ends_on_the_hand_over_panel(qtbot, open_window):
    window = open_window(TableSetup.against_computers(seed=0, dealer=1))
    for _ in range(60):
        my_turn_or_hand_over(qtbot, window)
        if window.panel.isVisible():
            break
        if window.turn.play_button.isVisible():
            hand = window.table.hand.cards()
            needed = next(a for a in window.flow.legal if a.kind == "play").cards
            click_card(qtbot, window, hand[0])
            for digit in range(2, len(needed) + 1):
                qtbot.keyClick(window, str(digit))
            assert window.turn.play_button.isEnabled()
            qtbot.keyClick(window, Qt.Key.Key_Return)
        else:
            qtbot.mouseClick(window.turn.pass_button, Qt.MouseButton.LeftButton)
    assert window.panel.isVisible()
    assert "Next hand" in window.panel.button.text()
    assert window.log.toPlainText().startswith("Hand 1:")
    window.panel.details.click()
    assert "Deal seed" in window.panel.seed.text()
    qtbot.keyClick(window, Qt.Key.Key_N)
    qtbot.waitUntil(lambda: window.log.toPlainText().count("Hand 2:") == 1)


def test_an_illegal_selection_keeps_play_disabled_and_says_why(qtbot, open_window):
    # The computer deals, so the human leads; this seed gives the human two suits.
    window = open_window(TableSetup.against_computers(seed=0, dealer=1))
    my_turn_or_hand_over(qtbot, window)
    hand = window.table.hand.cards()
    first = hand[0]
    other = next(c for c in hand if c.suit != first.suit)
    click_card(qtbot, window, first)
    assert window.turn.play_button.isEnabled()
    click_card(qtbot, window, other)
    assert not window.turn.play_button.isEnabled()
    qtbot.waitUntil(lambda: window.status.text() == "A lead must be of one suit.")
    click_card(qtbot, window, other)  # unchosen again: a single card is a legal lead
    assert window.turn.play_button.isEnabled()


def seed_where_i_hold(declaration):
    setup = TableSetup.against_computers(dealer=1)
    for seed in range(500):
        game = Game(setup.rules, seed=seed, dealer=1)
        if game.to_act == 0 and Action.parse(f"declare {declaration}") in game.legal_actions():
            return seed
    raise AssertionError(f"no deal with {declaration} in the first 500 seeds")


def test_claim_and_declare_appear_exactly_when_legal(qtbot, open_window):
    seed = seed_where_i_hold("bura")
    window = open_window(TableSetup.against_computers(seed=seed, dealer=1))
    my_turn_or_hand_over(qtbot, window)
    assert window.turn.declare_button.isVisible()
    assert window.turn.declare_button.text() == "Declare Bura"
    assert window.turn.claim_button.isVisible() and window.turn.pass_button.isVisible()
    assert not window.turn.play_button.isVisible()
    qtbot.mouseClick(window.turn.pass_button, Qt.MouseButton.LeftButton)
    # Each later prompt shows the buttons of its legal actions and no others.
    for _ in range(5):
        my_turn_or_hand_over(qtbot, window)
        if window.panel.isVisible():
            break
        kinds = {a.kind for a in window.flow.legal}
        assert window.turn.claim_button.isVisible() == ("claim" in kinds)
        assert window.turn.declare_button.isVisible() == ("declare" in kinds)
        assert window.turn.play_button.isVisible() == ("play" in kinds)
        if "play" in kinds:
            window.turn.act(str(next(a for a in window.flow.legal if a.kind == "play")))
        else:
            window.turn.act("pass")
    assert not window.turn.blind_button.isVisible()


def test_resizing_lays_the_table_out_again(qtbot, open_window):
    window = open_window(TableSetup.against_computers(seed=4))
    qtbot.waitUntil(lambda: len(window.table.hand.cards()) == 3)
    card = window.table.hand.cards()[0]
    small = window.table.item(card).pos()
    small_height = window.table.layout_.card_height
    window.resize(1600, 1000)
    qtbot.waitUntil(lambda: window.table.layout_.card_height > small_height)
    item = window.table.item(card)
    assert item.pos() != small
    # The card itself; its bounding rect has room for the focus ring around it.
    assert window.table.sceneRect().contains(item.mapToScene(item.shape()).boundingRect())


def test_quitting_while_the_computer_thinks_takes_under_a_second(qtbot, open_window):
    release = threading.Event()

    class SlowPlayer:
        def choose(self, view):
            release.wait(10)
            return view.legal_actions()[0]

    setup = TableSetup.against_computers(seed=2, autoplay=True)
    window = open_window(setup, player_factory=lambda level, seed: SlowPlayer())
    qtbot.waitUntil(lambda: "thinking" in window.status.text())
    began = time.monotonic()
    window.close()
    assert time.monotonic() - began < 1.0
    assert not window.worker._thread.isRunning()
    release.set()


def test_twenty_autoplay_hands_at_speed_off_complete(qtbot, open_window):
    from bura_desktop.ui.window.scripted import ScriptedRun

    window = open_window(TableSetup.against_computers(seed=9, autoplay=True))
    ScriptedRun(window, (window.view, window.panel, window.status), autoplay=True, hands=20)
    finished: list[int] = []
    window.hands_done.connect(finished.append)
    qtbot.waitUntil(lambda: window.hands_played >= 20, timeout=30000)
    # Random players claim wrongly and go broke: sessions end and new ones start on their own.
    assert window.hands_played == 20 or finished[-1] >= 20
    assert window.panel.isVisible()


def test_dragging_a_card_to_the_trick_plays_it(qtbot, open_window):
    window = open_window(TableSetup.against_computers(seed=0, dealer=1))
    my_turn_or_hand_over(qtbot, window)
    card = window.table.hand.cards()[0]
    item = window.table.item(card)
    viewport = window.view.viewport()
    start = window.view.mapFromScene(item.sceneBoundingRect().center())
    middle = window.view.mapFromScene(window.table.hand.trick_area().center())
    qtbot.mousePress(viewport, Qt.MouseButton.LeftButton, pos=start)
    for step in range(1, 6):
        qtbot.mouseMove(viewport, start + (middle - start) * step / 5)
    qtbot.mouseRelease(viewport, Qt.MouseButton.LeftButton, pos=middle)
    qtbot.waitUntil(lambda: card not in window.table.hand.cards(), timeout=5000)


def test_a_card_dropped_off_the_table_goes_back_to_the_hand(qtbot, open_window):
    window = open_window(TableSetup.against_computers(seed=0, dealer=1))
    my_turn_or_hand_over(qtbot, window)
    card = window.table.hand.cards()[0]
    item = window.table.item(card)
    home = item.pos()
    viewport = window.view.viewport()
    start = window.view.mapFromScene(item.sceneBoundingRect().center())
    aside = start + type(start)(0, -40) + type(start)(-200, 0)
    qtbot.mousePress(viewport, Qt.MouseButton.LeftButton, pos=start)
    qtbot.mouseMove(viewport, start + (aside - start) / 2)
    qtbot.mouseMove(viewport, aside)
    assert item.pos() != home  # the card follows the pointer
    qtbot.mouseRelease(viewport, Qt.MouseButton.LeftButton, pos=aside)
    assert card in window.table.hand.cards() and not item.is_chosen()
    qtbot.waitUntil(lambda: item.pos() == home, timeout=2000)


def test_the_lead_prompt_names_the_sizes_these_rules_allow(qtbot, open_window):
    from bura_desktop.core import Rules

    kozel = Rules.preset("kozel")
    window = open_window(TableSetup.against_computers(rules=kozel, seed=2, dealer=1))
    my_turn_or_hand_over(qtbot, window)
    # This hand holds three of a suit, and Kozel leads one or three cards, never two.
    assert not window.table.model.trick.plays and {a.kind for a in window.flow.legal} == {"play"}
    assert window.status.text().startswith("Your lead: choose 1 or 3 cards of one suit.")
    assert "press their numbers" in window.status.text()
    classic = open_window(TableSetup.against_computers(seed=0, dealer=1))
    my_turn_or_hand_over(qtbot, classic)
    # This hand holds two cards of a suit at most: the prompt says what it can lead.
    assert max(len(a.cards) for a in classic.flow.legal if a.kind == "play") == 2
    assert classic.status.text().startswith("Your lead: choose 1 or 2 cards of one suit.")


def test_a_status_that_wraps_does_not_resize_the_table(qtbot, open_window):
    window = open_window(TableSetup.against_computers(seed=0, dealer=1))
    my_turn_or_hand_over(qtbot, window)
    window.set_status("short")
    qtbot.wait(50)
    height = window.view.height()
    window.set_status("A long explanation that needs a second line on the status bar. " * 2)
    qtbot.wait(50)
    assert (
        window.status.heightForWidth(window.status.width()) > window.status.fontMetrics().height()
    )
    assert window.view.height() == height


def test_the_declaration_prompt_offers_only_what_is_legal(qtbot, open_window):
    from bura_desktop.core import Rules

    # Kozel has no claims: holding a Bura at the first trick, the human may declare or pass.
    kozel = Rules.preset("kozel")
    window = open_window(TableSetup.against_computers(rules=kozel, seed=31, dealer=1))
    my_turn_or_hand_over(qtbot, window)
    assert {a.kind for a in window.flow.legal} == {"declare", "pass"}
    assert window.status.text() == "You may declare or pass."
    assert not window.turn.claim_button.isVisible()


@pytest.mark.parametrize(
    ("players", "size"), [(2, (800, 600)), (4, (1024, 640)), (6, (800, 600)), (6, (1600, 1000))]
)
def test_the_end_of_hand_panel_leaves_the_own_seat_and_where_it_can_the_pot_and_plates_in_sight(
    qtbot, open_window, players, size
):
    window = open_window(TableSetup.against_computers(players=players, seed=3, dealer=1))
    window.resize(*size)
    while not window.panel.isVisible():
        my_turn_or_hand_over(qtbot, window)
        if window.flow.legal:
            window.turn.act(str(next(a for a in window.flow.legal if a.kind in ("play", "pass"))))
    table = window.table
    panel = window.view.mapToScene(window.panel.geometry()).boundingRect()
    # The cards as drawn (an item's bounding rect keeps room for a lift and a focus ring).
    items = [table.items_[s.id] for s in table.model.hands[0].slots]
    own = [item.mapToScene(item.shape()).boundingRect() for item in items]
    for thing in [table.plates[0].sceneBoundingRect(), *own]:
        assert not panel.intersects(thing), (panel, thing)
    # It narrows to leave the other seats' plates in sight, and where there is room, the pot
    # if it holds chips.
    others = [plate.sceneBoundingRect() for plate in table.plates[1:]]
    pot = [table.layout_.pot_area()] if size[0] >= 1600 and table.middle.pot.count() else []
    assert pot or size[0] < 1600, "the hand meant to test this left the pot empty"
    for thing in [*others, *pot]:
        assert not panel.intersects(thing), (panel, thing)
    header, number = (window.panel.table.itemAtPosition(row, 2).widget() for row in (0, 1))
    assert header.alignment() & Qt.AlignmentFlag.AlignRight
    assert number.alignment() & Qt.AlignmentFlag.AlignRight


def test_choosing_an_answer_says_whether_it_beats_the_trick_or_is_thrown(qtbot, open_window):
    from bura_desktop.core import beats

    for seed in range(20):  # a deal where the human answers holding a winner and a loser
        window = open_window(TableSetup.against_computers(seed=seed, dealer=0))
        my_turn_or_hand_over(qtbot, window)
        table = window.table
        if window.panel.isVisible() or not table.model.trick.plays:
            continue
        lead = [slot.card for slot in table.model.trick.winning()]
        trump = table.model.trump_indicator.suit
        singles = [a.cards for a in window.flow.legal if a.kind == "play" and len(a.cards) == 1]
        winners = [c for c in singles if beats(c, lead, trump)]
        losers = [c for c in singles if not beats(c, lead, trump)]
        if len(lead) == 1 and winners and losers:
            break
    else:
        pytest.fail("no deal in 20 gave a choice")
    table.hand.choose_only(winners[0])
    assert window.status.text().startswith(f"{winners[0][0]} beats the trick")
    table.hand.choose_only(losers[0])
    assert "does not beat the trick: it is thrown" in window.status.text()


def test_replay_this_deal_deals_the_same_cards_again(qtbot, open_window):
    from bura_desktop.core.events import DealerCut
    from bura_desktop.core.projection import SeenDeal

    window = open_window(TableSetup.against_computers(seed=4, dealer=1))
    deals = []
    window.table.event_shown.connect(lambda e: deals.append(e) if isinstance(e, SeenDeal) else 0)
    while not window.panel.isVisible():
        my_turn_or_hand_over(qtbot, window)
        if window.flow.legal:
            window.turn.act(str(next(a for a in window.flow.legal if a.kind in ("play", "pass"))))
    panel = window.panel
    assert not panel.seed.isVisible() and not panel.replay_button.isVisible()
    panel.details.click()  # the seed is behind Details
    assert "Deal seed" in panel.seed.text() and panel.replay_button.isVisible()
    first = deals[0]
    panel.replay_button.click()
    window.table.event_shown.connect(lambda e: deals.append(e) if isinstance(e, SeenDeal) else 0)
    qtbot.waitUntil(lambda: len(deals) == 2, timeout=5000)
    again = deals[1]
    same = ("hand", "indicator", "dealer", "hand_sizes")
    assert [getattr(again, f) for f in same] == [getattr(first, f) for f in same]
    assert window.setup.deal_seed is not None
    # A new game afterwards deals afresh, and cuts for its first dealer again.
    cuts = []
    window.new_game()
    window.table.event_shown.connect(lambda e: cuts.append(e) if isinstance(e, DealerCut) else 0)
    assert window.setup.deal_seed is None and window.setup.dealer is None
    qtbot.waitUntil(lambda: len(cuts) == 1, timeout=5000)


def test_the_next_hand_is_dealt_with_animations_on(qtbot, open_window):
    # The second deal crashed the game (a card item freed from inside its own animation's
    # deferred deletion); tests at speed "off" never animate, so they never saw it.
    from bura_desktop.ui.window.scripted import ScriptedRun

    timing.set_speed("fast")
    window = open_window(TableSetup.against_computers(seed=9, autoplay=True))
    ScriptedRun(window, (window.view, window.panel, window.status), autoplay=True, hands=2)
    qtbot.waitUntil(lambda: window.hands_played >= 2, timeout=60000)
    assert window.panel.isVisible()


def test_the_action_bar_says_names_as_written_never_as_html(qtbot, open_window):
    """Issue #35: who is thinking, why a play is refused, how a hand ended: the bar's line
    names the seat as it is written, a right-to-left name isolated from the words around it."""
    from bura_desktop.storage.seats import HUMAN, Seat

    name = "<img src=x>\u05d0"
    setup = TableSetup.against_computers(seed=0, dealer=1)
    setup = dataclasses.replace(setup, seats=(Seat("You", HUMAN), Seat(name, "random")))
    window = open_window(setup)
    my_turn_or_hand_over(qtbot, window)
    generation = window.flow.generation
    assert generation is not None
    window.turn.thinking(generation, 1)
    label = window.bar.label
    assert label.text() == f"\u2068{name}\u2069 is thinking…"
    assert label.textFormat() == Qt.TextFormat.PlainText


@pytest.mark.parametrize("players", [2, 6])
def test_the_end_of_hand_panel_never_narrows_below_its_words(
    qtbot, open_window, switch_language, large_desktop_font, players
):
    # Issue #47: the panel narrowed to the room between the seats cut its buttons' words
    # ("ледующая сдача (N"), the seed and the column headings.
    from tests.ui.screens import cut, room

    switch_language("ru")
    window = open_window(TableSetup.against_computers(players=players, seed=3, dealer=1))
    window.resize(room(800, 600))
    while not window.panel.isVisible():
        my_turn_or_hand_over(qtbot, window)
        if window.flow.legal:
            window.turn.act(str(next(a for a in window.flow.legal if a.kind in ("play", "pass"))))
    assert not cut(window.panel), cut(window.panel)
    window.panel.details.click()
    assert not cut(window.panel), cut(window.panel)


@pytest.mark.parametrize(
    ("players", "size"), [(2, None), (6, None), (2, (800, 560)), (2, (800, 580))]
)
def test_details_open_leave_the_stock_the_trump_and_the_pot_in_sight(
    qtbot, open_window, switch_language, players, size
):
    # Issue #47: opened on a small table the panel grew down over the middle of the table.
    # (800 x 560: maximised on an 800x600 screen with a slim title bar and no panel.)
    from PySide6.QtCore import QSize

    from tests.ui.screens import covered, room

    switch_language("ru")
    window = open_window(TableSetup.against_computers(players=players, seed=3, dealer=1))
    window.resize(room(800, 600) if size is None else QSize(*size))
    while not window.panel.isVisible():
        my_turn_or_hand_over(qtbot, window)
        if window.flow.legal:
            window.turn.act(str(next(a for a in window.flow.legal if a.kind in ("play", "pass"))))
    window.panel.details.click()
    assert window.panel.seed.isVisible()
    marks = ("trump badge", "stock count", "pot", "own card")
    hidden = [p for p in covered(window) if p.startswith(marks)]
    assert not hidden, hidden
