"""Opening and saving Excel workbooks safely, and the shape every exported sheet's writer has.

Workbooks come from organisers' laptops: a file may be missing, an old ``.xls``, a CSV renamed, damaged,
locked by Excel, or made to harm (a small file that unpacks to gigabytes). Opening one either gives a
workbook or a :class:`Refusal` whose message says what to do, never a traceback, and a workbook's size is
checked before anything is unpacked. Saving writes a temporary file beside the target and then replaces it,
so a crash or a full disk never leaves half a workbook where the last good one was.
"""

from __future__ import annotations

import datetime as dt
import zipfile
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from openpyxl import Workbook, load_workbook
from openpyxl.styles import Font
from openpyxl.utils.exceptions import InvalidFileException
from openpyxl.worksheet.worksheet import Worksheet

from cardnight_desk.io.files import WORKBOOK, atomic_output
from cardnight_desk.services.desk import Desk
from cardnight_desk.services.errors import Refusal
from cardnight_desk.store.journal import is_journal_name, is_sqlite_file

DATE_FORMAT = "yyyy-mm-dd"
MB = 1024 * 1024
# A registration workbook of 20,000 players unpacks to about 10 MB; an export of a big night to less.
MAX_UNPACKED = 50 * MB
MAX_PARTS = 5000
BIG_PART, MAX_RATIO = 5 * MB, 100  # sheets pack about 10 to 1; a bomb 1000 to 1


@dataclass(frozen=True)
class SheetWriter:
    """One sheet of the exported workbook: its title and a function filling it; returns the rows written.
    Other parts of the desk (draws, results, standings) add theirs through ``excel_export.EXPORT_MODULES``."""

    title: str
    write: Callable[[Desk, Worksheet], int]


def open_workbook(path: str | Path, *, read_only: bool = True) -> Any:
    """The workbook at ``path``, read for its values; a :class:`Refusal` saying why it cannot be read."""
    path = Path(path)
    shown = str(path)
    if not path.exists():
        raise Refusal(f"there is no file '{shown}'")
    if path.is_dir():
        raise Refusal(f"'{shown}' is a folder, not a workbook")
    suffix = path.suffix.lower()
    if suffix == ".xls":
        raise Refusal(f"'{shown}' is an old Excel 97-2003 file: open it in Excel and save it as .xlsx")
    if suffix in (".csv", ".ods", ".numbers"):
        raise Refusal(f"'{shown}' is not an Excel workbook: open it and save it as an Excel workbook (.xlsx)")
    with refused_as(f"'{shown}' cannot be opened", f"'{shown}' cannot be read"):
        if is_journal_name(path) or is_sqlite_file(path):  # asked of SQLite: an event is never opened here
            raise Refusal(f"'{shown}' is an event file, not a workbook: choose the Excel workbook (.xlsx)")
        with open(path, "rb") as fh:
            head = fh.read(4)
    if head != b"PK\x03\x04":
        raise Refusal(f"'{shown}' is not an Excel workbook (.xlsx), or it is damaged")
    check_unpacked_size(path)
    try:
        return load_workbook(path, read_only=read_only, data_only=True)
    except PermissionError:
        raise Refusal(f"'{shown}' cannot be opened: {HELD}") from None
    except (zipfile.BadZipFile, InvalidFileException, KeyError, EOFError):
        raise Refusal(
            f"'{shown}' is damaged or not an Excel workbook (.xlsx); save it again from Excel"
        ) from None
    except Exception as err:  # openpyxl raises many kinds on damaged files: never a traceback at the desk
        raise Refusal(
            f"'{shown}' is damaged: it could not be read as an Excel workbook ({type(err).__name__}: {err}); "
            "save it again from Excel"
        ) from None


HELD = "it may be open in Excel or another program; close it and try again"  # a file another program holds


@contextmanager
def refused_as(held: str, failed: str) -> Iterator[None]:
    """Refuse, in one line, a file another program holds (``held``: "'x.xlsx' cannot be opened") or one the
    system could not reach (``failed``: "'x.xlsx' cannot be read", followed by the system's reason)."""
    try:
        yield
    except PermissionError:
        raise Refusal(f"{held}: {HELD}") from None
    except OSError as err:
        raise Refusal(f"{failed}: {err.strerror or err}") from None


