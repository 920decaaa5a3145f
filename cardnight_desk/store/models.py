"""The event store's tables (SQLAlchemy 2 declarative models).

An *event* is one card night; it holds *competitions* (one game played as a tournament, with its settings),
*players* (one row per person, numbered for check-in), *teams* with their *memberships*, *registrations* of
players in competitions, *rounds* of *tables* with *seats*, the *score sheets* the tables hand in, judges'
*penalties*, the *entry links* that let each side of a table enter its sheet on a phone with the *table entries*
made through them, and the *history* of every change. Schema changes go through the Alembic migrations beside this file;
the ORM rows never leave the services (the GUI and CLI get plain dataclasses).
"""

from __future__ import annotations

import datetime as dt
from typing import Any

from sqlalchemy import (
    JSON,
    Boolean,
    Date,
    DateTime,
    ForeignKey,
    Index,
    Integer,
    MetaData,
    String,
    Text,
    UniqueConstraint,
    false,
)
from sqlalchemy.orm import DeclarativeBase, Mapped, mapped_column, relationship, validates

NAMING = {
    "ix": "ix_%(column_0_label)s",
    "uq": "uq_%(table_name)s_%(column_0_N_name)s",
    "ck": "ck_%(table_name)s_%(constraint_name)s",
    "fk": "fk_%(table_name)s_%(column_0_name)s_%(referred_table_name)s",
    "pk": "pk_%(table_name)s",
}


def utcnow() -> dt.datetime:
    return dt.datetime.now(dt.UTC).replace(tzinfo=None)


class Base(DeclarativeBase):
    metadata = MetaData(naming_convention=NAMING)
    type_annotation_map = {dict[str, Any]: JSON, list[Any]: JSON}


class Event(Base):
    __tablename__ = "event"
    id: Mapped[int] = mapped_column(primary_key=True)
    name: Mapped[str] = mapped_column(String(200))
    date: Mapped[dt.date] = mapped_column(Date)
    settings: Mapped[dict[str, Any]] = mapped_column(default=dict)
    created_at: Mapped[dt.datetime] = mapped_column(DateTime, default=utcnow)
    # the head of the history's hash chain: the number and hash of the newest change (EV-4)
    history_seq: Mapped[int] = mapped_column(Integer, default=0, server_default="0")
    history_head: Mapped[str] = mapped_column(String(64), default="0" * 64, server_default="0" * 64)
    competitions: Mapped[list[Competition]] = relationship(back_populates="event", order_by="Competition.id")


class Competition(Base):
    __tablename__ = "competition"
    __table_args__ = (UniqueConstraint("event_id", "name"),)
    id: Mapped[int] = mapped_column(primary_key=True)
    event_id: Mapped[int] = mapped_column(ForeignKey("event.id", ondelete="CASCADE"), index=True)
    name: Mapped[str] = mapped_column(String(200))
    game: Mapped[str] = mapped_column(String(40))
    settings: Mapped[dict[str, Any]] = mapped_column(default=dict)
    state: Mapped[dict[str, Any]] = mapped_column(default=dict)  # e.g. a poker clock, a bracket
    event: Mapped[Event] = relationship(back_populates="competitions")


class Player(Base):
    __tablename__ = "player"
    __table_args__ = (UniqueConstraint("event_id", "number"),)
    id: Mapped[int] = mapped_column(primary_key=True)
    event_id: Mapped[int] = mapped_column(ForeignKey("event.id", ondelete="CASCADE"), index=True)
    number: Mapped[int] = mapped_column(Integer)  # the player number printed on the badge
    name: Mapped[str] = mapped_column(String(200), index=True)
    born: Mapped[dt.date | None] = mapped_column(Date)
    phone: Mapped[str] = mapped_column(String(60), default="")
    email: Mapped[str] = mapped_column(String(200), default="")
    notes: Mapped[str] = mapped_column(Text, default="")
    eligible: Mapped[bool] = mapped_column(Boolean, default=False)  # community confirmation (EV-1)
    checked_in_at: Mapped[dt.datetime | None] = mapped_column(DateTime)


