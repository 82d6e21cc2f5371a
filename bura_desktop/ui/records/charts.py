"""Small chart widgets for the statistics window, drawn with QPainter.

Why not QtCharts: it ships in PySide6-Addons, not PySide6-Essentials, and would add about
150 MB to every bundle for three simple charts. These widgets draw with the palette, so they
follow light and dark themes, and show a message instead of empty axes when there is no data.
"""

from __future__ import annotations

import math
from collections.abc import Sequence

from PySide6.QtCore import QPointF, QRectF, QSize, Qt, Signal
from PySide6.QtGui import (
    QColor,
    QFontMetricsF,
    QMouseEvent,
    QPainter,
    QPainterPath,
    QPaintEvent,
    QPalette,
    QPen,
    QPolygonF,
)
from PySide6.QtWidgets import QToolTip, QWidget

from bura_desktop.app.i18n import fill

_PAD = 10.0


def nice_ticks(low: float, high: float, most: int = 5) -> list[float]:
    """Round tick values covering ``low``..``high``, at most about ``most`` of them."""
    if high <= low:
        high = low + 1
    raw = (high - low) / max(1, most - 1)
    magnitude = 10 ** math.floor(math.log10(raw))
    step = next(m * magnitude for m in (1, 2, 5, 10) if m * magnitude >= raw)
    step = max(step, 1.0)  # the charts count hands and chips: whole numbers only
    first = math.floor(low / step) * step
    last = math.ceil(high / step) * step
    count = round((last - first) / step)
    return [first + i * step for i in range(count + 1)]


def _tick_text(value: float) -> str:
    return f"{value:,.0f}".replace(",", "\u2009")  # a thin space groups digits in any language


def _is_dark(palette: QPalette) -> bool:
    return palette.color(QPalette.ColorRole.Base).lightness() < 128


def won_colour(palette: QPalette) -> QColor:
    return QColor("#66bb6a" if _is_dark(palette) else "#2e7d32")


def lost_colour(palette: QPalette) -> QColor:
    return QColor("#ef5350" if _is_dark(palette) else "#c62828")


