"""The game's own boxes on a score sheet: any :class:`~cardnight_desk.domain.games.base.SheetLayout` drawn.

A game describes its sheet as data (``Game.sheet_layout``); this module draws whatever it is given, top to
bottom between ``top`` and ``bottom`` of a table's page, and knows no game:

- an *entrant grid* is rows of boxes (a label, then one column per entrant): a box to tick, a number to write,
  or a row the desk works out (shaded);
- a *row grid* is numbered rows (deals, hands, busts) under its lead columns and, when it has them, a group of
  columns per entrant headed by the entrant's name (or seat and name); a grid that *fills seats* has a row per
  seat with the seat and player written in; rows played only when needed are shaded; a grid with *more rows*
  takes as many as the page holds;
- a *choice* is a line of options to tick (or, with none, a line to write in).

Every grid on a page shares one row height, as large as the space allows within comfortable limits; a grid's
header row is taller where its headings need more lines to be read (an entrant's long name in a narrow column
is wrapped, never printed smaller than a reader can read: ``drawing.header_height``).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from cardnight_desk.domain.games import base as layout
from cardnight_desk.domain.games import find_game
from cardnight_desk.domain.games.base import Entries
from cardnight_desk.io.pdf.data import PrintDataError, RoundSeating, TableSeating
from cardnight_desk.io.pdf.drawing import (
    LIGHT,
    MARGIN,
    Column,
    Pages,
    choices,
    draw_grid,
    draw_text,
    header_height,
    tick_box,
)

ROW_LOW, ROW_HIGH = 12.0, 22.0  # the row heights a hand writes in comfortably
ROW_FILL = 15.0  # the row height of a grid that fills the page
TITLE = 14.0  # a section's title line
SPAN = 15.0  # the heading row spanning an entrant's columns
CHOICE = 22.0  # a choice line and the space around it
GAP = 4.0  # between two sections
BOX_SIZE, GRID_SIZE = 8.5, 8.0  # text sizes of entrant grids and row grids
NUMBER_WORDS = ("no", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine")


def check_table(data: RoundSeating, table: TableSeating) -> None:
    """Refuse a table whose seating the game's sheet cannot hold (``exact_sides``, ``max_sides``)."""
    game = find_game(data.header.game)
    if not table.seats:
        raise PrintDataError(f"table {table.table} has nobody seated")
    sides = len(table.sides())
    exact = game.exact_sides
    if exact is not None and sides != exact:
        count = NUMBER_WORDS[exact] if exact < len(NUMBER_WORDS) else str(exact)
        who = "teams" if game.entries is Entries.TEAMS else "sides"
        raise PrintDataError(f"table {table.table}: a {game.title} table seats exactly {count} {who}")
    if sides > game.max_sides:
        raise PrintDataError(
            f"table {table.table}: a {game.title} sheet holds at most {game.max_sides} sides"
        )


@dataclass(frozen=True)
class Seated:
    """What a layout is drawn for: the table's sides in seat order and its seats."""

    sides: tuple[str, ...]
    players: dict[int, str]  # seat number -> player
    seat_of: dict[str, int]  # side -> its first seat

    @classmethod
    def of(cls, table: TableSeating) -> Seated:
        seats = sorted(table.seats, key=lambda s: s.seat)
        seat_of: dict[str, int] = {}
        for s in seats:
            seat_of.setdefault(s.team or s.player, s.seat)
            seat_of.setdefault(s.player, s.seat)
        return cls(table.sides(), {s.seat: s.player for s in seats}, seat_of)


def _rows(grid: layout.RowGrid, table: Seated) -> int:
    if grid.fill_seats and table.players:
        return max(grid.rows, max(table.players))
    return grid.rows


def _fixed_height(section: layout.Section) -> float:
    """The height a section takes besides its grid rows."""
    if isinstance(section, layout.Choice):
        return CHOICE
    height = TITLE if section.title else 0.0
    if isinstance(section, layout.RowGrid) and section.per_entrant:
        height += SPAN
    return height + GAP


