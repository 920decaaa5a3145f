"""Command-line commands that work on an event (file or database URL), on the desk's services."""

from __future__ import annotations

import argparse
import importlib
import sys
from collections.abc import Callable

from cardnight_desk.services.desk import Desk
from cardnight_desk.services.errors import Refusal

# modules that add their own commands (``add_commands(sub)``), and the commands each one provides
COMMAND_MODULES: dict[str, tuple[str, ...]] = {
    "cli_registration": ("register", "import", "export"),
    "cli_draws": ("draw",),
    "cli_scores": ("enter", "penalty", "standings", "history"),
    "cli_printing": ("print",),
    "cli_backups": ("backup", "restore"),
    "cli_demo": ("demo",),
}


PIN_ENV = "CARDNIGHT_JUDGE_PIN"


def judge_pin(args: argparse.Namespace) -> str | None:
    """The judge PIN: ``--pin``, else the CARDNIGHT_JUDGE_PIN variable, else asked for on a terminal."""
    import getpass
    import os

    if getattr(args, "pin", None):
        return args.pin
    if os.environ.get(PIN_ENV):
        return os.environ[PIN_ENV]
    if sys.stdin.isatty():
        return getpass.getpass("Judge PIN: ")
    return None


def _refused(err: Refusal) -> int:
    print(f"cardnight-desk: {err.message}", file=sys.stderr)
    for e in err.errors:
        if e.get("message") != err.message:
            print(f"  {e.get('path', '')}: {e.get('message', '')}", file=sys.stderr)
    return 2


def on_event(run: Callable[[Desk, argparse.Namespace], int]) -> Callable[[argparse.Namespace], int]:
    """Open the event named by ``args.event`` for one command; refusals exit 2 with the message."""

    def wrapped(args: argparse.Namespace) -> int:
        try:
            desk = Desk.open(args.event)
        except Refusal as err:
            return _refused(err)
        try:
            return run(desk, args)
        except Refusal as err:
            return _refused(err)
        finally:
            desk.close()

    return wrapped


def cmd_event_new(args: argparse.Namespace) -> int:
    try:
        desk = Desk.create(args.event, args.name, args.date)
    except Refusal as err:
        return _refused(err)
    desk.close()
    print(f"Created the event '{args.name}' ({args.date}) in {desk.store.display_name}")
    return 0


def cmd_competition_add(desk: Desk, args: argparse.Namespace) -> int:
    from cardnight_desk.services.events import add_competition

    info = add_competition(desk, args.name, args.game, assignments=args.set or [])
    changed = ", ".join(f"{k}={v}" for k, v in info.settings.items())
    print(f"Added the competition '{info.name}' ({info.title}); settings: {changed}")
    return 0


def _not_yet(name: str) -> Callable[[argparse.Namespace], int]:
    def run(args: argparse.Namespace) -> int:
        print(f"cardnight-desk: '{name}' is not available in this version yet", file=sys.stderr)
        return 1

    return run


def add_commands(sub: argparse._SubParsersAction) -> None:
    p = sub.add_parser("event", help="create an event")
    ev = p.add_subparsers(dest="event_command", metavar="ACTION", required=True)
    q = ev.add_parser("new", help="create a new event file (or a schema in an empty PostgreSQL database)")
    q.add_argument("event", metavar="EVENT")
    q.add_argument("--name", required=True)
    q.add_argument("--date", required=True, help="YYYY-MM-DD")
    q.set_defaults(func=cmd_event_new)

    p = sub.add_parser("competition", help="add a competition to an event")
    comp = p.add_subparsers(dest="competition_command", metavar="ACTION", required=True)
    q = comp.add_parser("add", help="add a competition")
    q.add_argument("event", metavar="EVENT")
    q.add_argument("--name", required=True)
    q.add_argument("--game", required=True, help="bhukhar, bukharo, rummy, 28, poker or baccarat")
    q.add_argument("--set", action="append", metavar="KEY=VALUE", help="a setting (repeatable)")
    q.set_defaults(func=on_event(cmd_competition_add))

    for module, commands in COMMAND_MODULES.items():
        try:
            mod = importlib.import_module(f"cardnight_desk.{module}")
        except ModuleNotFoundError as err:
            if err.name != f"cardnight_desk.{module}":
                raise
            for name in commands:
                p = sub.add_parser(name, help=f"{name} (not available in this version yet)")
                p.add_argument("rest", nargs=argparse.REMAINDER)
                p.set_defaults(func=_not_yet(name))
            continue
        mod.add_commands(sub)
