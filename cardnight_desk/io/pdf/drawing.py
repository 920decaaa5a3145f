"""Drawing helpers shared by every printed document.

A document is written through :func:`open_pdf`, which hands out a :class:`Pages` (the reportlab canvas, the
page size, a page counter and the caller's *progress* callback) and, given a path, writes the file
atomically: to a temporary file beside it, then replaced in one step, so a failed print never leaves half a
PDF under the real name.

Text is always drawn with :func:`draw_text`, which picks a font per script (``pdf_fonts``), shapes Indic and
Arabic runs and lays a right-to-left run out right to left, draws a question mark in a box for a character no
font has, shrinks a name that does not fit its box, and marks shaped runs with their original text
(``ActualText``) so copying or searching the PDF finds the name as typed.
"""

from __future__ import annotations

import os
import re
from collections.abc import Callable, Iterator, Sequence
from contextlib import ExitStack, contextmanager
from dataclasses import dataclass, field
from typing import BinaryIO
from weakref import WeakKeyDictionary

import segno
from reportlab import rl_config
from reportlab.lib.colors import Color, black, white
from reportlab.lib.rl_accel import fp_str
from reportlab.pdfgen.canvas import Canvas

from cardnight_desk.io.files import PDF, atomic_output
from cardnight_desk.io.pdf.bidi import isolate
from cardnight_desk.io.pdf.data import EventHeader, Paper
from cardnight_desk.io.pdf.fitting import LEADING, Fitted, fit, height
from cardnight_desk.io.pdf.fonts import LATIN, Piece, face, pieces, unit_width

Progress = Callable[[int, int], None]
Output = str | os.PathLike[str] | BinaryIO

MARGIN = 36.0
GREY = Color(0.55, 0.55, 0.55)
LIGHT = Color(0.92, 0.92, 0.92)
CREATOR = "Card Night Desk"


@dataclass
class Pages:
    canvas: Canvas
    width: float
    height: float
    total: int = 0  # pages expected, for progress; 0 when unknown
    progress: Progress | None = None
    count: int = field(default=0)
    last_y: float = 0.0  # where the last flowing element (a paged grid) ended on the open page

    def end_page(self) -> None:
        """Finish the current page (the next drawing starts a new one) and report progress."""
        self.canvas.showPage()
        self.count += 1
        if self.progress is not None:
            self.progress(self.count, max(self.total, self.count))


@contextmanager
def open_pdf(
    out: Output,
    paper: Paper | str,
    title: str,
    *,
    landscape: bool = False,
    total: int = 0,
    progress: Progress | None = None,
) -> Iterator[Pages]:
    """A canvas writing to ``out``: a binary stream, or a path, written atomically (``io/files.py``: never
    over an event file or a file that is not a PDF)."""
    w, h = Paper.parse(paper).size
    if landscape:
        w, h = h, w
    with ExitStack() as stack:
        sink: str | BinaryIO
        if isinstance(out, str | os.PathLike):
            sink = str(stack.enter_context(atomic_output(out, PDF)))
        else:
            sink = out
        canvas = Canvas(
            sink,
            pagesize=(w, h),
            pageCompression=1,
            invariant=1,
            initialFontName=face(LATIN).name,  # so no unembedded standard font is listed
            lang="en",
        )
        canvas.setTitle(title)
        canvas.setCreator(CREATOR)
        canvas.setAuthor(CREATOR)
        pages = Pages(canvas, w, h, total, progress)
        yield pages
        # binary streams: ASCII85 would make the file a quarter larger and cost a third of the time
        a85, rl_config.useA85 = rl_config.useA85, 0
        try:
            canvas.save()
        finally:
            rl_config.useA85 = a85


# What shows each piece at each size in a document, by canvas: see :func:`_show_ops`.
_SHOWN: WeakKeyDictionary[Canvas, dict[tuple[Piece, float], str]] = WeakKeyDictionary()
_ORIGIN, _END = "BT 1 0 0 1 0 0 Tm ", " ET"


def _shown(c: Canvas) -> dict[tuple[Piece, float], str]:
    shown = _SHOWN.get(c)
    if shown is None:
        shown = _SHOWN[c] = {}
    return shown


