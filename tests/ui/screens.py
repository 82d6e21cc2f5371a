"""What a screen leaves a window, and what a player must be able to see and reach in it: no
widget sticking out of what holds it, no button too small for its words, the own hand, the
trump badge, the stock count and the pot never under the action bar, the end-of-hand panel or
a claimed pile, and no card a player must read drawn too small to read."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from contextlib import contextmanager

from PySide6.QtCore import QPointF, QRect, QRectF, QSize, QSizeF
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractScrollArea,
    QGraphicsItem,
    QLabel,
    QWidget,
)

from bura_desktop.core import Action, SeatView

# The screens the game is checked on, as width x height in (logical) pixels.
SCREENS = ((800, 600), (1024, 600), (1366, 768), (1920, 1080), (2560, 1440))
# What a desktop keeps of a screen: a panel along one edge, and the window's own title bar
# (the window manager draws it; Qt's window geometry leaves it out).
PANEL = 28
TITLE_BAR = 30
# The narrowest face-up card a player must read (the own hand, the trick, a claimed pile): its
# corner holds "10" and a suit sign in type no smaller than the table's 11 pixels.
READABLE_CARD_WIDTH = 30.0
# The part of a card's width and height, from its top left corner, that holds its index.
INDEX_CORNER = 0.3


def room(width: int, height: int) -> QSize:
    """The largest a window may be on a ``width`` x ``height`` screen: maximised, say."""
    return QSize(width, height - PANEL - TITLE_BAR)


@contextmanager
def unpainted(window: QWidget) -> Iterator[None]:
    """The window laid out at each screen's size but painted only at the last: the checks
    here are of where things lie, and painting up to 2560x1440 at every size of every step
    was two thirds of a walk's CPU (issue #50)."""
    window.setUpdatesEnabled(False)
    try:
        yield
    finally:
        window.setUpdatesEnabled(True)


def _scrolled(widget: QWidget) -> bool:
    """Inside a scroll area's viewport: reached by scrolling, not cut."""
    parent = widget.parentWidget()
    area = None if parent is None else parent.parentWidget()
    return isinstance(area, QAbstractScrollArea) and area.viewport() is parent


def cut(top: QWidget) -> list[str]:
    """Every visible widget of ``top`` that sticks out of the widget holding it, every button
    or one-line label narrower or lower than its words need, and every wrapped label lower
    than its lines."""
    problems = []
    for widget in top.findChildren(QWidget):
        if widget.isWindow() or not widget.isVisibleTo(top):
            continue
        name = f"{type(widget).__name__} {widget.objectName()!r} {_words(widget)!r}"
        parent = widget.parentWidget()
        if parent is not None and not (
            _scrolled(widget) or parent.rect().contains(widget.geometry())
        ):
            problems.append(f"{name} {widget.geometry()} outside {parent.rect()}")
        if (isinstance(widget, QAbstractButton) and widget.text()) or (
            isinstance(widget, QLabel) and not widget.wordWrap() and widget.text()
        ):
            need = widget.minimumSizeHint()
            if widget.width() < need.width() or widget.height() < need.height():
                problems.append(f"{name} is {widget.size()}, needs {need}")
        elif isinstance(widget, QLabel) and widget.text():
            tall = widget.heightForWidth(widget.width())
            if widget.height() < tall:
                problems.append(f"{name} is {widget.height()} high, its lines need {tall}")
    return problems


def _words(widget: QWidget) -> str:
    text = getattr(widget, "text", None)
    return text()[:40] if callable(text) else ""


def on_view(window, item: QGraphicsItem) -> QRect:
    """Where a table item lies in the view's own coordinates (as the overlays are placed)."""
    view = window.view
    return (
        view.mapFromScene(item.sceneBoundingRect()).boundingRect().translated(view.viewport().pos())
    )


def card_on_view(window, item) -> QRect:
    """Where a card's face lies in the view's coordinates (its item's bounds hold room for a
    lift and a focus ring besides)."""
    size = QSizeF(window.table.renderer.card_size()) * item.scale()
    face = QRectF(QPointF(0, 0), size)
    face.moveCenter(item.scenePos())
    view = window.view
    return view.mapFromScene(face).boundingRect().translated(view.viewport().pos())


def index_on_view(window, slot) -> QRect:
    """The top left corner of a face-up card, where its rank and suit are read."""
    face = card_on_view(window, window.table.items_[slot.id])
    return QRect(face.topLeft(), face.size() * INDEX_CORNER)


