"""An open event store: one unit of work at a time per ``session()``, and, for an event file, the file and its
journal held together while it is open (:mod:`.journal`).

Before every unit of work, and before and after every commit, an event file's store checks that the file is
still the one it opened and the journal still the file's. A save is acknowledged (its ``session()`` returns)
only once it is known to be in the event's own journal; the newest change acknowledged is remembered, and looked
for again whenever the store has to reconnect. A file moved or replaced under the store ends its work: its last
saves are first written into the file it has open, wherever that now is.
"""

from __future__ import annotations

import sqlite3
import threading
import time
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path

from sqlalchemy.engine import Engine
from sqlalchemy.exc import OperationalError
from sqlalchemy.orm import Session, sessionmaker

from cardnight_desk.store import holders, journal
from cardnight_desk.store.errors import SaveLost, StoreError, display_name
from cardnight_desk.store.targets import is_url

LET_GO_WAIT_S = 5.0  # how long closing waits for a connection another thread is using
SEEN_EVERY = 20.0  # seconds between two "still open" marks of a desk
REPLACED = (
    "the event file {path} was replaced while this desk had it open (restored from a backup?); nothing was "
    "saved: open it again"
)
READ_ONLY = (
    "this event is open read-only (the desk cannot write to its file or folder): nothing can be changed"
)


@dataclass
class EventStore:
    """An open event store. ``session()`` is one unit of work: committed on success, rolled back on error.

    An event file's store holds its file and journal together while it is open (:mod:`journal`): before every
    unit of work, and before and after every commit, it checks that the file is still the one it opened and the
    journal still the file's. A save is acknowledged (its ``session()`` returns) only once it is known to be in
    the event's own journal; the newest change acknowledged is remembered, and looked for again whenever the
    store has to reconnect."""

    target: str
    engine: Engine
    factory: sessionmaker[Session]
    read_only: bool = False
    holder_id: int | None = None  # this desk's row among the event's holders (store/holders.py)
    opened_file: tuple[int, int] | None = None  # the event file this desk opened (device, inode)
    last_seen: float = 0.0
    anchor: journal.Anchor | None = None
    journal: journal.JournalId | None = None  # the log and index this store's connections write
    acknowledged: tuple[int, str] | None = None  # the newest change known stored: (number, hash)
    gone: str | None = None  # why nothing can be done any more (the file was moved or replaced)
    lost: str | None = None  # a save acknowledged here found missing from the file, not yet said
    _reconnecting: threading.Lock = field(default_factory=threading.Lock, repr=False)

    @property
    def is_sqlite(self) -> bool:
        return self.engine.dialect.name == "sqlite"

    @property
    def path(self) -> Path | None:
        return None if is_url(self.target) else Path(self.target)

    @property
    def display_name(self) -> str:
        return display_name(self.target)

    def hold(self, who: str) -> None:
        """Say that this desk holds the event open (a restore will not replace it meanwhile)."""
        if self.read_only or self.holder_id is not None:
            return
        with self.session() as s:
            self.holder_id = holders.register(s.connection(), who)
        self.last_seen = time.monotonic()

    def seen(self) -> None:
        """Tell the other desks this one is still open (at most every :data:`SEEN_EVERY` seconds)."""
        if self.holder_id is None or time.monotonic() - self.last_seen < SEEN_EVERY:
            return
        self.last_seen = time.monotonic()
        with self.session() as s:
            holders.seen(s.connection(), self.holder_id)

    # --- the file and its journal ------------------------------------------------------------------------
    def _anchor(self) -> None:
        """Open the journal through a connection (kept in the pool), hold it (:class:`journal.Anchor`) and note
        which files it is."""
        assert self.path is not None
        with self.engine.connect() as conn:
            conn.exec_driver_sql("SELECT count(*) FROM sqlite_master").all()  # the log and index are open now
            try:
                self.anchor = journal.Anchor.take(self.path)
            except OSError as err:
                raise StoreError(
                    f"cannot hold the event file {self.path} open ({err.strerror or err})"
                ) from None
            self.journal = journal.JournalId.of(self.path)

    def _journal_is_the_files(self) -> bool:
        return self.journal is None or journal.JournalId.of(self.path) == self.journal  # type: ignore[arg-type]

    def _check_file(self) -> None:
        """Before a unit of work: a file moved or replaced under the store ends it (its last saves are folded
        into the file it has open first); a journal no longer the file's is let go and the store reconnects."""
        if self.gone:
            raise StoreError(self.gone)
        if self.opened_file is None:
            return
        if not holders.same_file(self.path, self.opened_file):  # type: ignore[arg-type]
            self._moved()
        if not self._journal_is_the_files():
            self._reconnect()

    def _moved(self) -> None:
        """The file at the event's path is no longer the one this store opened (moved away, or another put in
        its place): the saves still in its log are written into the file the store has open, wherever it now
        is, and the log emptied, so that nothing of this event is left in a journal beside whatever file takes
        the name; then the store lets the file go and refuses any further work."""
        self.gone = REPLACED.format(path=self.path)
        try:
            if self._journal_is_the_files():
                with self.engine.connect() as conn:
                    conn.exec_driver_sql("PRAGMA wal_checkpoint(TRUNCATE)").all()
        finally:
            self._let_go()
        raise StoreError(self.gone)

    def _let_go(self) -> None:
        """Close every connection while the anchor still holds (none folds a log that may not be the file's
        into it), then drop the anchor. A connection another thread is using is waited for (a while) and closed
        once it is given back: SQLite shares a file's journal between the connections of one process, and a
        fresh connection would join the one being let go while any of them stays open."""
        old = self.engine.pool
        self.engine.dispose()
        deadline = time.monotonic() + LET_GO_WAIT_S
        while old.checkedout() and time.monotonic() < deadline:  # type: ignore[attr-defined]
            time.sleep(0.005)
        old.dispose()
        if self.anchor is not None:
            self.anchor.release()
            self.anchor = None

    def _reconnect(self) -> None:
        """The journal at the file's paths is not the one this store wrote (deleted or replaced by another
        program): let it go, open the file afresh, and look for the newest change acknowledged here. Done once,
        by whichever thread finds it out first."""
        with self._reconnecting:
            if self._journal_is_the_files():
                return
            self._let_go()
            self._anchor()
            self._look_for_acknowledged()

    def _look_for_acknowledged(self) -> None:
        if self.acknowledged is None:
            return
        seq, digest = self.acknowledged
        with self.engine.connect() as conn:
            found = conn.exec_driver_sql("SELECT hash FROM history WHERE seq = ?", (seq,)).scalar()
        if found != digest:
            self.acknowledged = None  # the changes after it are the file's own
            self.lost = LOST.format(path=self.path, seq=seq)
            raise SaveLost(self.lost)

    def take_lost(self) -> str | None:
        """The sentence saying a save acknowledged here is missing from the file, once (whichever unit of work
        found it out, in whatever thread, the window says it)."""
        lost, self.lost = self.lost, None
        return lost

    @contextmanager
    def session(self) -> Iterator[Session]:
        self._check_file()
        with self.factory() as s:
            try:
                yield s
                head = None
                if self.opened_file is not None:
                    s.flush()  # any write now holds the file's write lock: a restore cannot swap it from here
                    self._check_same_file()
                    if _writes(s):
                        head = s.info.get(HEAD)
                        if not self._journal_is_the_files():
                            raise _JournalReplaced
                s.commit()
            except _JournalReplaced:
                s.rollback()
                self._reconnect()
                raise StoreError(UNSAVED) from None
            except OperationalError as err:
                s.rollback()
                if self.read_only and "readonly" in str(err.orig).replace(" ", "").lower():
                    raise StoreError(READ_ONLY) from None
                raise
            except BaseException:
                s.rollback()
                raise
        if head is not None:
            self.acknowledged = head
            if not self._journal_is_the_files():  # replaced as it committed: is the save in the file?
                self._reconnect()

    def _check_same_file(self) -> None:
        if self.opened_file is not None and self.path is not None:
            if not holders.same_file(self.path, self.opened_file):
                self._moved()

    def close(self) -> None:
        if self.holder_id is not None:
            try:
                if self.gone is None and holders.same_file(self.path, self.opened_file):  # type: ignore[arg-type]
                    with self.engine.begin() as conn:
                        holders.release(conn, self.holder_id)
            except Exception:  # noqa: BLE001 - a desk closing on a lost connection still closes
                pass
            self.holder_id = None
        if self.anchor is None:
            self.engine.dispose()
            return
        whole = self.gone is None and self._journal_is_the_files()
        if whole and not holders.same_file(self.path, self.opened_file):  # type: ignore[arg-type]
            try:
                self._moved()
            except StoreError:
                return
        self._let_go()
        if whole:
            fold_journal(self.path)  # type: ignore[arg-type]


