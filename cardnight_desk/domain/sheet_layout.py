"""A table's score sheet as data: the boxes it holds, top to bottom, and the rule reminders at its foot.

A game says what its sheet holds (:meth:`~cardnight_desk.domain.games.base.Game.sheet_layout`); the printed
score sheet draws it and the layout form takes its labels from it. A game whose sheet is described once
(:mod:`~cardnight_desk.domain.sheet_description`) builds its layout from that description
(:func:`described_layout`). Kept apart from the game plug-in
(:mod:`cardnight_desk.domain.games.base`, which still offers every name here) so that scoring a sheet does not
build them.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum

from cardnight_desk.domain.sheet_description import Kind, SheetDescription


class BoxKind(Enum):
    TICK = "tick"  # a box to tick
    COUNT = "count"  # a number to write
    DESK = "desk"  # worked out by the desk (shaded on paper, shown read-only in the form)


@dataclass(frozen=True)
class Box:
    """One row of a per-entrant grid: a label, what is written, and the sheet field it fills."""

    label: str
    kind: BoxKind
    # the field under each entrant in the sheet's JSON, dotted when nested ("licence", "closed.sequence",
    # "hand_cards.low"); "" for a desk row
    key: str = ""
    # a desk row: the field(s) of the entrant's entry in the scored result it shows, "/" between two shown
    # together ("score", "master/bonus"); "" shows the whole entry
    result: str = ""


@dataclass(frozen=True)
class EntrantGrid:
    """Rows of boxes by one column per entrant (the Bhukhar and Bukharo game boxes)."""

    title: str
    boxes: tuple[Box, ...]


@dataclass(frozen=True)
class Column:
    """A column of a row grid; ``width`` is a share of the page's width (0 < width <= 1), 0 for equal shares of
    what the fixed columns leave. In a grid's ``per_entrant`` group, ``width`` is a share of the entrant's
    group instead."""

    title: str
    width: float = 0.0
    centre: bool = True
    key: str = ""  # the field of a row's entry in the sheet's JSON it fills ("bid", "hand"); "" when none
    printed: str = ""  # printed in every row: the choices to circle ("1    2    3    b4")


@dataclass(frozen=True)
class RowGrid:
    """Numbered rows (deals, hands, busts) with lead columns and, optionally, a group of columns per entrant
    (``per_entrant``, headed by the entrant's name)."""

    title: str
    columns: tuple[Column, ...]
    rows: int
    per_entrant: tuple[Column, ...] = ()
    fill_seats: bool = False  # one row per seat (up to the highest taken), seat and player written in
    key: str = ""  # the list in the sheet's JSON its rows fill ("deals", "penalties", "busts")
    numbered: bool = True  # the first column holds each row's number (1, 2, ...)
    lead_title: str = ""  # with ``per_entrant``: the heading spanning the lead columns
    seat_heads: bool = False  # each entrant's group is headed by its seat number, then its name
    more_rows: bool = False  # ``rows`` is the least: the grid takes as many more as the page holds
    extra_from: int = 0  # rows from this number on are played only when needed (shaded); 0: none


@dataclass(frozen=True)
class Choice:
    """A line to tick one of a few options (how the game ended, who won the coin toss) or, with no options,
    to write in (the winner)."""

    label: str
    options: tuple[str, ...] = ()
    key: str = ""  # the sheet's field it fills ("ended_by", "coin_toss")
    values: tuple[str, ...] = ()  # the field's value for each option, in order ("closed", "stock", "time")


Section = EntrantGrid | RowGrid | Choice


@dataclass(frozen=True)
class SheetLayout:
    """What a table's score sheet holds, top to bottom, and the rule reminders at its foot."""

    sections: tuple[Section, ...]
    reminders: tuple[str, ...] = ()


def described_layout(
    description: SheetDescription, title: str, desk: tuple[Box, ...] = (), reminders: tuple[str, ...] = ()
) -> SheetLayout:
    """The printed sheet of a game's :class:`SheetDescription`: a grid of ``title`` with a box for each side
    field (under its group, with what it is worth) and the ``desk`` rows; a line to tick per choice; a grid of
    blank lines per line list."""
    boxes = tuple(
        Box(f.printed_label, BoxKind.TICK if f.kind is Kind.YES_NO else BoxKind.COUNT, f.key)
        for f in description.side_fields
    )
    choices = tuple(
        Choice(f.label, tuple(o.label for o in f.options), f.key, f.values)
        for f in description.game_fields
        if f.kind is Kind.CHOICE
    )
    grids = tuple(
        RowGrid(
            lines.label,
            tuple(
                Column(f.label, f.width, centre=f.kind in (Kind.WHOLE, Kind.YES_NO), key=f.key)
                for f in lines.fields
            ),
            rows=lines.rows,
            key=lines.key,
            numbered=False,
        )
        for lines in description.lines
    )
    return SheetLayout((EntrantGrid(title, (*boxes, *desk)), *choices, *grids), reminders)
