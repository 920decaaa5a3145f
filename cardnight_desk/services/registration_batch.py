"""Registering many players at once (a workbook import): all or nothing, every bad row reported.

A *batch row* is one person with the competitions they enter, their team per competition, an optional badge
number (kept when a workbook made by ``export`` comes back) and an optional judge's *override* text. The *plan*
checks every row against the event as it is (EV-1, EV-2, team sizes EV-3/BK-3, duplicates, unknown
competitions) and says for each row whether it is new, adds competitions to a known player, is unchanged
(already registered: importing the same workbook twice changes nothing), or is refused, with every reason.
Applying a batch (``registration_apply``) plans it again inside one transaction and stores nothing unless
every row is good.

The rows are planned one at a time as they are read (:class:`BatchPlanner`), against the event (read once, as
plain rows: ``registration_snapshot``) and the rows before them, so a workbook of thousands of rows is never
held whole: what stays is each row's plan (what the preview shows and the import answers), the keys that find a
duplicate, and the rows of each team the batch names, whose sizes are checked once every row is read. A
*source* (:class:`BatchSource`) gives the rows: a list, or a workbook read row by row that reports its own
problems (its headers, a value without a header) beside the rows' own.

A person already in the event (same name and date of birth) is never duplicated: the row adds their new
competitions, records a community confirmation and fills blank contact details, and never overwrites.

A row naming a new player whose name is already an event player's, with another date of birth (or none), is a
*possible duplicate* (:class:`~cardnight_desk.services.registration_duplicates.SameName`): the same person typed
differently, or someone else? As at the desk's form, it is asked, not registered silently: the row is refused
with the question (naming both dates of birth) unless the import *confirms new players* (``confirm_new``: every
such row, or the rows numbered).
"""

from __future__ import annotations

import datetime as dt
from array import array
from collections.abc import Callable, Collection, Iterator, Sequence
from dataclasses import dataclass, field, replace
from typing import Protocol

from sqlalchemy.orm import Session

from cardnight_desk.domain import eligibility as el
from cardnight_desk.services.desk import Desk
from cardnight_desk.services.errors import Refusal
from cardnight_desk.services.registration_duplicates import PossibleDuplicates, SameName
from cardnight_desk.services.registration_model import PlayerDetails, check_details
from cardnight_desk.services.registration_plans import FirstRows, PlanRows, RowPlan
from cardnight_desk.services.registration_snapshot import EventSnapshot, KnownPlayer, snapshot

Progress = Callable[[int, int], None]
NEW, MORE, UNCHANGED, REFUSED = "new", "adds competitions", "unchanged", "refused"
#: rows confirmed as new players although an event player has their name: all of them, or those numbered
ConfirmNew = bool | Collection[int]
TeamOrders = dict[
    tuple[str, str], list[str]
]  # (competition, team) -> members by number or name, in seat order


@dataclass(frozen=True)
class BatchRow:
    row: int  # the workbook's row number, used in every message
    details: PlayerDetails
    competitions: tuple[str, ...]
    teams: tuple[
        tuple[str | None, str], ...
    ] = ()  # (competition, team); None: every team competition of the row
    number: int | None = None
    override: str = ""
    cell_errors: tuple[tuple[str, str], ...] = ()  # (column, message) found while reading the cells


@dataclass(frozen=True)
class BatchPlan:
    rows: Sequence[RowPlan]  # packed (``registration_plans``): a row read is made afresh
    errors: tuple[dict[str, str], ...]
    new_players: int
    new_registrations: int
    new_teams: int
    same_names: tuple[SameName, ...] = ()  # the possible duplicates not confirmed as new players (refused)

    @property
    def ok(self) -> bool:
        return not self.errors

    @property
    def only_same_names(self) -> bool:
        """Every refused row is refused only as a possible duplicate: confirming them as new players (or
        correcting their dates of birth) is all the batch needs."""
        asked = {(f"row {q.row}", q.question) for q in self.same_names}
        return bool(asked) and all((e["path"], e["message"]) in asked for e in self.errors)


def refused(plan: BatchPlan) -> Refusal:
    """The refusal of a batch with refused rows, listing every one (nothing is stored)."""
    bad = len({e["path"] for e in plan.errors})
    message = f"nothing was imported: {bad} row{'s are' if bad != 1 else ' is'} refused"
    if plan.same_names:
        return PossibleDuplicates(message, list(plan.errors), plan.same_names, plan.only_same_names)
    return Refusal(message, list(plan.errors))