class _JournalReplaced(Exception):
    """The event's journal was replaced under a unit of work before its commit."""


UNSAVED = (
    "nothing was saved: the event file's journal was deleted or replaced by another program while this desk had "
    "it open; the desk has opened the file again, save once more"
)
LOST = (
    "the change number {seq} saved at this desk is NOT in the event file {path}: its journal was deleted or "
    "replaced by another program. Look at the event's last changes and enter what is missing again"
)


HEAD = "history_head"  # a unit of work's note: the newest change it wrote, (number, hash)


def note_head(s: Session, seq: int, digest: str) -> None:
    """Note in the unit of work the newest change it writes (the history's head): the change the store
    acknowledges once it commits, and looks for if it has to reconnect."""
    s.info[HEAD] = (seq, digest)


def _writes(s: Session) -> bool:
    """Has the unit of work written anything? (SQLite begins a transaction at the first write.)"""
    return bool(s.connection().connection.driver_connection.in_transaction)  # type: ignore[union-attr]


def fold_journal(path: Path) -> None:
    """Fold an event file's log into the file, through a connection of its own that closes at once: as the
    last program using the event, SQLite then removes the journal, and the file is whole on its own. Where
    others still use it, they keep it."""
    try:
        con = sqlite3.connect(f"{path.resolve().as_uri()}?mode=rw", uri=True)
    except sqlite3.Error:
        return
    try:
        con.execute("PRAGMA wal_checkpoint(TRUNCATE)").fetchall()
    except sqlite3.Error:
        pass
    finally:
        con.close()
