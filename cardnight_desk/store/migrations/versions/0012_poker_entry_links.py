"""the private links of the players at a poker table, to report its busts on a phone

Revision ID: 0012
Revises: 0011
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0012"
down_revision = "0011"
branch_labels = None
depends_on = None


def upgrade() -> None:
    with op.batch_alter_table("entry_link") as batch:
        batch.alter_column("table_id", existing_type=sa.Integer(), nullable=True)
        batch.add_column(sa.Column("competition_id", sa.Integer(), nullable=True))
        batch.add_column(sa.Column("poker_table", sa.String(length=40), nullable=True))
        batch.create_foreign_key(
            batch.f("fk_entry_link_competition_id_competition"),
            "competition",
            ["competition_id"],
            ["id"],
            ondelete="CASCADE",
        )
        batch.create_unique_constraint(
            batch.f("uq_entry_link_competition_id_poker_table_side"),
            ["competition_id", "poker_table", "side"],
        )


def downgrade() -> None:
    op.execute("DELETE FROM entry_link WHERE table_id IS NULL")
    with op.batch_alter_table("entry_link") as batch:
        batch.drop_constraint(batch.f("uq_entry_link_competition_id_poker_table_side"), type_="unique")
        batch.drop_constraint(batch.f("fk_entry_link_competition_id_competition"), type_="foreignkey")
        batch.drop_column("poker_table")
        batch.drop_column("competition_id")
        batch.alter_column("table_id", existing_type=sa.Integer(), nullable=False)
