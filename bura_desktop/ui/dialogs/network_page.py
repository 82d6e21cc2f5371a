"""Preferences ▸ Network: where invitations across the internet meet, the public servers or
one's own."""

from __future__ import annotations

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QFormLayout, QLabel, QLineEdit, QVBoxLayout, QWidget

from bura_desktop.net.invitations import PUBLIC
from bura_desktop.storage.settings import NetworkSettings, mailbox_problem, relay_problem


class NetworkPage(QWidget):
    changed = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        layout = QVBoxLayout(self)
        intro = QLabel(
            self.tr(
                "Invitations across the internet meet on magic-wormhole's public mailbox and"
                " relay servers. They see this computer's internet address, when you play and"
                " how much is sent, never a card, a name or a code. To use servers of your own"
                " (README: Play with friends anywhere), give their addresses; leave both empty"
                " for the public ones. Playing on the local network uses no server."
            )
        )
        intro.setWordWrap(True)
        layout.addWidget(intro)
        form = QFormLayout()
        self._mailbox = QLineEdit()
        self._mailbox.setObjectName("mailbox")
        self._mailbox.setMaxLength(300)
        self._mailbox.setPlaceholderText(PUBLIC.mailbox)
        self._relay = QLineEdit()
        self._relay.setObjectName("relay")
        self._relay.setMaxLength(300)
        self._relay.setPlaceholderText(PUBLIC.transit)
        for edit in (self._mailbox, self._relay):
            edit.textChanged.connect(self.changed)
        form.addRow(self.tr("Mailbox server:"), self._mailbox)
        form.addRow(self.tr("Relay server:"), self._relay)
        layout.addLayout(form)
        layout.addStretch(1)

    def show_settings(self, network: NetworkSettings) -> None:
        self._mailbox.setText(network.mailbox)
        self._relay.setText(network.relay)

    def chosen(self) -> NetworkSettings:
        return NetworkSettings(self._mailbox.text().strip(), self._relay.text().strip())

    def problems(self) -> list[str]:
        """Why the servers given cannot be used, in plain words."""
        found = []
        if mailbox_problem(self._mailbox.text().strip()):
            found.append(self.tr("The mailbox server is an address like ws://example.org:4000/v1."))
        if relay_problem(self._relay.text().strip()):
            found.append(self.tr("The relay server is an address like tcp:example.org:4001."))
        return found


__all__ = ["NetworkPage"]
