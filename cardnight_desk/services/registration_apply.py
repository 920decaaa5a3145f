"""Storing a batch of registrations (a workbook import) in one transaction, or nothing at all.

Each row is planned (``registration_batch``) and stored as it is read, inside the one transaction, so what
another desk registered meanwhile is taken into account and a workbook of thousands of rows is never held
whole. Rows are stored :data:`AT_ONCE` at a time, each table's in one insert of plain rows (SQLAlchemy Core: no
ORM object for any of them). Once a row is refused nothing more is stored, the rest are still checked so that
every refusal is reported, and the transaction is rolled back. The teams, whose sizes depend on the whole
batch, are stored once every row is read. New players keep the badge numbers the rows give (a workbook made by
``export``); the others follow the highest number in use or given.

The history's changes are *spooled* as they are made (kept in order in memory up to :data:`SPOOL` bytes, then in
a temporary file) and chained once every row is stored, so the history's head, which every saving desk waits
for, is held only while they are written: each row's changes in row order (its details filled in, its
overrides, its registration), then the teams', then the import's own.

Two things found only part-way send the batch round again from the start (its rows read again):

- rows carrying a judge's override text: the judge PIN is checked once the rows are read, outside the
  transaction (a wrong PIN is counted in its own), then the batch is stored;
- a badge number given after new players were numbered, at or above their numbers: the others' numbers follow
  the highest one given, known only once every row is read.
"""

from __future__ import annotations

import datetime as dt
import json
import tempfile
from array import array
from collections.abc import Iterator, Sequence
from dataclasses import dataclass, replace
from functools import partial
from typing import Any

from sqlalchemy import Table, insert, update
from sqlalchemy.orm import Session

from cardnight_desk.domain import eligibility as el
from cardnight_desk.services.desk import Desk
from cardnight_desk.services.history import record_many
from cardnight_desk.services.judges import check_pin
from cardnight_desk.services.registration_batch import (
    BatchPlan,
    BatchPlanner,
    BatchRow,
    BatchSource,
    ConfirmNew,
    PlannedRow,
    PlannedTeam,
    Progress,
    TeamOrders,
    batch_source,
    each_row,
    refused,
)
from cardnight_desk.services.registration_model import retrying
from cardnight_desk.store.models import Membership, Player, Registration, Team, utcnow

AT_ONCE = 250  # rows stored, and changes chained, at a time
SPOOL = 256 * 1024  # bytes of changes kept in memory before they go to a temporary file


def _table(model: type) -> Table:
    """The model's table: rows go in as plain inserts, without the ORM's per-row bookkeeping."""
    return model.__table__  # type: ignore[attr-defined, no-any-return]


_PLAYER, _REGISTRATION, _TEAM, _MEMBERSHIP = (_table(m) for m in (Player, Registration, Team, Membership))


@dataclass(frozen=True)
class _Round:
    """What a pass over the rows knows before it starts."""

    pin_checked: bool = False  # the judge PIN is checked (the rows carry overrides)
    first_number: int | None = None  # the first new player's number, once the numbers given are all known


def apply_batch(
    desk: Desk,
    rows: Sequence[BatchRow] | BatchSource,
    *,
    source: str = "",
    team_orders: TeamOrders | None = None,
    today: dt.date | None = None,
    progress: Progress | None = None,
    pin: str | None = None,
    confirm_new: ConfirmNew = False,
) -> BatchPlan:
    """Store the batch in one transaction, or refuse it whole (:class:`Refusal` listing every bad row;
    :class:`PossibleDuplicates` when some rows may be players already here). Rows carrying a judge's override
    text need the judge PIN. ``confirm_new``: possible duplicates that are new players (every one, or the rows
    numbered). ``rows``: a list, or a source read as it is stored (a workbook), whose own problems refuse
    the batch before the PIN is asked.

    ``team_orders`` gives, per (competition, team), the members in seating order by number or name (a
    workbook's Teams sheet, which a source gives itself); otherwise a new team's members are in row order."""
    today = today or dt.date.today()
    batch = batch_source(rows, team_orders)
    go = _Round()
    if isinstance(rows, Sequence) and any(row.override.strip() for row in rows):
        check_pin(desk, pin)  # a judge's decision is admitted only with the judge PIN (EV-4)
        go = _Round(pin_checked=True)
    for _ in range(3):  # the PIN, then the numbers, may each send it round once
        plan, again = retrying(partial(_apply, desk, batch, source, today, progress, confirm_new, go))
        if again is None:
            return plan
        if again.pin_checked and not go.pin_checked:
            check_pin(desk, pin)
            if not plan.ok:
                raise refused(plan)
        go = again
    raise AssertionError("a batch went round more than three times")


