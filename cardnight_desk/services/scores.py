"""Score sheets from the tables: entering, confirming, judges' edits and penalties (EV-4).

A *sheet* is the JSON document of ``score-sheets.md`` for one table of one round; it is validated by the game's
rules before it is stored, and its names must be the entrants seated at that table. A stored sheet is a
*draft* until it is *confirmed*; a confirmed sheet changes only through a judge (with the PIN), and every change
is a history row with the sheet before and after. Each sheet row carries a version: a save based on an older
version is refused as a :class:`Conflict` showing both versions, never last-writer-wins.
"""

from __future__ import annotations

import copy
import datetime as dt
from dataclasses import dataclass
from typing import Any

from sqlalchemy import delete, event, inspect, select
from sqlalchemy.exc import IntegrityError
from sqlalchemy.orm import Session
from sqlalchemy.orm.exc import StaleDataError

from cardnight_desk.domain.games import evaluate, find_game
from cardnight_desk.domain.standings import entrant_figures
from cardnight_desk.services.desk import Desk, event_row
from cardnight_desk.services.errors import Conflict, NotFound, Refusal
from cardnight_desk.services.events import find_competition
from cardnight_desk.services.history import record
from cardnight_desk.services.judges import check_pin
from cardnight_desk.store.models import (
    Competition,
    DeskTable,
    EntrantScore,
    Penalty,
    Player,
    Round,
    ScoreSheet,
    Seat,
    Team,
)

DRAFT, CONFIRMED = "draft", "confirmed"


@dataclass(frozen=True)
class SheetInfo:
    competition: str
    round: int
    table: str
    sheet_number: str
    status: str
    version: int
    sheet: dict[str, Any]
    result: dict[str, Any]
    entered_by: str
    updated_at: dt.datetime


@dataclass(frozen=True)
class TableInfo:
    """A table of a round as the score entry sees it: who sits there and whether its sheet is in."""

    competition: str
    game: str
    round: int
    table: str
    sheet_number: str
    entrants: tuple[str, ...]
    seats: tuple[tuple[int, str, str], ...]  # (seat, player name, team name)
    status: str  # "missing", "draft" or "confirmed"


# --- lookups ------------------------------------------------------------------------------------------------
def find_round(s: Session, comp: Competition, number: int) -> Round:
    rnd = s.scalars(select(Round).where(Round.competition_id == comp.id, Round.number == number)).first()
    if rnd is None:
        raise NotFound(f"'{comp.name}' has no round {number} yet")
    return rnd


def find_table(
    s: Session, comp: Competition, round_no: int, label: str, rnd: Round | None = None
) -> DeskTable:
    rnd = rnd if rnd is not None else find_round(s, comp, round_no)
    table = s.scalars(
        select(DeskTable).where(DeskTable.round_id == rnd.id, DeskTable.label == str(label))
    ).first()
    if table is None:
        labels = (
            ", ".join(
                s.scalars(
                    select(DeskTable.label).where(DeskTable.round_id == rnd.id).order_by(DeskTable.position)
                )
            )
            or "none"
        )
        raise NotFound(f"round {round_no} of '{comp.name}' has no table {label} (tables: {labels})")
    return table


def seated(s: Session, table: DeskTable) -> tuple[tuple[str, ...], tuple[tuple[int, str, str], ...]]:
    """The entrants' names at a table (teams for team games, else players) and its seats (one query)."""
    rows = s.execute(
        select(Seat.seat, Seat.side, Player.name, Team.name)
        .outerjoin(Player, Player.id == Seat.player_id)
        .outerjoin(Team, Team.id == Seat.team_id)
        .where(Seat.table_id == table.id)
        .order_by(Seat.seat)
    ).all()
    seats = tuple((seat, player or "", team or side_name(side)) for seat, side, player, team in rows)
    names: list[str] = []
    for _, player, team in seats:
        name = team or player
        if name and name not in names:
            names.append(name)
    return tuple(names), seats


