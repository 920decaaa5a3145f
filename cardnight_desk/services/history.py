"""The event's history: every change, who made it, when, what it was before and after, and why (EV-4).

Each change is numbered and hash-chained to the one before it as it is written (``domain/history_chain.py``);
the event's row keeps the chain's head. Writing a change first moves the head with one UPDATE, which takes the
event row's lock on PostgreSQL and the write lock on SQLite, so desks saving at once queue for the head and the
chain never forks. :func:`verify_history` checks the whole chain.
"""

from __future__ import annotations

import datetime as dt
import json
from dataclasses import dataclass
from typing import Any

from sqlalchemy import Text, bindparam, cast, func, insert, literal_column, select, true, update
from sqlalchemy.orm import Session

from cardnight_desk.domain.history_chain import CONTENT, Verdict, change_hash, verify
from cardnight_desk.store.engine import WITH_COMMIT, with_commit
from cardnight_desk.store.models import Event, History, utcnow


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


def _stored(value: Any) -> Any:
    """The value as the database gives it back (JSON), so what is hashed is what is read later."""
    return None if value is None else json.loads(json.dumps(value, default=str))


# The statements of :func:`record`, built once: a change is written at every save, and building and keying a
# statement costs more than running it. They run on the session's connection as plain SQL (no ORM work).
_EVENT = Event.metadata.tables["event"]
_HISTORY = History.metadata.tables["history"]
_ROW = ("event_id", "prev_hash", "hash", *CONTENT)
_MOVE_HEAD = (
    update(_EVENT)
    .where(_EVENT.c.id == bindparam("event_id"))
    .values(history_seq=_EVENT.c.history_seq + bindparam("count"))
    .returning(_EVENT.c.history_seq, _EVENT.c.history_head)
)
_SET_HEAD = update(_EVENT).where(_EVENT.c.id == bindparam("event_id")).values(history_head=bindparam("head"))
_INSERT_CHANGE = insert(_HISTORY).values({key: bindparam(key, type_=_HISTORY.c[key].type) for key in _ROW})


def chained_change(entity_id: Any = None, *, beside: Any = None) -> tuple[Any, Any]:
    """PostgreSQL: the change numbered, hashed, written and made the head by the server, as the CTE writing
    the change and the UPDATE moving the head. The head is locked and read as it is after any other desk's
    change committed meanwhile (``FOR NO KEY UPDATE`` re-reads it); the hash is the one
    :func:`~cardnight_desk.domain.history_chain.change_hash` gives: the desk sends the hashed text around the
    previous hash and the number (:func:`_hashed_around`) and the server puts them in and takes the SHA-256.
    ``entity_id``: a column of ``beside`` (a CTE of the same statement giving one row, such as the row just
    inserted) whose value the change is about, put in by the server too (the desk sends the text around it);
    ``None``: the desk sends the entity's id."""
    head = (
        select((_EVENT.c.history_seq + 1).label("seq"), _EVENT.c.history_head.label("prev"))
        .where(_EVENT.c.id == bindparam("event_id"))
        .with_for_update(
            key_share=True
        )  # as an UPDATE of the head locks it: rows referring to the event don't wait
        .cte("head")
    )
    text = bindparam("opening", type_=Text) + head.c.prev + bindparam("middle", type_=Text)
    if entity_id is not None:
        text = text + cast(entity_id, Text) + bindparam("to_seq", type_=Text)
    text = text + cast(head.c.seq, Text) + bindparam("closing", type_=Text)
    digest = func.encode(
        func.sha256(func.convert_to(text, literal_column("'UTF8'"))), literal_column("'hex'")
    )
    about = bindparam("entity_id", type_=_HISTORY.c.entity_id.type) if entity_id is None else entity_id
    numbered = select(head.c.seq, head.c.prev, digest.label("hash"), about.label("entity_id"))
    if beside is not None:
        numbered = numbered.select_from(head.join(beside, true()))
    change = numbered.cte("change")
    content = [key for key in CONTENT if key not in ("seq", "entity_id")]
    written = insert(_HISTORY).from_select(
        ["event_id", *content, "entity_id", "seq", "prev_hash", "hash"],
        select(
            bindparam("event_id", type_=_HISTORY.c.event_id.type),
            *(bindparam(key, type_=_HISTORY.c[key].type) for key in content),
            change.c.entity_id,
            change.c.seq,
            change.c.prev,
            change.c.hash,
        ),
    )
    moved = (
        update(_EVENT)
        .where(_EVENT.c.id == bindparam("event_id"))
        .values(
            history_seq=select(change.c.seq).scalar_subquery(),
            history_head=select(change.c.hash).scalar_subquery(),
        )
    )
    return written.cte("written"), moved


def _chained_in_one_statement() -> Any:
    """PostgreSQL: the change numbered, hashed, written and made the head in one statement
    (:func:`chained_change`), so the head's lock is taken by the server and held only while the server works,
    never while the desk's process waits for the CPU between two statements (the lock every saving desk
    queues for)."""
    written, moved = chained_change()
    return moved.add_cte(written)


_CHAIN_ONE = _chained_in_one_statement()


def _hashed_at(at: dt.datetime | str) -> str:
    """A change's time as its hash covers it (``history_chain``): naive, to the microsecond."""
    return at if isinstance(at, str) else at.replace(tzinfo=None).isoformat(timespec="microseconds")