# --- where the rows come from ---------------------------------------------------------------------------


class BatchSource(Protocol):
    """Rows read as they are planned (a workbook). Going through it again reads them again from the start;
    ``errors`` holds what it finds wrong itself, by row, as it is gone through (its headers, a value without a
    header), and ``team_orders`` each team's seating order it gives, once it has been gone through."""

    errors: list[dict[str, str]]
    team_orders: TeamOrders

    def __iter__(self) -> Iterator[BatchRow]: ...


@dataclass
class ListedRows:
    """Rows already made (the demo night's list, a test's rows)."""

    rows: Sequence[BatchRow]
    team_orders: TeamOrders = field(default_factory=dict)
    errors: list[dict[str, str]] = field(default_factory=list)

    def __iter__(self) -> Iterator[BatchRow]:
        return iter(self.rows)


def batch_source(
    rows: Sequence[BatchRow] | BatchSource, team_orders: TeamOrders | None = None
) -> BatchSource:
    return ListedRows(rows, dict(team_orders or {})) if isinstance(rows, Sequence) else rows


def each_row(source: BatchSource, progress: Progress | None = None) -> Iterator[BatchRow]:
    """The source's rows, one pass (``progress`` told every 200 rows of a list); a workbook read part-way is
    closed as soon as the pass is left."""
    rows = iter(source)
    total = len(source.rows) if isinstance(source, ListedRows) else 0
    try:
        for i, row in enumerate(rows):
            if progress and total and i % 200 == 0:
                progress(i, total)
            yield row
    finally:
        close = getattr(rows, "close", None)
        if close is not None:
            close()


# --- planning ----------------------------------------------------------------------------------------------


@dataclass
class PlannedRow:
    """A row as it is planned, handed to whatever stores it, then let go (its :class:`RowPlan` stays)."""

    index: int  # its place in the plan's rows
    source: BatchRow
    details: PlayerDetails
    person: KnownPlayer | None = None
    comps: list[str] = field(default_factory=list)
    new_comps: list[str] = field(default_factory=list)
    teams: dict[str, str] = field(default_factory=dict)  # competition -> team, as written
    overridden: dict[str, list[el.Problem]] = field(default_factory=dict)
    errors: list[str] = field(default_factory=list)
    joins: list[str] = field(default_factory=list)  # competitions where the row joins a team
    same_name: SameName | None = None  # asked, not confirmed as a new player
    number: int | None = None  # the badge number, once stored
    player_id: int | None = None  # once stored


@dataclass(slots=True)  # one for every team a workbook names
class PlannedTeam:
    """A team the batch names: its competition, name as first written, existing team id, and its rows (by
    their place in the plan): all that name it, those joining it, and whether one carries an override. The
    rows are kept in one array: a row's place when it joins the team, its complement (``~place``) when it
    names the team it is in already."""

    comp: str
    name: str
    team_id: int | None
    places: array[int] = field(default_factory=lambda: array("l"))
    overridden: bool = False

    def add(self, place: int, joins: bool) -> None:
        self.places.append(place if joins else ~place)

    @property
    def rows(self) -> list[int]:
        return [i if i >= 0 else ~i for i in self.places]

    @property
    def joining(self) -> list[int]:
        return [i for i in self.places if i >= 0]


def _confirmed(confirm_new: ConfirmNew, row: int) -> bool:
    if isinstance(confirm_new, bool):
        return confirm_new
    return row in confirm_new


def _same_name(known: EventSnapshot, r: PlannedRow) -> SameName | None:
    """The question a row asks when it names a new player with an event player's name (another born)."""
    others = [p for p in known.by_name.get(el.name_key(r.details.name), ()) if p.born != r.details.born]
    if not others:
        return None
    players = tuple((p.number, p.name, p.born) for p in others)
    return SameName(r.source.row, r.details.name, r.details.born, players)