def locate(s: Session, competition: str, round_no: int, label: str) -> tuple[Competition, Round, DeskTable]:
    """Competition, round and table in one query; the separate lookups say what is missing when it fails."""
    found = s.execute(
        select(Competition, Round, DeskTable)
        .join(Round, Round.competition_id == Competition.id)
        .join(DeskTable, DeskTable.round_id == Round.id)
        .where(Competition.name == competition, Round.number == round_no, DeskTable.label == str(label))
    ).first()
    if found is not None:
        return found[0], found[1], found[2]
    comp = find_competition(s, competition)
    rnd = find_round(s, comp, round_no)
    return comp, rnd, find_table(s, comp, round_no, label, rnd)


def side_name(side: str | None) -> str:
    """The name a side of players (not a registered team) goes by on its sheet: "Side A", "Side B"."""
    return f"Side {side}" if side else ""


def sheet_names(sheet: dict[str, Any]) -> list[str] | None:
    """The entrants a sheet names (teams, sides or players), or ``None`` for sheets not tied to a table."""
    game = sheet.get("game")
    if game in ("bhukhar",):
        return list(sheet.get("teams", {}))
    if game == "bukharo":
        return list(sheet.get("sides", {}))
    if game == "rummy-table":
        return list(sheet.get("players", []))
    if game == "rummy-deal":
        return list(sheet.get("players", {}))
    if game == "28-match":
        return list(sheet.get("teams", []))
    return None


# --- scoring ------------------------------------------------------------------------------------------------
def _competition_settings(comp: Competition, sheet: dict[str, Any]) -> dict[str, Any]:
    """The sheet with the competition's settings filled in where the game reads them (``settings``)."""
    if "settings" in sheet:
        return sheet
    if sheet.get("game") == "bhukhar" and comp.settings.get("penalty_mode"):
        return sheet | {"settings": {"penalty_mode": comp.settings["penalty_mode"]}}
    if sheet.get("game") in ("rummy-table", "rummy-deal") and comp.settings.get("eliminate_at"):
        return sheet | {"settings": {"eliminate_at": comp.settings["eliminate_at"]}}
    return sheet


def _round_rules(
    s: Session, comp: Competition, table: DeskTable, sheet: dict[str, Any]
) -> list[dict[str, str]]:
    """A rummy table plays to the round's target and deal limit: the competition's, or at the final table the
    final target with no limit (rulings RU-7, RU-8)."""
    if sheet.get("game") != "rummy-table":
        return []
    from cardnight_desk.services.events import competition_info

    settings = competition_info(comp).settings
    rnd = s.get(Round, table.round_id)
    final = bool(rnd is not None and (rnd.draw or {}).get("draw", {}).get("final"))
    want = {
        "target": settings["final_target"] if final else settings["target"],
        "max_deals": None if final else settings["max_deals"],
    }
    where = "the final table" if final else "this round"
    return [
        {
            "path": key,
            "message": f"{where} plays with {key} {want[key]}, not {sheet.get(key)} (ruling "
            f"{'RU-7' if key == 'target' else 'RU-8'})",
        }
        for key in want
        if key in sheet and sheet[key] != want[key]
    ]


def _with_penalties(s: Session, comp: Competition, table: DeskTable, sheet: dict[str, Any]) -> dict[str, Any]:
    """A Bhukhar sheet with the judges' penalties at its table added to its own (ruling BH-6 scores them)."""
    if sheet.get("game") != "bhukhar":
        return sheet
    rows = s.scalars(select(Penalty).where(Penalty.table_id == table.id).order_by(Penalty.id)).all()
    if not rows:
        return sheet
    teams = {t.id: t.name for t in s.scalars(select(Team).where(Team.competition_id == comp.id))}
    extra = [
        {"team": teams[p.team_id], "points": p.points, "rule": p.rule, "note": p.note}
        for p in rows
        if p.team_id in teams
    ]
    out = copy.deepcopy(sheet)
    out["penalties"] = list(out.get("penalties", [])) + extra
    return out


