"""The hand told in words as it is shown on the table, in a panel beside the felt, in the
table's own colours: the room's deep shade of the cloth, the suits in their colours, each
hand's first line standing out."""

from __future__ import annotations

import re

from PySide6.QtGui import QColor, QFont, QTextCharFormat, QTextCursor
from PySide6.QtWidgets import QFrame, QPlainTextEdit, QWidget

from bura_desktop.app.narration import Narrator
from bura_desktop.app.table import TableSetup
from bura_desktop.core import SeatView
from bura_desktop.core.projection import SeenDeal, SeenEvent
from bura_desktop.ui.desktop.announce import announce
from bura_desktop.ui.table.felt import room_colour

TEXT = QColor("#e4ece6")
RED_SUIT = QColor("#ff8a80")  # hearts and diamonds, light enough to read on the dark log
HAND_START = QColor("#ffc107")  # the line that begins a hand, in the table's gold
RED_SUITS = re.compile("([♥♦])")


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
            self._left = self.document().toHtml()  # its colours too

    def take_back(self) -> None:
        """Back at the game practice hands were played beside: its lines, not theirs."""
        if self._left is not None:
            self.document().setHtml(self._left)
            self._left = None
            self.verticalScrollBar().setValue(self.verticalScrollBar().maximum())

    def narrate(self, setup: TableSetup) -> None:
        """Tell the events of the game of ``setup`` from now on."""
        # Computers playing every seat (--autoplay) go by their names: none of them is "you".
        you = setup.watched if setup.seats[setup.watched].human else None
        self.narrator = Narrator([s.name for s in setup.seats], setup.rules, you)

    def tell_resumed(self, setup: TableSetup, view: SeatView) -> None:
        """A saved game taken up again: the standing, then the hand so far as it was told
        (``TableSetup.resume_told``: nothing where the save kept no replay of it)."""
        self.tell(" " + self.narrator.standing(view.bankrolls, view.scores, view.pot), True)
        for event in setup.resume_told:
            self.tell_event(event)

    def tell_event(self, event: SeenEvent) -> None:
        told = self.narrator.tell(event)
        if told is not None:
            self.tell(*told, starts_hand=isinstance(event, SeenDeal))

    def set_felt(self, felt: QColor) -> None:
        """The panel in the room's shade of the table's ``felt``, as the corners round it."""
        self.setStyleSheet(
            f"LogPanel {{ background: {room_colour(felt).name()}; color: {TEXT.name()};"
            " selection-background-color: #ffc107; selection-color: #1b1b1b; padding: 6px; }"
        )

    def tell(self, text: str, continues: bool, starts_hand: bool = False) -> None:
        """Add ``text``: to the last line when it continues it (a trick is one sentence); the
        line that ``starts_hand`` stands out, in gold."""
        cursor = self.textCursor()
        cursor.movePosition(QTextCursor.MoveOperation.End)
        if not (continues or self.document().isEmpty()):
            cursor.insertBlock()
        plain = QTextCharFormat()
        if starts_hand:
            plain.setForeground(HAND_START)
            plain.setFontWeight(QFont.Weight.Bold)
        else:
            plain.setForeground(TEXT)
        red = QTextCharFormat(plain)
        red.setForeground(RED_SUIT)
        for piece in RED_SUITS.split(text):
            if piece:
                cursor.insertText(piece, red if RED_SUITS.fullmatch(piece) else plain)
        self.verticalScrollBar().setValue(self.verticalScrollBar().maximum())
        announce(self, text.strip(), self.document().lastBlock().text())
