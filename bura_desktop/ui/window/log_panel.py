"""The hand told in words as it is shown on the table, in a panel beside the felt: in the
system's light or dark colours, with a tint of the cloth."""

from __future__ import annotations

from PySide6.QtGui import QColor, QPalette, QTextCursor
from PySide6.QtWidgets import QApplication, QFrame, QPlainTextEdit, QWidget

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
        self._felt = QColor("#1d5c3a")
        self.set_felt(self._felt)
        # The system turning light or dark: the panel follows (not its own palette's change,
        # which its style sheet makes).
        QApplication.styleHints().colorSchemeChanged.connect(lambda: self.set_felt(self._felt))
        self.narrator = Narrator([], TableSetup().rules)
        self._left: str | None = None  # the lines of the game a practice hand was played beside

    def new_game(self, setup: TableSetup) -> None:
        """A new game starts a new log; a game taken up again and a practice hand played
        from a replay go on in the same one."""
        if setup.resume is None:
            self.clear()
            if not setup.practice:
                self._left = None  # the game practice hands were played beside is gone

    def keep_aside(self) -> None:
        """A practice hand (a lesson, a hand played on from a replay) is about to be told:
        the game's own lines are kept to come back to, once however many practice hands
        follow one another."""
        if self._left is None:
            self._left = self.toPlainText()

    def take_back(self) -> None:
        """Back at the game practice hands were played beside: its lines, not theirs."""
        if self._left is not None:
            self.setPlainText(self._left)
            self._left = None
            self.verticalScrollBar().setValue(self.verticalScrollBar().maximum())

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
        """Colour the panel as the system's text field, tinted with the table's cloth."""
        self._felt = QColor(felt)
        palette = QApplication.palette()
        base = palette.color(QPalette.ColorRole.Base)
        tint = 0.12
        background = QColor.fromRgbF(
            base.redF() * (1 - tint) + felt.redF() * tint,
            base.greenF() * (1 - tint) + felt.greenF() * tint,
            base.blueF() * (1 - tint) + felt.blueF() * tint,
        )
        text = palette.color(QPalette.ColorRole.Text)
        self.setStyleSheet(
            f"LogPanel {{ background: {background.name()}; color: {text.name()};"
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
