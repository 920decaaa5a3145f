"""PostgreSQL: the statements of a unit of work sent with its commit, and the first read of one, with the least
work between the desk and the server (the saves every desk makes all night). On SQLite they run as any other
statement."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from sqlalchemy.orm import Session

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


def commit(s: Session) -> None:
    """Commit the unit of work, with the statements noted to run with its commit (:func:`with_commit`)."""
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
