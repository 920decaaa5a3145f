"""each side's private link to enter its table's score sheet on a phone, and the sheets entered through them

Revision ID: 0011
Revises: 0010
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0011"
down_revision = "0010"
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.create_table(
        "entry_link",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("table_id", sa.Integer(), nullable=False),
        sa.Column("side", sa.String(length=200), nullable=False),
        sa.Column("token", sa.String(length=64), nullable=False),
        sa.Column("made_at", sa.DateTime(), nullable=False),
        sa.ForeignKeyConstraint(
            ["table_id"],
            ["desk_table.id"],
            name=op.f("fk_entry_link_table_id_desk_table"),
            ondelete="CASCADE",
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_entry_link")),
        sa.UniqueConstraint("table_id", "side", name=op.f("uq_entry_link_table_id_side")),
        sa.UniqueConstraint("token", name=op.f("uq_entry_link_token")),
    )
    op.create_table(
        "table_entry",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("link_id", sa.Integer(), nullable=False),
        sa.Column("sheet", sa.JSON(), nullable=False),
        sa.Column("digest", sa.String(length=64), nullable=False),
        sa.Column("address", sa.String(length=100), nullable=False),
        sa.Column("at", sa.DateTime(), nullable=False),
        sa.ForeignKeyConstraint(
            ["link_id"],
            ["entry_link.id"],
            name=op.f("fk_table_entry_link_id_entry_link"),
            ondelete="CASCADE",
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_table_entry")),
    )
    op.create_index(op.f("ix_table_entry_link_id"), "table_entry", ["link_id"])


def downgrade() -> None:
    op.drop_index(op.f("ix_table_entry_link_id"), table_name="table_entry")
    op.drop_table("table_entry")
    op.drop_table("entry_link")
