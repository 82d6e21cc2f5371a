"""The review of a replayed hand: a progress bar while the Expert weighs the decisions, then
the list of the seat's decisions with the costly ones marked, and the hand's accuracy.

The work runs in ``app.review_run.ReviewRun`` (a process of its own); ``ai.review`` gives
values (the moves, their worth, a mark's kind) and this panel words them. Clicking a decision
asks the viewer to show the table as it was then (``jump``); the viewer tells the panel where
it stands (``show_position``) and the panel's ``mark`` line, under the table, says what the
review found there.
"""

from __future__ import annotations

from PySide6.QtCore import QLocale, Qt, Signal, Slot
from PySide6.QtGui import QBrush, QColor
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QProgressBar,
    QPushButton,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from bura_desktop.app.i18n import fill
from bura_desktop.app.review_run import (
    WORLDS,
    Decision,
    Replayed,
    ReviewRun,
    Summary,
    Unit,
    hand_unit,
)
from bura_desktop.core import Action
from bura_desktop.ui.words.why import move_text, why_text

# A marked decision whose loss is at least this share of the largest one a hand can bring
# (the search's utility) is costly: its row is highlighted.
COSTLY = 0.1
COSTLY_COLOUR = QColor(255, 193, 7, 90)  # the table's gold, see through
MARKED_COLOUR = QColor(255, 193, 7, 40)


