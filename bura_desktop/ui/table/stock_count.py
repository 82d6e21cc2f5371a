"""The number of cards left to draw: "Stock 17" beside the trump badge, or where the words do
not fit there, the number alone on a dark chip over the stock itself, where a number reads as
the pile's count without a word (a bare "17" beside the badge read as nothing in particular)."""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QPainter
from PySide6.QtWidgets import QGraphicsSimpleTextItem, QStyleOptionGraphicsItem, QWidget

CHIP_COLOUR = QColor(0, 0, 0, 190)


class StockCount(QGraphicsSimpleTextItem):
    def __init__(self) -> None:
        super().__init__()
        self.on_stock = False  # the number alone, on the stock's top card

    def set_on_stock(self, on_stock: bool) -> None:
        if on_stock != self.on_stock:
            self.prepareGeometryChange()
            self.on_stock = on_stock
            self.update()

    def _pad(self) -> float:
        return self.font().pixelSize() * 0.45

    def boundingRect(self) -> QRectF:
        rect = super().boundingRect()
        if not self.on_stock or not self.text():
            return rect
        pad = self._pad()
        return rect.adjusted(-pad, -pad / 2, pad, pad / 2)

    def paint(
        self,
        painter: QPainter,
        option: QStyleOptionGraphicsItem,
        widget: QWidget | None = None,
    ) -> None:
        if self.on_stock and self.text():
            chip = self.boundingRect()
            painter.setRenderHint(QPainter.RenderHint.Antialiasing)
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(CHIP_COLOUR)
            painter.drawRoundedRect(chip, chip.height() / 2, chip.height() / 2)
        super().paint(painter, option, widget)  # type: ignore[arg-type]  # Qt may pass None: the stub denies it


__all__ = ["StockCount"]
