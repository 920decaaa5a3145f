"""each confirmed sheet's figures per entrant, so standings are added up by the database

Revision ID: 0004
Revises: 0003
"""

from __future__ import annotations

import json
from collections.abc import Mapping

import sqlalchemy as sa
from alembic import op

revision = "0004"
down_revision = "0003"
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.create_table(
        "entrant_score",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("competition_id", sa.Integer(), nullable=False),
        sa.Column("sheet_id", sa.Integer(), nullable=False),
        sa.Column("entrant", sa.String(length=200), nullable=False),
        sa.Column("master", sa.Integer(), nullable=False),
        sa.Column("bonus", sa.Integer(), nullable=False),
        sa.Column("score", sa.Integer(), nullable=False),
        sa.Column("won", sa.Integer(), nullable=False),
        sa.ForeignKeyConstraint(["competition_id"], ["competition.id"],
                                name=op.f("fk_entrant_score_competition_id_competition"), ondelete="CASCADE"),
        sa.ForeignKeyConstraint(["sheet_id"], ["score_sheet.id"],
                                name=op.f("fk_entrant_score_sheet_id_score_sheet"), ondelete="CASCADE"),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_entrant_score")),
    )
    op.create_index(op.f("ix_entrant_score_competition_id"), "entrant_score", ["competition_id"])
    op.create_index(op.f("ix_entrant_score_sheet_id"), "entrant_score", ["sheet_id"])
    # sheets confirmed before this version get their rows from their stored results
    bind = op.get_bind()
    rows = bind.execute(sa.text(
        "SELECT s.id, r.competition_id, s.result FROM score_sheet s JOIN desk_table t ON t.id = s.table_id "
        "JOIN round r ON r.id = t.round_id WHERE s.status = 'confirmed'")).all()
    table = sa.table("entrant_score", sa.column("competition_id"), sa.column("sheet_id"), sa.column("entrant"),
                     sa.column("master"), sa.column("bonus"), sa.column("score"), sa.column("won"))
    for sheet_id, competition_id, result in rows:
        result = json.loads(result) if isinstance(result, str) else result
        for entrant, master, bonus, score, won in figures(result):
            bind.execute(table.insert().values(competition_id=competition_id, sheet_id=sheet_id, entrant=entrant,
                                               master=master, bonus=bonus, score=score, won=won))


def figures(result: dict) -> list[tuple[str, int, int, int, int]]:
    """``(entrant, master, bonus, score, won)`` for each entrant of a stored result, as the desk read results
    when this migration was written (a frozen copy: later changes to the games never change an old event's
    upgrade). Bhukhar teams, Bukharo sides, the two teams of a 28 match (``won`` 1 for the winner of a
    finished match); nothing for other games."""
    if "teams" in result and isinstance(result["teams"], Mapping):  # bhukhar
        return [(name, int(t["master"]), int(t["bonus"]), int(t["score"]), int(result.get("winner") == name))
                for name, t in result["teams"].items()]
    if "sides" in result:  # bukharo
        return [(name, 0, 0, int(t["score"]), int(result.get("winner") == name))
                for name, t in result["sides"].items()]
    if "totals" in result and "status" in result:  # 28-match
        won = result.get("winner") if result.get("status") == "finished" else None
        return [(name, 0, 0, int(points), int(won == name)) for name, points in result["totals"].items()]
    return []


def downgrade() -> None:
    op.drop_index(op.f("ix_entrant_score_sheet_id"), table_name="entrant_score")
    op.drop_index(op.f("ix_entrant_score_competition_id"), table_name="entrant_score")
    op.drop_table("entrant_score")
