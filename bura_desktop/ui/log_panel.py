"""The hand told in words as it is shown on the table."""

from __future__ import annotations

from PySide6.QtGui import QTextCursor
from PySide6.QtWidgets import QPlainTextEdit, QWidget

from bura_desktop.ui.announce import announce


class LogPanel(QPlainTextEdit):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setReadOnly(True)
        self.setMaximumBlockCount(2000)
        self.setPlaceholderText(self.tr("The hand, told in words"))
        self.setAccessibleName(self.tr("Game log"))
        self.setTabChangesFocus(True)

    def tell(self, text: str, continues: bool) -> None:
        """Add ``text``: to the last line when it continues it (a trick is one sentence)."""
        if continues and not self.document().isEmpty():
            cursor = self.textCursor()
            cursor.movePosition(QTextCursor.MoveOperation.End)
            cursor.insertText(text)
        else:
            self.appendPlainText(text)
        self.verticalScrollBar().setValue(self.verticalScrollBar().maximum())
        announce(self, text.strip(), self.document().lastBlock().text())
