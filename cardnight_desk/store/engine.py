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
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from sqlalchemy import create_engine, event, inspect
from sqlalchemy.engine import Engine, make_url
from sqlalchemy.exc import ArgumentError, DisconnectionError, OperationalError
from sqlalchemy.orm import Session, sessionmaker

from cardnight_desk.store import holders, journal, migrate, passwords, reasons
from cardnight_desk.store.reader import is_url, read_only_uri, writable

EVENT_SUFFIX = ".cardnight"


class StoreError(RuntimeError):
    """The event store cannot be opened or created; the message says why, for the person at the desk."""


class StoreUnavailable(StoreError):
    """The store cannot be used just now through no fault of the event (:mod:`.reasons`: a full or failing
    disk, a busy event, a database server that does not answer): a failure, not a refusal."""


class PasswordNeeded(StoreError):
    """The database server asks for a password the event's address does not give, or refused the one given."""


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


SEEN_EVERY = 20.0  # seconds between two "still open" marks of a desk
REPLACED = (
    "the event file {path} was replaced while this desk had it open (restored from a backup?); nothing was "
    "saved: open it again"
)
READ_ONLY = (
    "this event is open read-only (the desk cannot write to its file or folder): nothing can be changed"
)


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
        into it), then drop the anchor."""
        self.engine.dispose()
        if self.anchor is not None:
            self.anchor.release()
            self.anchor = None

    def _reconnect(self) -> None:
        """The journal at the file's paths is not the one this store wrote (deleted or replaced by another
        program): let it go, open the file afresh, and look for the newest change acknowledged here."""
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
            self.acknowledged = None  # said once; the changes after it are the file's own
            raise SaveLost(LOST.format(path=self.path, seq=seq))

    @staticmethod
    def _head(s: Session) -> tuple[int, str] | None:
        """The event's newest change, read in the unit of work about to be committed (SQLite)."""
        row = (
            s.connection()
            .exec_driver_sql("SELECT history_seq, history_head FROM event ORDER BY id LIMIT 1")
            .first()
        )
        return (int(row[0]), str(row[1])) if row is not None and row[0] else None

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
                        head = self._head(s)
                        if not self._journal_is_the_files():
                            raise _JournalReplaced
                _commit(s)
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
            if not self._journal_is_the_files():  # replaced as it committed: is the save in the file?
                self.acknowledged = head
                self._reconnect()
            self.acknowledged = head

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


class SaveLost(StoreError):
    """A change this desk saved (and said was saved) is not in the event file: its journal was deleted or
    replaced by another program. Said once, loudly; the desk carries on with the file as it is."""


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


WITH_COMMIT = (
    "statements_with_commit"  # a session's note: [(statement, parameters, rows)] to run with its commit
)


def with_commit(s: Session, statement: Any, parameters: dict[str, Any]) -> None:
    """Have ``statement`` run as the last statement of the session's unit of work, sent to PostgreSQL in one
    round trip with the COMMIT (a pipeline): a lock it takes is held only while the server runs it and commits,
    never while the desk's process waits for its turn on the CPU between the two. Its result is not read, and
    its error is the commit's. Statements noted this way run in the order noted (on SQLite, just before the
    commit)."""
    s.info.setdefault(WITH_COMMIT, []).append((statement, parameters, None))


def read_with_commit(s: Session, statement: Any, parameters: dict[str, Any]) -> list[Sequence[Any]]:
    """:func:`with_commit` for a statement whose rows are wanted (plain values, as :func:`opening_read` reads
    them): the list returned is filled with them once the unit of work has committed (and stays empty if it
    does not)."""
    rows: list[Sequence[Any]] = []
    s.info.setdefault(WITH_COMMIT, []).append((statement, parameters, rows))
    return rows


