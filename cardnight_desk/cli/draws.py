"""The ``draw`` command: draw a competition's next round and print it as JSON (``cli.md``)."""

from __future__ import annotations

import argparse
from typing import TYPE_CHECKING

from cardnight_desk.cli.common import event_target, on_event, print_json, whole_number

if TYPE_CHECKING:
    from cardnight_desk.services.desk import Desk


def cmd_draw(desk: Desk, args: argparse.Namespace) -> int:
    from cardnight_desk.services import draws

    if args.redraw is not None:
        view = draws.redraw_round(desk, args.competition, args.redraw, args.seed)
    elif args.show is not None:
        view = draws.get_round(desk, args.competition, args.show or None)
    else:
        view = draws.draw_next_round(desk, args.competition, args.seed, checked_in_only=args.checked_in_only)
    print_json(view.to_json())
    return 0


def add_commands(sub: argparse._SubParsersAction) -> None:
    p = sub.add_parser("draw", help="draw the next round (JSON: round, seed, tables with seats, byes)")
    p.add_argument("event", metavar="EVENT", type=event_target)
    p.add_argument("--competition", required=True)
    p.add_argument(
        "--seed",
        type=whole_number(0),
        help="the seed to draw from (EV-5); a fresh one is drawn and stored otherwise",
    )
    p.add_argument("--checked-in-only", action="store_true", help="draw only entrants who have checked in")
    p.add_argument(
        "--redraw",
        type=whole_number(1),
        metavar="N",
        help="draw round N again (only before any result is in)",
    )
    p.add_argument(
        "--show",
        type=whole_number(0),
        nargs="?",
        const=0,
        metavar="N",
        help="print round N (default: the latest)",
    )
    p.set_defaults(func=on_event(cmd_draw))
