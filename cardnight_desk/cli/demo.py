"""``demo EVENT [--seed N]``: create the demo night, a realistic part-played card night to explore safely."""

from __future__ import annotations

import argparse

from cardnight_desk.cli.common import event_target, refused, whole_number
from cardnight_desk.services.errors import Refusal


def cmd_demo(args: argparse.Namespace) -> int:
    from cardnight_desk.services import demo
    from cardnight_desk.store.engine import display_name
    from cardnight_desk.store.targets import is_url

    seed = demo.DEFAULT_SEED if args.seed is None else args.seed
    try:
        night = demo.make_demo(args.event, seed)
    except Refusal as err:
        return refused(err)
    print(f"Created the demo night '{night.event}' in {display_name(night.target)}")
    print(f"Competitions: {', '.join(night.competitions)}; {night.players} players")
    print(f"The judge PIN is {night.judge_pin} (penalties and edits of confirmed sheets ask for it)")
    if not is_url(night.target):  # an address may hold a password: it is never printed
        print(f"Open it with: cardnight-desk gui {night.target}")
    return 0


def add_commands(sub: argparse._SubParsersAction) -> None:
    p = sub.add_parser(
        "demo", help="create a demo night to explore: every competition, a few rounds played (judge PIN 1234)"
    )
    p.add_argument(
        "event",
        metavar="EVENT",
        type=event_target,
        help="a new event file (an existing one is never overwritten)",
    )
    p.add_argument(
        "--seed",
        type=whole_number(0),
        help="another seed makes another night (same seed, same night)",
    )
    p.set_defaults(func=cmd_demo)
