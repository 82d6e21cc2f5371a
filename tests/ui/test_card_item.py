import pytest
from PySide6.QtCore import QPointF, Qt
from PySide6.QtWidgets import QGraphicsScene, QGraphicsView

from bura_desktop.core.cards import parse_card
from bura_desktop.ui.table.card_art import CardRenderer
from bura_desktop.ui.table.card_item import FLYING_Z, CardItem, ChipStack, card_name
from bura_desktop.ui.table.timing import ms, set_speed, speed


@pytest.fixture
def scene(qapp):
    scene = QGraphicsScene(0, 0, 800, 600)
    yield scene
    scene.clear()


@pytest.fixture
def renderer(qapp):
    return CardRenderer("contrast", 100)


def test_card_name():
    assert card_name(parse_card("A♠")) == "Ace of spades"
    assert card_name(parse_card("10♥")) == "Ten of hearts"


def test_accessible_text_hides_face_down_cards(renderer):
    item = CardItem(parse_card("Q♦"), renderer, face_up=False)
    assert item.accessible_text() == "Face-down card"
    item.set_face_up(True)
    assert item.accessible_text() == "Queen of diamonds"


def test_animate_with_zero_duration_jumps(scene, renderer):
    item = CardItem(parse_card("K♣"), renderer)
    scene.addItem(item)
    assert item.animate(QPointF(120, 80), 7, 15, True, 0) is None
    assert item.pos() == QPointF(120, 80)
    assert item.zValue() == 7
    assert item.rotation() == 15
    assert item.is_face_up()


def test_animate_reaches_target_when_finished(qtbot, scene, renderer):
    item = CardItem(parse_card("6♥"), renderer)
    scene.addItem(item)
    animation = item.animate(QPointF(300, 200), 3, -10, None, 60)
    assert animation is not None  # a duration: it moves there
    assert item.zValue() == FLYING_Z + 3
    with qtbot.waitSignal(animation.finished, timeout=2000):
        pass
    assert item.pos() == QPointF(300, 200)
    assert item.rotation() == -10
    assert item.zValue() == 3


@pytest.mark.parametrize("start, end", [(False, True), (True, False)])
def test_flip_ends_on_requested_face(qtbot, scene, renderer, start, end):
    item = CardItem(parse_card("J♠"), renderer, face_up=start)
    scene.addItem(item)
    animation = item.animate(QPointF(10, 10), 1, 0, end, 60)
    assert animation is not None
    with qtbot.waitSignal(animation.finished, timeout=2000):
        pass
    assert item.is_face_up() is end
    assert item._shown_face_up is end
    # PySide6's stub types a Property as the descriptor, not the float it reads as.
    assert item.flip == 0.0  # type: ignore[comparison-overlap]


def test_new_animation_finishes_the_running_one(qtbot, scene, renderer):
    item = CardItem(parse_card("9♦"), renderer)
    scene.addItem(item)
    item.animate(QPointF(500, 500), 2, 0, True, 5000)
    item.animate(QPointF(50, 50), 4, 0, None, 0)
    assert item.pos() == QPointF(50, 50)
    assert item.zValue() == 4
    assert item.is_face_up()


def test_clicking_emits_clicked(qtbot, scene, renderer):
    card = parse_card("A♥")
    item = CardItem(card, renderer, face_up=True)
    scene.addItem(item)
    item.setPos(200, 200)
    view = QGraphicsView(scene)
    qtbot.addWidget(view)
    view.setSceneRect(scene.sceneRect())
    view.resize(820, 620)
    view.show()
    qtbot.waitExposed(view)
    point = view.mapFromScene(item.pos())
    with qtbot.waitSignal(item.clicked, timeout=1000) as blocker:
        qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=point)
    assert blocker.args == [card]


def test_choosing_lifts_the_card(renderer):
    item = CardItem(parse_card("7♣"), renderer, face_up=True)
    item.set_chosen(True, duration_ms=0)
    # PySide6's stub types a Property as the descriptor, not the float it reads as.
    assert item.is_chosen() and item.lift == 1.0  # type: ignore[comparison-overlap]
    assert item.shape().boundingRect().top() < -renderer.card_size().height() / 2
    item.set_chosen(False, duration_ms=0)
    assert item.lift == 0.0  # type: ignore[comparison-overlap]  # as above


def test_chip_stack_counts_and_slides(qtbot, scene):
    chips = ChipStack(5)
    scene.addItem(chips)
    chips.set_count(12)
    assert chips.count() == 12
    assert chips.slide_to(QPointF(40, 40), 0) is None
    assert chips.pos() == QPointF(40, 40)
    animation = chips.slide_to(QPointF(400, 300), 50)
    assert animation is not None
    with qtbot.waitSignal(animation.finished, timeout=2000):
        pass
    assert chips.pos() == QPointF(400, 300)


def test_speed_scales_durations():
    saved = speed()
    try:
        set_speed("off")
        assert ms(300) == 0
        set_speed("fast")
        assert ms(300) == 150
        set_speed("normal")
        assert ms(300) == 300
    finally:
        set_speed(saved)
