"""Setting an event up: ``event new`` (an event file, or a schema in an empty PostgreSQL database) and
``competition add`` (a competition of one game, with its settings); ``competition close`` and ``reopen`` (the
organiser ends a competition early: its standings are its final results)."""

from __future__ import annotations

import argparse
from typing import TYPE_CHECKING

from cardnight_desk.cli.common import event_target, on_event, refused
from cardnight_desk.services.errors import Refusal

if TYPE_CHECKING:
    from cardnight_desk.services.desk import Desk


def cmd_event_new(args: argparse.Namespace) -> int:
    from cardnight_desk.services.desk import Desk

    try:
        desk = Desk.create(args.event, args.name, args.date)
    except Refusal as err:
        return refused(err)
    desk.close()
    print(f"Created the event '{args.name}' ({args.date}) in {desk.store.display_name}")
    return 0


def cmd_competition_add(desk: Desk, args: argparse.Namespace) -> int:
    from cardnight_desk.services.events import add_competition

    info = add_competition(desk, args.name, args.game, assignments=args.set or [])
    changed = ", ".join(f"{k}={v}" for k, v in info.settings.items())
    print(f"Added the competition '{info.name}' ({info.title}); settings: {changed}")
    return 0


def cmd_competition_close(desk: Desk, args: argparse.Namespace) -> int:
    from cardnight_desk.services import progress

    if args.competition_command == "close":
        where = progress.close_competition(desk, args.name, args.why or "")
        print(f"Closed '{where.competition}': its standings are its final results")
    else:
        where = progress.reopen_competition(desk, args.name, args.why or "")
        print(f"Reopened '{where.competition}': {where.words()}")
    return 0


def add_commands(sub: argparse._SubParsersAction) -> None:
    p = sub.add_parser("event", help="create an event")
    ev = p.add_subparsers(dest="event_command", metavar="ACTION", required=True)
    q = ev.add_parser("new", help="create a new event file (or a schema in an empty PostgreSQL database)")
    q.add_argument("event", metavar="EVENT", type=event_target)
    q.add_argument("--name", required=True)
    q.add_argument("--date", required=True, help="YYYY-MM-DD")
    q.set_defaults(func=cmd_event_new)

    p = sub.add_parser("competition", help="add a competition to an event")
    comp = p.add_subparsers(dest="competition_command", metavar="ACTION", required=True)
    q = comp.add_parser("add", help="add a competition")
    q.add_argument("event", metavar="EVENT", type=event_target)
    q.add_argument("--name", required=True)
    # checked against the games the desk runs when the command runs (a game added to the desk is accepted),
    # so building the parser loads no game
    q.add_argument(
        "--game",
        required=True,
        metavar="GAME",
        help="the game's id (bhukhar, bukharo, rummy, 28, poker, baccarat ...); another is refused, naming them",
    )
    q.add_argument("--set", action="append", metavar="KEY=VALUE", help="a setting (repeatable)")
    q.set_defaults(func=on_event(cmd_competition_add))
    for action, words in (
        ("close", "close a competition: its standings are its final results (kept in the history)"),
        ("reopen", "reopen a closed competition: its results are provisional until it is finished"),
    ):
        q = comp.add_parser(action, help=words)
        q.add_argument("event", metavar="EVENT", type=event_target)
        q.add_argument("--name", required=True, help="the competition")
        q.add_argument("--why", metavar="TEXT", help="the reason, kept in the history")
        q.set_defaults(func=on_event(cmd_competition_close))
