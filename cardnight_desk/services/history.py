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
import secrets
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from sqlalchemy import Text, bindparam, cast, func, insert, literal_column, select, true, update
from sqlalchemy.orm import Session

from cardnight_desk.domain.history_chain import CONTENT, Verdict, change_hash, hashed_text
from cardnight_desk.store.event_store import note_head
from cardnight_desk.store.models import Event, History, utcnow
from cardnight_desk.store.pipeline import WITH_COMMIT, with_commit


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


def _stored(value: Any) -> Any:
    """The value as the database gives it back (JSON), so what is hashed is what is read later."""
    return None if value is None else json.loads(json.dumps(value, default=str))


# The statements of :func:`record`, built once: a change is written at every save, and building and keying a
# statement costs more than running it. They run on the session's connection as plain SQL (no ORM work).
_EVENT = Event.metadata.tables["event"]
_HISTORY = History.metadata.tables["history"]
_ROW = ("id", "event_id", "prev_hash", "hash", *CONTENT)
# The id a change gets is chosen before it is written, since its hash covers it: on PostgreSQL the id
# sequence's next value, taken once the head is locked (so ids follow the changes' numbers); elsewhere the
# highest id plus one, under the write lock the head's UPDATE took.
_NEXT_ID = select(func.coalesce(func.max(_HISTORY.c.id), 0) + 1).scalar_subquery()
_NEXT_ID_POSTGRES = func.nextval(func.pg_get_serial_sequence("history", "id"))
_MOVE_HEAD = (
    update(_EVENT)
    .where(_EVENT.c.id == bindparam("event_id"))
    .values(history_seq=_EVENT.c.history_seq + bindparam("count"))
    .returning(_EVENT.c.history_seq, _EVENT.c.history_head, _NEXT_ID)
)
_SET_HEAD = update(_EVENT).where(_EVENT.c.id == bindparam("event_id")).values(history_head=bindparam("head"))
_INSERT_CHANGE = insert(_HISTORY).values({key: bindparam(key, type_=_HISTORY.c[key].type) for key in _ROW})

# What the server puts into a change's hashed text on PostgreSQL, in the order the text holds them (its keys
# are sorted: entity_id, event_id, id, seq): the previous hash, the entity's id when the server knows it, the
# change's id and its number.
_SERVER_PUTS = ("prev", "entity_id", "id", "seq")


def _puts(entity_later: bool) -> list[str]:
    return [key for key in _SERVER_PUTS if entity_later or key != "entity_id"]


def _hashed_around(content: dict[str, Any], event_id: int, *, entity_later: bool = False) -> dict[str, str]:
    """The text :func:`~cardnight_desk.domain.history_chain.hashed_text` gives for this change, in the pieces
    around what only the database knows until the head is locked (the previous hash, the change's id and
    number, and with ``entity_later`` the entity's id, a row the same statement inserts): ``p0 + previous +
    p1 + [entity id + p2 +] id + ... + number + pN``. Each unknown is written as a token that no text of the
    change holds, and the text is cut at the tokens."""
    puts = _puts(entity_later)
    while True:
        token = secrets.token_hex(12)
        marks = {key: f"{token}{key}" for key in puts}
        values = {**content, "event_id": event_id} | {key: marks[key] for key in puts if key != "prev"}
        text = hashed_text(marks["prev"], values)
        if text.count(token) == len(puts):
            break
    pieces = []
    for key in puts:  # the previous hash stands in quotes as the database gives it; the numbers without them
        before, text = text.split(marks[key] if key == "prev" else f'"{marks[key]}"')
        pieces.append(before)
    return {f"p{i}": piece for i, piece in enumerate([*pieces, text])}


