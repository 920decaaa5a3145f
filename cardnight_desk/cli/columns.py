"""Columns of text that line up in a terminal, whatever the script of the names in them.

A string's *display width* is how many terminal columns it takes, which is not its length: a combining mark
(a Gujarati or Malayalam vowel sign, a virama), a zero-width joiner and other format characters take none,
and a wide East Asian character takes two. Columns are padded to their cells' display widths, so a table of
Gujarati, Malayalam, Gurmukhi and Latin names lines up.
"""

from __future__ import annotations

import unicodedata
from collections.abc import Sequence

_ZERO_WIDTH_CATEGORIES = {"Mn", "Me", "Cf"}  # non-spacing and enclosing marks, format characters (ZWJ, ZWNJ)


def char_width(ch: str) -> int:
    """Columns one character takes: 0, 1 or 2."""
    if unicodedata.combining(ch) or unicodedata.category(ch) in _ZERO_WIDTH_CATEGORIES:
        return 0
    return 2 if unicodedata.east_asian_width(ch) in ("W", "F") else 1


def display_width(text: str) -> int:
    return sum(char_width(ch) for ch in text)


def pad(text: str, width: int) -> str:
    """``text`` followed by spaces up to ``width`` display columns."""
    return text + " " * max(0, width - display_width(text))


def lines_up(header: Sequence[str], rows: Sequence[Sequence[str]], gap: str = "  ") -> list[str]:
    """The header and rows as lines whose columns line up (trailing spaces trimmed)."""
    table = [list(header), *(list(row) for row in rows)]
    widths = [max(display_width(row[i]) for row in table) for i in range(len(header))]
    return [gap.join(pad(cell, w) for cell, w in zip(row, widths, strict=True)).rstrip() for row in table]
