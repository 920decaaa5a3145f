"""Commands for the scoring desk: ``enter`` (a table's sheet) and ``standings``.

A sheet already confirmed is changed only by a judge: ``enter`` refuses it and names the judges' command,
``edit`` (:mod:`cardnight_desk.cli.judges`).
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from cardnight_desk.cli.common import (
    PIN_ENV,
    event_target,
    judge_pin,
    on_event,
    print_json,
    read_sheet,
    whole_number,
)
from cardnight_desk.services.errors import Refusal

if TYPE_CHECKING:
    from cardnight_desk.services.desk import Desk
    from cardnight_desk.services.scores import SheetInfo

SHEET_HELP = (
    "the table's score sheet: a JSON file as in resources/docs/score-sheets.md, or - for "
    "standard input; 'cardnight-desk score --template GAME' prints a blank one to fill in"
)


def judge_edit_hint(args: argparse.Namespace) -> str:
    """The command a judge runs to change the confirmed sheet at this table."""
    return (
        f"a judge changes it with: cardnight-desk edit EVENT --competition {args.competition!r} --round "
        f"{args.round} --table {args.table!r} {args.sheet} --judge NAME --why TEXT"
    )


def with_sheet(run: Callable[[Desk, argparse.Namespace, Any], int]) -> Callable[[argparse.Namespace], int]:
    """Read the command's SHEET, then open the event for it: a sheet that cannot be read is refused (the
    refusal document, exit 2) before the event is touched."""

    def wrapped(args: argparse.Namespace) -> int:
        sheet, refusal = read_sheet(args.sheet)
        if refusal is not None:
            print_json(refusal)
            return 2
        return on_event(lambda desk, a: run(desk, a, sheet))(args)

    return wrapped


def print_refusal(err: Refusal) -> None:
    """The document of a sheet the desk refused: its errors, or the refusal itself at ``(sheet)``."""
    print_json({"valid": False, "errors": err.errors or [{"path": "(sheet)", "message": err.message}]})


def print_stored(info: SheetInfo) -> None:
    """The document of a stored sheet: its result and where and how it is stored."""
    stored = {"round": info.round, "table": info.table, "status": info.status, "version": info.version}
    print_json(info.result | {"stored": stored})


def cmd_enter(desk: Desk, args: argparse.Namespace, sheet: Any) -> int:
    from cardnight_desk.services import scores
    from cardnight_desk.services.penalties import JudgeNeeded
    from cardnight_desk.services.sheet_status import SheetStatus

    try:
        info = scores.enter_sheet(
            desk,
            *at_table(args),
            sheet,
            confirm=not args.draft,
            judge=args.judge,
            pin=judge_pin(args) if args.judge else None,
        )
    except Refusal as err:
        print_refusal(err)
        stored = None if err.errors else _stored_sheet(desk, args)
        hint = f"; {judge_edit_hint(args)}" if stored is SheetStatus.CONFIRMED else ""
        if isinstance(err, JudgeNeeded):
            hint = f"; give --judge NAME and the PIN (--pin, or set {PIN_ENV})"
        print(f"cardnight-desk: {err.message}{hint}", file=sys.stderr)
        return 2
    for notice in info.notices:
        print(f"cardnight-desk: note: {notice}", file=sys.stderr)
    print_stored(info)
    return 0


def _stored_sheet(desk: Desk, args: argparse.Namespace) -> object:
    """The status of the sheet stored at the table (None when there is none, or no such table)."""
    from cardnight_desk.services import scores

    try:
        info = scores.get_sheet(desk, *at_table(args))
    except Refusal:
        return None
    return None if info is None else info.status


def cmd_standings(desk: Desk, args: argparse.Namespace) -> int:
    from cardnight_desk.cli.columns import lines_up
    from cardnight_desk.services import progress, standings

    table = standings.standings(desk, args.competition)
    where = progress.competition_progress(desk, table.competition)
    if args.json:
        print_json(table.to_json() | {"provisional": where.provisional, "status": where.words()})
        return 0
    if where.rounds_drawn:  # where it stands, once a round is drawn: "Bhukhar: after round 2 — provisional"
        print(f"{table.competition}: {where.words()}")
    header = ["place", table.name_key, *table.columns]
    rows = [
        ["still in" if r.still_in else str(r.place), r.name, *(str(v) for _, v in r.columns)]
        for r in table.rows
    ]
    for line in lines_up(header, rows):
        print(line)
    return 0


def where(p: argparse.ArgumentParser, table: bool = True) -> None:
    """EVENT and the competition (and the round and table) a command is about."""
    p.add_argument("event", metavar="EVENT", type=event_target)
    p.add_argument("--competition", required=True, metavar="NAME")
    if table:
        p.add_argument("--round", type=whole_number(1), required=True, metavar="N")
        p.add_argument("--table", required=True, metavar="T")


def pin_option(p: argparse.ArgumentParser, what: str = "") -> None:
    """The --pin option of a command a judge answers for."""
    p.add_argument("--pin", help=f"the judge PIN{what} (or set {PIN_ENV}; asked for on a terminal)")


def sheet_command(sub: argparse._SubParsersAction, name: str, **texts: str) -> argparse.ArgumentParser:
    """The parser of a command about one table's score sheet: the options of :func:`where`, then SHEET."""
    p = sub.add_parser(name, **texts)
    where(p)
    p.add_argument("sheet", metavar="SHEET", help=SHEET_HELP)
    return p


def at_table(args: argparse.Namespace) -> tuple[str, int, str]:
    """The competition, round and table given by the options of :func:`where`."""
    return args.competition, args.round, args.table


def add_commands(sub: argparse._SubParsersAction) -> None:
    p = sheet_command(
        sub,
        "enter",
        help="validate and store a table's score sheet (JSON)",
        description="Validate a table's score sheet and store it (confirmed, or a draft with --draft). A "
        "sheet already confirmed is changed only by a judge: cardnight-desk edit.",
    )
    p.add_argument("--draft", action="store_true", help="store as a draft, to be confirmed at the desk")
    p.add_argument(
        "--judge",
        metavar="NAME",
        help="the judge answering for the penalties the sheet gives or takes off (EV-4)",
    )
    pin_option(p, ", with --judge")
    p.set_defaults(func=with_sheet(cmd_enter))

    p = sub.add_parser("standings", help="standings with tiebreaks")
    where(p, table=False)
    p.add_argument("--json", action="store_true")
    p.set_defaults(func=on_event(cmd_standings))
