"""Help > About: the version, the licence, who made the card art and the fonts, where the source
is, and the licences of everything the game ships, each a link to its text (the bundle's
licenses/ folder, else the files of a checkout or installation)."""

from __future__ import annotations

import html
import json
import sys
import sysconfig
from pathlib import Path

from PySide6.QtCore import Qt, QUrl
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QLabel,
    QVBoxLayout,
    QWidget,
)

from bura_desktop import __version__
from bura_desktop.app.i18n import fill, translate
from bura_desktop.ui.desktop import external, screen_room
from bura_desktop.ui.desktop.resources import RESOURCES, resource_path

# Where packaging/bura-desktop.spec gathers the licence texts in a bundle, with notices.json:
# every part the bundle ships (packaging/notices.py writes it from the build's file list).
BUNDLED = Path(getattr(sys, "_MEIPASS", "")) / "licenses" if getattr(sys, "frozen", False) else None
# The parts About names by their own rows, in the player's language.
OWN_PARTS = ("Bura Desktop", "Atlas card art", "DejaVu fonts")
CHECKOUT = RESOURCES.parent  # the top of a checkout, when run from source
SOURCE = "https://github.com/bura-desktop/bura-desktop"  # pyproject.toml's Source


def _first(*candidates: Path | None) -> Path | None:
    return next((p for p in candidates if p is not None and p.is_file()), None)


def _bundled(name: str) -> Path | None:
    return BUNDLED / name if BUNDLED is not None else None


def bundle_parts(folder: Path | None = None) -> list[tuple[str, Path | None, str]]:
    """(what, its licence text, a web page) for each third-party part of the bundle, from the
    notices.json of its licenses ``folder``; empty outside a bundle."""
    folder = BUNDLED if folder is None else folder
    if folder is None or not (folder / "notices.json").is_file():
        return []
    listed = json.loads((folder / "notices.json").read_text(encoding="utf-8"))
    parts = []
    for part in listed["components"]:
        if part["name"] in OWN_PARTS:
            continue
        named = f"{part['name']} {part['version']}".strip()
        texts = [folder.parent / text for text in part["texts"]]
        parts.append((f"{named}: {part['licence']}", _first(*texts), SOURCE))
    every = translate("About", "Every file of this bundle and its licence")
    parts.append((every, _first(folder / "THIRD-PARTY-NOTICES.txt"), SOURCE))
    return parts


def licences() -> list[tuple[str, Path | None, str]]:
    """(what, its licence text if found here, the licence's web page) for each part."""
    python = Path(sysconfig.get_paths()["stdlib"]) / "LICENSE.txt"
    own = [
        (
            translate("About", "Bura Desktop: GNU GPL 3.0 or later"),
            _first(_bundled("Bura-Desktop-GPL-3.0.txt"), CHECKOUT / "LICENSE"),
            "https://www.gnu.org/licenses/gpl-3.0.html",
        ),
        (
            translate("About", "Atlas card art: GNU LGPL 3.0 or later"),
            _first(resource_path("cards", "LICENSE")),
            "https://www.gnu.org/licenses/lgpl-3.0.html",
        ),
        (
            translate("About", "DejaVu fonts: Bitstream Vera licence"),
            _first(resource_path("fonts", "LICENSE")),
            "https://dejavu-fonts.github.io/License.html",
        ),
    ]
    bundled = bundle_parts()
    if bundled:
        return own + bundled
    return own + [
        (
            translate("About", "Qt and PySide6: GNU LGPL 3.0"),
            _first(
                _bundled("Qt-and-PySide6.txt"),
                CHECKOUT / "packaging" / "licenses" / "Qt-and-PySide6.txt",
            ),
            "https://www.qt.io/licensing/open-source-lgpl-obligations",
        ),
        (
            translate("About", "Python: PSF licence"),
            _first(_bundled("Python.txt"), python, Path(sys.base_prefix) / "LICENSE.txt"),
            "https://docs.python.org/3/license.html",
        ),
    ]


