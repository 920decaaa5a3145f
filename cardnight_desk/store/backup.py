"""Backups of an event and restoring one.

A backup is always an event file (SQLite) that the desk can open as it is: an SQLite event is copied with
SQLite's online backup API (consistent while desks keep working on it); a PostgreSQL event is copied row by row
into a new event file with the same schema. Restoring copies a backup over an event file, or into a PostgreSQL
database (replacing the event there only when told to).
"""

from __future__ import annotations

import datetime as dt
import os
import sqlite3
import tempfile
from collections.abc import Collection, Iterator
from contextlib import contextmanager
from pathlib import Path

from sqlalchemy import MetaData, create_engine, insert, inspect, select, text
from sqlalchemy.engine import Connection
from sqlalchemy.exc import DBAPIError
from sqlalchemy.pool import StaticPool

from cardnight_desk.store import holders, migrate
from cardnight_desk.store.engine import (
    EVENT_SUFFIX,
    EventStore,
    StoreError,
    backup_sqlite,
    create_store,
    look_read_only,
    make_engine,
)
from cardnight_desk.store.errors import display_name
from cardnight_desk.store.journal import is_sqlite_file
from cardnight_desk.store.models import Base

KEEP = 20


def _copy_rows(source_engine, dest_engine) -> None:
    """Every row of every event table, in foreign-key order (history included: inserts are allowed), read in
    one snapshot of the source (on PostgreSQL one REPEATABLE READ transaction: desks saving meanwhile cannot
    make a copy whose rows refer to rows it does not hold) and written a batch at a time."""
    source = source_engine.connect()
    if source_engine.dialect.name == "postgresql":
        source = source.execution_options(isolation_level="REPEATABLE READ", postgresql_readonly=True)
    with source as src, src.begin(), dest_engine.begin() as dst:
        for table in Base.metadata.sorted_tables:
            if table.name == "holder":  # who holds the source open is no part of the copy
                continue
            rows = src.execution_options(yield_per=COPY_AT_ONCE).execute(select(table))
            for batch in rows.partitions():
                dst.execute(insert(table), [dict(r._mapping) for r in batch])
        if dest_engine.dialect.name == "postgresql":
            for table in Base.metadata.sorted_tables:  # keep the id sequences ahead of the copied ids
                dst.execute(
                    text(
                        f"SELECT setval(pg_get_serial_sequence('{table.name}', 'id'), "
                        f"COALESCE((SELECT MAX(id) FROM {table.name}), 0) + 1, false)"
                    )
                )


COPY_AT_ONCE = 500  # rows read and written at a time by a copy between databases


@contextmanager
def engine_on(con: sqlite3.Connection) -> Iterator[Connection]:
    """An SQLAlchemy connection over an open ``sqlite3`` connection, to ask it the store's own queries."""
    engine = create_engine("sqlite://", creator=lambda: con, poolclass=StaticPool)
    try:
        with engine.connect() as conn:
            yield conn
            conn.rollback()
    finally:
        engine.dispose(close=False)


def _refuse_if_held(conn: Connection, closed: Collection[int] = ()) -> None:
    """Refuse to replace an event that an open desk holds (its saves would be lost); ``closed``: holders the
    organiser says are closed."""
    if "holder" not in inspect(conn).get_table_names():
        return  # written before desks said they hold an event
    live = holders.live_holders(conn, closed=closed)
    if live:
        raise HeldElsewhere(live)


class HeldElsewhere(StoreError):
    """A restore refused because live desks hold the event; ``desks`` says which (:class:`holders.HolderInfo`)."""

    def __init__(self, desks: list[holders.HolderInfo]):
        who = "; ".join(h.sentence() for h in desks)
        super().__init__(
            f"the event is open at {len(desks)} desk{'s' if len(desks) > 1 else ''}: {who}. Close it there "
            "before restoring a backup over it (nothing was replaced)"
        )
        self.desks = desks