def check_sheet(s: Session, comp: Competition, table: DeskTable, sheet: Any) -> dict[str, Any]:
    """Validate ``sheet`` for this table; returns the scored result or raises a Refusal listing every error."""
    if not isinstance(sheet, dict):
        raise Refusal(
            "the sheet must be a JSON object", [{"path": "(sheet)", "message": "not a JSON object"}]
        )
    game = find_game(comp.game)
    if sheet.get("game") not in game.table_kinds:
        message = (
            f"'{comp.name}' plays {game.title}: its tables hand in "
            f"{' or '.join(game.table_kinds)} sheets, not '{sheet.get('game')}'"
        )
        raise Refusal(message, [{"path": "game", "message": message}])
    errors: list[dict[str, str]] = []
    named = sheet_names(sheet)
    if named is not None:
        entrants, _ = seated(s, table)
        field = (
            "sides"
            if sheet["game"] == "bukharo"
            else ("teams" if sheet["game"] in ("bhukhar", "28-match") else "players")
        )
        for name in named:
            if name not in entrants:
                errors.append(
                    {
                        "path": f"{field}.{name}",
                        "message": f"'{name}' is not seated at table {table.label} "
                        f"(seated: {', '.join(entrants)})",
                    }
                )
        for name in entrants:
            if name not in named:
                errors.append(
                    {
                        "path": field,
                        "message": f"'{name}' is seated at table {table.label} but missing from the sheet",
                    }
                )
    errors += _round_rules(s, comp, table, sheet)
    result = evaluate(_with_penalties(s, comp, table, _competition_settings(comp, sheet)))
    if not result["valid"]:
        errors = result["errors"] + errors
    if errors:
        raise Refusal(
            f"the sheet for table {table.label} is not valid ({len(errors)} problem"
            f"{'s' if len(errors) > 1 else ''})",
            errors,
        )
    return result


def store_figures(s: Session, comp: Competition, table: DeskTable, row: ScoreSheet) -> None:
    """Keep the sheet's per-entrant figures (for the standings) in step with its result: present while it is
    confirmed. A side of players ("Side A") is credited to each player who sat on it. Called for every changed
    sheet by :func:`_sheets_changed`, whoever changed it."""
    s.execute(delete(EntrantScore).where(EntrantScore.sheet_id == row.id))
    if row.status != CONFIRMED:
        return
    figures = entrant_figures(row.result)
    seats = seated(s, table)[1] if any(f[0].startswith("Side ") for f in figures) else ()
    for entrant, master, bonus, score, won in figures:
        names = (
            [player for _, player, group in seats if group == entrant and player]
            if entrant.startswith("Side ")
            else [entrant]
        )
        for name in names:
            s.add(
                EntrantScore(
                    competition_id=comp.id,
                    sheet_id=row.id,
                    entrant=name,
                    master=master,
                    bonus=bonus,
                    score=score,
                    won=won,
                )
            )


@event.listens_for(Session, "before_flush")
def _note_changed_sheets(session: Session, _context: Any, _instances: Any) -> None:
    changed = session.info.setdefault("sheets_changed", set())
    for obj in list(session.new) + list(session.dirty):
        if isinstance(obj, ScoreSheet) and (
            obj in session.new
            or inspect(obj).attrs.result.history.has_changes()
            or inspect(obj).attrs.status.history.has_changes()
        ):
            changed.add(obj)


@event.listens_for(Session, "after_flush_postexec")
def _sheets_changed(session: Session, _context: Any) -> None:
    for row in session.info.pop("sheets_changed", set()):
        if row.id is None or inspect(row).deleted or inspect(row).detached:
            continue
        table = session.get(DeskTable, row.table_id)
        rnd = session.get(Round, table.round_id) if table is not None else None
        comp = session.get(Competition, rnd.competition_id) if rnd is not None else None
        if comp is not None and table is not None:
            store_figures(session, comp, table, row)


