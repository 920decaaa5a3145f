"""GAMA rummy: players at tables of up to six, out at the target, table winners go on to a final table.

The :class:`~cardnight_desk.domain.games.base.Game` the rest of the desk asks about this game.
"""

from __future__ import annotations

from collections.abc import Mapping
from functools import cached_property
from typing import Any

from cardnight_desk.domain.errors import SheetError
from cardnight_desk.domain.games.base import (
    DrawMethod,
    Entries,
    Game,
    SheetKind,
    SheetParts,
    StandingsSource,
    StandingsTable,
    TableFacts,
)
from cardnight_desk.domain.games.rummy.settings import SETTINGS


class RummyGame(Game):
    id = "rummy"
    title = "Rummy (GAMA)"
    ruling_prefix = "RU"
    entries = Entries.PLAYERS
    settings = SETTINGS
    table_kinds = ("rummy-table", "rummy-deal")
    column_titles = {
        "round": "Round reached",
        "position": "Place at table",
        "total": "Total points",
        "out_after_deal": "Out after deal",
    }
    standings_order = "Round reached, then finishing position at that table, then total"
    drawn_in_rounds = True

    @cached_property
    def sheet_kinds(self) -> tuple[SheetKind, ...]:
        from cardnight_desk.domain.games.rummy.description import DESCRIPTION
        from cardnight_desk.domain.games.rummy.sheets import SHEET_RULES

        table = DESCRIPTION
        return (
            SheetKind(table.game, SHEET_RULES[table.game], table.sides, table.name_paths),
            SheetKind("rummy-deal", SHEET_RULES["rummy-deal"], "players", ("players.{}",)),
            SheetKind("rummy-hand", SHEET_RULES["rummy-hand"]),
        )

    @cached_property
    def sheet_parts(self) -> SheetParts:
        """The description is the ``rummy-table`` sheet's (the sheet a table hands in); its deals' codes are the
        form's own."""
        from cardnight_desk.domain.games.rummy import layout, templates
        from cardnight_desk.domain.games.rummy.description import DESCRIPTION

        return SheetParts(layout.sheet_layout, DESCRIPTION, templates.sheet_template)

    @cached_property
    def _kinds(self) -> dict[str, SheetKind]:
        return {kind.id: kind for kind in self.sheet_kinds}

    def sheet_kind(self, kind: str) -> SheetKind | None:
        return self._kinds.get(kind)  # asked once per hand sheet scored: one look-up

    def round_settings(self, settings: Mapping[str, Any], final: bool) -> dict[str, Any]:
        """The final table plays to the final target with no deal limit (RU-7, RU-8)."""
        if not final:
            return dict(settings)
        target = self.with_defaults(settings)["final_target"]
        return {**settings, "target": target, "max_deals": None}

    def table_sheet(self, sheet: Mapping[str, Any], settings: Mapping[str, Any], table: TableFacts) -> dict:
        from cardnight_desk.domain.games.rummy import table_rules

        return table_rules.table_sheet(sheet, settings, table)

    def table_checks(
        self, sheet: Mapping[str, Any], settings: Mapping[str, Any], table: TableFacts
    ) -> list[SheetError]:
        from cardnight_desk.domain.games.rummy import table_rules

        return table_rules.table_checks(sheet, self.round_settings(settings, table.final), table)

    def undecided(self, result: Mapping[str, Any], settings: Mapping[str, Any]) -> str | None:
        from cardnight_desk.domain.games.rummy.standings import undecided

        return undecided(result, settings)

    def draw_method(self, settings: Mapping[str, Any], team_game: bool) -> DrawMethod | None:
        return DrawMethod.ELIMINATION_TABLES  # tables down to the final table (RU-9)

    def standings(self, source: StandingsSource, settings: Mapping[str, Any]) -> StandingsTable | None:
        from cardnight_desk.domain.games.rummy.standings import standings_table

        return standings_table(source)


GAME = RummyGame()
