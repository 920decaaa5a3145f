"""The open event at one desk: its store and who is working at the desk (written into the history).

Every use case in ``services/`` takes a :class:`Desk`, opens one session for one user action, and hands back
plain dataclasses, never live ORM rows. A desk's sessions keep the standings' running totals in step with the
sheets they change (:mod:`cardnight_desk.services.figures`).

Opening an event opens its store: an older event file is upgraded (after its backup copy) before anything is
written, a newer or damaged one refused.
"""

from __future__ import annotations

import datetime as dt
import getpass
from collections.abc import Callable
from pathlib import Path

from sqlalchemy import select, update
from sqlalchemy.engine import make_url
from sqlalchemy.exc import ArgumentError
from sqlalchemy.orm import Session

from cardnight_desk.domain.eligibility import name_problem
from cardnight_desk.services.errors import PasswordNeeded, Refusal
from cardnight_desk.services.figures import keep_figures
from cardnight_desk.services.history import record
from cardnight_desk.store.engine import StoreError, create_store, open_store
from cardnight_desk.store.errors import PasswordNeeded as NoPassword
from cardnight_desk.store.errors import StoreUnavailable
from cardnight_desk.store.event_store import EventStore
from cardnight_desk.store.models import Competition, Event


def default_operator() -> str:
    try:
        return getpass.getuser() or "desk"
    except Exception:
        return "desk"


class Desk:
    """An event open at this desk: its ``store`` and ``who`` works at the desk."""

    def __init__(self, store: EventStore, who: str | None = None) -> None:
        keep_figures(store.factory)
        self.store = store
        self.who = who or default_operator()
        self.target = store.target
        self.backups_due: list[str] = []  # automatic backups asked for by a save, made after it (backups.py)

    @property
    def path(self) -> Path | None:
        """The event file, ``None`` for an event in a database server."""
        return self.store.path

    @property
    def display_name(self) -> str:
        """The event's file or address as it may be shown (a database password hidden)."""
        return self.store.display_name

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
        desk = cls._at(create_store, target, who, hold)
        with desk.store.session() as s:
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
        return cls._at(open_store, target, who, hold)

    @classmethod
    def _at(cls, reach: Callable[[str], EventStore], target: str, who: str | None, hold: bool) -> Desk:
        """A desk on the event store ``reach`` makes or opens at ``target``; ``hold``: as :meth:`open`."""
        try:
            store = reach(event_target(target))
        except StoreError as err:
            raise refusal(err) from None
        desk = cls(store, who)
        if hold:
            store.hold(desk.who)
        return desk

    def close(self) -> None:
        self.store.close()


def refusal(err: StoreError) -> Exception:
    """What the desk says of a store that cannot be opened or created: a refusal, but for a failure that is not
    the event's (a full disk, a server that does not answer), which is the store's own error."""
    if isinstance(err, StoreUnavailable):
        return err
    if isinstance(err, NoPassword):
        return PasswordNeeded(str(err))
    return Refusal(str(err))


def event_target(target: str) -> str:
    """The event as the store takes it: an event file's path or a database server's address. An address that
    cannot be read (a port that is not a number) is refused, its password never shown. An SQLite address
    (``sqlite:///night.cardnight``, ``sqlite:////home/asha/night.cardnight``) names an event file, and is that
    file's path; one that names no file (``sqlite://``, ``:memory:``) or asks for options is refused."""
    if "://" not in target:
        return target
    try:
        url = make_url(target)
        port = url.port  # a port that is not a number is refused here, not when connecting
        if port is not None and not 0 < port < 65536:
            raise ValueError(f"the port must be from 1 to 65535, not {port}")
    except (ArgumentError, ValueError, TypeError) as err:
        credentials = target.split("://", 1)[1].rsplit("@", 1)[0] if "@" in target else ""
        password = credentials.split(":", 1)[1] if ":" in credentials else ""
        reason = str(err).replace(password, "***") if password else str(err)
        raise Refusal(
            f"that database address cannot be read ({' '.join(reason.split())}); write it as "
            "postgresql+psycopg://USER:PASSWORD@HOST:PORT/DATABASE"
        ) from None
    if url.get_backend_name() != "sqlite":
        return target
    if not url.database or url.database == ":memory:" or url.query or url.host:
        raise Refusal(
            f"'{target}' names no event file: give the file's path, or write sqlite:///PATH "
            "(sqlite:////PATH from the root folder)"
        )
    return url.database


def typed_name(text: str, what: str) -> str:
    """The name of ``what`` (an "event", a "competition") as typed, tidied (surrounding space removed), or a
    :class:`Refusal` saying what is wrong with it."""
    name = (text or "").strip()
    if not name:
        raise Refusal(f"the {what} needs a name")
    problem = name_problem(name, f"the {what}'s name")
    if problem:
        raise Refusal(problem, [{"path": "name", "message": problem}])
    return name


def event_name(text: str) -> str:
    """An event's name as typed, tidied, or a :class:`Refusal`. Creating and renaming an event both ask it."""
    return typed_name(text, "event")


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