def _check_version(table: DeskTable, row: ScoreSheet, expected_version: int | None, mine: Any) -> None:
    """Refuse a save based on an older version of the sheet than the one stored: both versions are shown."""
    if expected_version is not None and row.version != expected_version:
        raise Conflict(
            f"table {table.label}'s sheet was changed at another desk since you opened it",
            mine=mine,
            theirs=row.sheet,
        )


def _stored(
    s: Session, competition: str, round_no: int, table_label: str, expected_version: int | None, mine: Any
) -> tuple[Competition, Round, DeskTable, ScoreSheet]:
    """The table's stored sheet, checked against the version the desk last read."""
    comp, rnd, table = locate(s, competition, round_no, table_label)
    row = _sheet_row(s, table)
    if row is None:
        raise NotFound(f"table {table.label} has no sheet yet")
    _check_version(table, row, expected_version, mine)
    return comp, rnd, table, row


def _info(comp: Competition, rnd: Round, table: DeskTable, row: ScoreSheet) -> SheetInfo:
    return SheetInfo(
        comp.name,
        rnd.number,
        table.label,
        table.sheet_number,
        row.status,
        row.version,
        row.sheet,
        row.result,
        row.entered_by,
        row.updated_at,
    )


def _sheet_row(s: Session, table: DeskTable) -> ScoreSheet | None:
    return s.scalars(select(ScoreSheet).where(ScoreSheet.table_id == table.id)).first()


# --- use cases ----------------------------------------------------------------------------------------------
def _lost_race(desk: Desk, competition: str, round_no: int, table_label: str, mine: Any) -> Conflict:
    """Another desk saved this table's sheet between our read and our write: both versions, never a silent
    overwrite (the database's version check or the one-sheet-per-table rule caught it)."""
    theirs = get_sheet(desk, competition, round_no, table_label)
    return Conflict(
        f"table {table_label}'s sheet was saved at another desk a moment ago",
        mine=mine,
        theirs=theirs.sheet if theirs else None,
    )


def _after_confirm(desk: Desk, info: SheetInfo, round_complete: bool) -> SheetInfo:
    """A round whose last sheet is now confirmed is backed up automatically."""
    if info.status == CONFIRMED and round_complete:
        from cardnight_desk.services import backups

        backups.automatic(desk, f"{info.competition} round {info.round} confirmed")
    return info


def _round_complete(s: Session, row: ScoreSheet, round_id: int) -> bool:
    """Asked in the same transaction as the save: is every table of the round now confirmed?"""
    if row.status != CONFIRMED:
        return False
    from cardnight_desk.services.backups import count_confirmed

    tables, done = count_confirmed(s, round_id)
    return tables > 0 and done == tables


def enter_sheet(
    desk: Desk,
    competition: str,
    round_no: int,
    table_label: str,
    sheet: Any,
    *,
    confirm: bool = False,
    expected_version: int | None = None,
) -> SheetInfo:
    """Store a valid sheet as a draft (or confirmed); replaces a draft, never a confirmed sheet."""
    try:
        info, complete = _enter(desk, competition, round_no, table_label, sheet, confirm, expected_version)
    except (StaleDataError, IntegrityError):
        raise _lost_race(desk, competition, round_no, table_label, sheet) from None
    return _after_confirm(desk, info, complete)


