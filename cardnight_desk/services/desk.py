"""The open event at one desk: its store and who is working at the desk (written into the history).

Every use case in ``services/`` takes a :class:`Desk`, opens one session for one user action, and hands back
plain dataclasses, never live ORM rows. A desk's sessions keep the standings' running totals in step with the
sheets they change (:mod:`cardnight_desk.services.figures`).

A desk may be opened *later* (``Desk.open(..., later=True)``): an SQLite event file at the newest schema (one
that needs no upgrade, :func:`cardnight_desk.store.reader.ready_to_read`) is then only looked at, and its store
(SQLAlchemy, the models, most of a second to load) opens the first time a use case asks for ``desk.store``, or
when the window calls :meth:`Desk.ready` once it has drawn the event. Anything else opens at once, as before:
an older file is upgraded (after its backup copy) before anything is written, a newer or damaged one refused.
This module imports the store only when a desk opens one (a plain import inside the function).
"""

from __future__ import annotations

import datetime as dt
import getpass
import threading
from pathlib import Path
from typing import TYPE_CHECKING

from cardnight_desk.services.errors import PasswordNeeded, Refusal

if TYPE_CHECKING:
    from sqlalchemy.orm import Session

    from cardnight_desk.store.engine import StoreError
    from cardnight_desk.store.event_store import EventStore
    from cardnight_desk.store.models import Competition, Event


def default_operator() -> str:
    try:
        return getpass.getuser() or "desk"
    except Exception:
        return "desk"


class Desk:
    """An event open at this desk: ``store`` (opened on first use for a desk opened later) and ``who``."""

    def __init__(self, store: EventStore, who: str | None = None) -> None:
        self._start(store.target, who, held=False)
        self._use(store)

    @classmethod
    def _later(cls, target: str, who: str | None, hold: bool) -> Desk:
        desk = cls.__new__(cls)
        desk._start(target, who, held=hold)
        return desk

    def _start(self, target: str, who: str | None, held: bool) -> None:
        """A desk on ``target`` with no store open yet."""
        self.who = who or default_operator()
        self.target = target
        self.held = held
        self._store: EventStore | None = None
        self._closed = False
        self._lock = threading.Lock()
        self.backups_due: list[str] = []  # automatic backups asked for by a save, made after it (backups.py)

    def _use(self, store: EventStore) -> None:
        from cardnight_desk.services.figures import keep_figures

        keep_figures(store.factory)
        self._store = store

    @property
    def store(self) -> EventStore:
        """The event's store, opened now if this desk was opened later (a :class:`Refusal` says why it
        cannot be)."""
        store = self._store
        if store is None:
            with self._lock:  # the window's thread and a background check may ask at once
                if self._store is None:
                    if self._closed:  # closed before anything asked for it: it is not opened now
                        raise Refusal(f"the event {self.target} has been closed at this desk")
                    store = _open_store(self.target)
                    self._use(store)
                    if self.held:
                        store.hold(self.who)
            store = self._store
            assert store is not None
        return store

    @property
    def is_open(self) -> bool:
        """Is the store open (always, but for a desk opened later that nothing has asked yet)?"""
        return self._store is not None

    def ready(self) -> EventStore:
        """Open the store now if it is not open yet (the window does once it has drawn the event)."""
        return self.store

    @property
    def path(self) -> Path | None:
        """The event file, ``None`` for an event in a database server."""
        from cardnight_desk.store.reader import is_url

        return None if is_url(self.target) else Path(self.target)

    @property
    def display_name(self) -> str:
        """The event's file or address as it may be shown (a database password hidden)."""
        if self._store is not None or self.path is None:
            return self.store.display_name
        return self.target

    @classmethod
    def create(
        cls, target: str, name: str, date: dt.date | str, who: str | None = None, *, hold: bool = False
    ) -> Desk:
        from cardnight_desk.services.history import record
        from cardnight_desk.store.engine import StoreError, create_store
        from cardnight_desk.store.models import Event

        name = event_name(name)
        if isinstance(date, str):
            try:
                date = dt.date.fromisoformat(date.strip())
            except ValueError:
                raise Refusal(f"'{date}' is not a date; write it as YYYY-MM-DD") from None
        try:
            store = create_store(event_target(target))
        except StoreError as err:
            raise refusal(err) from None
        desk = cls(store, who or default_operator())
        if hold:
            desk.held = True
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
    def open(cls, target: str, who: str | None = None, *, hold: bool = False, later: bool = False) -> Desk:
        """Open an event. ``hold``: this desk stays open (a window) and says so to the other desks, so a
        restore is not made over it (``store/holders.py``); a command that runs and ends does not.
        ``later``: an event file that needs no upgrade is only looked at now, its store opened on first use
        (see the module's text); any other event opens now."""
        target = event_target(target)
        if later:
            from cardnight_desk.store.reader import ready_to_read

            if ready_to_read(target):
                return cls._later(target, who, hold)
        desk = cls(_open_store(target), who or default_operator())
        if hold:
            desk.held = True
            desk.store.hold(desk.who)
        return desk

    def close(self) -> None:
        with self._lock:  # a store being opened by a background check is closed once it is open
            self._closed = True
            if self._store is not None:
                self._store.close()


def _open_store(target: str) -> EventStore:
    from cardnight_desk.store.engine import StoreError, open_store

    try:
        return open_store(target)
    except StoreError as err:
        raise refusal(err) from None


def refusal(err: StoreError) -> Exception:
    """What the desk says of a store that cannot be opened or created: a refusal, but for a failure that is not
    the event's (a full disk, a server that does not answer), which is the store's own error."""
    from cardnight_desk.store.errors import PasswordNeeded as NoPassword
    from cardnight_desk.store.errors import StoreUnavailable

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
    from sqlalchemy.engine import make_url
    from sqlalchemy.exc import ArgumentError

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


def event_name(text: str) -> str:
    """An event's name as typed, tidied (surrounding space removed), or a :class:`Refusal` saying what is wrong
    with it. Creating and renaming an event both ask it."""
    from cardnight_desk.domain.eligibility import name_problem

    name = (text or "").strip()
    if not name:
        raise Refusal("the event needs a name")
    problem = name_problem(name, "the event's name")
    if problem:
        raise Refusal(problem, [{"path": "name", "message": problem}])
    return name


def event_row(s: Session) -> Event:
    from sqlalchemy import select

    from cardnight_desk.store.models import Event

    ev = s.scalars(select(Event).order_by(Event.id).limit(1)).first()
    if ev is None:
        raise Refusal("this store holds no event")
    return ev


def locked_event_row(s: Session) -> Event:
    """The event's row, read after taking its write lock for the rest of this unit of work (a no-op UPDATE as
    the first statement: the row lock on PostgreSQL, the database's write lock on SQLite), so a
    read-modify-write of the event's settings cannot interleave with another desk's."""
    from sqlalchemy import update

    from cardnight_desk.store.models import Event

    s.execute(
        update(Event).values(history_seq=Event.history_seq).execution_options(synchronize_session=False)
    )
    return event_row(s)


def lock_competition(s: Session, comp: Competition) -> None:
    """Take the competition row's write lock for the rest of this unit of work (as an action at a game's own
    desk does first, :mod:`~cardnight_desk.services.competition_state`), then read its kept state as saved now,
    so a change to the state cannot interleave with another desk's."""
    from sqlalchemy import update

    from cardnight_desk.store.models import Competition

    s.execute(
        update(Competition)
        .where(Competition.id == comp.id)
        .values(name=Competition.name)
        .execution_options(synchronize_session=False)
    )
    s.refresh(comp, ["state"])
