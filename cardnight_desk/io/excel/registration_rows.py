"""Reading a registration workbook's rows (``registration.py`` defines the workbook): each header to its
column, each row's cells to a :class:`~cardnight_desk.services.registration_batch.BatchRow` carrying the
problems found in its cells, and the limits a workbook is read within. A :class:`RegistrationWorkbook` is read
row by row as the rows are used (an import plans and stores each row as it is read): never held whole.

A workbook may come from anywhere, so a sheet is read within *limits*: at most :data:`MAX_ROWS` rows and
:data:`MAX_COLUMNS` columns (a sheet past them is refused as a whole, without being read to its end), and at
most :data:`MAX_CELL` characters of one cell (a longer cell refuses its row, naming the column).
"""

from __future__ import annotations

import datetime as dt
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

from openpyxl.utils import get_column_letter

from cardnight_desk.io.excel.files import cell_text, open_workbook
from cardnight_desk.services.errors import Refusal
from cardnight_desk.services.registration_batch import BatchRow, TeamOrders
from cardnight_desk.services.registration_model import PlayerDetails

COLUMNS = (
    "number",
    "name",
    "born",
    "competitions",
    "team",
    "eligible",
    "phone",
    "email",
    "notes",
    "override",
)
REQUIRED = ("name", "competitions")
ALIASES = {
    "date of birth": "born",
    "dob": "born",
    "birth date": "born",
    "competition": "competitions",
    "player number": "number",
    "no": "number",
    "no.": "number",
    "community confirmed": "eligible",
    "confirmed": "eligible",
    "telephone": "phone",
    "mobile": "phone",
    "e-mail": "email",
}
YES = {"yes", "y", "true", "1", "x", "✓", "✔"}
NO = {"no", "n", "false", "0", ""}
MAX_ROWS = 20_000  # rows of a sheet read, blank ones included
MAX_COLUMNS = 64  # columns of a row read
MAX_CELL = 1_000  # characters of one cell (a name may have 200: the services say so row by row)
MAX_BADGE = 2**31 - 1
TEAMS_SHEET = "Teams"  # an exported workbook's teams, each with its members in seating order


def column_name(value: Any) -> str:
    text = " ".join(cell_text(value).lower().split())
    return ALIASES.get(text, text)


def find_columns(header: tuple[Any, ...]) -> tuple[dict[str, int], list[dict[str, str]]]:
    found: dict[str, int] = {}
    errors = []
    for i, value in enumerate(header):
        name = column_name(value)
        if not name:
            continue
        if name not in COLUMNS:
            errors.append(
                {
                    "path": "row 1",
                    "message": f"unknown column '{cell_text(value)}' (columns: {', '.join(COLUMNS)})",
                }
            )
        elif name in found:
            errors.append({"path": "row 1", "message": f"the column '{name}' appears twice"})
        else:
            found[name] = i
    for name in REQUIRED:
        if name not in found:
            errors.append({"path": "row 1", "message": f"the column '{name}' is missing"})
    return found, errors


def _date(value: Any) -> tuple[dt.date | None, str]:
    if value is None or (isinstance(value, str) and not value.strip()):
        return None, ""
    if isinstance(value, dt.datetime):
        return value.date(), ""
    if isinstance(value, dt.date):
        return value, ""
    text = cell_text(value)
    try:
        return dt.date.fromisoformat(text[:10] if len(text) > 10 and text[10] in " T" else text), ""
    except ValueError:
        return None, f"bad date '{text}' in 'born': write it as YYYY-MM-DD or use a date cell"


def _yes_no(value: Any) -> tuple[bool, str]:
    if isinstance(value, bool):
        return value, ""
    text = cell_text(value).lower()
    if text in YES:
        return True, ""
    if text in NO:
        return False, ""
    return False, f"'eligible' must be yes or no, not '{cell_text(value)}'"


def _number(value: Any) -> tuple[int | None, str]:
    if value is None or cell_text(value) == "":
        return None, ""
    text = cell_text(value).lstrip("#")
    if text.isascii() and text.isdigit():
        if len(text) > 10 or int(text) > MAX_BADGE:
            return None, f"'number' {text[:20]} is too large for a badge number"
        return int(text), ""
    return None, f"'number' must be a whole number, not '{cell_text(value)[:40]}'"


def _too_long(values: tuple[Any, ...], cols: dict[str, int]) -> list[tuple[str, str]]:
    """The cells of a row holding more text than a cell is read for (only a text cell can)."""
    return [
        (name, f"'{name}' holds {len(text):,} characters; a cell may hold at most {MAX_CELL:,}")
        for name, i in cols.items()
        if i < len(values) and isinstance(text := values[i], str) and len(text) > MAX_CELL
    ]


def _teams(text: str) -> tuple[tuple[str | None, str], ...]:
    teams: list[tuple[str | None, str]] = []
    for part in text.split(";"):
        if not part.strip():
            continue
        comp, sep, team = part.partition("=")
        teams.append((comp.strip(), team.strip()) if sep else (None, part.strip()))
    return tuple(teams)