def _show_ops(c: Canvas, piece: Piece, size: float) -> str:
    """The PDF operators that select the piece's font at ``size`` and show its text, as reportlab writes them
    in a text object. A text's characters keep the codes the font's subset gave them for the whole document,
    so the operators are made once per piece and size and repeated for every later drawing of it (most texts
    of a document, a grid's headings and row numbers, are drawn on every page)."""
    t = c.beginText(0, 0)
    t.setFont(piece.font, size)
    t.textOut(piece.text)
    code = t.getCode()
    if not (code.startswith(_ORIGIN) and code.endswith(_END)):
        raise AssertionError(f"unexpected text object from reportlab: {code[:60]!r}")
    return code[len(_ORIGIN) : -len(_END)]


def _actual_text(source: str) -> str:
    return "<FEFF" + source.encode("utf-16-be").hex().upper() + ">"


def fit_size(text: str, size: float, max_width: float | None, *, bold: bool = False, min_size: float = 6.0):
    """The largest size up to ``size`` (not below ``min_size``) at which ``text`` fits ``max_width``."""
    width = unit_width(text, bold) * size
    if not max_width or width <= max_width:
        return size
    return max(min_size, size * max_width / width)


def draw_text(
    c: Canvas,
    x: float,
    y: float,
    text: str,
    size: float,
    *,
    bold: bool = False,
    align: str = "left",
    max_width: float | None = None,
    min_size: float = 6.0,
    color: Color = black,
) -> float:
    """Draw ``text`` with its baseline at ``y``; ``align`` left/centre/right about ``x``. A text wider than
    ``max_width`` is drawn smaller, and squeezed sideways below ``min_size``. Returns the width drawn."""
    if not text:
        return 0.0
    unit = unit_width(text, bold)
    if max_width and unit * size > max_width:
        size = max(min_size, max_width / unit)
    width = unit * size
    squeeze = 1.0
    if max_width and width > max_width:
        squeeze = max_width / width
        width = max_width
    if align == "centre":
        x -= width / 2
    elif align == "right":
        x -= width
    if color is not black or c._fillColorObj is not black:
        # in ``color`` whatever the canvas was last filled with (a grey header bar, a shaded row)
        c.setFillColor(color)
    shown = _shown(c)
    for piece in pieces(text, bold):
        piece_size = size
        at = x
        if piece.placeholder:
            _placeholder_box(c, x, y, size * squeeze, size, color)
            piece_size, at = size * 0.6, x + 0.21 * size * squeeze
        ops = shown.get((piece, piece_size))
        if ops is None:
            ops = shown[piece, piece_size] = _show_ops(c, piece, piece_size)
        if squeeze != 1.0:
            # the text state outlives the text object: the scale is put back after the text
            ops = f"{fp_str(squeeze * 100)} Tz {ops} 100 Tz"
        if piece.marked:
            c.addLiteral(f"/Span <</ActualText {_actual_text(piece.source)}>> BDC")
        c.addLiteral(f"BT 1 0 0 1 {fp_str(at, y)} Tm {ops} ET")
        if piece.marked:
            c.addLiteral("EMC")
        x += piece.unit_width * size * squeeze
    if color is not black:
        c.setFillColor(black)
    return width


def _placeholder_box(c: Canvas, x: float, y: float, width: float, size: float, color: Color) -> None:
    """The box of a placeholder (a character no font has) at ``x`` on baseline ``y``; its question mark is
    drawn as text inside it."""
    c.saveState()
    c.setStrokeColor(color)
    c.setLineWidth(max(0.3, size * 0.05))
    c.rect(x + 0.06 * width, y - 0.12 * size, 0.58 * width, 0.84 * size, stroke=1, fill=0)
    c.restoreState()


def draw_lines(
    c: Canvas, x: float, y: float, lines: Sequence[str], size: float, *, leading: float | None = None, **kw
) -> float:
    """Draw lines downwards from baseline ``y``; returns the baseline after the last line."""
    leading = leading or size * 1.3
    for line in lines:
        draw_text(c, x, y, line, size, **kw)
        y -= leading
    return y


def box(c: Canvas, x: float, y: float, w: float, h: float, *, fill: Color | None = None, width: float = 0.6):
    """A rectangle with its lower-left corner at (x, y)."""
    c.setLineWidth(width)
    if fill is not None:
        c.setFillColor(fill)
        c.rect(x, y, w, h, stroke=1, fill=1)
        c.setFillColor(black)
    else:
        c.rect(x, y, w, h, stroke=1, fill=0)


def tick_box(c: Canvas, x: float, y: float, s: float = 9.0) -> None:
    """An empty square to tick, lower-left corner at (x, y)."""
    box(c, x, y, s, s, width=0.8)