class BatchPlanner:
    """Plans a batch: each row as it comes (:meth:`check`), against the event and the rows before it; then the
    teams the whole batch names (:meth:`finish`)."""

    def __init__(self, s: Session, today: dt.date, confirm_new: ConfirmNew = False):
        self.known = snapshot(s)
        self.today = today
        self.confirm_new = confirm_new
        self.rows = PlanRows()
        self.teams: dict[tuple[str, str], PlannedTeam] = {}  # (competition, team key) -> the team
        self.same_names: list[SameName] = []
        self.refused = False  # a row is refused already
        self.top_number = max(self.known.by_number, default=0)  # the highest badge number in use or given
        self._people = FirstRows(lambda i: self.rows[i].name)  # (name key, born) -> its first row
        self._numbers: dict[int, int] = {}  # badge number given -> its row
        self._players = dict(self.known.players)  # competition id -> players, with the rows so far
        self._comp_names = {name: name for name in self.known.comps}  # one text for each, in every plan

    def check(self, src: BatchRow) -> PlannedRow:
        known = self.known
        bad_cells = {col for col, _ in src.cell_errors}
        r = PlannedRow(len(self.rows), src, src.details)
        r.errors += [msg for _, msg in src.cell_errors]
        try:
            r.details = check_details(src.details)
        except Refusal as err:
            r.errors += [e["message"] for e in err.errors] or [err.message]
        if r.details.name and "born" not in bad_cells:
            key = (el.name_key(r.details.name), r.details.born)
            first = self._people.first(*key, r.index)
            if first is not None:
                r.errors.append(
                    f"duplicate player: the same name and date of birth as row {self.rows[first].row}"
                )
            r.person = known.people.get(key)
            asked = _same_name(known, r) if r.person is None else None
            if asked is not None and not _confirmed(self.confirm_new, src.row):
                r.same_name = asked
                r.errors.append(asked.question)
                self.same_names.append(asked)
        self._check_number(r)
        self._check_competitions(r, bad_cells)
        self._check_teams(r)
        self.rows.append(_row_plan(r))
        self.refused = self.refused or bool(r.errors)
        return r

    def _check_number(self, r: PlannedRow) -> None:
        number = r.source.number
        if number is None:
            return
        self.top_number = max(self.top_number, number)
        if number < 1:
            r.errors.append(f"player number {number} is not a badge number (1 or more)")
        elif number in self._numbers:
            r.errors.append(f"duplicate player: number {number} is also on row {self._numbers[number]}")
        else:
            self._numbers[number] = r.source.row
            holder = self.known.by_number.get(number)
            if holder is not None and (r.person is None or holder.id != r.person.id):
                r.errors.append(f"number {number} belongs to {holder.name} in this event")
            elif r.person is not None and r.person.number != number:
                r.errors.append(f"{r.person.name} is player {r.person.number} in this event, not {number}")

    def _check_competitions(self, r: PlannedRow, bad_cells: set[str]) -> None:
        known, src = self.known, r.source
        if not src.competitions and "competitions" not in bad_cells:
            r.errors.append("no competition given")
        for written in dict.fromkeys(c.strip() for c in src.competitions if c.strip()):
            name = self._comp_names.get(written)
            if name is None:
                listed = ", ".join(known.comps) or "none yet"
                r.errors.append(f"unknown competition '{written}' (competitions: {listed})")
                continue
            r.comps.append(name)
            cid, rules = known.comps[name]
            if r.person is not None and (r.person.id, cid) in known.registered:
                continue
            r.new_comps.append(name)
            eligible = r.details.eligible or bool(r.person and r.person.eligible)
            born_ok = "born" not in bad_cells
            problems = el.player_problems(
                rules, r.details.name, r.details.born if born_ok else None, eligible, known.event_date
            )
            if not born_ok:  # the cell's own error says what is wrong with the date
                problems = [p for p in problems if p.field != "born"]
            problems += el.deadline_problems(rules, self.today)
            problems += el.capacity_problems(rules, self._players.get(cid, 0), 0, add_players=1)
            self._players[cid] = self._players.get(cid, 0) + 1
            if problems and src.override.strip() and el.overridable(problems):
                r.overridden[name] = problems
            else:
                r.errors += [p.message for p in problems]

    def _check_teams(self, r: PlannedRow) -> None:
        """The row's teams as written, then each team it names, joined unless the player is in it already."""
        known = self.known
        for comp, team in r.source.teams:
            team = el.normalise_name(team)
            if not team:
                continue
            problem = el.name_problem(team, "the team's name")
            if problem:
                r.errors.append(problem)
                continue
            if comp is None:
                takers = [c for c in r.comps if known.comps[c][1].takes_teams]
                if not takers and r.comps:
                    takes = "takes" if len(r.comps) == 1 else "take"
                    r.errors.append(f"team '{team}': {', '.join(r.comps)} {takes} no teams (ruling EV-3)")
                for c in takers:
                    r.teams[c] = team
            elif comp not in r.comps:
                r.errors.append(f"team '{team}' is given for {comp}, which this row does not enter")
            elif not known.comps[comp][1].takes_teams:
                r.errors.append(
                    known.comps[comp][1].competition
                    + " is played by individuals and takes no teams (ruling EV-3)"
                )
            else:
                r.teams[self._comp_names[comp]] = team  # the competition's own text, kept by its team
        if r.person is not None:
            for comp, team in list(r.teams.items()):
                current = known.team_of.get((r.person.id, known.comps[comp][0]))
                if current is not None and el.name_key(current) != el.name_key(team):
                    r.errors.append(f"{r.person.name} is already in team '{current}' in {comp}")
        for comp, team in r.teams.items():
            key = el.name_key(team)
            existing = known.teams.get((known.comps[comp][0], key))
            group = self.teams.get((comp, key))
            if group is None:
                group = self.teams[(comp, key)] = PlannedTeam(
                    comp, existing[1] if existing else team, existing[0] if existing else None
                )
            group.overridden = group.overridden or bool(r.source.override.strip())
            joins = r.person is None or existing is None or r.person.id not in existing[2]
            group.add(r.index, joins)
            if joins:
                r.joins.append(comp)

    def finish(self, source_errors: Sequence[dict[str, str]] = ()) -> BatchPlan:
        """The plan, once every row is checked: every team the batch names must end up with a size its
        competition allows (EV-3, BK-3), and new teams must fit the capacity (EV-2); ``source_errors``: what
        the rows' source found wrong itself, listed among the rows' errors by row."""
        added = dict(self.known.team_count)
        more: dict[int, list[str]] = {}  # a row's place -> the teams' errors it gets
        for (comp, key), group in self.teams.items():
            cid, rules = self.known.comps[comp]
            existing = self.known.teams.get((cid, key))
            size = (len(existing[2]) if existing else 0) + len(group.joining)
            problems = el.team_problems(rules, group.name, size)
            if not problems and existing is None:
                capacity = el.capacity_problems(rules, 0, added.get(cid, 0), add_teams=1)
                added[cid] = added.get(cid, 0) + 1
                if capacity and not group.overridden:
                    problems = capacity
            if not problems:
                continue
            rows = ", ".join(str(self.rows[i].row) for i in group.rows)
            for i in group.joining or group.rows:
                more.setdefault(i, []).extend(
                    f"{p.message} (rows {rows})" if p.code == el.TEAM_SIZE else p.message for p in problems
                )
        for i, found in more.items():
            plan = self.rows[i]
            self.rows.replace(i, replace(plan, status=REFUSED, errors=plan.errors + tuple(found)))
        errors: list[dict[str, str]] = []
        new_players = new_registrations = 0
        for p in self.rows:  # each read once (they are packed)
            errors += ({"path": f"row {p.row}", "message": m} for m in p.errors)
            new_players += p.status == NEW
            new_registrations += 0 if p.errors else len(p.new_competitions)
        if source_errors:
            errors = sorted([*source_errors, *errors], key=_row_of)
        return BatchPlan(
            self.rows,
            tuple(errors),
            new_players,
            new_registrations,
            sum(1 for g in self.teams.values() if g.team_id is None),
            tuple(self.same_names),
        )


