"""The knockout bracket on one page: up to 64 entries, byes, results so far and who goes on.

Rounds stand in columns from left to right. Each match is two *entrant lines* joined by a bracket whose
middle leads to the next round's line; the winner is printed in bold with the reported result under the
match, a *bye* is printed as such and its entrant goes straight on. Entrants of later rounds that the data
leaves out are taken from who went on in the round before; lines still undecided stay empty to write on.
Up to 16 entries print on a landscape page, more on a portrait one (64 entries: 64 lines down the page).
"""

from __future__ import annotations

from cardnight_desk.io.pdf.data import Paper
from cardnight_desk.io.pdf.drawing import (
    GREY,
    MARGIN,
    Output,
    Pages,
    Progress,
    draw_footer,
    draw_header,
    draw_text,
    open_pdf,
)
from cardnight_desk.io.pdf.fonts import text_width
from cardnight_desk.io.pdf.results_data import Bracket, Match


def round_name(index: int, rounds: int) -> str:
    """``Round 1`` ... then ``Quarter-finals``, ``Semi-finals``, ``Final`` for the last three."""
    left = rounds - index
    return {1: "Final", 2: "Semi-finals", 3: "Quarter-finals"}.get(left, f"Round {index + 1}")


def filled_rounds(bracket: Bracket) -> list[list[Match]]:
    """Every round's matches, later rounds completed from who went on in the round before."""
    rounds: list[list[Match]] = []
    for r in range(bracket.rounds_total):
        given = list(bracket.rounds[r]) if r < len(bracket.rounds) else []
        count = len(bracket.rounds[0]) >> r
        matches = []
        for m in range(count):
            match = given[m] if m < len(given) else Match()
            if r > 0:
                top = match.top or rounds[r - 1][2 * m].advancing()
                bottom = match.bottom if match.bye else (match.bottom or rounds[r - 1][2 * m + 1].advancing())
                if (top, bottom) != (match.top, match.bottom):
                    match = Match(top, bottom, match.bye, match.winner, match.result)
            matches.append(match)
        rounds.append(matches)
    return rounds


def _entrant(
    pages: Pages,
    x: float,
    y: float,
    w: float,
    name: str | None,
    *,
    won: bool,
    bye: bool,
    size: float,
    keep: float = 0.0,
) -> None:
    """An entrant's line with the name on it; ``keep`` points at the right end stay free for the result."""
    c = pages.canvas
    c.setLineWidth(0.7)
    c.line(x, y, x + w, y)
    if bye:
        draw_text(c, x + 3, y + 2, "bye", size, color=GREY)
    elif name:
        draw_text(c, x + 3, y + 2, name, size, bold=won, max_width=w - 6 - keep, min_size=4.5)


def _draw(pages: Pages, bracket: Bracket, top: float) -> None:
    c = pages.canvas
    rounds = filled_rounds(bracket)
    n = bracket.rounds_total
    slots = bracket.size
    bottom = MARGIN + (70 if bracket.third_place else 20)
    slot_h = (top - 14 - bottom) / slots
    size = max(5.0, min(10.0, slot_h * 0.62))
    width = pages.width - 2 * MARGIN
    col_w = width / (n + 1)
    for r in range(n):
        draw_text(c, MARGIN + r * col_w + 3, top, round_name(r, n), 8.5, bold=True)
    draw_text(c, MARGIN + n * col_w + 3, top, "Winner", 8.5, bold=True)
    y0 = top - 14

    def line_y(r: int, j: int) -> float:
        span = 1 << r
        return y0 - (j * span + span / 2) * slot_h

    for r, matches in enumerate(rounds):
        x = MARGIN + r * col_w
        for m, match in enumerate(matches):
            yt, yb = line_y(r, 2 * m), line_y(r, 2 * m + 1)
            adv = match.advancing()
            keep = text_width(match.result, size * 0.85) + 6 if match.result else 0.0
            keep = min(keep, col_w * 0.45)
            _entrant(
                pages,
                x,
                yt,
                col_w,
                match.top,
                won=adv is not None and adv == match.top,
                bye=False,
                size=size,
                keep=keep,
            )
            _entrant(
                pages,
                x,
                yb,
                col_w,
                match.bottom,
                won=adv is not None and adv == match.bottom,
                bye=match.bye,
                size=size,
                keep=keep,
            )
            c.setLineWidth(0.7)
            c.line(x + col_w, yt, x + col_w, yb)
            if match.result:
                draw_text(
                    c,
                    x + col_w - 3,
                    (yt + yb) / 2 - size * 0.35,
                    match.result,
                    size * 0.85,
                    align="right",
                    color=GREY,
                    max_width=col_w * 0.45,
                )
    final = rounds[-1][0]
    champion = final.advancing()
    x = MARGIN + n * col_w
    y = line_y(n, 0)
    c.setLineWidth(1.2)
    c.line(x, y, x + col_w, y)
    if champion:
        draw_text(c, x + 3, y + 2, champion, max(size, 9), bold=True, max_width=col_w - 6)
    if bracket.third_place:
        tp = bracket.third_place
        bx = MARGIN + (n - 1) * col_w
        draw_text(c, bx + 3, MARGIN + 56, "Third place", 8.5, bold=True)
        adv = tp.winner
        _entrant(
            pages, bx, MARGIN + 40, col_w, tp.top, won=adv is not None and adv == tp.top, bye=False, size=size
        )
        _entrant(
            pages,
            bx,
            MARGIN + 24,
            col_w,
            tp.bottom,
            won=adv is not None and adv == tp.bottom,
            bye=False,
            size=size,
        )
        c.line(bx + col_w, MARGIN + 40, bx + col_w, MARGIN + 24)
        if tp.result:
            draw_text(c, bx + col_w - 3, MARGIN + 29, tp.result, size * 0.85, align="right", color=GREY)
        if adv:
            c.line(bx + col_w, MARGIN + 32, bx + 2 * col_w, MARGIN + 32)
            draw_text(c, bx + col_w + 3, MARGIN + 34, adv, size, bold=True, max_width=col_w - 6)


def build_bracket(
    bracket: Bracket, out: Output, paper: Paper | str = Paper.A4, progress: Progress | None = None
) -> int:
    """The knockout bracket on one page; returns the number of pages (1)."""
    landscape = bracket.size <= 16
    with open_pdf(
        out, paper, f"Bracket — {bracket.header.competition}", landscape=landscape, total=1, progress=progress
    ) as pages:
        top = draw_header(pages, bracket.header, "Knockout bracket") - 10
        _draw(pages, bracket, top)
        draw_footer(pages, bracket.header.competition)
        pages.end_page()
        return pages.count
