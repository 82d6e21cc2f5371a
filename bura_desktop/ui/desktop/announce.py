"""Telling a screen reader what happens on the table, without moving the keyboard focus."""

from __future__ import annotations

from PySide6.QtGui import QAccessible, QAccessibleAnnouncementEvent, QAccessibleEvent
from PySide6.QtWidgets import QWidget


def announce(widget: QWidget, spoken: str, description: str) -> None:
    """Have ``spoken`` said politely, after what is being said now; ``description`` becomes
    the widget's description, for readers that follow description changes instead."""
    widget.setAccessibleDescription(description)
    QAccessible.updateAccessibility(QAccessibleEvent(widget, QAccessible.Event.DescriptionChanged))
    if spoken:
        QAccessible.updateAccessibility(QAccessibleAnnouncementEvent(widget, spoken))
