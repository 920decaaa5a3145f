"""What a rummy table's sheet must agree with at its table: the round's target and deal limit (RU-7, RU-8).

A table of an initial round plays to the competition's ``target`` with at most ``max_deals`` deals; the *final
table* (the round's draw marks it) plays to the ``final_target`` with no deal limit. A ``rummy-table`` sheet
that writes its own ``target`` or ``max_deals`` must write the round's. The competition's ``eliminate_at``
setting is read with every table sheet unless the sheet gives its own ``settings``.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from cardnight_desk.domain.errors import SheetError
from cardnight_desk.domain.games.base import TableFacts

TABLE_SHEET = "rummy-table"
RULINGS = {"target": "RU-7", "max_deals": "RU-8"}


def table_sheet(sheet: Mapping[str, Any], settings: Mapping[str, Any], table: TableFacts) -> dict[str, Any]:
    """The sheet with the competition's ``eliminate_at`` filled in."""
    if "settings" in sheet or not settings.get("eliminate_at"):
        return dict(sheet)
    return dict(sheet) | {"settings": {"eliminate_at": settings["eliminate_at"]}}


def table_checks(sheet: Mapping[str, Any], want: Mapping[str, Any], table: TableFacts) -> list[SheetError]:
    """A ``rummy-table`` sheet's ``target`` and ``max_deals``, where it gives them, against the round's
    settings ``want`` (:meth:`~cardnight_desk.domain.games.base.Game.round_settings`)."""
    if sheet.get("game") != TABLE_SHEET:
        return []
    where = "the final table" if table.final else "this round"
    return [
        SheetError(key, f"{where} plays with {key} {want[key]}, not {sheet.get(key)} (ruling {RULINGS[key]})")
        for key in RULINGS
        if key in sheet and sheet[key] != want[key]
    ]