def _commit(s: Session) -> None:
    pending = s.info.pop(WITH_COMMIT, None)
    if not pending:
        s.commit()
        return
    s.flush()
    conn = s.connection()
    if conn.dialect.name != "postgresql":  # SQLite: the statements run, then the commit, as any others
        for statement, parameters, rows in pending:
            result = conn.execute(statement, parameters)
            if rows is not None:
                rows.extend(result.all())
        s.commit()
        return
    cursors = []
    try:
        with conn.connection.driver_connection.pipeline():  # type: ignore[union-attr]
            for statement, parameters, rows in pending:
                if rows is None:
                    conn.execute(statement, parameters)
                else:
                    cursors.append((_read_in_pipeline(conn, statement, parameters), rows))
            s.commit()
        for cursor, rows in cursors:
            rows.extend(cursor.fetchall())
    finally:
        for cursor, _ in cursors:
            cursor.close()


# (statement, dialect name) -> the statement compiled for it, and its values' converters (JSON, ...) by name
_COMPILED: dict[tuple[Any, str], tuple[Any, dict[str, Any]]] = {}


def _compiled(conn: Any, statement: Any, parameters: dict[str, Any]) -> tuple[str, dict[str, Any]]:
    """The SQL of ``statement`` for the connection's database (compiled once for all) and its values, each
    made ready for the driver as the engine makes it (a JSON value serialised, ...)."""
    key = (statement, conn.dialect.name)
    found = _COMPILED.get(key)
    if found is None:
        compiled = statement.compile(dialect=conn.dialect)
        found = _COMPILED[key] = (compiled, compiled._bind_processors)
    compiled, converters = found
    values = compiled.construct_params(parameters)
    for name, convert in converters.items():
        if name in values:
            values[name] = convert(values[name])
    return compiled.string, values


def _sent(conn: Any, cursor: Any, sql: str, values: Any) -> None:
    """Run ``sql`` on a cursor of the driver's, seen by the engine's statement events as any statement is. It is
    prepared on the server the first time (a statement of every save: parsed and planned once per
    connection, not at each of its first runs)."""
    if conn.engine.dispatch.before_cursor_execute:
        conn.engine.dispatch.before_cursor_execute(conn, cursor, sql, values, None, False)
    cursor.execute(sql, values, prepare=True)


def _read_in_pipeline(conn: Any, statement: Any, parameters: dict[str, Any]) -> Any:
    """PostgreSQL, in a pipeline: the driver's cursor ``statement`` was sent on (its rows read once the
    pipeline has synced); an error in sending it is the engine's, as any statement's."""
    sql, values = _compiled(conn, statement, parameters)
    cursor = conn.connection.driver_connection.cursor()
    try:
        _sent(conn, cursor, sql, values)
    except Exception as err:  # noqa: BLE001 - wrapped (or passed on) as the engine does for its own statements
        conn._handle_dbapi_exception(err, sql, values, cursor, None)
    return cursor


def opening_read(s: Session, statement: Any, parameters: dict[str, Any]) -> list[Sequence[Any]]:
    """The rows of ``statement``, a read whose parameters and columns are plain values (strings, numbers, the
    driver's own JSON), run as the first statement of the session's unit of work. On PostgreSQL it goes to the
    driver as compiled once for all, prepared on the server at its first run, its rows read as the driver gives
    them (no result machinery of the engine's). It is sent after the transaction's BEGIN, not with it in one
    pipeline: the driver's pipeline costs the desk and the server more CPU than the round trip it saves, and
    with every desk waiting for the CPU the CPU is what a save waits for. It is seen by the engine's statement
    events, and its errors are the engine's, as any other's."""
    conn = s.connection()
    if conn.dialect.name != "postgresql":
        return list(conn.execute(statement, parameters).all())
    sql, values = _compiled(conn, statement, parameters)
    cursor = conn.connection.driver_connection.cursor()  # type: ignore[union-attr]
    try:
        _sent(conn, cursor, sql, values)
        return list(cursor.fetchall())
    except Exception as err:  # noqa: BLE001 - wrapped (or passed on) as the engine does for its own statements
        conn._handle_dbapi_exception(err, sql, values, cursor, None)
    finally:
        cursor.close()


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
