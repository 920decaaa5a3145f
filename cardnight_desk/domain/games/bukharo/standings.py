"""Bukharo standings: the session total (ruling BK-6).

Each side's *figure* from one game is its game score; a side of players ("Side A") is credited to each player
who sat on it, so the standings list teams when teams are registered and players otherwise. Judges' penalties
given at the desk come off the entrant's total; level entrants share the place.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import Any

from cardnight_desk.domain.bhukhar_family import shared_places
from cardnight_desk.domain.games.base import StandingsSource, StandingsTable
from cardnight_desk.domain.standings import StandingRow, Totals


def figures(result: Mapping[str, Any]) -> list[tuple[str, int, int, int, int]]:
    """``(side, 0, 0, score, won)`` for each side of a ``bukharo`` result."""
    sides = result.get("sides")
    if not isinstance(sides, Mapping):
        return []
    return [(name, 0, 0, int(t["score"]), int(result.get("winner") == name)) for name, t in sides.items()]


def total_standings(
    totals: Totals, penalties: Mapping[str, int] | None = None, entrants: Iterable[str] = ()
) -> list[StandingRow]:
    """Session totals (BK-6) from each entrant's added-up score, penalties taken off."""
    table = {name: [0, 0] for name in entrants} | {name: [t[2], t[3]] for name, t in totals.items()}
    for name, points in (penalties or {}).items():
        table.setdefault(name, [0, 0])[0] -= points
    placed = shared_places(sorted(table), key=lambda n: (table[n][0],))
    return [StandingRow(place, n, table[n][1], (("score", table[n][0]),)) for place, n in placed]


def standings_table(source: StandingsSource, teams: bool) -> StandingsTable:
    """The session's standings, of teams (``teams``) or of players."""
    rows = total_standings(source.totals(), source.penalties(), source.entrants())
    return StandingsTable("team" if teams else "player", ("score",), tuple(rows))
