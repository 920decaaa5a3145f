"""Which form a table's sheet is typed into: the game's own when it has one
(:data:`~cardnight_desk.gui.games.SCORE_FORMS`); else, for a game whose sheet is described once
(``Game.sheet_description``), the form built from that description
(:class:`~cardnight_desk.gui.sheet_forms.columns.ColumnsForm`); else the form built from the game's sheet
layout (:class:`~cardnight_desk.gui.sheet_forms.layout.LayoutForm`). A game whose tables hand in no sheet of
boxes for each entrant (poker and baccarat keep theirs at their own desks) has none here.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from PySide6.QtWidgets import QWidget

from cardnight_desk.gui.games import own_score_form
from cardnight_desk.gui.sheet_forms.base import SheetForm
from cardnight_desk.gui.sheet_forms.columns import ColumnsForm, described
from cardnight_desk.gui.sheet_forms.layout import LayoutForm
from cardnight_desk.services.tables import TableInfo


def form_for(
    table: TableInfo, settings: Mapping[str, Any], parent: QWidget | None = None
) -> SheetForm | None:
    """The form for ``table``'s sheet (its competition's game is ``table.game``), or ``None``."""
    own = own_score_form(table.game)
    if own is not None:
        return own(table, settings, parent)
    if described(table.game) is not None:
        return ColumnsForm(table, settings, parent)
    if LayoutForm.fits(table.game, settings, table.entrants):
        return LayoutForm(table, settings, parent)
    return None
