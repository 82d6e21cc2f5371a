"""The banner on the felt above the own hand: what to do now, what the chosen cards would do,
why a move is refused, and the buttons for the moves the rules allow.

It lies where the player is already looking, in the table's colours, and is the one place a
question is asked during play ("Claim 31 now?": Enter confirms, Escape cancels), so that a
confirmation never covers the cards in a separate box.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QRect, Qt
from PySide6.QtWidgets import (
    QFrame,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from bura_desktop.ui.desktop.fonts import load_fonts
from bura_desktop.ui.window import panel_look as look

# The felt round it, translucent over the cloth; gold round a question (``panel_look``).
STYLE = (
    look.panel("actionBar", "felt", alpha=225)
    + look.edge("actionBar", "gold", '[asking="true"]')
    + """
#actionBar QLabel { font-size: 13px; }
#actionBar QLabel[kind="refused"] { color: #ffab91; }
#actionBar QLabel[kind="waiting"] { color: #c8e6c9; }
#actionBar QPushButton { color: #1b1b1b; background: #ffc107; border: none; border-radius: 8px;
  padding: 5px 14px; font-size: 13px; font-weight: bold; min-width: 64px; }
#actionBar QPushButton:hover { background: #ffd54f; }
#actionBar QPushButton:focus { outline: none; border: 2px solid #ffffff; }
#actionBar QPushButton:disabled { background: rgba(255, 255, 255, 40); color: #9e9e9e; }
#actionBar QPushButton[quiet="true"] { background: rgba(255, 255, 255, 30); color: #f5f5f5; }
#actionBar QPushButton[quiet="true"]:hover { background: rgba(255, 255, 255, 60); }
"""
)


STACK_FROM_LINES = 2.5  # beside the buttons the line may wrap once


class ActionBar(QFrame):
    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setObjectName("actionBar")
        self.setStyleSheet(STYLE)
        self.label = QLabel()
        self.label.setObjectName("status")
        # Its lines name seats and files as written: "<b>" in a name is not markup.
        self.label.setTextFormat(Qt.TextFormat.PlainText)
        self.label.setWordWrap(True)
        self.label.setFont(load_fonts())
        self.label.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Preferred)
        # The line beside the buttons, or above them where beside them it would wrap more.
        self._column = QVBoxLayout(self)
        self._column.setContentsMargins(12, 5, 6, 5)
        self._column.setSpacing(4)
        self._row = QHBoxLayout()
        self._row.setSpacing(6)
        self._column.addLayout(self._row)
        self._row.addWidget(self.label, 1)
        # The buttons one row cannot hold whole (long words on a small table): below it,
        # never squeezed until their words are cut.
        self._more = QHBoxLayout()
        self._more.setSpacing(self._row.spacing())
        self._more.addStretch(1)
        self._column.addLayout(self._more)
        self._stacked = False
        self.yes = QPushButton()
        self.no = QPushButton(self.tr("Cancel"))
        self.no.setProperty("quiet", True)
        self.yes.clicked.connect(self.confirm)
        self.no.clicked.connect(self.cancel)
        for button in (self.yes, self.no):
            button.setFocusPolicy(Qt.FocusPolicy.TabFocus)
            button.hide()
            self._row.addWidget(button)
        self._buttons: list[QPushButton] = []
        self._on_yes: Callable[[], None] | None = None  # what a question's yes does
        self._yes_by_default = True
        self._kept = ""  # the line under a question, back when it is answered
        self._hidden: list[QPushButton] = []  # the move buttons a question put aside
        self._spot = QRect()
        self._covered = False  # by the end-of-hand panel, which says the same and more

    def add_button(self, button: QPushButton) -> None:
        """A move's button: shown by its owner when the move is legal."""
        button.setParent(self)
        button.hide()
        self._buttons.append(button)
        self._row.insertWidget(self._row.count() - 2, button)

    def say(self, text: str, kind: str = "") -> None:
        """The bar's line: ``kind`` "refused" for a refusal, "waiting" while others play."""
        if self._on_yes is not None:
            self._kept = text
            return
        restyle(self.label, "kind", kind)
        self.label.setText(text)
        self.label.setToolTip("")  # a hint's numbers were for its line only
        self.refit()

    # ------------------------------------------------------------------ a question

    def ask(
        self,
        question: str,
        yes: str,
        on_yes: Callable[[], None],
        yes_by_default: bool = True,
        no: str = "",
    ) -> None:
        """Ask ``question`` in the bar; ``yes`` names the confirming button, ``no`` the other
        (Cancel when empty); Enter gives the default answer (``answer``), which has the gold
        button and the keyboard focus."""
        if self._on_yes is None:
            self._kept = self.label.text()
            # The moves step aside for the answer: one "Claim 31" on the bar, not two.
            self._hidden = [b for b in self._buttons if not b.isHidden()]
        self._on_yes = on_yes
        self._yes_by_default = yes_by_default
        self.label.setText(question)
        self.yes.setText(yes)
        self.yes.setAccessibleName(yes)
        self.no.setText(no or self.tr("Cancel"))
        self.no.setAccessibleName(self.no.text())
        restyle(self, "asking", True)
        restyle(self.yes, "quiet", not yes_by_default)
        restyle(self.no, "quiet", yes_by_default)
        for button in self._hidden:
            button.hide()
        self.yes.show()
        self.no.show()
        self.refit()
        (self.yes if yes_by_default else self.no).setFocus(Qt.FocusReason.OtherFocusReason)

    def answer(self) -> None:
        """Enter: the default answer to the question asked."""
        if self._yes_by_default:
            self.confirm()
        else:
            self.cancel()

    def asking(self) -> bool:
        return self._on_yes is not None

    def confirm(self) -> None:
        on_yes = self._on_yes
        if on_yes is not None:
            self._end_question()
            on_yes()

    def cancel(self) -> None:
        if self._on_yes is not None:
            self._end_question()

    def _end_question(self) -> None:
        self._on_yes = None
        self.yes.hide()
        self.no.hide()
        restyle(self, "asking", False)
        for button in self._hidden:
            button.show()
        self._hidden = []
        self.say(self._kept)

    # ------------------------------------------------------------------ where it lies

    def set_covered(self, covered: bool) -> None:
        self._covered = covered
        self.refit()

    def place(self, spot: QRect) -> None:
        """Over the layout's banner: as wide, and taller upwards when the line wraps."""
        self._spot = spot
        self.refit()

    def refit(self) -> None:
        spot = self._spot
        if spot.isEmpty():
            return
        shown = bool(self.label.text()) or any(not b.isHidden() for b in self._buttons)
        self.setVisible((shown or self.asking()) and not self._covered)
        width = spot.width()
        self._stack(width)
        layout = self._column
        height = max(spot.height(), layout.totalHeightForWidth(width))
        height = max(height, layout.totalMinimumSize().height())
        self.setGeometry(spot.left(), spot.bottom() + 1 - height, width, height)
        # Beside the buttons the words get the row's rounding (a scaled screen's fractions):
        # taller by what their lines still lack.
        layout.activate()
        short = self.label.heightForWidth(self.label.width()) - self.label.height()
        if short > 0:
            height += short
            self.setGeometry(spot.left(), spot.bottom() + 1 - height, width, height)

    def _stack(self, width: int) -> None:
        """The line above the buttons where beside them it would take more than two lines."""
        buttons = [b for b in (*self._buttons, self.yes, self.no) if not b.isHidden()]
        margins = self._column.contentsMargins()
        room = width - margins.left() - margins.right()
        beside = room - sum(b.sizeHint().width() + self._row.spacing() for b in buttons)
        lines = self.label.heightForWidth(max(1, beside)) / self.label.fontMetrics().lineSpacing()
        stacked = bool(buttons) and lines > STACK_FROM_LINES
        if stacked != self._stacked:
            self._restack(stacked)
        self._wrap(buttons, room)

    def _restack(self, stacked: bool) -> None:
        if stacked:
            self._row.removeWidget(self.label)
            self._column.insertWidget(0, self.label)
            self._row.insertStretch(0, 1)
        else:
            self._column.removeWidget(self.label)
            self._row.takeAt(0)  # the stretch that kept the buttons right
            self._row.insertWidget(0, self.label, 1)

    def _wrap(self, shown: list[QPushButton], room: int) -> None:
        """The last of the ``shown`` buttons on the second row, as many as the first cannot
        hold in ``room``; the rest, and every hidden one, on the first in their order."""
        spacing = self._row.spacing()
        widths = [b.sizeHint().width() for b in shown]
        first = len(shown)
        while first > 1 and sum(widths[:first]) + spacing * (first - 1) > room:
            first -= 1
        below = shown[first:]
        above = 1  # the words, or the stretch that keeps the buttons right
        for button in (*self._buttons, self.yes, self.no):
            if button in below:
                if self._more.indexOf(button) < 0:
                    self._row.removeWidget(button)
                    self._more.addWidget(button)
                continue
            if self._row.indexOf(button) < 0:
                self._more.removeWidget(button)
                self._row.insertWidget(above, button)
            above += 1


def restyle(widget: QWidget, name: str, value: object) -> None:
    """Set a property the style sheet selects on, and have the sheet read it again."""
    widget.setProperty(name, value)
    widget.style().unpolish(widget)
    widget.style().polish(widget)
