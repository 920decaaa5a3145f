"""The game's own boxes on a score sheet, one drawer per competition game.

Each drawer fills the space between ``top`` and ``bottom`` of a table's page with the boxes a table writes
in, in the order of the sheet's fields in ``score-sheets.md`` (which is the order of the desk's form):

- Bhukhar: per team, the licence / first licence / Bhukhar / close / Natodiu ticks, closed sequences and sets,
  cards on the table and in hand (low 2–7, high 8–A); how the game ended; penalties.
- Bukharo: per side, passport, seven-card sequences and sets, group cards and hand cards (low, high, aces,
  trumps), first and second Bukharo; how the game ended.
- Rummy: a grid of deal rows by players (points and running total), with the deal type.
- 28: a grid of deal rows: bidder, bid, trick points, cot, redeal, foul, game points and running totals.
- Poker: the table's entries (entry level) and busts (hand number, chips at the start of a shared hand).
- Baccarat: a hand log (cards in dealing order, winner, each seat's bet and stake).
"""

from __future__ import annotations

from collections.abc import Sequence

from cardnight_desk.io.pdf_layout import (
    LIGHT,
    MARGIN,
    Column,
    Pages,
    choices,
    draw_grid,
    draw_text,
    tick_box,
)
from cardnight_desk.io.print_data import PrintDataError, RoundSeating, TableSeating

TICK = "tick"
COUNT = "count"
DESK = "desk"


def check_table(data: RoundSeating, table: TableSeating) -> None:
    """Refuse a table whose seating the game's sheet cannot hold."""
    game = data.header.game
    if not table.seats:
        raise PrintDataError(f"table {table.table} has nobody seated")
    if game in ("bhukhar", "28") and len(table.sides()) != 2:
        raise PrintDataError(f"table {table.table}: a {data.header.game_title} table seats exactly two teams")
    limit = {"rummy": 9, "baccarat": 7, "poker": 11}.get(game, 9)
    if len(table.sides()) > limit:
        raise PrintDataError(
            f"table {table.table}: a {data.header.game_title} sheet holds at most {limit} sides"
        )


def _section(pages: Pages, y: float, title: str) -> float:
    draw_text(pages.canvas, MARGIN, y - 10, title, 9, bold=True)
    return y - 14


def _field_grid(
    pages: Pages, top: float, sides: Sequence[str], fields: Sequence[tuple[str, str]], row_h: float
) -> float:
    """Rows of fields (label, kind) by one column per side; tick rows get a box to tick."""
    c = pages.canvas
    width = pages.width - 2 * MARGIN
    label_w = min(230.0, width * 0.42)
    side_w = (width - label_w) / len(sides)
    columns = [Column("", label_w)] + [Column(s, side_w, "centre") for s in sides]
    rows = [[label] + [""] * len(sides) for label, _ in fields]
    desk_rows = {i for i, (_, kind) in enumerate(fields) if kind == DESK}
    bottom = draw_grid(
        c,
        MARGIN,
        top,
        columns,
        rows,
        row_height=row_h,
        size=8.5,
        shade=lambda r: LIGHT if r in desk_rows else None,
    )
    for r, (_, kind) in enumerate(fields):
        if kind != TICK:
            continue
        y = top - (r + 2) * row_h + (row_h - 9) / 2
        for s in range(len(sides)):
            tick_box(c, MARGIN + label_w + s * side_w + side_w / 2 - 4.5, y)
    return bottom


# the rows of the desk's Bhukhar form (gui/score_forms/bhukhar.py), in its order
BHUKHAR_FIELDS: tuple[tuple[str, str], ...] = (
    ("Licence displayed", TICK),
    ("Licence first (+50, 1 Bonus)", TICK),
    ("Took the Bhukhar (+50, 1 Bonus)", TICK),
    ("Closed the game (+50, 1 Bonus)", TICK),
    ("Gave a Natodiu (1 Bonus)", TICK),
    ("Closed at seven: sequences (300 each)", COUNT),
    ("Closed at seven: sets of 8 to ace (200 each)", COUNT),
    ("Closed at seven: sets of 2 to 7 (100 each)", COUNT),
    ("Cards on the table: low (2–7)", COUNT),
    ("Cards on the table: high (8–A)", COUNT),
    ("Cards in hand: low (2–7)", COUNT),
    ("Cards in hand: high (8–A)", COUNT),
    ("Desk: game score", DESK),
    ("Desk: Master / Bonus points", DESK),
)


def _penalties(pages: Pages, top: float, rows: int, row_h: float, who: str = "Team") -> float:
    width = pages.width - 2 * MARGIN
    columns = [
        Column(who, width * 0.3),
        Column("Points", width * 0.12, "centre"),
        Column("Rule", width * 0.12, "centre"),
        Column("Note", width * 0.46),
    ]
    return draw_grid(pages.canvas, MARGIN, top, columns, [[""] * 4] * rows, row_height=row_h, size=8.5)