class Team(Base):
    __tablename__ = "team"
    __table_args__ = (UniqueConstraint("competition_id", "name"),)
    id: Mapped[int] = mapped_column(primary_key=True)
    competition_id: Mapped[int] = mapped_column(ForeignKey("competition.id", ondelete="CASCADE"), index=True)
    name: Mapped[str] = mapped_column(String(200))
    members: Mapped[list[Membership]] = relationship(
        order_by="Membership.position", cascade="all, delete-orphan"
    )


class Membership(Base):
    __tablename__ = "membership"
    __table_args__ = (UniqueConstraint("team_id", "player_id"),)
    id: Mapped[int] = mapped_column(primary_key=True)
    team_id: Mapped[int] = mapped_column(ForeignKey("team.id", ondelete="CASCADE"), index=True)
    player_id: Mapped[int] = mapped_column(ForeignKey("player.id", ondelete="CASCADE"), index=True)
    position: Mapped[int] = mapped_column(Integer, default=1)
    player: Mapped[Player] = relationship()


class Registration(Base):
    __tablename__ = "registration"
    __table_args__ = (UniqueConstraint("competition_id", "player_id"),)
    id: Mapped[int] = mapped_column(primary_key=True)
    competition_id: Mapped[int] = mapped_column(ForeignKey("competition.id", ondelete="CASCADE"), index=True)
    player_id: Mapped[int] = mapped_column(ForeignKey("player.id", ondelete="CASCADE"), index=True)
    registered_at: Mapped[dt.datetime] = mapped_column(DateTime, default=utcnow)
    override: Mapped[str] = mapped_column(Text, default="")  # a judge's reason for overriding a refusal
    player: Mapped[Player] = relationship()


class Round(Base):
    __tablename__ = "round"
    __table_args__ = (UniqueConstraint("competition_id", "number"),)
    id: Mapped[int] = mapped_column(primary_key=True)
    competition_id: Mapped[int] = mapped_column(ForeignKey("competition.id", ondelete="CASCADE"), index=True)
    number: Mapped[int] = mapped_column(Integer)
    seed: Mapped[int] = mapped_column(Integer)  # EV-5: every draw stores its seed
    draw: Mapped[dict[str, Any]] = mapped_column(default=dict)  # the draw as made (byes, warnings, method)
    # the entrants the draw gave a bye (team ids in a team draw, else player ids), copied from the draw whenever
    # it is set, so that the standings count byes without reading every round's whole draw
    byes: Mapped[list[Any]] = mapped_column(default=list, server_default="[]")
    # whether the draw marks the round's table as the final table, copied from the draw whenever it is set, so
    # that a sheet saved at the table is checked without reading the round's whole draw
    final: Mapped[bool] = mapped_column(Boolean, default=False, server_default=false())
    # who met whom at which table, and the byes, as the draw gave them (:func:`meetings_of`), copied from the
    # draw whenever it is set, so that a Swiss round is drawn from the earlier rounds without reading their
    # whole draws; None for a round stored without its draw document (read from its tables and seats then)
    meetings: Mapped[dict[str, Any] | None] = mapped_column(JSON)
    locked: Mapped[bool] = mapped_column(Boolean, default=False)
    created_at: Mapped[dt.datetime] = mapped_column(DateTime, default=utcnow)
    # the database deletes a round's tables, and their seats, with it (ON DELETE CASCADE): none is loaded for it
    tables: Mapped[list[DeskTable]] = relationship(
        order_by="DeskTable.position", cascade="all, delete-orphan", passive_deletes=True
    )

    @validates("draw")
    def _keep_byes_final_and_meetings(self, _key: str, draw: dict[str, Any]) -> dict[str, Any]:
        self.byes = list((draw or {}).get("byes") or [])
        inner = (draw or {}).get("draw")
        self.final = bool(inner.get("final")) if isinstance(inner, dict) else False
        self.meetings = meetings_of(inner)
        return draw


def meetings_of(doc: Any) -> dict[str, Any] | None:
    """What later rounds' draws need of a round's draw document (``Draw.to_json``): ``{"tables": [[table
    number, [its entrants]], ...], "byes": [entrants]}``, in the draw's order; None when ``doc`` is not a
    draw document whose tables are numbered (such a round is read from its draw as a whole)."""
    if not isinstance(doc, dict):
        return None
    try:
        tables = [[int(t["table"]), list(t.get("entrants", ()))] for t in doc.get("tables", ())]
        return {"tables": tables, "byes": list(doc.get("byes", ()))}
    except (TypeError, ValueError, KeyError, AttributeError):
        return None


