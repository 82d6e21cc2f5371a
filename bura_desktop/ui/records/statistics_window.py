"""The statistics window: the human's figures and three charts, for a session or all time."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QLocale, Qt, Signal, Slot
from PySide6.QtGui import QPalette
from PySide6.QtWidgets import (
    QButtonGroup,
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QFrame,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QMessageBox,
    QPushButton,
    QRadioButton,
    QVBoxLayout,
    QWidget,
)

from bura_desktop.app import records
from bura_desktop.app.records import Hands, Records
from bura_desktop.core.rules import standing_of
from bura_desktop.storage.figures import (
    Summary,
    endings,
    results_by_level,
    standing_series,
    summarize,
)
from bura_desktop.storage.statistics import ENDINGS, HandRecord, Scope
from bura_desktop.ui.desktop import screen_room
from bura_desktop.ui.records.charts import BarChart, BreakdownChart, LineChart
from bura_desktop.ui.records.hand_filters import level_filter, preset_filter
from bura_desktop.ui.words.levels import level_title
from bura_desktop.ui.words.notices import notice_text

# The figures shown, in order: Summary field and how to show its value.
_FIGURES: tuple[tuple[str, str], ...] = (
    ("played", "{}"),
    ("won", "{}"),
    ("win_percent", "{:.1f}\u202f%"),
    ("net_chips", "{:+}"),  # zero is shown as 0, see _show_summary
    ("biggest_pot_won", "{}"),
    ("claims", ""),
    ("buras", "{}"),
    ("average_points", "{:.1f}"),
    ("current_streak", "{}"),
    ("longest_streak", "{}"),
    ("helped", "{}"),
)


# The dialog's margins and the spacing between the figures and the charts beside them.
_AROUND_THE_CHARTS = 60


class StatisticsWindow(QDialog):
    """Figures and charts from the player's ``records`` (read in their thread: the figures
    appear when it answers); ``session_id`` is the session being played."""

    # A hand clicked in the standing chart (its ``HandRecord``): the history opens it.
    hand_chosen = Signal(object)
    refreshed = Signal()  # the figures and charts show the hands as last read

    def __init__(
        self, records: Records, session_id: str | None, parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Statistics"))
        self._records = records
        self._session_id = session_id
        self._hands: list[HandRecord] = []

        self._session_button = QRadioButton(self.tr("This session"))
        self._session_button.setObjectName("scope_session")
        self._all_button = QRadioButton(self.tr("All time"))
        self._all_button.setObjectName("scope_all")
        scope = QButtonGroup(self)
        scope.addButton(self._session_button)
        scope.addButton(self._all_button)
        self._session_button.setEnabled(session_id is not None)
        if session_id is None:
            self._session_button.setToolTip(self.tr("No session is being played."))
        (self._session_button if session_id else self._all_button).setChecked(True)
        scope.buttonToggled.connect(self.refresh)

        self._preset = preset_filter(self.refresh)
        self._level = level_filter(self.refresh)

        filters = QHBoxLayout()
        filters.addWidget(self._session_button)
        filters.addWidget(self._all_button)
        filters.addSpacing(16)
        filters.addWidget(QLabel(self.tr("Rules:")))
        filters.addWidget(self._preset)
        filters.addWidget(QLabel(self.tr("Opponents:")))
        filters.addWidget(self._level)
        filters.addStretch(1)

        self._status = QLabel()
        self._status.setObjectName("status")
        self._status.setTextFormat(Qt.TextFormat.PlainText)  # it names files as they are
        self._status.setWordWrap(True)
        self._status.setFrameShape(QFrame.Shape.StyledPanel)
        self._status.setMargin(6)
        self._status.setBackgroundRole(QPalette.ColorRole.ToolTipBase)
        self._status.setForegroundRole(QPalette.ColorRole.ToolTipText)
        self._status.setAutoFillBackground(True)

        self._values: dict[str, QLabel] = {}
        figures = QGroupBox(self.tr("Figures"))
        grid = QGridLayout(figures)
        names = self._figure_names()
        for number, (key, _) in enumerate(_FIGURES):
            value = QLabel()
            value.setObjectName(f"figure_{key}")
            value.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            font = value.font()
            font.setBold(True)
            value.setFont(font)
            row, column = divmod(number, 2)
            grid.addWidget(QLabel(names[key]), row, column * 3)
            grid.addWidget(value, row, column * 3 + 1)
            self._values[key] = value
        grid.setColumnMinimumWidth(2, 24)
        grid.setColumnStretch(1, 1)
        grid.setColumnStretch(4, 1)

        self.bankroll_chart = LineChart(self.tr("Bankroll"))
        self.bankroll_chart.setObjectName("bankroll_chart")
        self.bankroll_chart.hand_clicked.connect(self._hand_clicked)
        self.levels_chart = BarChart(self.tr("Won and lost by opponent level"))
        self.levels_chart.setObjectName("levels_chart")
        self.endings_chart = BreakdownChart(self.tr("How hands ended"))
        self.endings_chart.setObjectName("endings_chart")
        parts = (figures, self.bankroll_chart, self.levels_chart, self.endings_chart)
        space = screen_room.room(parent or self)
        beside = figures.sizeHint().width() + self.bankroll_chart.sizeHint().width()
        if beside + _AROUND_THE_CHARTS <= space.width():
            grid = QGridLayout()
            for number, part in enumerate(parts):
                grid.addWidget(part, *divmod(number, 2))
            grid.setColumnStretch(0, 1)
            grid.setColumnStretch(1, 1)
            charts: QWidget | QGridLayout = grid
        else:
            # A narrow screen: the figures and the charts one under the other, scrolled.
            page = QWidget()
            stacked = QVBoxLayout(page)
            stacked.setContentsMargins(0, 0, 0, 0)
            for part in parts:
                stacked.addWidget(part)
            charts = screen_room.scrolling(page)

        self._export_button = QPushButton(self.tr("Export CSV\u2026"))
        self._export_button.setObjectName("export")
        self._export_button.setToolTip(self.tr("Save the hands shown as a spreadsheet file."))
        self._export_button.clicked.connect(self.export_csv)
        self._reset_button = QPushButton(self.tr("Reset\u2026"))
        self._reset_button.setObjectName("reset")
        self._reset_button.setToolTip(self.tr("Delete every recorded hand (a backup is kept)."))
        self._reset_button.clicked.connect(self.reset)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.addButton(self._export_button, QDialogButtonBox.ButtonRole.ActionRole)
        buttons.addButton(self._reset_button, QDialogButtonBox.ButtonRole.ActionRole)
        buttons.rejected.connect(self.reject)

        layout = QVBoxLayout(self)
        layout.addLayout(filters)
        layout.addWidget(self._status)
        if isinstance(charts, QWidget):
            layout.addWidget(charts, 1)
        else:
            layout.addLayout(charts, 1)
        layout.addWidget(buttons)
        screen_room.fit(self)
        self.refresh()

    def _figure_names(self) -> dict[str, str]:
        return {
            "played": self.tr("Hands played"),
            "won": self.tr("Hands won"),
            "win_percent": self.tr("Win rate"),
            "net_chips": self.tr("Net chips"),
            "biggest_pot_won": self.tr("Biggest pot won"),
            "claims": self.tr("Claims right / wrong"),
            "buras": self.tr("Buras"),
            "average_points": self.tr("Average card points"),
            "current_streak": self.tr("Winning streak"),
            "longest_streak": self.tr("Longest winning streak"),
            "helped": self.tr("Hands with hints or points assist"),
        }

    def _ending_names(self) -> dict[str, str]:
        return {
            "claim": self.tr("Claim of 31"),
            "false_claim": self.tr("Wrong claim"),
            "bura": self.tr("Bura"),
            "declaration": self.tr("Declaration"),
            "played_out": self.tr("Played out"),
            "most_points": self.tr("Most points"),
        }

    def scope(self) -> Scope:
        """The hands the window shows, as chosen by the scope switch and filters."""
        session = self._session_id if self._session_button.isChecked() else None
        return Scope(session, self._preset.currentData(), self._level.currentData())

    def figure(self, key: str) -> str:
        """The text shown for one figure (a ``Summary`` field name, or ``claims``)."""
        return self._values[key].text()

    @Slot()
    def refresh(self) -> None:
        """Read the statistics again; the main window calls this after each hand."""
        self._records.ask(records.read(self.scope()), self._show, self, "hands")

    def _show(self, read: Hands) -> None:
        hands = read.hands
        self._hands = hands
        self._show_summary(summarize(hands), hands)
        self._show_bankroll(hands)
        self.levels_chart.set_results(
            [
                (level_title(level), won, lost)
                for level, (won, lost) in results_by_level(hands).items()
            ]
        )
        names = self._ending_names()
        counts = endings(hands)
        self.endings_chart.set_counts([(names[e], counts[e]) for e in ENDINGS])
        status = read.status
        if status is None and not read.recording:
            status = self.tr("Statistics are not being recorded.")
        said = [notice_text(s) for s in (status, read.unreadable) if s]
        self._status.setText("\n".join(said))
        self._status.setVisible(bool(said))
        self._reset_button.setEnabled(read.recording)
        self._export_button.setEnabled(bool(hands))
        self.refreshed.emit()

    def _show_summary(self, summary: Summary, hands: list[HandRecord]) -> None:
        # Series and penalty hands move no chips: their chip figures would read as a flat 0.
        chips = any(standing_of(h.rules.get("scoring", "pot")) == "chips" for h in hands)
        for key, form in _FIGURES:
            if key in ("net_chips", "biggest_pot_won") and hands and not chips:
                text = "\u2014"
            elif key == "claims":
                text = f"{summary.claims_right} / {summary.claims_wrong}"
            elif key == "net_chips" and summary.net_chips == 0:
                text = "0"
            else:
                value = getattr(summary, key)
                if isinstance(value, float):
                    # The language's decimal mark: 0,5 in Russian, German, Italian and Spanish.
                    text = form.replace("{:.1f}", QLocale().toString(value, "f", 1))
                else:
                    text = form.format(value)
            self._values[key].setText(text)

    def _show_bankroll(self, hands: list[HandRecord]) -> None:
        scoring = "pot"
        if self.scope().session_id is not None:
            # A session's hands share its rules: the first hand tells the scoring and the
            # starting bankroll.
            rules = hands[0].rules if hands else {}
            start = rules.get("bankroll", 0)
            scoring = rules.get("scoring", "pot")
            titles = {
                "series": self.tr("Hands won over the session"),
                "penalty": self.tr("Penalty points over the session"),
            }
            self.bankroll_chart.set_title(titles.get(scoring, self.tr("Bankroll over the session")))
        else:
            start = 0
            self.bankroll_chart.set_title(self.tr("Net chips over all hands"))
        self.bankroll_chart.set_values(
            standing_series(hands, scoring, start if isinstance(start, int) else 0)
        )

    def _hand_clicked(self, number: int) -> None:
        # The chart's points are the hands read at the last refresh, in their order.
        self.hand_chosen.emit(self._hands[number - 1])

    @Slot()
    def export_csv(self) -> None:
        name, _ = QFileDialog.getSaveFileName(
            self,
            self.tr("Export statistics"),
            str(Path.home() / "bura-statistics.csv"),
            self.tr("CSV files (*.csv)"),
        )
        if not name:
            return
        self._records.ask(records.export_csv(Path(name), self.scope()), self._exported, self)

    def _exported(self, problem: str | None) -> None:
        if problem:
            QMessageBox.warning(self, self.tr("Export statistics"), notice_text(problem))

    @Slot()
    def reset(self) -> None:
        answer = QMessageBox.question(
            self,
            self.tr("Reset statistics"),
            self.tr(
                "Delete every recorded hand, of all sessions? "
                "A backup copy of the statistics is kept."
            ),
            QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.Cancel,
            QMessageBox.StandardButton.Cancel,
        )
        if answer != QMessageBox.StandardButton.Yes:
            return
        self._records.ask(records.reset(), self._reset_done, self)

    def _reset_done(self, result: tuple[Path | None, str | None]) -> None:
        backup, problem = result
        if problem:
            QMessageBox.warning(self, self.tr("Reset statistics"), notice_text(problem))
        elif backup is not None:
            QMessageBox.information(
                self,
                self.tr("Reset statistics"),
                self.tr("The statistics were reset. The backup is %1.").replace("%1", str(backup)),
            )
        self.refresh()


__all__ = ["StatisticsWindow"]
