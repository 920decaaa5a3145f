"""The exported workbook's Results and Standings sheets: the first three of each competition, and every
competition's standings with all its tiebreak columns."""

from __future__ import annotations

from openpyxl.worksheet.worksheet import Worksheet

from cardnight_desk.io.excel.files import SheetWriter
from cardnight_desk.services import events, standings
from cardnight_desk.services.desk import Desk
from cardnight_desk.services.errors import Refusal

PLACED = 3


def _tables(desk: Desk) -> list[standings.Standings]:
    out = []
    for comp in events.event_info(desk).competitions:
        try:
            out.append(standings.standings(desk, comp.name))
        except Refusal:  # poker and baccarat keep their places in their own areas
            continue
    return out


def write_standings(desk: Desk, ws: Worksheet) -> int:
    """One block per competition: a header row naming its columns, then a row per entrant."""
    rows = 0
    for table in _tables(desk):
        ws.append(("competition", "place", table.name_key, "played", *table.columns))
        for row in table.rows:
            ws.append((table.competition, row.place, row.name, row.played, *(v for _, v in row.columns)))
            rows += 1
        ws.append(())
    return rows


def write_results(desk: Desk, ws: Worksheet) -> int:
    ws.append(("competition", "place", "name", "details"))
    rows = 0
    for table in _tables(desk):
        if not table.sheets_counted:
            continue
        for row in table.rows:
            if row.place <= PLACED:
                details = ", ".join(f"{k} {v}" for k, v in row.columns)
                ws.append((table.competition, row.place, row.name, details))
                rows += 1
    return rows


SHEET_WRITERS = [SheetWriter("Results", write_results), SheetWriter("Standings", write_standings)]
