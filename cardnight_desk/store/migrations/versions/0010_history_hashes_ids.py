"""the history's hashes cover each change's id and event too (the second format of
``domain/history_chain.py``): the ids order the history and name the change an undo takes back

Revision ID: 0010
Revises: 0009

Nothing is rewritten: the changes written before keep the hashes of the first format, and the check reads them
as they were written (so that a backup made before this upgrade still witnesses them). The revision is there
so that an older desk, which would add changes of the first format after those of the second, refuses to open
an event written by this one.
"""

from __future__ import annotations

revision = "0010"
down_revision = "0009"
branch_labels = None
depends_on = None


def upgrade() -> None:
    pass


def downgrade() -> None:
    pass
