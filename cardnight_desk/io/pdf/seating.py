"""Table cards and seating lists for a drawn round.

- A *table card* stands on the table: one page per table, folded in the middle into a tent, so each half
  carries the large table number and who sits where, the upper half upside down to read from the other side;
  with table entry on, each half carries the sides' entry links above who sits where (``entry_links.py``).
- The *seating lists* are for the desk to call players to their tables: first by table (table, seat, player,
  team), then alphabetically by player (two columns a page) with the table and seat, and the round's byes.

Given the address of the *players' page* the desk serves, both carry it with its QR code in a corner (each half
of a table card, every page of the seating lists), for the players to open on their phones.
"""

from __future__ import annotations

import re
import unicodedata

from reportlab.lib.colors import Color
from reportlab.pdfgen.canvas import Canvas

from cardnight_desk.io.pdf.bidi import isolate
from cardnight_desk.io.pdf.data import Paper, PrintDataError, RoundSeating, Seat, TableSeating
from cardnight_desk.io.pdf.drawing import (
    GREY,
    MARGIN,
    Column,
    Output,
    Pages,
    Progress,
    draw_footer,
    draw_grid,
    draw_header,
    draw_paged_grid,
    draw_qr,
    draw_text,
    fit_size,
    header_lines,
    open_pdf,
)
from cardnight_desk.io.pdf.entry_links import draw_entry_strip, strip_height
from cardnight_desk.io.pdf.fitting import wrap

FOLD = Color(0.7, 0.7, 0.7)
PAGE_QR = 72.0  # the players' page QR code: an inch square, for a phone held over the table
PAGE_BLOCK = 100.0  # the corner it takes with its caption and address
PAGE_CAPTION = "Scan: find your table"


def draw_players_page(c: Canvas, url: str, right: float, top: float) -> float:
    """The players' page in a corner: a caption, the QR code of ``url`` and ``url`` under it, in a block
    :data:`PAGE_BLOCK` wide whose top right corner is (``right``, ``top``). Returns the y under the block."""
    centre = right - PAGE_BLOCK / 2
    draw_text(
        c, centre, top - 7, PAGE_CAPTION, 7, bold=True, align="centre", max_width=PAGE_BLOCK, color=GREY
    )
    qr_top = top - 10
    draw_qr(c, url, centre - PAGE_QR / 2, qr_top - PAGE_QR, PAGE_QR)
    draw_text(c, centre, qr_top - PAGE_QR - 8, url, 7, align="centre", max_width=PAGE_BLOCK)
    return qr_top - PAGE_QR - 14


