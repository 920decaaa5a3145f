"""Score sheets from the tables: entering, confirming and judges' edits (EV-4).

A *sheet* is the JSON document of ``resources/docs/score-sheets.md`` for one table of one round; it is checked
for its table (:mod:`~cardnight_desk.services.sheet_check`) before it is stored. A stored sheet is a *draft*
until it is
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

from sqlalchemy import bindparam, insert, update
from sqlalchemy.exc import IntegrityError
from sqlalchemy.orm import Session
from sqlalchemy.orm.exc import StaleDataError

from cardnight_desk.services import backups
from cardnight_desk.services.desk import Desk
from cardnight_desk.services.errors import Conflict, NotFound, Refusal
from cardnight_desk.services.figures import store_figures
from cardnight_desk.services.history import record
from cardnight_desk.services.judges import check_pin
from cardnight_desk.services.penalties import check_judge, keep_sheet_penalties, sheet_judge
from cardnight_desk.services.sheet_check import check_table_sheet
from cardnight_desk.services.sheet_status import SheetStatus, round_complete
from cardnight_desk.services.tables import locate_entry, locate_sheet
from cardnight_desk.store.models import Competition, DeskTable, Round, ScoreSheet


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
_ROUND = Round.metadata.tables["round"]
_LOCK_ROUND = update(_ROUND).where(_ROUND.c.id == bindparam("round_id")).values(locked=True)


def _first_sheet(
    s: Session,
    comp: Competition,
    table: DeskTable,
    sheet: Any,
    result: dict[str, Any],
    who: str,
    status: SheetStatus,
) -> ScoreSheet:
    """Store a table's first sheet, version 1, with its standings figures, as plain INSERTs: this unit of work
    never changes the row again, so it is not tracked (another desk storing the table's first sheet at the same
    time is refused by the one-sheet-per-table rule, as a tracked row would be). The row returned is a copy."""
    values = {"table_id": table.id, "sheet": sheet, "result": result, "status": status, "entered_by": who}
    sheet_id, updated_at = s.connection().execute(_INSERT_SHEET, {**values, "version": 1}).one()
    row = ScoreSheet(id=sheet_id, version=1, updated_at=updated_at, **values)
    store_figures(s, comp, table, row, new=True)
    return row


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
    named = sheet_judge(desk, judge, pin)
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
        status = SheetStatus.CONFIRMED if confirm else SheetStatus.DRAFT
        before = None
        if row is not None:
            if row.status == SheetStatus.CONFIRMED:
                raise Refusal(f"table {table.label}'s sheet is already confirmed; a judge must edit it")
            _check_version(table, row, expected_version, sheet)
            before = {"sheet": row.sheet, "status": row.status}
            row.sheet, row.result, row.entered_by, row.status = sheet, checked.result, desk.who, status
        elif expected_version not in (None, 0):
            raise Conflict(
                f"table {table.label}'s sheet was removed at another desk", mine=sheet, theirs=None
            )
        else:
            row = _first_sheet(s, comp, table, sheet, checked.result, desk.who, status)
        if not rnd.locked:  # a result is in: the draw can no longer change
            s.connection().execute(_LOCK_ROUND, {"round_id": rnd.id})
        s.flush()
        # asked before the history is written: the history takes the event's lock, which every desk's save
        # waits for, so as little as possible is done while it is held
        complete = _round_complete(s, row, rnd.id)
        where = f"{comp.name} round {rnd.number} table {table.label}"
        after = {"sheet": sheet, "status": status} | (
            {"set_aside": list(checked.set_aside)} if checked.set_aside else {}
        )
        record(
            s,
            comp.event_id,
            desk.who,
            "sheet.enter",
            "score_sheet",
            row.id,
            f"{where}: sheet {status}",
            before,
            after,
        )
        keep_sheet_penalties(
            s, comp, where, row.id, before["sheet"] if before else None, checked.penalties, judge, desk.who
        )
        return replace(_info(comp, rnd, table, row), notices=checked.set_aside), complete


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
                checked.penalties,
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
