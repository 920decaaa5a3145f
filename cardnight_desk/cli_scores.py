"""Commands for the scoring desk: ``enter``, ``penalty``, ``standings``, ``history`` and ``judge-pin``."""

from __future__ import annotations

import argparse
import getpass
import json
import os
import sys

from cardnight_desk.cli import read_sheet
from cardnight_desk.cli_event import PIN_ENV, on_event
from cardnight_desk.cli_event import judge_pin as _pin
from cardnight_desk.services import history, judges, scores, standings
from cardnight_desk.services.desk import Desk
from cardnight_desk.services.errors import Refusal


def _print_json(doc: object) -> None:
    sys.stdout.write(json.dumps(doc, ensure_ascii=False, indent=2) + "\n")


def cmd_enter(desk: Desk, args: argparse.Namespace) -> int:
    sheet, refusal = read_sheet(args.sheet)
    if refusal is not None:
        _print_json(refusal)
        return 2
    try:
        info = scores.enter_sheet(
            desk, args.competition, args.round, args.table, sheet, confirm=not args.draft
        )
    except Refusal as err:
        _print_json({"valid": False, "errors": err.errors or [{"path": "(sheet)", "message": err.message}]})
        print(f"cardnight-desk: {err.message}", file=sys.stderr)
        return 2
    _print_json(
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
    scores.add_penalty(
        desk,
        args.competition,
        args.round,
        args.table,
        args.team,
        args.points,
        args.rule,
        args.judge,
        pin=_pin(args),
        note=args.note or "",
    )
    print(
        f"Penalty of {args.points} points for {args.team} at table {args.table} (rule {args.rule}) recorded"
    )
    return 0


def cmd_standings(desk: Desk, args: argparse.Namespace) -> int:
    table = standings.standings(desk, args.competition)
    if args.json:
        _print_json(table.to_json())
        return 0
    header = ["place", table.name_key, *table.columns]
    rows = [[str(r.place), r.name, *(str(v) for _, v in r.columns)] for r in table.rows]
    widths = [max(len(h), *(len(row[i]) for row in rows)) if rows else len(h) for i, h in enumerate(header)]
    print("  ".join(h.ljust(w) for h, w in zip(header, widths, strict=True)))
    for row in rows:
        print("  ".join(c.ljust(w) for c, w in zip(row, widths, strict=True)))
    return 0


def cmd_history(desk: Desk, args: argparse.Namespace) -> int:
    changes = history.list_changes(desk)
    if args.json:
        _print_json([c.to_json() for c in changes])
        return 0
    for c in changes:
        why = f" — why: {c.why}" if c.why else ""
        print(f"{c.at.isoformat(sep=' ', timespec='seconds')}  {c.who}: {c.summary}{why}")
    return 0


def cmd_judge_pin(desk: Desk, args: argparse.Namespace) -> int:
    new = os.environ.get("CARDNIGHT_NEW_JUDGE_PIN") or (
        getpass.getpass("New judge PIN: ") if sys.stdin.isatty() else sys.stdin.readline().strip()
    )
    old = _pin(args) if judges.has_pin(desk) else None
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
