"""The event's history: every change, who made it, when, what it was before and after, and why (EV-4)."""

from __future__ import annotations

import datetime as dt
from dataclasses import dataclass
from typing import Any

from sqlalchemy import select
from sqlalchemy.orm import Session

from cardnight_desk.store.models import History


@dataclass(frozen=True)
class Change:
    id: int
    at: dt.datetime
    who: str
    action: str
    entity: str
    entity_id: int | None
    summary: str
    before: Any
    after: Any
    why: str

    def to_json(self) -> dict[str, Any]:
        return {
            "id": self.id,
            "when": self.at.isoformat(timespec="seconds") + "Z",
            "who": self.who,
            "what": self.summary,
            "action": self.action,
            "entity": self.entity,
            "entity_id": self.entity_id,
            "before": self.before,
            "after": self.after,
            "why": self.why,
        }


def record(
    s: Session,
    event_id: int,
    who: str,
    action: str,
    entity: str,
    entity_id: int | None,
    summary: str,
    before: Any,
    after: Any,
    why: str = "",
) -> None:
    s.add(
        History(
            event_id=event_id,
            who=who,
            action=action,
            entity=entity,
            entity_id=entity_id,
            summary=summary,
            before=before,
            after=after,
            why=why or "",
        )
    )


def _change(h: History) -> Change:
    return Change(h.id, h.at, h.who, h.action, h.entity, h.entity_id, h.summary, h.before, h.after, h.why)


def list_changes(desk, *, limit: int | None = None, action_prefix: str = "") -> list[Change]:
    """Every change, newest first (optionally only actions starting with ``action_prefix``)."""
    with desk.store.session() as s:
        q = select(History).order_by(History.id.desc())
        if action_prefix:
            q = q.where(History.action.startswith(action_prefix))
        if limit:
            q = q.limit(limit)
        return [_change(h) for h in s.scalars(q)]
