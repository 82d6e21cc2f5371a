from __future__ import annotations

import pytest
from PySide6.QtGui import QImage

from bura_desktop.ui.records.charts import BarChart, BreakdownChart, LineChart, nice_ticks


def colours(image: QImage) -> set[int]:
    image = image.convertToFormat(QImage.Format.Format_RGB32)
    # Every third pixel is plenty to tell a drawing from a blank panel.
    return {image.pixel(x, y) for x in range(0, image.width(), 3) for y in range(image.height())}


def bankroll(hands: int) -> list[int]:
    return [100 + (n * 7919 % 23) - 11 for n in range(hands + 1)]


def levels(hands: int) -> list[tuple[str, int, int]]:
    return [("Beginner", hands // 2, hands - hands // 2), ("Expert", hands // 3, 0)]


def endings(hands: int) -> list[tuple[str, int]]:
    return [("Claim of 31", hands - hands // 4), ("Bura", hands // 4), ("Played out", 0)]


CHARTS = [
    (LineChart, LineChart.set_values, bankroll),
    (BarChart, BarChart.set_results, levels),
    (BreakdownChart, BreakdownChart.set_counts, endings),
]


@pytest.mark.parametrize(("chart_type", "setter", "data"), CHARTS)
@pytest.mark.parametrize("hands", [0, 1, 1000])
def test_charts_draw_something(qtbot, chart_type, setter, data, hands):
    chart = chart_type("Title")
    qtbot.addWidget(chart)
    chart.resize(360, 220)
    setter(chart, data(hands))
    assert chart.has_data() == (hands > 0)
    image = chart.grab().toImage()
    assert image.width() == 360
    assert len(colours(image)) > 1


@pytest.mark.parametrize(("chart_type", "setter", "data"), CHARTS)
def test_data_draws_more_than_the_empty_message(qtbot, chart_type, setter, data):
    chart = chart_type("Title")
    qtbot.addWidget(chart)
    chart.resize(360, 220)
    empty = chart.grab().toImage()
    setter(chart, data(12))
    assert chart.grab().toImage() != empty


def test_tiny_charts_still_paint(qtbot):
    chart = LineChart("Title")
    qtbot.addWidget(chart)
    chart.resize(40, 30)
    chart.set_values(bankroll(5))
    assert len(colours(chart.grab().toImage())) > 1


@pytest.mark.parametrize(
    ("low", "high"), [(0, 1), (0, 7), (-13, 250), (95, 105), (0, 1000), (-5000, -4000), (3, 3)]
)
def test_ticks_are_round_whole_numbers_covering_the_range(low, high):
    ticks = nice_ticks(low, high)
    assert ticks[0] <= low and ticks[-1] >= high
    assert 2 <= len(ticks) <= 7
    assert all(t == int(t) for t in ticks)
    steps = {b - a for a, b in zip(ticks, ticks[1:], strict=False)}
    assert len(steps) == 1
