"""Statistics records the database could not take by quitting time, kept for the next start.

While another copy of Bura Desktop holds the statistics file, sessions and hands wait in memory;
at quit they are written here, and the next start adds them to the database.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from bura_desktop.core.bounded import shown
from bura_desktop.storage.atomic import write_atomic

SCHEMA_VERSION = 1
# A stored record: its kind ("session" or "hand") and its database row.
Row = tuple[str, list[Any]]


def path_for(statistics_file: Path) -> Path:
    """Where the records for ``statistics_file`` wait."""
    return statistics_file.with_suffix(".waiting.json")


def save(path: Path, rows: list[Row]) -> None:
    """Replace the file with ``rows``; raises ``OSError`` on failure."""
    records = [{"kind": kind, "row": row} for kind, row in rows]
    write_atomic(path, json.dumps({"schema": SCHEMA_VERSION, "records": records}))


def load(path: Path) -> list[Row]:
    """The rows in the file: ``OSError`` if it cannot be read, ``ValueError`` if it is damaged."""
    try:
        data = json.loads(path.read_bytes().decode("utf-8"))
        records = data["records"]
        rows = [(r["kind"], list(r["row"])) for r in records]
    except (UnicodeDecodeError, RecursionError, KeyError, TypeError) as error:
        raise ValueError(f"not a file of waiting records: {error}") from None
    if data.get("schema") != SCHEMA_VERSION:
        raise ValueError(f"schema {shown(data.get('schema'))} is not {SCHEMA_VERSION}")
    return rows


__all__ = ["Row", "SCHEMA_VERSION", "load", "path_for", "save"]
