"""An event file and its journal are one unit that only SQLite touches; this module keeps them together while a
desk has the event open.

Domain words:

- the *journal* of an event file ``NAME``: the write-ahead log ``NAME-wal`` that holds the newest saves until
  SQLite copies them into the file (a *checkpoint*), and its index ``NAME-shm``, shared by every program that
  has the event open;
- SQLite marks that a program uses the file with POSIX advisory locks. Those locks belong to the whole process,
  and closing *any* descriptor of the file in the process drops them all: a file dialog showing the event's
  folder (Qt reads every file there to tell its type), or any library reading the file. Another program then
  believes it is the last one using the event: as it closes, it checkpoints and deletes the journal, and the
  desk goes on writing into the deleted log: saves nobody else ever sees, and stale pages written back into
  the file when the desk quits (SQLite's "How To Corrupt An SQLite Database File", section 2.2);
- the *anchor*: open-file-description locks (Linux's ``F_OFD_SETLK``) that the store takes through descriptors
  of its own on the file's shared-lock bytes and on the index's "dead man's switch" byte. They belong to the
  descriptor, not the process, so nothing closing other descriptors drops them. While they are held, no
  program can take the file for itself (to checkpoint and delete the journal as its last user, or to rebuild
  the index under the desk), and the desk's own connections leave the journal alone as they close; and no
  lock SQLite's connections take in this process conflicts with them but the exclusive one those need;
- the journal is *the file's* while the log and the index at the file's paths are the very files the store's
  connections opened (same device and inode). A store notices when they are not (deleted, or replaced by a
  file manager or a program that does not know the rules) before and after every save.

On systems without open-file-description locks (and on PostgreSQL) there is no anchor; the journal's identity
is still checked.

The byte positions are SQLite's own, as its file-format and WAL documents give them for the unix VFS.
"""

from __future__ import annotations

import errno
import os
import sqlite3
import struct
import time
from dataclasses import dataclass
from pathlib import Path

PENDING_BYTE = 0x40000000  # SQLite's lock bytes in the database file
SHARED_FIRST = PENDING_BYTE + 2
SHARED_SIZE = 510
INDEX_DMS_BYTE = 128  # the "dead man's switch" of the -shm index: 120 + SQLITE_SHM_NLOCK
TAKE_FOR_S = (
    3.0  # how long a lock held for a moment by another program (its checkpoint as it closes) is waited for
)

try:  # Linux
    import fcntl as _fcntl

    F_OFD_SETLK: int | None = _fcntl.F_OFD_SETLK
    F_RDLCK, F_UNLCK, F_WRLCK, fcntl = _fcntl.F_RDLCK, _fcntl.F_UNLCK, _fcntl.F_WRLCK, _fcntl.fcntl
except (ImportError, AttributeError):  # pragma: no cover - other systems: no anchor
    F_OFD_SETLK = None


JOURNAL_SUFFIXES = ("-wal", "-shm", "-journal")


def is_journal_name(path: Path) -> bool:
    """Is this, by its name, one of the files SQLite keeps beside a database?"""
    return path.name.endswith(JOURNAL_SUFFIXES)


def is_sqlite_file(path: Path) -> bool:
    """Is the file at ``path`` an SQLite database? Asked of SQLite itself, never by reading the file here: a
    descriptor of an open event file closed outside SQLite would drop every lock this process holds on it. An
    empty file is not one; a journal file beside a database is never opened at all. (An ``OSError`` when there
    is no file or it cannot be read.)"""
    if is_journal_name(path):
        return False
    if os.stat(path).st_size == 0:
        return False
    try:
        con = sqlite3.connect(f"{path.resolve().as_uri()}?mode=ro", uri=True)
    except sqlite3.Error as err:
        raise OSError(errno.EACCES, str(err)) from None
    try:
        con.execute("PRAGMA schema_version").fetchone()
        return True
    except sqlite3.DatabaseError as err:
        if "not a database" in str(err):
            return False
        return True  # a database SQLite cannot read now (locked, damaged): an SQLite file still
    finally:
        con.close()


