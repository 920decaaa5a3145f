"""The ``draw`` command: draw a competition's next round and print it as JSON
(``resources/docs/command-line.md``).

A round of a big league is a document of thousands of seats. Python's JSON encoder writes indented text in
pure Python, a generator step per value, so the round is written here by :func:`round_text` instead: the same
text, character for character, as ``json.dumps(doc, ensure_ascii=False, indent=2)`` (what ``print_json``
prints for every other command), at a third of the cost.
"""

from __future__ import annotations

import argparse
import gc
import sys
from json.encoder import encode_basestring
from typing import TYPE_CHECKING, Any

from cardnight_desk.cli.common import event_target, on_event, print_json, whole_number

if TYPE_CHECKING:
    from cardnight_desk.services.desk import Desk


class _NotPlain(Exception):
    """A value :func:`round_text` does not write (a float, a key that is not text): ``json`` writes it."""


def _text(value: Any, indent: str, keys: dict[str, str]) -> str:
    """``value`` as ``json.dumps(value, ensure_ascii=False, indent=2)`` writes it at ``indent``; ``keys``: each
    key's text written so far (``"key": ``), a round repeating the same few keys thousands of times."""
    kind = type(value)
    if kind is str:
        return encode_basestring(value)  # type: ignore[no-any-return]
    if kind is int:
        return int.__repr__(value)
    if value is None:
        return "null"
    if kind is bool:
        return "true" if value else "false"
    inner = indent + "  "
    if kind is dict:
        if not value:
            return "{}"
        parts = []
        for key, item in value.items():
            written = keys.get(key)
            if written is None:
                if type(key) is not str:
                    raise _NotPlain
                written = keys[key] = encode_basestring(key) + ": "
            item_kind = type(item)
            # the values of a seat, written here rather than by a call each: most of a round's values
            if item_kind is str:
                parts.append(written + encode_basestring(item))
            elif item_kind is int:
                parts.append(written + int.__repr__(item))
            elif item is None:
                parts.append(written + "null")
            else:
                parts.append(written + _text(item, inner, keys))
        return "{\n" + inner + (",\n" + inner).join(parts) + "\n" + indent + "}"
    if kind is list or kind is tuple:
        if not value:
            return "[]"
        return (
            "[\n"
            + inner
            + (",\n" + inner).join([_text(item, inner, keys) for item in value])
            + "\n"
            + indent
            + "]"
        )
    raise _NotPlain


def round_text(doc: Any) -> str | None:
    """``doc`` as ``json.dumps(doc, ensure_ascii=False, indent=2)`` writes it, or None when it holds a value
    other than text, whole numbers, truth values, null, lists and objects keyed by text."""
    try:
        return _text(doc, "", {})
    except _NotPlain:
        return None


def cmd_draw(desk: Desk, args: argparse.Namespace) -> int:
    from cardnight_desk.services import draws

    # the round's view and document are tens of thousands of small objects, made once and printed; Python's
    # cycle collector, started by their number alone, would go through every object of the process while they
    # are made (a whole pass costs more than the document at 1,024 teams), and the command ends right after
    collecting = gc.isenabled()
    gc.disable()
    try:
        if args.redraw is None and args.show is not None:
            view = draws.get_round(desk, args.competition, args.show or None)
        elif args.redraw is not None:
            view = draws.redraw_round(desk, args.competition, args.redraw, args.seed)
        else:
            view = draws.draw_next_round(
                desk, args.competition, args.seed, checked_in_only=args.checked_in_only
            )
        doc = view.to_json()
        text = round_text(doc)
        if text is None:
            print_json(doc)
        else:
            sys.stdout.write(text + "\n")
    finally:
        if collecting:
            gc.enable()
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
