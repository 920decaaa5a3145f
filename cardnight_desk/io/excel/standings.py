"""The exported workbook's Results and Standings sheets: the first three of each competition, and every
competition's standings with all its tiebreak columns.

Each competition's block is headed with where it stands, as the printed standings and results are
(:mod:`~cardnight_desk.services.progress`): "Bhukhar — after round 2 — provisional" until it is finished (its
game says it has been played to its end, or the organiser closed it), then "Bhukhar — final results" (or
"final standings"). The Results sheet is headed "Results so far — provisional" while any competition on it is
not finished, "Final results" once every one is; its places are places, never winners, until then, and an entrant
not placed yet (still in a knockout) is written "still in" where a place would be.
"""

from __future__ import annotations

from openpyxl.styles import Font
from openpyxl.worksheet.worksheet import Worksheet

from cardnight_desk.domain.games import find_game
from cardnight_desk.domain.standings import StandingRow
from cardnight_desk.io.excel.files import SheetWriter
from cardnight_desk.services import events, standings
from cardnight_desk.services.desk import Desk
from cardnight_desk.services.errors import Refusal
from cardnight_desk.services.progress import CompetitionProgress, all_progress

PLACED = 3
FINAL_RESULTS, RESULTS_SO_FAR = "Final results", "Results so far — provisional"
NO_RESULTS = "No confirmed results yet"


def _tables(desk: Desk) -> list[standings.Standings]:
    out = []
    for comp in events.event_info(desk).competitions:
        try:
            out.append(standings.standings(desk, comp.name))
        except Refusal:  # poker and baccarat keep their places in their own areas
            continue
    return out


def heading(where: CompetitionProgress, what: str) -> str:
    """A competition's block heading: "Bhukhar — final results" once it is finished (``what``: "results",
    "standings"), else where it stands ("Bhukhar — after round 2 — provisional")."""
    return f"{where.competition} — {f'final {what}' if where.finished else where.words()}"


def _place(row: StandingRow) -> int | str:
    """A row's place, or "still in" for an entrant not placed yet (a knockout's team that has not lost)."""
    return "still in" if row.still_in else row.place


def _bold_row(ws: Worksheet, text: str) -> None:
    ws.append((text,))
    ws.cell(row=ws.max_row, column=1).font = Font(bold=True)


def write_standings(desk: Desk, ws: Worksheet) -> int:
    """One block per competition: its heading (where it stands), a header row naming its columns, then a row
    per entrant."""
    rows = 0
    progress = all_progress(desk)
    for table in _tables(desk):
        _bold_row(ws, heading(progress[table.competition], "standings"))
        ws.append(("competition", "place", table.name_key, "played", *table.columns))
        for row in table.rows:
            ws.append((table.competition, _place(row), row.name, row.played, *(v for _, v in row.columns)))
            rows += 1
        ws.append(())
    return rows


def write_results(desk: Desk, ws: Worksheet) -> int:
    """The sheet's title (final, or so far), then one block per competition with confirmed results: its
    heading (where it stands), a header row, and its first three places."""
    progress = all_progress(desk)
    placed = [table for table in _tables(desk) if table.sheets_counted]
    final = bool(placed) and all(progress[table.competition].finished for table in placed)
    _bold_row(ws, (FINAL_RESULTS if final else RESULTS_SO_FAR) if placed else NO_RESULTS)
    rows = 0
    for table in placed:
        ws.append(())
        _bold_row(ws, heading(progress[table.competition], "results"))
        ws.append(("competition", "place", "name", "details"))
        titles = find_game(table.game).column_titles  # "Master points", not "master"
        for row in table.rows:
            if row.place <= PLACED:
                details = ", ".join(f"{titles.get(k, k)} {v}" for k, v in row.columns)
                ws.append((table.competition, _place(row), row.name, details))
                rows += 1
    return rows


SHEET_WRITERS = [SheetWriter("Results", write_results), SheetWriter("Standings", write_standings)]