def _enter(
    desk: Desk,
    competition: str,
    round_no: int,
    table_label: str,
    sheet: Any,
    confirm: bool,
    expected_version: int | None,
) -> tuple[SheetInfo, bool]:
    with desk.store.session() as s:
        comp, rnd, table = locate(s, competition, round_no, table_label)
        result = check_sheet(s, comp, table, sheet)
        row = _sheet_row(s, table)
        before = None
        if row is not None:
            if row.status == CONFIRMED:
                raise Refusal(f"table {table.label}'s sheet is already confirmed; a judge must edit it")
            _check_version(table, row, expected_version, sheet)
            before = {"sheet": row.sheet, "status": row.status}
            row.sheet, row.result, row.entered_by = sheet, result, desk.who
            row.status = CONFIRMED if confirm else DRAFT
        else:
            if expected_version not in (None, 0):
                raise Conflict(
                    f"table {table.label}'s sheet was removed at another desk", mine=sheet, theirs=None
                )
            row = ScoreSheet(
                table_id=table.id,
                sheet=sheet,
                result=result,
                entered_by=desk.who,
                status=CONFIRMED if confirm else DRAFT,
            )
            s.add(row)
        rnd.locked = True  # a result is in: the draw can no longer change
        s.flush()
        record(
            s,
            comp.event_id,
            desk.who,
            "sheet.enter",
            "score_sheet",
            row.id,
            f"{comp.name} round {rnd.number} table {table.label}: sheet {row.status}",
            before,
            {"sheet": sheet, "status": row.status},
        )
        return _info(comp, rnd, table, row), _round_complete(s, row, rnd.id)


def confirm_sheet(
    desk: Desk, competition: str, round_no: int, table_label: str, expected_version: int | None = None
) -> SheetInfo:
    try:
        info, complete = _confirm(desk, competition, round_no, table_label, expected_version)
    except StaleDataError:
        raise _lost_race(desk, competition, round_no, table_label, None) from None
    return _after_confirm(desk, info, complete)


def _confirm(
    desk: Desk, competition: str, round_no: int, table_label: str, expected_version: int | None = None
) -> tuple[SheetInfo, bool]:
    with desk.store.session() as s:
        comp, rnd, table, row = _stored(s, competition, round_no, table_label, expected_version, None)
        if row.status != CONFIRMED:
            row.status = CONFIRMED
            s.flush()
            record(
                s,
                comp.event_id,
                desk.who,
                "sheet.confirm",
                "score_sheet",
                row.id,
                f"{comp.name} round {round_no} table {table.label}: sheet confirmed",
                {"status": DRAFT},
                {"status": CONFIRMED},
            )
        return _info(comp, rnd, table, row), _round_complete(s, row, rnd.id)


def edit_confirmed(
    desk: Desk,
    competition: str,
    round_no: int,
    table_label: str,
    sheet: Any,
    *,
    judge: str,
    pin: str | None,
    why: str,
    expected_version: int | None = None,
) -> SheetInfo:
    """A judge's change to a confirmed sheet: needs the PIN and a reason; kept in the history (EV-4)."""
    if not (judge or "").strip():
        raise Refusal("a judge's edit needs the judge's name")
    if not (why or "").strip():
        raise Refusal("say why the confirmed sheet is being changed")
    check_pin(desk, pin)
    try:
        with desk.store.session() as s:
            comp, rnd, table, row = _stored(s, competition, round_no, table_label, expected_version, sheet)
            result = check_sheet(s, comp, table, sheet)
            before = {"sheet": row.sheet, "status": row.status}
            row.sheet, row.result, row.status = sheet, result, CONFIRMED
            s.flush()
            record(
                s,
                comp.event_id,
                judge.strip(),
                "sheet.judge_edit",
                "score_sheet",
                row.id,
                f"{comp.name} round {round_no} table {table.label}: confirmed sheet changed by a judge",
                before,
                {"sheet": sheet, "status": CONFIRMED},
                why,
            )
            return _info(comp, rnd, table, row)
    except StaleDataError:
        raise _lost_race(desk, competition, round_no, table_label, sheet) from None


