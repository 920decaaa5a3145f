"""Exporting the event to one workbook, one sheet per part of the night (``cardnight-desk export``).

The sheets come from *sheet writers* (:class:`~cardnight_desk.io.excel.files.SheetWriter`): Players and Teams
from :mod:`~cardnight_desk.io.excel.registration` first (so the workbook imports back unchanged: import reads
the first sheet), then Draws (:mod:`~cardnight_desk.io.excel.draws`), then Results and Standings
(:mod:`~cardnight_desk.io.excel.standings`). Each of those modules lists its writers in ``SHEET_WRITERS``, in
the order its sheets appear.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from openpyxl import Workbook

from cardnight_desk.io.excel import draws, registration, standings
from cardnight_desk.io.excel.files import SheetWriter, save_atomically
from cardnight_desk.io.files import WORKBOOK, check_output
from cardnight_desk.services.desk import Desk
from cardnight_desk.services.errors import Refusal


@dataclass(frozen=True)
class Exported:
    path: Path
    sheets: tuple[tuple[str, int], ...]  # (title, rows written)

    def count(self, title: str) -> int:
        return dict(self.sheets).get(title, 0)


def sheet_writers() -> list[SheetWriter]:
    """Every sheet of the exported workbook, in order."""
    return [*registration.SHEET_WRITERS, *draws.SHEET_WRITERS, *standings.SHEET_WRITERS]


def export_workbook(
    desk: Desk, path: str | Path, writers: list[SheetWriter] | None = None, *, replace: bool = True
) -> Exported:
    """Write every sheet to a new workbook, then put it at ``path`` in one step (never half a file). Never
    over an event file or a file that is not a workbook; over a workbook only with ``replace``
    (``io/files.py``)."""
    path = Path(path)
    if path.suffix.lower() != ".xlsx":
        raise Refusal(f"'{path}' should end in .xlsx (an Excel workbook)")
    check_output(path, WORKBOOK, replace=replace)  # before the sheets are filled, not after
    wb = Workbook()
    wb.remove(wb.active)
    written = []
    titles: set[str] = set()
    for writer in writers if writers is not None else sheet_writers():
        if writer.title in titles:
            raise Refusal(f"two sheets would be called '{writer.title}'")
        titles.add(writer.title)
        ws = wb.create_sheet(writer.title)
        written.append((writer.title, writer.write(desk, ws)))
    save_atomically(wb, path, replace=replace)
    return Exported(path, tuple(written))
