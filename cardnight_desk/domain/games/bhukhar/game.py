"""OAUK Bhukhar: a league of teams of three, two teams a table, scored in Master and Bonus points.

The :class:`~cardnight_desk.domain.games.base.Game` the rest of the desk asks about this game.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from functools import cached_property, partial
from typing import Any

from cardnight_desk.domain.games.base import (
    DrawMethod,
    Entries,
    Game,
    PenaltyRules,
    PenaltySentence,
    Progress,
    SheetKind,
    SheetParts,
    SheetPenalty,
    StandingsSource,
    StandingsTable,
    TableFacts,
)
from cardnight_desk.domain.games.bhukhar.penalties import MAX_PENALTY, PENALTY_RULE_WORDS, PENALTY_RULES
from cardnight_desk.domain.games.bhukhar.settings import SETTINGS


class BhukharGame(Game):
    id = "bhukhar"
    title = "Bhukhar (OAUK)"
    ruling_prefix = "BH"
    entries = Entries.TEAMS
    team_sizes = (3,)
    settings = SETTINGS
    table_kinds = ("bhukhar",)
    column_titles = {"master": "Master points", "bonus": "Bonus points", "score": "Game score"}
    standings_order = (
        "Master points, then Bonus points, then total game score; level teams share the place (ruling BH-8)"
    )
    exact_sides = 2
    drawn_in_rounds = True
    penalties = PenaltyRules(  # rule 19
        PENALTY_RULES, step=5, most=MAX_PENALTY, ruling="BH-6", words=PENALTY_RULE_WORDS
    )

    @cached_property
    def sheet_kinds(self) -> tuple[SheetKind, ...]:
        from cardnight_desk.domain.games.bhukhar.sheets import SHEET_RULES

        return (
            SheetKind("bhukhar", SHEET_RULES["bhukhar"], "teams", ("teams.{}", "penalties.*.team")),
            SheetKind("bhukhar-competition", SHEET_RULES["bhukhar-competition"]),
        )

    @cached_property
    def sheet_parts(self) -> SheetParts:
        from cardnight_desk.domain.bhukhar_family import sheet_template
        from cardnight_desk.domain.games.bhukhar import layout
        from cardnight_desk.domain.games.bhukhar.description import DESCRIPTION

        return SheetParts(layout.sheet_layout, DESCRIPTION, partial(sheet_template, DESCRIPTION))

    def table_sheet(self, sheet: Mapping[str, Any], settings: Mapping[str, Any], table: TableFacts) -> dict:
        from cardnight_desk.domain.games.bhukhar import table_rules

        return table_rules.table_sheet(sheet, settings, table)

    def sheet_penalties(self, sheet: Mapping[str, Any]) -> list[SheetPenalty]:
        from cardnight_desk.domain.games.bhukhar import table_rules

        return table_rules.sheet_penalties(sheet)

    def entrant_figures(self, result: Mapping[str, Any]) -> list[tuple[str, int, int, int, int]]:
        from cardnight_desk.domain.games.bhukhar.standings import figures

        return figures(result)

    def standings(self, source: StandingsSource, settings: Mapping[str, Any]) -> StandingsTable | None:
        from cardnight_desk.domain.games.bhukhar.standings import standings_table

        return standings_table(source, settings)

    def penalty_sentence(
        self, points: int, offender: str, opponents: Sequence[str], rule: str, settings: Mapping[str, Any]
    ) -> PenaltySentence:
        """Who gets a penalty's points under the ``penalty_mode`` setting (ruling BH-6): "50 points to Preston
        Kings, the opponents of Leicester Lions — rule 19.3, BH-6", or "50 points off Leicester Lions — ..."."""
        from cardnight_desk.domain.games.bhukhar.scoring import PenaltyMode

        said = super().penalty_sentence(points, offender, opponents, rule, settings)  # off the offender, BH-6
        if self.with_defaults(settings)["penalty_mode"] == PenaltyMode.DEDUCT_OFFENDER:
            return said
        return said.given_to(opponents)

    def finished(self, progress: Progress, settings: Mapping[str, Any]) -> bool:
        """A Swiss league once its planned rounds are complete (none planned: when the organiser closes it);
        a round robin once every round is."""
        values = self.with_defaults(settings)
        if values["format"] == DrawMethod.SWISS:
            return values["rounds"] is not None and progress.rounds_complete >= values["rounds"]
        return super().finished(progress, values)


GAME = BhukharGame()
