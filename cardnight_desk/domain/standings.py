"""What every game's standings share: the row, and adding up each entrant's figures.

A *row* is one entrant's line in the standings: its place (shared places repeat: 1, 1, 3), its name, the
games it played and the columns its game ranks by, in ranking order. An entrant *still in* (a knockout's team
that has not lost, a rummy player at a table not decided yet) has no place of its own yet: its row says so, and
its ``place`` is the best place it can still reach, shared with everyone still in for it (all still in for the
title share 1); only entrants out of the running are given places. An entrant's *figures* from one stored
table result are ``(master, bonus, score, won)``, as the game reads them from the result
(:meth:`~cardnight_desk.domain.games.base.Game.entrant_figures`); its *totals* are those added up over its
confirmed results, with the count of results played. How a game ranks its entrants lives in the game's own
package (``domain/games/<game>/standings.py``); places are shared by
:func:`~cardnight_desk.domain.bhukhar_family.shared_places`.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass
from typing import Any

Figures = Callable[[Mapping[str, Any]], list[tuple[str, int, int, int, int]]]
Totals = Mapping[str, tuple[int, int, int, int]]  # entrant -> (master, bonus, score, games played)


@dataclass(frozen=True)
class StandingRow:
    place: int
    name: str
    played: int
    columns: tuple[tuple[str, int], ...]  # (column name, value) in ranking order
    still_in: bool = False  # not placed yet: ``place`` is the best it can still reach

    def value(self, column: str) -> int:
        """The row's figure in ``column`` (a scan of its few columns: asked for every cell a table shows)."""
        for name, figure in self.columns:
            if name == column:
                return figure
        raise KeyError(column)

    def to_json(self, name_key: str) -> dict[str, Any]:
        """The row as ``standings --json`` prints it; a row still in carries ``"still_in": true`` as well."""
        row = {"place": self.place, name_key: self.name, **dict(self.columns), "played": self.played}
        return (row | {"still_in": True}) if self.still_in else row


def add_up(results: Iterable[Mapping[str, Any]], figures: Figures) -> dict[str, tuple[int, int, int, int]]:
    """Each entrant's figures (``figures(result)``: the game's reading of a result) added up over ``results``."""
    totals: dict[str, tuple[int, int, int, int]] = {}
    for result in results:
        for name, master, bonus, score, _ in figures(result):
            m, b, sc, n = totals.get(name, (0, 0, 0, 0))
            totals[name] = (m + master, b + bonus, sc + score, n + 1)
    return totals