def wal_path(path: Path) -> Path:
    return Path(f"{path}-wal")


def index_path(path: Path) -> Path:
    return Path(f"{path}-shm")


FileId = tuple[int, int]  # (device, inode)


def file_id(path: Path) -> FileId | None:
    try:
        st = os.stat(path)
    except OSError:
        return None
    return st.st_dev, st.st_ino


@dataclass(frozen=True)
class JournalId:
    """Which log and index files a store's connections write: the event file's journal as it was opened."""

    wal: FileId | None
    index: FileId | None

    @classmethod
    def of(cls, path: Path) -> JournalId:
        return cls(file_id(wal_path(path)), file_id(index_path(path)))


def _flock(kind: int, start: int, length: int) -> bytes:
    # struct flock on Linux: l_type, l_whence (short), l_start, l_len (off_t), l_pid (int), padding; the pid is 0
    # for an open-file-description lock
    return struct.pack("hhqqi4x", kind, os.SEEK_SET, start, length, 0)


def _ofd_lock(fd: int, kind: int, start: int, length: int) -> bool:
    """Take (or, with ``F_UNLCK``, drop) an open-file-description lock; False when another program holds a
    conflicting one."""
    try:
        fcntl(fd, F_OFD_SETLK, _flock(kind, start, length))  # type: ignore[arg-type]
    except OSError as err:
        if err.errno in (errno.EAGAIN, errno.EACCES):
            return False
        raise
    return True


class Anchor:
    """The store's own hold on an event file and its index (see the module's text), taken once its connections
    have the journal open, and let go when the store closes."""

    def __init__(self, fds: list[int]) -> None:
        self._fds = fds

    @classmethod
    def take(cls, path: Path) -> Anchor:
        """Hold the file's shared-lock bytes and its index's switch. Another program checkpointing as it closes
        holds them for a moment: that is waited for. Where the system has no such locks, an anchor that holds
        nothing."""
        if F_OFD_SETLK is None:  # pragma: no cover - other systems
            return cls([])
        fds: list[int] = []
        try:
            for target, start, length in (
                (path, SHARED_FIRST, SHARED_SIZE),
                (index_path(path), INDEX_DMS_BYTE, 1),
            ):
                fd = os.open(target, os.O_RDONLY | os.O_CLOEXEC)
                fds.append(fd)
                deadline = time.monotonic() + TAKE_FOR_S
                while not _ofd_lock(fd, F_RDLCK, start, length):
                    if time.monotonic() > deadline:
                        raise OSError(errno.EAGAIN, f"another program holds {target.name} for itself")
                    time.sleep(0.01)
        except BaseException:
            for fd in fds:
                os.close(fd)
            raise
        return cls(fds)

    @property
    def held(self) -> bool:
        return bool(self._fds)

    def release(self) -> None:
        """Let go. Closing these descriptors also drops the POSIX locks of any SQLite connection of this process
        on the same files: the store lets go only once its connections are closed."""
        fds, self._fds = self._fds, []
        for fd in fds:
            os.close(fd)


def in_use(path: Path) -> bool:
    """Does any program have the journal of the event at ``path`` open? Asked of its index's switch, which every
    connection holds while it is open; True where it cannot be asked. Only for a process with no connection of
    its own to that event: the descriptor this opens and closes would drop that connection's locks."""
    if F_OFD_SETLK is None:  # pragma: no cover - other systems
        return True
    try:
        fd = os.open(index_path(path), os.O_RDWR | os.O_CLOEXEC)
    except FileNotFoundError:
        return False
    except OSError:
        return True
    try:
        if not _ofd_lock(fd, F_WRLCK, INDEX_DMS_BYTE, 1):
            return True
        _ofd_lock(fd, F_UNLCK, INDEX_DMS_BYTE, 1)
        return False
    finally:
        os.close(fd)
