"""Help > Keyboard shortcuts: every key the window and the table answer to, and what it does."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from PySide6.QtCore import QSize, Qt
from PySide6.QtGui import QKeySequence, QShowEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QDialogButtonBox,
    QHeaderView,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from bura_desktop.ui.desktop import screen_room


@dataclass(frozen=True)
class Shortcut:
    keys: tuple[QKeySequence, ...]
    what: str
    # How the keys read in the list when not one by one ("1 – 9").
    shown: str = ""

    def key_text(self) -> str:
        if self.shown:
            return self.shown
        names = [k.toString(QKeySequence.SequenceFormat.NativeText) for k in self.keys]
        return ", ".join(dict.fromkeys(names))


class ShortcutsDialog(QDialog):
    def __init__(self, shortcuts: Sequence[Shortcut], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Keyboard shortcuts"))
        self.shortcuts = list(shortcuts)
        self.list = QTableWidget(len(self.shortcuts), 2)
        self.list.setObjectName("shortcuts")
        self.list.setHorizontalHeaderLabels([self.tr("Key"), self.tr("What it does")])
        self.list.verticalHeader().hide()
        self.list.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.list.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.list.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # nothing to choose: Esc closes
        self.list.setWordWrap(True)
        for row, shortcut in enumerate(self.shortcuts):
            self.list.setItem(row, 0, QTableWidgetItem(shortcut.key_text()))
            self.list.setItem(row, 1, QTableWidgetItem(shortcut.what))
        header = self.list.horizontalHeader()
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(1, QHeaderView.ResizeMode.Stretch)
        # Long descriptions wrap once the column has its width (see showEvent).
        self.list.setTextElideMode(Qt.TextElideMode.ElideNone)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.list)
        layout.addWidget(buttons)
        screen_room.fit(self, QSize(620, 560))

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        self.list.resizeRowsToContents()
