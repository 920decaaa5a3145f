"""``links EVENT --competition NAME [--round N] [--json]``: each side's private link to enter its table's score
sheet on a phone (table entry, ``resources/docs/command-line.md``), made for the sides that have none yet.

Each link is the players' page's address followed by its path (``/entry/TOKEN``); the page serves it while the
competition's ``table_entry`` setting is not ``off``. Text: one line per side, ``table 1  Lions  /entry/TOKEN``;
``--json``: ``{"round": N, "tables": [{"table": "1", "sides": [{"side": NAME, "path": "/entry/TOKEN"}]}]}``.
"""

from __future__ import annotations

import argparse
from typing import TYPE_CHECKING

from cardnight_desk.cli.common import event_target, on_event, print_json, whole_number

if TYPE_CHECKING:
    from cardnight_desk.services.desk import Desk


def cmd_links(desk: Desk, args: argparse.Namespace) -> int:
    from cardnight_desk.services import phone_entry

    links = phone_entry.links(desk, args.competition, args.round)
    if args.json:
        print_json(links.to_json())
        return 0
    for table in links.tables:
        for side in table.sides:
            print(f"table {table.table}  {side.side}  {side.path}")
    return 0


def add_commands(sub: argparse._SubParsersAction) -> None:
    p = sub.add_parser(
        "links",
        help="each side's private link to enter its table's sheet on a phone (table entry)",
        description="Each side's private link (/entry/TOKEN on the players' page) to enter its table's score "
        "sheet on a phone, for every table of a round; the links are made the first time they are asked for.",
    )
    p.add_argument("event", metavar="EVENT", type=event_target)
    p.add_argument("--competition", required=True)
    p.add_argument("--round", type=whole_number(1), metavar="N", help="the round (default: the latest)")
    p.add_argument("--json", action="store_true", help="print the links as JSON")
    p.set_defaults(func=on_event(cmd_links))
