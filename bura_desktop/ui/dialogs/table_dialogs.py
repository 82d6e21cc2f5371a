"""Game ▸ Host a table… and Game ▸ Join a table…: what a host opens, who has sat down before
the host starts the game, and where a player joins."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtCore import Qt
from PySide6.QtGui import QRegularExpressionValidator
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from bura_desktop.app.discovery import FoundTable, TableFinder
from bura_desktop.app.i18n import fill
from bura_desktop.app.narration import seat_name
from bura_desktop.core.codes import INVITATION_LIMIT, clean_invitation
from bura_desktop.core.names import NAME_LIMIT, valid_name
from bura_desktop.net.messages import PROTOCOL, SeatInfo
from bura_desktop.storage.seats import HUMAN, Seat
from bura_desktop.ui.words.levels import level_title

# The port a table opens on unless the host chooses another: one to allow in a firewall.
DEFAULT_PORT = 47531
# How long a person may take over a move before their computer plays for them (0: never).
IDLE_CHOICES = (30, 60, 120, 300, 0)
DEFAULT_IDLE_S = 120


# Wide enough that the notes read as sentences, not as a column of words.
DIALOG_WIDTH = 420


def _port_box() -> QSpinBox:
    box = QSpinBox()
    box.setRange(1024, 65535)  # below 1024 a port needs the system's leave
    box.setValue(DEFAULT_PORT)
    return box


def note(text: str) -> QLabel:
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
            note(
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
        self.idle = QComboBox()
        for seconds in IDLE_CHOICES:
            self.idle.addItem(self._idle_text(seconds), seconds)
        self.idle.setCurrentIndex(IDLE_CHOICES.index(DEFAULT_IDLE_S))
        self.idle.setToolTip(
            self.tr(
                "How long a player may take over a move before a computer plays for them; they"
                " take their seat back when they return."
            )
        )
        form.addRow(self.tr("A computer takes over after:"), self.idle)
        self.port = _port_box()
        form.addRow(self.tr("Port:"), self.port)
        layout.addLayout(form)
        layout.addWidget(
            note(
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

    def idle_ms(self) -> int | None:
        """How long a person may take over a move (None: as long as they like)."""
        seconds = self.idle.currentData()
        return None if seconds == 0 else seconds * 1000

    def _idle_text(self, seconds: int) -> str:
        if seconds == 0:
            return self.tr("never")
        if seconds < 60:
            return self.tr("%n second(s)", "", seconds)
        return self.tr("%n minute(s)", "", seconds // 60)


class LobbyDialog(QDialog):
    """The open table before its game: its code and where to join, who has sat down, and the
    host's Start (the seats nobody took are played by their computers)."""

    def __init__(
        self,
        code: str,
        where: str,
        port: int,
        remote: Sequence[int],
        infos: Callable[[], Sequence[SeatInfo]],
        parent: QWidget | None,
        invite: Callable[[], None] | None = None,
    ) -> None:
        """``remote``: the seats open to people; ``infos`` tells who sits where now;
        ``invite`` makes an invitation over the internet."""
        super().__init__(parent)
        self.remote = remote
        self._infos = infos
        self.setWindowTitle(self.tr("Your table is open"))
        self.setMinimumWidth(DIALOG_WIDTH)
        layout = QVBoxLayout(self)
        layout.addWidget(note(self.tr("Players join with this code:")))
        self.code = QLabel(code)
        self.code.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        font = self.code.font()
        font.setPointSizeF(font.pointSizeF() * 2.2)
        font.setBold(True)
        font.setLetterSpacing(font.SpacingType.PercentageSpacing, 115)
        self.code.setFont(font)
        self.code.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.code.setAccessibleName(" ".join(code))  # read out letter by letter
        layout.addWidget(self.code)
        self.where = note(fill(self.tr("Address: %1, port %2."), where, port))
        self.where.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        layout.addWidget(self.where)
        layout.addWidget(note(self.tr("At the table:")))
        self.seats = QLabel()
        self.seats.setTextFormat(Qt.TextFormat.PlainText)  # names are the players' own text
        self.seats.setIndent(12)
        layout.addWidget(self.seats)
        layout.addWidget(
            note(
                self.tr(
                    "Start when everyone is seated. A computer plays each open seat nobody took,"
                    " and the seat of anyone who leaves until they come back."
                )
            )
        )
        buttons = QDialogButtonBox()
        self.start_button = buttons.addButton(
            self.tr("Start the game"), QDialogButtonBox.ButtonRole.AcceptRole
        )
        self.start_button.setDefault(True)
        self.close_button = buttons.addButton(
            self.tr("Close the table"), QDialogButtonBox.ButtonRole.RejectRole
        )
        if invite is not None:
            self.invite_button = buttons.addButton(
                self.tr("Invite over the internet…"), QDialogButtonBox.ButtonRole.ActionRole
            )
            self.invite_button.clicked.connect(invite)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        self.show_seats()

    def show_seats(self) -> None:
        """Who sits where now: a line per seat."""
        lines = (self._line(i, info) for i, info in enumerate(self._infos()))
        self.seats.setText("\n".join(lines))

    def _line(self, seat: int, info: SeatInfo) -> str:
        name = seat_name(info.name)
        if info.level == HUMAN:
            return fill(self.tr("%1 (you)"), name)
        if info.level == "remote":
            return fill(self.tr("%1: at the table"), name)
        level = level_title(info.level)
        if seat in self.remote:
            return fill(self.tr("Open seat: waiting for a player (else %1, %2)"), name, level)
        return fill(self.tr("%1 (computer, %2)"), name, level)