def chained_change(entity_id: Any = None, *, beside: Any = None) -> tuple[Any, Any]:
    """PostgreSQL: the change numbered, given its id, hashed, written and made the head by the server, as the
    CTE writing the change and the UPDATE moving the head. The head is locked and read as it is after any other
    desk's change committed meanwhile (``FOR NO KEY UPDATE`` re-reads it); the hash is the one
    :func:`~cardnight_desk.domain.history_chain.change_hash` gives: the desk sends the hashed text around what
    the server puts in (:func:`_hashed_around`) and the server takes the SHA-256. ``entity_id``: a column of
    ``beside`` (a CTE of the same statement giving one row, such as the row just inserted) whose value the
    change is about, put in by the server too; ``None``: the desk sends the entity's id."""
    head = (
        select((_EVENT.c.history_seq + 1).label("seq"), _EVENT.c.history_head.label("prev"))
        .where(_EVENT.c.id == bindparam("event_id"))
        .with_for_update(
            key_share=True
        )  # as an UPDATE of the head locks it: rows referring to the event don't wait
        .cte("head")
    )
    about = bindparam("entity_id", type_=_HISTORY.c.entity_id.type) if entity_id is None else entity_id
    # the id is taken in a CTE of its own, once the head is locked: the text hashed and the row written read
    # the same one
    numbering = select(head.c.seq, head.c.prev, _NEXT_ID_POSTGRES.label("id"), about.label("entity_id"))
    if beside is not None:
        numbering = numbering.select_from(head.join(beside, true()))
    numbered = numbering.cte("numbered")
    server = {
        "prev": numbered.c.prev,
        "entity_id": cast(numbered.c.entity_id, Text),
        "id": cast(numbered.c.id, Text),
        "seq": cast(numbered.c.seq, Text),
    }
    text: Any = bindparam("p0", type_=Text)
    for i, key in enumerate(_puts(entity_id is not None), start=1):
        text = text + server[key] + bindparam(f"p{i}", type_=Text)
    digest = func.encode(
        func.sha256(func.convert_to(text, literal_column("'UTF8'"))), literal_column("'hex'")
    )
    change = select(
        numbered.c.seq, numbered.c.prev, numbered.c.id, numbered.c.entity_id, digest.label("hash")
    ).cte("change")
    content = [key for key in CONTENT if key not in ("seq", "entity_id")]
    written = insert(_HISTORY).from_select(
        ["event_id", *content, "id", "entity_id", "seq", "prev_hash", "hash"],
        select(
            bindparam("event_id", type_=_HISTORY.c.event_id.type),
            *(bindparam(key, type_=_HISTORY.c[key].type) for key in content),
            change.c.id,
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
    return {"event_id": event_id, **content, **_hashed_around(content, event_id, entity_later=True)}


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
    written with the commit (:func:`~cardnight_desk.store.pipeline.with_commit`), so the head's lock is held
    for the least time; the caller reads nothing of the history after it. A change recorded after one written
    with the commit is written with it too, in order."""
    # everything but the number, the id and the hash is made before the head is moved: the head's lock is held
    # from that UPDATE to the commit, and every desk saving at the same time waits for it
    content = _content(who, action, entity, entity_id, summary, before, after, why)
    s.flush()  # the session's own changes go first, as any statement run through it would flush them
    conn = s.connection()
    if conn.dialect.name == "postgresql":
        parameters = {"event_id": event_id, **content, **_hashed_around(content, event_id)}
        if at_commit or WITH_COMMIT in s.info:
            with_commit(s, _CHAIN_ONE, parameters)
        else:
            conn.execute(_CHAIN_ONE, parameters)
        return
    seq, previous, change_id = conn.execute(_MOVE_HEAD, {"event_id": event_id, "count": 1}).one()
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
    last, previous, next_id = conn.execute(_MOVE_HEAD, {"event_id": event_id, "count": len(changes)}).one()
    if conn.dialect.name == "postgresql":  # the ids from the sequence, in order, as the head's lock is held
        ids = list(
            conn.execute(
                select(_NEXT_ID_POSTGRES).select_from(func.generate_series(1, len(changes)))
            ).scalars()
        )
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
