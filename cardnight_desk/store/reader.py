"""Reading an event file without the ORM: what the desk shows first when it opens an event (the event's name,
date and competitions), read with the standard library's ``sqlite3`` in a few milliseconds.

The desk's store (:mod:`cardnight_desk.store.engine`, SQLAlchemy) takes most of a second to load; an event file
that is *ready to read* (:func:`ready_to_read`: an SQLite event file whose schema is the newest,
:data:`SCHEMA`) is shown from here first, and its store opens afterwards. Anything else (a PostgreSQL event, an
older file due an upgrade, a newer, damaged or foreign file) is left to the store, which upgrades it (with its
backup) or says why it cannot be opened.

Nothing here writes: the file is read through a connection told to read only (and, where the desk cannot write,
opened read-only and as immutable, so no lock file is made beside it), and the journal files SQLite makes
beside an event kept in WAL mode are gone again once it closes.
"""

from __future__ import annotations

import datetime as dt
import json
import os
import sqlite3
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from cardnight_desk.store.journal import is_sqlite_file

SCHEMA = "0010"  # the newest migration's revision (a test holds it equal to store.migrate.HEAD)


class NotReadable(Exception):
    """The file cannot be read here; the store says why when it opens it."""


@dataclass(frozen=True)
class CompetitionRow:
    id: int
    name: str
    game: str
    settings: Any  # as stored (a JSON object, or None)


@dataclass(frozen=True)
class EventRow:
    name: str
    date: dt.date
    competitions: tuple[CompetitionRow, ...]  # in the order they were added


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


def _connect(path: Path) -> sqlite3.Connection:
    """A connection that only reads the event file. Where the desk can write, it is an ordinary connection
    told to read only (``query_only``, as the store's read-only connections are): the journal files SQLite
    makes beside an event kept in WAL mode are then removed as it closes, the last connection to the file,
    so a command that only read the event leaves nothing beside it. Where the desk cannot, the file is
    opened read-only (:func:`read_only_uri`)."""
    try:
        if not is_sqlite_file(path):
            raise NotReadable(f"{path} is not an SQLite file")
        if not writable(path):
            return sqlite3.connect(read_only_uri(path), uri=True)
        con = sqlite3.connect(f"{path.resolve().as_uri()}?mode=rw", uri=True)
        con.execute("PRAGMA query_only=ON")
        return con
    except (OSError, sqlite3.Error) as err:
        raise NotReadable(str(err)) from None


def ready_to_read(target: str) -> bool:
    """Is ``target`` an SQLite event file at the newest schema, holding an event (so that it opens without an
    upgrade and can be read here)? Never raises: ``False`` leaves the file to the store."""
    if is_url(target) or not Path(target).is_file():
        return False
    try:
        con = _connect(Path(target))
    except NotReadable:
        return False
    try:
        tables = {row[0] for row in con.execute("SELECT name FROM sqlite_master WHERE type = 'table'")}
        if not {"alembic_version", "event", "competition"} <= tables:
            return False
        versions = [row[0] for row in con.execute("SELECT version_num FROM alembic_version")]
        return versions == [SCHEMA] and con.execute("SELECT id FROM event LIMIT 1").fetchone() is not None
    except sqlite3.Error:
        return False
    finally:
        con.close()


def _json(text: Any) -> Any:
    return json.loads(text) if isinstance(text, str | bytes) else text


def read_event(path: Path) -> EventRow:
    """The event in the file (the first, as the store reads it) with its competitions."""
    con = _connect(path)
    try:
        row = con.execute("SELECT id, name, date FROM event ORDER BY id LIMIT 1").fetchone()
        if row is None:
            raise NotReadable(f"{path} holds no event")
        event_id, name, date = row
        comps = tuple(
            CompetitionRow(cid, cname, game, _json(settings))
            for cid, cname, game, settings in con.execute(
                "SELECT id, name, game, settings FROM competition WHERE event_id = ? ORDER BY id", (event_id,)
            )
        )
        return EventRow(name, dt.date.fromisoformat(date), comps)
    except (sqlite3.Error, ValueError, TypeError) as err:
        raise NotReadable(str(err)) from None
    finally:
        con.close()


def latest_change(path: Path) -> int:
    """The id of the event's newest change (0 for none), as :mod:`cardnight_desk.services.changes` reads it."""
    con = _connect(path)
    try:
        row = con.execute("SELECT max(id) FROM history").fetchone()
        return int(row[0] or 0)
    except sqlite3.Error as err:
        raise NotReadable(str(err)) from None
    finally:
        con.close()
