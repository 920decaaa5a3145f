"""The state a competition keeps in its own row: the play of a game run from its own desk (a poker freezeout,
a baccarat fun table), saved after every action at that desk.

Domain words:

- a competition's *kept state* is one JSON document in ``Competition.state``, under its game's id:
  ``{"version": n, ...}``; what else the document holds is the game's own (:meth:`CompetitionState.encode`
  writes it, :meth:`CompetitionState.decode` reads it back). A competition with nothing kept yet is at
  version 0;
- the *version* goes up by one with every saved action. An action may name the version the desk showed
  (*expected version*): when the kept state has moved on since, the action is refused as a :class:`Conflict`,
  never last-writer-wins;
- an *action* is one transaction (:meth:`CompetitionState.action`): the competition row is locked first, then
  its state read, the expected version checked, the state changed by the caller, saved with the next version,
  and the history row written, all committed together. The lock is an UPDATE of the competition row as the
  transaction's first statement: on PostgreSQL it locks the row, on SQLite it starts the write transaction
  before anything is read. Two desks' actions on one competition then follow one another, on either engine;
  the second reads what the first saved;
- a game may *keep its state in memory* between actions (:attr:`CompetitionState.keep_in_memory`) when reading
  it back is costly (a fun table replays its hands): the state last saved through an open store is used again
  as long as nobody saved a newer version. An action takes it out and puts it back only once saved.
"""

from __future__ import annotations

import weakref
from abc import ABC, abstractmethod
from collections.abc import Iterator, Mapping
from contextlib import contextmanager
from dataclasses import dataclass
from typing import Any, ClassVar, Generic, TypeVar

from sqlalchemy import func, select, update
from sqlalchemy.exc import OperationalError
from sqlalchemy.orm import Session

from cardnight_desk.domain.games.base import Game
from cardnight_desk.services.desk import Desk, event_row
from cardnight_desk.services.errors import Conflict, Refusal
from cardnight_desk.services.events import find_competition
from cardnight_desk.services.history import record
from cardnight_desk.store.models import Competition, Event

S = TypeVar("S")


@dataclass
class Kept(Generic[S]):
    """A competition's state as read: the competition's name, the state, and the version it was saved as."""

    competition: str
    state: S
    version: int


@dataclass
class StateAction(Kept[S]):
    """One action under way: the open session and the locked competition row. Once saved, ``version`` is the
    version the state was saved as."""

    session: Session
    comp: Competition
    who: str

    def record(self, action: str, summary: str, before: Any, after: Any, why: str = "") -> None:
        """The action's history row (EV-4), in the same transaction as the state it saves."""
        record(
            self.session,
            self.comp.event_id,
            self.who,
            action,
            "competition",
            self.comp.id,
            summary,
            before,
            after,
            why,
        )


#: The state each competition was last saved with through an open store, by (id of the store's engine,
#: competition id, game id): the engine itself (weakly), the version and the state. An event opened again has a
#: new engine, and reads its state anew.
_IN_MEMORY: dict[tuple[int, int, str], tuple[weakref.ref[Any], int, Any]] = {}


