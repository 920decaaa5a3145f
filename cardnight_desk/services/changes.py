"""How a desk learns that another desk changed the event: every change writes a history row, so the newest
history id is a change counter that costs one indexed read to poll (on SQLite and PostgreSQL alike)."""

from __future__ import annotations

from sqlalchemy import func, select

from cardnight_desk.services.desk import Desk
from cardnight_desk.store.models import History


def latest_change(desk: Desk) -> int:
    """The id of the newest change (0 for none). Raises the database's error when it cannot be reached.
    Polled every second by an open desk, it also keeps marking the desk as holding the event."""
    desk.store.seen()
    with desk.store.session() as s:
        return int(s.scalar(select(func.max(History.id))) or 0)
