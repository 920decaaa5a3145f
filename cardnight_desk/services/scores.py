"""Score sheets from the tables: entering, confirming and judges' edits (EV-4).

A *sheet* is the JSON document of ``score-sheets.md`` for one table of one round; it is checked for its table
(:mod:`~cardnight_desk.services.sheet_check`) before it is stored. A stored sheet is a *draft* until it is
*confirmed* (:class:`~cardnight_desk.services.sheet_status.SheetStatus`); a confirmed sheet changes only through
a judge (with the PIN), and every change is a history row with the sheet before and after. Each sheet row
carries a version: a save based on an older version is refused as a :class:`Conflict` showing both versions,
never last-writer-wins. When a round's last sheet is confirmed the event is backed up.

Penalties written on a sheet are a judge's (EV-4): a sheet that gives or takes off any is entered with the
judge's name and PIN, each penalty kept in the history (:mod:`~cardnight_desk.services.penalties`).
"""

from __future__ import annotations

import datetime as dt
from dataclasses import dataclass, replace
from typing import Any

from sqlalchemy import ARRAY, Integer, bindparam, func, insert, select, true, update
from sqlalchemy.exc import IntegrityError
from sqlalchemy.orm import Session
from sqlalchemy.orm.exc import StaleDataError

from cardnight_desk.services import backups
from cardnight_desk.services.desk import Desk
from cardnight_desk.services.errors import Conflict, NotFound, Refusal
from cardnight_desk.services.figures import figure_rows, store_figures
from cardnight_desk.services.history import chained_change, change_about_new_row, record
from cardnight_desk.services.judges import check_pin
from cardnight_desk.services.penalties import (
    changes_penalties,
    check_judge,
    keep_sheet_penalties,
    sheet_judge,
)
from cardnight_desk.services.sheet_check import check_table_sheet
from cardnight_desk.services.sheet_status import SheetStatus, round_complete
from cardnight_desk.services.tables import locate_entry, locate_sheet
from cardnight_desk.store.models import Competition, DeskTable, EntrantScore, Round, ScoreSheet, utcnow
from cardnight_desk.store.pipeline import read_with_commit


@dataclass(frozen=True)
class SheetInfo:
    competition: str
    round: int
    table: str
    sheet_number: str
    status: SheetStatus
    version: int
    sheet: dict[str, Any]
    result: dict[str, Any]
    entered_by: str
    updated_at: dt.datetime
    # what the desk should be told about this save: the judges' penalties at the table set aside from the
    # score because the game's rules do not give them (kept by an older desk), each in words
    notices: tuple[str, ...] = ()


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
    comp, rnd, table, row, _ = locate_sheet(s, competition, round_no, table_label)
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
        SheetStatus(row.status),
        row.version,
        row.sheet,
        row.result,
        row.entered_by,
        row.updated_at,
    )


_SHEET = ScoreSheet.metadata.tables["score_sheet"]
_INSERT_SHEET = insert(_SHEET).returning(_SHEET.c.id, _SHEET.c.updated_at)  # built once: every new sheet
_NEW_SHEET = ("table_id", "sheet", "result", "status", "version", "entered_by", "updated_at")
_FIGURES = ("entrant", "master", "bonus", "score", "won")


def _first_sheet_in_one_statement() -> Any:
    """PostgreSQL: a table's first sheet, its standings figures (one row per entrant, sent as arrays) and
    whether the round's other tables all have a confirmed sheet, in one statement. The figures and the
    round's tables are the ones :func:`~cardnight_desk.services.figures.store_figures` and
    :func:`~cardnight_desk.services.sheet_status.round_complete` write and ask about."""
    figures_table, table = (
        EntrantScore.metadata.tables["entrant_score"],
        DeskTable.metadata.tables["desk_table"],
    )
    stored = (
        insert(_SHEET)
        .values({key: bindparam(key, type_=_SHEET.c[key].type) for key in _NEW_SHEET})
        .returning(_SHEET.c.id, _SHEET.c.updated_at)
        .cte("stored")
    )
    given = (
        func.unnest(*(bindparam(f"{key}s", type_=ARRAY(figures_table.c[key].type)) for key in _FIGURES))
        .table_valued(*_FIGURES)
        .render_derived(name="given")
    )
    figures = insert(figures_table).from_select(
        ["competition_id", "sheet_id", *_FIGURES],
        select(
            bindparam("competition_id", type_=Integer), stored.c.id, *(given.c[key] for key in _FIGURES)
        ).select_from(stored.join(given, true())),
    )
    confirmed = (
        select(_SHEET.c.id)
        .where(_SHEET.c.table_id == table.c.id, _SHEET.c.status == str(SheetStatus.CONFIRMED))
        .exists()
    )
    others_open = (
        select(table.c.id)
        .where(table.c.round_id == bindparam("round_id"), table.c.id != bindparam("table_id"), ~confirmed)
        .exists()
    )
    return select(stored.c.id, stored.c.updated_at, ~others_open).add_cte(figures.cte("figures"))


