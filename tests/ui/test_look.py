"""The table's look where a player notices it: the room round the table and the log in the
cloth's deep shade, a pile that casts one shadow, the own card rising under the pointer, a
ring on a thinking computer's plate and the dealer's token."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QEvent, QPointF, QRectF
from PySide6.QtGui import QColor, QImage, QPainter, QPalette
from PySide6.QtWidgets import QApplication, QGraphicsSceneHoverEvent

from bura_desktop.app import TableSetup
from bura_desktop.core import Game, Rules
from bura_desktop.ui.table import timing
from bura_desktop.ui.table.card_art import CardRenderer
from bura_desktop.ui.table.card_item import HOVER_LIFT, CardItem
from bura_desktop.ui.table.scene import TableScene
from tests.ui.showing import show


def dealt(qtbot, players=2):
    rules = Rules.preset("classic", players=players)
    game = Game(rules, seed=8, dealer=1)
    scene = TableScene(TableSetup.against_computers(players=players, rules=rules, seed=8))
    scene.relayout(1024, 640)
    show(scene, game.opening_events, game.view(0))
    qtbot.waitUntil(lambda: not scene.busy)
    return scene, game


def corner(scene: TableScene, palette: QPalette) -> QColor:
    """The colour in the table's top left corner, outside its rim, with ``palette``."""
    old = QApplication.palette()
    QApplication.setPalette(palette)
    try:
        image = QImage(200, 200, QImage.Format.Format_ARGB32)
        painter = QPainter(image)
        scene.drawBackground(painter, QRectF(0, 0, 200, 200))
        painter.end()
        return image.pixelColor(2, 2)
    finally:
        QApplication.setPalette(old)


def test_the_room_round_the_table_is_a_deep_shade_of_its_cloth(qtbot):
    # Issue #47: the system's flat grey round the rim made the table look pasted on a page.
    scene = TableScene(TableSetup.against_computers(players=2, seed=1))
    scene.relayout(1024, 640)
    light, dark = QPalette(QColor("#eeeeee")), QPalette(QColor("#202020"))
    room = corner(scene, light)
    assert room == corner(scene, dark)  # whatever the system's colours
    assert room.lightness() < 40 and room.green() > room.red()  # the green cloth's, deep


@pytest.mark.usefixtures("no_animation")
def test_a_pile_casts_one_shadow_and_a_hand_one_for_each_card(qtbot):
    scene, _ = dealt(qtbot)
    stock = [scene.items_[slot.id].shadowed for slot in scene.model.stock.slots]
    assert stock[0] and not any(stock[1:])
    own = scene.model.hands[scene.watched].slots
    assert all(scene.items_[slot.id].shadowed for slot in own)


def lift(item: CardItem) -> float:
    """How far the card has risen, 0 to 1 (the Qt property: its stub type is no float)."""
    return float(item.property("lift"))


def hover(item: CardItem, enter: bool) -> None:
    kind = QEvent.Type.GraphicsSceneHoverEnter if enter else QEvent.Type.GraphicsSceneHoverLeave
    event = QGraphicsSceneHoverEvent(kind)
    event.setScenePos(QPointF(0, 0))
    if enter:
        item.hoverEnterEvent(event)
    else:
        item.hoverLeaveEvent(event)


@pytest.mark.usefixtures("no_animation")
def test_only_an_own_card_rises_under_the_pointer_and_a_played_one_settles(qtbot):
    renderer = CardRenderer()
    own, other = CardItem(None, renderer), CardItem(None, renderer)
    own.draggable = True
    hover(own, True)
    hover(other, True)
    assert lift(own) == HOVER_LIFT and lift(other) == 0.0
    own.set_chosen(True)
    assert lift(own) == 1.0
    own.set_chosen(False)  # still under the pointer
    assert lift(own) == HOVER_LIFT
    own.draggable = False  # played: it lands as it lies, not half raised
    assert lift(own) == 0.0
    own.draggable = True
    hover(own, False)
    assert lift(own) == 0.0


def test_a_thinking_computer_has_a_ring_until_its_move_shows(qtbot):
    scene, game = dealt(qtbot, players=3)
    scene.think(2)
    assert [plate.is_thinking() for plate in scene.plates] == [False, False, True]
    scene.think(1)
    assert [plate.is_thinking() for plate in scene.plates] == [False, True, False]
    action = game.legal_actions()[0]
    show(scene, game.apply(action), game.view(0))
    qtbot.waitUntil(lambda: not scene.busy)
    assert not any(plate.is_thinking() for plate in scene.plates)


def test_the_ring_stands_still_where_animations_are_off(qtbot, normal_speed_afterwards):
    scene, _ = dealt(qtbot)
    timing.set_speed("off")
    scene.think(1)
    plate = scene.plates[1]
    assert plate.is_thinking() and not plate.turning()
    scene.think(0)
    timing.set_speed("normal")
    scene.think(1)
    assert plate.turning()
    scene.think(-1)
    assert not plate.turning()


