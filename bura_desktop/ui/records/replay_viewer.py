"""The replay viewer: a recorded hand on the table, read-only, one action at a time.

The table is the game's own ``TableScene``, showing the human seat's view after each action, so
the replay shows what the human saw then: the others' cards stay backs. A step laid out at
once (``show_view``) serves the buttons, the keys and the slider; playing on (Space) animates
each action's events as the seat saw them, as in the game, and moves on when the table has
shown them. The positions come replayed and projected for the human's seat from the records'
thread (``app.records``): the viewer shows them, as the live table shows the game's.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Sequence

from PySide6.QtCore import QSize, Qt, QTimer, Signal, Slot
from PySide6.QtGui import QCloseEvent, QKeyEvent
from PySide6.QtWidgets import (
    QDialog,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSlider,
    QStyle,
    QVBoxLayout,
    QWidget,
)

from bura_desktop.app.i18n import fill
from bura_desktop.app.narration import Narrator
from bura_desktop.app.records import ReplayedHand
from bura_desktop.app.table import TableSetup
from bura_desktop.core import SeatView
from bura_desktop.core.projection import SeenEvent, SeenTrickWon
from bura_desktop.storage.settings import TableSettings
from bura_desktop.ui.desktop import screen_room
from bura_desktop.ui.records.review_panel import ReviewPanel
from bura_desktop.ui.table import timing
from bura_desktop.ui.table.scene import TableScene
from bura_desktop.ui.table.table_view import TableView

# Playing on (Space) rests this long after each action's animation at normal speed, to read
# the line under the table; with animations off it still moves at a pace the eye can follow.
PLAY_PAUSE_MS = 500
PLAY_PAUSE_LEAST_MS = 350


VIEW_MINIMUM_WIDTH = 400


class ReplayViewer(QDialog):
    """Steps through ``replayed`` as its hand's human saw it."""

    # "Play from here": the TableSetup of a practice hand that goes on from this position.
    play_from_here = Signal(object)

    def __init__(
        self,
        replayed: ReplayedHand,
        parent: QWidget | None = None,
        looks: TableSettings | None = None,
    ) -> None:
        """``looks``: the player's table settings (deck, back, colour, card size, hand order)."""
        super().__init__(parent)
        self.setWindowTitle(self.tr("Replay"))
        self.replayed = replayed
        self.hand = replayed.hand
        self.seat = self.hand.human_seat
        self.setup: TableSetup = replayed.setup
        self._captions = self._narrate()
        self.position = 0
        self.review: ReviewPanel | None = None  # beside the table once a review is asked for
        self._looks = looks or TableSettings()
        self.scene = self._table()
        self.view = TableView(self.scene, self)
        # Nothing on the table is the viewer's to choose or play.
        self.view.setInteractive(False)
        self.view.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        # Narrower than the game's table may be: the review panel goes beside it.
        self.view.setMinimumWidth(VIEW_MINIMUM_WIDTH)

        style = self.style()
        icon = QStyle.StandardPixmap
        self.first_button = self._button(icon.SP_MediaSkipBackward, self.tr("First"), self.first)
        self.back_button = self._button(icon.SP_MediaSeekBackward, self.tr("Back"), self.back)
        self.play_button = self._button(icon.SP_MediaPlay, self.tr("Play"), self.toggle_play)
        self.forward_button = self._button(
            icon.SP_MediaSeekForward, self.tr("Forward"), self.forward
        )
        self.last_button = self._button(icon.SP_MediaSkipForward, self.tr("Last"), self.last)
        self._play_icon = style.standardIcon(icon.SP_MediaPlay)
        self._pause_icon = style.standardIcon(icon.SP_MediaPause)
        self.slider = QSlider(Qt.Orientation.Horizontal)
        self.slider.setObjectName("replay_slider")
        self.slider.setRange(0, replayed.steps)
        self.slider.setAccessibleName(self.tr("Action"))
        self.slider.valueChanged.connect(self.go_to)
        self.caption = QLabel()
        self.caption.setObjectName("caption")
        self.caption.setTextFormat(Qt.TextFormat.PlainText)  # it names the seats of a hand text
        self.caption.setWordWrap(True)
        self.counter = QLabel()
        self.counter.setObjectName("counter")
        self.again_button = QPushButton(self.tr("Play from here"))
        self.again_button.setToolTip(
            self.tr(
                "Take your seat at this point and play on with the same cards: the rest of the"
                " deal as it was dealt, the computers thinking afresh. Not counted in the"
                " statistics."
            )
        )
        self.again_button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.again_button.clicked.connect(self.play_again)
        self.review_button = QPushButton(self.tr("Review"))
        self.review_button.setToolTip(self.tr("The Expert weighs each of your decisions."))
        self.review_button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.review_button.clicked.connect(self.start_review)

        controls = QHBoxLayout()
        buttons = (self.first_button, self.back_button, self.play_button, self.forward_button)
        for button in (*buttons, self.last_button):
            controls.addWidget(button)
        controls.addWidget(self.slider, 1)
        controls.addWidget(self.counter)
        controls.addWidget(self.again_button)
        controls.addWidget(self.review_button)
        self._body = QHBoxLayout()
        self._body.addWidget(self.view, 1)
        layout = QVBoxLayout(self)
        layout.addLayout(self._body, 1)
        layout.addWidget(self.caption)
        layout.addLayout(controls)

        self.playing = False
        self._animating = False  # a step's events are being shown by the table
        # The table has animated: chips may still fly and callouts fade after it drained.
        self._has_animated = False
        # The table shows the current action's trick before it is taken (``finished_trick``).
        self._trick_waits = False
        self._pause = QTimer(self)
        self._pause.setSingleShot(True)
        self._pause.timeout.connect(self._play_on)
        self.scene.drained.connect(self._shown)
        self._keys = {
            Qt.Key.Key_Left: self.back,
            Qt.Key.Key_Right: self.forward,
            Qt.Key.Key_Home: self.first,
            Qt.Key.Key_End: self.last,
            Qt.Key.Key_Space: self.toggle_play,
        }
        # The slider is the one control that takes the focus: its own keys (arrows, Home,
        # End) move it and so the hand, and Space comes on to the viewer.
        self.slider.setFocus()
        screen_room.fit(self, QSize(900, 640))
        self._show()

    def start_review(self) -> ReviewPanel:
        """Review the human's decisions in a panel beside the table (``ui.review_panel``)."""
        if self.review is None:
            replayed = self.replayed.replayed
            self.review = ReviewPanel(replayed, self.seat, self, seed=self.hand.seed)
            self.review.jump.connect(self._jump)
            self._body.addWidget(self.review)
            layout = self.layout()
            assert isinstance(layout, QVBoxLayout)
            layout.insertWidget(layout.indexOf(self.caption) + 1, self.review.mark)
            screen_room.fit(self, QSize(max(self.width(), 1260), self.height()))
        if not self.review.running and self.review.summary is None:
            self.review.start()  # once: a review of the same hand comes out the same
        return self.review

    def _jump(self, position: int) -> None:
        self.stop()
        self.go_to(position)

    def _table(self) -> TableScene:
        scene = TableScene(self.setup, self)
        # The running points show as the human had them: with the assist on in that hand.
        scene.set_appearance(dataclasses.replace(self._looks, points_assist=self.hand.assist))
        return scene

    def _button(
        self, icon: QStyle.StandardPixmap, name: str, slot: Callable[[], None]
    ) -> QPushButton:
        button = QPushButton(self.style().standardIcon(icon), "")
        button.setToolTip(name)
        button.setAccessibleName(name)
        button.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # the keys belong to the viewer
        button.clicked.connect(slot)
        return button

    def _narrate(self) -> list[str]:
        """What each position shows in words, as the table's log told it to the human."""
        names = [s.name for s in self.hand.seats]
        narrator = Narrator(names, self.setup.rules, self.seat)
        captions = []
        for position in self.replayed.positions:
            words = []
            for event in position.seen:
                told = narrator.tell(event)
                if told is not None:
                    words.append(told[0])
            captions.append("".join(words).lstrip(" .").strip())
        captions[-1] = narrator.headline(self.replayed.outcome)
        return captions

    # ------------------------------------------------------------------ stepping

    @property
    def steps(self) -> int:
        """How many actions the hand has: the positions run from 0 (the deal) to this."""
        return self.replayed.steps

    def table_view(self) -> SeatView:
        """What the human saw at the current position; once the hand is over, every hand
        face up besides: what the others held is no secret in a replay."""
        if self.position < self.steps:
            return self.replayed.positions[self.position].view
        return self.replayed.open_view

    @Slot(int)
    def go_to(self, position: int) -> None:
        position = max(0, min(position, self.steps))
        if position != self.position:
            self.position = position
            self._show()

    def first(self) -> None:
        self.stop()
        self.go_to(0)

    def last(self) -> None:
        self.stop()
        self.go_to(self.steps)

    def back(self) -> None:
        self.stop()
        self.go_to(self.position - 1)

    def forward(self) -> None:
        self.stop()
        self.go_to(self.position + 1)

    def practice_setup(self) -> TableSetup | None:
        """The practice hand that goes on from the current position, the human in their seat;
        None once the hand is over."""
        return self.replayed.positions[self.position].practice

    def play_again(self) -> None:
        """Hand the current position to the main window to play on; the viewer's work is done."""
        setup = self.practice_setup()
        if setup is None:
            return  # the hand is over: nothing is left to play
        self.stop()
        self.play_from_here.emit(setup)
        self.close()

    def toggle_play(self) -> None:
        if self.playing:
            self.stop()
            return
        if self.position == self.steps:
            self.go_to(0)
        self.playing = True
        self.play_button.setIcon(self._pause_icon)
        self.play_button.setToolTip(self.tr("Pause"))
        self._play_on()

    def stop(self) -> None:
        """Stop playing on; a step still animating is laid out at its end at once."""
        self.playing = False
        self._pause.stop()
        if self._animating:
            self._animating = False
            self._show()
        self.play_button.setIcon(self._play_icon)
        self.play_button.setToolTip(self.tr("Play"))

    def _play_on(self) -> None:
        if not self.playing:
            return
        if self.position == self.steps:
            self._show()  # the hands face up
            self.stop()
            return
        position = self.replayed.positions[self.position]
        if self._trick_waits:
            # The finished trick rested as a step of its own: now it is taken, and the rest
            # of the action's events (the draws) follow.
            self._trick_waits = False
            finished = self.finished_trick()
            before = () if finished is None else finished[1]
            self._animate(position.seen[len(before) :], position.view)
            return
        self.position += 1
        # The table folds the events from the step before, which it shows: as in the game,
        # with the view the human had (the hands are turned up once the table has shown it).
        position = self.replayed.positions[self.position]
        finished = self.finished_trick()
        if finished is None:
            self._animate(position.seen, position.view)
        else:
            # Up to the trick's taking only, and rest there as stepping does.
            self._trick_waits = True
            self._animate(finished[1], position.view, between=True)

    def _animate(self, seen: Sequence[SeenEvent], view: SeatView, between: bool = False) -> None:
        self._animating = True
        self._show_controls()
        self._has_animated = True
        self.scene.play(list(seen), view, between)

    def _shown(self) -> None:
        """The table has shown a step's events: rest, then the next step."""
        if self._animating:
            self._animating = False
            self._pause.start(max(PLAY_PAUSE_LEAST_MS, timing.ms(PLAY_PAUSE_MS)))

    def _show(self) -> None:
        if self._has_animated or self.scene.busy:
            self._new_table()
        finished = self.finished_trick()
        if finished is None:
            self.scene.show_view(self.table_view())
        else:
            self.scene.show_before(*finished)
        self._trick_waits = finished is not None
        self._show_controls()

    def finished_trick(self) -> tuple[SeatView, tuple[SeenEvent, ...]] | None:
        """Where the current action finished a trick: the view before it and its events up
        to the trick's taking, to show the whole trick before it goes (the next step shows
        it taken). None elsewhere, and at the end of the hand."""
        if not 0 < self.position < self.steps:
            return None
        seen = self.replayed.positions[self.position].seen
        taken = next((i for i, e in enumerate(seen) if isinstance(e, SeenTrickWon)), None)
        if taken is None:
            return None
        return self.replayed.positions[self.position - 1].view, seen[:taken]

    def _new_table(self) -> None:
        """A fresh table for a step laid out after playing on: laying out one whose cards or
        chips may still fly is not safe (it crashed), so it goes, as a new game's does."""
        old = self.scene
        old.drained.disconnect(self._shown)
        self.scene = self._table()
        self.scene.drained.connect(self._shown)
        self.view.set_table(self.scene)
        old.clear_queue()
        old.deleteLater()
        self._has_animated = False

    def _show_controls(self) -> None:
        self.slider.blockSignals(True)
        self.slider.setValue(self.position)
        self.slider.blockSignals(False)
        self.counter.setText(fill(self.tr("%1 / %2"), self.position, self.steps))
        self.caption.setText(self._captions[self.position])
        at_start, at_end = self.position == 0, self.position == self.steps
        for button in (self.first_button, self.back_button):
            button.setEnabled(not at_start)
        self.forward_button.setEnabled(not at_end)
        self.last_button.setEnabled(not at_end)
        self.again_button.setEnabled(not at_end)
        if self.review is not None:
            self.review.show_position(self.position)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        action = self._keys.get(Qt.Key(event.key()))
        if action is None:
            super().keyPressEvent(event)
        else:
            action()

    def closeEvent(self, event: QCloseEvent) -> None:
        self.playing = False
        self._pause.stop()
        self.scene.clear_queue()
        if self.review is not None:
            self.review.run.cancel()
        super().closeEvent(event)
