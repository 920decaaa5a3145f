"""``backup EVENT DEST`` and ``restore BACKUP EVENT``: a copy of an event that the desk can open as it is."""

from __future__ import annotations

import argparse
from typing import TYPE_CHECKING

from cardnight_desk.cli.common import on_event, refused
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
        backups.restore(args.backup, args.event, replace=args.replace)
    except Refusal as err:
        return refused(err)
    print(f"Restored {args.backup} into {display_name(args.event)}")
    return 0


def add_commands(sub: argparse._SubParsersAction) -> None:
    p = sub.add_parser("backup", help="copy an event into a backup file (an event file the desk can open)")
    p.add_argument("event", metavar="EVENT")
    p.add_argument("dest", metavar="DEST")
    p.set_defaults(func=on_event(cmd_backup))
    p = sub.add_parser("restore", help="restore a backup into an event file or database")
    p.add_argument("backup", metavar="BACKUP")
    p.add_argument("event", metavar="EVENT")
    p.add_argument("--replace", action="store_true", help="replace the event already there (kept beside it)")
    p.set_defaults(func=cmd_restore)
