"""Score sheets for a round: one page per table, filled in at the table and typed in at the desk.

Each page carries the event, competition, round and table, who sits where, the game's own boxes (in the order
the desk's sheet form asks for them, which is the field order of ``score-sheets.md``), a few rule reminders
citing the house rulings, and the *sheet number* twice: printed, and as a QR code the desk's sheet-number field
reads from a scanner.
"""

from __future__ import annotations

from collections.abc import Callable

from cardnight_desk.io import pdf_sheet_boxes as boxes
from cardnight_desk.io.pdf_fonts import ensure_printable
from cardnight_desk.io.pdf_layout import (
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
    wrap,
)
from cardnight_desk.io.print_data import Paper, PrintDataError, RoundSeating, TableSeating

QR_SIZE = 66.0

BoxDrawer = Callable[[Pages, RoundSeating, TableSeating, float, float], None]
DRAWERS: dict[str, BoxDrawer] = {
    "bhukhar": boxes.bhukhar,
    "bukharo": boxes.bukharo,
    "rummy": boxes.rummy_table,
    "28": boxes.twenty_eight,
    "poker": boxes.poker,
    "baccarat": boxes.baccarat,
}


def reminders(data: RoundSeating) -> list[str]:
    """The rule reminders printed at the foot of a table's sheet, each citing its ruling."""
    game = data.header.game
    if game == "bhukhar":
        to = (
            "are taken from the penalised team"
            if data.setting("penalty_mode") == "deduct_offender"
            else "go to the claiming team"
        )
        return [
            "Cards: 2–7 score 5, 8–A score 10; a combination closed at seven cards scores 300 (sequence), "
            "200 (set 8–A) or 100 (set 2–7) instead (BH-1, BH-2).",
            "No licence displayed: that team has nothing on the table — no closed or displayed cards, no "
            "Bhukhar, no close (BH-5). Closing needs the Bhukhar taken.",
            "Licence first, the Bhukhar, closing: +50 and 1 Bonus point each; a Natodiu: 1 Bonus point (BH-4).",
            f"Penalty points {to} (BH-6); write the rule number. Time is called after "
            f"{data.setting('game_minutes')} minutes (BH-10).",
        ]
    if game == "bukharo":
        return [
            "Cards: A 20; 8–K 10; 2–7 5; a 2 used as a trump 20, a 2 left in hand 20 against (BK-1).",
            "Seven-card sequence 150 (100 with a trump), seven-card set 300, instead of card points (BK-2).",
            "No passport on the table: no groups count and the hand counts against (BK-4); cards added to "
            "another side's groups count for the side that added them.",
            "+100 for the first Bukharo, +100 for the second; the second Bukharo ends the game (BK-5).",
        ]
    if game == "rummy":
        target = data.setting("target")
        deals = data.setting("max_deals")
        end = f"after {deals} deals the lowest total wins (RU-8)" if deals else "no deal limit in a final"
        over = "reaches" if data.setting("eliminate_at") == "at_target" else "exceeds"
        return [
            "Codes: w won; f dropped at the first turn (25); m middle drop, later (50); a loser's points, or "
            "the 13 cards with the deal's wild rank; v void (RU-4, RU-6). Type: N normal, F first-turn rummy, "
            "H hand-rummy, V void.",
            "A loser holding a straight run and a second run scores the unmatched cards (0–70), otherwise "
            "100 (RU-3). Jokers and the wild rank count 0 (RU-1).",
            "First-turn rummy: no turn yet scores half; hand-rummy: had a turn and stayed in scores double "
            "(RU-5): in those deals add + to a loser who had had a turn, - to one who had not (35+).",
            f"Out when the total {over} {target} (RU-7); {end}; level lowest totals play one more deal.",
        ]
    if game == "28":
        return [
            "Bids 16–28; the bidder succeeds with trick points ≥ bid. Game points: bid ≤19 +1/−2, 20–24 +2/−3, "
            "≥25 +3/−4, thani +4/−5 (TE-2).",
            "Cot (C) / counter cot (CC) only on a bid of 19 or less: took every trick (all), lost a trick "
            "(lost) (TE-3); surrendered to: after a cot +1, after a counter cot −2 (TE-4).",
            "Foul proved: the other team gets twice the bid's lose value (TE-5). Opponents hold no trump: "
            "write redeal as the bidder, no points (TE-6).",
            "12 deals; level after 12: 6 more deals; level after 18: coin toss (TE-7).",
        ]
    if game == "poker":
        stack = data.setting("starting_stack")
        return [
            f"Starting stack {stack:,} chips, no rebuys (PK-1). Late entry: level 2 −100, level 3 −300, "
            "between levels 3 and 4 −500; no entry once level 4 starts (PK-2).",
            "Busts in the same hand: write each player's chips at the start of that hand; more chips, better "
            "place (PK-5). A player who leaves is placed as busted then.",
            f"A table with fewer than {data.setting('break_below')} players is broken and the desk moves "
            "players to balance tables (PK-4).",
        ]
    variant = str(data.setting("variant"))
    lines = [
        "Cards in dealing order: Player, Banker, Player, Banker, then the Player's third card, then the "
        "Banker's (BAC-1).",
        "Player 1:1; Tie 8:1 (Player and Banker bets push on a tie); pairs 11:1 on the first two cards (BAC-2).",
    ]
    lines.append(
        {
            "ez": "EZ: Banker 1:1, push on a winning three-card Banker 7; Dragon 7 pays 40:1 (BAC-2).",
            "no_commission": "No-Commission: Banker 1:1, a winning Banker 6 pays 1:2 (BAC-2).",
        }.get(variant, "Banker 1:1 less 5% commission (BAC-2).")
    )
    return lines


def _draw_seats(pages: Pages, table: TableSeating, top: float) -> float:
    """Who sits where, three seats to a line. Returns the y below."""
    c = pages.canvas
    width = pages.width - 2 * MARGIN
    draw_text(c, MARGIN, top - 10, "Who sits where", 9, bold=True)
    y = top - 14
    per_line = 3
    cell = width / per_line
    seats = sorted(table.seats, key=lambda s: s.seat)
    for i, seat in enumerate(seats):
        col = i % per_line
        if col == 0:
            y -= 15
        x = MARGIN + col * cell
        draw_text(c, x, y, f"{seat.seat}", 9, bold=True)
        label = seat.player + (f"  ({seat.team})" if seat.team else "")
        draw_text(c, x + 16, y, label, 9.5, max_width=cell - 22)
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

    notes = reminders(data)
    size = 7.5
    lines = [line for note in notes for line in wrap("• " + note, size, w - 2 * MARGIN)]
    bottom = MARGIN + 34 + len(lines) * size * 1.3 + 12
    DRAWERS[data.header.game](pages, data, table, top, bottom)

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
    draw_footer(pages, f"{data.header.competition} · sheet {table.sheet_number}")
    pages.end_page()


def build_score_sheets(
    data: RoundSeating,
    out: Output,
    paper: Paper | str = Paper.A4,
    progress: Progress | None = None,
) -> int:
    """One score sheet per table of the round; returns the number of pages."""
    ensure_printable(data.texts())
    if not data.tables:
        raise PrintDataError("the round has no tables")
    for table in data.tables:
        boxes.check_table(data, table)
    title = f"Score sheets — {data.header.competition}"
    with open_pdf(out, paper, title, total=len(data.tables), progress=progress) as pages:
        for table in data.tables:
            _draw_page(pages, data, table)
        return pages.count
