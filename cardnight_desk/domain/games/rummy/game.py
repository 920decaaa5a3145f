"""GAMA rummy: players at tables of up to six, out at the target, table winners go on to a final table.

The :class:`~cardnight_desk.domain.games.base.Game` the rest of the desk asks about this game.
"""

from __future__ import annotations

from cardnight_desk.domain.games.base import Entries, Game, SheetKind
from cardnight_desk.domain.games.rummy.settings import SETTINGS
from cardnight_desk.domain.games.rummy.sheets import SHEET_RULES


class RummyGame(Game):
    id = "rummy"
    title = "Rummy (GAMA)"
    ruling_prefix = "RU"
    entries = Entries.PLAYERS
    team_sizes = ()
    team_size_ruling = "EV-3"
    settings = SETTINGS
    sheet_kinds = (
        SheetKind("rummy-table", SHEET_RULES["rummy-table"], "players"),
        SheetKind("rummy-deal", SHEET_RULES["rummy-deal"], "players"),
        SheetKind("rummy-hand", SHEET_RULES["rummy-hand"]),
    )
    table_kinds = ("rummy-table", "rummy-deal")
    standings_order = "Round reached, then finishing position at that table, then total"


GAME = RummyGame()
