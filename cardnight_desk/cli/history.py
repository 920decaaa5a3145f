"""``history EVENT``: every change to the event, newest first; ``history EVENT --verify`` checks it.

The history is *hash-chained*: each change carries a hash of itself (its id and number included) and of the
change before it, and the event keeps the newest, so a change altered, moved or removed outside the desk breaks
the chain. ``--verify`` reads the history as every reader does (the whole of it, by id), compares it with the
event's own backups and any backup named by ``--witness FILE`` (a history cut short or emptied after a backup
is found), and checks that every player, team, score sheet and penalty has the change that made it. It says
the history is intact (exit 0), or names what does not fit, the first altered or missing change first (exit 3).
"""

from __future__ import annotations

import argparse
from pathlib import Path
from typing import TYPE_CHECKING

from cardnight_desk.cli.common import event_target, on_event, print_json

if TYPE_CHECKING:
    from cardnight_desk.services.desk import Desk

EXIT_ALTERED = 3  # history --verify: the history was altered, or changes are missing


def cmd_history(desk: Desk, args: argparse.Namespace) -> int:
    from cardnight_desk.services import history
    from cardnight_desk.services.errors import Refusal

    if args.verify:
        verdict = history.verify_history(desk, tuple(args.witness or ()))
        print(verdict.sentence())
        for finding in verdict.also:
            print(f"also: {finding}")
        return 0 if verdict.intact else EXIT_ALTERED
    if args.witness:
        raise Refusal("--witness goes with --verify: it names a backup to compare the history with")
    changes = history.list_changes(desk)
    if args.json:
        print_json([c.to_json() for c in changes])
        return 0
    for c in changes:
        why = f" — why: {c.why}" if c.why else ""
        when = c.at.isoformat(sep=" ", timespec="seconds") if c.at is not None else "(no time)"
        print(f"{when}  {c.who}: {c.summary}{why}")
    return 0


def add_commands(sub: argparse._SubParsersAction) -> None:
    p = sub.add_parser(
        "history",
        help="every change, newest first; --verify checks that none was altered",
        description="Every change to the event, newest first: who, when, what, and why. With --verify, "
        "check the history instead: its hash chain, read as every reader reads it, against the event's own "
        "backups and any backup given with --witness, and the players, teams, score sheets and penalties "
        "against the changes that made them: exit 0 when it is intact, 3 when something does not fit (the "
        "first altered or missing change is named).",
    )
    p.add_argument("event", metavar="EVENT", type=event_target)
    shown = p.add_mutually_exclusive_group()
    shown.add_argument("--json", action="store_true", help="print the changes as JSON")
    shown.add_argument("--verify", action="store_true", help="check the history (exit 3 when it was altered)")
    p.add_argument(
        "--witness",
        metavar="FILE",
        type=Path,
        action="append",
        help="with --verify: also compare the history with this backup of the event (may be given again)",
    )
    p.set_defaults(func=on_event(cmd_history))
