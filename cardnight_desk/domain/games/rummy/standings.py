"""Rummy standings: how far each player got.

A player's *standing* is the latest round they played in, their finishing position at that round's table (the
table's ``order``: those still in by total, then the eliminated, the later out first), their total there and
the deal they went out after (0 when not eliminated). Players rank by round reached, then position, then total;
a player who has not played yet has 0 for all four.

A table is *undecided* while its result names no winner: players are still in and the deals go on (the final
table plays until one player is left, RU-7; a table of an initial round until one is left or its deals are
played, RU-8), or players level on the lowest total play a deciding deal (RU-8). Those who can still win it
are *still in*: they rank above everyone else of their round and share the place, with no position of their
own yet.
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


def contenders(result: Mapping[str, Any]) -> list[str]:
    """The players who can still win an undecided table (those level on the lowest total when a deciding deal is
    due, else those not out); none once the table has a winner."""
    tied = list(result.get("tied") or ())
    if tied:
        return tied
    if result.get("finished") is False:
        out = result.get("eliminated") or {}
        return [name for name in result.get("order", ()) if name not in out]
    return []


def undecided(result: Mapping[str, Any], settings: Mapping[str, Any]) -> str | None:
    """Why a confirmed ``rummy-table`` result has no winner yet, naming who is still in (RU-7, RU-8); None
    when it has one. ``settings``: the table's (its deal limit, none at the final table)."""
    tied = list(result.get("tied") or ())
    if tied:
        return f"{_listed(tied)} are level on the lowest total and play a deciding deal (ruling RU-8)"
    players = contenders(result)
    if not players:
        return None
    limit = settings.get("max_deals")
    until = "one player is left (ruling RU-7)"
    if limit is not None:
        until = f"one player is left or {limit} deals are played (rulings RU-7, RU-8)"
    return f"{_listed(players)} are still in; the table plays on until {until}"


def _listed(names: list[str]) -> str:
    return names[0] if len(names) == 1 else f"{', '.join(names[:-1])} and {names[-1]}"


def rummy_standings(tables: Iterable[RummyTableResult], entrants: Iterable[str] = ()) -> list[StandingRow]:
    """Rummy players by how far they got (see the module's words). Columns: :data:`COLUMNS`."""
    best: dict[str, tuple[int, int, int, int]] = {name: (0, 0, 0, 0) for name in entrants}
    still_in: set[str] = set()
    for t in tables:
        order = list(t.result.get("order", []))
        playing = set(contenders(t.result))
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
                if name in playing:
                    still_in.add(name)
                else:
                    still_in.discard(name)

    def rank(n: str) -> tuple[int, int, int]:
        return (best[n][0], 0, 0) if n in still_in else (best[n][0], -best[n][1], -best[n][2])

    placed = shared_places(sorted(best), key=rank)
    return [
        StandingRow(place, n, best[n][0], tuple(zip(COLUMNS, best[n], strict=True)), n in still_in)
        for place, n in placed
    ]


def standings_table(source: StandingsSource) -> StandingsTable:
    """The players' standings from every confirmed table result, round by round."""
    tables = [RummyTableResult(number, label, result) for number, label, result in source.table_results()]
    return StandingsTable("player", COLUMNS, tuple(rummy_standings(tables, source.entrants())))