def _first_sheet_recorded_in_one_statement() -> Any:
    """PostgreSQL: :func:`_first_sheet_in_one_statement` with the sheet's change written to the history and
    made the head (:func:`~cardnight_desk.services.history.chained_change`, the sheet's id put in by the
    server): the whole save in one statement, sent with the commit."""
    first = _first_sheet_in_one_statement()
    stored = first.get_final_froms()[0]
    written, moved = chained_change(stored.c.id, beside=stored)
    return first.add_cte(written).add_cte(moved.cte("moved"))


_FIRST_SHEET_ONE = _first_sheet_in_one_statement()
_FIRST_SHEET_RECORDED = _first_sheet_recorded_in_one_statement()
_ROUND = Round.metadata.tables["round"]
_LOCK_ROUND = update(_ROUND).where(_ROUND.c.id == bindparam("round_id")).values(locked=True)


def _sheet_row(
    table: DeskTable, sheet: Any, result: dict[str, Any], who: str, status: SheetStatus
) -> dict[str, Any]:
    """The columns of a table's sheet as entered (its version and time of change apart)."""
    return {"table_id": table.id, "sheet": sheet, "result": result, "status": status, "entered_by": who}


def _first_sheet_values(
    s: Session, comp: Competition, rnd: Round, table: DeskTable, values: dict[str, Any]
) -> dict[str, Any]:
    """PostgreSQL: the values of :func:`_first_sheet_in_one_statement` for a table's first sheet, version 1
    (``values``: :func:`_sheet_row`'s)."""
    rows = figure_rows(s, comp, table, values["status"], values["result"])
    return {
        **values,
        "version": 1,
        "updated_at": utcnow(),
        "competition_id": comp.id,
        "round_id": rnd.id,
        **{f"{key}s": [row[key] for row in rows] for key in _FIGURES},
    }


def _first_sheet(
    s: Session,
    comp: Competition,
    rnd: Round,
    table: DeskTable,
    sheet: Any,
    result: dict[str, Any],
    who: str,
    status: SheetStatus,
) -> tuple[ScoreSheet, bool | None]:
    """Store a table's first sheet, version 1, with its standings figures, as plain INSERTs: this unit of work
    never changes the row again, so it is not tracked (another desk storing the table's first sheet at the same
    time is refused by the one-sheet-per-table rule, as a tracked row would be). The row returned is a copy;
    with it, on PostgreSQL, whether the round is now complete (``None``: not asked yet)."""
    values = _sheet_row(table, sheet, result, who, status)
    conn = s.connection()
    if conn.dialect.name == "postgresql":
        given = _first_sheet_values(s, comp, rnd, table, values)
        sheet_id, updated_at, others_done = conn.execute(_FIRST_SHEET_ONE, given).one()
        row = ScoreSheet(id=sheet_id, version=1, updated_at=updated_at, **values)
        return row, status == SheetStatus.CONFIRMED and bool(others_done)
    sheet_id, updated_at = conn.execute(_INSERT_SHEET, {**values, "version": 1}).one()
    row = ScoreSheet(id=sheet_id, version=1, updated_at=updated_at, **values)
    store_figures(s, comp, table, row, new=True)
    return row, None


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


def _after_confirm(desk: Desk, info: SheetInfo, complete: bool) -> SheetInfo:
    """A round whose last sheet is now confirmed is backed up automatically, once the save is done
    (:func:`~cardnight_desk.services.backups.make_due`): never inside it."""
    if info.status == SheetStatus.CONFIRMED and complete:
        backups.due(desk, f"{info.competition} round {info.round} confirmed")
    return info


def _round_complete(s: Session, row: ScoreSheet, round_id: int) -> bool:
    """Asked in the same transaction as the save: is every table of the round now confirmed?"""
    return row.status == SheetStatus.CONFIRMED and round_complete(s, round_id)


