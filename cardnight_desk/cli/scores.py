"""Commands for the scoring desk: ``enter``, ``penalty``, ``standings``, ``history`` and ``judge-pin``."""

from __future__ import annotations

import argparse
import getpass
import os
import sys
from typing import TYPE_CHECKING

from cardnight_desk.cli.common import PIN_ENV, judge_pin, on_event, print_json, read_sheet
from cardnight_desk.services.errors import Refusal

if TYPE_CHECKING:
    from cardnight_desk.services.desk import Desk


def cmd_enter(desk: Desk, args: argparse.Namespace) -> int:
    from cardnight_desk.services import scores

    sheet, refusal = read_sheet(args.sheet)
    if refusal is not None:
        print_json(refusal)
        return 2
    try:
        info = scores.enter_sheet(
            desk, args.competition, args.round, args.table, sheet, confirm=not args.draft
        )
    except Refusal as err:
        print_json({"valid": False, "errors": err.errors or [{"path": "(sheet)", "message": err.message}]})
        print(f"cardnight-desk: {err.message}", file=sys.stderr)
        return 2
    print_json(
        info.result
        | {
            "stored": {
                "round": info.round,
                "table": info.table,
                "status": info.status,
                "version": info.version,
            }
        }
    )
    return 0


def cmd_penalty(desk: Desk, args: argparse.Namespace) -> int:
    from cardnight_desk.services.penalties import add_penalty

    add_penalty(
        desk,
        args.competition,
        args.round,
        args.table,
        args.team,
        args.points,
        args.rule,
        args.judge,
        pin=judge_pin(args),
        note=args.note or "",
    )
    print(
        f"Penalty of {args.points} points for {args.team} at table {args.table} (rule {args.rule}) recorded"
    )
    return 0


def cmd_standings(desk: Desk, args: argparse.Namespace) -> int:
    from cardnight_desk.services import standings

    table = standings.standings(desk, args.competition)
    if args.json:
        print_json(table.to_json())
        return 0
    header = ["place", table.name_key, *table.columns]
    rows = [[str(r.place), r.name, *(str(v) for _, v in r.columns)] for r in table.rows]
    widths = [max(len(h), *(len(row[i]) for row in rows)) if rows else len(h) for i, h in enumerate(header)]
    print("  ".join(h.ljust(w) for h, w in zip(header, widths, strict=True)))
    for row in rows:
        print("  ".join(c.ljust(w) for c, w in zip(row, widths, strict=True)))
    return 0


def cmd_history(desk: Desk, args: argparse.Namespace) -> int:
    from cardnight_desk.services import history

    changes = history.list_changes(desk)
    if args.json:
        print_json([c.to_json() for c in changes])
        return 0
    for c in changes:
        why = f" — why: {c.why}" if c.why else ""
        print(f"{c.at.isoformat(sep=' ', timespec='seconds')}  {c.who}: {c.summary}{why}")
    return 0


def cmd_judge_pin(desk: Desk, args: argparse.Namespace) -> int:
    from cardnight_desk.services import judges

    new = os.environ.get("CARDNIGHT_NEW_JUDGE_PIN") or (
        getpass.getpass("New judge PIN: ") if sys.stdin.isatty() else sys.stdin.readline().strip()
    )
    old = judge_pin(args) if judges.has_pin(desk) else None
    judges.set_pin(desk, new, old_pin=old)
    print("The judge PIN is set")
    return 0


def _where(p: argparse.ArgumentParser, table: bool = True) -> None:
    p.add_argument("event", metavar="EVENT")
    p.add_argument("--competition", required=True)
    if table:
        p.add_argument("--round", type=int, required=True)
        p.add_argument("--table", required=True)


def add_commands(sub: argparse._SubParsersAction) -> None:
    p = sub.add_parser("enter", help="validate and store a table's score sheet (JSON)")
    _where(p)
    p.add_argument("sheet", metavar="SHEET")
    p.add_argument("--draft", action="store_true", help="store as a draft, to be confirmed at the desk")
    p.set_defaults(func=on_event(cmd_enter))

    p = sub.add_parser("penalty", help="a judge's penalty with its rule number (EV-4)")
    _where(p)
    p.add_argument("--team", required=True, help="the penalised team (or player)")
    p.add_argument("--points", type=int, required=True)
    p.add_argument("--rule", required=True)
    p.add_argument("--judge", required=True)
    p.add_argument("--note", default="")
    p.add_argument("--pin", help=f"the judge PIN (or set {PIN_ENV}; asked for on a terminal)")
    p.set_defaults(func=on_event(cmd_penalty))

    p = sub.add_parser("standings", help="standings with tiebreaks")
    _where(p, table=False)
    p.add_argument("--json", action="store_true")
    p.set_defaults(func=on_event(cmd_standings))

    p = sub.add_parser("history", help="every change, newest first")
    p.add_argument("event", metavar="EVENT")
    p.add_argument("--json", action="store_true")
    p.set_defaults(func=on_event(cmd_history))

    p = sub.add_parser("judge-pin", help="set or change the event's judge PIN (read from standard input)")
    p.add_argument("event", metavar="EVENT")
    p.add_argument("--pin", help="the current PIN, when changing it")
    p.set_defaults(func=on_event(cmd_judge_pin))
