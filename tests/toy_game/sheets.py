"""The ``duel`` sheet: ``{"game": "duel", "teams": {PAIR: {"points": N}, PAIR: {"points": N}}}``."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from cardnight_desk.domain.errors import SheetError, SheetInvalid


@dataclass(frozen=True)
class DuelResult:
    points: dict[str, int]
    winner: str | None

    def to_json(self) -> dict[str, Any]:
        return {"teams": {n: {"points": p} for n, p in self.points.items()}, "winner": self.winner}


class DuelRules:
    def validate(self, sheet: Mapping[str, Any]) -> list[SheetError]:
        players = sheet.get("teams")
        if not isinstance(players, Mapping) or len(players) != 2:
            return [SheetError("teams", "a duel has exactly two pairs")]
        errors = []
        for name, entry in players.items():
            points = entry.get("points") if isinstance(entry, Mapping) else None
            if isinstance(points, bool) or not isinstance(points, int) or not 0 <= points <= 100:
                errors.append(SheetError(f"teams.{name}.points", "points are a whole number from 0 to 100"))
        return errors

    def score(self, sheet: Mapping[str, Any]) -> DuelResult:
        errors = self.validate(sheet)
        if errors:
            raise SheetInvalid(errors)
        points = {name: int(entry["points"]) for name, entry in sheet["teams"].items()}
        (a, pa), (b, pb) = points.items()
        return DuelResult(points, a if pa > pb else b if pb > pa else None)