def check_unpacked_size(path: Path) -> None:
    """Refuse a workbook whose parts would unpack to more than :data:`MAX_UNPACKED` bytes, or that packs a
    big part far tighter than real sheets pack (a *zip bomb*: a small file that unpacks to gigabytes), before
    anything is unpacked. The sizes are the ones the archive declares, which are also the most the unpacking
    gives (Python's zipfile stops at a part's declared size)."""
    shown = str(path)
    try:
        with zipfile.ZipFile(path) as zf:
            parts = zf.infolist()
    except (zipfile.BadZipFile, zipfile.LargeZipFile, ValueError, EOFError):
        raise Refusal(
            f"'{shown}' is damaged or not an Excel workbook (.xlsx); save it again from Excel"
        ) from None
    except OSError as err:
        raise Refusal(f"'{shown}' cannot be read: {err.strerror or err}") from None
    if len(parts) > MAX_PARTS:
        raise Refusal(f"'{shown}' holds {len(parts)} parts, far more than a workbook: it was not read")
    total = sum(p.file_size for p in parts)
    if total > MAX_UNPACKED:
        raise Refusal(
            f"'{shown}' would unpack to {total / MB:,.0f} MB, more than the {MAX_UNPACKED // MB} MB a "
            "registration workbook may take: it was not read"
        )
    for part in parts:
        if part.file_size > BIG_PART and part.file_size > MAX_RATIO * max(part.compress_size, 1):
            raise Refusal(
                f"'{shown}' is packed {part.file_size // max(part.compress_size, 1):,} to 1 in "
                f"'{part.filename}', as no spreadsheet packs its sheets: it is damaged or made to harm, "
                "and was not read"
            )


def save_atomically(workbook: Workbook, path: str | Path, *, replace: bool = True) -> Path:
    """Write the workbook to a temporary file beside ``path``, then replace ``path`` with it: never over an
    event file or a file that is not a workbook, and over a workbook only with ``replace``
    (``io/files.py``). Every cell is written as text or a number (:func:`values_only`)."""
    path = Path(path)
    values_only(workbook)
    with (
        refused_as(f"cannot write '{path}'", f"cannot write '{path}'"),
        atomic_output(path, WORKBOOK, replace=replace) as tmp,
    ):
        workbook.save(tmp)
    return path


def values_only(workbook: Workbook) -> None:
    """Make every cell of the workbook plain text or a number. A name or note typed as ``=HYPERLINK(...)``,
    ``=cmd|' /C calc'!A0`` or ``#N/A`` would otherwise be written as a formula or an error cell, which a
    spreadsheet runs or shows as something else, and which would not import back as what was typed."""
    for ws in workbook.worksheets:
        for row in ws.iter_rows():
            for cell in row:
                if cell.data_type in ("f", "e"):
                    cell.data_type = "s"


def header_row(ws: Worksheet, titles: list[str], widths: list[int] | None = None) -> None:
    """The first row: bold titles, kept in view while scrolling."""
    ws.append(titles)
    for cell in ws[1]:
        cell.font = Font(bold=True)
    ws.freeze_panes = "A2"
    for i, width in enumerate(widths or []):
        ws.column_dimensions[chr(ord("A") + i)].width = width


def date_cell(ws: Worksheet, row: int, column: int, value: dt.date | None) -> None:
    cell = ws.cell(row=row, column=column, value=value)
    cell.number_format = DATE_FORMAT


def cell_text(value: Any) -> str:
    """A cell as text: numbers without a trailing ``.0`` (a phone number typed as a number), dates as ISO."""
    if value is None:
        return ""
    if isinstance(value, bool):
        return "yes" if value else "no"
    if isinstance(value, float) and value.is_integer():
        return str(int(value))
    if isinstance(value, dt.datetime):
        return value.date().isoformat() if value.time() == dt.time() else value.isoformat(sep=" ")
    if isinstance(value, dt.date):
        return value.isoformat()
    return str(value).strip()
