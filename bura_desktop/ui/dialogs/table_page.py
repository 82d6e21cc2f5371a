"""Preferences ▸ Table: how the table looks and sounds (issue #50: a page of its own)."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QSize, Qt
from PySide6.QtGui import QColor, QIcon, QPainter, QPixmap
from PySide6.QtWidgets import (
    QAbstractButton,
    QButtonGroup,
    QCheckBox,
    QColorDialog,
    QComboBox,
    QFormLayout,
    QHBoxLayout,
    QPushButton,
    QSlider,
    QToolButton,
    QWidget,
)

from bura_desktop.core.cards import Card, Rank, Suit
from bura_desktop.storage.settings import (
    ANIMATION_SPEEDS,
    CARD_BACKS,
    CARD_DECKS,
    CARD_SIZES,
    NUMBER_LIMITS,
    TableSettings,
)
from bura_desktop.ui.table.card_art import DECK_BACK, CardRenderer

_PREVIEW_CARD = Card(Rank.KING, Suit.HEARTS)
_PREVIEW_HEIGHT = 84


class TablePage(QWidget):
    """The animation's speed, the cards' deck, back and size, the cloth's colour, the points
    assist, the hand's order and the sound."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._colour = QColor()
        form = QFormLayout(self)
        form.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.FieldsStayAtSizeHint)
        speed = QComboBox()
        speed.setObjectName("animation_speed")
        speed_names = {
            "off": self.tr("Off"),
            "fast": self.tr("Fast"),
            "normal": self.tr("Normal"),
            "slow": self.tr("Slow"),
        }
        for pace in ANIMATION_SPEEDS:
            speed.addItem(speed_names[pace], pace)
        speed.setToolTip(self.tr("How quickly cards are dealt and played; Off moves them at once."))
        self._speed = speed
        form.addRow(self.tr("Animation speed:"), speed)

        deck_names = {"atlas": self.tr("Atlas"), "contrast": self.tr("High contrast")}
        deck_tips = {
            "atlas": self.tr("The traditional Russian Atlas pack."),
            "contrast": self.tr("Large indices and four suit colours, easy to read."),
        }
        self._deck_group, decks = self._picture_row(
            "card_deck",
            {
                deck: (deck_names[deck], deck_tips[deck], self._deck_preview(deck))
                for deck in CARD_DECKS
            },
        )
        form.addRow(self.tr("Card deck:"), decks)
        back_names = {  # "card back": a back (рубашка) is feminine where a felt is not
            "deck": self.tr("The deck's own", "card back"),
            "red": self.tr("Red", "card back"),
            "blue": self.tr("Blue", "card back"),
            "green": self.tr("Green", "card back"),
        }
        self._back_group, backs = self._picture_row(
            "card_back",
            {
                back: (
                    back_names[back],
                    self.tr("The back of every card face down."),
                    self._back_preview(back),
                )
                for back in CARD_BACKS
            },
        )
        form.addRow(self.tr("Card back:"), backs)

        self._colour_button = QPushButton()
        self._colour_button.setObjectName("table_colour")
        self._colour_button.setToolTip(
            self.tr("Any colour for the cloth on the table, chosen in the colour picker.")
        )
        self._colour_button.clicked.connect(self._choose_colour)
        colour_row = QHBoxLayout()
        felt_names = {
            "#1d5c3a": self.tr("Green baize"),
            "#1f4e79": self.tr("Blue"),
            "#7a1f2b": self.tr("Burgundy"),
            "#5b3a1e": self.tr("Walnut"),
            "#3a3f44": self.tr("Charcoal"),
        }
        self._felt_swatches: dict[str, QToolButton] = {}
        for colour, name in felt_names.items():
            self._felt_swatches[colour] = self._felt_swatch(colour, name)
            colour_row.addWidget(self._felt_swatches[colour])
        colour_row.addWidget(self._colour_button)
        colour_row.addStretch(1)
        form.addRow(self.tr("Table colour:"), colour_row)

        size = QComboBox()
        size.setObjectName("card_size")
        size_names = {
            "small": self.tr("Small"),
            "medium": self.tr("Medium"),
            "large": self.tr("Large"),
        }
        for value in CARD_SIZES:
            size.addItem(size_names[value], value)
        size.setToolTip(self.tr("How large the cards are drawn on the table."))
        self._size = size
        form.addRow(self.tr("Card size:"), size)

        assist = QCheckBox(self.tr("Show a running count of my card points"))
        assist.setObjectName("points_assist")
        assist.setToolTip(
            self.tr(
                "Players normally must not look back at their tricks before claiming 31. "
                "With the assist on, the table shows your points; hands played with it are "
                "marked in the statistics."
            )
        )
        self._assist = assist
        form.addRow(self.tr("Points assist:"), assist)

        sort = QCheckBox(self.tr("Sort my cards by suit, trumps last"))
        sort.setObjectName("sort_hand")
        sort.setToolTip(self.tr("Off: your cards stay in the order they were dealt and drawn."))
        self._sort = sort
        form.addRow(self.tr("Your hand:"), sort)

        sound = QCheckBox(self.tr("Play sounds (M turns them on or off)"))
        sound.setObjectName("sound")
        self._sound = sound
        form.addRow(self.tr("Sound:"), sound)
        volume = QSlider(Qt.Orientation.Horizontal)
        volume.setObjectName("sound_volume")
        volume.setRange(*NUMBER_LIMITS["sound_volume"])
        volume.setPageStep(10)
        volume.setMinimumWidth(160)
        volume.setAccessibleName(self.tr("Volume"))
        volume.setToolTip(self.tr("How loud the cards and chips sound."))
        self._volume = volume
        form.addRow(self.tr("Volume:"), volume)
        still = QCheckBox(self.tr("Also when animation is off"))
        still.setObjectName("sound_without_animation")
        still.setToolTip(self.tr("With animation off the table is silent unless this is chosen."))
        self._still = still
        form.addRow("", still)
        sound.toggled.connect(volume.setEnabled)
        sound.toggled.connect(still.setEnabled)

    def show_settings(self, table: TableSettings) -> None:
        select(self._speed, table.animation_speed)
        for group, chosen in (
            (self._deck_group, f"card_deck_{table.card_deck}"),
            (self._back_group, f"card_back_{table.card_back}"),
        ):
            for button in group.buttons():
                button.setChecked(button.objectName() == chosen)
        self._set_colour(QColor(table.table_colour))
        select(self._size, table.card_size)
        self._assist.setChecked(table.points_assist)
        self._sort.setChecked(table.sort_hand)
        self._sound.setChecked(table.sound)
        self._volume.setValue(table.sound_volume)
        self._still.setChecked(table.sound_without_animation)
        self._volume.setEnabled(table.sound)
        self._still.setEnabled(table.sound)

    def chosen(self) -> TableSettings:
        """The table's settings as the page shows them."""
        return TableSettings(
            animation_speed=self._speed.currentData(),
            card_deck=_chosen(self._deck_group, "card_deck_", TableSettings().card_deck),
            card_back=_chosen(self._back_group, "card_back_", TableSettings().card_back),
            table_colour=self._colour.name(),
            card_size=self._size.currentData(),
            points_assist=self._assist.isChecked(),
            sort_hand=self._sort.isChecked(),
            sound=self._sound.isChecked(),
            sound_volume=self._volume.value(),
            sound_without_animation=self._still.isChecked(),
        )

    def _felt_swatch(self, colour: str, name: str) -> QToolButton:
        """A button that puts one of the ready-made cloth colours on the table."""
        button = QToolButton()
        button.setObjectName(f"table_colour_{colour.removeprefix('#')}")
        button.setCheckable(True)  # checked while it is the table's colour
        swatch = QPixmap(28, 20)
        swatch.fill(QColor(colour))
        button.setIcon(QIcon(swatch))
        button.setIconSize(swatch.size())
        button.setToolTip(name)
        button.setAccessibleName(name)
        button.clicked.connect(lambda: self._set_colour(QColor(colour)))
        return button

    def _picture_row(
        self, name: str, choices: dict[str, tuple[str, str, QPixmap]]
    ) -> tuple[QButtonGroup, QWidget]:
        """A row of picture buttons, one to choose: ``choices`` maps each value to its text,
        tooltip and picture; each button is named ``<name>_<value>``."""
        widget = QWidget()
        row = QHBoxLayout(widget)
        row.setContentsMargins(0, 0, 0, 0)
        group = QButtonGroup(self)
        for value, (text, tip, picture) in choices.items():
            button = QToolButton()
            button.setObjectName(f"{name}_{value}")
            button.setCheckable(True)
            button.setAutoRaise(True)
            button.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextUnderIcon)
            button.setText(text)
            button.setToolTip(tip)
            button.setIcon(QIcon(picture))
            button.setIconSize(picture.size() / picture.devicePixelRatio())
            group.addButton(button)
            row.addWidget(button)
        row.addStretch(1)
        return group, widget

    def _back_preview(self, back: str) -> QPixmap:
        """The back as it lies on the table, over the chosen deck's own for "deck"."""
        return self._cards(TableSettings().card_deck, back).pixmap(None, self.devicePixelRatioF())

    def _deck_preview(self, deck: str) -> QPixmap:
        """The back and one face of ``deck``, fanned, as the deck button's picture."""
        dpr = self.devicePixelRatioF()
        cards = self._cards(deck, DECK_BACK)
        size = cards.card_size()
        offset = size.width() * 0.55
        pixmap = QPixmap(
            QSize(round((size.width() + offset) * dpr), round((size.height() + 4) * dpr))
        )
        pixmap.setDevicePixelRatio(dpr)
        pixmap.fill(Qt.GlobalColor.transparent)
        painter = QPainter(pixmap)
        painter.drawPixmap(QPointF(0, 4), cards.pixmap(None, dpr))
        painter.drawPixmap(QPointF(offset, 0), cards.pixmap(_PREVIEW_CARD, dpr))
        painter.end()
        return pixmap

    def _cards(self, deck: str, back: str) -> CardRenderer:
        """The previews' cards, from the pixmaps every table shares: the page is made at every
        opening of the dialog, and rendering its pictures from their SVGs was most of that."""
        cards = CardRenderer(deck, _PREVIEW_HEIGHT, self)
        cards.set_back(back)
        return cards

    def _choose_colour(self) -> None:
        colour = QColorDialog.getColor(self._colour, self, self.tr("Table colour"))
        if colour.isValid():
            self._set_colour(colour)

    def _set_colour(self, colour: QColor) -> None:
        self._colour = QColor(colour)
        swatch = QPixmap(28, 16)
        swatch.fill(colour)
        self._colour_button.setIcon(QIcon(swatch))
        self._colour_button.setIconSize(swatch.size())
        self._colour_button.setText(self.tr("Other colour…"))
        for preset, button in self._felt_swatches.items():
            button.setChecked(preset == colour.name())


def _chosen(group: QButtonGroup, prefix: str, default: str) -> str:
    button: QAbstractButton | None = group.checkedButton()
    if button is None:
        return default
    return button.objectName().removeprefix(prefix)


def select(combo: QComboBox, value: object) -> None:
    """Show ``value`` in ``combo``, where it is one of its items."""
    index = combo.findData(value)
    if index >= 0:
        combo.setCurrentIndex(index)


__all__ = ["TablePage", "select"]
