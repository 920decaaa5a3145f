"""The tables' entry links on the table card and the score sheet: a strip with one block per side of the table,
each the QR code of the side's own link labelled with the side's name, for the side to enter the table's score
sheet on a phone (*table entry*, ``io/pdf/data.py``).

A link is the players' page address followed by the side's path (``/entry/TOKEN``). Without the page's address
(the players' page is not running) no phone could open a code, so each block prints the side's path in its
place, under a line saying the players' page must be running.
"""

from __future__ import annotations

from collections.abc import Sequence

from reportlab.lib.colors import Color, black
from reportlab.pdfgen.canvas import Canvas

from cardnight_desk.io.pdf.data import RoundSeating, TableSeating
from cardnight_desk.io.pdf.drawing import GREY, draw_qr, draw_text
from cardnight_desk.io.pdf.fitting import LEADING, fit
from cardnight_desk.io.pdf.fonts import text_width

ENTRY_QR = 64.0  # the largest code: a module of a link's code stays about half a millimetre
BLOCK = 130.0  # the widest a side's block is
GAP = 6.0  # between two blocks, and a code and the block's sides
NAME_SIZE = 8.0
PATH_SIZE = 8.0
PATH_LINES = 3  # a path is /entry/ and 32 characters: three lines in the narrowest block
CAPTION_SIZE = 8.0
CAPTION = "{task}: each side scans its own code"
NO_PAGE = (
    "{task}: the players' page must be running (Displays, or cardnight-desk serve); "
    "each side opens the page's address followed by its own path. Print again while it runs for the codes."
)


def _cut(path: str, width: float) -> list[str]:
    """A path (``/entry/TOKEN``, no spaces in it) cut into lines :data:`PATH_SIZE` points high no wider than
    ``width``, at most :data:`PATH_LINES` (the last is drawn narrower if it must)."""
    lines = [""]
    for ch in path:
        if lines[-1] and len(lines) < PATH_LINES and text_width(lines[-1] + ch, PATH_SIZE) > width:
            lines.append("")
        lines[-1] += ch
    return lines


def _block_width(table: TableSeating, width: float) -> float:
    return min(BLOCK, width / len(table.entry))


def _body(data: RoundSeating, table: TableSeating, width: float) -> float:
    """The height of a block's code, or of its path without the page's address."""
    if data.players_page_url:
        return min(ENTRY_QR, _block_width(table, width) - 2 * GAP)
    return PATH_LINES * PATH_SIZE * LEADING


def strip_height(data: RoundSeating, table: TableSeating, width: float) -> float:
    """The height of the table's strip ``width`` wide (0 when it has no entry links): its caption, a block's
    code (or path) and two lines for a side's name (with room for their descenders)."""
    if not table.entry:
        return 0.0
    return CAPTION_SIZE * LEADING * 2 + 4 + _body(data, table, width) + 2 * NAME_SIZE * LEADING + 3


def draw_entry_strip(
    c: Canvas, data: RoundSeating, table: TableSeating, left: float, width: float, top: float
) -> None:
    """The table's strip, ``width`` wide from ``left``, its top at ``top``: the caption, then each side's block
    centred in a row."""
    if not table.entry:
        return
    words = (CAPTION if data.players_page_url else NO_PAGE).format(task=data.entry_task)
    caption = fit(words, CAPTION_SIZE, width, 2, least=6.5)
    _lines(c, left + width / 2, top - caption.size * LEADING, caption.lines, caption.size, color=GREY)
    y = top - CAPTION_SIZE * LEADING * 2 - 4
    block = _block_width(table, width)
    body = _body(data, table, width)
    x = left + (width - block * len(table.entry)) / 2
    for link in table.entry:
        centre = x + block / 2
        name = fit(link.side, NAME_SIZE, block - GAP, 2, bold=True, least=6.0)
        address = data.entry_address(link)
        if address is not None:  # the code, the side's name under it
            draw_qr(c, address, centre - body / 2, y - body, body)
            _lines(c, centre, y - body - NAME_SIZE * LEADING, name.lines, name.size, bold=True)
        else:  # the side's name, its path under it
            below = _lines(c, centre, y - NAME_SIZE, name.lines, name.size, bold=True)
            _lines(c, centre, below, _cut(link.path, block - 2 * GAP), PATH_SIZE, width=block - 2 * GAP)
        x += block


def _lines(
    c: Canvas,
    centre: float,
    y: float,
    lines: Sequence[str],
    size: float,
    *,
    bold: bool = False,
    width: float | None = None,
    color: Color = black,
) -> float:
    """Lines centred on ``centre`` from baseline ``y`` down; returns the baseline after the last."""
    for line in lines:
        draw_text(c, centre, y, line, size, bold=bold, align="centre", max_width=width, color=color)
        y -= size * LEADING
    return y
