"""``backup EVENT DEST`` and ``restore BACKUP EVENT``: a copy of an event that the desk can open as it is."""

from __future__ import annotations

import argparse
from typing import TYPE_CHECKING

from cardnight_desk.cli.common import event_target, on_event, refused
from cardnight_desk.cli.failures import damaged_reason
from cardnight_desk.services.errors import Refusal

if TYPE_CHECKING:
    from cardnight_desk.services.desk import Desk


def cmd_backup(desk: Desk, args: argparse.Namespace) -> int:
    from cardnight_desk.services import backups

    path = backups.back_up(desk, args.dest)
    print(f"Backed up {desk.store.display_name} to {path}")
    return 0


def cmd_restore(args: argparse.Namespace) -> int:
    from cardnight_desk.services import backups
    from cardnight_desk.store.engine import display_name

    try:
        backups.restore(args.backup, args.event, replace=args.replace, closed=args.closed_desk)
    except backups.HeldElsewhere as err:
        number = err.desks[0][0]
        return refused(
            Refusal(
                f"{err.message}. If that desk is closed already (its computer switched off or crashed), "
                f"say so: --closed-desk {number}"
            )
        )
    except Refusal as err:
        return refused(err)
    except Exception as err:
        reason = damaged_reason(err)
        if reason is None:
            raise
        return refused(Refusal(_damaged(args, reason)))
    print(f"Restored {args.backup} into {display_name(args.event)}")
    return 0


def _damaged(args: argparse.Namespace, reason: str) -> str:
    """Which file stopped the restore, the backup or the damaged event it was to replace, and what to do."""
    from cardnight_desk.store.backup import check_backup
    from cardnight_desk.store.engine import display_name

    try:
        check_backup(args.backup)
    except Exception:  # noqa: BLE001 - whatever the check says, the backup is the damaged one
        return f"'{args.backup}' is damaged and cannot be restored ({reason}); nothing was replaced"
    return (
        f"{display_name(args.event)} is damaged ({reason}): move it aside, then restore the backup into its "
        "place; nothing was replaced"
    )


def add_commands(sub: argparse._SubParsersAction) -> None:
    p = sub.add_parser("backup", help="copy an event into a backup file (an event file the desk can open)")
    p.add_argument("event", metavar="EVENT", type=event_target)
    p.add_argument("dest", metavar="DEST")
    p.set_defaults(func=on_event(cmd_backup))
    p = sub.add_parser("restore", help="restore a backup into an event file or database")
    p.add_argument("backup", metavar="BACKUP")
    p.add_argument("event", metavar="EVENT", type=event_target)
    p.add_argument("--replace", action="store_true", help="replace the event already there (kept beside it)")
    p.add_argument(
        "--closed-desk",
        metavar="N",
        type=int,
        action="append",
        default=[],
        help="desk N, named by a refused restore as holding the event, is closed (its computer is off): "
        "replace the event all the same",
    )
    p.set_defaults(func=cmd_restore)