def _apply(
    desk: Desk,
    batch: BatchSource,
    source: str,
    today: dt.date,
    progress: Progress | None,
    confirm_new: ConfirmNew,
    go: _Round,
) -> tuple[BatchPlan, _Round | None]:
    """One pass: the plan, and what the next pass knows when one is needed (nothing is stored then)."""
    with desk.store.session() as s:
        planner = BatchPlanner(s, today, confirm_new)
        store = _Store(s, planner, desk.who, source, go.first_number)
        needs_pin = False
        for row in each_row(batch, progress):
            planned = planner.check(row)
            needs_pin = needs_pin or (bool(row.override.strip()) and not go.pin_checked)
            if planner.refused or batch.errors or needs_pin:
                store.stop()
            store.add(planned)
        plan = planner.finish(batch.errors)
        again = None
        if needs_pin and not batch.errors:  # the PIN is asked first, then the rows' refusals
            again = replace(go, pin_checked=True)
        elif not plan.ok:
            raise refused(plan)
        elif store.renumber:
            again = replace(go, first_number=planner.top_number + 1)
        if again is not None:
            s.rollback()
            return plan, again
        store.finish(plan, batch.team_orders)
        if progress:
            progress(len(plan.rows), len(plan.rows))
        return plan, None


class _Spool:
    """The changes an import makes, in order, until they are chained: JSON lines, in memory up to
    :data:`SPOOL` bytes and then in a temporary file (removed when closed)."""

    def __init__(self) -> None:
        self.file = tempfile.SpooledTemporaryFile(max_size=SPOOL, mode="w+", encoding="utf-8")

    def add(self, change: dict[str, Any]) -> None:
        self.file.write(json.dumps(change, default=str, ensure_ascii=False) + "\n")

    def __iter__(self) -> Iterator[dict[str, Any]]:
        self.file.seek(0)
        for line in self.file:
            yield json.loads(line)

    def close(self) -> None:
        self.file.close()