def _grid_rows(section: layout.Section, table: Seated) -> int:
    """Rows of a section's grid, its header row included (0 for a choice)."""
    if isinstance(section, layout.EntrantGrid):
        return len(section.boxes) + 1
    if isinstance(section, layout.RowGrid):
        return _rows(section, table) + 1
    return 0


def _size(section: layout.Section) -> float:
    return BOX_SIZE if isinstance(section, layout.EntrantGrid) else GRID_SIZE


def row_height(
    sections: Sequence[layout.Section], table: Seated, space: float, width: float
) -> tuple[float, int]:
    """The row height every grid shares, and the rows a grid with more rows adds to its least. A header row
    taller than a row (headings wrapped to be read) takes its height from the rows' space."""
    fixed = sum(_fixed_height(s) for s in sections)
    rows = sum(_grid_rows(s, table) for s in sections)
    grids = [s for s in sections if not isinstance(s, layout.Choice)]
    height, taller = 0.0, 0.0
    for _ in range(3):  # the headers' extra height depends on the row height it is taken from
        height = max(ROW_LOW, min(ROW_HIGH, (space - fixed - taller) / max(rows, 1)))
        taller = sum(header_height(columns(s, table, width), height, _size(s)) - height for s in grids)
    if not any(isinstance(s, layout.RowGrid) and s.more_rows for s in sections):
        return height, 0
    height = min(height, ROW_FILL)
    taller = sum(header_height(columns(s, table, width), height, _size(s)) - height for s in grids)
    return height, max(0, int((space - fixed - taller) // height) - rows)


def columns(section: layout.Section, table: Seated, width: float) -> list[Column]:
    """The columns a grid section is drawn with, ``width`` wide in all (none for a choice)."""
    if isinstance(section, layout.EntrantGrid):
        label_w = min(230.0, width * 0.42)
        side_w = (width - label_w) / max(len(table.sides), 1)
        return [Column("", label_w)] + [Column(s, side_w, "centre") for s in table.sides]
    if not isinstance(section, layout.RowGrid):
        return []
    groups = table.sides if section.per_entrant else ()
    widths, share = _widths(section.columns, width, len(groups))
    drawn = [
        Column(col.title, w, "centre" if col.centre else "left")
        for col, w in zip(section.columns, widths, strict=True)
    ]
    parts = sum(col.width for col in section.per_entrant) or 1.0
    for _ in groups:
        drawn += [
            Column(col.title, share * col.width / parts, "centre" if col.centre else "left")
            for col in section.per_entrant
        ]
    return drawn


def _title(pages: Pages, y: float, title: str) -> float:
    if not title:
        return y
    draw_text(pages.canvas, MARGIN, y - 10, title, 9, bold=True)
    return y - TITLE


def draw_entrant_grid(
    pages: Pages, grid: layout.EntrantGrid, table: Seated, top: float, row_h: float
) -> float:
    """Rows of boxes by one column per entrant; tick rows get a box to tick, desk rows are shaded."""
    c = pages.canvas
    y = _title(pages, top, grid.title)
    sides = table.sides
    drawn = columns(grid, table, pages.width - 2 * MARGIN)
    label_w, side_w = drawn[0].width, drawn[-1].width
    rows = [[box.label] + [""] * len(sides) for box in grid.boxes]
    desk_rows = {i for i, box in enumerate(grid.boxes) if box.kind is layout.BoxKind.DESK}
    head_h = header_height(drawn, row_h, BOX_SIZE)
    bottom = draw_grid(
        c,
        MARGIN,
        y,
        drawn,
        rows,
        row_height=row_h,
        size=BOX_SIZE,
        shade=lambda r: LIGHT if r in desk_rows else None,
    )
    for r, box in enumerate(grid.boxes):
        if box.kind is not layout.BoxKind.TICK:
            continue
        box_y = y - head_h - (r + 1) * row_h + (row_h - 9) / 2
        for s in range(len(sides)):
            tick_box(c, MARGIN + label_w + s * side_w + side_w / 2 - 4.5, box_y)
    return bottom - GAP


def _widths(columns: Sequence[layout.Column], width: float, shares: int) -> tuple[list[float], float]:
    """Each column's width in points, and the width of one share of what the fixed columns leave (``shares``
    more groups take a share each besides the columns without a width)."""
    fixed = sum(col.width * width for col in columns)
    free = [col for col in columns if not col.width]
    share = (width - fixed) / max(len(free) + shares, 1)
    return [col.width * width if col.width else share for col in columns], share


def _span(pages: Pages, x: float, top: float, widths: Sequence[float], labels: Sequence[str]) -> float:
    """A heading row above a grid whose labels span groups of columns (``widths`` of each group)."""
    c = pages.canvas
    c.setLineWidth(0.5)
    for w, label in zip(widths, labels, strict=True):
        c.rect(x, top - SPAN, w, SPAN, stroke=1, fill=0)
        if label:
            draw_text(c, x + w / 2, top - SPAN + 4.5, label, 8.5, bold=True, align="centre", max_width=w - 4)
        x += w
    return top - SPAN


def _head(side: str, grid: layout.RowGrid, table: Seated) -> str:
    seat = table.seat_of.get(side)
    return f"{seat} {side}" if grid.seat_heads and seat is not None else side


def draw_row_grid(
    pages: Pages, grid: layout.RowGrid, table: Seated, top: float, row_h: float, more: int = 0
) -> float:
    """Numbered rows under the lead columns and a group of columns per entrant; ``more`` rows added."""
    y = _title(pages, top, grid.title)
    width = pages.width - 2 * MARGIN
    groups = table.sides if grid.per_entrant else ()
    drawn = columns(grid, table, width)
    if groups:
        widths, share = _widths(grid.columns, width, len(groups))
        y = _span(
            pages,
            MARGIN,
            y,
            [sum(widths)] + [share] * len(groups),
            [grid.lead_title, *(_head(side, grid, table) for side in groups)],
        )
    count = _rows(grid, table) + more
    printed = [col.printed for col in grid.columns] + [
        col.printed for _ in groups for col in grid.per_entrant
    ]
    body = []
    for n in range(1, count + 1):
        row = list(printed)
        if grid.fill_seats:
            row[0], row[1] = str(n), table.players.get(n, "")
        elif grid.numbered:
            row[0] = str(n)
        body.append(row)
    extra = grid.extra_from - 1 if grid.extra_from else count
    bottom = draw_grid(
        pages.canvas,
        MARGIN,
        y,
        drawn,
        body,
        row_height=row_h,
        size=GRID_SIZE,
        shade=lambda r: LIGHT if r >= extra else None,
    )
    return bottom - GAP


def draw_choice(pages: Pages, choice: layout.Choice, top: float) -> float:
    """The choice's label, then a box to tick before each option."""
    y = top - (CHOICE - 6)
    x = draw_text(pages.canvas, MARGIN, y, choice.label, 9, bold=True) + MARGIN + 8
    choices(pages.canvas, x, y, choice.options)
    return y - 6


def draw_layout(
    pages: Pages, sheet: layout.SheetLayout, table: TableSeating, top: float, bottom: float
) -> None:
    """Every section of ``sheet`` between ``top`` and ``bottom``, in order."""
    seated = Seated.of(table)
    row_h, more = row_height(sheet.sections, seated, top - bottom, pages.width - 2 * MARGIN)
    y = top
    for section in sheet.sections:
        if isinstance(section, layout.EntrantGrid):
            y = draw_entrant_grid(pages, section, seated, y, row_h)
        elif isinstance(section, layout.RowGrid):
            y = draw_row_grid(pages, section, seated, y, row_h, more if section.more_rows else 0)
            if section.more_rows:
                more = 0  # the first grid that grows takes the page's spare rows
        else:
            y = draw_choice(pages, section, y)