def _hashed_around(content: dict[str, Any], *, entity_later: bool = False) -> dict[str, str]:
    """The text :func:`~cardnight_desk.domain.history_chain.change_hash` hashes for this change, in the three
    pieces around the previous hash and the change's number (which only the database knows until the head is
    locked): ``opening + previous + middle + number + closing``. The content is a JSON object with sorted keys
    and no spaces, so the pieces are the keys before ``seq`` and those after it, each written alone.
    ``entity_later``: the entity's id (the last key before ``seq``) is put in by the server too, between
    ``middle`` and a fourth piece, ``to_seq``: ``opening + previous + middle + id + to_seq + number +
    closing``."""
    fields = {key: content.get(key) for key in CONTENT}
    fields["at"] = _hashed_at(content["at"])
    del fields["seq"]
    options: dict[str, Any] = {
        "sort_keys": True,
        "ensure_ascii": True,
        "separators": (",", ":"),
        "default": str,
    }
    last = json.dumps({k: v for k, v in fields.items() if k > "seq"}, **options)
    pieces = {"opening": '["', "closing": f",{last[1:]}]"}
    if entity_later:
        del fields["entity_id"]
        first = json.dumps({k: v for k, v in fields.items() if k < "seq"}, **options)
        return pieces | {"middle": f'",{first[:-1]},"entity_id":', "to_seq": ',"seq":'}
    first = json.dumps({k: v for k, v in fields.items() if k < "seq"}, **options)
    return pieces | {"middle": f'",{first[:-1]},"seq":'}


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


def change_about_new_row(
    event_id: int, who: str, action: str, entity: str, summary: str, before: Any, after: Any, why: str = ""
) -> dict[str, Any]:
    """PostgreSQL: the parameters of a change written by :func:`chained_change` with the server putting in the
    entity's id (a row inserted by the same statement), as :func:`record` would write it once it knew the id."""
    content = _content(who, action, entity, None, summary, before, after, why)
    del content["entity_id"]
    return {"event_id": event_id, **content, **_hashed_around(content, entity_later=True)}


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
    *,
    at_commit: bool = False,
) -> None:
    """Write a change to the history, chained to the one before it. ``at_commit``: on PostgreSQL the change is
    written with the commit (:func:`~cardnight_desk.store.engine.with_commit`), so the head's lock is held
    for the least time; the caller reads nothing of the history after it. A change recorded after one written
    with the commit is written with it too, in order."""
    # everything but the number and the hash is made before the head is moved: the head's lock is held
    # from that UPDATE to the commit, and every desk saving at the same time waits for it
    content = _content(who, action, entity, entity_id, summary, before, after, why)
    s.flush()  # the session's own changes go first, as any statement run through it would flush them
    conn = s.connection()
    if conn.dialect.name == "postgresql":
        parameters = {"event_id": event_id, **content, **_hashed_around(content)}
        if at_commit or WITH_COMMIT in s.info:
            with_commit(s, _CHAIN_ONE, parameters)
        else:
            conn.execute(_CHAIN_ONE, parameters)
        return
    seq, previous = conn.execute(_MOVE_HEAD, {"event_id": event_id, "count": 1}).one()
    content["seq"] = seq
    digest = change_hash(previous, content)
    row = {"event_id": event_id, "prev_hash": previous, "hash": digest, **content}
    conn.execute(_SET_HEAD, {"event_id": event_id, "head": digest})
    # a plain insert: the change is written, never read back in this session (no ORM bookkeeping for it)
    conn.execute(_INSERT_CHANGE, row)


def record_many(s: Session, event_id: int, changes: list[dict[str, Any]]) -> None:
    """Write many changes at once (an imported workbook's thousands of rows), chained as :func:`record` chains
    one: the head moves once by their count, under the same lock, and the rows go in one insert. Each change
    gives ``who``, ``action``, ``entity``, ``entity_id``, ``summary``, ``before``, ``after`` and may give ``at``
    and ``why``."""
    if not changes:
        return
    last, previous = s.execute(
        update(Event)
        .where(Event.id == event_id)
        .values(history_seq=Event.history_seq + len(changes))
        .returning(Event.history_seq, Event.history_head)
        .execution_options(synchronize_session=False)
    ).one()
    rows, now = [], utcnow()
    for seq, change in enumerate(changes, start=last - len(changes) + 1):
        content = {
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
        digest = change_hash(previous, content)
        rows.append({"event_id": event_id, "prev_hash": previous, "hash": digest, **content})
        previous = digest
    s.execute(
        update(Event)
        .where(Event.id == event_id)
        .values(history_head=previous)
        .execution_options(synchronize_session=False)
    )
    s.execute(insert(History), rows)


# changes read at a time by the history check and the list of changes (each may hold a whole sheet): a long
# night's history is never held whole, nor its rows twice over
READ_AT_ONCE = 100


def verify_history(desk) -> Verdict:
    """Check the event's whole history chain against itself and the head kept with the event."""
    with desk.store.session() as s:
        ev = s.execute(select(Event.id, Event.history_seq, Event.history_head)).first()
        if ev is None:
            return Verdict(True, 0)
        columns = [getattr(History, key) for key in (*CONTENT, "prev_hash", "hash")]
        query = select(*columns).where(History.event_id == ev.id).order_by(History.seq, History.id)
        rows = s.execute(query.execution_options(yield_per=READ_AT_ONCE))  # checked as they are read
        return verify((row._asdict() for row in rows), ev.history_seq, ev.history_head)


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
        return [_change(h) for h in s.scalars(q.execution_options(yield_per=READ_AT_ONCE))]