def _row_of(error: dict[str, str]) -> int:
    path = error["path"]
    return int(path.split()[-1]) if path[-1:].isdigit() else 0


def _row_plan(r: PlannedRow) -> RowPlan:
    if r.errors:
        status = REFUSED
    elif r.person is None:
        status = NEW
    elif r.new_comps or r.joins:
        status = MORE
    else:
        status = UNCHANGED
    comps = tuple(r.comps)
    return RowPlan(
        r.source.row,
        r.details.name,
        r.person.number if r.person is not None else r.source.number,
        status,
        comps,
        comps if r.new_comps == r.comps else tuple(r.new_comps),
        tuple(sorted(r.teams.items())),
        tuple(r.errors),
    )


# --- the use case ------------------------------------------------------------------------------------------


def plan_batch(
    desk: Desk,
    rows: Sequence[BatchRow] | BatchSource,
    *,
    today: dt.date | None = None,
    progress: Progress | None = None,
    confirm_new: ConfirmNew = False,
) -> BatchPlan:
    """What importing ``rows`` would do, row by row, with every refusal; stores nothing (the preview).
    ``confirm_new``: possible duplicates that are new players (every one, or the rows numbered)."""
    source = batch_source(rows)
    with desk.store.session() as s:
        planner = BatchPlanner(s, today or dt.date.today(), confirm_new)
        for row in each_row(source, progress):
            planner.check(row)
        s.rollback()
    return planner.finish(source.errors)
