"""The score-sheet forms, one per competition game, and the panel that saves them.

:func:`form_for` builds the form for a table of a competition: Bhukhar and Bukharo per team or side, rummy and
28 deal by deal. Games whose sheets are kept elsewhere (poker, baccarat) have no form here.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from PySide6.QtWidgets import QWidget

from cardnight_desk.gui.score_forms.base import SheetForm
from cardnight_desk.gui.score_forms.bhukhar import BhukharForm
from cardnight_desk.gui.score_forms.bukharo import BukharoForm
from cardnight_desk.gui.score_forms.rummy import RummyTableForm
from cardnight_desk.gui.score_forms.twenty_eight import TwentyEightForm
from cardnight_desk.services.scores import TableInfo

FORMS: dict[str, type[SheetForm]] = {
    "bhukhar": BhukharForm,
    "bukharo": BukharoForm,
    "rummy": RummyTableForm,
    "28": TwentyEightForm,
}


def has_form(game: str) -> bool:
    return game in FORMS


def form_for(table: TableInfo, settings: Mapping[str, Any], parent: QWidget | None = None) -> SheetForm:
    """The form for ``table`` (its competition game is ``table.game``); KeyError for games without one."""
    return FORMS[table.game](table, settings, parent)


__all__ = ["FORMS", "SheetForm", "form_for", "has_form"]
