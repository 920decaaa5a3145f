"""the history is hash-chained (EV-4): each change carries its number, the hash of the change before it and
its own hash; the event keeps the head (number and hash of the newest change). On PostgreSQL the history
cannot be emptied either: TRUNCATE is revoked and refused by a statement trigger.

Revision ID: 0005
Revises: 0004

The hash function is a frozen copy of the one the desk used when this migration was written, so that later
changes to the desk never change what this migration computes.
"""

from __future__ import annotations

import datetime as dt
import hashlib
import json

import sqlalchemy as sa
from alembic import op

revision = "0005"
down_revision = "0004"
branch_labels = None
depends_on = None

GENESIS = "0" * 64
CONTENT = ("seq", "at", "who", "action", "entity", "entity_id", "summary", "before", "after", "why")
MESSAGE = "the event history is append-only"


def _hash(previous: str, content: dict) -> str:
    fields = {key: content.get(key) for key in CONTENT}
    at = content["at"]
    fields["at"] = at if isinstance(at, str) else at.replace(tzinfo=None).isoformat(timespec="microseconds")
    text = json.dumps([previous, fields], sort_keys=True, ensure_ascii=True, separators=(",", ":"), default=str)
    return hashlib.sha256(text.encode("ascii")).hexdigest()


def _guards(dialect: str, on: bool) -> None:
    """The append-only triggers of revision 0002, dropped while the chain is written and put back."""
    if dialect == "postgresql":
        op.execute(
            "CREATE TRIGGER history_append_only BEFORE UPDATE OR DELETE ON history "
            "FOR EACH ROW EXECUTE FUNCTION history_append_only()"
            if on
            else "DROP TRIGGER IF EXISTS history_append_only ON history"
        )
        return
    for verb in ("UPDATE", "DELETE"):
        op.execute(
            f"CREATE TRIGGER history_no_{verb.lower()} BEFORE {verb} ON history "
            f"BEGIN SELECT RAISE(ABORT, '{MESSAGE}'); END"
            if on
            else f"DROP TRIGGER IF EXISTS history_no_{verb.lower()}"
        )


def upgrade() -> None:
    bind = op.get_bind()
    dialect = bind.dialect.name
    op.add_column("history", sa.Column("seq", sa.Integer(), nullable=True))
    op.add_column("history", sa.Column("prev_hash", sa.String(length=64), nullable=True))
    op.add_column("history", sa.Column("hash", sa.String(length=64), nullable=True))
    op.add_column("event", sa.Column("history_seq", sa.Integer(), nullable=False, server_default="0"))
    op.add_column(
        "event", sa.Column("history_head", sa.String(length=64), nullable=False, server_default=GENESIS)
    )
    op.create_index("ix_history_event_seq", "history", ["event_id", "seq"], unique=True)

    history = sa.table(
        "history",
        sa.column("id", sa.Integer),
        sa.column("event_id", sa.Integer),
        sa.column("at", sa.DateTime),
        *(sa.column(c, sa.String) for c in ("who", "action", "entity", "summary", "why")),
        sa.column("entity_id", sa.Integer),
        sa.column("before", sa.JSON),
        sa.column("after", sa.JSON),
        sa.column("seq", sa.Integer),
        sa.column("prev_hash", sa.String),
        sa.column("hash", sa.String),
    )
    event = sa.table(
        "event", sa.column("id", sa.Integer), sa.column("history_seq"), sa.column("history_head")
    )
    _guards(dialect, False)
    heads: dict[int, tuple[int, str]] = {}
    for row in bind.execute(sa.select(history).order_by(history.c.event_id, history.c.id)).mappings():
        seq, previous = heads.get(row["event_id"], (0, GENESIS))
        seq += 1
        content = dict(row) | {"seq": seq, "at": row["at"] or dt.datetime(1970, 1, 1)}
        digest = _hash(previous, content)
        bind.execute(
            sa.update(history)
            .where(history.c.id == row["id"])
            .values(seq=seq, prev_hash=previous, hash=digest, at=content["at"])
        )
        heads[row["event_id"]] = (seq, digest)
    for event_id, (seq, digest) in heads.items():
        bind.execute(sa.update(event).where(event.c.id == event_id).values(history_seq=seq, history_head=digest))
    _guards(dialect, True)
    if dialect == "postgresql":
        op.execute("REVOKE TRUNCATE ON history FROM PUBLIC, CURRENT_USER")
        op.execute(
            "CREATE TRIGGER history_no_truncate BEFORE TRUNCATE ON history "
            "FOR EACH STATEMENT EXECUTE FUNCTION history_append_only()"
        )


def downgrade() -> None:
    bind = op.get_bind()
    if bind.dialect.name == "postgresql":
        op.execute("DROP TRIGGER IF EXISTS history_no_truncate ON history")
        op.execute("GRANT TRUNCATE ON history TO CURRENT_USER")
    op.drop_index("ix_history_event_seq", table_name="history")
    for column in ("hash", "prev_hash", "seq"):
        op.drop_column("history", column)
    op.drop_column("event", "history_head")
    op.drop_column("event", "history_seq")