def backup(store: EventStore, dest: str | Path) -> Path:
    """Write a backup of the open event to ``dest`` (an event file); refuses to overwrite an existing file."""
    dest = Path(dest)
    if dest.exists():
        raise StoreError(f"'{dest}' already exists; a backup never overwrites a file")
    if not dest.parent.is_dir():
        raise StoreError(f"the folder '{dest.parent}' does not exist")
    if store.is_sqlite:
        assert store.path is not None
        try:
            return backup_sqlite(store.path, dest, check=_check_integrity)
        except sqlite3.DatabaseError as err:
            if isinstance(err, sqlite3.OperationalError) and "unable to open" in str(err):
                raise StoreError(f"cannot write the backup in '{dest.parent}' ({err})") from None
            raise StoreError(f"the event is damaged and was not backed up ({err})") from None
    partial = dest.with_name(dest.name + ".partial")
    partial.unlink(missing_ok=True)
    try:
        copy = create_store(str(partial))
        try:
            _copy_rows(store.engine, copy.engine)
        finally:
            copy.close()
        os.replace(partial, dest)
    except BaseException:
        partial.unlink(missing_ok=True)
        raise
    return dest


def _check_integrity(path: Path) -> None:
    """Refuse a damaged copy: SQLite's quick check must find nothing wrong."""
    con = sqlite3.connect(f"{path.resolve().as_uri()}?mode=ro", uri=True)
    try:
        verdict = con.execute("PRAGMA quick_check").fetchone()[0]
    except sqlite3.DatabaseError as err:
        verdict = str(err)
    finally:
        con.close()
    if verdict != "ok":
        raise sqlite3.DatabaseError(f"the integrity check failed: {verdict}")


def check_backup(path: str | Path) -> None:
    """Refuse anything that is not a readable event file of a schema this desk knows."""
    path = Path(path)
    if not path.is_file():
        raise StoreError(f"there is no backup file '{path}'")
    if not is_sqlite_file(path):
        raise StoreError(f"'{path}' is not a Card Night Desk event file")
    look_read_only(path)
    engine = make_engine(str(path), read_only=True)
    try:
        state = migrate.status(engine)
        if state == "empty":
            raise StoreError(f"'{path}' holds no event")
        with engine.connect() as conn:
            if conn.exec_driver_sql("PRAGMA integrity_check").scalar() != "ok":
                raise StoreError(f"'{path}' is damaged (the integrity check failed)")
    except migrate.NewerSchemaError as err:
        raise StoreError(str(err)) from None
    except DBAPIError as err:
        raise StoreError(f"'{path}' is damaged and cannot be restored ({err.orig})") from None
    finally:
        engine.dispose()


def restore(
    backup_path: str | Path, target: str, *, replace: bool = False, closed: Collection[int] = ()
) -> None:
    """Copy a backup into ``target`` (an event file or a PostgreSQL URL). An existing event there is replaced
    only with ``replace``, and never while a live desk holds it (but those named ``closed``); an event file
    being replaced is first kept beside it as ``NAME.replaced-DATE``, whole (its journal's saves included)."""
    check_backup(backup_path)
    if "://" not in target:
        dest = Path(target)
        if not dest.exists():
            backup_sqlite(Path(backup_path), dest)
            return
        if not replace:
            raise StoreError(f"'{target}' already exists; confirm that it should be replaced by the backup")
        _restore_over_file(Path(backup_path), dest, closed)
        return
    engine = make_engine(target)
    try:
        if inspect(engine).get_table_names():
            if not replace:
                raise StoreError("that database already holds an event; confirm that it should be replaced")
            with engine.begin() as conn:
                _refuse_if_held(conn, closed)
            meta = MetaData()
            meta.reflect(engine)
            with engine.begin() as conn:
                for table in reversed(meta.sorted_tables):
                    conn.execute(text(f'DROP TABLE IF EXISTS "{table.name}" CASCADE'))
                conn.execute(text("DROP FUNCTION IF EXISTS history_append_only() CASCADE"))
        migrate.upgrade(engine)
        with tempfile.TemporaryDirectory() as tmp:  # the backup itself is never changed, even when older
            copy = backup_sqlite(Path(backup_path), Path(tmp) / f"restore{EVENT_SUFFIX}")
            source = make_engine(str(copy))
            try:
                if migrate.status(source) == "older":
                    migrate.upgrade(source)
                _copy_rows(source, engine)
            finally:
                source.dispose()
        with engine.connect() as conn:
            history = _history_of(conn)
        _set_aside_superseded(target, history)
    finally:
        engine.dispose()