def bhukhar(pages: Pages, data: RoundSeating, table: TableSeating, top: float, bottom: float) -> None:
    sides = table.sides()
    space = top - bottom
    row_h = max(13.0, min(22.0, (space - 95) / (len(BHUKHAR_FIELDS) + 1 + 4)))
    y = _section(pages, top, "The game (ticks and card counts for each team)")
    y = _field_grid(pages, y, sides, BHUKHAR_FIELDS, row_h)
    y -= 16
    x = draw_text(pages.canvas, MARGIN, y, "Game ended by:", 9, bold=True) + MARGIN + 8
    choices(pages.canvas, x, y, ("closing", "the stock running out", "time"))
    y = _section(pages, y - 6, "Penalties written on the sheet: the penalised team (rule 19, ruling BH-6)")
    _penalties(pages, y, 3, row_h)


# the rows of the desk's Bukharo form (gui/score_forms/bukharo.py), in its order; in hand every 2 is a trump
BUKHARO_FIELDS: tuple[tuple[str, str], ...] = (
    ("Passport on the table", TICK),
    ("Seven-card sequences without a trump (150)", COUNT),
    ("Seven-card sequences with a trump (100)", COUNT),
    ("Seven-card sets (300)", COUNT),
    ("Other open groups: low (2–7)", COUNT),
    ("Other open groups: high (8–K)", COUNT),
    ("Other open groups: aces", COUNT),
    ("Other open groups: trumps (2s as jokers)", COUNT),
    ("Cards in hand: low (3–7)", COUNT),
    ("Cards in hand: high (8–K)", COUNT),
    ("Cards in hand: aces", COUNT),
    ("Cards in hand: 2s (trumps)", COUNT),
    ("First Bukharo (+100)", TICK),
    ("Second Bukharo (+100)", TICK),
    ("Desk: score", DESK),
)


def bukharo(pages: Pages, data: RoundSeating, table: TableSeating, top: float, bottom: float) -> None:
    sides = table.sides()
    row_h = max(13.0, min(22.0, (top - bottom - 50) / (len(BUKHARO_FIELDS) + 1)))
    y = _section(pages, top, "The game (for each side)")
    y = _field_grid(pages, y, sides, BUKHARO_FIELDS, row_h)
    y -= 16
    x = draw_text(pages.canvas, MARGIN, y, "Game ended by:", 9, bold=True) + MARGIN + 8
    choices(pages.canvas, x, y, ("the second Bukharo", "the stock running out", "time"))


def _spanning_header(pages: Pages, x: float, top: float, widths: Sequence[float], labels: Sequence[str]):
    """A header row above a grid whose labels span groups of columns (``widths`` of each group)."""
    c = pages.canvas
    h = 15.0
    c.setLineWidth(0.5)
    for w, label in zip(widths, labels, strict=True):
        c.rect(x, top - h, w, h, stroke=1, fill=0)
        if label:
            draw_text(c, x + w / 2, top - h + 4.5, label, 8.5, bold=True, align="centre", max_width=w - 4)
        x += w
    return top - h


