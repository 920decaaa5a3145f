"""Rummy standings: how far each player got.

A player's *standing* is the latest round they played in, their finishing position at that round's table (the
table's ``order``: those still in by total, then the eliminated, the later out first), their total there and
the deal they went out after (0 when not eliminated). Players rank by round reached, then position, then total;
a player who has not played yet has 0 for all four.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from typing import Any

from cardnight_desk.domain.bhukhar_family import shared_places
from cardnight_desk.domain.games.base import StandingsSource, StandingsTable
from cardnight_desk.domain.standings import StandingRow

COLUMNS = ("round", "position", "total", "out_after_deal")


@dataclass(frozen=True)
class RummyTableResult:
    """One rummy table's ``rummy-table`` result in a round."""

    round: int
    table: str
    result: Mapping[str, Any]


def rummy_standings(tables: Iterable[RummyTableResult], entrants: Iterable[str] = ()) -> list[StandingRow]:
    """Rummy players by how far they got (see the module's words). Columns: :data:`COLUMNS`."""
    best: dict[str, tuple[int, int, int, int]] = {name: (0, 0, 0, 0) for name in entrants}
    for t in tables:
        order = list(t.result.get("order", []))
        for name in order:
            position = order.index(name) + 1
            row = (
                t.round,
                position,
                int(t.result["totals"].get(name, 0)),
                int(t.result.get("eliminated", {}).get(name, 0)),
            )
            if name not in best or row[0] >= best[name][0]:
                best[name] = row
    placed = shared_places(sorted(best), key=lambda n: (best[n][0], -best[n][1], -best[n][2]))
    return [
        StandingRow(place, n, best[n][0], tuple(zip(COLUMNS, best[n], strict=True))) for place, n in placed
    ]


def standings_table(source: StandingsSource) -> StandingsTable:
    """The players' standings from every confirmed table result, round by round."""
    tables = [RummyTableResult(number, label, result) for number, label, result in source.table_results()]
    return StandingsTable("player", COLUMNS, tuple(rummy_standings(tables, source.entrants())))
