"""Alembic environment: migrations run on the connection the desk hands over (SQLite file or PostgreSQL)."""

from __future__ import annotations

from alembic import context

from cardnight_desk.store.models import Base

config = context.config
connection = config.attributes["connection"]
context.configure(
    connection=connection,
    target_metadata=Base.metadata,
    render_as_batch=connection.dialect.name == "sqlite",
    compare_type=True,
)
with context.begin_transaction():
    context.run_migrations()