class DeskTable(Base):
    __tablename__ = "desk_table"
    __table_args__ = (UniqueConstraint("round_id", "label"),)
    id: Mapped[int] = mapped_column(primary_key=True)
    round_id: Mapped[int] = mapped_column(ForeignKey("round.id", ondelete="CASCADE"), index=True)
    label: Mapped[str] = mapped_column(String(20))
    position: Mapped[int] = mapped_column(Integer)
    sheet_number: Mapped[str] = mapped_column(String(40), unique=True)  # printed (and QR-coded) on the sheet
    seats: Mapped[list[Seat]] = relationship(
        order_by="Seat.seat", cascade="all, delete-orphan", passive_deletes=True
    )


class Seat(Base):
    __tablename__ = "seat"
    __table_args__ = (UniqueConstraint("table_id", "seat"),)
    id: Mapped[int] = mapped_column(primary_key=True)
    table_id: Mapped[int] = mapped_column(ForeignKey("desk_table.id", ondelete="CASCADE"), index=True)
    seat: Mapped[int] = mapped_column(Integer)
    player_id: Mapped[int | None] = mapped_column(ForeignKey("player.id", ondelete="SET NULL"))
    team_id: Mapped[int | None] = mapped_column(ForeignKey("team.id", ondelete="SET NULL"))
    side: Mapped[str | None] = mapped_column(String(1))  # "A" or "B" at a table of two sides


class ScoreSheet(Base):
    __tablename__ = "score_sheet"
    # the standings count a competition's confirmed sheets from this index alone
    __table_args__ = (Index("ix_score_sheet_table_status", "table_id", "status"),)
    id: Mapped[int] = mapped_column(primary_key=True)
    table_id: Mapped[int] = mapped_column(ForeignKey("desk_table.id", ondelete="CASCADE"), unique=True)
    sheet: Mapped[dict[str, Any]] = mapped_column()
    result: Mapped[dict[str, Any]] = mapped_column()
    status: Mapped[str] = mapped_column(String(20), default="draft")  # draft | confirmed
    version: Mapped[int] = mapped_column(Integer, nullable=False)
    entered_by: Mapped[str] = mapped_column(String(100), default="")
    updated_at: Mapped[dt.datetime] = mapped_column(DateTime, default=utcnow, onupdate=utcnow)
    __mapper_args__ = {"version_id_col": version}


class EntrantScore(Base):
    """One entrant's figures from one confirmed sheet (a copy of its result, kept so that standings are added
    up by the database instead of reading every sheet)."""

    __tablename__ = "entrant_score"
    # the standings add up a competition's figures from this index alone, in entrant order
    __table_args__ = (
        Index("ix_entrant_score_totals", "competition_id", "entrant", "master", "bonus", "score"),
    )
    id: Mapped[int] = mapped_column(primary_key=True)
    competition_id: Mapped[int] = mapped_column(ForeignKey("competition.id", ondelete="CASCADE"))
    sheet_id: Mapped[int] = mapped_column(ForeignKey("score_sheet.id", ondelete="CASCADE"), index=True)
    entrant: Mapped[str] = mapped_column(String(200))
    master: Mapped[int] = mapped_column(Integer)
    bonus: Mapped[int] = mapped_column(Integer)
    score: Mapped[int] = mapped_column(Integer)
    won: Mapped[int] = mapped_column(Integer)


class Penalty(Base):
    __tablename__ = "penalty"
    id: Mapped[int] = mapped_column(primary_key=True)
    competition_id: Mapped[int] = mapped_column(ForeignKey("competition.id", ondelete="CASCADE"), index=True)
    # indexed: every save asks whether a judge's penalty was given at its table
    table_id: Mapped[int | None] = mapped_column(ForeignKey("desk_table.id", ondelete="CASCADE"), index=True)
    team_id: Mapped[int | None] = mapped_column(ForeignKey("team.id", ondelete="CASCADE"))
    player_id: Mapped[int | None] = mapped_column(ForeignKey("player.id", ondelete="CASCADE"))
    points: Mapped[int] = mapped_column(Integer)
    rule: Mapped[str] = mapped_column(String(40))
    note: Mapped[str] = mapped_column(Text, default="")
    judge: Mapped[str] = mapped_column(String(100))
    created_at: Mapped[dt.datetime] = mapped_column(DateTime, default=utcnow)


