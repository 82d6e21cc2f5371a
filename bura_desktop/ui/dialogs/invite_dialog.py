"""Invite over the internet: the code a host reads out to a friend anywhere, how the
invitation stands, and what leaves this computer on its way."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QLabel, QVBoxLayout, QWidget

from bura_desktop.app.anywhere import Invitation
from bura_desktop.app.i18n import fill
from bura_desktop.ui.dialogs.table_dialogs import DIALOG_WIDTH, note


class InviteDialog(QDialog):
    """One invitation: its code with a Copy button once the mailbox has given it, then what
    happens to it (a wrong code typed, the friend in, or why it failed)."""

    def __init__(self, invitation: Invitation, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.invitation = invitation
        self.setWindowTitle(self.tr("Invite over the internet"))
        self.setMinimumWidth(DIALOG_WIDTH)
        layout = QVBoxLayout(self)
        layout.addWidget(
            note(
                self.tr(
                    "Read this code to a friend anywhere. They choose Game ▸ Join a table… and"
                    " type it under Invitation. It lets one person in, and lapses when the"
                    " table closes."
                )
            )
        )
        self.code = QLabel(self.tr("Making an invitation…"))
        self.code.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.code.setAlignment(Qt.AlignmentFlag.AlignCenter)
        font = self.code.font()
        font.setPointSizeF(font.pointSizeF() * 1.8)
        font.setBold(True)
        self.code.setFont(font)
        layout.addWidget(self.code)
        self.status = note("")
        layout.addWidget(self.status)
        layout.addWidget(
            note(
                self.tr(
                    "What leaves this computer: the invitation goes through magic-wormhole's"
                    " mailbox and relay servers. They see this computer's internet address,"
                    " when you play and how much is sent; the cards, the names and the codes"
                    " pass them encrypted."
                )
            )
        )
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        self.copy_button = buttons.addButton(
            self.tr("Copy the code"), QDialogButtonBox.ButtonRole.ActionRole
        )
        self.copy_button.setEnabled(False)
        self.copy_button.clicked.connect(self._copy)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        invitation.coded.connect(self._coded)
        invitation.wrong_try.connect(self._wrong_try)
        invitation.used.connect(self._used)
        invitation.failed.connect(self._failed)
        if invitation.code:
            self._coded(invitation.code)

    def _coded(self, code: str) -> None:
        self.code.setText(code)
        self.code.setAccessibleName(code.replace("-", " "))
        self.copy_button.setEnabled(True)
        self.status.setText(self.tr("Waiting for your friend…"))

    def _copy(self) -> None:
        QGuiApplication.clipboard().setText(self.invitation.code)
        self.status.setText(self.tr("The code is copied."))

    def _wrong_try(self, count: int) -> None:
        words = self.tr(
            "Someone typed a wrong code (%1 so far); the invitation is still open for the right"
            " one."
        )
        self.status.setText(fill(words, count))

    def _used(self) -> None:
        self.copy_button.setEnabled(False)  # the code lets nobody else in
        self.status.setText(self.tr("Your friend is in: they sit down at the table now."))

    def _failed(self, why: str) -> None:
        self.copy_button.setEnabled(False)
        match why:
            case "offline":
                words = self.tr(
                    "The invitation server cannot be reached: this computer may be offline."
                    " Playing on this network still works."
                )
            case "wrong_codes":
                words = self.tr(
                    "Too many wrong codes were typed: this invitation is closed. Make a new one."
                )
            case _:
                words = self.tr("This invitation has lapsed. Make a new one.")
        self.status.setText(words)


__all__ = ["InviteDialog"]
