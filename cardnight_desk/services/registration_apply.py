"""Storing a batch of registrations (a workbook import) in one transaction, or nothing at all.

The batch is planned again inside the transaction (``registration_batch``), so what another desk registered
meanwhile is taken into account; any refused row refuses the whole batch. New players keep the badge numbers
the rows give (a workbook made by ``export``) and the others follow the highest number in use. Players,
registrations, teams, memberships and the history rows are each written in one insert, so thousands of rows
store in well under a second.
"""

from __future__ import annotations

import datetime as dt
from collections.abc import Callable

from sqlalchemy import Table, insert, select
from sqlalchemy.orm import Session

from cardnight_desk.domain import eligibility as el
from cardnight_desk.services.desk import Desk
from cardnight_desk.services.history import record_many
from cardnight_desk.services.judges import check_pin
from cardnight_desk.services.registration_batch import (
    BatchPlan,
    BatchRow,
    ConfirmNew,
    EventSnapshot,
    PlannedRow,
    PlannedTeam,
    Progress,
    plan_rows,
    refused,
)
from cardnight_desk.services.registration_model import retrying
from cardnight_desk.store.models import Membership, Player, Registration, Team, utcnow


def _table(model: type) -> Table:
    """The model's table: rows go in as one plain executemany, without the ORM's per-row bookkeeping."""
    return model.__table__  # type: ignore[attr-defined, no-any-return]


def apply_batch(
    desk: Desk,
    rows: list[BatchRow],
    *,
    source: str = "",
    team_orders: dict[tuple[str, str], list[str]] | None = None,
    today: dt.date | None = None,
    progress: Progress | None = None,
    pin: str | None = None,
    confirm_new: ConfirmNew = False,
) -> BatchPlan:
    """Store the batch in one transaction, or refuse it whole (:class:`Refusal` listing every bad row;
    :class:`PossibleDuplicates` when some rows may be players already here). Rows carrying a judge's override
    text need the judge PIN. ``confirm_new``: possible duplicates that are new players (every one, or the rows
    numbered).

    ``team_orders`` gives, per (competition, team), the members in seating order by number or name (a
    workbook's Teams sheet); otherwise a new team's members are in row order."""
    today = today or dt.date.today()
    if any(
        row.override.strip() for row in rows
    ):  # a judge's decision is admitted only with the judge PIN (EV-4)
        check_pin(desk, pin)
    return retrying(lambda: _apply(desk, rows, source, team_orders or {}, today, progress, confirm_new))