def credits() -> list[str]:
    """Who made what the game shows, as resources/cards/LICENSE, resources/fonts/LICENSE and
    resources/sounds/LICENSE tell it."""
    return [
        translate(
            "About",
            "Atlas card art: Vincent Bermel's AisleRiot deck (2024), after Dmitry Fomin's "
            "drawing of the Atlas pack designed by Adolf Charlemagne in 1862.",
        ),
        translate(
            "About",
            "High-contrast cards and sounds: made for Bura Desktop.",
        ),
        translate(
            "About",
            "DejaVu fonts: the DejaVu authors, after Bitstream Vera by Bitstream, Inc.",
        ),
    ]


def _introduction() -> str:
    title = fill(translate("About", "Bura Desktop %1"), __version__)
    line = translate("About", "Bura, the Russian trick-taking card game.")
    licence = translate(
        "About",
        "Free software: you may share and change it under the GNU General Public License, "
        "version 3 or later. It comes with no warranty.",
    )
    source = translate("About", "Source code, bug reports and releases:")
    made = "".join(f"<li>{html.escape(credit)}</li>" for credit in credits())
    credited = translate("About", "Credits:")
    heading = translate("About", "Licences (each link opens its text):")
    return (
        f"<p><b>{html.escape(title)}</b></p><p>{html.escape(line)}</p>"
        f"<p>{html.escape(licence)}</p>"
        f'<p>{html.escape(source)} <a href="{SOURCE}">{SOURCE}</a></p>'
        f"<p>{html.escape(credited)}</p><ul>{made}</ul>"
        f"<p>{html.escape(heading)}</p>"
    )


def _licence_list() -> str:
    rows = []
    for what, path, web in licences():
        url = QUrl.fromLocalFile(str(path)).toString() if path is not None else web
        rows.append(f'<li><a href="{html.escape(url)}">{html.escape(what)}</a></li>')
    return f"<ul>{''.join(rows)}</ul>"


def text() -> str:
    return _introduction() + _licence_list()


class AboutDialog(QDialog):
    """The version, the licence, the credits, and the licence of every part, in a list that
    scrolls: a bundle ships dozens of parts, too many for a laptop's screen."""

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setWindowTitle(translate("About", "About Bura Desktop"))
        icon = QLabel()
        icon.setPixmap(parent.windowIcon().pixmap(64, 64))
        icon.setAlignment(Qt.AlignmentFlag.AlignTop)
        introduction = self._label(_introduction())
        listed = self._label(_licence_list())
        # At the top of its area when that is taller than the list, not in its middle.
        listed.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        self.licence_list = screen_room.scrolling(listed)
        self.licence_list.setObjectName("licences")
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        self.close_button = buttons.button(QDialogButtonBox.StandardButton.Close)
        words = QVBoxLayout()
        words.addWidget(introduction)
        words.addWidget(self.licence_list, 1)
        top = QHBoxLayout()
        top.addWidget(icon)
        top.addLayout(words, 1)
        layout = QVBoxLayout(self)
        layout.addLayout(top, 1)
        layout.addWidget(buttons)
        # As wide as the introduction reads well; as tall as the whole list where it fits.
        introduction.setMinimumWidth(introduction.fontMetrics().averageCharWidth() * 60)
        wanted = self.sizeHint()
        wanted.setHeight(wanted.height() + listed.sizeHint().height())
        screen_room.fit(self, wanted)

    def _label(self, rich: str) -> QLabel:
        label = QLabel(rich)
        label.setTextFormat(Qt.TextFormat.RichText)
        label.setWordWrap(True)
        label.setTextInteractionFlags(Qt.TextInteractionFlag.TextBrowserInteraction)
        label.linkActivated.connect(lambda link: external.open_url(QUrl(link), self))
        return label

    def text(self) -> str:
        return text()


def about_box(parent: QWidget) -> AboutDialog:
    """The About dialog, opened without blocking (links open in the system's viewer)."""
    box = AboutDialog(parent)
    box.open()
    return box
