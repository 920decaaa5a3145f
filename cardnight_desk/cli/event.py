"""Setting an event up: ``event new`` (an event file, or a schema in an empty PostgreSQL database) and
``competition add`` (a competition of one game, with its settings); ``competition set`` (its settings corrected
while play has not fixed them, saying what moved in the standings); ``competition close`` and ``reopen`` (the
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


def cmd_competition_set(desk: Desk, args: argparse.Namespace) -> int:
    from cardnight_desk.services.competition_settings import change_settings

    done = change_settings(desk, args.competition, assignments=args.settings, why=args.why or "")
    print(f"Changed the settings of '{done.competition}': {done.said}")
    if done.after is None:
        return 0
    if not done.moved:
        print("The standings did not move")
        return 0
    print(f"The standings moved ({len(done.moved)} {'entry' if len(done.moved) == 1 else 'entries'}):")
    for m in done.moved:
        place = (
            f"place {_place(m.place_before)}"
            if m.place_before == m.place_after
            else f"place {_place(m.place_before)} → {_place(m.place_after)}"
        )
        figures = "".join(f", {c} {_place(was)} → {_place(now)}" for c, was, now in m.figures)
        print(f"  {m.name}: {place}{figures}")
    return 0


def _place(value: int | None) -> str:
    return "-" if value is None else str(value)


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

    p = sub.add_parser(
        "competition", help="add a competition to an event, correct its settings, close or reopen it"
    )
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
    q = comp.add_parser(
        "set",
        help="correct a competition's settings (kept in the history); what play has fixed is refused, saying why",
    )
    q.add_argument("event", metavar="EVENT", type=event_target)
    q.add_argument("--competition", required=True, metavar="NAME", help="the competition")
    q.add_argument("settings", nargs="+", metavar="KEY=VALUE", help="a setting and its new value")
    q.add_argument("--why", metavar="TEXT", help="the reason, kept in the history")
    q.set_defaults(func=on_event(cmd_competition_set))
    for action, words in (
        ("close", "close a competition: its standings are its final results (kept in the history)"),
        ("reopen", "reopen a closed competition: its results are provisional until it is finished"),
    ):
        q = comp.add_parser(action, help=words)
        q.add_argument("event", metavar="EVENT", type=event_target)
        q.add_argument("--name", required=True, help="the competition")
        q.add_argument("--why", metavar="TEXT", help="the reason, kept in the history")
        q.set_defaults(func=on_event(cmd_competition_close))
