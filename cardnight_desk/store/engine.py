"""Opening an event store: an SQLite event file (the default) or a PostgreSQL database given by URL.

The event file is SQLite in WAL mode with foreign keys on and a full sync on every commit, so a desk that loses
power keeps everything it had confirmed. The same models and services run unchanged on PostgreSQL.
Database passwords never appear in messages: :func:`display_name` hides them.

A file is looked at read-only before anything is written to it: one that is not an event (another SQLite
database, a damaged or truncated file) is refused unchanged. An event on a medium the desk cannot write to (a
read-only stick, a folder without write permission) is opened *read-only*: it can be viewed, and a change is
refused with a sentence saying why.
"""

from __future__ import annotations

import sqlite3
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

from sqlalchemy import create_engine, event, inspect
from sqlalchemy.engine import Engine
from sqlalchemy.exc import ArgumentError, DisconnectionError, OperationalError
from sqlalchemy.orm import sessionmaker

from cardnight_desk.store import holders, journal, migrate, passwords, reasons
from cardnight_desk.store.errors import PasswordNeeded, StoreError, StoreUnavailable, display_name
from cardnight_desk.store.event_store import EventStore
from cardnight_desk.store.targets import is_url, read_only_uri, writable

EVENT_SUFFIX = ".cardnight"


def _not_the_events_fault(err: BaseException, where: str, folder: Path | None = None) -> StoreError | None:
    """The store's error for a failure :mod:`.reasons` says is not the event's (``where``: what the store was
    doing, to name in the sentence), else None."""
    trouble = reasons.sqlite_trouble(err, folder) or reasons.server_trouble(err)
    said = _reason(err) if isinstance(err, OperationalError) else str(err)
    if trouble == reasons.FULL:
        return StoreUnavailable(
            f"the disk is full: cannot {where} ({said}); nothing was changed: make room, try again"
        )
    if trouble == reasons.PASSWORD:
        return PasswordNeeded(f"cannot {where}: the database server asks for a password ({said})")
    if trouble is not None:
        return StoreUnavailable(f"cannot {where} just now ({said}); nothing was changed: try again")
    return None


def _sqlite_pragmas(dbapi_conn, _record) -> None:  # pragma: no cover - exercised through every SQLite test
    cur = dbapi_conn.cursor()
    cur.execute("PRAGMA foreign_keys=ON")
    cur.execute("PRAGMA journal_mode=WAL")
    cur.execute("PRAGMA synchronous=FULL")
    cur.execute("PRAGMA busy_timeout=15000")
    cur.close()


def _read_only_pragmas(dbapi_conn, _record) -> None:  # pragma: no cover - exercised by the read-only tests
    cur = dbapi_conn.cursor()
    cur.execute("PRAGMA foreign_keys=ON")
    cur.execute("PRAGMA query_only=ON")
    cur.close()


def look_read_only(path: Path) -> None:
    """Refuse a file that is not an event, or is damaged, without changing a byte of it."""
    try:
        con = sqlite3.connect(read_only_uri(path), uri=True)
    except sqlite3.Error as err:
        raise StoreError(f"cannot read '{path}': {err}") from None
    try:
        tables = {row[0] for row in con.execute("SELECT name FROM sqlite_master WHERE type = 'table'")}
        if not {"alembic_version", "event"} <= tables:
            raise StoreError(f"'{path}' is not a Card Night Desk event file (it holds other data)")
        con.execute("SELECT version_num FROM alembic_version").fetchall()
        con.execute("SELECT id FROM event").fetchall()
    except sqlite3.DatabaseError as err:
        trouble = _not_the_events_fault(err, f"read '{path}'", path.parent)
        raise trouble or StoreError(f"'{path}' is damaged and cannot be read as an event ({err})") from None
    finally:
        con.close()


PING_AFTER = 5.0  # seconds a database connection may rest unused before it is checked before its next use


def _rested(_dbapi_conn, record) -> None:
    record.info["rested_from"] = time.monotonic()


def _ping_if_rested(engine: Engine):
    """Before a connection that has rested more than :data:`PING_AFTER` seconds is used, check it answers; one
    that does not (the server restarted, a firewall dropped it) is replaced by a new one, unnoticed by the desk.
    A connection used a moment ago is not asked again: a desk saving sheet after sheet spends no round trip on
    it."""

    def check(dbapi_conn, record, _proxy) -> None:
        rested_from = record.info.pop("rested_from", None)
        if rested_from is None or time.monotonic() - rested_from < PING_AFTER:
            return
        try:
            engine.dialect.do_ping(dbapi_conn)
        except engine.dialect.loaded_dbapi.Error as err:
            raise DisconnectionError(f"the database connection was lost ({err})") from err

    return check


def _generic_plans(dbapi_conn, _record) -> None:
    """PostgreSQL: a statement the desk has prepared (one it runs again and again, as every save's) is planned
    once, for any values, instead of five times over for the values of each of its first runs before the
    server settles on one plan: a desk's first saves cost the server twice what the later ones do, and eight
    desks starting at once wait for each other's. (A server too old to know the setting plans as before.)"""
    autocommit = dbapi_conn.autocommit
    dbapi_conn.autocommit = True
    try:
        with dbapi_conn.cursor() as cursor:
            cursor.execute("SET plan_cache_mode = force_generic_plan")
    except dbapi_conn.Error:
        pass
    finally:
        dbapi_conn.autocommit = autocommit


