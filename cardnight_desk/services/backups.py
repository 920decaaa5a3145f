"""Backups at the desk: on demand, automatically when a round's last sheet is confirmed and every few
minutes (the newest 20 are kept), and restoring one."""

from __future__ import annotations

import logging
from collections.abc import Collection
from pathlib import Path

from cardnight_desk.services.desk import Desk
from cardnight_desk.services.errors import Refusal
from cardnight_desk.store import backup as store_backup
from cardnight_desk.store.engine import StoreError

log = logging.getLogger(__name__)


def back_up(desk: Desk, dest: str | Path) -> Path:
    try:
        return store_backup.backup(desk.store, dest)
    except StoreError as err:
        raise Refusal(str(err)) from None


def automatic(desk: Desk, reason: str) -> Path | None:
    """An automatic backup; a failure never stops the desk's work (it is reported by returning None, and
    logged)."""
    try:
        return store_backup.automatic_backup(desk.store, reason)
    except Exception as err:  # noqa: BLE001 - whatever stops a backup, the work it follows is already stored
        log.warning("the automatic backup (%s) of %s was not made: %s", reason, desk.display_name, err)
        return None


def due(desk: Desk, reason: str) -> None:
    """Ask for an automatic backup once the work in hand is done: a save never waits for a backup, and a backup
    that fails never turns a stored save into an error. The window makes it in the background, a command
    once its own work is done (:func:`make_due`)."""
    if reason not in desk.backups_due:
        desk.backups_due.append(reason)


def make_due(desk: Desk) -> list[Path | None]:
    """Make the backups asked for so far (each once), in order; what each made (None: not made)."""
    made = []
    while desk.backups_due:
        made.append(automatic(desk, desk.backups_due.pop(0)))
    return made


def backups(desk: Desk) -> list[Path]:
    return store_backup.list_backups(desk.store)


def backups_of(target: str) -> list[Path]:
    """The automatic backups of the event at ``target`` (an event that does not open is told of them)."""
    return store_backup.backups_of(target)


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
