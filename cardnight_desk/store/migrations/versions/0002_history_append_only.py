"""history is append-only: the database itself refuses to change or delete a history row (EV-4)

Revision ID: 0002
Revises: 0001
"""

from __future__ import annotations

from alembic import op

revision = "0002"
down_revision = "0001"
branch_labels = None
depends_on = None

MESSAGE = "the event history is append-only"


def upgrade() -> None:
    if op.get_bind().dialect.name == "postgresql":
        op.execute(
            "CREATE OR REPLACE FUNCTION history_append_only() RETURNS trigger LANGUAGE plpgsql AS "
            f"$$ BEGIN RAISE EXCEPTION '{MESSAGE}'; END $$"
        )
        op.execute(
            "CREATE TRIGGER history_append_only BEFORE UPDATE OR DELETE ON history "
            "FOR EACH ROW EXECUTE FUNCTION history_append_only()"
        )
    else:
        for verb in ("UPDATE", "DELETE"):
            op.execute(
                f"CREATE TRIGGER history_no_{verb.lower()} BEFORE {verb} ON history "
                f"BEGIN SELECT RAISE(ABORT, '{MESSAGE}'); END"
            )


def downgrade() -> None:
    if op.get_bind().dialect.name == "postgresql":
        op.execute("DROP TRIGGER IF EXISTS history_append_only ON history")
        op.execute("DROP FUNCTION IF EXISTS history_append_only()")
    else:
        op.execute("DROP TRIGGER IF EXISTS history_no_update")
        op.execute("DROP TRIGGER IF EXISTS history_no_delete")
