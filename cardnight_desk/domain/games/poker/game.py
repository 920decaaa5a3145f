"""The GAMA poker freezeout: one tournament, run from its own desk (clock, seats, busts, prizes).

The :class:`~cardnight_desk.domain.games.base.Game` the rest of the desk asks about this game.
"""

from __future__ import annotations

from cardnight_desk.domain.games.base import Entries, Game, SheetKind
from cardnight_desk.domain.games.poker.settings import SETTINGS
from cardnight_desk.domain.games.poker.sheets import SHEET_RULES


class PokerGame(Game):
    id = "poker"
    title = "Poker freezeout (GAMA)"
    ruling_prefix = "PK"
    entries = Entries.PLAYERS
    team_sizes = ()
    team_size_ruling = "EV-3"
    settings = SETTINGS
    sheet_kinds = (
        SheetKind("poker-tournament", SHEET_RULES["poker-tournament"]),
        SheetKind("poker-balance", SHEET_RULES["poker-balance"]),
    )
    table_kinds = ("poker-tournament", "poker-balance")


GAME = PokerGame()
