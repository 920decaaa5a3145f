"""The command line: ``cardnight-desk COMMAND ...`` (see the README and ``cli.md``).

Exit status everywhere: 0 done; 2 refused (bad input, invalid sheet, rule violation) and nothing changed;
1 anything else. Commands that print JSON print the ``{"valid": false, "errors": [...]}`` shape on refusal.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Sequence
from typing import Any

from cardnight_desk import __version__
from cardnight_desk.domain.games import evaluate

EXIT_OK, EXIT_ERROR, EXIT_REFUSED = 0, 1, 2


class Refused(Exception):
    """Bad input: the command stops with exit status 2 and changes nothing."""

    def __init__(self, message: str, errors: list[dict[str, str]] | None = None):
        super().__init__(message)
        self.errors = errors


def _print_json(doc: Any) -> None:
    sys.stdout.write(json.dumps(doc, ensure_ascii=False, indent=2) + "\n")


def _json_refusal(path: str, message: str) -> dict[str, Any]:
    return {"valid": False, "errors": [{"path": path, "message": message}]}


def read_sheet(source: str) -> tuple[Any, dict[str, Any] | None]:
    """The parsed sheet, or the refusal document when it cannot be read."""
    try:
        text = sys.stdin.read() if source == "-" else open(source, encoding="utf-8-sig").read()
    except OSError as err:
        return None, _json_refusal("(sheet)", f"cannot read '{source}': {err.strerror or err}")
    except UnicodeDecodeError:
        return None, _json_refusal("(sheet)", f"'{source}' is not a text file (expected UTF-8 JSON)")
    try:
        return json.loads(text), None
    except json.JSONDecodeError as err:
        return None, _json_refusal(
            "(sheet)", f"not valid JSON: {err.msg} at line {err.lineno}, column {err.colno}"
        )


def _emit_result(result: dict[str, Any]) -> int:
    _print_json(result)
    return EXIT_OK if result.get("valid") else EXIT_REFUSED


def cmd_score(args: argparse.Namespace) -> int:
    sheet, refusal = read_sheet(args.sheet)
    if refusal is not None:
        return _emit_result(refusal)
    return _emit_result(evaluate(sheet))


def cmd_rummy_hand(args: argparse.Namespace) -> int:
    wild = None if args.wild is None or args.wild.lower() in ("none", "null", "-") else args.wild
    sheet = {"game": "rummy-hand", "cards": list(args.cards), "wild": wild, "packs": args.packs}
    return _emit_result(evaluate(sheet))


def cmd_baccarat_odds(args: argparse.Namespace) -> int:
    return _emit_result(evaluate({"game": "baccarat-odds", "decks": args.decks}))


def cmd_gui(args: argparse.Namespace) -> int:
    from cardnight_desk.gui.app import run_desk

    return run_desk(args.event, smoke=args.smoke)


def build_parser() -> argparse.ArgumentParser:
    from cardnight_desk import cli_event

    parser = argparse.ArgumentParser(
        prog="cardnight-desk",
        description="Card Night Desk: run a card-night tournament from registration to printed results.",
    )
    parser.add_argument("--version", action="version", version=f"cardnight-desk {__version__}")
    sub = parser.add_subparsers(dest="command", metavar="COMMAND")

    p = sub.add_parser("gui", help="open the desk (the default)")
    p.add_argument("event", nargs="?", help="event file or database URL to open")
    p.add_argument(
        "--smoke", action="store_true", help="open the main window, process events once and exit 0"
    )
    p.set_defaults(func=cmd_gui)

    p = sub.add_parser("score", help="score a sheet (JSON file or - for standard input); stores nothing")
    p.add_argument("sheet")
    p.set_defaults(func=cmd_score)

    p = sub.add_parser("rummy-hand", help="score a 13-card rummy hand")
    p.add_argument("--wild", required=True, help="the wild rank (A, 2-10, J, Q, K) or 'none'")
    p.add_argument("--packs", type=int, default=2, help="packs in play (3 allows a tanala)")
    p.add_argument("cards", nargs="+", metavar="CARD")
    p.set_defaults(func=cmd_rummy_hand)

    p = sub.add_parser("baccarat-odds", help="exact baccarat odds and house edges")
    p.add_argument("--decks", type=int, default=8)
    p.set_defaults(func=cmd_baccarat_odds)

    cli_event.add_commands(sub)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    parser = build_parser()
    args = parser.parse_args(argv)
    if args.command is None:
        args = parser.parse_args(["gui"])
    try:
        return int(args.func(args))
    except Refused as err:
        if err.errors is not None:
            _print_json({"valid": False, "errors": err.errors})
        print(f"cardnight-desk: {err}", file=sys.stderr)
        return EXIT_REFUSED
    except KeyboardInterrupt:
        print("cardnight-desk: interrupted, nothing changed", file=sys.stderr)
        return EXIT_ERROR
    except Exception as err:  # a last resort: a readable line, never a traceback
        print(f"cardnight-desk: unexpected error: {type(err).__name__}: {err}", file=sys.stderr)
        return EXIT_ERROR


if __name__ == "__main__":
    raise SystemExit(main())
