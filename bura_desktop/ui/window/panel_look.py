"""The panels on the felt as one family: the action bar, the lesson bubble and its offer of the
course, the end-of-hand panel.

They share a body (the room's deep shade of the cloth), corner radii, buttons and type; each
kind has its own edge, taken from the table's palette: the felt for the bar that is always
there, gold for the lessons, the wood of the rim for the end of a hand. The top of each is
tinted with its edge, its heading there. A question in the bar takes the gold edge, as it
asks to be answered. Every colour of words keeps a contrast of at least 4.5:1 on what it lies
on (``tests/ui/test_look.py`` checks it).
"""

from __future__ import annotations

from PySide6.QtGui import QColor

RADIUS = 12  # a panel's corners
BUTTON_RADIUS = 8
BODY = QColor(17, 27, 21)  # the room's deep shade of the cloth, under the panels' words
TEXT = QColor("#f5f5f5")
GOLD = QColor("#ffc107")
SOFT = QColor("#c8e6c9")  # words that matter less: the seed, "thinking…"
# The panels' edges, from the table: its cloth, the gold of its marks, the wood of its rim.
FELT = QColor("#66a97e")
WOOD = QColor("#b07a4b")
EDGES = {"felt": FELT, "gold": GOLD, "wood": WOOD}
TOP_TINT = 0.2  # how much of its edge tints the top of a panel's body, fading down into it


def mixed(edge: QColor, share: float, base: QColor = BODY) -> QColor:
    """``share`` of ``edge`` over ``base``."""
    return QColor(
        round(base.red() + (edge.red() - base.red()) * share),
        round(base.green() + (edge.green() - base.green()) * share),
        round(base.blue() + (edge.blue() - base.blue()) * share),
    )


def _rgba(colour: QColor, alpha: int) -> str:
    return f"rgba({colour.red()}, {colour.green()}, {colour.blue()}, {alpha})"


def panel(name: str, kind: str, alpha: int = 255) -> str:
    """The style of the frame named ``name``: the body (``alpha`` opaque), tinted at its top
    with its edge, the edge round it."""
    edge = EDGES[kind]
    top, body = _rgba(mixed(edge, TOP_TINT), alpha), _rgba(BODY, alpha)
    return (
        f"#{name} {{ background: qlineargradient(x1: 0, y1: 0, x2: 0, y2: 1,"
        f" stop: 0 {top}, stop: 0.45 {body}, stop: 1 {body});"
        f" border: 2px solid {edge.name()}; border-radius: {RADIUS}px; }}"
        f" #{name} QLabel {{ color: {TEXT.name()}; }}"
    )


def edge(name: str, kind: str, selector: str) -> str:
    """The edge of frame ``name`` in ``kind``'s colour where it matches ``selector`` (a
    property: ``[asking="true"]``)."""
    return f" #{name}{selector} {{ border: 2px solid {EDGES[kind].name()}; }}"


def heading(pixels: int | None = None) -> str:
    """The style of a panel's heading: gold words over the top its edge tints (padded bands
    behind words that wrap are measured short by Qt: their last line was cut)."""
    size = f" font-size: {pixels}px;" if pixels else ""
    return f"color: {GOLD.name()}; font-weight: bold;{size}"


def buttons(name: str, padding: str = "5px 12px") -> str:
    """The buttons of the frame ``name``: gold for what comes next (the default), quiet for
    the rest."""
    return (
        f" #{name} QPushButton {{ background: rgba(255, 255, 255, 30); color: {TEXT.name()};"
        f" border: none; border-radius: {BUTTON_RADIUS}px; padding: {padding}; }}"
        f" #{name} QPushButton:hover {{ background: rgba(255, 255, 255, 60); }}"
        f" #{name} QPushButton:focus {{ border: 2px solid #ffffff; }}"
        f" #{name} QPushButton:default {{ background: {GOLD.name()}; color: #1b1b1b; }}"
        f" #{name} QPushButton:default:hover {{ background: #ffd54f; }}"
    )
