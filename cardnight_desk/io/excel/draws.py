"""The exported workbook's Draws sheet: every drawn round of every competition, one row per seat (a game with
its own desk instead of drawn rounds, such as poker, has none)."""

from __future__ import annotations

from openpyxl.worksheet.worksheet import Worksheet

from cardnight_desk.domain.games import find_game
from cardnight_desk.io.excel.files import SheetWriter
from cardnight_desk.services import draws, events
from cardnight_desk.services.desk import Desk

HEADERS = ("competition", "round", "seed", "table", "sheet number", "seat", "player", "team or side")


def write_draws(desk: Desk, ws: Worksheet) -> int:
    ws.append(HEADERS)
    rows = 0
    for comp in events.event_info(desk).competitions:
        if not find_game(comp.game).drawn_in_rounds:
            continue
        for number in draws.round_numbers(desk, comp.name):
            view = draws.get_round(desk, comp.name, number)
            for table in view.tables:
                for seat in table.seats:
                    group = seat.team or (f"Side {seat.side}" if seat.side else "")
                    ws.append(
                        (
                            comp.name,
                            view.number,
                            view.seed,
                            table.table,
                            table.sheet_number,
                            seat.seat,
                            seat.player or "",
                            group,
                        )
                    )
                    rows += 1
            for bye in view.byes:
                ws.append((comp.name, view.number, view.seed, "bye", "", None, "", bye))
                rows += 1
    return rows


SHEET_WRITERS = [SheetWriter("Draws", write_draws)]