def _apply(
    desk: Desk,
    rows: list[BatchRow],
    source: str,
    team_orders: dict[tuple[str, str], list[str]],
    today: dt.date,
    progress: Progress | None,
    confirm_new: ConfirmNew,
) -> BatchPlan:
    total = len(rows)
    with desk.store.session() as s:
        plan, known, planned, groups = plan_rows(s, rows, today, progress, confirm_new)
        if not plan.ok:
            raise refused(plan)
        now = utcnow()
        history: list[dict] = []

        def note(action, entity, entity_id, summary, before, after, why=""):
            history.append(
                {
                    "event_id": known.event_id,
                    "at": now,
                    "who": desk.who,
                    "action": action,
                    "entity": entity,
                    "entity_id": entity_id,
                    "summary": summary,
                    "before": before,
                    "after": after,
                    "why": why,
                }
            )

        # players: the workbook's numbers are kept; the others follow the highest number in use
        taken = set(known.by_number) | {r.source.number for r in planned if r.source.number}
        following = max(taken, default=0) + 1
        fresh = [r for r in planned if r.person is None]
        values = []
        for r in fresh:
            if r.source.number:
                r.number = r.source.number
            else:
                r.number, following = following, following + 1
            values.append({"event_id": known.event_id, "number": r.number, **r.details.columns()})
        if values:  # one executemany; ids are read back by badge number (unique in the event)
            s.execute(insert(_table(Player)), values)
        by_number = dict(
            s.execute(select(Player.number, Player.id).where(Player.event_id == known.event_id)).all()
        )
        player_id = {id(r): by_number[int(r.number or 0)] for r in fresh}
        for r in planned:
            if r.person is not None:
                player_id[id(r)] = r.person.id
                r.number = r.person.number
                _fill_in(r, note)
        if progress:
            progress(total // 2, total)

        # registrations, and the judge's overrides carried by the rows
        reg_rows, reg_keys = [], []
        for r in planned:
            for comp in r.new_comps:
                cid = known.comps[comp][0]
                text = r.source.override.strip() if comp in r.overridden else ""
                reg_rows.append(
                    {
                        "competition_id": cid,
                        "player_id": player_id[id(r)],
                        "override": text,
                        "registered_at": now,
                    }
                )
                reg_keys.append((r, comp))
        if reg_rows:
            s.execute(insert(_table(Registration)), reg_rows)
        overridden = [(r, comp) for r, comp in reg_keys if r.overridden.get(comp)]
        reg_id = {}
        if overridden:
            comp_ids = [cid for cid, _ in known.comps.values()]
            reg_id = {
                (cid, pid): rid
                for rid, cid, pid in s.execute(
                    select(Registration.id, Registration.competition_id, Registration.player_id).where(
                        Registration.competition_id.in_(comp_ids)
                    )
                )
            }
        for r, comp in overridden:
            problems = r.overridden[comp]
            rid = reg_id.get((known.comps[comp][0], player_id[id(r)]))
            if problems:
                note(
                    "registration.override",
                    "registration",
                    rid,
                    f"{r.details.name} (player {r.number}) admitted to {comp} despite "
                    f"{', '.join(sorted({p.rule for p in problems}))} (override in row {r.source.row})",
                    {"refused": [p.message for p in problems]},
                    {"override": r.source.override.strip(), "codes": [p.code for p in problems]},
                    r.source.override.strip(),
                )
        where = f" (import of {source}, row %d)" if source else " (import, row %d)"
        for r in planned:
            if r.new_comps:
                note(
                    "player.register",
                    "player",
                    player_id[id(r)],
                    f"{r.details.name} (player {r.number}) registered in {', '.join(r.new_comps)}"
                    + where % r.source.row,
                    None,
                    {"number": r.number, "name": r.details.name, "competitions": r.new_comps}
                    | ({} if r.person else r.details.history()),
                )
        _store_teams(s, known, groups, player_id, team_orders, note)
        note(
            "registration.import",
            "event",
            known.event_id,
            f"Imported {plan.new_players} new players, {plan.new_registrations} registrations and "
            f"{plan.new_teams} teams" + (f" from {source}" if source else ""),
            None,
            {
                "rows": total,
                "players": plan.new_players,
                "registrations": plan.new_registrations,
                "teams": plan.new_teams,
            },
        )
        record_many(s, known.event_id, history)  # chained like every other change (EV-4)
        if progress:
            progress(total, total)
        return plan


def _fill_in(r: PlannedRow, note) -> None:
    """A known player: record a new confirmation and fill blank details; never overwrite."""
    person = r.person
    assert person is not None
    before, after = {}, {}
    for key in ("phone", "email", "notes", "eligible"):
        value, old = getattr(r.details, key), getattr(person, key)
        if value and not old:
            before[key], after[key] = old, value
            setattr(person, key, value)
    if after:
        note(
            "player.update",
            "player",
            person.id,
            f"{person.name} (player {person.number}): {', '.join(after)} added from row {r.source.row}",
            before,
            after,
        )


def _store_teams(
    s: Session,
    known: EventSnapshot,
    groups: dict[tuple[str, str], PlannedTeam],
    player_id: dict[int, int],
    team_orders: dict[tuple[str, str], list[str]],
    note: Callable[..., None],
) -> None:
    """New teams in one insert, every membership in another (a workbook may hold hundreds of teams)."""
    orders = {(comp, el.name_key(team)): refs for (comp, team), refs in team_orders.items()}
    changed = [(key, g) for key, g in groups.items() if g.joining]
    fresh = [(key, g) for key, g in changed if g.team_id is None]
    if fresh:  # one executemany; ids are read back by (competition, name), unique in the event
        s.execute(
            insert(_table(Team)),
            [{"competition_id": known.comps[g.comp][0], "name": g.name} for _, g in fresh],
        )
    comp_ids = {cid: name for name, (cid, _) in known.comps.items()}
    by_name = {
        (comp_ids[cid], name): tid
        for tid, cid, name in s.execute(
            select(Team.id, Team.competition_id, Team.name).where(Team.competition_id.in_(list(comp_ids)))
        )
    }
    ids = {key: by_name[(g.comp, g.name)] for key, g in fresh}
    members = []
    for (comp, key), group in changed:
        refs = orders.get((comp, key), [])

        def place(r: PlannedRow, refs: list[str] = refs) -> int:
            for i, ref in enumerate(refs):
                ref = ref.strip().lstrip("#")
                if ref == str(r.number) or el.name_key(ref) == el.name_key(r.details.name):
                    return i
            return len(refs)

        joining = sorted(group.joining, key=place)
        if group.team_id is None:
            team_id, start, action = ids[(comp, key)], 0, "team.register"
        else:
            team_id, action = group.team_id, "team.join"
            start = len(known.teams[(known.comps[comp][0], key)][2])
        members += [
            {"team_id": team_id, "player_id": player_id[id(r)], "position": start + i + 1}
            for i, r in enumerate(joining)
        ]
        names = ", ".join(r.details.name for r in joining)
        note(
            action,
            "team",
            team_id,
            f"Team '{group.name}' in {comp}: {names}"
            + (" registered" if action == "team.register" else " joined"),
            None,
            {
                "competition": comp,
                "team": group.name,
                "members": [{"number": r.number, "name": r.details.name} for r in joining],
            },
        )
    if members:
        s.execute(insert(_table(Membership)), members)