class JoinDialog(QDialog):
    """The tables announced on this network, or where a table is typed by hand; its code, and
    the name to sit down with."""

    def __init__(
        self, name: str = "", finder: TableFinder | None = None, parent: QWidget | None = None
    ) -> None:
        """``finder``: the tables it finds are listed to choose from (None: typed only)."""
        super().__init__(parent)
        self.setWindowTitle(self.tr("Join a table"))
        self.setMinimumWidth(DIALOG_WIDTH)
        layout = QVBoxLayout(self)
        self.tables = QListWidget()
        self.tables.setMaximumHeight(120)
        self.looking = note(self.tr("Looking for tables on this network…"))
        if finder is not None:
            layout.addWidget(note(self.tr("Tables on this network:")))
            layout.addWidget(self.tables)
            layout.addWidget(self.looking)
            finder.changed.connect(self.show_tables)
        self.tables.currentItemChanged.connect(self._chosen)
        form = QFormLayout()
        self.invitation = QLineEdit()
        self.invitation.setPlaceholderText(self.tr("for example 7-guitarist-revenge"))
        self.invitation.setMaxLength(INVITATION_LIMIT)
        self.invitation.setToolTip(
            self.tr("The code a host read out to you, to join a table anywhere on the internet.")
        )
        form.addRow(self.tr("Invitation:"), self.invitation)
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
        layout.addLayout(form)
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        self.buttons.button(QDialogButtonBox.StandardButton.Ok).setText(self.tr("Join"))
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        layout.addWidget(self.buttons)
        for field in (self.invitation, self.address, self.code, self.name):
            field.textChanged.connect(self._enable)
        self._enable()

    def show_tables(self, tables: list[FoundTable]) -> None:
        """The tables found now; the one chosen stays chosen while it is there."""
        chosen = self.tables.currentItem()
        key = chosen.data(Qt.ItemDataRole.UserRole).key if chosen is not None else None
        self.tables.clear()
        for table in tables:
            item = QListWidgetItem(self._describe(table))
            item.setData(Qt.ItemDataRole.UserRole, table)
            self.tables.addItem(item)
            if table.key == key:
                self.tables.setCurrentItem(item)
        self.looking.setVisible(not tables)

    def _describe(self, table: FoundTable) -> str:
        if table.protocol != PROTOCOL:
            words = self.tr("%1's table (another version of Bura Desktop)")
            return fill(words, seat_name(table.host))
        seats = self.tr("%n open seat(s)", "", table.open_seats)
        if table.started:
            words = self.tr("%1's table, %2 players, game on, %3")
        else:
            words = self.tr("%1's table, %2 players, %3")
        return fill(words, seat_name(table.host), table.players, seats)

    def _chosen(self, item: QListWidgetItem | None) -> None:
        if item is not None:
            table: FoundTable = item.data(Qt.ItemDataRole.UserRole)
            self.address.setText(table.address)
            self.port.setValue(table.port)
            self.code.setFocus()

    def invited(self) -> str | None:
        """The invitation code typed, cleaned, if one was typed (else the address is used)."""
        return clean_invitation(self.invitation.text()) if self.invitation.text().strip() else None

    def _enable(self) -> None:
        invited = bool(self.invitation.text().strip())
        where = self.invited() is not None if invited else bool(self.address.text().strip())
        for field in (self.address, self.port, self.code):
            field.setEnabled(not invited)
        ready = where and (invited or bool(self.code.text())) and valid_name(self.name.text())
        self.buttons.button(QDialogButtonBox.StandardButton.Ok).setEnabled(ready)


__all__ = ["DEFAULT_PORT", "DIALOG_WIDTH", "HostDialog", "JoinDialog", "LobbyDialog", "note"]