class _Store:
    """Stores planned rows :data:`AT_ONCE` at a time, spooling their history's changes; the teams and the
    history at the end."""

    def __init__(self, s: Session, planner: BatchPlanner, who: str, source: str, first_number: int | None):
        self.s, self.planner, self.known, self.who = s, planner, planner.known, who
        self.source = source  # the workbook's name, said in each change the import makes
        self.now = utcnow()
        self.following = first_number  # the next new player's number (None: not yet known)
        self.first = first_number  # the first new player's number
        self.numbers_known = first_number is not None  # else a number given later may be at or above it
        self.renumber = False  # it was: go round again, numbering from the highest number given
        self.storing = True
        self.pending: list[PlannedRow] = []
        # by row's place: the player's id and number of a row joining a team (0 for the others)
        self.ids, self.numbers = array("q"), array("q")
        self.changes = _Spool()

    def stop(self) -> None:
        self.storing = False
        self.pending.clear()

    def add(self, r: PlannedRow) -> None:
        if not self.storing:
            return
        given = r.source.number
        if given and not self.numbers_known and self.first is not None and given >= self.first:
            self.renumber = True
            self.stop()
            return
        self.pending.append(r)
        if len(self.pending) >= AT_ONCE:
            self._flush()

    def note(
        self,
        action: str,
        entity: str,
        entity_id: int | None,
        summary: str,
        before: Any,
        after: Any,
        why: str = "",
    ) -> None:
        change = {"who": self.who, "action": action, "entity": entity, "entity_id": entity_id}
        self.changes.add(change | {"summary": summary, "before": before, "after": after, "why": why})

    def _flush(self) -> None:
        """Store the pending rows: new players, registrations, details filled in; their changes spooled."""
        rows, self.pending = self.pending, []
        s, known = self.s, self.known
        fresh = [r for r in rows if r.person is None]
        for r in fresh:
            if r.source.number:
                r.number = r.source.number
                continue
            if self.following is None:  # after every number in use or given so far
                self.following = self.first = self.planner.top_number + 1
            r.number, self.following = self.following, self.following + 1
        if fresh:
            values = [{"event_id": known.event_id, "number": r.number, **r.details.columns()} for r in fresh]
            added = s.execute(insert(_PLAYER).returning(_PLAYER.c.id, sort_by_parameter_order=True), values)
            for r, player_id in zip(fresh, added.scalars(), strict=True):
                r.player_id = player_id
        entries = [(r, comp) for r in rows for comp in r.new_comps]
        values = [
            {
                "competition_id": known.comps[comp][0],
                "player_id": r.player_id if r.person is None else r.person.id,
                "override": r.source.override.strip() if comp in r.overridden else "",
                "registered_at": self.now,
            }
            for r, comp in entries
        ]
        registration: dict[tuple[int, str], int] = {}  # (row's place, competition) -> id, if overridden
        if any(r.overridden for r in rows):
            stored = s.execute(
                insert(_REGISTRATION).returning(_REGISTRATION.c.id, sort_by_parameter_order=True), values
            )
            registration = {
                (r.index, comp): rid for (r, comp), rid in zip(entries, stored.scalars(), strict=True)
            }
        elif values:
            s.execute(insert(_REGISTRATION), values)
        for r in rows:
            if r.person is not None:
                r.player_id, r.number = r.person.id, r.person.number
                self._fill_in(r)
            for comp, problems in r.overridden.items():
                self._overridden(r, comp, problems, registration[(r.index, comp)])
            if r.new_comps:
                self._registered(r)
            if r.joins:
                self._joins(r.index, int(r.player_id or 0), int(r.number or 0))

    def _joins(self, i: int, player_id: int, number: int) -> None:
        if len(self.ids) <= i:
            more = [0] * (i + 1 - len(self.ids))
            self.ids.extend(more)
            self.numbers.extend(more)
        self.ids[i], self.numbers[i] = player_id, number

    def _fill_in(self, r: PlannedRow) -> None:
        """A known player: record a new confirmation and fill blank details; never overwrite."""
        person = r.person
        assert person is not None
        before, after = {}, {}
        for key in ("phone", "email", "notes", "eligible"):
            value, old = getattr(r.details, key), getattr(person, key)
            if value and not old:
                before[key], after[key] = old, value
        if after:
            self.s.execute(update(_PLAYER).where(_PLAYER.c.id == person.id).values(after))
            self.note(
                "player.update",
                "player",
                person.id,
                f"{person.name} (player {person.number}): {', '.join(after)} added from row {r.source.row}",
                before,
                after,
            )

    def _overridden(self, r: PlannedRow, comp: str, problems: list[el.Problem], registration: int) -> None:
        override = r.source.override.strip()
        self.note(
            "registration.override",
            "registration",
            registration,
            f"{r.details.name} (player {r.number}) admitted to {comp} despite "
            f"{', '.join(sorted({p.rule for p in problems}))} (override in row {r.source.row})",
            {"refused": [p.message for p in problems]},
            {"override": override, "codes": [p.code for p in problems]},
            override,
        )

    def _registered(self, r: PlannedRow) -> None:
        where = (
            f" (import of {self.source}, row {r.source.row})"
            if self.source
            else f" (import, row {r.source.row})"
        )
        self.note(
            "player.register",
            "player",
            r.player_id,
            f"{r.details.name} (player {r.number}) registered in {', '.join(r.new_comps)}" + where,
            None,
            {"number": r.number, "name": r.details.name, "competitions": r.new_comps}
            | ({} if r.person else r.details.history()),
        )

    def finish(self, plan: BatchPlan, team_orders: TeamOrders) -> None:
        """The last rows, the teams, the import's own change; then the history, chained."""
        self._flush()
        self._store_teams(team_orders)
        self.note(
            "registration.import",
            "event",
            self.known.event_id,
            f"Imported {plan.new_players} new players, {plan.new_registrations} registrations and "
            f"{plan.new_teams} teams" + (f" from {self.source}" if self.source else ""),
            None,
            {
                "rows": len(plan.rows),
                "players": plan.new_players,
                "registrations": plan.new_registrations,
                "teams": plan.new_teams,
            },
        )
        chunk: list[dict[str, Any]] = []
        for change in self.changes:  # chained like every other change (EV-4)
            chunk.append(change | {"at": self.now})
            if len(chunk) == AT_ONCE:
                record_many(self.s, self.known.event_id, chunk)
                chunk = []
        record_many(self.s, self.known.event_id, chunk)
        self.changes.close()

    def _store_teams(self, team_orders: TeamOrders) -> None:
        """The teams rows join, :data:`AT_ONCE` at a time (a workbook may name thousands): the new ones in one
        insert, then their members, each team's change spooled."""
        orders = {(comp, el.name_key(team)): refs for (comp, team), refs in team_orders.items()}
        some: list[tuple[tuple[str, str], PlannedTeam]] = []
        for key, group in self.planner.teams.items():
            if any(i >= 0 for i in group.places):  # a row joins it
                some.append((key, group))
            if len(some) == AT_ONCE:
                self._store_some_teams(some, orders)
                some = []
        self._store_some_teams(some, orders)

    def _store_some_teams(
        self, changed: list[tuple[tuple[str, str], PlannedTeam]], orders: TeamOrders
    ) -> None:
        known, plans = self.known, self.planner.rows
        fresh = [(key, g) for key, g in changed if g.team_id is None]
        ids: dict[tuple[str, str], int] = {}
        if fresh:
            added = self.s.execute(
                insert(_TEAM).returning(_TEAM.c.id, sort_by_parameter_order=True),
                [{"competition_id": known.comps[g.comp][0], "name": g.name} for _, g in fresh],
            )
            ids = {key: team_id for (key, _), team_id in zip(fresh, added.scalars(), strict=True)}
        members: list[dict[str, int]] = []
        for (comp, key), group in changed:
            refs = [
                (ref, el.name_key(ref))
                for ref in (r.strip().lstrip("#") for r in orders.get((comp, key), []))
            ]

            def place(member: tuple[int, str], refs: list[tuple[str, str]] = refs) -> int:
                number, name = str(self.numbers[member[0]]), el.name_key(member[1])
                return next((n for n, (ref, k) in enumerate(refs) if ref == number or k == name), len(refs))

            joined = sorted(((i, plans[i].name) for i in group.joining), key=place)  # (row's place, name)
            joining = [i for i, _ in joined]
            if group.team_id is None:
                team_id, start, action = ids[(comp, key)], 0, "team.register"
            else:
                team_id, action = group.team_id, "team.join"
                start = len(known.teams[(known.comps[comp][0], key)][2])
            members += [
                {"team_id": team_id, "player_id": self.ids[i], "position": start + n + 1}
                for n, i in enumerate(joining)
            ]
            self.note(
                action,
                "team",
                team_id,
                f"Team '{group.name}' in {comp}: {', '.join(name for _, name in joined)}"
                + (" registered" if action == "team.register" else " joined"),
                None,
                {
                    "competition": comp,
                    "team": group.name,
                    "members": [{"number": self.numbers[i], "name": name} for i, name in joined],
                },
            )
        if members:
            self.s.execute(insert(_MEMBERSHIP), members)
