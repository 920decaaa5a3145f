"""The judges' commands: ``penalty`` (EV-4), ``edit`` (a change to a confirmed sheet) and ``judge-pin``.

Each asks for the event's judge PIN: ``--pin``, else the CARDNIGHT_JUDGE_PIN variable, else typed on a
terminal. Every judge's action is kept in the history with the judge's name (and, for an edit, the reason).
"""

from __future__ import annotations

import argparse
import os
import sys
from typing import TYPE_CHECKING, Any

from cardnight_desk.cli.common import event_target, judge_pin, on_event, whole_number
from cardnight_desk.cli.scores import (
    at_table,
    pin_option,
    print_refusal,
    print_stored,
    sheet_command,
    where,
    with_sheet,
)

if TYPE_CHECKING:
    from cardnight_desk.services.desk import Desk


def cmd_penalty(desk: Desk, args: argparse.Namespace) -> int:
    from cardnight_desk.services.penalties import add_penalty

    sentence = add_penalty(
        desk,
        *at_table(args),
        args.team,
        args.points,
        args.rule,
        args.judge,
        pin=judge_pin(args),
        note=args.note or "",
    )
    print(f"Penalty recorded at table {args.table}: {sentence}")
    return 0


def cmd_edit(desk: Desk, args: argparse.Namespace, sheet: Any) -> int:
    from cardnight_desk.services import scores
    from cardnight_desk.services.errors import Refusal

    try:
        info = scores.edit_confirmed(
            desk,
            *at_table(args),
            sheet,
            judge=args.judge,
            pin=judge_pin(args),
            why=args.why,
        )
    except Refusal as err:
        print_refusal(err)
        print(f"cardnight-desk: {err.message}", file=sys.stderr)
        return 2
    print_stored(info)
    return 0


def cmd_judge_pin(desk: Desk, args: argparse.Namespace) -> int:
    import getpass

    from cardnight_desk.services import judges

    new = os.environ.get("CARDNIGHT_NEW_JUDGE_PIN") or (
        getpass.getpass("New judge PIN: ") if sys.stdin.isatty() else sys.stdin.readline().strip()
    )
    old = judge_pin(args) if judges.has_pin(desk) else None
    judges.set_pin(desk, new, old_pin=old)
    print("The judge PIN is set")
    return 0


def add_commands(sub: argparse._SubParsersAction) -> None:
    p = sub.add_parser("penalty", help="a judge's penalty with its rule number (EV-4)")
    where(p)
    p.add_argument("--team", required=True, help="the penalised team (or player)")
    p.add_argument("--points", type=whole_number(1), required=True, metavar="P")
    p.add_argument("--rule", required=True, metavar="R")
    p.add_argument("--judge", required=True, metavar="NAME")
    p.add_argument("--note", default="")
    pin_option(p)
    p.set_defaults(func=on_event(cmd_penalty))

    p = sheet_command(
        sub,
        "edit",
        help="a judge changes a confirmed score sheet (kept in the history with the reason)",
        description="Replace a table's confirmed score sheet with a corrected one. Only a judge may: it needs "
        "the judge's name, the reason and the judge PIN; the history keeps the sheet before and after.",
    )
    p.add_argument("--judge", required=True, metavar="NAME", help="the judge making the change")
    p.add_argument("--why", required=True, metavar="TEXT", help="why the confirmed sheet is changed")
    pin_option(p)
    p.set_defaults(func=with_sheet(cmd_edit))

    p = sub.add_parser("judge-pin", help="set or change the event's judge PIN (read from standard input)")
    p.add_argument("event", metavar="EVENT", type=event_target)
    p.add_argument("--pin", help="the current PIN, when changing it")
    p.set_defaults(func=on_event(cmd_judge_pin))
