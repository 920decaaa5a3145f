"""Patel's Bukharo: sides of players (or teams of two or three, BK-3), scored by session total.

The :class:`~cardnight_desk.domain.games.base.Game` the rest of the desk asks about this game.
"""

from __future__ import annotations

from collections.abc import Mapping
from functools import cached_property, partial
from typing import Any

from cardnight_desk.domain.games.base import (
    DrawMethod,
    Entries,
    Game,
    PenaltyRules,
    SheetKind,
    SheetParts,
    StandingsSource,
    StandingsTable,
)
from cardnight_desk.domain.games.bukharo.settings import SETTINGS


class BukharoGame(Game):
    id = "bukharo"
    title = "Bukharo (Patel)"
    ruling_prefix = "BK"
    entries = Entries.EITHER
    team_sizes = (2, 3)
    team_size_ruling = "BK-3"
    settings = SETTINGS
    table_kinds = ("bukharo",)
    column_titles = {"score": "Session total"}
    standings_order = "Session total (ruling BK-6)"
    drawn_in_rounds = True
    # a judge's penalty (EV-4) under any rule number, in fives like every card's points (BK-1); the session
    # totals take it off (BK-6)
    penalties = PenaltyRules(step=5)

    @cached_property
    def sheet_kinds(self) -> tuple[SheetKind, ...]:
        from cardnight_desk.domain.games.bukharo.sheets import SHEET_RULES

        return (
            SheetKind("bukharo", SHEET_RULES["bukharo"], "sides", ("sides.{}",)),
            SheetKind("bukharo-session", SHEET_RULES["bukharo-session"]),
        )

    @cached_property
    def sheet_parts(self) -> SheetParts:
        from cardnight_desk.domain.bhukhar_family import sheet_template
        from cardnight_desk.domain.games.bukharo import layout
        from cardnight_desk.domain.games.bukharo.description import DESCRIPTION

        return SheetParts(layout.sheet_layout, DESCRIPTION, partial(sheet_template, DESCRIPTION))

    def entrant_figures(self, result: Mapping[str, Any]) -> list[tuple[str, int, int, int, int]]:
        from cardnight_desk.domain.games.bukharo.standings import figures

        return figures(result)

    def draw_method(self, settings: Mapping[str, Any], team_game: bool) -> DrawMethod | None:
        # teams meet each other; players are dealt to tables of sides (BK-3)
        return DrawMethod.ROUND_ROBIN if team_game else DrawMethod.SIDE_TABLES

    def standings(self, source: StandingsSource, settings: Mapping[str, Any]) -> StandingsTable | None:
        from cardnight_desk.domain.games.bukharo.standings import standings_table

        return standings_table(source, self.team_game(source.has_teams()))


GAME = BukharoGame()