def _restore_over_file(backup_path: Path, dest: Path, closed: Collection[int]) -> None:
    """Replace the event in the file ``dest`` by the backup, through SQLite alone: the file and its journal are
    never renamed, replaced or deleted. The event as it is (with the saves still in its journal, a crashed
    desk's last ones included) is first copied beside it with SQLite's backup API; then the backup's pages are
    written into the file by the same API, as one transaction every program using the file sees whole."""
    stamp = dt.datetime.now().strftime("%Y%m%d-%H%M%S")
    kept = dest.with_name(f"{dest.name}.replaced-{stamp}{EVENT_SUFFIX}")
    with tempfile.TemporaryDirectory(dir=dest.parent, prefix=f".{dest.name}.restoring-") as tmp:
        copy = backup_sqlite(backup_path, Path(tmp) / f"restore{EVENT_SUFFIX}")
        into = sqlite3.connect(f"{dest.resolve().as_uri()}?mode=rw", uri=True, timeout=15)
        try:
            into.execute("PRAGMA journal_mode=WAL")
            with engine_on(into) as conn:
                _refuse_if_held(conn, closed)
            backup_sqlite(dest, kept, check=_check_integrity, con=into)
            source = sqlite3.connect(copy)
            try:
                size = into.execute("PRAGMA page_size").fetchone()[0]
                if source.execute("PRAGMA page_size").fetchone()[0] != size:  # the API needs one page size
                    source.execute(f"PRAGMA page_size={int(size)}")
                    source.execute("VACUUM")
                source.backup(into)
            finally:
                source.close()
            if "holder" in {r[0] for r in into.execute("SELECT name FROM sqlite_master WHERE type='table'")}:
                with into:
                    into.execute("DELETE FROM holder")  # the desks holding the backup then hold nothing now
            into.execute("PRAGMA wal_checkpoint(TRUNCATE)")
            with engine_on(into) as conn:
                history = _history_of(conn)
            _set_aside_superseded(str(dest), history)
        finally:
            into.close()


def backup_folder(store: EventStore) -> Path:
    """Where automatic backups of this event go: beside an event file, else in the user's data folder."""
    return _folder_of(store.target)


def _folder_of(target: str) -> Path:
    if "://" not in target:
        path = Path(target)
        return path.with_name(path.name + ".backups")
    base = Path(os.environ.get("CARDNIGHT_BACKUP_DIR") or Path.home() / ".cardnight-desk" / "backups")
    safe = "".join(ch if ch.isalnum() else "-" for ch in display_name(target).split("@")[-1])
    return base / safe


def _set_aside_superseded(target: str, history: set[tuple[int, str]]) -> None:
    """After a restore: the event's backups that hold a change the restored history does not (made after the
    backup restored, on the way the restore undid) are moved into ``replaced-DATE/`` in the backups folder,
    kept, but no longer witnesses of the event's history (``services/history_check.py``)."""
    from cardnight_desk.store.witnesses import NotReadable, backup_head

    folder = _folder_of(target)
    if not folder.is_dir():
        return
    aside = folder / f"replaced-{dt.datetime.now():%Y%m%d-%H%M%S}"
    for made in sorted(folder.glob(f"*{EVENT_SUFFIX}")):
        try:
            head = backup_head(made)
        except NotReadable:
            continue
        if head.seq and (head.seq, head.hash) not in history:
            aside.mkdir(exist_ok=True)
            os.replace(made, aside / made.name)


def _history_of(conn: Connection) -> set[tuple[int, str]]:
    """The number and hash of each change the event's history holds (none for a history saved before its
    changes were chained)."""
    try:
        rows = conn.execute(text("SELECT seq, hash FROM history WHERE seq IS NOT NULL")).all()
    except DBAPIError:
        conn.rollback()
        return set()
    return {(int(seq), str(digest)) for seq, digest in rows}


def automatic_backup(store: EventStore, reason: str) -> Path:
    """A backup into :func:`backup_folder`, keeping the newest :data:`KEEP`."""
    folder = backup_folder(store)
    folder.mkdir(parents=True, exist_ok=True)
    stamp = dt.datetime.now().strftime("%Y%m%d-%H%M%S-%f")
    label = "".join(ch if ch.isalnum() else "-" for ch in reason)[:40]
    path = backup(store, folder / f"{stamp}-{label}{EVENT_SUFFIX}")
    backups = sorted(folder.glob(f"*{EVENT_SUFFIX}"))
    for old in backups[:-KEEP]:
        old.unlink(missing_ok=True)
    return path


def list_backups(store: EventStore) -> list[Path]:
    return backups_of(store.target)


def backups_of(target: str) -> list[Path]:
    """The automatic backups of the event at ``target``, newest first; read without opening it."""
    folder = _folder_of(target)
    return sorted(folder.glob(f"*{EVENT_SUFFIX}"), reverse=True) if folder.is_dir() else []
