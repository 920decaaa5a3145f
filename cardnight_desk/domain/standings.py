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


def bhukhar_standings(
    results: Iterable[Mapping[str, Any]],
    byes: Iterable[str] = (),
    bye_master: int = 2,
    entrants: Iterable[str] = (),
) -> list[StandingRow]:
    """``results``: ``bhukhar`` result documents; ``byes``: one name per bye received (ruling BH-8 order)."""
    totals: dict[str, list[int]] = {name: [0, 0, 0, 0] for name in entrants}
    for result in results:
        for name, team in result["teams"].items():
            t = totals.setdefault(name, [0, 0, 0, 0])
            t[0] += team["master"]
            t[1] += team["bonus"]
            t[2] += team["score"]
            t[3] += 1
    for name in byes:
        totals.setdefault(name, [0, 0, 0, 0])[0] += bye_master
    placed = shared_places(sorted(totals), key=lambda n: tuple(totals[n][:3]))
    return [
        StandingRow(
            place,
            n,
            totals[n][3],
            (("master", totals[n][0]), ("bonus", totals[n][1]), ("score", totals[n][2])),
        )
        for place, n in placed
    ]


def total_standings(
    results: Iterable[Mapping[str, Any]],
    key: str,
    penalties: Mapping[str, int] | None = None,
    entrants: Iterable[str] = (),
) -> list[StandingRow]:
    """Session totals (Bukharo, BK-6): ``result[key][name]["score"]`` added up, penalties taken off."""
    totals: dict[str, list[int]] = {name: [0, 0] for name in entrants}
    for result in results:
        for name, entry in result[key].items():
            t = totals.setdefault(name, [0, 0])
            t[0] += entry["score"]
            t[1] += 1
    for name, points in (penalties or {}).items():
        totals.setdefault(name, [0, 0])[0] -= points
    placed = shared_places(sorted(totals), key=lambda n: (totals[n][0],))
    return [StandingRow(place, n, totals[n][1], (("score", totals[n][0]),)) for place, n in placed]