def get_sheet(desk: Desk, competition: str, round_no: int, table_label: str) -> SheetInfo | None:
    with desk.store.session() as s:
        comp, rnd, table = locate(s, competition, round_no, table_label)
        row = _sheet_row(s, table)
        return None if row is None else _info(comp, rnd, table, row)


def round_tables(desk: Desk, competition: str, round_no: int) -> list[TableInfo]:
    with desk.store.session() as s:
        comp = find_competition(s, competition)
        rnd = find_round(s, comp, round_no)
        rows = {
            r.table_id: r.status
            for r in s.scalars(select(ScoreSheet).where(ScoreSheet.table_id.in_([t.id for t in rnd.tables])))
        }
        out = []
        for table in rnd.tables:
            entrants, seats = seated(s, table)
            out.append(
                TableInfo(
                    comp.name,
                    comp.game,
                    rnd.number,
                    table.label,
                    table.sheet_number,
                    entrants,
                    seats,
                    rows.get(table.id, "missing"),
                )
            )
        return out


def round_numbers(desk: Desk, competition: str) -> list[int]:
    """The numbers of the competition's rounds drawn so far, in order."""
    with desk.store.session() as s:
        comp = find_competition(s, competition)
        q = select(Round.number).where(Round.competition_id == comp.id).order_by(Round.number)
        return list(s.scalars(q))


def find_sheet_number(desk: Desk, number: str) -> TableInfo:
    """The table a printed (or scanned) sheet number belongs to."""
    with desk.store.session() as s:
        table = s.scalars(select(DeskTable).where(DeskTable.sheet_number == number.strip())).first()
        if table is None:
            raise NotFound(f"no table has the sheet number '{number.strip()}'")
        rnd = s.get(Round, table.round_id)
        assert rnd is not None
        comp = s.get(Competition, rnd.competition_id)
        assert comp is not None
    return next(t for t in round_tables(desk, comp.name, rnd.number) if t.table == table.label)


def add_penalty(
    desk: Desk,
    competition: str,
    round_no: int,
    table_label: str,
    entrant: str,
    points: int,
    rule: str,
    judge: str,
    *,
    pin: str | None,
    note: str = "",
) -> None:
    """A judge's penalty against a team (or player) at a table, with the rule number (EV-4)."""
    if not (judge or "").strip():
        raise Refusal("a penalty needs the judge's name")
    if not (rule or "").strip():
        raise Refusal("a penalty needs the rule number it is given under")
    if isinstance(points, bool) or not isinstance(points, int) or points <= 0:
        raise Refusal(f"penalty points must be a whole number above 0, not '{points}'")
    check_pin(desk, pin)
    with desk.store.session() as s:
        comp = find_competition(s, competition)
        table = find_table(s, comp, round_no, table_label)
        entrants, _ = seated(s, table)
        if entrant not in entrants:
            raise Refusal(f"'{entrant}' is not seated at table {table.label} (seated: {', '.join(entrants)})")
        team = s.scalars(select(Team).where(Team.competition_id == comp.id, Team.name == entrant)).first()
        player = None if team else s.scalars(select(Player).where(Player.name == entrant)).first()
        penalty = Penalty(
            competition_id=comp.id,
            table_id=table.id,
            team_id=team.id if team else None,
            player_id=player.id if player else None,
            points=points,
            rule=rule.strip(),
            note=note or "",
            judge=judge.strip(),
        )
        s.add(penalty)
        s.flush()
        row = _sheet_row(s, table)
        if row is not None:  # the stored result now counts the penalty too
            row.result = check_sheet(s, comp, table, row.sheet)
            s.flush()
        record(
            s,
            event_row(s).id,
            judge.strip(),
            "penalty.add",
            "penalty",
            penalty.id,
            f"{comp.name} round {round_no} table {table.label}: {points} penalty points for {entrant} "
            f"(rule {rule.strip()})",
            None,
            {"entrant": entrant, "points": points, "rule": rule.strip(), "note": note or ""},
            note or "",
        )
