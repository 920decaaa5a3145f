"""``history EVENT``: every change to the event, newest first; ``history EVENT --verify`` checks it.

The history is *hash-chained*: each change carries a hash of itself and of the change before it, and the
event keeps the newest, so a change altered or removed outside the desk breaks the chain.
``--verify`` says whether the chain is intact (exit 0) or names the first change altered or missing (exit 3).
"""

from __future__ import annotations

import argparse
from typing import TYPE_CHECKING

from cardnight_desk.cli.common import event_target, on_event, print_json

if TYPE_CHECKING:
    from cardnight_desk.services.desk import Desk

EXIT_ALTERED = 3  # history --verify: the history was altered, or changes are missing


def cmd_history(desk: Desk, args: argparse.Namespace) -> int:
    from cardnight_desk.services import history

    if args.verify:
        verdict = history.verify_history(desk)
        print(verdict.sentence())
        return 0 if verdict.intact else EXIT_ALTERED
    changes = history.list_changes(desk)
    if args.json:
        print_json([c.to_json() for c in changes])
        return 0
    for c in changes:
        why = f" — why: {c.why}" if c.why else ""
        print(f"{c.at.isoformat(sep=' ', timespec='seconds')}  {c.who}: {c.summary}{why}")
    return 0


def add_commands(sub: argparse._SubParsersAction) -> None:
    p = sub.add_parser(
        "history",
        help="every change, newest first; --verify checks that none was altered",
        description="Every change to the event, newest first: who, when, what, and why. With --verify, "
        "check the history's hash chain instead: exit 0 when it is intact, 3 when a change was altered or "
        "is missing (the first one is named).",
    )
    p.add_argument("event", metavar="EVENT", type=event_target)
    shown = p.add_mutually_exclusive_group()
    shown.add_argument("--json", action="store_true", help="print the changes as JSON")
    shown.add_argument(
        "--verify", action="store_true", help="check the history's hash chain (exit 3 when it was altered)"
    )
    p.set_defaults(func=on_event(cmd_history))
