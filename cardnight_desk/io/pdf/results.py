"""Standings and final results.

- *Standings*: every entry with its place and every tiebreak column of its game, in the game's order (Bhukhar:
  Master, Bonus, score — ruling BH-8). Entries level on every column share a place, printed ``3=``; an entry
  not placed yet (still in a knockout) is printed "still in".
- *Final results*: for each competition of the event, its winners and runners-up (a team with its players,
  and what decided the place). A competition not finished yet is listed as it stands, saying so, with places
  instead of winners, and its entries still in (a knockout's teams that have not lost) as still in; while any
  is, the document is headed "Results so far — provisional".

Standings of a competition not finished yet are headed "provisional", with where it stands. Every page's footer
carries the event history's head when the data was read (its newest change's number and the first digits of its
hash), so a printout witnesses the history as it was.
"""

from __future__ import annotations

from reportlab.lib.colors import Color

from cardnight_desk.io.pdf.bidi import isolate
from cardnight_desk.io.pdf.data import Paper
from cardnight_desk.io.pdf.drawing import (
    GREY,
    LIGHT,
    MARGIN,
    Column,
    Output,
    Pages,
    Progress,
    draw_footer,
    draw_header,
    draw_paged_grid,
    draw_text,
    hline,
    open_pdf,
)
from cardnight_desk.io.pdf.fitting import READABLE, wrap, wrap_items
from cardnight_desk.io.pdf.results_data import STILL_IN, FinalResults, Standings, place_words, witnessed

# the results' columns: the place, then the name (a team's players under it), then what decided the place
# (its detail: "Total points 137, Out after deal 6", wrapped, printed no smaller than a reader can read)
NAME_X = 110.0
DETAIL_W, DETAIL_SIZE = 170.0, 8.5
DETAIL_GREY = Color(0.35, 0.35, 0.35)


def place_label(place: int, shared: bool, still_in: bool = False) -> str:
    """A place as the standings print it: "3", "3=" when shared, "still in" when not given yet."""
    if still_in:
        return STILL_IN
    return f"{place}=" if shared else str(place)


def build_standings(
    standings: Standings, out: Output, paper: Paper | str = Paper.A4, progress: Progress | None = None
) -> int:
    """The standings with every tiebreak column; returns the number of pages."""
    heads = standings.column_headers
    width = Paper.parse(paper).size[0] - 2 * MARGIN
    place_w = 52.0 if any(r.still_in for r in standings.rows) else 40.0
    col_w = min(80.0, (width - place_w) * 0.55 / max(1, len(heads)))
    columns = [
        Column("Place", place_w, "centre", bold=True),
        Column("Name", width - place_w - col_w * len(heads)),
        *(Column(h, col_w, "right") for h in heads),
    ]
    shared = standings.shared_places()
    footer, head = standings.header.competition, witnessed(standings.head)
    rows = [
        [place_label(r.place, r.place in shared, r.still_in), r.name, *(str(v) for _, v in r.columns)]
        for r in standings.rows
    ]

    with open_pdf(out, paper, f"Standings — {standings.header.competition}", progress=progress) as pages:

        def start() -> float:
            title = "Standings — provisional" if standings.provisional else "Standings"
            top = draw_header(pages, standings.header, title)
            if standings.order_note and pages.count == 0:
                for line in wrap("Order: " + standings.order_note, 8.5, width):
                    top -= 12
                    draw_text(pages.canvas, MARGIN, top, line, 8.5, color=GREY)
                top -= 8
            return top

        if rows:
            draw_paged_grid(pages, start, columns, rows, row_height=17, size=10, footer=footer, head=head)
        else:
            y = start()
            draw_text(pages.canvas, MARGIN, y - 16, "No results yet.", 11)
        if shared:
            draw_text(
                pages.canvas,
                MARGIN,
                max(MARGIN + 10, pages.last_y - 14),
                "= a place shared by entries level on every tiebreak",
                8,
                color=GREY,
            )
        draw_footer(pages, footer, head)
        pages.end_page()
        return pages.count


def _results_header(pages: Pages, results: FinalResults) -> float:
    c = pages.canvas
    y = pages.height - MARGIN - 16
    draw_text(
        c, MARGIN, y, "Final results" if results.final else "Results so far — provisional", 18, bold=True
    )
    y -= 18
    draw_text(
        c,
        MARGIN,
        y,
        f"{isolate(results.event)} · {results.date.isoformat()}",
        11,
        max_width=pages.width - 2 * MARGIN,
    )
    y -= 10
    hline(c, MARGIN, y, pages.width - MARGIN)
    return y - 8


def build_results(
    results: FinalResults, out: Output, paper: Paper | str = Paper.A4, progress: Progress | None = None
) -> int:
    """Winners and runners-up of every competition; returns the number of pages."""
    head = witnessed(results.head)
    title = "Final results" if results.final else "Results so far"
    with open_pdf(out, paper, f"{title} — {results.event}", total=0, progress=progress) as pages:
        c = pages.canvas
        width = pages.width - 2 * MARGIN
        y = _results_header(pages, results)

        def room(needed: float) -> None:
            nonlocal y
            if y - needed < MARGIN + 20:
                draw_footer(pages, results.event, head)
                pages.end_page()
                y = _results_header(pages, results)

        for comp in results.competitions:
            room(60)
            y -= 22
            c.setFillColor(LIGHT)
            c.rect(MARGIN, y - 5, width, 20, stroke=0, fill=1)
            draw_text(c, MARGIN + 4, y, comp.competition, 13, bold=True, max_width=width * 0.6)
            draw_text(
                c,
                MARGIN + width - 4,
                y,
                comp.game_title,
                9,
                align="right",
                color=GREY,
                max_width=width * 0.35,
            )
            y -= 8
            if comp.status:
                y -= 13
                draw_text(c, MARGIN + 4, y, comp.status, 9.5, color=GREY, max_width=width - 8)
            if not comp.placings:
                y -= 14
                draw_text(c, MARGIN + 4, y, "Not decided yet.", 10, color=GREY)
            name_w = width - NAME_X - DETAIL_W - 14
            for p in comp.placings:
                lines = wrap(", ".join(isolate(m) for m in p.members), 9, name_w) if p.members else []
                details = wrap_items(p.detail.split(", "), DETAIL_SIZE, DETAIL_W) if p.detail else []
                below = max(len(lines), len(details) - 1)  # lines under the name's
                room(22 + 12 * below)
                y -= 18
                placed = place_words(p.place, not comp.status, p.still_in)
                draw_text(c, MARGIN + 4, y, placed, 11, bold=p.place == 1 and not p.still_in)
                draw_text(c, MARGIN + NAME_X, y, p.name, 12, bold=True, max_width=name_w)
                for i, line in enumerate(details):
                    draw_text(
                        c,
                        MARGIN + width - 4,
                        y - 12 * i,
                        line,
                        DETAIL_SIZE,
                        align="right",
                        color=DETAIL_GREY,
                        max_width=DETAIL_W,
                        min_size=READABLE,
                    )
                for i, line in enumerate(lines, start=1):
                    draw_text(c, MARGIN + NAME_X, y - 12 * i, line, 9, color=GREY)
                y -= 12 * below
            y -= 6
        if not results.competitions:
            draw_text(c, MARGIN, y - 16, "No competition has finished yet.", 11)
        draw_footer(pages, results.event, head)
        pages.end_page()
        return pages.count
