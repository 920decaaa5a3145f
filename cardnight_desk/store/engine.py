"""Opening an event store: an SQLite event file (the default) or a PostgreSQL database given by URL.

The event file is SQLite in WAL mode with foreign keys on and a full sync on every commit, so a desk that loses
power keeps everything it had confirmed. The same models and services run unchanged on PostgreSQL.
Database passwords never appear in messages: :func:`display_name` hides them.
"""

from __future__ import annotations

import datetime as dt
import sqlite3
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path

from sqlalchemy import create_engine, event, inspect
from sqlalchemy.engine import Engine, make_url
from sqlalchemy.exc import ArgumentError, OperationalError
from sqlalchemy.orm import Session, sessionmaker

from cardnight_desk.store import migrate

EVENT_SUFFIX = ".cardnight"


class StoreError(RuntimeError):
    """The event store cannot be opened or created; the message says why, for the person at the desk."""


def is_url(target: str) -> bool:
    return "://" in target


def display_name(target: str) -> str:
    """The target as it may be shown or logged: a URL with its password hidden."""
    if is_url(target):
        try:
            return make_url(target).render_as_string(hide_password=True)
        except ArgumentError:
            return "(unreadable database address)"
    return target


def _sqlite_pragmas(dbapi_conn, _record) -> None:  # pragma: no cover - exercised through every SQLite test
    cur = dbapi_conn.cursor()
    cur.execute("PRAGMA foreign_keys=ON")
    cur.execute("PRAGMA journal_mode=WAL")
    cur.execute("PRAGMA synchronous=FULL")
    cur.execute("PRAGMA busy_timeout=15000")
    cur.close()


def make_engine(target: str) -> Engine:
    if is_url(target):
        url = target
        if url.startswith("postgresql://"):
            url = "postgresql+psycopg://" + url[len("postgresql://") :]
        try:
            engine = create_engine(url, pool_pre_ping=True, hide_parameters=True)
        except (ArgumentError, ImportError) as err:
            raise StoreError(f"cannot use the database address {display_name(target)}: {err}") from None
        return engine
    engine = create_engine(f"sqlite:///{Path(target)}", hide_parameters=True)
    event.listen(engine, "connect", _sqlite_pragmas)
    return engine


def backup_sqlite(source: Path, dest: Path) -> Path:
    """Copy a live event file with SQLite's online backup API (consistent even while it is in use)."""
    dest.parent.mkdir(parents=True, exist_ok=True)
    tmp = dest.with_name(dest.name + ".partial")
    src = sqlite3.connect(str(source))
    try:
        out = sqlite3.connect(str(tmp))
        try:
            src.backup(out)
        finally:
            out.close()
    finally:
        src.close()
    tmp.replace(dest)
    return dest


@dataclass
class EventStore:
    """An open event store. ``session()`` is one unit of work: committed on success, rolled back on error."""

    target: str
    engine: Engine
    factory: sessionmaker[Session]

    @property
    def is_sqlite(self) -> bool:
        return self.engine.dialect.name == "sqlite"

    @property
    def path(self) -> Path | None:
        return None if is_url(self.target) else Path(self.target)

    @property
    def display_name(self) -> str:
        return display_name(self.target)

    @contextmanager
    def session(self) -> Iterator[Session]:
        with self.factory() as s:
            try:
                yield s
                s.commit()
            except BaseException:
                s.rollback()
                raise

    def close(self) -> None:
        self.engine.dispose()


def _store(target: str, engine: Engine) -> EventStore:
    return EventStore(target, engine, sessionmaker(engine, expire_on_commit=False))


@contextmanager
def _refusing(engine: Engine, doing: str) -> Iterator[None]:
    """Whatever stops the store being created or opened ends as a :class:`StoreError` for the desk, and the
    engine made for it is let go (no connection left open behind a refusal)."""
    try:
        yield
    except migrate.NewerSchemaError as err:
        engine.dispose()
        raise StoreError(str(err)) from None
    except OperationalError as err:
        engine.dispose()
        raise StoreError(f"cannot {doing}: {_reason(err)}") from None
    except StoreError:
        engine.dispose()
        raise


def create_store(target: str) -> EventStore:
    """A new, empty event store at ``target`` with the newest schema. An existing event is never overwritten."""
    if not is_url(target):
        path = Path(target)
        if path.exists() and path.stat().st_size > 0:
            raise StoreError(f"'{target}' already exists; choose another file name (nothing was overwritten)")
        if not path.parent.exists():
            raise StoreError(f"the folder '{path.parent}' does not exist")
    engine = make_engine(target)
    with _refusing(engine, f"create the event at {display_name(target)}"):
        state = migrate.status(engine)
        if state != "empty" and not is_url(target):
            raise StoreError(f"'{target}' already holds an event")
        if state == "empty" and inspect(engine).get_table_names():
            raise StoreError(f"{display_name(target)} already holds other tables; use an empty database")
        migrate.upgrade(engine)
    return _store(target, engine)


def open_store(target: str, *, upgrade: bool = True) -> EventStore:
    """Open an existing event. An older schema is migrated after a backup copy is made beside the file;
    a newer one is refused, and the store is left untouched."""
    if not is_url(target):
        path = Path(target)
        if not path.is_file():
            raise StoreError(f"there is no event file '{target}'")
        with open(path, "rb") as fh:
            if fh.read(16) != b"SQLite format 3\x00":
                raise StoreError(f"'{target}' is not a Card Night Desk event file")
    engine = make_engine(target)
    with _refusing(engine, f"open {display_name(target)}"):
        state = migrate.status(engine)
        if state == "empty":
            raise StoreError(f"{display_name(target)} is not a Card Night Desk event (it holds no event)")
        if state == "older":
            if not upgrade:
                raise StoreError(f"{display_name(target)} was saved by an older version and needs upgrading")
            if not is_url(target):
                stamp = dt.datetime.now().strftime("%Y%m%d-%H%M%S")
                backup_sqlite(Path(target), Path(f"{target}.before-upgrade-{stamp}{EVENT_SUFFIX}"))
            migrate.upgrade(engine)
    return _store(target, engine)


def _reason(err: OperationalError) -> str:
    text = str(err.orig) if err.orig is not None else str(err)
    return text.strip().splitlines()[0] if text.strip() else "the database did not answer"
