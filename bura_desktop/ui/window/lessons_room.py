"""Learn to play on the real table (issue #38): the lesson's sentences on the felt beside what
they talk about, the table pointing at it, and the way through the course.

A lesson is a practice hand of its stacked deal (``TableSetup.for_lesson``): the window plays it
as it plays a hand from a replay, and goes back to the game it left afterwards. The controller
says which step the player is at (``lesson_step``) once the table is at rest; this room shows
that step's sentence in a bubble placed where it covers nothing the player must see, and rings
what it names. A move the lesson does not take is explained in the action bar (the tutor's
``Explained``), like any refusal. Progress is kept in the settings, so the course goes on where
the player left it.
"""

from __future__ import annotations

import dataclasses
from typing import Protocol

from PySide6.QtCore import QEvent, QObject, QPoint, QRectF, Qt, QTimer
from PySide6.QtGui import QFont, QFontMetrics
from PySide6.QtWidgets import (
    QCheckBox,
    QFrame,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from bura_desktop.app.controller import GameController
from bura_desktop.app.flow import TableFlow
from bura_desktop.app.i18n import fill, translate
from bura_desktop.app.lessons import COURSE, Lesson
from bura_desktop.app.table import TableSetup
from bura_desktop.core import Card, Rules
from bura_desktop.storage.paths import Profile
from bura_desktop.ui.desktop.announce import announce
from bura_desktop.ui.table.pointer import Pointer
from bura_desktop.ui.table.scene import TableScene
from bura_desktop.ui.table.table_view import TableView
from bura_desktop.ui.window import panel_look as look
from bura_desktop.ui.window.action_bar import ActionBar
from bura_desktop.ui.window.hand_over_panel import HandOverPanel
from bura_desktop.ui.window.settings_keeper import SettingsKeeper
from bura_desktop.ui.words.lessons import lesson_text


class LessonHost(Protocol):
    """What the window does for the course: plays a lesson's hand and goes back to the game."""

    profile: Profile | None  # where the course's progress is kept
    remember_window: bool  # false for a scripted run, which is offered no lessons

    def play_from_here(self, setup: TableSetup) -> None: ...
    def back_to_game(self) -> None: ...
    def setWindowTitle(self, title: str) -> None: ...


WIDTH = 360  # the bubble's width where the table has room: a short paragraph's measure
MIN_WIDTH = 260
BUTTON_PADDING = 26  # the buttons' padding and border, both sides
SMALL_TABLE = 640  # a table narrower than this gets the bubble's smaller type
BAR_CHANGES = (QEvent.Type.Resize, QEvent.Type.Move, QEvent.Type.Show, QEvent.Type.Hide)
GAP = 10
HEADING = look.heading()
# The part of a card's width and height from its top left corner that holds its index.
INDEX_CORNER = 0.3


class LessonBubble(QFrame):
    """The lesson's words on the felt: which lesson, one or two sentences, the ways on."""

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setObjectName("lessonBubble")
        # The lessons' gold round it and on its heading (``panel_look``); the first start's
        # offer of the course is a lesson bubble too.
        self.setStyleSheet(
            look.panel("lessonBubble", "gold") + look.buttons("lessonBubble", "5px 10px")
        )
        self._buttons: list[QPushButton] = []
        self.given = 0  # how many times it was given words: each time it fits anew
        self._headings = ("", "")  # the heading, and in fewer words
        layout = self._layout = QVBoxLayout(self)
        layout.setContentsMargins(14, 10, 14, 10)
        layout.setSpacing(6)
        self.heading = QLabel()
        self.heading.setStyleSheet(HEADING)
        self.heading.setWordWrap(True)
        self.words = QLabel()
        self.words.setWordWrap(True)
        self.words.setTextFormat(Qt.TextFormat.PlainText)
        self.words.setAccessibleName(self.tr("Lesson"))
        # The heading, and on a small table the ways on beside it where they fit: a line
        # less, so that the bubble finds room clear of the trick.
        self._top = QHBoxLayout()
        self._top.setSpacing(12)
        self._top.addWidget(self.heading, 1)
        layout.addLayout(self._top)
        layout.addWidget(self.words)
        self.row = QHBoxLayout()
        self.row.setSpacing(6)
        layout.addLayout(self.row)
        self._beside = False  # the row of ways on beside the heading
        self.tries = QVBoxLayout()
        layout.addLayout(self.tries)
        self.hide()

    def show_words(
        self,
        heading: str,
        words: str,
        buttons: list[QPushButton],
        coach: QCheckBox | None = None,
        short: str = "",
    ) -> None:
        """``buttons`` in a row (those marked "try" each on a line of its own), and the
        ``coach``'s box under them; ``short``: the heading in fewer words, for a small table."""
        self.given += 1
        self._headings = (heading, short or heading)
        self.heading.setText(heading)
        self.words.setText(words)
        for row in (self.row, self.tries):
            while row.count():
                item = row.takeAt(0)
                widget = None if item is None else item.widget()
                if widget is not None:
                    widget.hide()
                    widget.setParent(None)
        self._buttons = buttons
        for button in buttons:
            # Tab reaches them, a click does not: the keys stay with the table's cards.
            button.setFocusPolicy(Qt.FocusPolicy.TabFocus)
            (self.tries if button.property("try") else self.row).addWidget(button)
            button.show()
        self._size_buttons()
        if coach is not None:
            coach.setStyleSheet("color: #f5f5f5;")
            self.tries.addWidget(coach)
            coach.show()
            coach.ensurePolished()
            coach.setMinimumWidth(coach.sizeHint().width())
        self.show()
        self.raise_()
        announce(self.words, f"{heading}. {words}", words)

    def _size_buttons(self) -> None:
        for button in self._buttons:
            # Its style sheet's type (bold when default) counts in the width it asks for.
            button.ensurePolished()
            bold = QFont(button.font())
            bold.setBold(True)
            text = button.text().replace("&", "")
            button.setMinimumWidth(QFontMetrics(bold).horizontalAdvance(text) + BUTTON_PADDING)

    def _place_row(self, width: int, small: bool) -> None:
        """The ways on beside the heading on a small table where both fit on one line, the
        heading in fewer words if that makes them fit."""
        self.heading.ensurePolished()
        metrics = self.heading.fontMetrics()
        ways = [b for b in self._buttons if not b.property("try")]
        need = self._top.spacing() + sum(b.minimumWidth() for b in ways)
        need += self.row.spacing() * max(0, len(ways) - 1)
        margins = self._layout.contentsMargins()
        room = width - margins.left() - margins.right() - need
        fitting = [h for h in self._headings if metrics.horizontalAdvance(h) <= room]
        beside = small and bool(fitting)
        self.heading.setText(fitting[0] if beside else self._headings[0])
        if beside == self._beside:
            return
        self._beside = beside
        if beside:
            self._layout.removeItem(self.row)
            self._top.addLayout(self.row)
        else:
            self._top.removeItem(self.row)
            self._layout.insertLayout(2, self.row)

    def fit(self, width: int, small: bool) -> None:
        """``width`` wide, or as wide as its buttons need; ``small``: the smaller type, the
        table's own whatever the desktop's (a desktop's large type made it so tall that no
        spot on a small table left the trick's corners in sight)."""
        self.words.setStyleSheet(f"font-size: {13 if small else 15}px;")
        self.heading.setStyleSheet(HEADING + ("font-size: 13px;" if small else ""))
        for button in self._buttons:
            button.setStyleSheet("font-size: 12px;" if small else "")
        self._size_buttons()
        self._place_row(width, small)
        # Measured once laid out in the type just set: the first measure after a try in the
        # other came out a line short, or narrower than a button.
        for _ in range(2):
            self._layout.activate()
            width = max(width, self._layout.minimumSize().width())
            self.setFixedWidth(width)
            self.setFixedHeight(self._layout.totalHeightForWidth(width))


class LessonsRoom(QObject):
    """The course on the table of ``view`` in ``window``: which lesson is on, its bubble and
    pointer. It keeps clear of the action ``bar`` (and covers it at a lesson's end), withdraws
    the end-of-hand ``panel``, follows the game's ``flow``, keeps its progress with ``kept``
    and is told the steps by the ``controller`` (None: someone else's table, no lessons)."""

    def __init__(
        self,
        window: LessonHost,
        view: TableView,
        bar: ActionBar,
        panel: HandOverPanel,
        flow: TableFlow,
        kept: SettingsKeeper,
        controller: GameController | None,
        parent: QObject,
    ) -> None:
        super().__init__(parent)
        self.window = window
        self.view, self.bar, self.panel, self.flow, self.kept = view, bar, panel, flow, kept
        self.available = controller is not None  # at the window's own table only
        self.bubble = LessonBubble(view)
        self.index: int | None = None  # the lesson on the table
        self._step: int | None = None  # its step shown; len(steps) for its summary
        self._pointer: Pointer | None = None
        self._offer = False  # the first start's offer is on the felt
        self._placed: tuple[object, ...] = ()  # what the bubble's place was found for
        if controller is not None:
            controller.lesson_step.connect(self.step)
        # The bar grows, shrinks, comes and goes with what is asked: the bubble keeps clear.
        bar.installEventFilter(self)
        QTimer.singleShot(0, self.offer_once)  # once the window shows

    # ------------------------------------------------------------------ from the window

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() in BAR_CHANGES:
            self.place()
        return False

    def offer_once(self) -> None:
        """At the first start: the course, offered once on the felt beside the first deal,
        where the settings are kept."""
        settings = self.kept.settings
        if settings is None or settings.general.lessons_offered or self.window.profile is None:
            return
        # Not at someone else's table, nor for a scripted run or computers playing every seat.
        if not self.available or not self.window.remember_window:
            return
        setup = self.flow.setup
        if not setup.seats[setup.watched].human:
            return
        self.kept.set_general(lessons_offered=True)
        self._offer = True
        start = self._button(self.tr("&Start the lessons"), lambda: self.open(0), default=True)
        later = self._button(self.tr("&Not now"), self.close)
        words = self.tr(
            "New to Bura? Learn it in ten minutes on this table, by playing. Help ▸ Learn to"
            " play brings the lessons back."
        )
        self.bubble.show_words(self.tr("Learn to play"), words, [start, later])
        self.place()

    def open(self, index: int | None = None) -> None:
        """Lesson ``index``, or the one the player got to (Help ▸ Learn to play)."""
        if index is None:
            done = self._settings_done()
            index = done if done < len(COURSE) else 0
        self._offer = False
        self.index = index
        self._step = None
        taught = COURSE[index]
        if taught.tries:
            self._show_tries(taught)
            return
        self._ring(None)
        self.bubble.show_words(
            self._heading(), self.tr("Watch the deal."), self._ways(), short=self._short()
        )
        self.place()
        self.window.play_from_here(TableSetup.for_lesson(taught.key))

    def begun(self, setup: TableSetup) -> None:
        """A game is on the table: a lesson's keeps the bubble, any other ends the course."""
        if setup.lesson:
            self.window.setWindowTitle(self.tr("Bura — lesson, not counted"))
            # Once the cards move, what the ring was round has gone from there.
            self.view.table().batch_started.connect(lambda: self._ring(None))
            return
        if self._offer:
            return
        if self.index is not None and not COURSE[self.index].tries:
            self.index = None
        if self.index is None:
            self.close()

    def enter(self) -> bool:
        """Enter on a lesson's summary: the next lesson (True), as its default button says."""
        if self.bubble.isHidden() or self.index is None or not self.summary_shown():
            return False
        default = next((b for b in self.bubble.findChildren(QPushButton) if b.isDefault()), None)
        if default is None or not default.isVisible():
            return False
        default.click()
        return True

    @property
    def shown_step(self) -> int | None:
        """The step of the lesson on the felt (past its steps: its summary), None before."""
        return self._step

    def at_lesson_end(self) -> bool:
        """A lesson's summary is on the felt (not the page of forms to try)."""
        if self.index is None or self._step is None:
            return False
        return self._step >= len(COURSE[self.index].steps)

    def summary_shown(self) -> bool:
        """A lesson's summary, or the page of forms to try, is on the felt."""
        assert self.index is not None
        return bool(COURSE[self.index].tries) or self.at_lesson_end()

    def close(self) -> None:
        if self.at_lesson_end():
            self.bar.set_covered(False)
        self._offer = False
        self.index = None
        self._ring(None)
        self.bubble.hide()

    def step(self, generation: int, step: int) -> None:
        """The controller: the player is at ``step`` of the lesson (its summary past the end)."""
        if not self.flow.current(generation) or self.index is None:
            return
        taught = COURSE[self.index]
        self._step = step
        names = [s.name for s in self.flow.setup.seats]
        if step >= len(taught.steps):
            self.panel.withdraw()  # the summary says what the hand's end means here
            self.bar.set_covered(True)  # nothing is asked any more: its room is free
            self._ring(None)
            self._keep_progress(self.index + 1)
            words = lesson_text(taught.summary, taught.summary_args, names)
            self.bubble.show_words(
                self._heading(), words, self._ways(summary=True), short=self._short()
            )
        else:
            self.bar.set_covered(False)
            shown = taught.steps[step]
            words = lesson_text(shown.says, shown.args, names)
            self.bubble.show_words(self._heading(), words, self._ways(), short=self._short())
            self._ring(self._target())
        self.place()

    def place(self) -> None:
        """The bubble where it hides nothing the player must see, near what it talks about: on a
        small table it may lie over the other seats' backs, never over the own hand, the
        action bar, the trick, the stock, the pot or what it points at."""
        if self.bubble.isHidden():
            return
        table = self.view.table()
        if self._pointer is not None and self._pointer.scene() is not table:
            self._pointer = None  # gone with its table
        layout = table.layout_
        small = layout.width < SMALL_TABLE
        target = self._target()
        near = target.center() if target is not None else layout.centre
        origin = self.view.viewport().pos()
        # The bar as it stands (it grows to three lines at small sizes), in table coordinates.
        bar = self.bar
        shown_bar = [QRectF(bar.geometry().translated(-origin))] if bar.isVisible() else []
        # A claimed pile shown face up is what the lesson's end is about.
        shown = _drawn(table, [s.card for s in table.model.shown.slots if s.card is not None])
        pointed = [rect for rect in (target, shown) if rect is not None]
        # The trick's corners: which cards were led and answered is what most steps are about.
        trick = [s.card for s in table.model.trick.slots if s.card is not None]
        corners = [c for card in trick if (c := _corner(table, card)) is not None]
        marks = table.middle.marks()
        at_end = self.at_lesson_end()
        # Every move of the bar and every layout of the window ask again, mostly with nothing
        # changed: each fit restyles and lays out the bubble, and each size tries its spots.
        asked: tuple[object, ...] = (self.bubble.given, self.bubble.font().key(), layout)
        asked += (near, origin, shown_bar, pointed, corners, marks, at_end)
        if asked == self._placed:
            return
        self._placed = asked
        own = [layout.footprint(0), *shown_bar, *pointed, *corners]
        middle = [layout.stock_area(), layout.pot_area(), *marks]
        plays = [layout.play_area(seat) for seat in range(len(layout.seats))]
        # Narrow first; wider, and so lower, where only a wide band is free (over the other
        # seats' backs at the top of a small table).
        base = round(min(WIDTH, max(MIN_WIDTH, layout.width * 0.5)))
        widths = [base, round(base * 1.4), round(layout.width - 2 * GAP)]
        # At a lesson's end the hand is over for the lesson: its summary may lie over the own
        # hand where nothing else leaves it room, rather than over the middle or a claimed pile.
        ended = [[*middle, *pointed]] if at_end else []
        tries = [[*layout.parts(), *middle, *own], [*middle, *plays, *own], [*middle, *own]]
        # Where nothing leaves it all in sight: the middle's marks before the trick's corners,
        # and those before the middle.
        least = [layout.footprint(0), *shown_bar, *pointed]
        # The smaller type too, where the table's own leaves no room.
        sizes = [(width, small) for width in widths] + [(w, True) for w in widths if not small]
        # Each size is fitted once: fitting restyles and lays out the bubble, and the same
        # sizes are tried against each list of parts to avoid.
        fitted: dict[tuple[int, bool], tuple[int, int]] = {}
        avoiding = [*tries, *ended, [*middle, *least], own, least]
        spot, chosen = QPoint(GAP, GAP), sizes[-1]
        for avoid, size in ((avoid, size) for avoid in avoiding for size in sizes):
            if size not in fitted:
                self.bubble.fit(*size)
                fitted[size] = (self.bubble.width(), self.bubble.height())
            found = layout.clear_spot(*fitted[size], avoid, near)
            if found is not None:
                spot, chosen = found.toPoint(), size
                break
        if chosen != list(fitted)[-1]:  # the bubble is in the last size fitted
            self.bubble.fit(*chosen)
        self.bubble.move(origin + spot)

    # ------------------------------------------------------------------ inside

    def _heading(self) -> str:
        assert self.index is not None
        title = translate("Lessons", COURSE[self.index].title)
        return fill(self.tr("Lesson %1 of %2: %3"), self.index + 1, len(COURSE), title)

    def _short(self) -> str:
        """The heading on a small table: the lesson's number of the course's, and its title."""
        assert self.index is not None
        title = translate("Lessons", COURSE[self.index].title)
        return fill(
            self.tr("%1/%2: %3", "lesson 3 of 8: its title"), self.index + 1, len(COURSE), title
        )

    def _ways(self, summary: bool = False) -> list[QPushButton]:
        """Back, on and out: the next lesson is the default once this one is over."""
        assert self.index is not None
        ways = []
        if self.index > 0:
            ways.append(self._button(self.tr("&Previous"), lambda: self._go(-1)))
        on = self.tr("&Next lesson") if summary else self.tr("S&kip")
        ways.append(self._button(on, lambda: self._go(1), default=summary))
        ways.append(self._button(self.tr("&Leave"), self._leave))
        return ways

    def _go(self, by: int) -> None:
        assert self.index is not None
        self.open(min(max(self.index + by, 0), len(COURSE) - 1))

    def _leave(self) -> None:
        self.close()
        self.window.back_to_game()

    def _show_tries(self, taught: Lesson) -> None:
        self._ring(None)
        lines = [translate("Lessons", t.says) for t in taught.tries]
        words = "\n\n".join([*lines, translate("Lessons", taught.summary)])
        tries = []
        for t in taught.tries:
            button = self._button(self._try_name(t.preset), lambda *_, p=t.preset: self._try(p))
            button.setProperty("try", True)
            tries.append(button)
        self._keep_progress(len(COURSE))
        previous = self._button(self.tr("&Previous"), lambda: self._go(-1))
        done = self._button(self.tr("&Done"), self._leave, default=True)
        # The coach, offered now the player knows the game: off until they want it.
        coach = QCheckBox(self.tr("&Coach me in real games"))
        coach.setToolTip(
            self.tr("Before a move the Expert's review would call a mistake, the table says so.")
        )
        coach.setChecked(self.kept.coach)
        coach.setEnabled(self.kept.settings is not None)
        coach.toggled.connect(self._coach)
        self.bubble.show_words(self._heading(), words, [previous, done, *tries], coach)
        self.place()

    def _coach(self, on: bool) -> None:
        self.kept.set_general(coach=on)

    def _try_name(self, preset: str) -> str:
        names = {
            "kozel": self.tr("Try a hand of Kozel"),
            "rules_sheet": self.tr("Try a hand of the series"),
            "penalty": self.tr("Try a hand with penalty points"),
        }
        return names[preset]

    def _try(self, preset: str) -> None:
        """A practice hand of ``preset`` against Beginner: the real game, not counted."""
        self.close()
        setup = TableSetup.against_computers(2, "beginner", rules=Rules.preset(preset, players=2))
        self.window.play_from_here(dataclasses.replace(setup, practice=True, preset=preset))

    def _button(self, text: str, act: object, default: bool = False) -> QPushButton:
        button = QPushButton(text)
        button.clicked.connect(act)
        button.setDefault(default)
        return button

    def _target(self) -> QRectF | None:
        """Where on the table the step's words point."""
        if self.index is None or self._step is None:
            return None
        steps = COURSE[self.index].steps
        if self._step >= len(steps):
            return None
        step = steps[self._step]
        table = self.view.table()
        layout = table.layout_
        match step.points_at:
            case "stock":
                return layout.stock_area()
            case "pot":
                return layout.pot_area()
            case "pile":
                spot = layout.seat(table.model.seat).pile
                w, h = layout.card_width, layout.card_height
                return QRectF(spot.x() - w / 2, spot.y() - h / 2, w, h)
            case "trick":
                cards = [s.card for s in table.model.trick.slots if s.card is not None]
            case _:
                cards = list(step.shown)
        return _drawn(table, cards)

    def _ring(self, rect: QRectF | None) -> None:
        if self._pointer is not None:
            if self._pointer.scene() is not None:
                self._pointer.withdraw()
            self._pointer = None
        if rect is not None:
            self._pointer = Pointer(rect)
            self.view.table().addItem(self._pointer)

    def _settings_done(self) -> int:
        settings = self.kept.settings
        return 0 if settings is None else settings.general.lessons_done

    def _keep_progress(self, done: int) -> None:
        settings = self.kept.settings
        if settings is None or settings.general.lessons_done >= done:
            return
        self.kept.set_general(lessons_done=done, lessons_offered=True)


def _corner(table: TableScene, card: Card) -> QRectF | None:
    """The top left corner of a face-up ``card`` on ``table``, where its index is read."""
    drawn = _drawn(table, [card])
    if drawn is None:
        return None
    return QRectF(drawn.topLeft(), drawn.size() * INDEX_CORNER)


def _drawn(table: TableScene, cards: list[Card]) -> QRectF | None:
    """Where ``cards`` lie on ``table`` as drawn (their shape), not their room to lift and be
    ringed by the focus; None when none of them is there."""
    items = [item for card in cards if (item := table.item(card)) is not None]
    found = [item.mapToScene(item.shape()).boundingRect() for item in items]
    if not found:
        return None
    rect = found[0]
    for other in found[1:]:
        rect = rect.united(other)
    return rect


__all__ = ["LessonBubble", "LessonsRoom"]
