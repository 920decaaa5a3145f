"""Score sheets for a round: one page per table, filled in at the table and typed in at the desk.

Each page carries the event, competition, round and table, who sits where, the game's own boxes (in the order
the desk's sheet form asks for them, which is the field order of ``resources/docs/score-sheets.md``), a few
rule reminders citing the house rulings, and the *sheet number* twice: printed, and as a QR code the desk's
sheet-number field reads from a scanner. With table entry on, the sides' entry links are printed above the rule
reminders (``entry_links.py``).
"""

from __future__ import annotations

from cardnight_desk.domain.games import find_game
from cardnight_desk.domain.games.base import SheetLayout
from cardnight_desk.io.pdf.bidi import isolate
from cardnight_desk.io.pdf.data import Paper, PrintDataError, RoundSeating, TableSeating
from cardnight_desk.io.pdf.drawing import (
    GREY,
    MARGIN,
    Output,
    Pages,
    Progress,
    draw_footer,
    draw_header,
    draw_qr,
    draw_text,
    hline,
    open_pdf,
)
from cardnight_desk.io.pdf.entry_links import draw_entry_strip, strip_height
from cardnight_desk.io.pdf.fitting import LEADING, fit, height, wrap
from cardnight_desk.io.pdf.sheet_boxes import check_table, draw_layout

QR_SIZE = 66.0
SEAT_SIZE = 9.5  # a player and team in "Who sits where"


def sheet_layout(data: RoundSeating, table: TableSeating | None = None) -> SheetLayout:
    """The game's boxes for this table of the round (its sides in seat order), and its rule reminders."""
    sides = table.sides() if table is not None else ()
    return find_game(data.header.game).sheet_layout(data.settings, sides)


def reminders(data: RoundSeating) -> list[str]:
    """The rule reminders printed at the foot of a table's sheet, each citing its ruling."""
    return list(sheet_layout(data).reminders)


def _draw_seats(pages: Pages, table: TableSeating, top: float) -> float:
    """Who sits where, three seats to a line; a player and team too long for their room take two lines, at a
    readable size. Returns the y below."""
    c = pages.canvas
    width = pages.width - 2 * MARGIN
    draw_text(c, MARGIN, top - 10, "Who sits where", 9, bold=True)
    y = top - 14
    per_line = 3
    cell = width / per_line
    seats = sorted(table.seats, key=lambda s: s.seat)
    for start in range(0, len(seats), per_line):
        line = seats[start : start + per_line]
        labels = [fit(seat.label, SEAT_SIZE, cell - 22, 2) for seat in line]
        y -= 15
        for col, (seat, label) in enumerate(zip(line, labels, strict=True)):
            x = MARGIN + col * cell
            draw_text(c, x, y, f"{seat.seat}", 9, bold=True)
            for i, text in enumerate(label.lines):
                draw_text(c, x + 16, y - i * label.size * LEADING, text, label.size)
        y -= max(height(label) for label in labels) - SEAT_SIZE * LEADING
    return y - 10


def _draw_page(pages: Pages, data: RoundSeating, table: TableSeating) -> None:
    c = pages.canvas
    w, h = pages.width, pages.height
    qr_x, qr_y = w - MARGIN - QR_SIZE, h - MARGIN - QR_SIZE + 4
    draw_qr(c, table.sheet_number, qr_x, qr_y, QR_SIZE)
    draw_text(c, qr_x + QR_SIZE / 2, qr_y - 8, f"Sheet {table.sheet_number}", 8, align="centre")
    draw_text(c, qr_x - 10, h - MARGIN - 16, f"Table {table.table}", 24, bold=True, align="right")
    top = draw_header(pages, data.header, "Score sheet", right=QR_SIZE + 10 + 120)
    top = min(top, qr_y - 14)
    top = _draw_seats(pages, table, top)

    layout = sheet_layout(data, table)
    size = 7.5
    lines = [line for note in layout.reminders for line in wrap("• " + note, size, w - 2 * MARGIN)]
    bottom = MARGIN + 34 + len(lines) * size * 1.3 + 12
    strip = strip_height(data, table, w - 2 * MARGIN)
    if strip:
        draw_entry_strip(c, data, table, MARGIN, w - 2 * MARGIN, bottom + strip)
        strip += 6
    draw_layout(pages, layout, table, top, bottom + strip)

    y = bottom - 8
    hline(c, MARGIN, y + 4, w - MARGIN, 0.4, GREY)
    draw_text(c, MARGIN, y - 6, "Rule reminders", 8, bold=True)
    y -= 6
    for line in lines:
        y -= size * 1.3
        draw_text(c, MARGIN, y, line, size)
    y = MARGIN + 14
    third = (w - 2 * MARGIN) / 3
    for i, label in enumerate(("Signed for the table", "Signed for the table", "Desk: typed in by")):
        x = MARGIN + i * third
        hline(c, x, y, x + third - 14, 0.5)
        draw_text(c, x, y - 8, label, 7, color=GREY)
    draw_footer(pages, f"{isolate(data.header.competition)} · sheet {table.sheet_number}")
    pages.end_page()


def build_score_sheets(
    data: RoundSeating,
    out: Output,
    paper: Paper | str = Paper.A4,
    progress: Progress | None = None,
) -> int:
    """One score sheet per table of the round; returns the number of pages."""
    if not data.tables:
        raise PrintDataError("the round has no tables")
    for table in data.tables:
        check_table(data, table)
    title = f"Score sheets — {data.header.competition}"
    with open_pdf(out, paper, title, total=len(data.tables), progress=progress) as pages:
        for table in data.tables:
            _draw_page(pages, data, table)
        return pages.count
