"""Backups at the desk: on demand, automatically when a round's last sheet is confirmed and every few
minutes (the newest 20 are kept), and restoring one."""

from __future__ import annotations

from pathlib import Path

from cardnight_desk.services.desk import Desk
from cardnight_desk.services.errors import Refusal
from cardnight_desk.store import backup as store_backup
from cardnight_desk.store.engine import StoreError


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


def backups(desk: Desk) -> list[Path]:
    return store_backup.list_backups(desk.store)


def restore(backup_file: str | Path, target: str, *, replace: bool = False) -> None:
    """Restore a backup into an event (file or database). The event must not be open at this desk."""
    try:
        store_backup.restore(backup_file, target, replace=replace)
    except StoreError as err:
        raise Refusal(str(err)) from None
