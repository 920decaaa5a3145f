"""Backups at the desk: on demand, automatically when a round's last sheet is confirmed and every few
minutes (the newest 20 are kept), and restoring one."""

from __future__ import annotations

from pathlib import Path

from sqlalchemy import func, select
from sqlalchemy.orm import Session

from cardnight_desk.services.desk import Desk
from cardnight_desk.services.errors import Refusal
from cardnight_desk.store import backup as store_backup
from cardnight_desk.store.engine import StoreError
from cardnight_desk.store.models import DeskTable, ScoreSheet

CONFIRMED = "confirmed"


def back_up(desk: Desk, dest: str | Path) -> Path:
    try:
        return store_backup.backup(desk.store, dest)
    except StoreError as err:
        raise Refusal(str(err)) from None


def automatic(desk: Desk, reason: str) -> Path | None:
    """An automatic backup; a failure never stops the desk's work (it is reported by returning None)."""
    try:
        return store_backup.automatic_backup(desk.store, reason)
    except (StoreError, OSError):
        return None


def count_confirmed(s: Session, round_id: int) -> tuple[int, int]:
    """The round's tables, and how many of them have a confirmed sheet (one query)."""
    tables, done = s.execute(
        select(func.count(DeskTable.id), func.count(ScoreSheet.id))
        .select_from(DeskTable)
        .outerjoin(ScoreSheet, (ScoreSheet.table_id == DeskTable.id) & (ScoreSheet.status == CONFIRMED))
        .where(DeskTable.round_id == round_id)
    ).one()
    return int(tables), int(done)


def round_complete(desk: Desk, round_id: int) -> bool:
    """Every table of the round has a confirmed sheet."""
    with desk.store.session() as s:
        tables, done = count_confirmed(s, round_id)
        return tables > 0 and done == tables


def backups(desk: Desk) -> list[Path]:
    return store_backup.list_backups(desk.store)


def restore(backup_file: str | Path, target: str, *, replace: bool = False) -> None:
    """Restore a backup into an event (file or database). The event must not be open at this desk."""
    try:
        store_backup.restore(backup_file, target, replace=replace)
    except StoreError as err:
        raise Refusal(str(err)) from None
