"""Registering many players at once (a workbook import): all or nothing, every bad row reported.

A *batch row* is one person with the competitions they enter, their team per competition, an optional badge
number (kept when a workbook made by ``export`` comes back) and an optional judge's *override* text. The *plan*
checks every row against the event as it is (EV-1, EV-2, team sizes EV-3/BK-3, duplicates, unknown
competitions) and says for each row whether it is new, adds competitions to a known player, is unchanged
(already registered: importing the same workbook twice changes nothing), or is refused, with every reason.
Applying a batch (``registration_apply``) plans it again inside one transaction and stores nothing unless
every row is good.

A person already in the event (same name and date of birth) is never duplicated: the row adds their new
competitions, records a community confirmation and fills blank contact details, and never overwrites.

A row naming a new player whose name is already an event player's, with another date of birth (or none), is a
*possible duplicate* (:class:`~cardnight_desk.services.registration_duplicates.SameName`): the same person typed differently, or someone else? As at the desk's
form, it is asked, not registered silently: the row is refused with the question (naming both dates of birth)
unless the import *confirms new players* (``confirm_new``: every such row, or the rows numbered).
"""

from __future__ import annotations

import datetime as dt
from collections.abc import Callable, Collection
from dataclasses import dataclass, field

from sqlalchemy import select
from sqlalchemy.orm import Session

from cardnight_desk.domain import eligibility as el
from cardnight_desk.services.desk import Desk, event_row
from cardnight_desk.services.errors import Refusal
from cardnight_desk.services.registration_duplicates import PossibleDuplicates, SameName
from cardnight_desk.services.registration_model import PlayerDetails, check_details, entry_rules
from cardnight_desk.store.models import Membership, Player, Registration, Team

Progress = Callable[[int, int], None]
NEW, MORE, UNCHANGED, REFUSED = "new", "adds competitions", "unchanged", "refused"
#: rows confirmed as new players although an event player has their name: all of them, or those numbered
ConfirmNew = bool | Collection[int]


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
class RowPlan:
    row: int
    name: str
    number: int | None
    status: str
    competitions: tuple[str, ...]
    new_competitions: tuple[str, ...]
    teams: tuple[tuple[str, str], ...]
    errors: tuple[str, ...] = ()


@dataclass(frozen=True)
class BatchPlan:
    rows: tuple[RowPlan, ...]
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


@dataclass
class EventSnapshot:
    """The event as it is, read once for the whole batch."""

    event_id: int
    event_date: dt.date
    comps: dict[str, tuple[int, el.EntryRules]]  # by competition name
    people: dict[tuple[str, dt.date | None], Player]
    by_number: dict[int, Player]
    by_name: dict[str, list[Player]]  # name key -> the players of that name, by number
    registered: set[tuple[int, int]]  # (player id, competition id)
    team_of: dict[tuple[int, int], str]  # (player id, competition id) -> team name
    teams: dict[
        tuple[int, str], tuple[int, str, list[int]]
    ]  # (competition id, team key) -> id, name, players
    players: dict[int, int] = field(default_factory=dict)  # competition id -> registered players
    team_count: dict[int, int] = field(default_factory=dict)


def snapshot(s: Session) -> EventSnapshot:
    ev = event_row(s)
    comps = {c.name: (c.id, entry_rules(c)) for c in ev.competitions}
    people = list(s.scalars(select(Player).where(Player.event_id == ev.id)))
    ids = {c_id for c_id, _ in comps.values()}
    registered = {
        (pid, cid)
        for pid, cid in s.execute(select(Registration.player_id, Registration.competition_id))
        if cid in ids
    }
    teams: dict[tuple[int, str], tuple[int, str, list[int]]] = {}
    team_of: dict[tuple[int, int], str] = {}
    for tid, cid, name, pid in s.execute(
        select(Team.id, Team.competition_id, Team.name, Membership.player_id)
        .join(Membership, Membership.team_id == Team.id)
        .order_by(Team.id, Membership.position)
    ):
        if cid in ids:
            teams.setdefault((cid, el.name_key(name)), (tid, name, []))[2].append(pid)
            team_of[(pid, cid)] = name
    by_name: dict[str, list[Player]] = {}
    for p in sorted(people, key=lambda p: p.number):
        by_name.setdefault(el.name_key(p.name), []).append(p)
    known = EventSnapshot(
        ev.id,
        ev.date,
        comps,
        {(el.name_key(p.name), p.born): p for p in people},
        {p.number: p for p in people},
        by_name,
        registered,
        team_of,
        teams,
    )
    for _, cid in registered:
        known.players[cid] = known.players.get(cid, 0) + 1
    for cid, _ in teams:
        known.team_count[cid] = known.team_count.get(cid, 0) + 1
    return known


