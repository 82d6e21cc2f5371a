"""What the command line asks of a game window beyond play: the computers deal on by themselves
(``--autoplay``), the run stops after some hands (``--hands``) and quits (``--quit``), and the
window is saved as a picture when it closes (``--screenshot``).

The window knows nothing of this; a scripted run listens to it and drives it from outside.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QObject, QTimer
from PySide6.QtWidgets import QApplication, QLabel

from bura_desktop.ui.table import timing
from bura_desktop.ui.table.table_view import TableView
from bura_desktop.ui.window.hand_over_panel import HandOverPanel
from bura_desktop.ui.window.main_window import MainWindow

AUTOPLAY_PAUSE_MS = 800  # at normal speed, between hands when the computers play every seat


class ScriptedRun(QObject):
    """Drives ``window``: after a hand the button of its end-of-hand ``panel`` is what a player
    presses, and its picture keeps the words of the ``view``'s table and the ``status`` line."""

    def __init__(
        self,
        window: MainWindow,
        parts: tuple[TableView, HandOverPanel, QLabel],
        autoplay: bool = False,
        hands: int = 0,
        quit_after: bool = False,
        screenshot: Path | None = None,
    ) -> None:
        super().__init__(window)
        self.window = window
        self.view, self.panel, self.status = parts
        self.autoplay = autoplay
        self.hands = hands
        self.quit_after = quit_after
        self.screenshot = screenshot
        # A scripted run is not where the player left the window.
        window.remember_window = not (quit_after or screenshot is not None)
        window.hands_done.connect(self._hand_done)
        window.closing.connect(self._closing)

    def _hand_done(self, played: int) -> None:
        if self.hands and played >= self.hands:
            if self.quit_after:
                self.window.close()
            return
        if self.autoplay:
            # What a player presses: the next hand, or a new game once the session is over.
            button = self.panel.button
            QTimer.singleShot(timing.ms(AUTOPLAY_PAUSE_MS), button.click)

    def _closing(self) -> None:
        if self.screenshot is not None:
            self._save_picture(self.screenshot)
        app = QApplication.instance()
        if self.quit_after and app is not None:
            # Once the window has closed: the event loop ends after it has let the game go.
            QTimer.singleShot(0, app.quit)

    def _save_picture(self, path: Path) -> None:
        window = self.window
        image = window.grab().toImage()
        # The picture's words as PNG text too: what the table shows, for searching and for the
        # bundle's test that reads which language the window was in.
        words = {  # PNG's standard keywords
            "Title": window.windowTitle(),
            "Description": self.view.table().standing_text(),
            "Comment": self.status.text(),
        }
        for keyword, text in words.items():
            image.setText(keyword, text)
        image.save(str(path))
