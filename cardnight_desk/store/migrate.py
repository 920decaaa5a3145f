"""Schema migrations (Alembic) run from the desk itself: no alembic.ini, the scripts ship in the package.

``upgrade(engine)`` brings an event store to the newest schema. Before it migrates an older *file*, the caller
makes a backup copy (see :mod:`cardnight_desk.store.engine`); a store written by a newer version of the desk is
refused with :class:`NewerSchemaError` and left untouched.

Alembic (with its templates) takes a large part of a second to import, so it is imported only when a migration
is due: an event at :data:`HEAD` is recognised with one query (a test keeps :data:`HEAD` equal to the newest
script).
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from sqlalchemy import inspect, text
from sqlalchemy.engine import Connection, Engine

if TYPE_CHECKING:
    from alembic.config import Config

MIGRATIONS = Path(__file__).with_name("migrations")
HEAD = "0012"  # the newest migration script's revision


class NewerSchemaError(RuntimeError):
    """The store was written by a newer version of Card Night Desk than this one."""


def _config(connection: Connection | None = None) -> Config:
    from alembic.config import Config

    cfg = Config()
    cfg.set_main_option("script_location", str(MIGRATIONS))
    if connection is not None:
        cfg.attributes["connection"] = connection
    return cfg


def head_revision() -> str:
    """The newest migration script's revision, as Alembic reads the scripts."""
    from alembic.script import ScriptDirectory

    head = ScriptDirectory.from_config(_config()).get_current_head()
    assert head is not None
    return head


def current_revision(connection: Connection) -> str | None:
    if "alembic_version" not in inspect(connection).get_table_names():
        return None
    rows = connection.execute(text("SELECT version_num FROM alembic_version")).scalars().all()
    return rows[0] if len(rows) == 1 else None


def status(engine: Engine) -> str:
    """``"empty"`` (no schema), ``"current"``, ``"older"`` (needs upgrading) — or raises NewerSchemaError."""
    with engine.connect() as conn:
        rev = current_revision(conn)
    if rev is None:
        return "empty"
    if rev == HEAD:
        return "current"
    from alembic.script import ScriptDirectory

    script = ScriptDirectory.from_config(_config())
    try:
        script.get_revision(rev)
    except Exception:
        raise NewerSchemaError(
            "this event was saved by a newer version of Card Night Desk; install that version to open it"
        ) from None
    return "older"


def upgrade(engine: Engine) -> None:
    """Bring the store to the newest schema, all or nothing: every migration runs in one transaction, which the
    database rolls back whole if the desk stops half-way (an event file keeps its old schema, never half of
    the new one). SQLite's own driver would commit each schema change on its own: it is told to leave the
    transaction to the desk."""
    from alembic import command

    if engine.dialect.name != "sqlite":
        with engine.begin() as conn:
            command.upgrade(_config(conn), "head")
        return
    with engine.connect() as conn:
        driver = conn.connection.driver_connection
        level = driver.isolation_level  # type: ignore[union-attr]
        driver.isolation_level = None  # type: ignore[union-attr]
        try:
            conn.exec_driver_sql("BEGIN IMMEDIATE")
            command.upgrade(_config(conn), "head")
            conn.commit()
        except BaseException:
            if driver.in_transaction:  # type: ignore[union-attr]
                driver.rollback()  # type: ignore[union-attr]
            raise
        finally:
            driver.isolation_level = level  # type: ignore[union-attr]