def make_engine(target: str, *, read_only: bool = False, create: bool = True) -> Engine:
    """An engine for the event at ``target``. An event file's engine made with ``create`` false never makes a
    file where there is none (an event file moved away while open is not replaced by an empty one)."""
    if is_url(target):
        url = target
        if url.startswith("postgresql://"):
            url = "postgresql+psycopg://" + url[len("postgresql://") :]
        try:
            engine = create_engine(url, hide_parameters=True)
        except (ArgumentError, ImportError) as err:
            raise StoreError(f"cannot use the database address {display_name(target)}: {err}") from None
        event.listen(engine, "do_connect", passwords.supply)  # a password given at the desk, never in the URL
        event.listen(engine, "connect", _generic_plans)
        event.listen(engine, "checkin", _rested)
        event.listen(engine, "checkout", _ping_if_rested(engine))
        return engine
    if read_only:
        uri = f"{Path(target).resolve().as_uri()}?mode=ro&immutable=1&uri=true"
        engine = create_engine(f"sqlite:///{uri}", hide_parameters=True)
        event.listen(engine, "connect", _read_only_pragmas)
        return engine
    if create:
        engine = create_engine(f"sqlite:///{Path(target)}", hide_parameters=True)
    else:
        engine = create_engine(
            f"sqlite:///{Path(target).resolve().as_uri()}?mode=rw&uri=true", hide_parameters=True
        )
    event.listen(engine, "connect", _sqlite_pragmas)
    return engine


def backup_sqlite(source: Path, dest: Path, check=None, *, con: sqlite3.Connection | None = None) -> Path:
    """Copy a live event file with SQLite's online backup API (consistent even while it is in use, the saves
    still in its journal included). The source is read read-only (no journal files are made beside a backup
    being restored), or through ``con``, a connection already open on it; the copy is written beside ``dest``
    and put in its place only when whole (and, given ``check``, once ``check(copy)`` passes), so a failure
    leaves neither a half file nor a partial one behind."""
    dest.parent.mkdir(parents=True, exist_ok=True)
    tmp = dest.with_name(dest.name + ".partial")
    try:
        src = con or sqlite3.connect(f"{source.resolve().as_uri()}?mode=ro", uri=True)
        try:
            out = sqlite3.connect(str(tmp))
            try:
                src.backup(out)
                out.execute("PRAGMA journal_mode=DELETE")  # a copy is one file: no -wal/-shm beside it
            finally:
                out.close()
        finally:
            if con is None:
                src.close()
        if check is not None:
            check(tmp)
        tmp.replace(dest)
    except BaseException:
        for leftover in (tmp, Path(f"{tmp}-wal"), Path(f"{tmp}-shm"), Path(f"{tmp}-journal")):
            leftover.unlink(missing_ok=True)
        raise
    return dest


def _store(target: str, engine: Engine, read_only: bool = False) -> EventStore:
    store = EventStore(target, engine, sessionmaker(engine, expire_on_commit=False), read_only)
    if store.path is not None and not read_only:
        store.opened_file = holders.file_id(store.path)  # every save checks it is still this file
        try:
            store._anchor()
        except BaseException:
            store.engine.dispose()
            raise
    return store


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
        raise _not_the_events_fault(err, doing) or StoreError(f"cannot {doing}: {_reason(err)}") from None
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
        if not journal.is_sqlite_file(path):
            raise StoreError(f"'{target}' is not a Card Night Desk event file")
        look_read_only(path)
        if not writable(path):
            engine = make_engine(target, read_only=True)
            with _refusing(engine, f"open {display_name(target)}"):
                if migrate.status(engine) != "current":
                    raise StoreError(
                        f"'{target}' was saved by another version of the desk and cannot be upgraded where it "
                        "is (the desk cannot write there): copy it to a folder you can write to"
                    )
            return _store(target, engine, read_only=True)
    engine = make_engine(target, create=False)
    with _refusing(engine, f"open {display_name(target)}"):
        state = migrate.status(engine)
        if state == "empty":
            raise StoreError(f"{display_name(target)} is not a Card Night Desk event (it holds no event)")
        if state == "older":
            if not upgrade:
                raise StoreError(f"{display_name(target)} was saved by an older version and needs upgrading")
            copy = None if is_url(target) else _copy_before_upgrade(Path(target), engine)
            try:
                migrate.upgrade(engine)
            except Exception as err:  # noqa: BLE001 - whatever stopped it, the event is as it was
                engine.dispose()
                kept = f"; its copy from before the upgrade is {copy}" if copy else ""
                if is_url(target) and any(w in _reason(err) for w in ("permission denied", "must be owner")):
                    kept = (
                        "; open it once with the address of the role that owns its tables, which upgrades it"
                    )
                raise StoreError(
                    f"{display_name(target)} could not be upgraded ({_reason(err)}): it is as it was, and can "
                    f"be opened by the version of the desk that saved it{kept}"
                ) from None
    return _store(target, engine)


def _copy_before_upgrade(path: Path, engine: Engine) -> Path:
    """The copy of an event file made before it is upgraded, one for each schema it is upgraded from: an
    upgrade is all or nothing, so a file whose upgrade stopped is still the one copied, and trying again makes
    no other copy."""
    with engine.connect() as conn:
        revision = migrate.current_revision(conn)
    copy = path.with_name(f"{path.name}.before-upgrade-from-{revision}{EVENT_SUFFIX}")
    if not copy.exists():
        backup_sqlite(path, copy)
    return copy


def _reason(err: Exception) -> str:
    orig = getattr(err, "orig", None)
    text = str(orig) if orig is not None else str(err)
    return text.strip().splitlines()[0] if text.strip() else "the database did not answer"
