"""Competition standings from the stored results of confirmed sheets (the result documents of
``score-sheets.md``), plus the byes and judges' penalties the desk knows about.

A *row* is one entrant's line in the standings: its place (shared places repeat: 1, 1, 3), its name, and the
columns its game ranks by. Bhukhar ranks by Master points, then Bonus points, then total game score (BH-8); a
Swiss bye scores the competition's ``bye_master`` setting in Master points. Bukharo ranks by the session total
(BK-6). Penalties outside a Bhukhar sheet (which scores its own, BH-6) come off the entrant's total.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from typing import Any

from cardnight_desk.domain.bhukhar_family import shared_places


def entrant_figures(result: Mapping[str, Any]) -> list[tuple[str, int, int, int, int]]:
    """``(entrant, master, bonus, score, won)`` for each entrant of a stored result: Bhukhar teams, Bukharo
    sides, the two teams of a 28 match (``won`` 1 for the winner of a finished match); empty for other games."""
    if "teams" in result and isinstance(result["teams"], Mapping):  # bhukhar
        return [
            (name, int(t["master"]), int(t["bonus"]), int(t["score"]), int(result.get("winner") == name))
            for name, t in result["teams"].items()
        ]
    if "sides" in result:  # bukharo
        return [
            (name, 0, 0, int(t["score"]), int(result.get("winner") == name))
            for name, t in result["sides"].items()
        ]
    if "totals" in result and "status" in result:  # 28-match
        won = result.get("winner") if result.get("status") == "finished" else None
        return [(name, 0, 0, int(points), int(won == name)) for name, points in result["totals"].items()]
    return []


@dataclass(frozen=True)
class StandingRow:
    place: int
    name: str
    played: int
    columns: tuple[tuple[str, int], ...]  # (column name, value) in ranking order

    def value(self, column: str) -> int:
        return dict(self.columns)[column]

    def to_json(self, name_key: str) -> dict[str, Any]:
        return {"place": self.place, name_key: self.name, **dict(self.columns), "played": self.played}


Totals = Mapping[str, tuple[int, int, int, int]]  # entrant -> (master, bonus, score, games played)


def add_up(results: Iterable[Mapping[str, Any]]) -> dict[str, tuple[int, int, int, int]]:
    """Each entrant's figures (:func:`entrant_figures`) added up over ``results``."""
    totals: dict[str, tuple[int, int, int, int]] = {}
    for result in results:
        for name, master, bonus, score, _ in entrant_figures(result):
            m, b, sc, n = totals.get(name, (0, 0, 0, 0))
            totals[name] = (m + master, b + bonus, sc + score, n + 1)
    return totals


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
    placed = shared_places(sorted(table), key=lambda n: tuple(table[n][:3]))
    return [
        StandingRow(
            place, n, table[n][3], (("master", table[n][0]), ("bonus", table[n][1]), ("score", table[n][2]))
        )
        for place, n in placed
    ]


def total_standings(
    totals: Totals, penalties: Mapping[str, int] | None = None, entrants: Iterable[str] = ()
) -> list[StandingRow]:
    """Session totals (Bukharo, BK-6) from each side's added-up score, penalties taken off."""
    table = {name: [0, 0] for name in entrants} | {name: [t[2], t[3]] for name, t in totals.items()}
    for name, points in (penalties or {}).items():
        table.setdefault(name, [0, 0])[0] -= points
    placed = shared_places(sorted(table), key=lambda n: (table[n][0],))
    return [StandingRow(place, n, table[n][1], (("score", table[n][0]),)) for place, n in placed]


def knockout_standings(bracket_json: Mapping[str, Any], names: Mapping[Any, str]) -> list[StandingRow]:
    """A knockout's standings: the champion first, then the final's loser, the third-place match, and everyone
    else by the round they reached (level teams share the place). Columns: the round reached, matches won."""
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


@dataclass(frozen=True)
class RummyTableResult:
    """One rummy table's ``rummy-table`` result in a round."""

    round: int
    table: str
    result: Mapping[str, Any]


def rummy_standings(tables: Iterable[RummyTableResult], entrants: Iterable[str] = ()) -> list[StandingRow]:
    """Rummy players by how far they got: the round reached, then their finishing position at that round's
    table (the table's ``order``: those still in by total, then the eliminated, the later out first), then the
    total. Columns: the round reached, the position at the table, the total there, and the deal they went out
    after (0 when not eliminated); a player who has not played yet has 0 for all four."""
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
        StandingRow(
            place,
            n,
            best[n][0],
            (
                ("round", best[n][0]),
                ("position", best[n][1]),
                ("total", best[n][2]),
                ("out_after_deal", best[n][3]),
            ),
        )
        for place, n in placed
    ]
