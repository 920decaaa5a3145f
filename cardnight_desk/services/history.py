"""The event's history: every change, who made it, when, what it was before and after, and why (EV-4).

Each change is numbered, given its id and hash-chained to the one before it as it is written
(``domain/history_chain.py``: the hash covers the change's id and event too); the event's row keeps the chain's
head. Writing a change first moves the head with one UPDATE, which takes the event row's lock on PostgreSQL and
the write lock on SQLite, so desks saving at once queue for the head, the chain never forks, and ids follow
the changes' numbers. :func:`verify_history` checks the whole history (``services/history_check.py``).
"""

from __future__ import annotations

import datetime as dt
import json
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from sqlalchemy import bindparam, func, insert, select, update
from sqlalchemy.orm import Session

from cardnight_desk.domain.history_chain import CONTENT, Verdict, change_hash
from cardnight_desk.store.event_store import note_head
from cardnight_desk.store.models import Event, History, utcnow


@dataclass(frozen=True)
class Change:
    id: int
    at: dt.datetime | None  # None only in a damaged file
    who: str
    action: str
    entity: str
    entity_id: int | None
    summary: str
    before: Any
    after: Any
    why: str
    seq: int | None = None  # its number in the chain
    hash: str | None = None

    def to_json(self) -> dict[str, Any]:
        return {
            "id": self.id,
            "when": self.at.isoformat(timespec="seconds") + "Z" if self.at is not None else None,
            "who": self.who,
            "what": self.summary,
            "action": self.action,
            "entity": self.entity,
            "entity_id": self.entity_id,
            "before": self.before,
            "after": self.after,
            "why": self.why,
            "change": self.seq,
            "hash": self.hash,
        }


def as_change(h: History) -> Change:
    return Change(
        h.id, h.at, h.who, h.action, h.entity, h.entity_id, h.summary, h.before, h.after, h.why, h.seq, h.hash
    )


@dataclass(frozen=True)
class AsRead:
    """A change's value as it was read from the event's store (what the database gave back, JSON already):
    hashed and written as it is. A withdrawn round's whole draw is recorded so, without encoding and decoding
    it once more to learn what the database will give back."""

    value: Any


def _stored(value: Any) -> Any:
    """The value as the database gives it back (JSON), so what is hashed is what is read later."""
    if isinstance(value, AsRead):
        return value.value
    return None if value is None else json.loads(json.dumps(value, default=str))


# The statements of :func:`record`, built once: a change is written at every save, and building and keying a
# statement costs more than running it. They run on the session's connection as plain SQL (no ORM work).
_EVENT = Event.metadata.tables["event"]
_HISTORY = History.metadata.tables["history"]
_ROW = ("id", "event_id", "prev_hash", "hash", *CONTENT)
# The id a change gets is chosen before it is written, since its hash covers it, once the head is locked (so ids
# follow the changes' numbers): on PostgreSQL the id sequence's next value; on SQLite the highest id plus one,
# under the write lock the head's UPDATE took. (On PostgreSQL the highest id read in the same UPDATE would be the
# one the statement saw before it waited for the lock, not the one committed meanwhile.)
_NEXT_ID = select(func.coalesce(func.max(_HISTORY.c.id), 0) + 1).scalar_subquery()
_NEXT_ID_POSTGRES = func.nextval(func.pg_get_serial_sequence("history", "id"))
_HEAD = update(_EVENT).where(_EVENT.c.id == bindparam("event_id"))
_MOVE_HEAD = {  # by the database's name
    name: _HEAD.values(history_seq=_EVENT.c.history_seq + bindparam("count")).returning(
        _EVENT.c.history_seq, _EVENT.c.history_head, next_id
    )
    for name, next_id in (("sqlite", _NEXT_ID), ("postgresql", _NEXT_ID_POSTGRES))
}
_SET_HEAD = _HEAD.values(history_head=bindparam("head"))
_INSERT_CHANGE = insert(_HISTORY).values({key: bindparam(key, type_=_HISTORY.c[key].type) for key in _ROW})


