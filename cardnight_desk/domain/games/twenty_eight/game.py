"""GAMA 28 (Irupathiyettu): teams of three, matches of 12 deals, a knockout or a round robin.

The :class:`~cardnight_desk.domain.games.base.Game` the rest of the desk asks about this game.
"""

from __future__ import annotations

from cardnight_desk.domain.games.base import Entries, Game, SheetKind
from cardnight_desk.domain.games.twenty_eight.settings import SETTINGS
from cardnight_desk.domain.games.twenty_eight.sheets import SHEET_RULES


class TwentyEightGame(Game):
    id = "28"
    title = "28 / Irupathiyettu (GAMA)"
    ruling_prefix = "TE"
    entries = Entries.TEAMS
    team_sizes = (3,)
    team_size_ruling = "EV-3"
    settings = SETTINGS
    sheet_kinds = (SheetKind("28-match", SHEET_RULES["28-match"], "teams"),)
    table_kinds = ("28-match",)
    standings_order = "Knockout: the round reached; or matches won, then game points"


GAME = TwentyEightGame()
