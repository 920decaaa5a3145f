"""Columns of text that line up in a terminal, whatever the script of the names in them.

A string's *display width* is how many terminal columns it takes, which is not its length: a combining mark
(a Gujarati or Malayalam vowel sign, a virama), a zero-width joiner and other format characters take none,
a spacing vowel sign takes its own, and a wide East Asian character takes two. ``wcwidth`` measures it as
terminals draw it; columns are padded to their cells' display widths, so a table of Gujarati, Malayalam,
Gurmukhi and Latin names lines up.
"""

from __future__ import annotations

from collections.abc import Sequence

import wcwidth


def display_width(text: str) -> int:
    return wcwidth.width(text)


def pad(text: str, width: int) -> str:
    """``text`` followed by spaces up to ``width`` display columns."""
    return wcwidth.ljust(text, width)


def lines_up(header: Sequence[str], rows: Sequence[Sequence[str]], gap: str = "  ") -> list[str]:
    """The header and rows as lines whose columns line up (trailing spaces trimmed)."""
    table = [list(header), *(list(row) for row in rows)]
    widths = [max(display_width(row[i]) for row in table) for i in range(len(header))]
    return [gap.join(pad(cell, w) for cell, w in zip(row, widths, strict=True)).rstrip() for row in table]
