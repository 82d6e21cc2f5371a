"""The player's settings while the window is open: each change kept on disk as it is made, a
problem keeping it told once, and the Preferences dialog opened over the window."""

from __future__ import annotations

import dataclasses
import logging

from PySide6.QtCore import QObject, Signal
from PySide6.QtWidgets import QWidget

from bura_desktop.app.table import TableSetup
from bura_desktop.storage import settings as stored
from bura_desktop.storage.paths import Profile
from bura_desktop.storage.settings import Settings, WindowSettings
from bura_desktop.ui.dialogs.settings_dialog import SettingsDialog

log = logging.getLogger(__name__)


class SettingsKeeper(QObject):
    """``settings`` None: a window with no preferences (a test's, a scripted run's); ``profile``
    None keeps nothing on disk."""

    told = Signal(str)  # a problem keeping them, for the window to tell
    chosen = Signal(object)  # the Settings the Preferences dialog was closed with
    coach_changed = Signal(bool)  # the coach turned on or off

    def __init__(self, settings: Settings | None, profile: Profile | None, parent: QWidget):
        super().__init__(parent)
        self.settings = settings
        self.profile = profile
        self.dialog: SettingsDialog | None = None

    def keep(self, settings: Settings) -> None:
        """Use ``settings`` from now on and save them."""
        if settings.general.coach != self.coach:
            self.coach_changed.emit(settings.general.coach)
        self.settings = settings
        if self.profile is not None:
            problem = stored.save(self.profile, settings)
            if problem:
                self.told.emit(problem)

    @property
    def coach(self) -> bool:
        """Whether the coach speaks before a costly move (off without settings)."""
        return self.settings is not None and self.settings.general.coach

    @property
    def confirm_claim(self) -> bool:
        """Whether a claim is asked once more first (not without settings)."""
        return self.settings is not None and self.settings.general.confirm_claim

    def set_general(self, **values: object) -> None:
        """Keep the general ``values`` changed (the lessons' progress, the coach)."""
        if self.settings is not None:
            general = dataclasses.replace(self.settings.general, **values)  # type: ignore[arg-type]
            self.keep(dataclasses.replace(self.settings, general=general))

    def set_sound(self, on: bool) -> None:
        if self.settings is not None and self.settings.table.sound != on:
            table = dataclasses.replace(self.settings.table, sound=on)
            self.keep(dataclasses.replace(self.settings, table=table))

    def set_window(self, window: WindowSettings, closing: bool = False) -> None:
        """The window as it is now, to open it so next time; while ``closing``, a problem
        keeping it goes to the log file: the window that would tell it is going."""
        if self.settings is None or window == self.settings.window:
            return
        if not closing:
            self.keep(dataclasses.replace(self.settings, window=window))
            return
        self.settings = dataclasses.replace(self.settings, window=window)
        if self.profile is not None:
            problem = stored.save(self.profile, self.settings)
            if problem:
                log.warning("The window's size and place were not kept: %s", problem)

    def show_dialog(self, parent: QWidget, table: TableSetup) -> None:
        """Preferences, once at a time; accepted, its settings go out as ``chosen``. Where the
        game on the ``table`` has other players than the settings (``--players``, ``--level``,
        people at a hosted table), the dialog says which game its settings are for."""
        if self.settings is None or self.dialog is not None:
            return
        playing = [(s.name, s.level) for s in table.stored_seats() if not s.human]
        chosen = [(o.name, o.level) for o in self.settings.game.opponents]
        players = table.rules.players if playing != chosen else None
        dialog = SettingsDialog(self.settings, parent, players)
        dialog.accepted.connect(lambda: self.chosen.emit(dialog.result_settings()))
        dialog.finished.connect(self._closed)
        self.dialog = dialog
        dialog.open()

    def _closed(self) -> None:
        if self.dialog is not None:
            self.dialog.deleteLater()
        self.dialog = None


__all__ = ["SettingsKeeper"]
