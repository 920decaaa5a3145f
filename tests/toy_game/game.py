"""The duel's :class:`Game`: pairs of players, drawn as a round robin; standings by duels won, then points."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from cardnight_desk.domain.bhukhar_family import shared_places
from cardnight_desk.domain.games.base import (
    Box,
    BoxKind,
    EntrantGrid,
    Entries,
    Game,
    SheetKind,
    SheetLayout,
    StandingsSource,
    StandingsTable,
)
from cardnight_desk.domain.settings import desk_settings
from cardnight_desk.domain.standings import StandingRow
from tests.toy_game.sheets import DuelRules

POINTS_LABEL = "Points won in the duel"


class DuelGame(Game):
    id = "duel"
    title = "High-card duel"
    ruling_prefix = "EV"
    entries = Entries.TEAMS
    team_sizes = (2,)
    settings = desk_settings(0, False)
    sheet_kinds = (SheetKind("duel", DuelRules(), "teams"),)
    table_kinds = ("duel",)
    standings_order = "Duels won, then points"
    exact_sides = 2
    drawn_in_rounds = True

    def draw_method(self, settings: Mapping[str, Any], team_game: bool) -> str | None:
        return "round_robin"

    def entrant_figures(self, result: Mapping[str, Any]) -> list[tuple[str, int, int, int, int]]:
        winner = result.get("winner")
        return [
            (name, int(name == winner), 0, int(entry["points"]), int(name == winner))
            for name, entry in result.get("teams", {}).items()
        ]

    def standings(self, source: StandingsSource, settings: Mapping[str, Any]) -> StandingsTable:
        totals = {name: (0, 0, 0, 0) for name in source.entrants()} | dict(source.totals())
        placed = shared_places(sorted(totals), key=lambda n: (totals[n][0], totals[n][2]))
        rows = tuple(
            StandingRow(place, name, totals[name][3], (("won", totals[name][0]), ("points", totals[name][2])))
            for place, name in placed
        )
        return StandingsTable("team", ("won", "points"), rows)

    def sheet_layout(self, settings: Mapping[str, Any], sides: Sequence[str]) -> SheetLayout:
        return SheetLayout(
            (EntrantGrid("The duel", (Box(POINTS_LABEL, BoxKind.COUNT, "points"),)),),
            ("The player with more points wins the duel.",),
        )


GAME = DuelGame()