class ReviewPanel(QWidget):
    """The review of ``seat``'s decisions in ``replayed``; ``start`` runs it."""

    jump = Signal(int)  # a replay position to show: the table before a decision

    def __init__(
        self, replayed: Replayed, seat: int, parent: QWidget | None = None, seed: int = 0
    ) -> None:
        super().__init__(parent)
        self.setObjectName("review")
        self.replayed = replayed
        self.seat = seat
        self.seed = seed
        self.worlds = WORLDS
        self.decisions: list[Decision] = []
        self.summary: Summary | None = None
        self.run = ReviewRun(self)
        self.run.progress.connect(self._progress)
        self.run.finished.connect(self._finished)
        self.run.failed.connect(self._failed)

        title = QLabel(self.tr("Expert review"))
        title.setStyleSheet("font-weight: bold;")
        self.progress = QProgressBar()
        self.progress.setObjectName("review_progress")
        self.progress.setFormat(self.tr("Decision %v of %m"))
        self.cancel_button = QPushButton(self.tr("Cancel"))
        self.cancel_button.setAutoDefault(False)
        self.cancel_button.clicked.connect(self.cancel)
        running = QHBoxLayout()
        running.setContentsMargins(0, 0, 0, 0)
        running.addWidget(self.progress, 1)
        running.addWidget(self.cancel_button)
        self._running = QWidget()
        self._running.setLayout(running)

        self.list = QTreeWidget()
        self.list.setObjectName("decisions")
        self.list.setRootIsDecorated(False)
        self.list.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.list.setHeaderLabels([self.tr("Move"), self.tr("Played"), self.tr("Review")])
        header = self.list.header()
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(1, QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(2, QHeaderView.ResizeMode.Stretch)
        self.list.setWordWrap(True)
        # A click, Enter or the arrow keys on a decision show the table as it was then.
        self.list.itemClicked.connect(self._clicked)
        self.list.itemActivated.connect(self._clicked)
        self.list.currentItemChanged.connect(self._current_changed)
        self.summary_label = QLabel()
        self.summary_label.setObjectName("review_summary")
        self.summary_label.setWordWrap(True)
        self.summary_label.setToolTip(self._unit_note())

        # Placed by the viewer under the table: what the review found at the position shown.
        self.mark = QLabel()
        self.mark.setObjectName("review_mark")
        self.mark.setWordWrap(True)
        self.mark.setStyleSheet("font-weight: bold;")
        self.mark.hide()

        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(title)
        layout.addWidget(self._running)
        layout.addWidget(self.list, 1)
        layout.addWidget(self.summary_label)
        # Beside the table in the viewer, which fits an 800-pixel screen with it.
        self.setMinimumWidth(280)
        self._position = 0

    # ------------------------------------------------------------------ running

    def start(self) -> None:
        """Review the hand (again): the list fills in when every decision is weighed."""
        self.decisions = []
        self.summary = None
        self.list.clear()
        self.summary_label.setText(self.tr("The Expert weighs each of your decisions…"))
        self.progress.setRange(0, 1)
        self.progress.setValue(0)
        self._running.show()
        self.cancel_button.setEnabled(True)
        self.show()
        self.run.start(self.replayed, self.seat, self.seed, self.worlds)

    @property
    def running(self) -> bool:
        return self.run.running

    @Slot()
    def cancel(self) -> None:
        if not self.run.running:
            return
        self.run.cancel()
        self._running.hide()
        self.summary_label.setText(self.tr("Review cancelled."))

    @Slot(int, int)
    def _progress(self, done: int, total: int) -> None:
        self.progress.setRange(0, max(total, 1))
        self.progress.setValue(done)

    @Slot()
    def _failed(self) -> None:
        self._running.hide()
        self.summary_label.setText(self.tr("The review stopped: its process failed."))

    @Slot(object, object)
    def _finished(self, decisions: list[Decision], summary: Summary) -> None:
        self._running.hide()
        self.decisions = decisions
        self.summary = summary
        for decision in decisions:
            item = QTreeWidgetItem(
                self.list,
                [str(decision.position), self.action_text(decision.played), self._row(decision)],
            )
            item.setData(0, Qt.ItemDataRole.UserRole, decision.position)
            item.setToolTip(2, self.verdict_text(decision) + "\n\n" + self.values_text(decision))
            if not decision.worlds:
                item.setToolTip(2, self.tr("No other move was worth weighing here."))
            if decision.marked:
                costly = decision.utility_loss >= COSTLY
                colour = COSTLY_COLOUR if costly else MARKED_COLOUR
                for column in range(3):
                    item.setBackground(column, QBrush(colour))
        self.summary_label.setText(self.summary_text(summary))
        self.show_position(self._position)

    def _clicked(self, item: QTreeWidgetItem, _column: int = 0) -> None:
        self.jump.emit(int(item.data(0, Qt.ItemDataRole.UserRole)))

    def _current_changed(self, item: QTreeWidgetItem | None, _old: QTreeWidgetItem | None) -> None:
        if item is not None:  # None when the list is cleared
            self._clicked(item)

    # ------------------------------------------------------------------ the viewer's position

    def show_position(self, position: int) -> None:
        """The viewer shows ``position``: the mark line says what the review found there."""
        self._position = position
        decision = next((d for d in self.decisions if d.position == position), None)
        if decision is None:
            self.mark.hide()
            return
        self.mark.setText(fill(self.tr("Review: %1"), self.verdict_text(decision)))
        self.mark.show()
        for i in range(self.list.topLevelItemCount()):
            item = self.list.topLevelItem(i)
            if item is not None and item.data(0, Qt.ItemDataRole.UserRole) == position:
                self.list.blockSignals(True)
                self.list.setCurrentItem(item)
                self.list.blockSignals(False)

    # ------------------------------------------------------------------ words

    def action_text(self, action: Action) -> str:
        return move_text(action)

    def mark_text(self, decision: Decision) -> str:
        played, best = self.action_text(decision.played), self.action_text(decision.best)
        if decision.kind == "missed_claim":
            return fill(self.tr("missed a claim with %1 points"), decision.points)
        if decision.kind == "wrong_claim":
            return fill(self.tr("wrong claim with %1 points; better: %2"), decision.points, best)
        if decision.kind == "throw":
            return fill(self.tr("threw %1 where %2 would have taken the trick"), played, best)
        if decision.kind == "dearer":
            return fill(
                self.tr("threw %1 where %2 would have given away fewer points"), played, best
            )
        if decision.kind == "overtake":
            return fill(
                self.tr("took the trick with %1 where %2 would have taken it too"), played, best
            )
        return fill(self.tr("better: %1"), best)

    def _row(self, decision: Decision) -> str:
        """The list's short word on ``decision``; the mark line and the tooltip say why."""
        if decision.verdict == "best":
            return self.tr("the Expert's choice")
        if decision.verdict == "fine":
            return self.tr("fine")
        return self._finding(decision)

    def _finding(self, decision: Decision) -> str:
        if decision.verdict == "slight":
            return fill(
                self.tr("slight inaccuracy: better %1 (%2)."),
                self.action_text(decision.best),
                self.loss_text(decision),
            )
        return fill(self.tr("%1 (%2)."), self.mark_text(decision), self.loss_text(decision))

    def verdict_text(self, decision: Decision) -> str:
        """What the review found of ``decision``, and why, in a sentence or three."""
        played, best = self.action_text(decision.played), self.action_text(decision.best)
        if decision.verdict == "best":
            return fill(self.tr("%1 was the Expert's choice."), played)
        if decision.verdict == "fine":
            return fill(
                self.tr("%1 was fine: %2 was hardly better (within the review's margin)."),
                played,
                best,
            )
        why = [why_text(reason, played, best) for reason in decision.reasons]
        return " ".join([self._finding(decision), *why])

    def _number(self, value: float, decimals: int = 1) -> str:
        return QLocale().toString(value, "f", decimals)

    def amount(self, value: float, unit: Unit) -> str:
        """``value`` of the review's unit, worded: chips, a chance of winning, penalty points."""
        if unit == "chips":
            return fill(self.tr("%1 chips"), self._number(value, 2))
        if unit == "share":
            return fill(self.tr("%1% chance"), self._number(100 * value, 0))
        return fill(self.tr("%1 penalty points"), self._number(value, 1))

    def loss_text(self, decision: Decision) -> str:
        unit = self._unit()
        return fill(self.tr("cost %1"), self.amount(decision.loss, unit))

    def values_text(self, decision: Decision) -> str:
        """Every weighed move with its worth, best first: the tooltip of a decision."""
        unit = self._unit()
        ranked = sorted(zip(decision.values, decision.moves, strict=True), key=lambda p: -p[0])
        # Penalty points are counted against the seat: its worth is their negative.
        sign = -1 if unit == "penalty" else 1
        lines = [
            fill(self.tr("%1: %2"), self.action_text(move), self.amount(sign * value, unit))
            for value, move in ranked
        ]
        lines.append(fill(self.tr("(%1 sampled deals of the unseen cards)"), decision.worlds))
        return "\n".join(lines)

    def summary_text(self, summary: Summary) -> str:
        if not summary.decisions:
            return self.tr("You had no decision to make in this hand.")
        counted = fill(
            self.tr(
                "Accuracy %1%: %2 of %3 decisions the Expert's choice or fine, slight"
                " inaccuracies: %4, mistakes: %5."
            ),
            self._number(100 * summary.accuracy, 0),
            summary.accurate,
            summary.decisions,
            summary.slight,
            summary.marked,
        )
        if not summary.slight and not summary.marked:
            return counted
        if summary.unit == "share":
            # Chances of winning do not add up over a hand: their average does.
            return " ".join(
                [
                    counted,
                    fill(
                        self.tr("They cost %1 points of winning chance on average."),
                        self._number(100 * summary.loss / (summary.slight + summary.marked), 0),
                    ),
                ]
            )
        return " ".join(
            [counted, fill(self.tr("Estimated loss %1."), self.amount(summary.loss, summary.unit))]
        )

    def _unit(self) -> Unit:
        return hand_unit(self.replayed)

    def _unit_note(self) -> str:
        unit = self._unit()
        if unit == "chips":
            return self.tr(
                "Values are the chips a move was worth in the hand on average (a pot carried"
                " over counted as an equal share), as the Expert estimates them from what you"
                " could see then."
            )
        if unit == "share":
            return self.tr(
                "Values are the chance of winning the hand a move gave, as the Expert estimates"
                " it from what you could see then."
            )
        return self.tr(
            "Values are the penalty points a move was worth on average (fewer is better), as"
            " the Expert estimates them from what you could see then."
        )


__all__ = ["ReviewPanel"]
