"""The window's own parts for some games, found by the game's id: the one place that lists them.

- :data:`SCORE_FORMS`: game id -> the form a table's sheet of that game is typed into, for a game whose sheet
  is more than rows of boxes for each entrant (rummy and 28 deal by deal; Bhukhar's penalty lines and how the
  game ended; Bukharo's end of the game). A game not listed here gets the form built from its sheet layout
  (:class:`~cardnight_desk.gui.sheet_forms.layout.LayoutForm`), so a game can be added by its domain package
  alone;
- :data:`DESK_AREAS`: game id -> the tab of a game run at a desk of its own instead of in drawn rounds (the
  poker clock and seats, the baccarat table).

Each game's parts live in ``gui/games/<package>/`` (the package of the same name under ``domain/games/``).
Nothing else in the window tests which game it has: it looks the game up here, or asks its
:class:`~cardnight_desk.domain.games.base.Game`.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from PySide6.QtCore import QT_TRANSLATE_NOOP
from PySide6.QtWidgets import QWidget

from cardnight_desk.gui.games.baccarat.area import BaccaratArea
from cardnight_desk.gui.games.bhukhar.score_form import BhukharForm
from cardnight_desk.gui.games.bukharo.score_form import BukharoForm
from cardnight_desk.gui.games.poker.area import PokerArea
from cardnight_desk.gui.games.rummy.score_form import RummyTableForm
from cardnight_desk.gui.games.twenty_eight.score_form import TwentyEightForm
from cardnight_desk.gui.sheet_forms.base import SheetForm
from cardnight_desk.gui.signals import DeskSignals
from cardnight_desk.services.desk import Desk

AreaFactory = Callable[[Desk, DeskSignals], QWidget]


@dataclass(frozen=True)
class DeskArea:
    """A game's own tab in the open event.

    ``title`` is the tab's title and the area's key (``EventView.areas["Poker"]``); ``display`` is the words
    of a button the Displays area shows to open the game's screen for the players (the area opens it with its
    ``open_display()``), empty when the game has none. Both are English marked for translation in the
    ``EventView`` context.
    """

    title: str
    area: AreaFactory
    display: str = ""


SCORE_FORMS: dict[str, type[SheetForm]] = {
    "bhukhar": BhukharForm,
    "bukharo": BukharoForm,
    "rummy": RummyTableForm,
    "28": TwentyEightForm,
}

DESK_AREAS: dict[str, DeskArea] = {
    "poker": DeskArea(
        QT_TRANSLATE_NOOP("EventView", "Poker"),
        PokerArea,
        display=QT_TRANSLATE_NOOP("EventView", "Open the poker clock"),
    ),
    "baccarat": DeskArea(QT_TRANSLATE_NOOP("EventView", "Baccarat"), BaccaratArea),
}


def own_score_form(game_id: str) -> type[SheetForm] | None:
    """The form of the game's own, or ``None`` when its sheet is typed into the form built from its layout."""
    return SCORE_FORMS.get(game_id)


__all__ = ["DESK_AREAS", "SCORE_FORMS", "AreaFactory", "DeskArea", "own_score_form"]
