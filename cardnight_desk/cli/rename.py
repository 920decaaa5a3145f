"""``rename EVENT {event|competition|team|player} OLD NEW [--competition NAME]``: rename, kept in the history,
reaching every view, export and printout (the score sheets and their results included).

A player may be given by badge number (``#12``); a team or a player needs ``--competition`` when its name alone
is ambiguous. The kinds are listed here, not read from the services, so that building the parser loads no
database library.
"""

from __future__ import annotations

import argparse
from typing import TYPE_CHECKING

from cardnight_desk.cli.common import event_target, on_event

if TYPE_CHECKING:
    from cardnight_desk.services.desk import Desk

KINDS = ("event", "competition", "team", "player")  # services.rename.KINDS


def cmd_rename(desk: Desk, args: argparse.Namespace) -> int:
    from cardnight_desk.services import rename

    done = rename.rename(desk, args.what, args.old, args.new, args.competition)
    what = f"player {done.number}" if done.number is not None else done.what
    where = f" in {done.competition}" if done.what == "team" else ""
    sheets = (
        f"; {len(done.sheets)} score sheet{'s' if len(done.sheets) != 1 else ''} renamed"
        if done.sheets
        else ""
    )
    print(f"Renamed {what} '{done.old}' to '{done.new}'{where}{sheets}")
    return 0


def add_commands(sub: argparse._SubParsersAction) -> None:
    p = sub.add_parser(
        "rename", help="rename the event, a competition, a team or a player (everywhere, kept in the history)"
    )
    p.add_argument("event", metavar="EVENT", type=event_target)
    p.add_argument("what", choices=KINDS, metavar="{event,competition,team,player}")
    p.add_argument("old", metavar="OLD", help="the name now (a player: or the badge number, #12)")
    p.add_argument("new", metavar="NEW", help="the new name")
    p.add_argument(
        "--competition", metavar="NAME", help="the team's or player's competition, when the name is ambiguous"
    )
    p.set_defaults(func=on_event(cmd_rename))
