"""Preferences ▸ General: the language, the question before a claim and the coach."""

from __future__ import annotations

from PySide6.QtWidgets import QCheckBox, QComboBox, QFormLayout, QLabel, QWidget

from bura_desktop.storage.settings import LANGUAGES, GeneralSettings
from bura_desktop.ui.dialogs.table_page import select


class GeneralPage(QWidget):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        form = QFormLayout(self)
        form.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.FieldsStayAtSizeHint)
        language = QComboBox()
        language.setObjectName("language")
        # Each language in its own name, so players can find theirs whatever is shown now.
        names = {
            "system": self.tr("System language"),
            "en": "English",
            "ru": "Русский",
            "de": "Deutsch",
            "it": "Italiano",
            "es": "Español",
        }
        for value in LANGUAGES:
            language.addItem(names[value], value)
        language.setToolTip(self.tr("The language of menus, messages and rules."))
        self._language = language
        form.addRow(self.tr("Language:"), language)
        restart = QLabel(self.tr("A new language is used from the next start of Bura."))
        restart.setObjectName("language_restart")
        restart.setWordWrap(True)
        form.addRow("", restart)
        confirm = QCheckBox(self.tr("Ask before claiming 31"))
        confirm.setObjectName("confirm_claim")
        confirm.setToolTip(
            self.tr("A wrong claim costs chips or the hand, so ask once more before claiming.")
        )
        self._confirm = confirm
        form.addRow(self.tr("Claims:"), confirm)
        coach = QCheckBox(self.tr("Warn me before a costly move"))
        coach.setObjectName("coach")
        coach.setToolTip(
            self.tr(
                "Before a move the Expert's review would mark as a mistake, the table says why"
                " and offers to take it back. It speaks only where the Expert is sure; hands"
                " it speaks in count as helped, like hints."
            )
        )
        self._coach = coach
        form.addRow(self.tr("Coach:"), coach)

    def show_settings(self, general: GeneralSettings) -> None:
        select(self._language, general.language)
        self._confirm.setChecked(general.confirm_claim)
        self._coach.setChecked(general.coach)

    def chosen(self) -> GeneralSettings:
        return GeneralSettings(
            language=self._language.currentData(),
            confirm_claim=self._confirm.isChecked(),
            coach=self._coach.isChecked(),
        )


__all__ = ["GeneralPage"]