@pytest.mark.parametrize("speed", ["normal", "off"])
def test_a_winning_claim_has_a_flourish_unless_animations_are_off(
    qtbot, monkeypatch, normal_speed_afterwards, speed
):
    from bura_desktop.core.events import Claimed
    from bura_desktop.ui.table.flourish import Flourish
    from tests.ui.showing import played_hand

    timing.set_speed(speed)
    rules = Rules.preset("classic")
    game, events = played_hand(rules, 3)
    claim = next(e for e in events if isinstance(e, Claimed))
    assert claim.correct
    scene = TableScene(TableSetup.against_computers(players=2, rules=rules, seed=3))
    scene.relayout(1024, 640)
    added = []
    add = scene.addItem

    def adding(item):
        added.append(item)
        add(item)

    monkeypatch.setattr(scene, "addItem", adding)
    show(scene, events, game.view(0))
    qtbot.waitUntil(lambda: not scene.busy, timeout=20000)
    flourishes = [item for item in added if isinstance(item, Flourish)]
    assert len(flourishes) == (1 if speed == "normal" else 0)


def test_the_three_coloured_backs_differ_in_pattern_not_only_in_colour(qtbot):
    from PySide6.QtCore import QSize

    from bura_desktop.ui.table.card_art import BACK_COLOURS, render_image

    def pattern(back: str) -> list[bool]:
        """Where the back is lighter than its colour: its pattern, whatever the colour."""
        image = render_image("atlas", None, QSize(60, 90), 1.0, back)
        base = BACK_COLOURS[back].lightness()
        return [
            image.pixelColor(x, y).lightness() > base + 12
            for x in range(6, 54)
            for y in range(6, 24)  # above the roundel of suits they share
        ]

    patterns = [pattern(back) for back in BACK_COLOURS]
    assert all(any(p) for p in patterns)
    assert len({tuple(p) for p in patterns}) == len(BACK_COLOURS)


@pytest.mark.parametrize("window", ["#eeeeee", "#202020"])
def test_the_log_is_in_the_tables_colours_its_red_suits_red_each_hand_in_gold(qtbot, window):
    from PySide6.QtGui import QTextCursor

    from bura_desktop.ui.window.log_panel import HAND_START, RED_SUIT, LogPanel

    old = QApplication.palette()
    QApplication.setPalette(QPalette(QColor(window)))
    try:
        log = LogPanel()
        qtbot.addWidget(log)
        log.resize(200, 100)
        log.set_felt(QColor("#1d5c3a"))
        log.tell("Hand 2: you deal. Trump ♥ (8♥).", False, starts_hand=True)
        log.tell("Masha led 6♠.", False)
        shade = log.grab().toImage().pixelColor(100, 80).lightness()
    finally:
        QApplication.setPalette(old)
    assert shade < 40  # the room's deep shade, on a light system too

    def colour_at(text: str) -> QColor:
        cursor = log.document().find(text)
        assert not cursor.isNull(), text
        cursor.setPosition(cursor.selectionStart() + 1, QTextCursor.MoveMode.MoveAnchor)
        return cursor.charFormat().foreground().color()

    assert colour_at("♥") == RED_SUIT
    assert colour_at("Hand 2") == HAND_START
    assert colour_at("♠") not in (RED_SUIT, HAND_START)


def test_the_panels_on_the_felt_are_one_family_each_with_its_own_edge(qtbot):
    # Issue #47: the bar, the lesson bubble and the end-of-hand panel had been the same
    # near-black slab. One body and one rounding; the felt, gold and wood round them.
    from PySide6.QtWidgets import QWidget

    from bura_desktop.ui.window import panel_look as look
    from bura_desktop.ui.window.action_bar import ActionBar
    from bura_desktop.ui.window.hand_over_panel import HandOverPanel
    from bura_desktop.ui.window.lessons_room import LessonBubble

    parent = QWidget()
    qtbot.addWidget(parent)
    parent.resize(800, 600)
    bar, bubble, panel = ActionBar(parent), LessonBubble(parent), HandOverPanel()
    qtbot.addWidget(panel)
    bubble.heading.setText("Lesson 1")
    edges = {}
    for frame, kind in ((bar, "felt"), (bubble, "gold"), (panel, "wood")):
        frame.resize(300, 120)
        frame.show()
        assert f"border-radius: {look.RADIUS}px" in frame.styleSheet()
        image = frame.grab().toImage()
        edge = image.pixelColor(150, 1)  # the middle of the top edge
        expected = look.EDGES[kind]
        assert (
            max(
                abs(edge.red() - expected.red()),
                abs(edge.green() - expected.green()),
                abs(edge.blue() - expected.blue()),
            )
            < 24
        ), (kind, edge.name())
        edges[kind] = edge.name()
    assert len(set(edges.values())) == 3


def luminance(colour: QColor) -> float:
    def channel(value: int) -> float:
        c = value / 255
        return c / 12.92 if c <= 0.03928 else ((c + 0.055) / 1.055) ** 2.4

    r, g, b = (channel(v) for v in (colour.red(), colour.green(), colour.blue()))
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def contrast(one: QColor, other: QColor) -> float:
    """The contrast ratio of two colours (WCAG), from 1 to 21."""
    light, dark = sorted((luminance(one), luminance(other)), reverse=True)
    return (light + 0.05) / (dark + 0.05)


@pytest.mark.parametrize("kind", ["felt", "gold", "wood"])
def test_the_panels_words_keep_their_contrast(kind):
    from bura_desktop.ui.window import panel_look as look

    top = look.mixed(look.EDGES[kind], look.TOP_TINT)
    for words in (look.TEXT, look.SOFT, look.GOLD):
        assert contrast(words, top) >= 4.5 and contrast(words, look.BODY) >= 4.5
    # The bar lets a little of the cloth through: on a white cloth too.
    felt = QColor("#ffffff")
    through = look.mixed(felt, 30 / 255, top)
    assert contrast(look.TEXT, through) >= 4.5
