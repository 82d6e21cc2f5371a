"""Game ▸ Host a table… and Game ▸ Join a table…: what a host opens and where a player joins."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import Qt
from PySide6.QtGui import QRegularExpressionValidator
from PySide6.QtWidgets import (
    QCheckBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QLineEdit,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from bura_desktop.app.narration import seat_name
from bura_desktop.storage.seats import NAME_LIMIT, Seat, valid_name

# The port a table opens on unless the host chooses another: one to allow in a firewall.
DEFAULT_PORT = 47531


# Wide enough that the notes read as sentences, not as a column of words.
DIALOG_WIDTH = 420


def _port_box() -> QSpinBox:
    box = QSpinBox()
    box.setRange(1024, 65535)  # below 1024 a port needs the system's leave
    box.setValue(DEFAULT_PORT)
    return box


def _note(text: str) -> QLabel:
    label = QLabel(text)
    label.setWordWrap(True)
    label.setTextFormat(Qt.TextFormat.PlainText)
    return label


class HostDialog(QDialog):
    """The seats of the next game that people at other machines may take (their computers play
    them until someone sits down), and the port the table listens on."""

    def __init__(self, seats: Sequence[Seat], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Host a table"))
        self.setMinimumWidth(DIALOG_WIDTH)
        layout = QVBoxLayout(self)
        layout.addWidget(
            _note(
                self.tr(
                    "A new game starts with the rules and players of your preferences. Tick the"
                    " seats that friends on this network may take: a computer plays each until"
                    " someone sits down, and again if they leave."
                )
            )
        )
        self.open_seats: dict[int, QCheckBox] = {}
        for number, seat in enumerate(seats):
            if seat.human:
                continue
            box = QCheckBox(
                self.tr("%1's seat is open to a person").replace("%1", seat_name(seat.name))
            )
            box.setChecked(not self.open_seats)  # the first, to start with
            self.open_seats[number] = box
            layout.addWidget(box)
        form = QFormLayout()
        self.name = QLineEdit()
        self.name.setMaxLength(NAME_LIMIT)
        self.name.setPlaceholderText(self.tr("how the others see you"))
        form.addRow(self.tr("Your name:"), self.name)
        self.port = _port_box()
        form.addRow(self.tr("Port:"), self.port)
        layout.addLayout(form)
        layout.addWidget(
            _note(
                self.tr(
                    "Players join with the table's code, which this window shows once the table"
                    " is open. A firewall on this computer must let others reach this port (TCP)."
                )
            )
        )
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        self.open_button = buttons.button(QDialogButtonBox.StandardButton.Ok)
        self.open_button.setText(self.tr("Open the table"))
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        self.name.textChanged.connect(self._enable)
        for box in self.open_seats.values():
            box.toggled.connect(self._enable)
        self._enable()

    def _enable(self) -> None:
        self.open_button.setEnabled(valid_name(self.name.text()) and bool(self.remote()))

    def remote(self) -> tuple[int, ...]:
        return tuple(seat for seat, box in self.open_seats.items() if box.isChecked())


class JoinDialog(QDialog):
    """Where the table is, its code, and the name to sit down with."""

    def __init__(self, name: str = "", parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Join a table"))
        self.setMinimumWidth(DIALOG_WIDTH)
        form = QFormLayout(self)
        self.address = QLineEdit()
        self.address.setPlaceholderText(self.tr("for example 192.168.1.20"))
        self.address.setMaxLength(253)  # the longest host name
        self.port = _port_box()
        self.code = QLineEdit()
        self.code.setMaxLength(12)
        self.code.setValidator(QRegularExpressionValidator(r"[A-Za-z0-9]*"))
        self.name = QLineEdit(name)
        self.name.setMaxLength(NAME_LIMIT)
        form.addRow(self.tr("Host's address:"), self.address)
        form.addRow(self.tr("Port:"), self.port)
        form.addRow(self.tr("Table code:"), self.code)
        form.addRow(self.tr("Your name:"), self.name)
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        self.buttons.button(QDialogButtonBox.StandardButton.Ok).setText(self.tr("Join"))
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        form.addRow(self.buttons)
        for field in (self.address, self.code, self.name):
            field.textChanged.connect(self._enable)
        self._enable()

    def _enable(self) -> None:
        ready = bool(self.address.text().strip() and self.code.text()) and valid_name(
            self.name.text()
        )
        self.buttons.button(QDialogButtonBox.StandardButton.Ok).setEnabled(ready)


__all__ = ["DEFAULT_PORT", "HostDialog", "JoinDialog"]
