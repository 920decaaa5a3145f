"""The boxes a game's own column form asks for, beside the boxes its printed sheet has (its sheet layout)."""

from __future__ import annotations

from cardnight_desk.domain.games import find_game
from cardnight_desk.domain.games.base import BoxKind, Choice, EntrantGrid
from cardnight_desk.gui.sheet_forms.columns import ColumnsForm, Row


def layout_fields(game: str) -> tuple[list[tuple[str, str]], tuple[str, ...]]:
    """The layout's boxes written at the table, as (field, "flag" or "count"), and how the game can end."""
    layout = find_game(game).sheet_layout({}, ["A", "B"])
    grid = next(s for s in layout.sections if isinstance(s, EntrantGrid))
    kinds = {BoxKind.TICK: "flag", BoxKind.COUNT: "count"}
    boxes = [(box.key, kinds[box.kind]) for box in grid.boxes if box.kind is not BoxKind.DESK]
    ended = next(s for s in layout.sections if isinstance(s, Choice) and s.key == "ended_by")
    return boxes, ended.values


def form_fields(form: type[ColumnsForm]) -> tuple[list[tuple[str, str]], tuple[str, ...]]:
    rows = [(".".join(row.keys), row.kind) for row in form.ROWS if isinstance(row, Row)]
    return rows, tuple(value for value, _ in form.ENDED_BY)
