"""What every command shares: exit statuses, JSON output, reading a sheet, refusals and opening the event.

Exit status everywhere: 0 done; 2 refused (bad input, invalid sheet, rule violation) and nothing changed;
1 anything else. A *refusal document* is the JSON a command prints when it refuses a sheet:
``{"valid": false, "errors": [{"path": ..., "message": ...}]}``. The *event* a command works on is an event
file or a database URL (``EVENT`` on the command line).

Only the standard library and the services' plain :class:`Refusal` are imported here, so that building the
parser stays quick; the services that open an event are imported when a command runs.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from cardnight_desk.services.errors import Refusal

if TYPE_CHECKING:
    from cardnight_desk.services.desk import Desk

EXIT_OK, EXIT_ERROR, EXIT_REFUSED = 0, 1, 2

PIN_ENV = "CARDNIGHT_JUDGE_PIN"


def print_json(doc: Any) -> None:
    sys.stdout.write(json.dumps(doc, ensure_ascii=False, indent=2) + "\n")


def json_refusal(path: str, message: str) -> dict[str, Any]:
    """The refusal document with one problem."""
    return {"valid": False, "errors": [{"path": path, "message": message}]}


def emit_result(result: dict[str, Any]) -> int:
    """Print a result (or refusal) document; exit 0 when it is valid, 2 when it is refused."""
    print_json(result)
    return EXIT_OK if result.get("valid") else EXIT_REFUSED


def read_sheet(source: str) -> tuple[Any, dict[str, Any] | None]:
    """The parsed sheet from a file (``-``: standard input), or the refusal document when it cannot be read."""
    try:
        text = sys.stdin.read() if source == "-" else open(source, encoding="utf-8-sig").read()
    except OSError as err:
        return None, json_refusal("(sheet)", f"cannot read '{source}': {err.strerror or err}")
    except UnicodeDecodeError:
        return None, json_refusal("(sheet)", f"'{source}' is not a text file (expected UTF-8 JSON)")
    try:
        return json.loads(text), None
    except json.JSONDecodeError as err:
        return None, json_refusal(
            "(sheet)", f"not valid JSON: {err.msg} at line {err.lineno}, column {err.colno}"
        )


def refused(err: Refusal) -> int:
    """Say why a service refused, each listed problem on its own line, and exit 2."""
    print(f"cardnight-desk: {err.message}", file=sys.stderr)
    for e in err.errors:
        if e.get("message") != err.message:
            print(f"  {e.get('path', '')}: {e.get('message', '')}", file=sys.stderr)
    return EXIT_REFUSED


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


def on_event(run: Callable[[Desk, argparse.Namespace], int]) -> Callable[[argparse.Namespace], int]:
    """Open the event named by ``args.event`` for one command; refusals exit 2 with the message."""

    def wrapped(args: argparse.Namespace) -> int:
        from cardnight_desk.services.desk import Desk

        try:
            desk = Desk.open(args.event)
        except Refusal as err:
            return refused(err)
        try:
            return run(desk, args)
        except Refusal as err:
            return refused(err)
        finally:
            desk.close()

    return wrapped
