"""who met whom at which table in each round, and its byes, kept beside the round's draw, so that a Swiss round
is drawn from the earlier rounds without reading each one's whole draw

Revision ID: 0009
Revises: 0008
"""

from __future__ import annotations

import json
from typing import Any

import sqlalchemy as sa
from alembic import op

revision = "0009"
down_revision = "0008"
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.add_column("round", sa.Column("meetings", sa.JSON(), nullable=True))
    # rounds drawn before this version: read from the draw document each one stored
    bind = op.get_bind()
    rounds = sa.table("round", sa.column("id", sa.Integer), sa.column("meetings", sa.JSON))
    for round_id, draw in bind.execute(sa.text("SELECT id, draw FROM round")).all():
        meetings = meetings_of(draw)
        if meetings is not None:
            bind.execute(rounds.update().where(rounds.c.id == round_id).values(meetings=meetings))


def meetings_of(draw: Any) -> dict[str, Any] | None:
    """The tables (their numbers and entrants) and byes of a stored draw document, as the desk read them when
    this migration was written (a frozen copy: later changes to the desk never change an old event's upgrade);
    None for a round stored without a draw document whose tables are numbered."""
    doc = json.loads(draw) if isinstance(draw, str) else draw
    inner = doc.get("draw") if isinstance(doc, dict) else None
    if not isinstance(inner, dict):
        return None
    try:
        tables = [[int(t["table"]), list(t.get("entrants", ()))] for t in inner.get("tables", ())]
        return {"tables": tables, "byes": list(inner.get("byes", ()))}
    except (TypeError, ValueError, KeyError, AttributeError):
        return None


def downgrade() -> None:
    # a plain ALTER TABLE, as 0007's: a batch copy of the round table would delete its tables and seats
    op.drop_column("round", "meetings")
