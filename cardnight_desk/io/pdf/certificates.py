"""Certificates for the placed teams and players: one landscape page each, with a double border, the name
(a team's players under it), the place in words, the competition, the event and its date, and signature
lines for the people named in :attr:`Certificates.signatures`. A certificate printed before its competition is
finished names no place: where the place would be it says where the competition stands ("Standing after round
3 — provisional"), and it is printed without the gold of a placed certificate."""

from __future__ import annotations

from reportlab.lib.colors import Color

from cardnight_desk.io.pdf.bidi import isolate
from cardnight_desk.io.pdf.data import Paper, PrintDataError
from cardnight_desk.io.pdf.drawing import (
    GREY,
    MARGIN,
    Output,
    Pages,
    Progress,
    draw_text,
    hline,
    open_pdf,
)
from cardnight_desk.io.pdf.fitting import wrap
from cardnight_desk.io.pdf.results_data import Certificate, Certificates

GOLD = Color(0.62, 0.48, 0.14)
BLACK = Color(0, 0, 0)


def _draw(pages: Pages, cert: Certificate, signatures: tuple[str, ...]) -> None:
    c = pages.canvas
    w, h = pages.width, pages.height
    accent = GREY if cert.status else GOLD  # no medal colours before there is a place to give
    c.setStrokeColor(accent)
    c.setLineWidth(3)
    c.rect(MARGIN / 2, MARGIN / 2, w - MARGIN, h - MARGIN)
    c.setLineWidth(0.8)
    c.rect(MARGIN / 2 + 7, MARGIN / 2 + 7, w - MARGIN - 14, h - MARGIN - 14)
    c.setStrokeColor(BLACK)
    inner = w - 3 * MARGIN
    # (text, size, bold, colour, space above): the block is centred between the border and the signatures
    block: list[tuple[str, float, bool, Color, float]] = [
        ("Certificate", 38, True, accent, 0),
        ("awarded to", 13, False, GREY, 20),
        (cert.name, 34, True, BLACK, 22),
    ]
    members = ", ".join(isolate(name) for name in cert.members)
    block += [(line, 13, False, BLACK, 8) for line in wrap(members, 13, inner)]
    placed = (cert.place_line, 20, True, BLACK, 26) if cert.status else (cert.place_line, 26, True, GOLD, 26)
    block += [
        placed,
        (cert.competition, 16, False, BLACK, 14),
        (f"{isolate(cert.event)} · {cert.date.day} {cert.date:%B %Y}", 12, False, BLACK, 10),
    ]
    height = sum(size + gap for _, size, _, _, gap in block)
    top_room, bottom_room = h - MARGIN, 2.6 * MARGIN
    y = (top_room + bottom_room + height) / 2
    for text, size, bold, colour, gap in block:
        y -= gap + size
        draw_text(
            c,
            w / 2,
            y + size * 0.22,
            text,
            size,
            bold=bold,
            align="centre",
            max_width=inner,
            min_size=10,
            color=colour,
        )
    if signatures:
        span = (w - 3 * MARGIN) / len(signatures)
        for i, label in enumerate(signatures):
            x = 1.5 * MARGIN + i * span
            hline(c, x + 15, 1.9 * MARGIN, x + span - 15, 0.6)
            draw_text(c, x + span / 2, 1.9 * MARGIN - 12, label, 9, align="centre", color=GREY)


def build_certificates(
    data: Certificates, out: Output, paper: Paper | str = Paper.A4, progress: Progress | None = None
) -> int:
    """One certificate a page (landscape); returns the number of pages."""
    if not data.items:
        raise PrintDataError("there is nobody to print a certificate for")
    with open_pdf(
        out, paper, "Certificates", landscape=True, total=len(data.items), progress=progress
    ) as pages:
        for cert in data.items:
            _draw(pages, cert, data.signatures)
            pages.end_page()
        return pages.count
