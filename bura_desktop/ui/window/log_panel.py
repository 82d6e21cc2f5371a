"""The hand told in words as it is shown on the table, in a dark panel beside the felt."""

from __future__ import annotations

from PySide6.QtGui import QColor, QTextCursor
from PySide6.QtWidgets import QFrame, QPlainTextEdit, QWidget

from bura_desktop.app.narration import Narrator
from bura_desktop.app.table import TableSetup
from bura_desktop.core.projection import SeenEvent
from bura_desktop.ui.desktop.announce import announce


class LogPanel(QPlainTextEdit):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setReadOnly(True)
        self.setMaximumBlockCount(2000)
        self.setPlaceholderText(self.tr("The hand, told in words"))
        self.setAccessibleName(self.tr("Game log"))
        self.setTabChangesFocus(True)
        self.setFrameShape(QFrame.Shape.NoFrame)
        # A size above the interface's: the log is read from a little further than a dialog.
        font = self.font()
        font.setPointSizeF(font.pointSizeF() * 1.1)
        self.setFont(font)
        self.set_felt(QColor("#1d5c3a"))
        self.narrator = Narrator([], TableSetup().rules)

    def new_game(self, setup: TableSetup) -> None:
        """A new game starts a new log; a game taken up again (after a practice hand) and a
        practice hand played from a replay go on in the same one."""
        if setup.resume is None:
            self.clear()

    def narrate(self, setup: TableSetup) -> None:
        """Tell the events of the game of ``setup`` from now on."""
        # Computers playing every seat (--autoplay) go by their names: none of them is "you".
        you = setup.watched if setup.seats[setup.watched].human else None
        self.narrator = Narrator([s.name for s in setup.seats], setup.rules, you)

    def tell_event(self, event: SeenEvent) -> None:
        told = self.narrator.tell(event)
        if told is not None:
            self.tell(*told)

    def set_felt(self, felt: QColor) -> None:
        """Colour the panel as the shade of the table's cloth, with light text on it."""
        background = felt.darker(260)
        self.setStyleSheet(
            f"LogPanel {{ background: {background.name()}; color: #e6ede8;"
            " selection-background-color: #ffc107; selection-color: #1b1b1b; padding: 6px; }"
        )

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
