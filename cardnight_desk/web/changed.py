"""Which competitions the changes since the last snapshot touched, so that a new snapshot reads only them again.

Every change writes a history row naming the row it changed (its *entity* and that row's id). A competition's
own changes are known by those rows: the competition itself (its settings, closing it, its poker or baccarat
desk), its rounds (a draw), its teams, its penalties and its tables' score sheets. A sheet or a penalty changes
a competition's *results* (its standings and how far it has been played), never where anybody sits; the others
may change anything of it.

Anything else reads the whole event again: a player's change (a registration, a check-in, a rename: names show
in every competition), a change of the event other than its board's announcements (those are read with every
snapshot), an undone change, a change that removed what it names (its history row keeps nothing after it: a
round withdrawn, a team dissolved; the row's id may since have been given to another row), a change whose row
is no longer there, or more changes at once than :data:`MAX_CHANGES` (an imported workbook).
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from sqlalchemy import Select, select
from sqlalchemy.orm import Session

from cardnight_desk.services.desk import Desk
from cardnight_desk.store.models import Competition, DeskTable, History, Penalty, Round, ScoreSheet, Team

MAX_CHANGES = 500
READ_WITH_EVERY_SNAPSHOT = {"announcements.set"}  # event changes the snapshot reads anyway


@dataclass(frozen=True)
class Touched:
    """The competitions (by name) whose results changed, and those that may have changed in any way."""

    results: frozenset[str] = frozenset()
    everything: frozenset[str] = frozenset()


def _owners(s: Session, query: Select, ids: set[int]) -> set[int] | None:
    """The competition ids of the rows ``ids`` (``query`` selects (row id, competition id)); None when one of
    them is no longer there."""
    found = {row_id: owner for row_id, owner in s.execute(query)}
    return None if set(found) != ids else set(found.values())


def touched(desk: Desk, since: int, upto: int) -> Touched | None:
    """What the changes after history id ``since`` up to ``upto`` touched; None: read the whole event again."""
    with desk.store.session() as s:
        rows = s.execute(
            select(History.action, History.entity, History.entity_id, History.after)
            .where(History.id > since, History.id <= upto)
            .limit(MAX_CHANGES + 1)
        ).all()
        if len(rows) > MAX_CHANGES:
            return None
        by_entity: dict[str, set[int]] = {}
        for action, entity, entity_id, after in rows:
            if entity == "event" and action in READ_WITH_EVERY_SNAPSHOT:
                continue
            if entity not in QUERIES or entity_id is None or after is None:
                return None
            by_entity.setdefault(entity, set()).add(entity_id)
        results: set[int] = set()
        everything: set[int] = set()
        for entity, ids in by_entity.items():
            owners = _owners(s, QUERIES[entity](ids), ids)
            if owners is None:
                return None
            (results if entity in RESULTS_ONLY else everything).update(owners)
        names = _names(s, results | everything)
    return Touched(frozenset(names[c] for c in results - everything), frozenset(names[c] for c in everything))


def _names(s: Session, ids: Iterable[int]) -> dict[int, str]:
    wanted = set(ids)
    if not wanted:
        return {}
    query = select(Competition.id, Competition.name).where(Competition.id.in_(wanted))
    return {comp_id: name for comp_id, name in s.execute(query)}


QUERIES = {
    "competition": lambda ids: select(Competition.id, Competition.id.label("owner")).where(
        Competition.id.in_(ids)
    ),
    "round": lambda ids: select(Round.id, Round.competition_id).where(Round.id.in_(ids)),
    "team": lambda ids: select(Team.id, Team.competition_id).where(Team.id.in_(ids)),
    "penalty": lambda ids: select(Penalty.id, Penalty.competition_id).where(Penalty.id.in_(ids)),
    "score_sheet": lambda ids: (
        select(ScoreSheet.id, Round.competition_id)
        .join(DeskTable, ScoreSheet.table_id == DeskTable.id)
        .join(Round, DeskTable.round_id == Round.id)
        .where(ScoreSheet.id.in_(ids))
    ),
}
RESULTS_ONLY = {"score_sheet", "penalty"}
