"""Reading a registration workbook's rows (``registration.py`` defines the workbook): each header to its
column, each row's cells to a :class:`~cardnight_desk.services.registration_batch.BatchRow` carrying the
problems found in its cells, and the limits a workbook is read within.

A workbook may come from anywhere, so a sheet is read within *limits*: at most :data:`MAX_ROWS` rows and
:data:`MAX_COLUMNS` columns (a sheet past them is refused as a whole, without being read to its end), and at
most :data:`MAX_CELL` characters of one cell (a longer cell refuses its row, naming the column).
"""

from __future__ import annotations

import datetime as dt
from collections.abc import Iterator
from pathlib import Path
from typing import Any

from openpyxl.utils import get_column_letter

from cardnight_desk.io.excel.files import cell_text
from cardnight_desk.services.errors import Refusal
from cardnight_desk.services.registration_batch import BatchRow
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
