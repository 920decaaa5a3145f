"""Why an event store could not be opened, read or written when the event itself is not at fault.

The store refuses an event that is damaged, foreign or too new. Other failures are not the event's, and must
not be told as if they were (a volunteer told the event is damaged restores an old backup over a sound one):

- a *full disk* (:data:`FULL`): SQLite says so itself when a write finds no room (``SQLITE_FULL``, "database
  or disk is full"). An event kept in WAL mode is read through a shared-memory index beside it; when there is
  no room to grow that index SQLite says only "disk I/O error" (``SQLITE_IOERR_SHMSIZE``), and so it does when
  a write fails for a quota: the disk is full for the person at the desk, and is said so when it has no room;
- another *disk error* (:data:`DISK`): the disk failed a read or a write (a stick pulled out, a failing disk);
- a *busy* event (:data:`BUSY`): another desk held its write lock longer than the store waits;
- a database server that *does not answer* (:data:`DOWN`): not running, out of reach, starting up or shutting
  down, refusing more connections, or the connection lost;
- a database server that *asks for a password* (:data:`PASSWORD`) the event's address does not give (the
  desk never stores one: :mod:`cardnight_desk.gui.app_settings`), or refused the one given.

:func:`sqlite_trouble` and :func:`server_trouble` tell them from what the database said; the store raises its
own error for each (:class:`~cardnight_desk.store.engine.StoreUnavailable`,
:class:`~cardnight_desk.store.engine.PasswordNeeded`).
"""

from __future__ import annotations

import os
from pathlib import Path

FULL, DISK, BUSY, DOWN, PASSWORD = "full", "disk", "busy", "down", "password"

ROOM = 64 * 1024  # a disk with less free room than this is full for an event (a WAL index grows by 32 KiB)

# what a PostgreSQL server answers when the address names what it does not have or allow: the address is wrong
_ADDRESS_REFUSED = ("does not exist", "no pg_hba.conf entry", "permission denied", "authentication failed")
# the classes of SQLSTATE a server gives when it cannot serve now: connection exception, insufficient resources,
# operator intervention (shutting down, starting up)
_DOWN_STATES = ("08", "53", "57")


def _original(err: BaseException) -> BaseException:
    """The driver's own exception, out of SQLAlchemy's wrapper."""
    orig = getattr(err, "orig", None)
    return orig if isinstance(orig, BaseException) else err


def no_room(folder: Path) -> bool:
    """Has the disk holding ``folder`` (nearly) no room left?"""
    try:
        stats = os.statvfs(folder)
    except (OSError, AttributeError):  # gone, or not a POSIX system: nothing known
        return False
    return stats.f_bavail * stats.f_frsize < ROOM


def sqlite_trouble(err: BaseException, folder: Path | None = None) -> str | None:
    """:data:`FULL`, :data:`DISK` or :data:`BUSY` when SQLite's error ``err`` says so (``folder``: where the
    event file is, looked at when a disk error may be a full disk); ``None`` for anything else."""
    name = getattr(_original(err), "sqlite_errorname", "") or ""
    if name == "SQLITE_FULL":
        return FULL
    if name.startswith("SQLITE_IOERR"):
        return FULL if folder is not None and no_room(folder) else DISK
    if name.startswith(("SQLITE_BUSY", "SQLITE_LOCKED")):
        return BUSY
    return None


def server_trouble(err: BaseException) -> str | None:
    """:data:`PASSWORD` or :data:`DOWN` when PostgreSQL's error ``err`` (connecting, or on a connection lost)
    says so; ``None`` when the server answered that the address is wrong, and for anything else."""
    orig = _original(err)
    if not type(orig).__module__.startswith("psycopg"):
        return None
    text = str(orig).lower()
    if getattr(getattr(orig, "pgconn", None), "needs_password", False) or "password authentication" in text:
        return PASSWORD
    if any(words in text for words in _ADDRESS_REFUSED):
        return None
    state = getattr(orig, "sqlstate", None)
    return DOWN if state is None or state.startswith(_DOWN_STATES) else None