class EntryLink(Base):
    """A side's private link to enter its table's sheet on a phone: ``side`` is the side's name as drawn (a
    team, or a player at a table of players), ``token`` the unguessable part of the link. The link of a round's
    table names its ``table_id``, and the database deletes a table's links with it (a redraw withdraws them);
    the link of a player at a poker table names the ``competition_id`` and the table's name (``poker_table``)
    instead, as the tournament's seating keeps its tables."""

    __tablename__ = "entry_link"
    # one link per side of a table (two desks making a round's links at once cannot give a side two); the
    # table's links are found by these indexes
    __table_args__ = (
        UniqueConstraint("table_id", "side"),
        UniqueConstraint("competition_id", "poker_table", "side"),
    )
    id: Mapped[int] = mapped_column(primary_key=True)
    table_id: Mapped[int | None] = mapped_column(ForeignKey("desk_table.id", ondelete="CASCADE"))
    competition_id: Mapped[int | None] = mapped_column(ForeignKey("competition.id", ondelete="CASCADE"))
    poker_table: Mapped[str | None] = mapped_column(String(40))
    side: Mapped[str] = mapped_column(String(200))
    token: Mapped[str] = mapped_column(String(64), unique=True)
    made_at: Mapped[dt.datetime] = mapped_column(DateTime, default=utcnow)


class TableEntry(Base):
    """A sheet a side entered through its link, as posted (once the rules' reader accepted it), with the
    ``digest`` of its canonical JSON and the ``address`` it came from; a side's entry is its latest row."""

    __tablename__ = "table_entry"
    id: Mapped[int] = mapped_column(primary_key=True)
    link_id: Mapped[int] = mapped_column(ForeignKey("entry_link.id", ondelete="CASCADE"), index=True)
    sheet: Mapped[dict[str, Any]] = mapped_column()
    digest: Mapped[str] = mapped_column(String(64))
    address: Mapped[str] = mapped_column(String(100), default="")
    at: Mapped[dt.datetime] = mapped_column(DateTime, default=utcnow)


class History(Base):
    """One change: who made it, when, to what, the value before and after, and why (EV-4). Append-only, and
    hash-chained: ``seq`` numbers the event's changes, ``hash`` covers the change and ``prev_hash``
    (``domain/history_chain.py``)."""

    __tablename__ = "history"
    __table_args__ = (Index("ix_history_event_seq", "event_id", "seq", unique=True),)
    id: Mapped[int] = mapped_column(primary_key=True)
    event_id: Mapped[int] = mapped_column(ForeignKey("event.id", ondelete="CASCADE"), index=True)
    at: Mapped[dt.datetime] = mapped_column(DateTime, default=utcnow)
    who: Mapped[str] = mapped_column(String(100))
    action: Mapped[str] = mapped_column(String(60))
    entity: Mapped[str] = mapped_column(String(40))
    entity_id: Mapped[int | None] = mapped_column(Integer)
    summary: Mapped[str] = mapped_column(Text, default="")
    before: Mapped[dict[str, Any] | None] = mapped_column(JSON)
    after: Mapped[dict[str, Any] | None] = mapped_column(JSON)
    why: Mapped[str] = mapped_column(Text, default="")
    seq: Mapped[int | None] = mapped_column(Integer)
    prev_hash: Mapped[str | None] = mapped_column(String(64))
    hash: Mapped[str | None] = mapped_column(String(64))


class Holder(Base):
    """A desk holding the event open (``store/holders.py``): who, on which computer and process, and when it
    was last seen. A restore refuses to replace an event that a live desk holds."""

    __tablename__ = "holder"
    id: Mapped[int] = mapped_column(primary_key=True)
    who: Mapped[str] = mapped_column(String(100))
    host: Mapped[str] = mapped_column(String(100))
    pid: Mapped[int] = mapped_column(Integer)
    opened_at: Mapped[dt.datetime] = mapped_column(DateTime, default=utcnow)
    seen_at: Mapped[dt.datetime] = mapped_column(DateTime, default=utcnow)
