"""Fitting words into the room a printed page gives them, at a size a reader can read.

Words are wrapped before they are made smaller, and made smaller only down to :data:`READABLE` points. Past
that a word too wide for its room is broken between its *clusters* (a letter with the marks and conjunct
letters written with it: ``ക്ക`` or ``ണ്ണൂ`` stay whole), and a text that still needs more lines than the room
holds is *shortened*: its last line ends in an ellipsis, or, for a text of several words, the lines before its
last word do (the last word kept whole: ``… pts`` and ``… total`` stay apart).
"""

from __future__ import annotations

import unicodedata
from collections.abc import Iterable
from dataclasses import dataclass
from functools import lru_cache

from cardnight_desk.io.pdf.fonts import text_width

READABLE = 7.0  # the least size (points) words are printed at: smaller is too small to read at arm's length
LEADING = 1.15  # a line's height, of its size, in wrapped text that has to fit a box
ELLIPSIS = "…"
STEP = 0.5  # points: sizes tried between the size asked for and READABLE


def wrap(text: str, size: float, width: float, *, bold: bool = False) -> list[str]:
    """``text`` broken at spaces into lines no wider than ``width`` (a single long word keeps its line)."""
    return list(_wrapped(text, size, width, bold))


@lru_cache(maxsize=1024)
def _wrapped(text: str, size: float, width: float, bold: bool) -> tuple[str, ...]:
    """:func:`wrap`, kept: the same rule reminders are wrapped on every page of a round's sheets."""
    lines: list[str] = []
    line = ""
    for word in text.split():
        trial = f"{line} {word}" if line else word
        if line and text_width(trial, size, bold) > width:
            lines.append(line)
            line = word
        else:
            line = trial
    if line:
        lines.append(line)
    return tuple(lines)


def wrap_items(items: Iterable[str], size: float, width: float, *, sep: str = ", ") -> list[str]:
    """Items (``Total points 137``) joined by ``sep`` into lines no wider than ``width``, an item never split
    between two lines (one wider than ``width`` has a line of its own)."""
    lines: list[str] = []
    for item in items:
        trial = f"{lines[-1]}{sep}{item}" if lines else item
        if lines and text_width(trial, size) <= width:
            lines[-1] = trial
        else:
            lines.append(item)
    return lines


def _starts_cluster(before: str, ch: str) -> bool:
    """May a line break between ``before`` and ``ch``? Not before a mark or a joiner, nor after a virama or a
    joiner (the conjunct goes on)."""
    if unicodedata.category(ch) in ("Mn", "Mc", "Me", "Cf"):
        return False
    return unicodedata.combining(before) != 9 and before not in ("\u200c", "\u200d")


def clusters(word: str) -> list[str]:
    """``word`` cut where a line may break inside it without splitting a letter from its marks."""
    out: list[str] = []
    for ch in word:
        if out and not _starts_cluster(out[-1][-1], ch):
            out[-1] += ch
        else:
            out.append(ch)
    return out


@dataclass(frozen=True)
class Fitted:
    """A text fitted into its room: the size it is drawn at and its lines."""

    size: float
    lines: tuple[str, ...]
    shortened: bool = False  # the text did not fit whole: its last line ends in an ellipsis


@lru_cache(maxsize=4096)
def fit(
    text: str, size: float, width: float, max_lines: int, *, bold: bool = False, least: float = READABLE
) -> Fitted:
    """``text`` in at most ``max_lines`` lines no wider than ``width``: at ``size`` when it fits wrapped, else
    at the largest size down to ``least`` at which it does, else at ``least``, broken between clusters and
    shortened."""
    size = max(size, least)
    trial = size
    while trial >= least:
        lines = wrap(text, trial, width, bold=bold)
        if len(lines) <= max_lines and all(text_width(line, trial, bold) <= width for line in lines):
            return Fitted(trial, tuple(lines))
        trial -= STEP
    lines = _broken(text, least, width, bold)
    if len(lines) <= max_lines:
        return Fitted(least, tuple(lines))
    *words, ending = text.split()
    if words and max_lines > 1 and text_width(ending, least, bold) <= width:
        # the last word kept whole on a line of its own: it tells apart the columns of one entrant's name
        # ("… pts", "… total"); what comes before it is shortened
        head = fit(" ".join(words), least, width, max_lines - 1, bold=bold, least=least)
        return Fitted(least, (*head.lines, ending), shortened=head.shortened)
    kept = lines[: max_lines - 1]
    last = clusters(lines[max_lines - 1])
    while len(last) > 1 and text_width("".join(last) + ELLIPSIS, least, bold) > width:
        last.pop()
    return Fitted(least, (*kept, "".join(last).rstrip() + ELLIPSIS), shortened=True)


def _broken(text: str, size: float, width: float, bold: bool) -> list[str]:
    """``text`` wrapped at spaces, a word wider than ``width`` broken between its clusters."""
    lines: list[str] = []
    for line in wrap(text, size, width, bold=bold):
        if text_width(line, size, bold) <= width:
            lines.append(line)
            continue
        part = ""
        for cluster in clusters(line):
            if part and text_width(part + cluster, size, bold) > width:
                lines.append(part.rstrip())
                part = cluster.lstrip()
            else:
                part += cluster
        if part:
            lines.append(part)
    return lines


def height(fitted: Fitted) -> float:
    """The height the fitted lines take."""
    return len(fitted.lines) * fitted.size * LEADING
