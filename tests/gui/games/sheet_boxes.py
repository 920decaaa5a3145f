"""The boxes the form built from a game's sheet description asks for, beside the boxes its printed sheet has
(its sheet layout)."""

from __future__ import annotations

from cardnight_desk.domain.games import find_game
from cardnight_desk.domain.games.base import BoxKind, Choice, EntrantGrid
from cardnight_desk.domain.settings import resolve
from cardnight_desk.gui.scores.forms import form_for
from cardnight_desk.gui.sheet_forms.base import ChoiceBox, CountBox, FlagBox, SheetForm
from cardnight_desk.services.tables import TableInfo

SIDES = ("A", "B")


def layout_fields(game: str) -> tuple[list[tuple[str, str]], tuple[str, ...]]:
    """The layout's boxes written at the table, as (field, "flag" or "count"), and how the game can end."""
    layout = find_game(game).sheet_layout({}, list(SIDES))
    grid = next(s for s in layout.sections if isinstance(s, EntrantGrid))
    kinds = {BoxKind.TICK: "flag", BoxKind.COUNT: "count"}
    boxes = [(box.key, kinds[box.kind]) for box in grid.boxes if box.kind is not BoxKind.DESK]
    ended = next(s for s in layout.sections if isinstance(s, Choice) and s.key == "ended_by")
    return boxes, ended.values


def desk_form(qtbot, game: str) -> SheetForm:
    """The form the Scores desk opens for a table of ``game`` between the sides ``A`` and ``B``."""
    settings, _ = resolve(find_game(game).settings, {})
    form = form_for(TableInfo("League", game, 1, "1", "1-1-1", SIDES, (), "missing"), settings)
    assert form is not None
    qtbot.addWidget(form)
    return form


def form_fields(form: SheetForm) -> tuple[list[tuple[str, str]], tuple[str, ...]]:
    """The first side's fields in the form's tab order, as (field, "flag" or "count"), and the ways to end."""
    side = next(path for path in form.fields if ".A." in path).split(".A.")[0]
    prefix = f"{side}.A."
    kinds = {FlagBox: "flag", CountBox: "count"}
    rows = [
        (w.objectName().removeprefix(prefix), kinds[type(w)])
        for w in form.tab_chain
        if w.objectName().startswith(prefix)
    ]
    ended = form.fields["ended_by"]
    assert isinstance(ended, ChoiceBox)
    return rows, tuple(ended.itemData(i) for i in range(ended.count()))
