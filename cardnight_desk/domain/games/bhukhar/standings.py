"""Bhukhar standings: each team's figures from its confirmed games, ranked by ruling BH-8.

A team's *figures* from one game are its Master points, Bonus points and game score (the result of a
``bhukhar`` sheet, with any judge's penalties already scored by BH-6). The standings add them up per team and
rank by Master points, then Bonus points, then total game score; level teams share the place. A Swiss *bye*
scores the competition's ``bye_master`` setting in Master points and nothing else.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import Any

from cardnight_desk.domain.bhukhar_family import shared_places
from cardnight_desk.domain.games.base import StandingsSource, StandingsTable
from cardnight_desk.domain.standings import StandingRow, Totals

COLUMNS = ("master", "bonus", "score")


def figures(result: Mapping[str, Any]) -> list[tuple[str, int, int, int, int]]:
    """``(team, master, bonus, score, won)`` for both teams of a ``bhukhar`` result."""
    teams = result.get("teams")
    if not isinstance(teams, Mapping):
        return []
    return [
        (name, int(t["master"]), int(t["bonus"]), int(t["score"]), int(result.get("winner") == name))
        for name, t in teams.items()
    ]


def bhukhar_standings(
    totals: Totals, byes: Iterable[str] = (), bye_master: int = 2, entrants: Iterable[str] = ()
) -> list[StandingRow]:
    """Ranked by ruling BH-8 from each team's added-up figures; ``byes`` names one team per bye received, each
    worth ``bye_master`` Master points."""
    table = {name: list(totals.get(name, (0, 0, 0, 0))) for name in entrants} | {
        name: list(t) for name, t in totals.items()
    }
    for name in byes:
        table.setdefault(name, [0, 0, 0, 0])[0] += bye_master
    ranked_by = {name: (t[0], t[1], t[2]) for name, t in table.items()}
    placed = shared_places(sorted(table), key=ranked_by.__getitem__)
    return [
        StandingRow(
            place, n, table[n][3], (("master", table[n][0]), ("bonus", table[n][1]), ("score", table[n][2]))
        )
        for place, n in placed
    ]


def standings_table(source: StandingsSource, settings: Mapping[str, Any]) -> StandingsTable:
    """The league's standings: the confirmed games' figures and the byes (BH-8)."""
    rows = bhukhar_standings(
        source.totals(), source.byes(), int(settings.get("bye_master", 2)), source.entrants()
    )
    return StandingsTable("team", COLUMNS, tuple(rows))
