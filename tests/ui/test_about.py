"""Help > About names the version and links the licence text of every part the game ships."""

from __future__ import annotations

import re
from pathlib import Path

from PySide6.QtCore import QUrl
from PySide6.QtWidgets import QMenu

from bura_desktop import __version__
from bura_desktop.__main__ import build_window, parse_args
from bura_desktop.app.players import make_computer_player
from bura_desktop.ui.dialogs import about
from bura_desktop.ui.table import timing


def test_about_links_every_licence_text(qtbot, tmp_path):
    window = build_window(
        parse_args(["--profile", str(tmp_path), "--speed", "off"]),
        lambda level, seed: make_computer_player("random", seed),
    )
    qtbot.addWidget(window)
    window.show()
    (action,) = [
        a
        for m in window.menuBar().actions()
        if isinstance(menu := m.menu(), QMenu)
        for a in menu.actions()
        if a.text() == "&About Bura"
    ]
    action.trigger()
    box = window.menus.about_box
    assert box is not None and box.isVisible() and __version__ in box.text()
    source, *links = re.findall(r'href="([^"]+)"', box.text())
    assert source == about.SOURCE
    assert len(links) == 5  # the game, the card art, the fonts, Qt and PySide6, Python
    files = [Path(QUrl(link).toLocalFile()) for link in links]
    assert all(f.is_file() for f in files), links  # a checkout has every text
    assert "GNU GENERAL PUBLIC LICENSE" in files[0].read_text(encoding="utf-8")
    assert "Bitstream" in files[2].read_text(encoding="utf-8")
    box.close()
    window.close()
    timing.set_speed("normal")


def test_a_licence_text_not_found_links_its_web_page(monkeypatch):
    monkeypatch.setattr(about, "_first", lambda *candidates: None)
    _source, *links = re.findall(r'href="([^"]+)"', about.text())
    assert links[0] == "https://www.gnu.org/licenses/gpl-3.0.html"
    assert all(link.startswith("https://") for link in links)


def test_in_a_bundle_about_lists_every_part_its_notices_name(tmp_path, monkeypatch):
    """packaging/notices.py writes licenses/notices.json from what the bundle ships; About
    links each third-party part's text, and the file of every notice."""
    import json

    folder = tmp_path / "licenses"
    folder.mkdir()
    (folder / "ICU.txt").write_text("UNICODE LICENSE")
    (folder / "THIRD-PARTY-NOTICES.txt").write_text("all of it")
    parts = [
        {"name": "Bura Desktop", "version": "1", "licence": "GPL-3.0-or-later", "texts": []},
        {
            "name": "ICU",
            "version": "73",
            "licence": "Unicode-DFS-2016",
            "texts": ["licenses/ICU.txt"],
        },
        {"name": "libfoo1", "version": "2", "licence": "MIT", "texts": ["licenses/gone.txt"]},
    ]
    (folder / "notices.json").write_text(json.dumps({"components": parts}))
    monkeypatch.setattr(about, "BUNDLED", folder)
    rows = about.licences()
    assert [what for what, _, _ in rows[3:]] == [
        "ICU 73: Unicode-DFS-2016",
        "libfoo1 2: MIT",
        "Every file of this bundle and its licence",
    ]
    assert [path for _, path, _ in rows[3:]] == [
        folder / "ICU.txt",
        None,  # a text the bundle lacks: the link goes to the project's page
        folder / "THIRD-PARTY-NOTICES.txt",
    ]
    assert 'href="https://github.com/bura-desktop/bura-desktop">libfoo1 2: MIT<' in about.text()


def a_bundle_of(parts: int, folder: Path) -> Path:
    """The licences folder of a bundle that ships ``parts`` third-party parts."""
    import json

    folder.mkdir()
    (folder / "THIRD-PARTY-NOTICES.txt").write_text("all of it")
    listed = [
        {"name": f"libpart{i}", "version": "1.0", "licence": "MIT", "texts": []}
        for i in range(parts)
    ]
    (folder / "notices.json").write_text(json.dumps({"components": listed}))
    return folder


def test_about_a_bundle_fits_a_laptops_screen_its_licences_scrolled(qtbot, tmp_path, monkeypatch):
    # Issue #47: the release bundle's About box, 36 parts long, was 884 px tall, its Close
    # button below a 1280x800 screen.
    from PySide6.QtCore import QRect
    from PySide6.QtWidgets import QWidget

    from bura_desktop.ui.desktop import screen_room
    from tests.ui.screens import cut

    monkeypatch.setattr(about, "BUNDLED", a_bundle_of(36, tmp_path / "licenses"))
    for width, height in ((1280, 800), (800, 600)):
        screen = QRect(0, 0, width, height - 28)  # less the desktop's panel
        monkeypatch.setattr(screen_room, "available", lambda widget=None, s=screen: s)
        parent = QWidget()
        qtbot.addWidget(parent)
        box = about.about_box(parent)
        qtbot.waitUntil(box.isVisible)
        room = screen_room.room(box)
        assert box.width() <= room.width() and box.height() <= room.height(), box.size()
        assert box.close_button.isVisible() and not cut(box), cut(box)
        assert "libpart35 1.0: MIT" in box.text()
        scrolled = box.licence_list.verticalScrollBar()
        assert scrolled.maximum() > 0  # the list is longer than its room: it scrolls
        box.close()


def test_the_licence_list_starts_under_its_heading_in_a_tall_box(qtbot):
    # Issue #47: in a box taller than the list, the list stood in the middle of its area,
    # a blank band between it and its heading.
    from PySide6.QtGui import QColor
    from PySide6.QtWidgets import QWidget

    parent = QWidget()
    qtbot.addWidget(parent)
    box = about.AboutDialog(parent)
    qtbot.addWidget(box)
    box.show()
    box.resize(box.width(), box.height() + 300)
    qtbot.waitUntil(lambda: box.licence_list.viewport().height() > 300)
    listed = box.licence_list.widget()
    assert listed is not None
    image = listed.grab().toImage()
    background = image.pixelColor(image.width() - 1, 0)

    def inked(row: int) -> bool:
        return any(
            QColor(image.pixelColor(x, row)) != background for x in range(0, image.width(), 2)
        )

    first = next(row for row in range(image.height()) if inked(row))
    assert first < 30, f"the list's first line is {first} px down its area"
