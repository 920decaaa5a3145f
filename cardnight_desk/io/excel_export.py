"""Exporting the event to one workbook, one sheet per part of the night (``cardnight-desk export``).

The sheets come from *sheet writers* (:class:`~cardnight_desk.io.excel_files.SheetWriter`): Players and Teams
from ``excel_registration`` first (so the workbook imports back unchanged: import reads the first sheet), then
those of every module named in :data:`EXPORT_MODULES` that is installed (each defines ``SHEET_WRITERS``, a list,
in the order its sheets should appear). Draws, results and standings plug in there without touching this file.
"""

from __future__ import annotations

import importlib
from dataclasses import dataclass
from pathlib import Path

from openpyxl import Workbook

from cardnight_desk.io.excel_files import SheetWriter, save_atomically
from cardnight_desk.io.excel_registration import SHEET_WRITERS as REGISTRATION_WRITERS
from cardnight_desk.services.desk import Desk
from cardnight_desk.services.errors import Refusal

# modules in cardnight_desk.io adding sheets after Players and Teams, in this order
EXPORT_MODULES: tuple[str, ...] = ("excel_draws", "excel_standings")


@dataclass(frozen=True)
class Exported:
    path: Path
    sheets: tuple[tuple[str, int], ...]  # (title, rows written)

    def count(self, title: str) -> int:
        return dict(self.sheets).get(title, 0)


def sheet_writers() -> list[SheetWriter]:
    writers = list(REGISTRATION_WRITERS)
    for module in EXPORT_MODULES:
        try:
            mod = importlib.import_module(f"cardnight_desk.io.{module}")
        except ModuleNotFoundError as err:
            if err.name != f"cardnight_desk.io.{module}":
                raise
            continue
        writers += list(getattr(mod, "SHEET_WRITERS", []))
    return writers


def export_workbook(desk: Desk, path: str | Path, writers: list[SheetWriter] | None = None) -> Exported:
    """Write every sheet to a new workbook, then put it at ``path`` in one step (never half a file)."""
    path = Path(path)
    if path.suffix.lower() != ".xlsx":
        raise Refusal(f"'{path}' should end in .xlsx (an Excel workbook)")
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
    save_atomically(wb, path)
    return Exported(path, tuple(written))
