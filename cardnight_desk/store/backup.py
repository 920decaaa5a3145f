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
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

from sqlalchemy import MetaData, insert, inspect, select, text
from sqlalchemy.engine import Connection
from sqlalchemy.exc import DBAPIError

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
from cardnight_desk.store.journal import is_sqlite_file
from cardnight_desk.store.models import Base

KEEP = 20


def _copy_rows(source_engine, dest_engine) -> None:
    """Every row of every event table, in foreign-key order (history included: inserts are allowed)."""
    with source_engine.connect() as src, dest_engine.begin() as dst:
        for table in Base.metadata.sorted_tables:
            if table.name == "holder":  # who holds the source open is no part of the copy
                continue
            rows = [dict(r._mapping) for r in src.execute(select(table))]
            if rows:
                dst.execute(insert(table), rows)
        if dest_engine.dialect.name == "postgresql":
            for table in Base.metadata.sorted_tables:  # keep the id sequences ahead of the copied ids
                dst.execute(
                    text(
                        f"SELECT setval(pg_get_serial_sequence('{table.name}', 'id'), "
                        f"COALESCE((SELECT MAX(id) FROM {table.name}), 0) + 1, false)"
                    )
                )


def _refuse_if_held(conn: Connection) -> None:
    """Refuse to replace an event that an open desk holds (its saves would be lost)."""
    if "holder" not in inspect(conn).get_table_names():
        return  # written before desks said they hold an event
    live = holders.live_holders(conn)
    if live:
        who = "; ".join(h.sentence() for h in live)
        raise StoreError(
            f"the event is open at {len(live)} desk{'s' if len(live) > 1 else ''}: {who}. Close it there "
            "before restoring a backup over it (nothing was replaced)"
        )


@contextmanager
def _held_still(dest: Path) -> Iterator[None]:
    """While the event file at ``dest`` is swapped: its write lock is held (no desk saves into it meanwhile,
    and a desk that saves afterwards sees the file was replaced) and no live desk holds it."""
    if not dest.exists():
        yield
        return
    engine = make_engine(str(dest))
    try:
        with engine.begin() as conn:
            if "event" in inspect(conn).get_table_names():
                conn.execute(text("UPDATE event SET id = id"))  # the write lock, until the swap is done
            _refuse_if_held(conn)
            yield
    finally:
        engine.dispose()


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


def restore(backup_path: str | Path, target: str, *, replace: bool = False) -> None:
    """Copy a backup into ``target`` (an event file or a PostgreSQL URL). An existing event there is replaced
    only with ``replace``; an event file being replaced is first kept beside it as ``NAME.replaced-DATE``."""
    check_backup(backup_path)
    if "://" not in target:
        dest = Path(target)
        if dest.exists() and not replace:
            raise StoreError(f"'{target}' already exists; confirm that it should be replaced by the backup")
        partial = dest.with_name(dest.name + ".restoring")
        partial.unlink(missing_ok=True)
        backup_sqlite(Path(backup_path), partial)
        try:
            with _held_still(dest):
                if dest.exists():
                    stamp = dt.datetime.now().strftime("%Y%m%d-%H%M%S")
                    os.replace(dest, dest.with_name(f"{dest.name}.replaced-{stamp}{EVENT_SUFFIX}"))
                    for extra in ("-wal", "-shm"):
                        Path(str(dest) + extra).unlink(missing_ok=True)
                os.replace(partial, dest)
        finally:
            partial.unlink(missing_ok=True)
        return
    engine = make_engine(target)
    try:
        if inspect(engine).get_table_names():
            if not replace:
                raise StoreError("that database already holds an event; confirm that it should be replaced")
            with engine.begin() as conn:
                _refuse_if_held(conn)
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
    finally:
        engine.dispose()


def backup_folder(store: EventStore) -> Path:
    """Where automatic backups of this event go: beside an event file, else in the user's data folder."""
    if store.path is not None:
        return store.path.with_name(store.path.name + ".backups")
    base = Path(os.environ.get("CARDNIGHT_BACKUP_DIR") or Path.home() / ".cardnight-desk" / "backups")
    safe = "".join(ch if ch.isalnum() else "-" for ch in store.display_name.split("@")[-1])
    return base / safe


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
    folder = backup_folder(store)
    return sorted(folder.glob(f"*{EVENT_SUFFIX}"), reverse=True) if folder.is_dir() else []