def _card_half(pages: Pages, data: RoundSeating, table: TableSeating, height: float) -> None:
    """One half of a tent card, drawn upright in the band from y=0 to y=height."""
    c = pages.canvas
    w = pages.width
    inner = w - 2 * MARGIN
    first, second = header_lines(data.header)
    y = height - MARGIN
    centred = inner  # the header and the number, centred between the players' page and its mirror
    if data.players_page_url:
        draw_players_page(c, data.players_page_url, w - MARGIN, y + 8)
        centred = inner - 2 * (PAGE_BLOCK + 6)
    draw_text(c, w / 2, y - 4, second, 12, align="centre", max_width=centred)
    draw_text(c, w / 2, y - 20, first, 9, align="centre", max_width=centred, color=GREY)
    draw_text(c, w / 2, y - 44, "TABLE", 16, bold=True, align="centre", color=GREY)
    seats = sorted(table.seats, key=lambda s: s.seat)
    line = 16.0
    list_h = line * ((len(seats) + 1) // 2) + 8
    strip = strip_height(data, table, inner)
    if strip:
        draw_entry_strip(c, data, table, MARGIN, inner, list_h + 20 + strip)
        strip += 8
    number_top = y - 52
    number_room = number_top - list_h - 24 - strip
    size = fit_size(table.table, min(number_room * 0.95, 210.0), centred, bold=True, min_size=20)
    draw_text(
        c, w / 2, number_top - size * 0.76, table.table, size, bold=True, align="centre", max_width=centred
    )
    col = inner / 2
    ly = list_h + 8
    for i, seat in enumerate(seats):
        x = MARGIN + (i % 2) * col
        yy = ly - (i // 2) * line
        draw_text(c, x, yy, str(seat.seat), 12, bold=True)
        draw_text(c, x + 20, yy, seat.label, 12, max_width=col - 26)


def build_table_cards(
    data: RoundSeating, out: Output, paper: Paper | str = Paper.A4, progress: Progress | None = None
) -> int:
    """One folding card per table; returns the number of pages."""
    if not data.tables:
        raise PrintDataError("the round has no tables")
    with open_pdf(
        out, paper, f"Table cards — {data.header.competition}", total=len(data.tables), progress=progress
    ) as pages:
        c = pages.canvas
        half = pages.height / 2
        for table in data.tables:
            _card_half(pages, data, table, half)
            c.saveState()
            c.translate(pages.width, pages.height)
            c.rotate(180)
            _card_half(pages, data, table, half)
            c.restoreState()
            c.setStrokeColor(FOLD)
            c.setDash(4, 4)
            c.line(MARGIN / 2, half, pages.width - MARGIN / 2, half)
            c.setDash()
            c.setStrokeColor(Color(0, 0, 0))
            draw_text(c, pages.width - MARGIN / 2, half + 3, "fold", 6, align="right", color=FOLD)
            pages.end_page()
        return pages.count


def sort_key(name: str) -> tuple[tuple[int, int | str], ...]:
    """Alphabetical order for calling out: accents and case do not count (Émile with emile), and numbers
    go by value (Anu 2 before Anu 10)."""
    decomposed = unicodedata.normalize("NFKD", name)
    plain = "".join(ch for ch in decomposed if not unicodedata.combining(ch)).casefold()
    return tuple(
        (1, int(part)) if part.isdigit() else (0, part) for part in re.split(r"(\d+)", plain) if part
    )


def _page_top(pages: Pages, data: RoundSeating, title: str) -> float:
    """A seating page's header, with the players' page in its top right corner when there is one. Returns
    the y below both."""
    if not data.players_page_url:
        return draw_header(pages, data.header, title)
    top = draw_header(pages, data.header, title, right=PAGE_BLOCK + 10)
    corner = draw_players_page(
        pages.canvas, data.players_page_url, pages.width - MARGIN, pages.height - MARGIN + 8
    )
    return min(top, corner - 4)


def _byes(pages: Pages, data: RoundSeating, y: float) -> None:
    if not data.byes:
        return
    text = "Byes this round: " + ", ".join(isolate(name) for name in data.byes)
    lines = wrap(text, 10, pages.width - 2 * MARGIN)
    if y - 16 * len(lines) < MARGIN + 20:
        draw_footer(pages, data.header.competition)
        pages.end_page()
        y = _page_top(pages, data, "Seating — byes")
    y -= 18
    for line in lines:
        draw_text(pages.canvas, MARGIN, y, line, 10)
        y -= 14


def _alphabetical(pages: Pages, data: RoundSeating) -> None:
    entries: list[tuple[Seat, TableSeating]] = [(s, t) for t in data.tables for s in t.seats]
    entries.sort(key=lambda e: (sort_key(e[0].player), e[1].table, e[0].seat))
    gap = 14.0
    half = (pages.width - 2 * MARGIN - gap) / 2
    columns = [
        Column("Player", half - 78),
        Column("Table", 44, "centre", bold=True),
        Column("Seat", 34, "centre"),
    ]
    row_h = 17.0
    rows = [[s.label, t.table, str(s.seat)] for s, t in entries]
    i = 0
    y = 0.0
    while True:
        top = _page_top(pages, data, "Seating — alphabetical")
        per_col = max(1, int((top - MARGIN - 24) // row_h) - 1)
        for k in range(2):
            chunk = rows[i : i + per_col]
            if not chunk:
                break
            x = MARGIN + k * (half + gap)
            bottom = draw_grid(pages.canvas, x, top, columns, chunk, row_height=row_h, size=10)
            y = bottom if k == 0 else min(y, bottom)
            i += len(chunk)
        if i >= len(rows):
            _byes(pages, data, y)
            draw_footer(pages, data.header.competition)
            pages.end_page()
            return
        draw_footer(pages, data.header.competition)
        pages.end_page()


def build_seating(
    data: RoundSeating, out: Output, paper: Paper | str = Paper.A4, progress: Progress | None = None
) -> int:
    """The seating by table, then alphabetically; returns the number of pages."""
    if not data.tables:
        raise PrintDataError("the round has no tables")
    width = Paper.parse(paper).size[0] - 2 * MARGIN
    columns = [
        Column("Table", 50, "centre", bold=True),
        Column("Seat", 36, "centre"),
        Column("Player", (width - 86) * 0.6),
        Column("Team", (width - 86) * 0.4),
    ]
    rows: list[list[str]] = []
    starts: set[int] = set()
    for table in data.tables:
        starts.add(len(rows))
        for k, seat in enumerate(sorted(table.seats, key=lambda s: s.seat)):
            rows.append([table.table if k == 0 else "", str(seat.seat), seat.player, seat.team or ""])
    with open_pdf(out, paper, f"Seating — {data.header.competition}", progress=progress) as pages:
        draw_paged_grid(
            pages,
            lambda: _page_top(pages, data, "Seating — by table"),
            columns,
            rows,
            row_height=17,
            size=10,
            footer=data.header.competition,
            group_starts=frozenset(starts),
        )
        _byes(pages, data, pages.last_y)
        draw_footer(pages, data.header.competition)
        pages.end_page()
        _alphabetical(pages, data)
        return pages.count
