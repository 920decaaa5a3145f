"""Undoing the last score change, as a new change: the history is never edited or shortened (EV-4).

Words used here:

- *score change*: a history row that entered a sheet (``sheet.enter``), confirmed one (``sheet.confirm``),
  changed a confirmed one by a judge (``sheet.judge_edit``) or gave a penalty (``penalty.add``). Only these
  can be undone.
- *undo*: a new history row (action ``undo.`` + the action undone, entity ``history``, entity id the row it
  undoes) whose before and after hold the state it replaced and the state it restored. An undone change is
  skipped, so undoing again walks further back.
- *safe*: a change is undone only while what it wrote is still there: the sheet as the change left it, the
  penalty still on the books. Anything changed since (another desk's save, a redraw) refuses the undo.

Nothing is undone while the history does not verify (:func:`~cardnight_desk.services.history.verify_history`):
the change an undo takes back is chosen from the history, so a change added or moved there outside the desk
would be applied.

Undoing anything that touches a confirmed result (a confirmed entry, a confirmation, a judge's edit, a penalty)
is a judge's action and needs the judge PIN, like the change itself; undoing a draft entry does not, unless it
changes the penalties written on the sheet (a judge's too).
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from typing import Any

from sqlalchemy import select
from sqlalchemy.orm import Session

from cardnight_desk.services.desk import Desk, event_row
from cardnight_desk.services.errors import Refusal
from cardnight_desk.services.history import Change, as_change, record, verify_history
from cardnight_desk.services.judges import check_pin
from cardnight_desk.services.penalties import check_judge, written_penalties
from cardnight_desk.services.sheet_check import check_sheet
from cardnight_desk.services.sheet_status import SheetStatus
from cardnight_desk.store.models import Competition, DeskTable, History, Penalty, Round, ScoreSheet

UNDOABLE = ("sheet.enter", "sheet.confirm", "sheet.judge_edit", "penalty.add")
UNDO_PREFIX = "undo."


@dataclass(frozen=True)
class UndoPlan:
    """What :func:`undo_last` would undo now, and whether it needs a judge."""

    change: Change
    needs_pin: bool
    effect: str  # what undoing does, in words for the desk


def _target(s: Session) -> History | None:
    rows = s.scalars(
        select(History)
        .where(History.action.in_(UNDOABLE) | History.action.startswith(UNDO_PREFIX))
        .order_by(History.id.desc())
    )
    undone: set[int] = set()
    for row in rows:
        if row.action.startswith(UNDO_PREFIX):
            if row.entity_id is not None:
                undone.add(row.entity_id)
        elif row.id not in undone:
            return row
    return None


def _effect(h: History) -> tuple[bool, str]:
    after = h.after or {}
    if h.action == "sheet.enter":
        confirmed = after.get("status") == SheetStatus.CONFIRMED or _penalties_differ(h)
        if h.before is None:
            return confirmed, "removes the sheet entered, so the table has no sheet again"
        return confirmed, "puts back the draft the entry replaced"
    if h.action == "sheet.confirm":
        return True, "makes the confirmed sheet a draft again (it no longer counts in the standings)"
    if h.action == "sheet.judge_edit":
        return True, "puts back the sheet as it was before the judge's edit"
    return True, "takes the penalty off"


def _penalties_differ(h: History) -> bool:
    """Would undoing this entry change the penalties written on the table's sheet (a judge's, EV-4)?"""
    sheets = [(doc or {}).get("sheet") for doc in (h.before, h.after)]
    before, after = ([repr(sorted(p.items())) for p in written_penalties(sheet)] for sheet in sheets)
    return Counter(before) != Counter(after)


def undo_plan(desk: Desk) -> UndoPlan | None:
    """The change that would be undone, or ``None`` when there is no score change left to undo."""
    with desk.store.session() as s:
        target = _target(s)
        if target is None:
            return None
        needs_pin, effect = _effect(target)
        return UndoPlan(as_change(target), needs_pin, effect)


def can_undo(desk: Desk) -> bool:
    return undo_plan(desk) is not None


def _place(s: Session, table_id: int) -> tuple[Competition, DeskTable]:
    table = s.get(DeskTable, table_id)
    rnd = s.get(Round, table.round_id) if table is not None else None
    comp = s.get(Competition, rnd.competition_id) if rnd is not None else None
    if table is None or comp is None:
        raise Refusal("the table of that change is gone (the round was drawn again), so it cannot be undone")
    return comp, table


def _refigure(s: Session) -> None:
    """Bring the standings' copy of the sheet's figures in step with its result and status (the desk's
    sessions rewrite them at each flush, :mod:`~cardnight_desk.services.figures`)."""
    s.flush()


def _unlock_if_empty(s: Session, round_id: int) -> None:
    """A round whose last sheet was taken back has no result in it: its draw may change again."""
    rnd = s.get(Round, round_id)
    tables = select(DeskTable.id).where(DeskTable.round_id == round_id)
    if (
        rnd is not None
        and s.scalar(select(ScoreSheet.id).where(ScoreSheet.table_id.in_(tables)).limit(1)) is None
    ):
        rnd.locked = False


def _changed_since(what: str) -> Refusal:
    return Refusal(f"{what} has changed since, so the change cannot be undone safely; correct it by hand")


def _undo_sheet(s: Session, h: History) -> tuple[Any, Any]:
    row = s.get(ScoreSheet, h.entity_id) if h.entity_id is not None else None
    if row is None:
        raise _changed_since("the sheet")
    comp, table = _place(s, row.table_id)
    current = {"sheet": row.sheet, "status": row.status}
    after = h.after or {}
    if h.action == "sheet.confirm":
        if row.status != SheetStatus.CONFIRMED:
            raise _changed_since(f"table {table.label}'s sheet")
        row.status = SheetStatus.DRAFT
        _refigure(s)
        return {"status": SheetStatus.CONFIRMED}, {"status": SheetStatus.DRAFT}
    if current != after:
        raise _changed_since(f"table {table.label}'s sheet")
    if h.before is None:
        row.status = SheetStatus.DRAFT  # out of the standings first, then gone
        _refigure(s)
        s.delete(row)
        s.flush()
        _unlock_if_empty(s, table.round_id)
        return current, None
    before = h.before
    row.result = check_sheet(s, comp, table, before["sheet"])
    row.sheet, row.status = before["sheet"], before["status"]
    _refigure(s)
    return current, {"sheet": before["sheet"], "status": before["status"]}


def _undo_penalty(s: Session, h: History) -> tuple[Any, Any]:
    penalty = s.get(Penalty, h.entity_id) if h.entity_id is not None else None
    if penalty is None:
        raise _changed_since("the penalty")
    before = dict(h.after or {})
    table_id = penalty.table_id
    s.delete(penalty)
    s.flush()
    if table_id is not None:
        comp, table = _place(s, table_id)
        row = s.scalars(select(ScoreSheet).where(ScoreSheet.table_id == table_id)).first()
        if row is not None:  # the stored result no longer counts the penalty
            row.result = check_sheet(s, comp, table, row.sheet)
            _refigure(s)
    return before, None


def undo_last(
    desk: Desk, *, expected: int | None = None, judge: str = "", pin: str | None = None, why: str = ""
) -> Change:
    """Undo the last score change not yet undone, as a new history row; returns that row.

    ``expected`` is the id of the change the desk was shown (from :func:`undo_plan`): if another change has
    become the last one meanwhile, nothing is undone. A change to a confirmed result needs a judge and the PIN.
    """
    verdict = verify_history(desk)
    if not verdict.intact:
        raise Refusal(
            f"the history does not verify ({verdict.reason}): compare the event with a backup, and correct the "
            "scores by hand"
        )
    plan = undo_plan(desk)
    if plan is None:
        raise Refusal("there is no score change to undo")
    if expected is not None and plan.change.id != expected:
        raise Refusal("another change was made meanwhile: look at the history again before undoing")
    who = desk.who
    check_judge((judge or "").strip(), (why or "").strip())
    if plan.needs_pin:
        if not (judge or "").strip():
            raise Refusal("undoing a change to a confirmed result is a judge's action: give the judge's name")
        check_pin(desk, pin)
        who = judge.strip()
    with desk.store.session() as s:
        target = _target(s)
        if target is None or target.id != plan.change.id:
            raise Refusal("another change was made meanwhile: look at the history again before undoing")
        if target.action == "penalty.add":
            before, after = _undo_penalty(s, target)
        else:
            before, after = _undo_sheet(s, target)
        s.flush()
        record(
            s,
            event_row(s).id,
            who,
            UNDO_PREFIX + target.action,
            "history",
            target.id,
            f"Undone: {target.summary}",
            before,
            after,
            why,
        )
        s.flush()
        row = s.scalars(select(History).order_by(History.id.desc()).limit(1)).one()
        return as_change(row)
