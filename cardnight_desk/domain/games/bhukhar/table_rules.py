"""What a Bhukhar sheet is read with at its table: the competition's penalty mode and the judges' penalties.

A judge's *penalty* given at the desk (EV-4) is scored like one written on the sheet (ruling BH-6): it is added
to the sheet's own ``penalties`` before the sheet is read, under the competition's ``penalty_mode`` (who the
points go to) unless the sheet gives its own ``settings``. The penalties written on the sheet (its
``penalties`` list, each against a ``team``) are a judge's too: the desk asks the judge for them.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from cardnight_desk.domain.games.base import SheetPenalty, TableFacts


def table_sheet(sheet: Mapping[str, Any], settings: Mapping[str, Any], table: TableFacts) -> dict[str, Any]:
    """The sheet with the competition's penalty mode and the table's judges' penalties filled in."""
    out = dict(sheet)
    if "settings" not in out and settings.get("penalty_mode"):
        out["settings"] = {"penalty_mode": settings["penalty_mode"]}
    own = out.get("penalties", [])
    if table.penalties and isinstance(own, list):  # a sheet whose penalties are no list is refused as it is
        out["penalties"] = list(own) + [
            {"team": p["entrant"], "points": p["points"], "rule": p["rule"], "note": p["note"]}
            for p in table.penalties
        ]
    return out


def sheet_penalties(sheet: Mapping[str, Any]) -> list[SheetPenalty]:
    """The penalties written on the sheet, as written (the sheet's rules refuse a list or an entry of the
    wrong shape)."""
    written = sheet.get("penalties")
    if not isinstance(written, list):
        return []
    return [
        SheetPenalty(f"penalties.{index}", p.get("team"), p.get("points"), p.get("rule"), p.get("note", ""))
        for index, p in enumerate(written)
        if isinstance(p, dict)
    ]
