"""Every seat has room: hands, piles and plates never overlap, nor the stock or the pot."""

import pytest
from PySide6.QtCore import QRectF

from bura_desktop.ui.layout import TableLayout
from tests.ui.showing import show


def corner_items(layout):
    ch, cw = layout.card_height, layout.card_width
    stock = QRectF(layout.indicator.x() - ch / 2, layout.stock.y() - ch / 2, ch * 0.8 + cw, ch)
    pot = QRectF(layout.pot.x() - cw * 0.5, layout.pot.y() - ch * 0.5, cw, ch * 0.8)
    return [stock, pot]


@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
@pytest.mark.parametrize("size", [(640, 420), (800, 640), (1024, 640), (1920, 1080), (900, 900)])
def test_seats_do_not_overlap_and_stay_on_the_table(players, size):
    width, height = size
    layout = TableLayout.compute(width, height, players)
    areas = [layout.footprint(seat) for seat in range(players)] + corner_items(layout)
    table = QRectF(0, 0, width, height)
    for i, area in enumerate(areas):
        assert table.contains(area), (i, area)
        for other in areas[i + 1 :]:
            assert not area.intersects(other), (i, area, other)


@pytest.mark.parametrize("players", [3, 4, 6])
def test_scene_plates_and_hands_do_not_overlap(qtbot, players):
    from bura_desktop.app import TableSetup
    from bura_desktop.core import Game
    from bura_desktop.ui import timing
    from bura_desktop.ui.table import TableScene

    timing.set_speed(timing.Speed.OFF)
    setup = TableSetup.against_computers(players=players, seed=1)
    scene = TableScene(setup)
    scene.relayout(1024, 640)
    game = Game(setup.rules, seed=1)
    show(scene, game.opening_events, game.view(0))
    boxes = []
    for seat in range(players):
        hand = QRectF()
        for slot in scene.model.hands[seat].slots:
            hand = hand.united(scene.items_[slot.id].sceneBoundingRect())
        boxes.append(hand)
        boxes.append(scene.plates[seat].sceneBoundingRect())
    for i, box in enumerate(boxes):
        for other in boxes[i + 1 :]:
            assert not box.intersects(other)
    timing.set_speed(timing.Speed.NORMAL)


@pytest.mark.parametrize("size", [(800, 640), (1024, 640)])
def test_six_players_get_cards_nearly_as_large_as_four(size):
    # The table of a 1024-pixel window beside the log: cards of 58 pixels were hard to read.
    six = TableLayout.compute(*size, 6).card_height
    assert six >= 0.95 * TableLayout.compute(*size, 4).card_height


def play_area(layout, seat, cards=3):
    """Where a play of ``cards`` cards lies in the trick."""
    spot = layout.seats[seat].trick
    width, height = layout.play_width(cards), layout.card_height * layout.trick_scale
    return QRectF(spot.x() - width / 2, spot.y() - height / 2, width, height)


@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
@pytest.mark.parametrize("size", [(640, 420), (800, 640), (1024, 640), (1920, 1080), (900, 900)])
def test_each_play_lies_in_front_of_its_seat_clear_of_the_others(players, size):
    width, height = size
    layout = TableLayout.compute(width, height, players)
    plays = [play_area(layout, seat) for seat in range(players)]
    fixed = [layout.footprint(seat) for seat in range(players)] + corner_items(layout)
    for i, play in enumerate(plays):
        assert QRectF(0, 0, width, height).contains(play), (i, play)
        for other in plays[i + 1 :]:
            assert not play.intersects(other), (i, play, other)
        for thing in fixed:
            assert not play.intersects(thing), (i, play, thing)
