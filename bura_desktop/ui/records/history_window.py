"""The history window: the recorded hands, newest first, each to be watched again.

A hand opens in the replay viewer once the records' thread has played it again and found it to
end as recorded (``app.records``); a hand that does not, or was recorded without its actions,
says so instead. Hands go out and come in as text (the clipboard or a file): an imported hand is
shown, never added to the statistics.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import assert_never

from PySide6.QtCore import QLocale, QSize, Qt, Signal, Slot
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QFileDialog,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QMessageBox,
    QPushButton,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from bura_desktop.app import records
from bura_desktop.app.i18n import fill
from bura_desktop.app.narration import named
from bura_desktop.app.records import (
    FileProblem,
    HandTextError,
    Records,
    ReplayedHand,
    Unplayable,
)
from bura_desktop.core.rules import standing_of
from bura_desktop.storage.settings import TableSettings
from bura_desktop.storage.statistics import HandRecord, Scope
from bura_desktop.ui.desktop import screen_room
from bura_desktop.ui.records.hand_filters import level_filter, preset_filter
from bura_desktop.ui.records.replay_viewer import ReplayViewer
from bura_desktop.ui.words.rule_texts import preset_label

# The largest hand text taken from the clipboard: a hand's text is a few kilobytes.
TEXT_LIMIT = records.TEXT_LIMIT


def warning(parent: QWidget, title: str, text: str) -> None:
    """A warning whose text is shown as written: a name or a pasted value never renders."""
    box = QMessageBox(QMessageBox.Icon.Warning, title, text, QMessageBox.StandardButton.Ok, parent)
    box.setTextFormat(Qt.TextFormat.PlainText)
    box.exec()


class HistoryWindow(QDialog):
    """The hands in the player's ``records``, newest first, with a viewer for each. Every read
    and replay is done in the records' thread: the list and the viewers appear when it
    answers."""

    # A viewer's "Play from here": the practice hand's TableSetup, for the main window.
    play_from_here = Signal(object)
    refreshed = Signal()  # the list shows the hands as last read
    opened = Signal(object)  # a hand's ReplayViewer, open

    def __init__(
        self,
        records: Records,
        parent: QWidget | None = None,
        looks: Callable[[], TableSettings | None] = lambda: None,
    ) -> None:
        """``looks`` gives the player's table settings as they are when a hand is opened."""
        super().__init__(parent)
        self._looks = looks
        self.setWindowTitle(self.tr("Hand history"))
        self._records = records
        self.hands: list[HandRecord] = []
        self.scope = Scope()  # the filters of the list shown (and of the one asked for)
        self.viewers: list[ReplayViewer] = []

        self._preset = preset_filter(self.refresh)
        self._level = level_filter(self.refresh)
        filters = QHBoxLayout()
        filters.addWidget(QLabel(self.tr("Rules:")))
        filters.addWidget(self._preset)
        filters.addWidget(QLabel(self.tr("Opponents:")))
        filters.addWidget(self._level)
        filters.addStretch(1)

        self.list = QTreeWidget()
        self.list.setObjectName("hands")
        self.list.setRootIsDecorated(False)
        self.list.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.list.setHeaderLabels(
            [self.tr("Date"), self.tr("Rules"), self.tr("Players"), self.tr("Result")]
        )
        self.list.header().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        self.list.itemActivated.connect(lambda item, _column: self.open_selected())
        self.list.currentItemChanged.connect(lambda *_: self._enable())

        self._status = QLabel()
        self._status.setObjectName("status")
        # A refusal may quote what was pasted: shown as written, wrapped, never widening the window.
        self._status.setTextFormat(Qt.TextFormat.PlainText)
        self._status.setWordWrap(True)

        self.open_button = self._button(self.tr("&Replay"), self.open_selected)
        self.copy_button = self._button(self.tr("&Copy"), self.copy_selected)
        self.copy_button.setToolTip(self.tr("Copy the hand as text, to paste anywhere."))
        self.save_button = self._button(self.tr("&Save as…"), self.save_selected)
        self.save_button.setToolTip(self.tr("Save the hand as a text file."))
        paste = self._button(self.tr("&Paste"), self.paste)
        paste.setToolTip(self.tr("Watch a hand copied as text."))
        load = self._button(self.tr("&Open…"), self.open_file)
        load.setToolTip(self.tr("Watch a hand from a text file."))
        buttons = QHBoxLayout()
        for button in (self.open_button, self.copy_button, self.save_button):
            buttons.addWidget(button)
        buttons.addStretch(1)
        buttons.addWidget(paste)
        buttons.addWidget(load)

        layout = QVBoxLayout(self)
        layout.addLayout(filters)
        layout.addWidget(self.list, 1)
        layout.addWidget(self._status)
        layout.addLayout(buttons)
        screen_room.fit(self, QSize(760, 480))
        self.refresh()

    def _button(self, text: str, slot: object) -> QPushButton:
        button = QPushButton(text)
        button.setAutoDefault(False)
        button.clicked.connect(slot)
        return button

    # ------------------------------------------------------------------ the list

    @Slot()
    def refresh(self) -> None:
        """Read the hands again, newest first; the main window calls this after each hand."""
        self.scope = Scope(preset=self._preset.currentData(), level=self._level.currentData())
        self._records.ask(records.read(self.scope), self._show_hands, self, "hands")

    def _show_hands(self, read: records.Hands) -> None:
        self.hands = read.hands[::-1]
        self.list.clear()
        locale = QLocale()
        for hand in self.hands:
            # PySide6 takes a datetime for a QDateTime; the stub does not say so.
            when = locale.toString(hand.started, QLocale.FormatType.ShortFormat)  # type: ignore[call-overload]
            players = ", ".join(named(s.name) for s in hand.seats)
            QTreeWidgetItem(
                self.list, [when, preset_label(hand.preset), players, self.result_text(hand)]
            )
        first = self.list.topLevelItem(0)  # the newest hand, if there is one
        if first is not None:
            self.list.setCurrentItem(first)
        if self.hands:
            self._status.setText("")
        elif self.scope == Scope():
            self._status.setText(self.tr("No hands are recorded yet."))
        else:
            self._status.setText(self.tr("No recorded hand matches these filters."))
        self._enable()
        self.refreshed.emit()

    def result_text(self, hand: HandRecord) -> str:
        """The human's result: won or lost, how the hand ended, and the chips."""
        how = {
            "claim": self.tr("claim of 31"),
            "false_claim": self.tr("wrong claim"),
            "bura": self.tr("Bura"),
            "declaration": self.tr("declaration"),
            "played_out": self.tr("played out"),
            "most_points": self.tr("most points"),
        }[hand.ending]
        result = fill(self.tr("Won: %1") if hand.won else self.tr("Lost: %1"), how)
        if standing_of(hand.rules.get("scoring", "pot")) == "chips":
            chips = hand.chips[hand.human_seat]
            result = fill(self.tr("%1 (chips: %2)"), result, f"{chips:+}" if chips else "0")
        return result

    def selected(self) -> HandRecord | None:
        item = self.list.currentItem()
        if item is None:
            return None
        return self.hands[self.list.indexOfTopLevelItem(item)]

    def _enable(self) -> None:
        # A hand recorded without its actions is listed for its result, but has nothing to
        # replay: opening it (a double click) says why.
        hand = self.selected()
        kept = hand is not None and hand.actions is not None
        for button in (self.open_button, self.copy_button, self.save_button):
            button.setEnabled(kept)

    # ------------------------------------------------------------------ watching

    def open_hand(self, hand: HandRecord, review: bool = False) -> None:
        """Open the viewer on ``hand`` once the records' thread has replayed it (a message
        if it cannot be); ``review``: start its review as it opens."""
        answer = lambda found: self._show_replayed(found, review)  # noqa: E731
        self._records.ask(records.replay(hand), answer, self)

    def _show_replayed(
        self, found: ReplayedHand | Unplayable | HandTextError | FileProblem, review: bool = False
    ) -> ReplayViewer | None:
        if not isinstance(found, ReplayedHand):
            self._tell(self._problem(found))
            return None
        viewer = ReplayViewer(found, self, self._looks())
        viewer.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        viewer.destroyed.connect(lambda: self.viewers.remove(viewer))
        viewer.play_from_here.connect(self._play_from_here)
        self.viewers.append(viewer)
        viewer.show()
        if review:
            viewer.start_review()
        self.opened.emit(viewer)
        return viewer

    def _problem(self, problem: Unplayable | HandTextError | FileProblem) -> str:
        """Why a hand is not shown, copied or saved, in a sentence."""
        match problem:
            case Unplayable(kind="not_kept"):
                return self.tr(
                    "This hand was recorded without its actions (by an older version, or"
                    " resumed from a saved game), so it cannot be replayed."
                )
            case Unplayable(detail=detail):
                return fill(
                    self.tr(
                        "This hand does not replay as it was recorded, so it is not shown"
                        " (the record may be damaged, or the rules have changed): %1"
                    ),
                    detail,
                )
            case HandTextError(line=line, problem=what):
                return fill(self.tr("The hand could not be read. Line %1: %2"), line, what)
            case FileProblem(kind="too_large"):
                return self.tr("This is far too much text to be a hand.")
            case FileProblem(kind="file_too_large"):
                return self.tr("This file is far too large to be a hand.")
            case FileProblem(kind="not_text"):
                return self.tr("This file is not text, so it is not a hand.")
            case FileProblem(kind="unreadable", detail=detail):
                return fill(self.tr("The file could not be read: %1"), detail)
            case FileProblem(detail=detail):
                return fill(self.tr("The hand could not be saved: %1"), detail)
        assert_never(problem)

    def _play_from_here(self, setup: object) -> None:
        # The table is played at in the main window, which this window would cover.
        self.hide()
        self.play_from_here.emit(setup)

    @Slot()
    def open_selected(self) -> None:
        hand = self.selected()
        if hand is not None:
            self.open_hand(hand)

    # ------------------------------------------------------------------ export and import

    @Slot()
    def copy_selected(self) -> None:
        hand = self.selected()
        if hand is not None:
            self._records.ask(records.hand_text(hand), self._copy, self)

    def _copy(self, text: str | Unplayable) -> None:
        if isinstance(text, Unplayable):
            self._tell(self._problem(text))
            return
        QGuiApplication.clipboard().setText(text)
        self._status.setText(self.tr("The hand is copied as text."))

    @Slot()
    def save_selected(self) -> None:
        hand = self.selected()
        if hand is None:
            return
        stamp = hand.started.strftime("%Y-%m-%d-%H%M")
        name, _ = QFileDialog.getSaveFileName(
            self,
            self.tr("Save hand"),
            str(Path.home() / f"bura-hand-{stamp}.txt"),
            self.tr("Bura hands (*.txt)"),
        )
        if name:
            self.save_to(hand, Path(name))

    def save_to(self, hand: HandRecord, target: Path) -> None:
        """Write ``hand``'s text to ``target`` (in the records' thread); a problem is told."""
        self._records.ask(records.save_text(hand, target), self._saved, self)

    def _saved(self, problem: Unplayable | FileProblem | None) -> None:
        if problem is None:
            self._status.setText(self.tr("The hand is saved as text."))
        else:
            self._tell(self._problem(problem))

    @Slot()
    def paste(self) -> None:
        # Its size first, in bytes, as Qt holds it: a text of megabytes made a Python string
        # costs several times its size for a moment (issue #46). A character is at most 4 bytes.
        held = QGuiApplication.clipboard().mimeData()
        if held is not None and held.data("text/plain").size() > 4 * TEXT_LIMIT:
            self._tell(self._problem(FileProblem("too_large")))
            return
        self.import_text(QGuiApplication.clipboard().text())

    @Slot()
    def open_file(self) -> None:
        name, _ = QFileDialog.getOpenFileName(
            self, self.tr("Open hand"), str(Path.home()), self.tr("Bura hands (*.txt)")
        )
        if name:
            self.import_file(Path(name))

    def import_file(self, source: Path) -> None:
        """Read a hand from ``source`` and open it in the viewer; a message says what is wrong."""
        self._records.ask(records.read_file(source), self._show_replayed, self)

    def import_text(self, text: str) -> None:
        """Read a hand from its text and open it in the viewer; a message names a bad line."""
        if len(text) > TEXT_LIMIT:  # not even handed to the records' thread
            self._tell(self._problem(FileProblem("too_large")))
            return
        self._records.ask(records.read_text(text), self._show_replayed, self)

    def _tell(self, message: str) -> None:
        self._status.setText(message)
        warning(self, self.tr("Hand history"), message)


__all__ = ["HistoryWindow"]
