"""Where an event is kept: a *target* is an event file's path, or the address (URL) of a database server.

An event file may sit where the desk cannot write (a read-only stick, a folder without write permission): it is
then looked at read-only, through an ``sqlite3`` URI that changes not a byte of it.
"""

from __future__ import annotations

import os
from pathlib import Path


def is_url(target: str) -> bool:
    """Is the event at ``target`` in a database server (an address), not in a file?"""
    return "://" in target


def writable(path: Path) -> bool:
    """Can the desk write the event file and the journal files beside it?"""
    return os.access(path, os.W_OK) and os.access(path.parent, os.W_OK | os.X_OK)


def read_only_uri(path: Path) -> str:
    """The ``sqlite3`` URI that looks at an event file without changing a byte of it; immutable where the
    desk cannot write (nothing can be writing a file on a read-only medium, and SQLite cannot make its lock
    file there)."""
    return f"{path.resolve().as_uri()}?mode=ro" + ("" if writable(path) else "&immutable=1")
