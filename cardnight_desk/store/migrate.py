"""Schema migrations (Alembic) run from the desk itself: no alembic.ini, the scripts ship in the package.

``upgrade(engine)`` brings an event store to the newest schema. Before it migrates an older *file*, the caller
makes a backup copy (see :mod:`cardnight_desk.store.engine`); a store written by a newer version of the desk is
refused with :class:`NewerSchemaError` and left untouched.
"""

from __future__ import annotations

from pathlib import Path

from alembic import command
from alembic.config import Config
from alembic.runtime.migration import MigrationContext
from alembic.script import ScriptDirectory
from sqlalchemy.engine import Connection, Engine

MIGRATIONS = Path(__file__).with_name("migrations")


class NewerSchemaError(RuntimeError):
    """The store was written by a newer version of Card Night Desk than this one."""


def _config(connection: Connection | None = None) -> Config:
    cfg = Config()
    cfg.set_main_option("script_location", str(MIGRATIONS))
    if connection is not None:
        cfg.attributes["connection"] = connection
    return cfg


def head_revision() -> str:
    head = ScriptDirectory.from_config(_config()).get_current_head()
    assert head is not None
    return head


def current_revision(connection: Connection) -> str | None:
    return MigrationContext.configure(connection).get_current_revision()


def status(engine: Engine) -> str:
    """``"empty"`` (no schema), ``"current"``, ``"older"`` (needs upgrading) — or raises NewerSchemaError."""
    script = ScriptDirectory.from_config(_config())
    with engine.connect() as conn:
        rev = current_revision(conn)
    if rev is None:
        return "empty"
    if rev == script.get_current_head():
        return "current"
    try:
        script.get_revision(rev)
    except Exception:
        raise NewerSchemaError(
            "this event was saved by a newer version of Card Night Desk; install that version to open it"
        ) from None
    return "older"


def upgrade(engine: Engine) -> None:
    with engine.begin() as conn:
        command.upgrade(_config(conn), "head")
