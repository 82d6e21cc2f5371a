"""The filters the statistics and the history share: the rules played and an opponent's level."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtWidgets import QComboBox, QWidget

from bura_desktop.app.i18n import translate
from bura_desktop.core.levels import OFFERED_LEVELS
from bura_desktop.core.rules import Rules
from bura_desktop.ui.words.levels import level_title
from bura_desktop.ui.words.rule_texts import preset_label


def preset_filter(changed: Callable[[], object], parent: QWidget | None = None) -> QComboBox:
    """A choice of every preset, or all rules (data None); ``changed`` is called on a change."""
    box = QComboBox(parent)
    box.setObjectName("preset_filter")
    box.addItem(translate("HandFilters", "All rules"), None)
    for preset in Rules.PRESETS:
        box.addItem(preset_label(preset), preset)
    box.currentIndexChanged.connect(changed)
    return box


def level_filter(changed: Callable[[], object], parent: QWidget | None = None) -> QComboBox:
    """A choice of an opponent's level, or all opponents (data None)."""
    box = QComboBox(parent)
    box.setObjectName("level_filter")
    box.addItem(translate("HandFilters", "All opponents"), None)
    for level in OFFERED_LEVELS:
        box.addItem(level_title(level), level)
    box.setToolTip(translate("HandFilters", "Only hands with at least one opponent of this level."))
    box.currentIndexChanged.connect(changed)
    return box
