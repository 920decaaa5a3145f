"""Whole numbers the desk is handed as they come: typed as text (a badge number, a table's name) or found in a
score sheet read from JSON.

Python reads and writes a whole number in decimal only up to ``sys.get_int_max_str_digits()`` digits (4,300):
reading or showing a longer one raises ``ValueError``. No figure the desk keeps comes near that, so a number
that long is refused as too large, by the place it was found, before anything tries to show it.

A *typed number* is text written only in the digits 0-9, of at most :data:`TYPED_DIGITS` of them: other
digits Python's ``str.isdigit`` also accepts (``²``, ``①``) are not a number the desk reads, and a longer run
of digits cannot be a badge, round or table number (it is then read as a name, which matches nothing).
"""

from __future__ import annotations

import sys
from collections.abc import Callable
from typing import Any

TYPED_DIGITS = 18  # every number of 18 digits fits the 64-bit whole numbers a database stores


def typed_number(text: str) -> int | None:
    """``text`` (surrounding space aside) as a whole number when it is written in the digits 0-9 alone and
    is at most :data:`TYPED_DIGITS` long; ``None`` otherwise."""
    text = text.strip()
    if 0 < len(text) <= TYPED_DIGITS and text.isascii() and text.isdigit():
        return int(text)
    return None


def too_long(value: object) -> bool:
    """Is ``value`` a whole number with more digits than Python writes out (it cannot be shown)?"""
    if type(value) is not int:
        return False
    try:
        str(value)
    except ValueError:
        return True
    return False


def too_long_message() -> str:
    """What is said of a number too long to be read or shown, at the place it was found."""
    return (
        f"this number has more than {sys.get_int_max_str_digits()} digits, far more than any figure the desk "
        "keeps"
    )


def path_to(doc: Any, found: Callable[[object], bool]) -> str | None:
    """The dotted path (``teams.Lions.closed.sequence``, ``deals.0.bid``) of the first value in a parsed JSON
    document for which ``found`` is true, ``None`` when there is none; the document itself is ``(sheet)``."""
    todo: list[tuple[str, Any]] = [("", doc)]
    while todo:
        path, value = todo.pop()
        if found(value):
            return path or "(sheet)"
        if isinstance(value, dict):
            children = [(f"{path}.{key}" if path else str(key), item) for key, item in value.items()]
        elif isinstance(value, list):
            children = [(f"{path}.{i}" if path else str(i), item) for i, item in enumerate(value)]
        else:
            continue
        todo.extend(reversed(children))  # taken from the end: the document's order
    return None
