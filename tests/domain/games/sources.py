"""A StandingsSource made of plain data for the games' standings tests; it notes what the game asked for."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any


@dataclass
class Source:
    teams: bool = False
    names: Sequence[str] = ()
    totals_: Mapping[str, tuple[int, int, int, int]] = field(default_factory=dict)
    byes_: Sequence[str] = ()
    penalties_: Mapping[str, int] = field(default_factory=dict)
    results_: Sequence[Mapping[str, Any]] = ()
    tables: Sequence[tuple[int, str, Mapping[str, Any]]] = ()
    bracket_: Mapping[str, Any] | None = None
    asked: set[str] = field(default_factory=set)

    def _ask(self, what: str, answer: Any) -> Any:
        self.asked.add(what)
        return answer

    def has_teams(self) -> bool:
        return self._ask("has_teams", self.teams)

    def entrants(self) -> Sequence[str]:
        return self._ask("entrants", self.names)

    def totals(self) -> Mapping[str, tuple[int, int, int, int]]:
        return self._ask("totals", self.totals_)

    def byes(self) -> Sequence[str]:
        return self._ask("byes", self.byes_)

    def penalties(self) -> Mapping[str, int]:
        return self._ask("penalties", self.penalties_)

    def results(self) -> Sequence[Mapping[str, Any]]:
        return self._ask("results", self.results_)

    def table_results(self) -> Sequence[tuple[int, str, Mapping[str, Any]]]:
        return self._ask("table_results", self.tables)

    def bracket(self) -> Mapping[str, Any] | None:
        return self._ask("bracket", self.bracket_)
