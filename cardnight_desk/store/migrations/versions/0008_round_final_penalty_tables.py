"""whether a round's draw marks its table as the final table, kept beside the draw, and the judges' penalties
indexed by table, so that a sheet saved at a table is checked without the database reading the round's whole
draw or every penalty at every save

Revision ID: 0008
Revises: 0007
"""

from __future__ import annotations

import json
from typing import Any

import sqlalchemy as sa
from alembic import op

revision = "0008"
down_revision = "0007"
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.create_index(op.f("ix_penalty_table_id"), "penalty", ["table_id"])
    op.add_column("round", sa.Column("final", sa.Boolean(), nullable=False, server_default=sa.false()))
    # rounds drawn before this version: read from the draw document each one stored (only a draw holding a
    # ``true`` anywhere can mark its table as the final one)
    bind = op.get_bind()
    rounds = sa.table("round", sa.column("id", sa.Integer), sa.column("final", sa.Boolean))
    for round_id, draw in bind.execute(sa.text("SELECT id, draw FROM round")).all():
        if final_of(draw):
            bind.execute(rounds.update().where(rounds.c.id == round_id).values(final=True))


def final_of(draw: Any) -> bool:
    """Whether a stored draw document marks its table as the final table, as the desk read it when this
    migration was written (a frozen copy: later changes to the desk never change an old event's upgrade)."""
    doc = json.loads(draw) if isinstance(draw, str) else draw
    inner = doc.get("draw") if isinstance(doc, dict) else None
    return bool(inner.get("final")) if isinstance(inner, dict) else False


def downgrade() -> None:
    # a plain ALTER TABLE, as 0007's: a batch copy of the round table would delete its tables and seats
    op.drop_column("round", "final")
    op.drop_index(op.f("ix_penalty_table_id"), table_name="penalty")