@dataclass
class PlannedRow:
    """A row while it is being planned."""

    source: BatchRow
    details: PlayerDetails
    person: Player | None = None
    comps: list[str] = field(default_factory=list)
    new_comps: list[str] = field(default_factory=list)
    teams: dict[str, str] = field(default_factory=dict)  # competition -> team, as written
    overridden: dict[str, list[el.Problem]] = field(default_factory=dict)
    errors: list[str] = field(default_factory=list)
    number: int | None = None
    joins: list[str] = field(default_factory=list)  # competitions where the row joins a team
    same_name: SameName | None = None  # asked, not confirmed as a new player


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


def plan_rows(
    s: Session,
    rows: list[BatchRow],
    today: dt.date,
    progress: Progress | None,
    confirm_new: ConfirmNew = False,
) -> tuple[BatchPlan, EventSnapshot, list[PlannedRow], dict[tuple[str, str], PlannedTeam]]:
    known = snapshot(s)
    seen_people: dict[tuple[str, dt.date | None], int] = {}
    seen_numbers: dict[int, int] = {}
    players = dict(known.players)
    planned: list[PlannedRow] = []
    for i, src in enumerate(rows):
        if progress and i % 200 == 0:
            progress(i, len(rows))
        bad_cells = {col for col, _ in src.cell_errors}
        r = PlannedRow(src, src.details)
        r.errors += [msg for _, msg in src.cell_errors]
        planned.append(r)
        try:
            r.details = check_details(src.details)
        except Refusal as err:
            r.errors += [e["message"] for e in err.errors] or [err.message]
        key = (el.name_key(r.details.name), r.details.born)
        if r.details.name and "born" not in bad_cells:
            if key in seen_people:
                r.errors.append(
                    f"duplicate player: the same name and date of birth as row {seen_people[key]}"
                )
            else:
                seen_people[key] = src.row
        r.person = known.people.get(key) if r.details.name and "born" not in bad_cells else None
        if r.person is None and r.details.name and "born" not in bad_cells:
            asked = _same_name(known, r)
            if asked is not None and not _confirmed(confirm_new, src.row):
                r.same_name = asked
                r.errors.append(asked.question)
        if src.number is not None:
            if src.number < 1:
                r.errors.append(f"player number {src.number} is not a badge number (1 or more)")
            elif src.number in seen_numbers:
                r.errors.append(
                    f"duplicate player: number {src.number} is also on row {seen_numbers[src.number]}"
                )
            else:
                seen_numbers[src.number] = src.row
                holder = known.by_number.get(src.number)
                if holder is not None and holder is not r.person:
                    r.errors.append(f"number {src.number} belongs to {holder.name} in this event")
                elif r.person is not None and r.person.number != src.number:
                    r.errors.append(
                        f"{r.person.name} is player {r.person.number} in this event, not {src.number}"
                    )
        if not src.competitions and "competitions" not in bad_cells:
            r.errors.append("no competition given")
        for name in dict.fromkeys(c.strip() for c in src.competitions if c.strip()):
            if name not in known.comps:
                listed = ", ".join(known.comps) or "none yet"
                r.errors.append(f"unknown competition '{name}' (competitions: {listed})")
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
            problems += el.deadline_problems(rules, today)
            problems += el.capacity_problems(rules, players.get(cid, 0), 0, add_players=1)
            players[cid] = players.get(cid, 0) + 1
            if problems and src.override.strip() and el.overridable(problems):
                r.overridden[name] = problems
            else:
                r.errors += [p.message for p in problems]
        _plan_teams(known, r)
    groups = _check_teams(known, planned)
    return _summarise(planned, groups), known, planned, groups


