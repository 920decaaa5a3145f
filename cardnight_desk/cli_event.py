"""Command-line commands that work on an event (file or database URL), on the desk's services."""

from __future__ import annotations

import argparse
import sys


def _not_yet(name: str):
    def run(args: argparse.Namespace) -> int:
        print(f"cardnight-desk: '{name}' is not available in this version yet", file=sys.stderr)
        return 1

    return run


def add_commands(sub: argparse._SubParsersAction) -> None:
    for name in ("event", "competition", "register", "import", "export", "draw", "enter", "penalty",
                 "standings", "history", "print"):
        p = sub.add_parser(name, help=f"{name} (see cli.md)")
        p.add_argument("rest", nargs=argparse.REMAINDER)
        p.set_defaults(func=_not_yet(name))
