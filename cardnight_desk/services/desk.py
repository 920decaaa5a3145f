"""The open event at one desk: its store and who is working at the desk (written into the history).

Every use case in ``services/`` takes a :class:`Desk`, opens one session for one user action, and hands back
plain dataclasses, never live ORM rows. A desk's sessions keep the standings' running totals in step with the
sheets they change (:mod:`cardnight_desk.services.figures`).
"""

from __future__ import annotations

import datetime as dt
import getpass
from dataclasses import dataclass, field

from sqlalchemy import select, update
from sqlalchemy.orm import Session

from cardnight_desk.domain.eligibility import name_problem
from cardnight_desk.services.errors import Refusal
from cardnight_desk.services.figures import keep_figures
from cardnight_desk.services.history import record
from cardnight_desk.store.engine import EventStore, StoreError, create_store, open_store
from cardnight_desk.store.models import Competition, Event


def default_operator() -> str:
    try:
        return getpass.getuser() or "desk"
    except Exception:
        return "desk"


@dataclass
class Desk:
    store: EventStore
    who: str = field(default_factory=default_operator)

    def __post_init__(self) -> None:
        keep_figures(self.store.factory)

    @classmethod
    def create(
        cls, target: str, name: str, date: dt.date | str, who: str | None = None, *, hold: bool = False
    ) -> Desk:
        name = event_name(name)
        if isinstance(date, str):
            try:
                date = dt.date.fromisoformat(date.strip())
            except ValueError:
                raise Refusal(f"'{date}' is not a date; write it as YYYY-MM-DD") from None
        try:
            store = create_store(target)
        except StoreError as err:
            raise Refusal(str(err)) from None
        desk = cls(store, who or default_operator())
        if hold:
            store.hold(desk.who)
        with store.session() as s:
            ev = Event(name=name, date=date, settings={})
            s.add(ev)
            s.flush()
            record(
                s,
                ev.id,
                desk.who,
                "event.create",
                "event",
                ev.id,
                f"Event '{name}' created for {date}",
                None,
                {"name": name, "date": date.isoformat()},
            )
        return desk

    @classmethod
    def open(cls, target: str, who: str | None = None, *, hold: bool = False) -> Desk:
        """Open an event. ``hold``: this desk stays open (a window) and says so to the other desks, so a
        restore is not made over it (``store/holders.py``); a command that runs and ends does not."""
        try:
            store = open_store(target)
        except StoreError as err:
            raise Refusal(str(err)) from None
        desk = cls(store, who or default_operator())
        if hold:
            store.hold(desk.who)
        return desk

    def close(self) -> None:
        self.store.close()


def event_name(text: str) -> str:
    """An event's name as typed, tidied (surrounding space removed), or a :class:`Refusal` saying what is wrong
    with it. Creating and renaming an event both ask it."""
    name = (text or "").strip()
    if not name:
        raise Refusal("the event needs a name")
    problem = name_problem(name, "the event's name")
    if problem:
        raise Refusal(problem, [{"path": "name", "message": problem}])
    return name


def event_row(s: Session) -> Event:
    ev = s.scalars(select(Event).order_by(Event.id).limit(1)).first()
    if ev is None:
        raise Refusal("this store holds no event")
    return ev


def locked_event_row(s: Session) -> Event:
    """The event's row, read after taking its write lock for the rest of this unit of work (a no-op UPDATE as
    the first statement: the row lock on PostgreSQL, the database's write lock on SQLite), so a
    read-modify-write of the event's settings cannot interleave with another desk's."""
    s.execute(
        update(Event).values(history_seq=Event.history_seq).execution_options(synchronize_session=False)
    )
    return event_row(s)


def lock_competition(s: Session, comp: Competition) -> None:
    """Take the competition row's write lock for the rest of this unit of work (as an action at a game's own
    desk does first, :mod:`~cardnight_desk.services.competition_state`), then read its kept state as saved now,
    so a change to the state cannot interleave with another desk's."""
    s.execute(
        update(Competition)
        .where(Competition.id == comp.id)
        .values(name=Competition.name)
        .execution_options(synchronize_session=False)
    )
    s.refresh(comp, ["state"])