def enter_sheet(
    desk: Desk,
    competition: str,
    round_no: int,
    table_label: str,
    sheet: Any,
    *,
    confirm: bool = False,
    expected_version: int | None = None,
    judge: str | None = None,
    pin: str | None = None,
) -> SheetInfo:
    """Store a valid sheet as a draft (or confirmed); replaces a draft, never a confirmed sheet. A sheet that
    gives penalties, or takes off penalties the stored draft gave, needs the ``judge``'s name and ``pin``."""
    named = sheet_judge(desk, sheet, judge, pin)
    try:
        info, complete = _enter(
            desk, competition, round_no, table_label, sheet, confirm, expected_version, named
        )
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
    judge: str | None = None,
) -> tuple[SheetInfo, bool]:
    with desk.store.session() as s:
        comp, rnd, table, row, final, penalised = locate_entry(s, competition, round_no, table_label)
        checked = check_table_sheet(s, comp, table, sheet, entering=True, final=final, penalised=penalised)
        result = checked.result
        status = SheetStatus.CONFIRMED if confirm else SheetStatus.DRAFT
        where = f"{comp.name} round {rnd.number} table {table.label}"
        after = {"sheet": sheet, "status": status} | (
            {"set_aside": list(checked.set_aside)} if checked.set_aside else {}
        )
        before, complete = None, None
        if row is not None:
            if row.status == SheetStatus.CONFIRMED:
                raise Refusal(f"table {table.label}'s sheet is already confirmed; a judge must edit it")
            _check_version(table, row, expected_version, sheet)
            before = {"sheet": row.sheet, "status": row.status}
            row.sheet, row.result, row.entered_by, row.status = sheet, result, desk.who, status
        elif expected_version not in (None, 0):
            raise Conflict(
                f"table {table.label}'s sheet was removed at another desk", mine=sheet, theirs=None
            )
        elif s.connection().dialect.name == "postgresql" and not changes_penalties(comp, None, sheet):
            # the sheet, its figures and its change in one statement sent with the commit; a sheet giving
            # penalties is stored first instead, as each penalty's own change names the stored sheet
            if not rnd.locked:  # a result is in: the draw can no longer change
                s.connection().execute(_LOCK_ROUND, {"round_id": rnd.id})
            change = change_about_new_row(
                comp.event_id, desk.who, "sheet.enter", "score_sheet", f"{where}: sheet {status}", None, after
            )
            given = _first_sheet_values(
                s, comp, rnd, table, _sheet_row(table, sheet, result, desk.who, status)
            )
            stored = read_with_commit(s, _FIRST_SHEET_RECORDED, given | change)
        else:
            row, complete = _first_sheet(s, comp, rnd, table, sheet, result, desk.who, status)
        if row is not None:
            if not rnd.locked:  # a result is in: the draw can no longer change
                s.connection().execute(_LOCK_ROUND, {"round_id": rnd.id})
            s.flush()
            # asked before the history is written: the history takes the event's lock, which every desk's save
            # waits for, so as little as possible is done while it is held
            if complete is None:
                complete = _round_complete(s, row, rnd.id)
            record(
                s,
                comp.event_id,
                desk.who,
                "sheet.enter",
                "score_sheet",
                row.id,
                f"{where}: sheet {row.status}",
                before,
                after,
                at_commit=True,
            )
            keep_sheet_penalties(
                s, comp, where, row.id, before["sheet"] if before else None, sheet, judge, desk.who
            )
            return replace(_info(comp, rnd, table, row), notices=checked.set_aside), complete
    # a first sheet written with the commit (PostgreSQL): what the server answered
    _, updated_at, others_done = stored[0]
    info = SheetInfo(
        comp.name,
        rnd.number,
        table.label,
        table.sheet_number,
        status,
        1,
        sheet,
        result,
        desk.who,
        updated_at,
        checked.set_aside,
    )
    return info, status == SheetStatus.CONFIRMED and bool(others_done)


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
        if row.status != SheetStatus.CONFIRMED:
            row.status = SheetStatus.CONFIRMED
            s.flush()
            record(
                s,
                comp.event_id,
                desk.who,
                "sheet.confirm",
                "score_sheet",
                row.id,
                f"{comp.name} round {round_no} table {table.label}: sheet confirmed",
                {"status": SheetStatus.DRAFT},
                {"status": SheetStatus.CONFIRMED},
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
    check_judge(judge.strip(), why.strip())
    check_pin(desk, pin)
    try:
        with desk.store.session() as s:
            comp, rnd, table, row = _stored(s, competition, round_no, table_label, expected_version, sheet)
            checked = check_table_sheet(s, comp, table, sheet, entering=True)
            result = checked.result
            before = {"sheet": row.sheet, "status": row.status}
            row.sheet, row.result, row.status = sheet, result, SheetStatus.CONFIRMED
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
                {"sheet": sheet, "status": SheetStatus.CONFIRMED}
                | ({"set_aside": list(checked.set_aside)} if checked.set_aside else {}),
                why,
            )
            keep_sheet_penalties(
                s,
                comp,
                f"{comp.name} round {round_no} table {table.label}",
                row.id,
                before["sheet"],
                sheet,
                judge.strip(),
                judge.strip(),
            )
            return replace(_info(comp, rnd, table, row), notices=checked.set_aside)
    except StaleDataError:
        raise _lost_race(desk, competition, round_no, table_label, sheet) from None


def get_sheet(desk: Desk, competition: str, round_no: int, table_label: str) -> SheetInfo | None:
    with desk.store.session() as s:
        comp, rnd, table, row, _ = locate_sheet(s, competition, round_no, table_label)
        return None if row is None else _info(comp, rnd, table, row)
