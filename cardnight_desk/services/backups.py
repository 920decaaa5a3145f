"""Backups at the desk: on demand, automatically when a round's last sheet is confirmed and every few
minutes (the newest 20 are kept), and restoring one."""

from __future__ import annotations

from collections.abc import Collection
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


class HeldElsewhere(Refusal):
    """A restore refused because other desks hold the event open: ``desks`` lists each as (its number, a
    sentence naming it), so the organiser can say which are closed already."""

    def __init__(self, message: str, desks: list[tuple[int, str]]):
        super().__init__(message)
        self.desks = desks


def restore(
    backup_file: str | Path, target: str, *, replace: bool = False, closed: Collection[int] = ()
) -> None:
    """Restore a backup into an event (file or database). The event must not be open at this desk, nor at a
    live desk elsewhere but those the organiser says are ``closed`` (by their number)."""
    try:
        store_backup.restore(backup_file, target, replace=replace, closed=closed)
    except store_backup.HeldElsewhere as err:
        raise HeldElsewhere(str(err), [(d.id, d.sentence()) for d in err.desks]) from None
    except StoreError as err:
        raise Refusal(str(err)) from None