def read_row(number: int, values: tuple[Any, ...], cols: dict[str, int]) -> BatchRow:
    errors = _too_long(values, cols)
    long_cells = {name for name, _ in errors}

    def get(name: str) -> Any:
        i = cols.get(name)
        if i is None or i >= len(values):
            return None
        return cell_text(values[i])[:MAX_CELL] if name in long_cells else values[i]

    born, problem = _date(get("born"))
    if problem:
        errors.append(("born", problem))
    eligible, problem = _yes_no(get("eligible"))
    if problem:
        errors.append(("eligible", problem))
    badge, problem = _number(get("number"))
    if problem:
        errors.append(("number", problem))
    name = cell_text(get("name"))
    if not name:
        errors.append(("name", "missing name"))
    details = PlayerDetails(
        name, born, cell_text(get("phone")), cell_text(get("email")), cell_text(get("notes")), eligible
    )
    competitions = tuple(c.strip() for c in cell_text(get("competitions")).split(";") if c.strip())
    return BatchRow(
        number,
        details,
        competitions,
        _teams(cell_text(get("team"))),
        badge,
        cell_text(get("override")),
        tuple(errors),
    )


def sheet_lines(ws: Any, path: str | Path) -> Iterator[tuple[Any, ...]]:
    """A sheet's rows as values; a :class:`Refusal` for a sheet wider than :data:`MAX_COLUMNS` columns, and
    past :data:`MAX_ROWS` rows (a sheet made to have a million rows is not read to its end)."""
    columns = int(ws.max_column or 0)
    if columns > MAX_COLUMNS:
        raise Refusal(
            f"'{path}' has {columns:,} columns in its sheet '{ws.title}' (up to column "
            f"{get_column_letter(min(columns, 18_278))}): a registration workbook has at most {MAX_COLUMNS}; "
            f"delete the columns after {get_column_letter(MAX_COLUMNS)} and save it again (nothing was imported)"
        )
    width = columns or MAX_COLUMNS
    for count, values in enumerate(ws.iter_rows(max_col=width, values_only=True), start=1):
        if count > MAX_ROWS:
            raise Refusal(
                f"'{path}' has more than {MAX_ROWS:,} rows in its sheet '{ws.title}': a registration "
                f"workbook holds at most {MAX_ROWS:,}; split it into smaller ones (nothing was imported)"
            )
        yield values


class RegistrationWorkbook:
    """A registration workbook's first sheet, read row by row each time it is gone through (blank rows
    skipped): a :class:`~cardnight_desk.services.registration_batch.BatchSource`. As it is read, ``errors``
    gathers the workbook's own problems, by row (its headers, a value in a column without one, no players at
    all); once it is read, ``team_orders`` holds its Teams sheet. ``progress`` is told (done, 100) as rows are
    read. A damaged sheet is a :class:`Refusal` naming the last row read, never a traceback."""

    def __init__(self, path: str | Path, progress: Callable[[int, int], None] | None = None):
        self.path = path
        self.progress = progress
        self.errors: list[dict[str, str]] = []
        self.team_orders: TeamOrders = {}

    def __iter__(self) -> Iterator[BatchRow]:
        path, progress = self.path, self.progress
        self.errors, self.team_orders = [], {}
        wb = open_workbook(path)
        number = 0  # the last row read
        try:
            ws = wb.worksheets[0]
            total = min(max(int(ws.max_row or 0), 1), MAX_ROWS)
            lines = sheet_lines(ws, path)
            header = next(lines, None)
            if header is None:
                self.errors.append({"path": "row 1", "message": "the first sheet is empty: no headers"})
                return
            number = 1
            cols, self.errors = find_columns(header)
            read = False
            for number, values in enumerate(lines, start=2):
                if progress and number % 250 == 0:
                    progress(min(99, number * 100 // total), 100)
                if all(cell_text(v) == "" for v in values):
                    continue
                for i, v in enumerate(values):
                    if cell_text(v) and i not in cols.values():
                        if i < len(header) and column_name(header[i]):
                            continue  # an unknown column, already reported on row 1
                        self.errors.append(
                            {
                                "path": f"row {number}",
                                "message": f"a value in column {i + 1}, which has no header",
                            }
                        )
                if "name" in cols or "competitions" in cols:
                    read = True
                    yield read_row(number, values, cols)
            if not read and not self.errors:
                self.errors.append(
                    {"path": "row 2", "message": "no players under the headers: the workbook is empty"}
                )
            self.team_orders = _team_orders(wb, path)
        except Refusal:
            raise
        except Exception as err:  # a damaged sheet: a message, never a traceback
            where = f"after row {number}" if number else "at all"
            raise Refusal(
                f"'{path}' is damaged: its first sheet could not be read {where} ({type(err).__name__}: {err}); "
                "nothing was imported"
            ) from None
        finally:
            wb.close()


def _team_orders(wb: Any, path: str | Path) -> TeamOrders:
    """The Teams sheet of an exported workbook: members in seating order (numbers, else names)."""
    if TEAMS_SHEET not in wb.sheetnames or wb.sheetnames.index(TEAMS_SHEET) == 0:
        return {}
    lines = sheet_lines(wb[TEAMS_SHEET], path)
    header = [column_name(v) for v in next(lines, ())]
    if "competition" in header:
        header[header.index("competition")] = "competitions"
    orders: TeamOrders = {}
    for values in lines:
        cells = {h: cell_text(values[i]) for i, h in enumerate(header) if h and i < len(values)}
        comp, team = cells.get("competitions", ""), cells.get("team", "")
        refs = cells.get("numbers") or cells.get("members") or ""
        if comp and team and refs:
            orders[(comp, team)] = [r.strip() for r in refs.split(";") if r.strip()]
    return orders
