"""28 standings: a knockout by the round each team reached, a round robin by matches won then game points.

A match's *figures* for a team are its game points (the match total) and whether it won a finished match.
In a *knockout* the champion comes first, then the final's loser, then the third-place match's winner and
loser, then everyone else by the round they reached (level teams share the place). In a *round robin* teams
rank by matches won, then game points over their finished matches.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import Any

from cardnight_desk.domain.bhukhar_family import shared_places
from cardnight_desk.domain.games.base import StandingsSource, StandingsTable
from cardnight_desk.domain.standings import StandingRow


def figures(result: Mapping[str, Any]) -> list[tuple[str, int, int, int, int]]:
    """``(team, 0, 0, points, won)`` for both teams of a ``28-match`` result (``won`` 1 for the winner of a
    finished match)."""
    totals = result.get("totals")
    if not isinstance(totals, Mapping) or "status" not in result:
        return []
    won = result.get("winner") if result.get("status") == "finished" else None
    return [(name, 0, 0, int(points), int(won == name)) for name, points in totals.items()]


def knockout_standings(
    bracket_json: Mapping[str, Any], names: Mapping[Any, str] | None = None
) -> list[StandingRow]:
    """A knockout's standings from its bracket document (entrants as ``names`` gives them, else as they are
    in the document). Columns: the round reached, matches won."""
    names = names or {}
    rounds = bracket_json["rounds"]
    reached: dict[Any, int] = {}
    won: dict[Any, int] = {}
    for number, matches in enumerate(rounds, start=1):
        for m in matches:
            for entrant in (m["top"], m["bottom"]):
                if entrant is not None:
                    reached[entrant] = max(reached.get(entrant, 0), number)
            if m["winner"] is not None and not m["bye"]:
                won[m["winner"]] = won.get(m["winner"], 0) + 1
    last = rounds[-1] if rounds else []
    final = last[0] if last else None
    third = last[1] if len(last) > 1 else None

    def rank(entrant: Any) -> tuple[int, ...]:
        if final and final["winner"] is not None:
            if entrant == final["winner"]:
                return (99, 4)
            if entrant in (final["top"], final["bottom"]):
                return (99, 3)
        if third and third["winner"] is not None:
            if entrant == third["winner"]:
                return (98, 2)
            if entrant in (third["top"], third["bottom"]):
                return (98, 1)
        return (reached.get(entrant, 0), 0)

    entrants = sorted(reached, key=lambda e: names.get(e, str(e)))
    placed = shared_places(entrants, key=rank)
    return [
        StandingRow(
            place, names.get(e, str(e)), won.get(e, 0), (("reached", reached[e]), ("won", won.get(e, 0)))
        )
        for place, e in placed
    ]


def match_standings(results: Iterable[Mapping[str, Any]], entrants: Iterable[str] = ()) -> list[StandingRow]:
    """A round robin of 28 matches: matches won, then game points; level teams share the place."""
    table: dict[str, list[int]] = {name: [0, 0, 0] for name in entrants}
    for result in results:
        for name, points in result["totals"].items():
            row = table.setdefault(name, [0, 0, 0])
            row[1] += points
            row[2] += 1
            if result.get("winner") == name:
                row[0] += 1
    placed = shared_places(sorted(table), key=lambda n: (table[n][0], table[n][1]))
    return [
        StandingRow(place, n, table[n][2], (("won", table[n][0]), ("points", table[n][1])))
        for place, n in placed
    ]


def standings_table(source: StandingsSource, settings: Mapping[str, Any]) -> StandingsTable:
    """The knockout's standings from its bracket, or the round robin's from the finished matches."""
    if settings.get("format") == "knockout":
        rows = knockout_standings(source.bracket() or {"rounds": []})
        return StandingsTable("team", ("reached", "won"), tuple(rows))
    finished = [r for r in source.results() if r.get("status") == "finished"]
    return StandingsTable("team", ("won", "points"), tuple(match_standings(finished, source.entrants())))
