"""GAMA 28 (Irupathiyettu): teams of three, matches of 12 deals, a knockout or a round robin.

The :class:`~cardnight_desk.domain.games.base.Game` the rest of the desk asks about this game.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from functools import cached_property
from typing import TYPE_CHECKING, Any

from cardnight_desk.domain.games.base import (
    Entries,
    Game,
    SheetKind,
    StandingsSource,
    StandingsTable,
)
from cardnight_desk.domain.games.twenty_eight.settings import SETTINGS

if TYPE_CHECKING:
    from cardnight_desk.domain.sheet_description import SheetDescription
    from cardnight_desk.domain.sheet_layout import SheetLayout


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

    def sheet_description(self) -> SheetDescription:
        """The ``28-match`` sheet's; the form's cot is one choice of who declared it and how it ended."""
        from cardnight_desk.domain.games.twenty_eight.description import DESCRIPTION

        return DESCRIPTION

    def sheet_layout(self, settings: Mapping[str, Any], sides: Sequence[str]) -> SheetLayout:
        from cardnight_desk.domain.games.twenty_eight import layout

        return layout.sheet_layout(self.with_defaults(settings), sides)

    def entrant_figures(self, result: Mapping[str, Any]) -> list[tuple[str, int, int, int, int]]:
        from cardnight_desk.domain.games.twenty_eight.standings import figures

        return figures(result)

    def undecided(self, result: Mapping[str, Any], settings: Mapping[str, Any]) -> str | None:
        from cardnight_desk.domain.games.twenty_eight.standings import undecided

        return undecided(result)

    def standings(self, source: StandingsSource, settings: Mapping[str, Any]) -> StandingsTable | None:
        from cardnight_desk.domain.games.twenty_eight.standings import standings_table

        return standings_table(source, settings)

    def sheet_template(self, kind_id: str) -> dict[str, Any]:
        from cardnight_desk.domain.games.twenty_eight import templates

        return templates.sheet_template(kind_id)


GAME = TwentyEightGame()
