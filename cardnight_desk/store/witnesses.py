"""What a backup witnesses of its event's history: the head it holds (the number and hash of the newest change
the history had when the backup was made), and which event it is a copy of.

Every backup the desk makes is an event file (``store/backup.py``), so it holds the event's history as it was.
It is read here through its own file, read-only (:func:`~cardnight_desk.store.targets.read_only_uri`), with the
standard library's ``sqlite3``: a separate file, never written, never upgraded, whatever version of the desk made
it.

The event a backup is a copy of is known by the time the event was created, and by the hash of its first
change: a backup of another event (a folder shared by two databases of the same name) witnesses nothing here.
"""

from __future__ import annotations

import datetime as dt
import sqlite3
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from cardnight_desk.store.targets import read_only_uri


class NotReadable(Exception):
    """The file is not a backup whose head can be read here (another file, or a backup made before the history
    was chained); the sentence says why."""


@dataclass(frozen=True)
class BackupHead:
    created_at: dt.datetime | None  # when the event was created
    first: str | None  # the hash of its first change
    seq: int  # the head: the number and hash of the newest change
    hash: str


def when(value: Any) -> dt.datetime | None:
    """A stored time as a naive datetime (SQLite keeps it as text)."""
    if isinstance(value, dt.datetime):
        return value.replace(tzinfo=None)
    try:
        return dt.datetime.fromisoformat(str(value)).replace(tzinfo=None)
    except ValueError:
        return None


def backup_head(path: Path) -> BackupHead:
    """The head the backup at ``path`` holds; :class:`NotReadable` when it is not an event file whose history
    is chained (a backup made before the chain was, or another file)."""
    if not path.is_file():
        raise NotReadable(f"there is no file {path}")
    try:  # asked of SQLite itself: no descriptor of the file is opened and closed outside it
        con = sqlite3.connect(read_only_uri(path), uri=True)
    except sqlite3.Error as err:
        raise NotReadable(str(err)) from None
    try:
        row = con.execute(
            "SELECT id, created_at, history_seq, history_head FROM event ORDER BY id LIMIT 1"
        ).fetchone()
        if row is None:
            raise NotReadable(f"{path} holds no event")
        event_id, created_at, seq, digest = row
        first = con.execute(
            "SELECT hash FROM history WHERE event_id = ? AND seq = 1 ORDER BY id LIMIT 1", (event_id,)
        ).fetchone()
        return BackupHead(when(created_at), first[0] if first else None, int(seq or 0), str(digest))
    except (sqlite3.Error, ValueError, TypeError) as err:
        raise NotReadable(str(err)) from None
    finally:
        con.close()
