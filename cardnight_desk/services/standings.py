"""Standings per competition, worked out from the stored results of confirmed sheets on every change.

Each game ranks its own entrants (:meth:`~cardnight_desk.domain.games.base.Game.standings`), reading the
competition's stored results through :class:`~cardnight_desk.services.standings_source.StoredResults`; a game
whose standings are shown in its own view (poker, baccarat) has none here.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from cardnight_desk.domain.games import find_game
from cardnight_desk.domain.standings import StandingRow
from cardnight_desk.services.desk import Desk
from cardnight_desk.services.errors import Refusal
from cardnight_desk.services.events import competition_info, find_competition
from cardnight_desk.services.standings_source import StoredResults


@dataclass(frozen=True)
class Standings:
    competition: str
    game: str
    name_key: str  # "team" or "player"
    columns: tuple[str, ...]
    rows: tuple[StandingRow, ...]
    sheets_counted: int

    def to_json(self) -> dict[str, Any]:
        return {"standings": [row.to_json(self.name_key) for row in self.rows]}


def standings(desk: Desk, competition: str) -> Standings:
    with desk.store.session() as s:
        comp = find_competition(s, competition)
        info = competition_info(comp)
        game = find_game(comp.game)
        source = StoredResults(s, comp, game)
        table = game.standings(source, info.settings)
        if table is None:
            raise Refusal(f"standings for {info.title} are shown in its own view")
        return Standings(
            comp.name, comp.game, table.entrant, table.columns, table.rows, source.sheets_counted()
        )
