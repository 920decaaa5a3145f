"""Patel's Bukharo: sides of players (or teams of two or three, BK-3), scored by session total.

The :class:`~cardnight_desk.domain.games.base.Game` the rest of the desk asks about this game.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING, Any

from cardnight_desk.domain.games.base import (
    Entries,
    Game,
    PenaltyRules,
    SheetKind,
    StandingsSource,
    StandingsTable,
)
from cardnight_desk.domain.games.bukharo import about
from cardnight_desk.domain.games.bukharo.sheets import SHEET_RULES

if TYPE_CHECKING:
    from cardnight_desk.domain.sheet_layout import SheetLayout


class BukharoGame(Game):
    id = about.ID
    title = about.TITLE
    ruling_prefix = about.RULING_PREFIX
    entries = Entries(about.ENTRIES)
    team_sizes = about.TEAM_SIZES
    team_size_ruling = about.TEAM_SIZE_RULING
    settings = about.SETTINGS
    sheet_kinds = (
        SheetKind("bukharo", SHEET_RULES["bukharo"], "sides", ("sides.{}",)),
        SheetKind("bukharo-session", SHEET_RULES["bukharo-session"]),
    )
    table_kinds = ("bukharo",)
    column_titles = {"score": "Session total"}
    standings_order = "Session total (ruling BK-6)"
    drawn_in_rounds = about.DRAWN_IN_ROUNDS
    # a judge's penalty (EV-4) under any rule number, in fives like every card's points (BK-1); the session
    # totals take it off (BK-6)
    penalties = PenaltyRules(step=5)

    def sheet_layout(self, settings: Mapping[str, Any], sides: Sequence[str]) -> SheetLayout:
        from cardnight_desk.domain.games.bukharo import layout

        return layout.sheet_layout(self.with_defaults(settings), sides)

    def entrant_figures(self, result: Mapping[str, Any]) -> list[tuple[str, int, int, int, int]]:
        from cardnight_desk.domain.games.bukharo.standings import figures

        return figures(result)

    def draw_method(self, settings: Mapping[str, Any], team_game: bool) -> str | None:
        return "round_robin" if team_game else "bukharo"  # teams meet each other; else tables of sides

    def standings(self, source: StandingsSource, settings: Mapping[str, Any]) -> StandingsTable | None:
        from cardnight_desk.domain.games.bukharo.standings import standings_table

        return standings_table(source, self.team_game(source.has_teams()))

    def sheet_template(self, kind_id: str) -> dict[str, Any]:
        from cardnight_desk.domain.games.bukharo import templates

        return templates.sheet_template(kind_id)


GAME = BukharoGame()
