"""The command line: ``cardnight-desk COMMAND ...`` (``resources/docs/command-line.md``).

Each command group lives in its own module (``sheets``, ``event``, ``registration``, ``rename``, ``draws``,
``links``, ``scores``, ``judges``, ``history``, ``printing``, ``backups``, ``demo`` ...), listed once in
:data:`GROUPS`, that adds its commands to the parser with ``add_commands(sub)`` and imports the services it needs only when
one of its commands runs: building the parser loads no database, PDF or spreadsheet library. Running a command
builds the parsers of the groups up to the one that adds it, not all of them (``--help`` builds every one).

The ``gui`` command opens the desk window through the *desk opener* handed to :func:`main`:
``cardnight_desk.__main__`` (the program, which runs ``gui`` when given no command) hands it the window's, so
the command line never imports the window itself.

Exit status everywhere: 0 done; 2 refused (bad input, invalid sheet, rule violation) and nothing changed;
1 anything else; 3 ``history --verify`` found the history altered; 130 stopped (Ctrl-C). Commands that print
JSON print the ``{"valid": false, "errors": [...]}`` shape on refusal. Whatever stops a command ends in one
line on standard error (``failures.py``), never a traceback: a wrong argument too (:class:`Parser`).
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Callable, Sequence
from typing import NoReturn

from cardnight_desk import __version__
from cardnight_desk.cli import (
    backups,
    demo,
    draws,
    event,
    history,
    judges,
    links,
    printing,
    registration,
    rename,
    scores,
    serve,
    sheets,
)
from cardnight_desk.cli.common import EXIT_ERROR, EXIT_REFUSED, check_text, refused
from cardnight_desk.cli.failures import explain
from cardnight_desk.services.errors import Refusal

# The command groups, in the order the help lists them. Adding a group: import its module above and list it
# here; it adds its commands with ``add_commands(sub)``.
GROUPS = (
    sheets,
    event,
    registration,
    rename,
    draws,
    links,
    scores,
    judges,
    history,
    printing,
    backups,
    demo,
    serve,
)

DeskOpener = Callable[..., int]
"""Opens the desk window on an event (or none) and runs it: ``open_desk(event, smoke)`` -> exit status
(``open_desk(event, smoke, True)`` for a start-up check that waits until the event has finished opening)."""


def _gui_command(open_desk: DeskOpener | None) -> Callable[[argparse.Namespace], int]:
    def cmd_gui(args: argparse.Namespace) -> int:
        if open_desk is None:
            print("cardnight-desk: the desk window opens from the cardnight-desk program", file=sys.stderr)
            return EXIT_ERROR
        if args.warm:
            return open_desk(args.event, args.smoke, True)
        return open_desk(args.event, args.smoke)

    return cmd_gui


class WrongArguments(Exception):
    """The command line cannot be read: the sentence says why, for the one line :func:`main` prints."""


class Parser(argparse.ArgumentParser):
    """The command line's parser (and each command's): a wrong argument is one line naming the command and
    pointing to its help, instead of argparse's usage block (``--help`` still shows it whole)."""

    def error(self, message: str) -> NoReturn:
        raise WrongArguments(f"{self.prog}: {message} (see {self.prog} --help)")


def build_parser(open_desk: DeskOpener | None = None, command: str | None = None) -> argparse.ArgumentParser:
    """The command line's parser. Given the ``command`` a command line names, the groups are added in order only
    until one adds it (a command's own parser is the same whichever groups come with it); otherwise, or when no
    group adds it, every group is (the help and "invalid choice" list every command)."""
    parser = Parser(
        prog="cardnight-desk",
        description="Card Night Desk: run a card-night tournament from registration to printed results.",
    )
    parser.add_argument("--version", action="version", version=f"cardnight-desk {__version__}")
    sub = parser.add_subparsers(dest="command", metavar="COMMAND", required=True)

    p = sub.add_parser("gui", help="open the desk (the default)")
    p.add_argument("event", nargs="?", help="event file or database URL to open")
    p.add_argument(
        "--smoke",
        action="store_true",
        help="open the main window (and the event's first tab), process events once and exit 0",
    )
    p.add_argument(
        "--warm",
        action="store_true",
        help="with --smoke: wait until the event has finished opening (its history checked)",
    )
    p.set_defaults(func=_gui_command(open_desk))

    for group in GROUPS:
        if command is not None and command in sub.choices:
            break
        group.add_commands(sub)
    return parser


def main(argv: Sequence[str] | None = None, *, open_desk: DeskOpener | None = None) -> int:
    """Run one command and return its exit status; ``gui`` opens the desk window through ``open_desk``.
    ``--help`` and ``--version`` print and raise :class:`SystemExit` (0), as argparse does."""
    try:
        argv = sys.argv[1:] if argv is None else list(argv)
        command = argv[0] if argv and not argv[0].startswith("-") else None
        args = build_parser(open_desk, command).parse_args(argv)
        check_text(args)
        return int(args.func(args))
    except WrongArguments as err:
        print(err, file=sys.stderr)
        return EXIT_REFUSED
    except Refusal as err:
        return refused(err)
    except BaseException as err:  # noqa: BLE001 - whatever it is, one line and an exit status, never a traceback
        if isinstance(err, SystemExit | GeneratorExit):
            raise
        code, sentence = explain(err)
        print(f"cardnight-desk: {sentence}", file=sys.stderr)
        return code
