"""what the standings read, kept where they read it: each round's byes beside its draw, and indexes that hold
each entrant's figures and each sheet's status, so the standings never read a whole draw or sheet row

Revision ID: 0007
Revises: 0006
"""

from __future__ import annotations

import json
from typing import Any

import sqlalchemy as sa
from alembic import op

revision = "0007"
down_revision = "0006"
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.drop_index(op.f("ix_entrant_score_competition_id"), table_name="entrant_score")
    op.create_index(
        "ix_entrant_score_totals", "entrant_score", ["competition_id", "entrant", "master", "bonus", "score"]
    )
    op.create_index("ix_score_sheet_table_status", "score_sheet", ["table_id", "status"])
    op.add_column("round", sa.Column("byes", sa.JSON(), nullable=False, server_default="[]"))
    # rounds drawn before this version: their byes are read from the draw document each one stored
    bind = op.get_bind()
    rounds = sa.table("round", sa.column("id", sa.Integer), sa.column("byes", sa.JSON))
    for round_id, draw in bind.execute(sa.text("SELECT id, draw FROM round")).all():
        byes = byes_of(draw)
        if byes:
            bind.execute(rounds.update().where(rounds.c.id == round_id).values(byes=byes))


def byes_of(draw: Any) -> list[Any]:
    """The byes of a stored draw document as the desk read them when this migration was written (a frozen
    copy: later changes to the desk never change an old event's upgrade): its ``byes`` list, entrant ids."""
    doc = json.loads(draw) if isinstance(draw, str) else draw
    if not isinstance(doc, dict):
        return []
    byes = doc.get("byes") or []
    return list(byes) if isinstance(byes, list) else []


def downgrade() -> None:
    # a plain ALTER TABLE: a batch copy of the round table would drop it, and SQLite, enforcing the foreign
    # keys, would delete every table and seat with it
    op.drop_column("round", "byes")
    op.drop_index("ix_score_sheet_table_status", table_name="score_sheet")
    op.drop_index("ix_entrant_score_totals", table_name="entrant_score")
    op.create_index(op.f("ix_entrant_score_competition_id"), "entrant_score", ["competition_id"])
