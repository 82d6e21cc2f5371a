"""Start-up marks: the window's first paint, the first paint with the deal on the table
(``deal_shown``) and the first paint once the deal's animation is over (``dealt``).

With ``BURA_TIMESTAMPS=1`` in the environment each mark is printed to stderr as
``bura-timestamp NAME UNIX-TIME`` (the responsiveness benchmark reads them). ``--hands 0 --quit``
closes the window right after the dealt table has been painted.
"""

from __future__ import annotations

import os
import sys
import time
from collections.abc import Callable

from PySide6.QtCore import QEvent, QObject, QTimer

from bura_desktop.ui.table.table_view import TableView

TIMESTAMP_ENV = "BURA_TIMESTAMPS"


def mark(name: str) -> None:
    if os.environ.get(TIMESTAMP_ENV):
        print(f"bura-timestamp {name} {time.time():.6f}", file=sys.stderr, flush=True)


class FirstDeal(QObject):
    """Watches a window's table ``view`` until its first deal has been shown and painted."""

    def __init__(self, view: TableView, on_dealt: Callable[[], object] | None = None) -> None:
        super().__init__(view)
        self._view = view
        self._on_dealt = on_dealt
        self._painted = False
        self._shown = False
        self._drained = False
        self._viewport = view.viewport()
        self._viewport.installEventFilter(self)
        view.table().drained.connect(self._dealt_shown)

    def _dealt_shown(self) -> None:
        if self._drained:
            return
        self._drained = True
        self._viewport.update()  # the mark waits for the paint that shows the dealt table

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Paint:
            if not self._painted:
                self._painted = True
                mark("first_paint")
            if not self._shown and self._view.table().cards_shown:
                self._shown = True
                # Cards are on the table: the cut for the first dealer, or the deal under way.
                mark("deal_shown")
            if self._drained:
                self._viewport.removeEventFilter(self)
                # After the paint has happened, not before it.
                QTimer.singleShot(0, self._finish)
        return False

    def _finish(self) -> None:
        mark("dealt")
        if self._on_dealt is not None:
            self._on_dealt()
