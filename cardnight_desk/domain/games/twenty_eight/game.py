"""GAMA 28 (Irupathiyettu): teams of three, matches of 12 deals, a knockout or a round robin.

The :class:`~cardnight_desk.domain.games.base.Game` the rest of the desk asks about this game.
"""

from __future__ import annotations

from collections.abc import Mapping
from functools import cached_property
from typing import Any

from cardnight_desk.domain.games.base import (
    Entries,
    Game,
    SheetKind,
    SheetParts,
    StandingsSource,
    StandingsTable,
)
from cardnight_desk.domain.games.twenty_eight.settings import SETTINGS


class TwentyEightGame(Game):
    id = "28"
    title = "28 / Irupathiyettu (GAMA)"
    ruling_prefix = "TE"
    entries = Entries.TEAMS
    team_sizes = (3,)
    settings = SETTINGS
    table_kinds = ("28-match",)
    column_titles = {"reached": "Round reached", "won": "Matches won", "points": "Game points"}
    standings_order = "Knockout: the round reached; or matches won, then game points"
    exact_sides = 2
    drawn_in_rounds = True

    @cached_property
    def sheet_kinds(self) -> tuple[SheetKind, ...]:
        from cardnight_desk.domain.games.twenty_eight.description import DESCRIPTION as MATCH
        from cardnight_desk.domain.games.twenty_eight.sheets import SHEET_RULES

        # the match sheet names its teams in the list of teams, as each deal's bidder, the team that declared
        # a cot and the team at fault, and as the winner of the coin toss
        return (SheetKind(MATCH.game, SHEET_RULES[MATCH.game], MATCH.sides, MATCH.name_paths),)

    @cached_property
    def sheet_parts(self) -> SheetParts:
        """The description is the ``28-match`` sheet's; the form's cot is one choice of who declared it and how
        it ended."""
        from cardnight_desk.domain.games.twenty_eight import layout, templates
        from cardnight_desk.domain.games.twenty_eight.description import DESCRIPTION

        return SheetParts(layout.sheet_layout, DESCRIPTION, templates.sheet_template)

    def entrant_figures(self, result: Mapping[str, Any]) -> list[tuple[str, int, int, int, int]]:
        from cardnight_desk.domain.games.twenty_eight.standings import figures

        return figures(result)

    def undecided(self, result: Mapping[str, Any], settings: Mapping[str, Any]) -> str | None:
        from cardnight_desk.domain.games.twenty_eight.standings import undecided

        return undecided(result)

    def standings(self, source: StandingsSource, settings: Mapping[str, Any]) -> StandingsTable | None:
        from cardnight_desk.domain.games.twenty_eight.standings import standings_table

        return standings_table(source, settings)


GAME = TwentyEightGame()
