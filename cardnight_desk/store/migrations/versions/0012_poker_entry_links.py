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

# SQLite changes entry_link by making it anew (copy, drop, rename): dropping the old table would delete the entries
# made through its links (table_entry.link_id cascades), so they are set aside here and put back after
KEPT = "table_entry_kept_0012"


def _set_entries_aside() -> None:
    op.execute(f"CREATE TABLE {KEPT} AS SELECT * FROM table_entry")
    op.execute("DELETE FROM table_entry")


def _put_entries_back() -> None:
    op.execute(f"INSERT INTO table_entry SELECT * FROM {KEPT}")
    op.execute(f"DROP TABLE {KEPT}")


def upgrade() -> None:
    _set_entries_aside()
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
    _put_entries_back()


def downgrade() -> None:
    op.execute("DELETE FROM table_entry WHERE link_id IN (SELECT id FROM entry_link WHERE table_id IS NULL)")
    op.execute("DELETE FROM entry_link WHERE table_id IS NULL")
    _set_entries_aside()
    with op.batch_alter_table("entry_link") as batch:
        batch.drop_constraint(batch.f("uq_entry_link_competition_id_poker_table_side"), type_="unique")
        batch.drop_constraint(batch.f("fk_entry_link_competition_id_competition"), type_="foreignkey")
        batch.drop_column("poker_table")
        batch.drop_column("competition_id")
        batch.alter_column("table_id", existing_type=sa.Integer(), nullable=False)
    _put_entries_back()