def choices(c: Canvas, x: float, y: float, options: Sequence[str], size: float = 8.5) -> float:
    """Tick boxes with their labels in a row (``☐ closed  ☐ stock  ☐ time``); returns the x after them."""
    for option in options:
        tick_box(c, x, y - 1, size)
        x += size + 3
        x += draw_text(c, x, y, option, size) + 10
    return x


def hline(c: Canvas, x1: float, y: float, x2: float, width: float = 0.6, color: Color = black) -> None:
    c.setStrokeColor(color)
    c.setLineWidth(width)
    c.line(x1, y, x2, y)
    c.setStrokeColor(black)


# The mask pattern is fixed instead of searched for: the search costs ten times the encoding and scanners read
# every mask (the score sheets of a 100-table round must print in under two seconds). The codes are made by
# segno: reportlab's own encoder lives in its graphics package, whose loading (widgets, shapes, platypus) cost
# more than a quarter of a second before the first page.
QR_MASK = 0


def qr_modules(value: str) -> tuple[bytearray, ...]:
    """The QR code of ``value`` (error correction M) as rows of modules, dark ones non-zero."""
    return segno.make_qr(value, error="m", boost_error=False, mask=QR_MASK).matrix


_DARK_RUN = re.compile(rb"[^\x00]+")


def draw_qr(c: Canvas, value: str, x: float, y: float, size: float, border: int = 2) -> None:
    """A QR code of ``value`` filling a ``size`` square (quiet zone included) whose lower-left corner is
    (x, y). Each row's dark runs are drawn as rectangles of one path, filled."""
    modules = qr_modules(value)
    n = len(modules)
    cell = size / (n + 2 * border)
    c.setFillColor(white)
    c.rect(x, y, size, size, stroke=0, fill=1)
    c.setFillColor(black)
    # every corner lies on the code's grid: each left edge, width and top is written out once, not per module
    lefts = [fp_str(x + (col + border) * cell) for col in range(n)]
    widths = [fp_str(length * cell) for length in range(n + 1)]
    high = fp_str(cell)
    rects = []
    for r, row in enumerate(modules):
        top = fp_str(y + size - (r + border + 1) * cell)
        for run in _DARK_RUN.finditer(row):
            start = run.start()
            rects.append(f"{lefts[start]} {top} {widths[run.end() - start]} {high} re")
    c.addLiteral("n " + " ".join(rects))
    c.addLiteral("f*")  # filled, not stroked


def header_lines(header: EventHeader) -> tuple[str, str]:
    """The two header lines: event and date; competition, game, round and, while provisional, where the
    competition stands."""
    first = f"{isolate(header.event)} · {header.date.isoformat()}"
    second = f"{isolate(header.competition)} · {header.game_title}"
    if header.round is not None:
        second += f" · Round {header.round}"
    if header.status:
        second += f" · {header.status}"
    return first, second


def draw_header(pages: Pages, header: EventHeader, title: str, *, right: float = 0.0) -> float:
    """The top of a page: document title, event and competition; ``right`` points kept free on the right.
    Returns the y below the header."""
    c = pages.canvas
    x = MARGIN
    width = pages.width - 2 * MARGIN - right
    y = pages.height - MARGIN - 14
    draw_text(c, x, y, title, 15, bold=True, max_width=width)
    first, second = header_lines(header)
    y -= 17
    draw_text(c, x, y, first, 10, max_width=width)
    y -= 13
    draw_text(c, x, y, second, 10, max_width=width)
    y -= 8
    hline(c, MARGIN, y, pages.width - MARGIN - right)
    return y - 6


def draw_footer(pages: Pages, text: str, head: str = "") -> None:
    """A page's footer: ``text`` on the left; the page's number on the right, after the event history's head
    (``head``, ``change 215 · 49b2808f7a1c``) on the pages that carry it."""
    c = pages.canvas
    draw_text(c, MARGIN, MARGIN / 2, text, 7, color=GREY, max_width=pages.width / 2)
    right = f"history {head} · page {pages.count + 1}" if head else f"page {pages.count + 1}"
    draw_text(c, pages.width - MARGIN, MARGIN / 2, right, 7, align="right", color=GREY)


@dataclass(frozen=True)
class Column:
    header: str
    width: float
    align: str = "left"  # left, centre, right
    bold: bool = False


PAD = 3.0  # between a cell's text and its sides
HEADING_LINES = 3  # the most lines a grid's heading is wrapped into before it is shortened