def _content(
    who: str, action: str, entity: str, entity_id: int | None, summary: str, before: Any, after: Any, why: str
) -> dict[str, Any]:
    """A change's content but its number (``seq``), as the history keeps and hashes it."""
    return {
        "at": utcnow(),
        "who": who,
        "action": action,
        "entity": entity,
        "entity_id": entity_id,
        "summary": summary,
        "before": _stored(before),
        "after": _stored(after),
        "why": why or "",
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
    """Write a change to the history, chained to the one before it."""
    # everything but the number, the id and the hash is made before the head is moved: the head's lock is held
    # from that UPDATE to the commit, and every desk saving at the same time waits for it
    content = _content(who, action, entity, entity_id, summary, before, after, why)
    s.flush()  # the session's own changes go first, as any statement run through it would flush them
    conn = s.connection()
    moved = conn.execute(_MOVE_HEAD[conn.dialect.name], {"event_id": event_id, "count": 1})
    seq, previous, change_id = moved.one()
    row = {"id": change_id, "event_id": event_id, "seq": seq, **content}
    row |= {"prev_hash": previous, "hash": change_hash(previous, row)}
    conn.execute(_SET_HEAD, {"event_id": event_id, "head": row["hash"]})
    note_head(s, seq, row["hash"])
    # a plain insert: the change is written, never read back in this session (no ORM bookkeeping for it)
    conn.execute(_INSERT_CHANGE, row)


def record_many(s: Session, event_id: int, changes: list[dict[str, Any]]) -> None:
    """Write many changes at once (an imported workbook's thousands of rows), chained as :func:`record` chains
    one: the head moves once by their count, under the same lock, and the rows go in one insert. Each change
    gives ``who``, ``action``, ``entity``, ``entity_id``, ``summary``, ``before``, ``after`` and may give ``at``
    and ``why``."""
    if not changes:
        return
    conn = s.connection()
    moved = conn.execute(_MOVE_HEAD[conn.dialect.name], {"event_id": event_id, "count": len(changes)})
    last, previous, next_id = moved.one()
    if conn.dialect.name == "postgresql":  # the others from the sequence, in order, under the head's lock
        more = select(_NEXT_ID_POSTGRES).select_from(func.generate_series(2, len(changes)))
        ids = [next_id, *conn.execute(more).scalars()]
    else:
        ids = list(range(next_id, next_id + len(changes)))
    rows, now = [], utcnow()
    for seq, change_id, change in zip(range(last - len(changes) + 1, last + 1), ids, changes, strict=True):
        row = {
            "id": change_id,
            "event_id": event_id,
            "seq": seq,
            "at": change.get("at") or now,
            "who": change["who"],
            "action": change["action"],
            "entity": change["entity"],
            "entity_id": change.get("entity_id"),
            "summary": change.get("summary", ""),
            "before": _stored(change.get("before")),
            "after": _stored(change.get("after")),
            "why": change.get("why") or "",
        }
        digest = change_hash(previous, row)
        rows.append(row | {"prev_hash": previous, "hash": digest})
        previous = digest
    conn.execute(_SET_HEAD, {"event_id": event_id, "head": previous})
    note_head(s, last, previous)
    conn.execute(insert(_HISTORY), rows)


# changes read at a time by the history check and the list of changes (each may hold a whole sheet): a long
# night's history is never held whole, nor its rows twice over
READ_AT_ONCE = 100


def verify_history(desk, witnesses: tuple[Path, ...] = ()) -> Verdict:
    """Check the event's whole history: its chain, its head, its witnesses (the event's own backups and any
    backup named in ``witnesses``) and its made rows (:mod:`~cardnight_desk.services.history_check`)."""
    from cardnight_desk.services.history_check import check_history

    return check_history(desk, witnesses, READ_AT_ONCE)


def head(desk) -> tuple[int, str]:
    """The head kept with the event: the number and hash of its newest change."""
    with desk.store.session() as s:
        row = s.execute(select(Event.history_seq, Event.history_head).order_by(Event.id).limit(1)).one()
        return int(row.history_seq), str(row.history_head)


def list_changes(desk, *, limit: int | None = None, action_prefix: str = "") -> list[Change]:
    """Every change, newest first (optionally only actions starting with ``action_prefix``)."""
    with desk.store.session() as s:
        q = select(History).order_by(History.id.desc())
        if action_prefix:
            q = q.where(History.action.startswith(action_prefix))
        if limit:
            q = q.limit(limit)
        return [as_change(h) for h in s.scalars(q.execution_options(yield_per=READ_AT_ONCE))]
