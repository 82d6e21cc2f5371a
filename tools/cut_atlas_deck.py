"""Cut AisleRiot's Atlas deck (atlasnye.svgz) down to the 36 cards and the back Bura uses.

Usage:
    python tools/cut_atlas_deck.py /usr/share/aisleriot/cards/atlasnye.svgz \\
        resources/cards/atlasnye-bura.svgz

Cards in the source reuse each other's parts through ``<use xlink:href="#...">`` (the 3 of clubs
draws pips that live inside the 2), so dropping a card group could break the ones kept. Parts
still referenced are moved into ``<defs>``: a ``<use>`` ignores the referenced element's old
ancestors, so the move does not change how anything renders.
"""

from __future__ import annotations

import gzip
import re
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

SVG = "http://www.w3.org/2000/svg"
XLINK = "http://www.w3.org/1999/xlink"
SUITS = ("spade", "heart", "diamond", "club")
RANKS = ("6", "7", "8", "9", "10", "jack", "queen", "king", "1")
KEEP = {f"{suit}_{rank}" for suit in SUITS for rank in RANKS} | {"back"}
URL_REF = re.compile(r"url\(#([^)]+)\)")
HREFS = ("href", f"{{{XLINK}}}href")


def references(element: ET.Element) -> set[str]:
    refs = set()
    for node in element.iter():
        for name, value in node.attrib.items():
            if name in HREFS and value.startswith("#"):
                refs.add(value[1:])
            refs.update(URL_REF.findall(value))
    return refs


def strip_unused_ids(root: ET.Element) -> None:
    """Drop the editor's ids nothing points at, and the no-op sizes on ``<use>``: a smaller file."""
    used = references(root) | KEEP
    for node in root.iter():
        if node.get("id") not in used:
            node.attrib.pop("id", None)
        if node.tag == f"{{{SVG}}}use" and node.get("width") == node.get("height") == "100%":
            del node.attrib["width"], node.attrib["height"]


def cut(source: bytes) -> bytes:
    ET.register_namespace("", SVG)
    ET.register_namespace("xlink", XLINK)
    root = ET.fromstring(source)
    by_id = {node.get("id"): node for node in root.iter() if node.get("id")}
    parent = {child: node for node in root.iter() for child in node}
    kept = [child for child in root if child.get("id") in KEEP]
    missing = KEEP - {child.get("id") for child in kept}
    if missing:
        raise SystemExit(f"not in the source: {sorted(missing)}")

    def inside_kept(node: ET.Element) -> bool:
        while node in parent:
            if node in kept:
                return True
            node = parent[node]
        return node in kept

    # Close over references: whatever a kept card needs from a dropped one must survive.
    needed: set[ET.Element] = set()
    todo = [ref for card in kept for ref in references(card)]
    while todo:
        node = by_id[todo.pop()]
        if node in needed or inside_kept(node):
            continue
        needed.add(node)
        todo.extend(references(node))

    def has_needed_ancestor(node: ET.Element) -> bool:
        while node in parent:
            node = parent[node]
            if node in needed:
                return True
        return False

    defs = ET.Element(f"{{{SVG}}}defs", id="shared_parts")
    # Document order keeps the output reproducible.
    defs.extend(node for node in root.iter() if node in needed and not has_needed_ancestor(node))
    for child in list(root):
        root.remove(child)
    root.append(defs)
    root.extend(kept)
    strip_unused_ids(root)
    data: bytes = ET.tostring(root, encoding="utf-8", xml_declaration=True)
    return data


def main(argv: list[str]) -> None:
    source, target = Path(argv[1]), Path(argv[2])
    data = source.read_bytes()
    if data[:2] == b"\x1f\x8b":
        data = gzip.decompress(data)
    out = cut(data)
    if target.suffix == ".svgz":
        out = gzip.compress(out, compresslevel=9, mtime=0)
    target.write_bytes(out)
    print(f"{target}: {len(out)} bytes")


if __name__ == "__main__":
    main(sys.argv)