def heading(column: Column, size: float) -> Fitted:
    """A column's heading as it is printed (``size``: the grid's): wrapped in its column at a readable size."""
    return fit(column.header, size - 0.5, column.width - 2 * PAD, HEADING_LINES, bold=True)


def header_height(columns: Sequence[Column], row_height: float, size: float) -> float:
    """The height of a grid's header row: a row's, or more where a heading needs more lines to be read."""
    needed = max((height(heading(col, size)) + 4 for col in columns if col.header), default=0.0)
    return max(row_height, needed)


def _cell_x(x: float, column: Column) -> float:
    return {"left": x + PAD, "centre": x + column.width / 2, "right": x + column.width - PAD}[column.align]


def draw_grid(
    c: Canvas,
    x: float,
    top: float,
    columns: Sequence[Column],
    rows: Sequence[Sequence[str]],
    *,
    row_height: float = 16.0,
    size: float = 9.0,
    header_fill: Color | None = LIGHT,
    shade: Callable[[int], Color | None] | None = None,
) -> float:
    """A table with a header row: ``rows`` of cell texts under ``columns``. A heading too wide for its column
    is wrapped, never printed below a readable size, and the header row is as tall as its headings need
    (:func:`header_height`). Returns the y of its bottom."""
    total = sum(col.width for col in columns)
    head_h = header_height(columns, row_height, size)
    if header_fill is not None:
        c.setFillColor(header_fill)
        c.rect(x, top - head_h, total, head_h, stroke=0, fill=1)
    cx = x
    for col in columns:
        if col.header:
            fitted = heading(col, size)
            lines = fitted.lines
            base = top - (head_h - height(fitted)) / 2 - fitted.size * 0.875
            for i, line in enumerate(lines):
                y_line = base - i * fitted.size * LEADING
                draw_text(c, _cell_x(cx, col), y_line, line, fitted.size, bold=True, align=col.align)
        cx += col.width
    y = top - head_h
    for r, cells in enumerate(rows):
        fill = shade(r) if shade else None
        if fill is not None:
            c.setFillColor(fill)
            c.rect(x, y - row_height, total, row_height, stroke=0, fill=1)
        cx = x
        for col, cell in zip(columns, cells, strict=False):
            if cell:
                draw_text(
                    c,
                    _cell_x(cx, col),
                    y - row_height + (row_height - size) / 2 + 1.5,
                    str(cell),
                    size,
                    bold=col.bold,
                    align=col.align,
                    max_width=col.width - 2 * PAD,
                )
            cx += col.width
        y -= row_height
    c.setLineWidth(0.5)
    c.line(x, top, x + total, top)
    for r in range(len(rows) + 1):
        c.line(x, top - head_h - r * row_height, x + total, top - head_h - r * row_height)
    cx = x
    c.line(cx, top, cx, y)
    for column in columns:
        cx += column.width
        c.line(cx, top, cx, y)
    c.setFillColor(black)
    return y


def draw_paged_grid(
    pages: Pages,
    start_page: Callable[[], float],
    columns: Sequence[Column],
    rows: Sequence[Sequence[str]],
    *,
    row_height: float = 16.0,
    size: float = 9.0,
    footer: str = "",
    head: str = "",
    group_starts: frozenset[int] = frozenset(),
) -> None:
    """A table that runs over as many pages as it needs, repeating its header row on each. ``start_page``
    draws a page's header and returns the top of the table; ``group_starts`` are row indexes that begin a
    group (a table's seats, a place) and get a heavier line above; ``footer`` and ``head`` are each full page's
    footer (:func:`draw_footer`). The last page is left open."""
    x = MARGIN
    i = 0
    head_h = header_height(columns, row_height, size)
    while True:
        top = start_page()
        room = max(1, int((top - MARGIN - 24 - head_h) // row_height))
        chunk = rows[i : i + room]
        bottom = draw_grid(pages.canvas, x, top, columns, chunk, row_height=row_height, size=size)
        total = sum(col.width for col in columns)
        for k in range(1, len(chunk)):
            if i + k in group_starts:
                y = top - head_h - k * row_height
                pages.canvas.setLineWidth(1.4)
                pages.canvas.line(x, y, x + total, y)
        i += len(chunk)
        if i >= len(rows):
            pages.canvas.setLineWidth(0.6)
            pages.last_y = bottom
            return
        draw_footer(pages, footer, head)
        pages.end_page()