class CompetitionState(ABC, Generic[S]):
    """How the desk of one game keeps that game's state in the competition row. A subclass names its
    :attr:`game`, reads and writes its document, and words its refusals."""

    game: ClassVar[Game]
    #: the refusal of a competition of another game (``{name}``: the competition's name)
    other_game: ClassVar[str] = "{name} is not a competition of this desk"
    #: keep the state last saved in memory, for a state that is costly to read back
    keep_in_memory: ClassVar[bool] = False
    #: exceptions an action raises only before it changed anything: the state in memory is still the saved one
    unchanged_on: ClassVar[tuple[type[Exception], ...]] = ()

    @abstractmethod
    def decode(self, comp: Competition, document: Mapping[str, Any] | None) -> S:
        """The state from its kept document (without its version; ``None``: nothing kept yet). A document that
        cannot be read is a :class:`Refusal` saying so."""

    @abstractmethod
    def encode(self, state: S) -> dict[str, Any]:
        """The document that keeps ``state`` (the version is added to it)."""

    def conflict(self, kept: Kept[S], expected: int) -> Conflict:
        """The refusal of an action based on version ``expected`` when the state is at ``kept.version``."""
        return Conflict(
            f"another desk changed {kept.competition} since it was shown: look again before you go on",
            mine=expected,
            theirs=kept.version,
        )

    # --- reading ---------------------------------------------------------------------------------------------
    def competitions(self, desk: Desk) -> list[str]:
        """The names of the event's competitions of this game, in the order they were added."""
        with desk.store.session() as s:
            return [c.name for c in event_row(s).competitions if c.game == self.game.id]

    def competition(self, s: Session, name: str) -> Competition:
        comp = find_competition(s, name)
        if comp.game != self.game.id:
            raise Refusal(self.other_game.format(name=comp.name))
        return comp

    def load(self, s: Session, comp: Competition, *, take: bool = False) -> Kept[S]:
        """The competition's kept state (``take``: out of memory, for an action that may change it)."""
        document = (comp.state or {}).get(self.game.id)
        if not document:
            return Kept(comp.name, self.decode(comp, None), 0)
        try:
            version = int(document["version"])
        except (KeyError, TypeError, ValueError):
            raise Refusal(
                f"the saved state of {comp.name} cannot be read (no version); nothing was changed"
            ) from None
        if self.keep_in_memory:
            engine = s.get_bind()
            key = (id(engine), comp.id, self.game.id)
            kept = _IN_MEMORY.pop(key, None) if take else _IN_MEMORY.get(key)
            if kept is not None and kept[0]() is engine and kept[1] == version:
                return Kept(comp.name, kept[2], version)
        rest = {k: v for k, v in document.items() if k != "version"}
        return Kept(comp.name, self.decode(comp, rest), version)

    def read(self, desk: Desk, name: str) -> Kept[S]:
        """The named competition's kept state, in a session of its own."""
        with desk.store.session() as s:
            return self.load(s, self.competition(s, name))

    # --- the one transaction of every action -----------------------------------------------------------------
    @contextmanager
    def action(self, desk: Desk, name: str, expected_version: int | None = None) -> Iterator[StateAction[S]]:
        """Lock the competition, read its state, check the version the desk showed, let the caller change the
        state (and write the history row), then save it with the next version. A refusal in between saves
        nothing; a lock that cannot be had in time is a :class:`Conflict` saying to try again."""
        try:
            with desk.store.session() as s:
                self._lock(s, name)
                comp = self.competition(s, name)
                kept = self.load(s, comp, take=True)
                if expected_version is not None and expected_version != kept.version:
                    raise self.conflict(kept, expected_version)
                act = StateAction(comp.name, kept.state, kept.version, s, comp, desk.who)
                try:
                    yield act
                except self.unchanged_on:
                    self._remember(s.get_bind(), comp, kept.version, kept.state)
                    raise
                act.version = kept.version + 1
                comp.state = {
                    **(comp.state or {}),
                    self.game.id: {"version": act.version, **self.encode(act.state)},
                }
                s.flush()
        except OperationalError as err:
            raise Conflict(
                f"the change was not saved (another desk may have been saving at the same moment): try again "
                f"({err.orig})"
            ) from None
        self._remember(desk.store.engine, comp, act.version, act.state)  # committed

    def _lock(self, s: Session, name: str) -> None:
        # The first statement writes (a no-op), so the competition is locked before it is read: on PostgreSQL
        # its row, on SQLite the file (the write transaction begins here, not at the first write after a read).
        first_event = select(func.min(Event.id)).scalar_subquery()
        s.execute(
            update(Competition)
            .where(Competition.event_id == first_event, Competition.name == name)
            .values(name=Competition.name)
            .execution_options(synchronize_session=False)
        )

    def _remember(self, engine: Any, comp: Competition, version: int, state: S) -> None:
        if self.keep_in_memory:
            _IN_MEMORY[(id(engine), comp.id, self.game.id)] = (weakref.ref(engine), version, state)
