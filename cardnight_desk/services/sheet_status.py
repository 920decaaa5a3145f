"""Where a table's score sheet stands, and whether a round's sheets are all in.

A table's sheet is *missing* until one is stored; a stored sheet is a *draft* until it is *confirmed*, and
only confirmed sheets count in the standings and let the next round be drawn. A round is *complete* when
every one of its tables has a confirmed sheet. The stored ``status`` of a sheet row is the value of
:class:`SheetStatus` (``draft`` or ``confirmed``; ``missing`` is never stored, it is the absence of a row).
"""

from __future__ import annotations

from enum import StrEnum
from typing import Any

from sqlalchemy import bindparam, func, select
from sqlalchemy.orm import Session

from cardnight_desk.store.models import DeskTable, ScoreSheet


class SheetStatus(StrEnum):
    MISSING = "missing"
    DRAFT = "draft"
    CONFIRMED = "confirmed"


def count_confirmed(s: Session, round_id: int) -> tuple[int, int]:
    """The round's tables, and how many of them have a confirmed sheet (one query)."""
    tables, done = s.execute(
        select(func.count(DeskTable.id), func.count(ScoreSheet.id))
        .select_from(DeskTable)
        .outerjoin(
            ScoreSheet,
            (ScoreSheet.table_id == DeskTable.id) & (ScoreSheet.status == SheetStatus.CONFIRMED),
        )
        .where(DeskTable.round_id == round_id)
    ).one()
    return int(tables), int(done)


def _round_complete_query() -> Any:
    sheet, table = ScoreSheet.__table__, DeskTable.__table__
    confirmed = (
        select(sheet.c.id)
        .where(sheet.c.table_id == table.c.id, sheet.c.status == str(SheetStatus.CONFIRMED))
        .exists()
    )
    tables = select(table.c.id).where(table.c.round_id == bindparam("round_id"))
    return select(tables.exists(), tables.where(~confirmed).exists())


_ROUND_COMPLETE = _round_complete_query()  # built once: it is asked at every save


def round_complete(s: Session, round_id: int) -> bool:
    """Every table of the round has a confirmed sheet (asked in the transaction that saves one). The database
    looks for one table still without a confirmed sheet and stops at the first it finds, so a save in a round
    far from complete costs one index look-up, not a count of the whole round."""
    s.flush()  # the session's own sheets count
    found = s.connection().execute(_ROUND_COMPLETE, {"round_id": round_id}).one()
    return bool(found[0]) and not found[1]