class _Chart(QWidget):
    """A titled panel in the palette's colours that shows a message when it has no data."""

    def __init__(self, title: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._title = title
        self._empty_text = self.tr("No hands played yet")
        self.setAttribute(Qt.WidgetAttribute.WA_OpaquePaintEvent)

    def set_title(self, title: str) -> None:
        self._title = title
        self.update()

    def sizeHint(self) -> QSize:
        return QSize(360, 220)

    def minimumSizeHint(self) -> QSize:
        return QSize(240, 160)

    def has_data(self) -> bool:
        raise NotImplementedError

    def paint_plot(self, painter: QPainter, area: QRectF) -> None:
        raise NotImplementedError

    def paintEvent(self, event: QPaintEvent) -> None:
        palette = self.palette()
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setRenderHint(QPainter.RenderHint.TextAntialiasing)
        bounds = QRectF(self.rect()).adjusted(0.5, 0.5, -0.5, -0.5)
        painter.fillRect(self.rect(), palette.color(QPalette.ColorRole.Window))
        painter.setPen(QPen(palette.color(QPalette.ColorRole.Mid), 1))
        painter.setBrush(palette.color(QPalette.ColorRole.Base))
        painter.drawRoundedRect(bounds, 6, 6)

        title_font = painter.font()
        title_font.setBold(True)
        painter.setFont(title_font)
        height = QFontMetricsF(title_font).height()
        painter.setPen(palette.color(QPalette.ColorRole.Text))
        title_rect = QRectF(_PAD, _PAD * 0.6, self.width() - 2 * _PAD, height)
        painter.drawText(title_rect, Qt.AlignmentFlag.AlignLeft, self._title)
        painter.setFont(self.font())

        area = QRectF(_PAD, title_rect.bottom() + _PAD * 0.6, 0, 0)
        area.setRight(self.width() - _PAD)
        area.setBottom(self.height() - _PAD)
        if self.has_data():
            self.paint_plot(painter, area)
        else:
            painter.setPen(palette.color(QPalette.ColorRole.PlaceholderText))
            painter.drawText(area, Qt.AlignmentFlag.AlignCenter, self._empty_text)
        painter.end()

    def _grid(
        self, painter: QPainter, plot: QRectF, ticks: Sequence[float], low: float, high: float
    ) -> None:
        """Horizontal grid lines with their values left of ``plot``."""
        palette = self.palette()
        metrics = QFontMetricsF(painter.font())
        grid = QColor(palette.color(QPalette.ColorRole.Text))
        grid.setAlphaF(0.12)
        for value in ticks:
            y = plot.bottom() - (value - low) / (high - low) * plot.height()
            painter.setPen(QPen(grid, 1))
            painter.drawLine(QPointF(plot.left(), y), QPointF(plot.right(), y))
            painter.setPen(palette.color(QPalette.ColorRole.Text))
            label = QRectF(0, y - metrics.height() / 2, plot.left() - 6, metrics.height())
            painter.drawText(
                label,
                Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter,
                _tick_text(value),
            )

    def _value_axis_width(self, painter: QPainter, ticks: Sequence[float]) -> float:
        metrics = QFontMetricsF(painter.font())
        return max(metrics.horizontalAdvance(_tick_text(t)) for t in ticks) + 12


class LineChart(_Chart):
    """A value after each hand, such as the bankroll over a session; a click on a hand's point
    names that hand (``hand_clicked``: 1 for the first hand)."""

    hand_clicked = Signal(int)

    def __init__(self, title: str, x_label: str = "", parent: QWidget | None = None) -> None:
        super().__init__(title, parent)
        self._values: list[int] = []
        self._x_label = x_label or self.tr("Hands")
        # Where the last painting put the hands' points: (left, width) of the plot.
        self._span: tuple[float, float] | None = None
        self.setMouseTracking(True)

    def set_values(self, values: Sequence[int]) -> None:
        """``values[0]`` is the value before the first hand, then one value per hand."""
        self._values = list(values)
        self._span = None
        self.update()

    def hand_at(self, x: float) -> int | None:
        """The hand whose point is nearest ``x`` (1 for the first), None off the plot."""
        if self._span is None or not self.has_data():
            return None
        left, width = self._span
        hands = len(self._values) - 1
        step = width / hands
        hand = round((x - left) / step)
        if hand < 1 or hand > hands or abs(left + hand * step - x) > max(step / 2, 6):
            return None
        return hand

    def mouseMoveEvent(self, event: QMouseEvent) -> None:
        hand = self.hand_at(event.position().x())
        if hand is None:
            self.unsetCursor()
            QToolTip.hideText()
            return
        self.setCursor(Qt.CursorShape.PointingHandCursor)
        text = fill(
            self.tr("Hand %1: %2. Click to open it in the history."), hand, self._values[hand]
        )
        QToolTip.showText(event.globalPosition().toPoint(), text, self)

    def mousePressEvent(self, event: QMouseEvent) -> None:
        hand = self.hand_at(event.position().x())
        if event.button() == Qt.MouseButton.LeftButton and hand is not None:
            self.hand_clicked.emit(hand)
        else:
            super().mousePressEvent(event)

    def values(self) -> list[int]:
        return list(self._values)

    def has_data(self) -> bool:
        return len(self._values) >= 2

    def paint_plot(self, painter: QPainter, area: QRectF) -> None:
        palette = self.palette()
        metrics = QFontMetricsF(painter.font())
        values = self._values
        ticks = nice_ticks(min(values), max(values))
        low, high = ticks[0], ticks[-1]
        plot = QRectF(area)
        plot.setLeft(area.left() + self._value_axis_width(painter, ticks))
        plot.setBottom(area.bottom() - metrics.height() * 2 - 4)
        plot.setTop(area.top() + metrics.height() / 2)
        hands = len(values) - 1
        x_ticks = [t for t in nice_ticks(0, hands, 6) if t <= hands]
        # Room for half the last hand number, which is centred on the right edge.
        plot.setRight(area.right() - metrics.horizontalAdvance(_tick_text(x_ticks[-1])) / 2)
        self._grid(painter, plot, ticks, low, high)
        self._span = (plot.left(), plot.width())

        painter.setPen(palette.color(QPalette.ColorRole.Text))
        for tick in x_ticks:
            x = plot.left() + tick / hands * plot.width()
            width = metrics.horizontalAdvance(_tick_text(tick)) + 4
            painter.drawText(
                QRectF(x - width / 2, plot.bottom() + 3, width, metrics.height()),
                Qt.AlignmentFlag.AlignHCenter,
                _tick_text(tick),
            )
        painter.drawText(
            QRectF(
                plot.left(), plot.bottom() + metrics.height() + 4, plot.width(), metrics.height()
            ),
            Qt.AlignmentFlag.AlignHCenter,
            self._x_label,
        )
        # The area is filled towards zero when zero is on the chart, so losses read as such.
        base = plot.bottom()
        if low < 0 < high:
            zero = plot.bottom() - (0 - low) / (high - low) * plot.height()
            base = zero
            axis = QColor(palette.color(QPalette.ColorRole.Text))
            axis.setAlphaF(0.45)
            painter.setPen(QPen(axis, 1))
            painter.drawLine(QPointF(plot.left(), zero), QPointF(plot.right(), zero))

        # A list to read and a polygon to draw (the stubs give QPolygonF no indexing or iteration).
        spots = [
            QPointF(
                plot.left() + i / hands * plot.width(),
                plot.bottom() - (v - low) / (high - low) * plot.height(),
            )
            for i, v in enumerate(values)
        ]
        colour = palette.color(QPalette.ColorRole.Highlight)
        fill = QColor(colour)
        fill.setAlphaF(0.15)
        under = QPainterPath()
        under.moveTo(spots[0].x(), base)
        for point in spots:
            under.lineTo(point)
        under.lineTo(spots[-1].x(), base)
        painter.fillPath(under, fill)
        pen = QPen(colour, 2)
        pen.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
        painter.setPen(pen)
        painter.drawPolyline(QPolygonF(spots))
        # Dots help while hands are few; past that they would blur into the line.
        if hands <= 40:
            painter.setBrush(colour)
            for point in spots:
                painter.drawEllipse(point, 2.5, 2.5)


class BarChart(_Chart):
    """Hands won and lost per category (opponent level), as pairs of bars."""

    def __init__(self, title: str, parent: QWidget | None = None) -> None:
        super().__init__(title, parent)
        self._results: list[tuple[str, int, int]] = []

    def set_results(self, results: Sequence[tuple[str, int, int]]) -> None:
        """(label, won, lost) per category, in display order."""
        self._results = list(results)
        self.updateGeometry()  # the labels set the minimum width
        self.update()

    def results(self) -> list[tuple[str, int, int]]:
        return list(self._results)

    def minimumSizeHint(self) -> QSize:
        """Wide enough for every level's name in full under its bars."""
        base = super().minimumSizeHint()
        if not self._results:
            return base
        metrics = QFontMetricsF(self.font())
        slot = max(metrics.horizontalAdvance(name) for name, _, _ in self._results) + 8
        axis = metrics.horizontalAdvance("0000") + 8
        width = axis + slot * len(self._results) + 2 * _PAD
        return QSize(max(base.width(), math.ceil(width)), base.height())

    def has_data(self) -> bool:
        return any(won or lost for _, won, lost in self._results)

    def paint_plot(self, painter: QPainter, area: QRectF) -> None:
        palette = self.palette()
        metrics = QFontMetricsF(painter.font())
        ticks = nice_ticks(0, max(max(w, lo) for _, w, lo in self._results), 5)
        high = ticks[-1]
        plot = QRectF(area)
        plot.setLeft(area.left() + self._value_axis_width(painter, ticks))
        plot.setTop(area.top() + metrics.height() + 8)  # room for the legend
        plot.setBottom(area.bottom() - metrics.height() - 4)
        self._grid(painter, plot, ticks, 0, high)

        colours = (won_colour(palette), lost_colour(palette))
        self._legend(painter, area, (self.tr("Won"), self.tr("Lost")), colours)
        slot = plot.width() / len(self._results)
        bar = min(28.0, slot * 0.32)
        text = palette.color(QPalette.ColorRole.Text)
        for number, (label, won, lost) in enumerate(self._results):
            centre = plot.left() + slot * (number + 0.5)
            for side, (count, colour) in enumerate(zip((won, lost), colours, strict=True)):
                height = count / high * plot.height()
                left = centre - bar - 1 if side == 0 else centre + 1
                rect = QRectF(left, plot.bottom() - height, bar, height)
                painter.fillRect(rect, colour)
                if count:
                    painter.setPen(text)
                    painter.drawText(
                        QRectF(
                            left - 10, rect.top() - metrics.height(), bar + 20, metrics.height()
                        ),
                        Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignBottom,
                        str(count),
                    )
            painter.setPen(text)
            name = metrics.elidedText(label, Qt.TextElideMode.ElideRight, slot - 4)
            painter.drawText(
                QRectF(centre - slot / 2, plot.bottom() + 3, slot, metrics.height()),
                Qt.AlignmentFlag.AlignHCenter,
                name,
            )

    def _legend(
        self,
        painter: QPainter,
        area: QRectF,
        labels: Sequence[str],
        colours: Sequence[QColor],
    ) -> None:
        metrics = QFontMetricsF(painter.font())
        box = metrics.height() * 0.7
        x = area.right()
        for label, colour in reversed(list(zip(labels, colours, strict=True))):
            width = metrics.horizontalAdvance(label)
            x -= width
            painter.setPen(self.palette().color(QPalette.ColorRole.Text))
            painter.drawText(QPointF(x, area.top() + metrics.ascent()), label)
            x -= box + 4
            painter.fillRect(QRectF(x, area.top() + (metrics.height() - box) / 2, box, box), colour)
            x -= 14


class BreakdownChart(_Chart):
    """How many hands ended each way, as horizontal bars with counts and percentages."""

    def __init__(self, title: str, parent: QWidget | None = None) -> None:
        super().__init__(title, parent)
        self._counts: list[tuple[str, int]] = []

    def set_counts(self, counts: Sequence[tuple[str, int]]) -> None:
        """(label, count) per row, in display order."""
        self._counts = list(counts)
        self.updateGeometry()  # the labels set the minimum width
        self.update()

    def counts(self) -> list[tuple[str, int]]:
        return list(self._counts)

    def minimumSizeHint(self) -> QSize:
        """Wide enough for the longest label in full (labels are longer in some languages)."""
        base = super().minimumSizeHint()
        if not self._counts:
            return base
        metrics = QFontMetricsF(self.font())
        labels = max(metrics.horizontalAdvance(n) for n, _ in self._counts) + 10
        figures = metrics.horizontalAdvance("999  (100\u202f%)") + 8
        # The labels take at most 45% of the plot (see paint_plot), and the bars need some room.
        plot = max(labels / 0.45, labels + figures + 40)
        return QSize(max(base.width(), math.ceil(plot + 2 * _PAD)), base.height())

    def has_data(self) -> bool:
        return sum(count for _, count in self._counts) > 0

    def paint_plot(self, painter: QPainter, area: QRectF) -> None:
        palette = self.palette()
        metrics = QFontMetricsF(painter.font())
        total = sum(count for _, count in self._counts)
        most = max(count for _, count in self._counts)
        label_width = min(
            area.width() * 0.45, max(metrics.horizontalAdvance(n) for n, _ in self._counts) + 10
        )
        figures = [f"{count}  ({100 * count / total:.0f}\u202f%)" for _, count in self._counts]
        figure_width = max(metrics.horizontalAdvance(f) for f in figures) + 8
        track = area.width() - label_width - figure_width
        row = min(area.height() / len(self._counts), metrics.height() * 1.9)
        bar_height = min(row * 0.62, metrics.height() * 1.1)
        text = palette.color(QPalette.ColorRole.Text)
        colour = palette.color(QPalette.ColorRole.Highlight)
        for number, ((label, count), figure) in enumerate(zip(self._counts, figures, strict=True)):
            top = area.top() + number * row
            middle = QRectF(area.left(), top, area.width(), row)
            painter.setPen(text)
            name = metrics.elidedText(label, Qt.TextElideMode.ElideRight, label_width - 10)
            painter.drawText(
                QRectF(middle.left(), top, label_width - 10, row),
                Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter,
                name,
            )
            left = area.left() + label_width
            bar_top = top + (row - bar_height) / 2
            length = track * count / most
            painter.fillRect(QRectF(left, bar_top, length, bar_height), colour)
            painter.drawText(
                QRectF(left + length + 6, top, figure_width + track - length, row),
                Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
                figure,
            )


__all__ = [
    "BarChart",
    "BreakdownChart",
    "LineChart",
    "lost_colour",
    "nice_ticks",
    "won_colour",
]