def rummy_table(pages: Pages, data: RoundSeating, table: TableSeating, top: float, bottom: float) -> None:
    """The desk's rummy form: Deal, Type, Wild, then each player's code and running total."""
    players = [s.player for s in sorted(table.seats, key=lambda s: s.seat)]
    width = pages.width - 2 * MARGIN
    deal_w, type_w, wild_w = 26.0, 30.0, 28.0
    lead = deal_w + type_w + wild_w
    per = (width - lead) / len(players)
    max_deals = data.setting("max_deals")
    target = data.setting("target")
    y = _section(pages, top, f"Deals (target {target}): each player's code or points, and the running total")
    y = _spanning_header(pages, MARGIN, y, [lead] + [per] * len(players), ["", *players])
    space = y - bottom - 30
    rows = int(max_deals) if isinstance(max_deals, int) else max(12, min(30, int(space // 15) - 1))
    row_h = max(11.0, min(26.0, space / (rows + 1)))
    columns = [
        Column("Deal", deal_w, "centre"),
        Column("Type", type_w, "centre"),
        Column("Wild", wild_w, "centre"),
    ]
    for _ in players:
        columns += [Column("code", per * 0.55, "centre"), Column("total", per * 0.45, "centre")]
    body = [[str(d)] + [""] * (len(columns) - 1) for d in range(1, rows + 1)]
    y = draw_grid(pages.canvas, MARGIN, y, columns, body, row_height=row_h, size=8)
    y -= 16
    draw_text(pages.canvas, MARGIN, y, "Winner / players level on the lowest total (RU-8):", 9, bold=True)


def twenty_eight(pages: Pages, data: RoundSeating, table: TableSeating, top: float, bottom: float) -> None:
    """The desk's 28 form: Deal, Bidder (or redeal), Bid, Result, Cot, Foul by, then the game points."""
    a, b = table.sides()
    width = pages.width - 2 * MARGIN
    fixed = [
        Column("Deal", 26, "centre"),
        Column("Bidder / redeal", 0.17 * width),
        Column("Bid (t)", 34, "centre"),
        Column("Result (w / l)", 54, "centre"),
        Column("Cot: C / CC, all · lost · surr.", 96, "centre"),
        Column("Foul by", 0.1 * width, "centre"),
    ]
    rest = (width - sum(col.width for col in fixed)) / 4
    columns = [
        *fixed,
        Column(f"{a} pts", rest, "centre"),
        Column(f"{b} pts", rest, "centre"),
        Column(f"{a} total", rest, "centre"),
        Column(f"{b} total", rest, "centre"),
    ]
    y = _section(
        pages,
        top,
        "Deals: bid 16–28 or t (thani); result = the bidders' trick points, thani w or l; "
        "deals 13–18 only when level after 12 (TE-7)",
    )
    row_h = max(12.0, min(22.0, (y - bottom - 46) / 19))
    body = [[str(d)] + [""] * (len(columns) - 1) for d in range(1, 19)]
    y = draw_grid(
        pages.canvas,
        MARGIN,
        y,
        columns,
        body,
        row_height=row_h,
        size=8,
        shade=lambda r: LIGHT if r >= 12 else None,
    )
    y -= 18
    x = draw_text(pages.canvas, MARGIN, y, "Coin toss (only when level after 18 deals) won by:", 9, bold=True)
    choices(pages.canvas, MARGIN + x + 10, y, (a, b))


def poker(pages: Pages, data: RoundSeating, table: TableSeating, top: float, bottom: float) -> None:
    width = pages.width - 2 * MARGIN
    seats = {s.seat: s.player for s in table.seats}
    seat_count = max([int(str(data.setting("seats_per_table") or 9)), *seats])
    row_h = max(12.0, min(20.0, (top - bottom - 60) / (2 * seat_count + 2)))
    y = _section(pages, top, "Entries (circle the level in progress when the player was seated — PK-2)")
    columns = [
        Column("Seat", 32, "centre"),
        Column("Player", width * 0.34),
        Column("Entry level: 1 · 2 · 3 · before 4", width * 0.28, "centre"),
        Column("Starting chips", width * 0.16, "centre"),
        Column("Moved to table / seat", width - 32 - width * 0.78),
    ]
    rows = [[str(n), seats.get(n, ""), "1    2    3    b4", "", ""] for n in range(1, seat_count + 1)]
    y = draw_grid(pages.canvas, MARGIN, y, columns, rows, row_height=row_h, size=8.5)
    y = _section(pages, y - 4, "Busts, in the order they happen (PK-5)")
    columns = [
        Column("Order", 36, "centre"),
        Column("Player", width * 0.34),
        Column("Seat", 36, "centre"),
        Column("Hand no.", width * 0.13, "centre"),
        Column("Chips at the start of that hand", width * 0.26, "centre"),
        Column("Time", width - 72 - width * 0.73),
    ]
    rows = [[str(n)] + [""] * 5 for n in range(1, seat_count + 1)]
    draw_grid(pages.canvas, MARGIN, y, columns, rows, row_height=row_h, size=8.5)


def baccarat(pages: Pages, data: RoundSeating, table: TableSeating, top: float, bottom: float) -> None:
    width = pages.width - 2 * MARGIN
    seats = sorted(table.seats, key=lambda s: s.seat)
    variant = str(data.setting("variant")).replace("_", "-")
    y = _section(
        pages,
        top,
        f"Hand log ({variant}; bets: P, B, T, PP, BP, DP, DB" + (", D7)" if variant == "ez" else ")"),
    )
    card_w = 19.0
    lead = [Column("Hand", 26, "centre")]
    lead += [Column(h, card_w, "centre") for h in ("P1", "B1", "P2", "B2", "P3", "B3")]
    lead.append(Column("Win", 26, "centre"))
    lead_w = sum(col.width for col in lead)
    per = (width - lead_w) / len(seats)
    y = _spanning_header(
        pages,
        MARGIN,
        y,
        [lead_w] + [per] * len(seats),
        ["Cards in dealing order (BAC-1)"] + [f"{s.seat} {s.player}" for s in seats],
    )
    columns = lead + [
        c for _ in seats for c in (Column("on", per * 0.45, "centre"), Column("stake", per * 0.55, "centre"))
    ]
    row_h = 15.0
    rows = max(10, int((y - bottom - 10) // row_h) - 1)
    body = [[str(n)] + [""] * (len(columns) - 1) for n in range(1, rows + 1)]
    draw_grid(pages.canvas, MARGIN, y, columns, body, row_height=row_h, size=8)