def covered(window) -> list[str]:
    """What a player must see on the table that the bar, the panel or a claimed pile hides:
    the own hand, the trump, the stock count, the pot, the index of each face-up card in the
    trick and (but for the bar) every opponent's cards."""
    table = window.table
    model = table.model
    must_see: dict[str, QRect] = {}
    for slot in model.hands[table.watched].slots:
        must_see[f"own card {slot.card}"] = card_on_view(window, table.items_[slot.id])
    if table.middle.trump_badge.isVisible() and model.trump_indicator is not None:
        must_see["trump badge"] = on_view(window, table.middle.trump_badge)
    if table.middle.stock_label.text():
        must_see["stock count"] = on_view(window, table.middle.stock_label)
    if table.middle.pot.isVisible():
        must_see["pot"] = on_view(window, table.middle.pot)
        must_see["pot label"] = on_view(window, table.middle.pot_label)
    covers: dict[str, QRect] = {}
    if window.bar.isVisible():
        covers["action bar"] = window.bar.geometry()
    if window.panel.isVisible():
        covers["end-of-hand panel"] = window.panel.geometry()
    for slot in model.shown.slots:
        covers[f"claimed card {slot.card}"] = card_on_view(window, table.items_[slot.id])
    problems = []
    bubble = window.lessons.bubble
    if bubble.isVisible():
        # A lesson's words: over nothing the lesson talks about (at its end the hand is over
        # for the lesson, and the own cards may lie under its summary).
        under = {
            n: r
            for n, r in must_see.items()
            if not window.lessons.at_lesson_end() or "own" not in n
        }
        for slot in model.shown.slots:
            under[f"claimed card {slot.card}"] = card_on_view(window, table.items_[slot.id])
        for slot in model.trick.slots:  # which cards were led and answered
            if slot.face_up:
                under[f"the index of trick card {slot.card}"] = index_on_view(window, slot)
        if window.bar.isVisible():
            under["action bar"] = window.bar.geometry()
        problems += [
            f"{name} {rect} under the lesson bubble {bubble.geometry()}"
            for name, rect in under.items()
            if rect.intersects(bubble.geometry())
        ]
    problems += [
        f"{name} {rect} under the {over} {where}"
        for name, rect in must_see.items()
        for over, where in covers.items()
        if rect.intersects(where)
    ]
    # Which cards were led and answered: no index of a face-up trick card under anything.
    for slot in model.trick.slots:
        if slot.face_up:
            index = index_on_view(window, slot)
            problems += [
                f"the index of trick card {slot.card} {index} under the {over} {where}"
                for over, where in covers.items()
                if index.intersects(where) and over != f"claimed card {slot.card}"
            ]
    # An opponent's cards are counted: neither the panel nor a claimed pile lies on them.
    for seat, hand in enumerate(model.hands):
        for slot in hand.slots if seat != table.watched else ():
            back = card_on_view(window, table.items_[slot.id])
            problems += [
                f"seat {seat}'s card {back} under the {over} {where}"
                for over, where in covers.items()
                if over != "action bar" and back.intersects(where)
            ]
    # The trump, the stock count and the pot apart from one another (the pot's word is its own).
    marks = [(n, r) for n, r in must_see.items() if n in ("trump badge", "stock count", "pot")]
    return problems + [
        f"{name} {rect} runs into the {other} {place}"
        for i, (name, rect) in enumerate(marks)
        for other, place in marks[i + 1 :]
        if rect.intersects(place)
    ]


def too_small(window) -> list[str]:
    """Face-up cards a player must read (own hand, trick, claimed pile) narrower than readable."""
    table = window.table
    model = table.model
    slots = [*model.hands[table.watched].slots, *model.shown.slots]
    slots += [slot for play in model.trick.plays for slot in play.slots]
    problems = []
    for slot in slots:
        width = table.renderer.card_size().width() * table.items_[slot.id].scale()
        if slot.face_up and width < READABLE_CARD_WIDTH:
            problems.append(f"{slot.card} is {width:.0f} px wide")
    return problems


class Widest:
    """A computer that plays as many cards as it may and never claims: several-card plays
    on the table."""

    def choose(self, view: SeatView) -> Action:
        moves = view.legal_actions()
        plays = [a for a in moves if a.kind == "play"]
        if plays:
            return max(plays, key=lambda a: len(a.cards))
        return next((a for a in moves if a.kind != "claim"), moves[0])


def widest(level, seed):
    return Widest()


def through_a_hand(
    window, wait: Callable[[Callable[[], bool]], object], look: Callable[[str], list[str]]
) -> tuple[set[str], list[str]]:
    """The human plays a hand against ``widest`` players, choosing the most cards it may
    (so the bar says what they would do) and claiming once it has won a trick: what ``look``
    finds at each turn and at the end, and which of the stages it saw ("a trick of several
    cards", "claim shown", "end")."""
    problems: list[str] = []
    seen: set[str] = set()
    for _ in range(40):
        wait(lambda: bool(window.flow.legal) or window.panel.isVisible())
        model = window.table.model
        if window.panel.isVisible():
            seen.add("claim shown" if model.shown.slots else "end")
            problems += look("the end of the hand")
            break
        several = any(len(play.slots) > 1 for play in model.trick.plays)
        stage = "a trick of several cards" if several else "a turn"
        if several:
            seen.add(stage)
        legal = window.flow.legal
        claim = next((a for a in legal if a.kind == "claim"), None)
        if claim is not None and model.won[window.table.watched].slots and seen:
            problems += look(stage)
            window.turn.act(str(claim))
            continue
        # As the player first sees the turn: the bar's prompt, nothing chosen yet.
        problems += look(stage)
        plays = [a for a in legal if a.kind == "play"]
        move = max(plays, key=lambda a: len(a.cards)) if plays else legal[0]
        # The bar says what the chosen cards would do: its longest lines.
        window.table.hand.choose_only(move.cards)
        problems += look(stage + ", cards chosen")
        window.turn.act(str(move))
    return seen, problems
