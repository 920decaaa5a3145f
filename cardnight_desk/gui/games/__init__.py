"""The window's own parts for some games, found by the game's id: the one place that lists them.

- :data:`SCORE_FORMS`: game id -> the form a table's sheet of that game is typed into (its class, handed out
  by :func:`own_score_form`), for a game whose sheet is typed deal by deal (rummy and 28). A game not listed
  here gets the form built from its sheet's description
  (:class:`~cardnight_desk.gui.sheet_forms.columns.ColumnsForm`: the Bhukhar family) or from its sheet layout
  (:class:`~cardnight_desk.gui.sheet_forms.layout.LayoutForm`), so a game can be added by its domain package
  alone;
- :data:`DESK_AREAS`: game id -> the tab of a game run at a desk of its own instead of in drawn rounds (the
  poker clock and seats, the baccarat table), with the words of the changes that desk records in the history.

Each game's parts live in ``gui/games/<package>/`` (the package of the same name under ``domain/games/``).
Nothing else in the window tests which game it has: it looks the game up here, or asks its
:class:`~cardnight_desk.domain.games.base.Game`.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import TYPE_CHECKING

from PySide6.QtCore import QT_TRANSLATE_NOOP
from PySide6.QtWidgets import QWidget

from cardnight_desk.gui.signals import DeskSignals

if TYPE_CHECKING:
    from cardnight_desk.gui.sheet_forms.base import SheetForm
    from cardnight_desk.services.desk import Desk

# Each game's parts are imported when first asked for (a plain import inside the function that hands them out),
# so that the window opens, and an event opens on its first tab, without loading every game's forms and desks.
AreaFactory = Callable[["Desk", DeskSignals], QWidget]


@dataclass(frozen=True)
class DeskArea:
    """A game's own tab in the open event.

    ``title`` is the tab's title and the area's key (``EventView.areas["Poker"]``); ``area`` builds the area
    from ``(desk, signals)``; ``display`` is the words of a button the Displays area shows to open the game's
    screen for the players (the area opens it with its ``open_display()``), empty when the game has none. Both
    words are English marked for translation in the ``EventView`` context. ``actions`` hands out the action
    codes the game's desk records in the history -> their words (``HistoryWords`` context), for the history
    views.
    """

    title: str
    area: AreaFactory
    display: str = ""
    actions: Callable[[], Mapping[str, str]] = dict


def _rummy_form() -> type[SheetForm]:
    from cardnight_desk.gui.games.rummy.score_form import RummyTableForm

    return RummyTableForm


def _twenty_eight_form() -> type[SheetForm]:
    from cardnight_desk.gui.games.twenty_eight.score_form import TwentyEightForm

    return TwentyEightForm


def _poker_area(desk: Desk, signals: DeskSignals) -> QWidget:
    from cardnight_desk.gui.games.poker.area import PokerArea

    return PokerArea(desk, signals)


def _baccarat_area(desk: Desk, signals: DeskSignals) -> QWidget:
    from cardnight_desk.gui.games.baccarat.area import BaccaratArea

    return BaccaratArea(desk, signals)


def _poker_actions() -> Mapping[str, str]:
    from cardnight_desk.gui.games.poker.history_words import ACTION_WORDS

    return ACTION_WORDS


def _baccarat_actions() -> Mapping[str, str]:
    from cardnight_desk.gui.games.baccarat.history_words import ACTION_WORDS

    return ACTION_WORDS


# game id -> the function handing out the game's own form (its class)
SCORE_FORMS: dict[str, Callable[[], type[SheetForm]]] = {
    "rummy": _rummy_form,
    "28": _twenty_eight_form,
}

DESK_AREAS: dict[str, DeskArea] = {
    "poker": DeskArea(
        QT_TRANSLATE_NOOP("EventView", "Poker"),
        _poker_area,
        display=QT_TRANSLATE_NOOP("EventView", "Open the poker clock"),
        actions=_poker_actions,
    ),
    "baccarat": DeskArea(
        QT_TRANSLATE_NOOP("EventView", "Baccarat"), _baccarat_area, actions=_baccarat_actions
    ),
}


def own_score_form(game_id: str) -> type[SheetForm] | None:
    """The form of the game's own, or ``None`` when its sheet is typed into the form built from its layout."""
    own = SCORE_FORMS.get(game_id)
    return own() if own is not None else None


__all__ = ["DESK_AREAS", "SCORE_FORMS", "AreaFactory", "DeskArea", "own_score_form"]
