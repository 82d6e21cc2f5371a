"""The end-of-hand panel: how the hand ended, everyone's card points and what the hand scored."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QLocale, QPointF, QRectF, Qt, Signal
from PySide6.QtWidgets import (
    QApplication,
    QBoxLayout,
    QFrame,
    QGridLayout,
    QLabel,
    QPushButton,
    QVBoxLayout,
)

from bura_desktop.app.i18n import fill
from bura_desktop.app.narration import named
from bura_desktop.core import Outcome, Rules
from bura_desktop.core.rules import PLAYED_OUT_SCORINGS
from bura_desktop.ui.table.layout import PANEL_GAP, TableLayout
from bura_desktop.ui.table.model import TableModel
from bura_desktop.ui.table.table_view import TableView
from bura_desktop.ui.window import panel_look as look
from bura_desktop.ui.window.action_bar import ActionBar

# The panel narrows to the room between the side seats, down to this: its table of points and
# chips needs it.
PANEL_MIN_WIDTH = 260
QWIDGETSIZE_MAX = (1 << 24) - 1  # Qt's "no maximum", which PySide does not export


class HandOverPanel(QFrame):
    next_hand = Signal()
    new_game = Signal()
    back = Signal()  # a practice hand is over: back to the game it was played beside
    replay = Signal(object)  # (a 63-bit int) the finished hand's deal seed: deal those cards again
    review = Signal(object)  # (a 63-bit int) the finished hand's deal seed: review that hand

    def __init__(self, view: TableView | None = None, bar: ActionBar | None = None) -> None:
        """Over the table of ``view``, covering the action ``bar`` while it shows (a panel on its
        own, as tests make it, just shows)."""
        super().__init__(view)
        self.view = view
        self.bar = bar
        self.setObjectName("handOverPanel")
        # Opaque: the stock or the pot it may lie over never shows through its words. The end
        # of a hand has the wood of the rim round it (``panel_look``).
        self.setStyleSheet(
            look.panel("handOverPanel", "wood")
            + look.buttons("handOverPanel", "6px 14px")
            # Details opens and closes what it holds: a small outlined toggle, not a caption.
            + " #handOverPanel QPushButton#details { background: transparent; color: #c8e6c9;"
            " border: 1px solid rgba(200, 230, 201, 110); padding: 3px 10px; }"
            " #handOverPanel QPushButton#details:hover { background: rgba(255, 255, 255, 40); }"
            " #handOverPanel QPushButton#details:checked { background: rgba(200, 230, 201, 50);"
            " color: #ffffff; }"
        )
        layout = QVBoxLayout(self)
        layout.setContentsMargins(20, 16, 20, 16)
        self.headline = QLabel()
        # Seat names are the players' own: shown as written, never read as HTML.
        self.headline.setTextFormat(Qt.TextFormat.PlainText)
        self.headline.setWordWrap(True)
        self.headline.setStyleSheet(look.heading(16))
        layout.addWidget(self.headline)
        self.table = QGridLayout()
        self.table.setHorizontalSpacing(16)  # the column headings apart when the panel narrows
        self.table.setVerticalSpacing(4)  # its own: the layout holding it is spaced wider
        # The points, and beside them what Details shows; the ways on in a row under them:
        # where the panel may be that wide, so that it stays low enough to leave the stock,
        # the trump and the pot in sight on a small table. One under another where it may not.
        self._middle = QBoxLayout(QBoxLayout.Direction.LeftToRight)
        self._middle.setSpacing(16)
        self._middle.addLayout(self.table)
        self._aside = QVBoxLayout()
        self._aside.setSpacing(6)
        self._middle.addLayout(self._aside)
        layout.addLayout(self._middle)
        self._ways = QBoxLayout(QBoxLayout.Direction.LeftToRight)
        self._ways.setSpacing(8)
        # The seed is for those who want it (to deal the hand again, here or anywhere):
        # behind Details, not a 19-digit number in every player's face.
        self.details = QPushButton(self.tr("Details"))
        self.details.setObjectName("details")
        self.details.setCheckable(True)
        self.details.toggled.connect(self._show_details)
        self.details.toggled.connect(self.place)  # it grows with the details
        self.seed = QLabel()
        self.seed.setTextFormat(Qt.TextFormat.PlainText)
        self.seed.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.seed.setStyleSheet("color: #c8e6c9;")
        self._aside.addWidget(self.seed)
        self.replay_button = QPushButton(self.tr("Replay this deal"))
        self.replay_button.setToolTip(self.tr("A new game that deals these same cards again."))
        self._seed = 0
        self.replay_button.clicked.connect(lambda: self.replay.emit(self._seed))
        self._aside.addWidget(self.replay_button)
        self._aside.addStretch(1)
        self._ways.addWidget(self.details, 0, Qt.AlignmentFlag.AlignLeft)
        self._ways.addStretch(1)
        # Offered where the hands are recorded (the window says so with ``reviewable``).
        self.reviewable = False
        self.review_button = QPushButton(self.tr("Review this hand"))
        self.review_button.setToolTip(
            self.tr("Watch the hand again while the Expert weighs each of your decisions.")
        )
        self.review_button.clicked.connect(lambda: self.review.emit(self._seed))
        self._ways.addWidget(self.review_button)
        self.button = QPushButton(self.tr("Next hand (N)"))
        self.button.setDefault(True)
        # Bold in its own font, not the style sheet's :default, whose weight its size
        # ignores: the words were cut at both ends once it was no wider than it asked.
        bold = self.button.font()
        bold.setBold(True)
        self.button.setFont(bold)
        self.button.clicked.connect(self._pressed)
        self.button.setAccessibleName(self.button.text())
        self.button.setAccessibleDescription(self.tr("Deal the next hand. Key: N."))
        self.setAccessibleName(self.tr("End of the hand"))
        self._ways.addWidget(self.button)
        layout.addLayout(self._ways)
        self._session_over = False
        # At someone else's table the host deals the next hand: there is no button for it.
        self.host_deals = False
        self._back = False  # the button goes back to the game a practice hand was played beside
        self._folded = False  # the table of points behind Details: the table is small
        self.hide()

    def show_outcome(
        self,
        outcome: Outcome,
        headline: str,
        names: Sequence[str],
        session_over: bool,
        rules: Rules,
        table: TableModel,
        practice: bool = False,
    ) -> None:
        """``table`` is the hand as the human's seat saw it: a pile holding face-down cards that
        no claim exposed shows the points seen in it and how many cards went down unseen.
        ``practice``: a hand played again from a replay, never recorded; unless the session
        is over, the game left for it goes on after it."""
        focus = QApplication.focusWidget()
        keyboard_here = focus is not None and self.window().isAncestorOf(focus)
        self.headline.setText(headline)
        self._clear_rows()
        # What the hand changed in the standing the scoring counts.
        if rules.standing == "chips":
            # What each seat gained or lost, the ante included: the pot is in the headline.
            standing, changes = self.tr("net chips"), outcome.chips
        elif rules.standing == "hands_won":
            standing = self.tr("hands won")
            changes = tuple(int(seat in outcome.winners) for seat in range(len(names)))
        else:
            standing, changes = self.tr("penalty points"), outcome.penalty
        for column, title in enumerate(("", self.tr("card points"), standing)):
            label = QLabel(title)
            label.setTextFormat(Qt.TextFormat.PlainText)
            label.setStyleSheet("color: #c8e6c9;")
            if column:  # over the numbers, which stand right-aligned
                label.setAlignment(Qt.AlignmentFlag.AlignRight)
            self.table.addWidget(label, 0, column)
        for seat, name in enumerate(names):
            change = changes[seat]
            locale = QLocale()
            shown = locale.toString(change) if change <= 0 else "+" + locale.toString(change)
            # Played out for the most points (Kozel, penalties), every pile is counted openly.
            if rules.scoring in PLAYED_OUT_SCORINGS:
                points = locale.toString(outcome.points[seat])
            else:
                points = locale.toString(table.pile_points(seat))
                unseen = table.pile_unseen(seat)
                if unseen:
                    points += " " + self.tr("+ %n face down", "", unseen)
            cells = (named(name), points, shown)
            for column, text in enumerate(cells):
                label = QLabel(text)
                label.setTextFormat(Qt.TextFormat.PlainText)
                if column:
                    label.setAlignment(Qt.AlignmentFlag.AlignRight)
                self.table.addWidget(label, seat + 1, column)
        seed = outcome.seed
        self._seed = seed or 0
        self.seed.setText("" if seed is None else fill(self.tr("Deal seed %1"), seed))
        self.details.setVisible(seed is not None)
        # A practice hand is never recorded: there is nothing to review.
        self.review_button.setVisible(self.reviewable and seed is not None and not practice)
        self.details.setChecked(False)
        self._folded = False
        self._show_details(False)
        self._offer(session_over, practice)
        self.setAccessibleDescription(headline)
        self._present()
        if keyboard_here:
            # Its button says what comes next, and a screen reader reads the outcome with it.
            self.button.setFocus(Qt.FocusReason.OtherFocusReason)

    def show_stopped(self, message: str) -> None:
        """The game cannot go on: ``message`` says why; the button starts a new game."""
        self.headline.setText(message)
        self._clear_rows()
        self.seed.setText("")
        self._folded = False
        self.details.hide()
        self.review_button.hide()
        self._show_details(False)
        self._offer(session_over=True)
        self.setAccessibleDescription(message)
        self._present()

    def _present(self) -> None:
        self._fit()
        self.show()
        self.raise_()
        self.place()
        if self.bar is not None:
            self.bar.set_covered(True)

    def withdraw(self) -> None:
        """Hidden, the bar uncovered; the keyboard it had goes back to the table."""
        focus = QApplication.focusWidget()
        had_focus = focus is not None and self.isAncestorOf(focus)
        self.hide()
        if self.bar is not None:
            self.bar.set_covered(False)
        if had_focus and self.view is not None:
            self.view.setFocus(Qt.FocusReason.OtherFocusReason)

    def _show_details(self, shown: bool) -> None:
        self.seed.setVisible(shown and bool(self.seed.text()))
        self.replay_button.setVisible(shown and bool(self.seed.text()))
        if self._folded:
            self._fold(True)
        self._fit()

    def _clear_rows(self) -> None:
        items = [self.table.itemAt(i) for i in range(self.table.count())]
        widgets = [w for item in items if item is not None and (w := item.widget()) is not None]
        for widget in widgets:
            # removeWidget deletes the widget's layout item too; takeAt left that to its caller,
            # and nine were kept every hand (issue #23).
            self.table.removeWidget(widget)
            widget.hide()  # deleteLater waits for the event loop; hide the old row now
            widget.deleteLater()

    def _offer(self, session_over: bool, practice: bool = False) -> None:
        self._session_over = session_over
        self._back = practice and not session_over
        if self._back:
            text = self.tr("Back to your game")
            description = self.tr("Leave the practice hand for the game you were playing.")
        elif session_over:
            text, description = self.tr("New game"), self.tr("Start a new game.")
        elif self.host_deals:
            text = self.tr("The host deals the next hand")
            description = self.tr("The table goes on when the host deals.")
        else:
            text, description = self.tr("Next hand (N)"), self.tr("Deal the next hand. Key: N.")
        self.button.setEnabled(not (self.host_deals and not session_over and not self._back))
        self.button.setText(text)
        self.button.setAccessibleName(text)
        self.button.setAccessibleDescription(description)

    def _pressed(self) -> None:
        # The window hides the panel: it must see it showing to accept the next hand, and
        # hand the keyboard focus back to the table as it goes.
        if self._back:
            self.back.emit()
        else:
            (self.new_game if self._session_over else self.next_hand).emit()

    def place(self) -> None:
        """Over the table where it hides the least the player still looks at."""
        view = self.view
        if view is None or self.isHidden():
            return
        table = view.table()
        layout = table.layout_
        area = view.rect()
        own_top = layout.footprint(0).top() - PANEL_GAP
        if self._folded:
            self._fold(False)  # whole again, where the table has grown room for it
        # No wider than the room between the side seats' plates, where it can wrap to that.
        self.setMaximumWidth(QWIDGETSIZE_MAX)
        self._fit()
        room = layout.panel_room(own_top - self.height())
        if room < self.width():
            self.setMaximumWidth(max(round(room), self._narrowest()))
            self._fit()
        # Best below the middle row, if there is room above the own hand and plate (the action
        # bar steps aside for the panel); else just above them.
        # (Below the stock too: lying a little lower than the plays, its indicator's end, the
        # trump, had been under the panel's top edge at two players.)
        middle = layout.centre.y() + layout.card_height * 0.45
        stock = layout.stock_area()
        if stock.top() < middle:
            middle = max(middle, stock.bottom() + PANEL_GAP)
        below_middle = round(middle)
        above_own = round(own_top) - self.height()
        top = max(0, min(below_middle, above_own, area.height() - self.height()))
        # An empty pot may lie under the panel: moving aside for it only unbalances the table.
        pot = table.middle.pot.isVisible() and table.middle.pot.count() > 0
        spot = layout.panel_spot(self.width(), self.height(), top, pot)
        # The own hand, the trump, the stock and the pot (and a claimed pile) stay in sight:
        # elsewhere if the panel would hide them there, and folded behind Details on a table
        # too small for it whole.
        keep = [layout.footprint(0), layout.stock_area(), *table.middle.marks()]
        if pot:
            keep.append(layout.pot_area())
        shown = len(table.model.shown.slots)
        if shown:
            keep.append(layout.shown_row(shown))
        plates = [p.sceneBoundingRect() for s, p in enumerate(table.plates) if s != table.watched]
        near = QPointF(spot.x() + self.width() / 2, top + self.height() / 2)
        # No opponent's cards under it either (a player counts them), but on a screen with no
        # room for that.
        backs = layout.backs()
        if any(QRectF(spot, self.size().toSizeF()).intersects(part) for part in keep + backs):
            spot = self._clear_spot(layout, keep, backs + plates, backs, near) or spot
        self.move(spot.toPoint() + view.viewport().pos())

    def _clear_spot(
        self,
        layout: TableLayout,
        keep: list[QRectF],
        seats: list[QRectF],
        backs: list[QRectF],
        near: QPointF,
    ) -> QPointF | None:
        """A spot that hides nothing of ``keep``, nor of the other ``seats`` where there is
        one, else nothing of their ``backs``: for the panel whole, else folded, else folded
        and narrower (its headline on more lines)."""
        full = self.maximumWidth()
        for avoid in (keep + seats, keep + backs, keep):
            # Folded, its margins are closer; open, Details keeps its table shown all the same.
            for step in range(2 if self.details.isChecked() else 3):
                if step:
                    self._fold(True)
                if step == 2:
                    self.setMaximumWidth(self._narrowest())
                    self._fit()
                spot = layout.clear_spot(self.width(), self.height(), avoid, near)
                if spot is not None:
                    return spot
            self.setMaximumWidth(full)
            self._fold(False)
        return None

    def _narrowest(self) -> int:
        """The least width it may narrow to: its table's, and no less than its buttons' words
        need in the player's language and font."""
        self.setMaximumWidth(QWIDGETSIZE_MAX)  # else the hint is already bounded by it
        self._arrange(beside=False)
        layout = self.layout()
        needs = 0 if layout is None else layout.totalMinimumSize().width()
        return max(PANEL_MIN_WIDTH, needs)

    def _arrange(self, beside: bool | None = None) -> None:
        """Details beside the points and the ways on in a row, where the panel may be as wide
        as that needs (``beside``: so, or not, whatever the width)."""
        if beside is None:
            self._arrange(beside=True)
            layout = self.layout()
            wide = 0 if layout is None else layout.totalSizeHint().width()
            beside = wide <= self.maximumWidth()
        direction = QBoxLayout.Direction.LeftToRight if beside else QBoxLayout.Direction.TopToBottom
        for box in (self._middle, self._ways):
            if box.direction() != direction:
                box.setDirection(direction)

    def _fit(self) -> None:
        """Its size for its words: as tall as the headline wraps at the width it may take (a
        plain adjustSize measures the height at the width it would like)."""
        self._arrange()
        self.adjustSize()
        layout = self.layout()
        if layout is not None and layout.hasHeightForWidth():
            # No taller either: the rows would spread over what the headline does not take.
            tall = max(layout.totalMinimumSize().height(), layout.totalHeightForWidth(self.width()))
            self.resize(self.width(), tall)

    def _fold(self, folded: bool) -> None:
        """The table of points behind Details (a small table), or in the panel."""
        self._folded = folded
        shown = not folded or self.details.isChecked()
        for item in (self.table.itemAt(i) for i in range(self.table.count())):
            widget = None if item is None else item.widget()
            if widget is not None:
                widget.setVisible(shown)
        self.details.setVisible(bool(self.seed.text()) or folded)
        layout = self.layout()
        if layout is not None:
            # Folded on a small table: closer to its words, to find room between the seats.
            layout.setContentsMargins(*((14, 8, 14, 8) if folded else (20, 16, 20, 16)))
            layout.setSpacing(4 if folded else -1)
            layout.activate()  # the hidden rows give back their height now
        self._fit()