def _plan_teams(known: EventSnapshot, r: PlannedRow) -> None:
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
                r.errors.append(
                    f"team '{team}': {', '.join(r.comps)} take{'s' if len(r.comps) == 1 else ''} no teams (ruling EV-3)"
                )
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
            r.teams[comp] = team
    if r.person is not None:
        for comp, team in list(r.teams.items()):
            current = known.team_of.get((r.person.id, known.comps[comp][0]))
            if current is not None and el.name_key(current) != el.name_key(team):
                r.errors.append(f"{r.person.name} is already in team '{current}' in {comp}")


@dataclass
class PlannedTeam:
    """A team the batch names: its competition, name as first written, existing team id, joining rows."""

    comp: str
    name: str
    team_id: int | None
    rows: list[PlannedRow]
    joining: list[PlannedRow]


def _check_teams(known: EventSnapshot, planned: list[PlannedRow]) -> dict[tuple[str, str], PlannedTeam]:
    """Every team the batch names must end up with a size its competition allows (EV-3, BK-3), and new teams
    must fit the capacity (EV-2)."""
    groups: dict[tuple[str, str], PlannedTeam] = {}
    for r in planned:
        for comp, team in r.teams.items():
            cid = known.comps[comp][0]
            existing = known.teams.get((cid, el.name_key(team)))
            group = groups.get((comp, el.name_key(team)))
            if group is None:
                group = groups[(comp, el.name_key(team))] = PlannedTeam(
                    comp, existing[1] if existing else team, existing[0] if existing else None, [], []
                )
            group.rows.append(r)
            if r.person is None or existing is None or r.person.id not in existing[2]:
                group.joining.append(r)
                r.joins.append(comp)
    added = dict(known.team_count)
    for (comp, key), group in groups.items():
        cid, rules = known.comps[comp]
        existing = known.teams.get((cid, key))
        size = (len(existing[2]) if existing else 0) + len(group.joining)
        problems = el.team_problems(rules, group.name, size)
        if not problems and existing is None:
            capacity = el.capacity_problems(rules, 0, added.get(cid, 0), add_teams=1)
            added[cid] = added.get(cid, 0) + 1
            if capacity and not any(r.source.override.strip() for r in group.rows):
                problems = capacity
        rows = ", ".join(str(r.source.row) for r in group.rows)
        for r in group.joining or group.rows:
            r.errors += [
                f"{p.message} (rows {rows})" if p.code == el.TEAM_SIZE else p.message for p in problems
            ]
    return groups


def _summarise(planned: list[PlannedRow], groups: dict[tuple[str, str], PlannedTeam]) -> BatchPlan:
    out, errors = [], []
    new_players = new_regs = 0
    for r in planned:
        if r.errors:
            status = REFUSED
        elif r.person is None:
            status, new_players = NEW, new_players + 1
        elif r.new_comps or r.joins:
            status = MORE
        else:
            status = UNCHANGED
        if not r.errors:
            new_regs += len(r.new_comps)
        errors += [{"path": f"row {r.source.row}", "message": m} for m in r.errors]
        number = r.person.number if r.person is not None else r.source.number
        out.append(
            RowPlan(
                r.source.row,
                r.details.name,
                number,
                status,
                tuple(r.comps),
                tuple(r.new_comps),
                tuple(sorted(r.teams.items())),
                tuple(r.errors),
            )
        )
    new_teams = sum(1 for g in groups.values() if g.team_id is None)
    same_names = tuple(r.same_name for r in planned if r.same_name is not None)
    return BatchPlan(tuple(out), tuple(errors), new_players, new_regs, new_teams, same_names)


# --- the use cases ------------------------------------------------------------------------------------


def plan_batch(
    desk: Desk,
    rows: list[BatchRow],
    *,
    today: dt.date | None = None,
    progress: Progress | None = None,
    confirm_new: ConfirmNew = False,
) -> BatchPlan:
    """What importing ``rows`` would do, row by row, with every refusal; stores nothing (the preview).
    ``confirm_new``: possible duplicates that are new players (every one, or the rows numbered)."""
    with desk.store.session() as s:
        plan = plan_rows(s, rows, today or dt.date.today(), progress, confirm_new)[0]
        s.rollback()
        return plan
