"""What every command shares: exit statuses, JSON output, reading a sheet, refusals and opening the event.

Exit status everywhere: 0 done; 2 refused (bad input, invalid sheet, rule violation) and nothing changed;
1 anything else (``failures.py`` says which a failure is). A *refusal document* is the JSON a command prints when it refuses a sheet:
``{"valid": false, "errors": [{"path": ..., "message": ...}]}``. The *event* a command works on is an event
file or a database URL (``EVENT`` on the command line).

Only the standard library and the services' plain :class:`Refusal` are imported here, so that building the
parser stays quick; the services that open an event are imported when a command runs.
"""

from __future__ import annotations

import argparse
import json
import re
import sys
from collections.abc import Callable, Iterator
from typing import TYPE_CHECKING, Any

from cardnight_desk.services.errors import PasswordNeeded, Refusal

if TYPE_CHECKING:
    from cardnight_desk.services.desk import Desk

EXIT_OK, EXIT_ERROR, EXIT_REFUSED = 0, 1, 2

PIN_ENV = "CARDNIGHT_JUDGE_PIN"
# where a command finds a database password its event's address does not give (libpq reads them by itself)
PASSWORD_HINT = "; give it in ~/.pgpass (or the file PGPASSFILE names) or in PGPASSWORD"

# the largest whole number every event database stores (PostgreSQL's INTEGER: round numbers, seeds, points)
STORED_MAX = 2**31 - 1
# the widest whole number a sheet's figures may be given as (a 64-bit signed integer)
WIDEST = 2**63


def one_line(text: object) -> str:
    """``text`` on one line: its lines joined, runs of spaces made one."""
    return " ".join(str(text).split())


def _shown(text: str) -> str:
    text = text.strip()
    return text if len(text) <= 24 else f"{text[:12]}…({len(text)} characters)"


def whole_number(low: int = 0, high: int = STORED_MAX) -> Callable[[str], int]:
    """An argparse ``type``: a whole number from ``low`` to ``high``, refused with a sentence otherwise."""

    def whole(text: str) -> int:
        digits = text.strip().removeprefix("-").removeprefix("+")
        try:
            value = int(text.strip())
        except ValueError:
            if digits.isdigit():  # more digits than Python reads at once: far out of any range
                value = high + 1
            else:
                raise argparse.ArgumentTypeError(f"'{_shown(text)}' is not a whole number") from None
        if not low <= value <= high:
            raise argparse.ArgumentTypeError(
                f"{_shown(text)} is out of range: give a whole number from {low} to {high}"
            )
        return value

    return whole


def event_target(text: str) -> str:
    """An argparse ``type`` for EVENT: an event file's path, or a database address that can be read (its
    password is never shown; :func:`cardnight_desk.services.desk.event_target`). A password given as the
    address's ``password=`` option is written before the ``@``, where every line naming the address hides it."""
    if "://" not in text:
        return text
    from cardnight_desk.services.desk import event_target as store_target

    try:
        text = store_target(text)  # an SQLite address is its event file's path
    except Refusal as err:
        raise argparse.ArgumentTypeError(err.message) from None
    if "://" not in text:
        return text
    from sqlalchemy.engine import make_url

    url = make_url(text)
    option = url.query.get("password")
    if option:
        password = option if isinstance(option, str) else option[-1]
        url = url.difference_update_query(["password"]).set(password=password)
        return url.render_as_string(hide_password=False)
    return text


def not_text(value: str) -> bool:
    """Does ``value`` hold something that is not text (a lone surrogate: half of a character)?"""
    try:
        value.encode("utf-8")
    except UnicodeEncodeError:
        return True
    return False


def check_text(args: argparse.Namespace) -> None:
    """Refuse a command whose names (or any other argument) are not valid text."""
    for value in _strings(vars(args).values()):
        if not_text(value):
            raise Refusal(f"names must be valid text: {value!a} holds a character that is not text")


def _strings(values: Any) -> Iterator[str]:
    for value in values:
        if isinstance(value, str):
            yield value
        elif isinstance(value, list | tuple):
            yield from _strings(value)


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
        sheet = json.loads(text)
    except json.JSONDecodeError as err:
        return None, json_refusal(
            "(sheet)", f"not valid JSON: {err.msg} at line {err.lineno}, column {err.colno}"
        )
    except RecursionError:
        return None, json_refusal("(sheet)", "the sheet is nested too deeply")
    except ValueError:  # a number of more digits than Python reads (the only other ValueError json raises)
        return None, _too_long_number(text)
    bad = _not_text_at(sheet) if _may_hold_half_characters(text) else None
    if bad is not None:
        return None, json_refusal(bad, "names must be valid text: this holds a character that is not text")
    return sheet, None


class _TooLong:
    """Where a sheet held a number of more digits than Python reads."""


def _whole_or_too_long(digits: str) -> int | _TooLong:
    try:
        return int(digits)
    except ValueError:
        return _TooLong()


def _too_long_number(text: str) -> dict[str, Any]:
    """The refusal of a sheet holding a number too long to be read, naming the first such number's place."""
    from cardnight_desk.domain.numbers import path_to, too_long_message

    sheet = json.loads(text, parse_int=_whole_or_too_long)
    return json_refusal(
        path_to(sheet, lambda value: isinstance(value, _TooLong)) or "(sheet)", too_long_message()
    )


def _may_hold_half_characters(text: str) -> bool:
    """Can the sheet parsed from ``text`` hold half of a character? Only through a ``\\uD800``-``\\uDFFF``
    escape or an undecodable byte read from standard input: a long sheet without either is not walked."""
    if re.search(r"\\u[dD][89a-fA-F]", text):
        return True
    try:
        text.encode("utf-8")
    except UnicodeEncodeError:
        return True
    return False


def _not_text_at(doc: Any) -> str | None:
    """The dotted path of the first name or string in a parsed sheet that is not valid text, else None."""
    todo: list[tuple[str, Any]] = [("", doc)]
    while todo:
        path, value = todo.pop()
        if isinstance(value, str):
            if not_text(value):
                return path or "(sheet)"
        elif isinstance(value, dict):
            for key, item in value.items():
                shown = ascii(key)[1:-1] if not_text(key) else key
                where = f"{path}.{shown}" if path else shown
                if shown != key:
                    return where
                todo.append((where, item))
        elif isinstance(value, list):
            todo.extend((f"{path}.{i}" if path else str(i), item) for i, item in enumerate(value))
    return None


def refused(err: Refusal, hint: str = "") -> int:
    """Say why a service refused (and ``hint``, what to do about it, on the same line), each listed problem
    that the sentence does not already say on a line of its own, and exit 2."""
    if not hint and isinstance(err, PasswordNeeded):
        hint = PASSWORD_HINT
    print(f"cardnight-desk: {one_line(err.message)}{hint}", file=sys.stderr)
    for e in err.errors:
        if e.get("message") != err.message:
            print(f"  {one_line(e.get('path', ''))}: {one_line(e.get('message', ''))}", file=sys.stderr)
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
            try:
                _make_due_backups(desk)
            finally:
                desk.close()

    return wrapped


def _make_due_backups(desk: Desk) -> None:
    """The automatic backups the command's work asked for (a round's last sheet confirmed), made once its
    result is said: a failed one is a warning, never the command's failure."""
    if not desk.backups_due:
        return
    from cardnight_desk.services import backups

    if None in backups.make_due(desk):
        print("cardnight-desk: warning: the automatic backup was not made", file=sys.stderr)
