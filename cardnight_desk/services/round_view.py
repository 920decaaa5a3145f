"""A drawn round as the desk shows and prints it (:class:`RoundView`), made from the round's draw, its field and
its tables' sheet numbers (:func:`cardnight_desk.services.draws.get_round`)."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from cardnight_desk.domain.draws import Draw
from cardnight_desk.domain.games.base import DrawMethod
from cardnight_desk.services.draw_fields import Field


@dataclass(frozen=True)
class SeatView:
    seat: int
    player: str | None
    team: str | None
    side: str | None


@dataclass(frozen=True)
class TableView:
    table: str
    sheet_number: str
    packs: int | None
    entrants: tuple[str, ...]
    seats: tuple[SeatView, ...]


@dataclass(frozen=True)
class RoundView:
    competition: str
    number: int
    seed: int
    method: str
    locked: bool
    final: bool
    tables: tuple[TableView, ...]
    byes: tuple[str, ...]
    warnings: tuple[str, ...] = ()

    def to_json(self) -> dict[str, Any]:
        """The ``cardnight-desk draw`` document of ``resources/docs/command-line.md``."""
        return {
            "round": self.number,
            "seed": self.seed,
            "tables": [
                {
                    "table": t.table,
                    "seats": [{"seat": s.seat, "player": s.player, "team": s.team} for s in t.seats],
                }
                for t in self.tables
            ],
            "byes": list(self.byes),
        }

    def find(self, name: str) -> tuple[TableView, SeatView] | None:
        """Where a player (or team) sits: the desk's "find a player"."""
        wanted = name.casefold().strip()
        for table in self.tables:
            for seat in table.seats:
                if wanted in ((seat.player or "").casefold(), (seat.team or "").casefold()):
                    return table, seat
        return None


def round_view(
    competition: str,
    number: int,
    seed: int,
    stored: Mapping[str, Any] | None,
    locked: bool,
    draw: Draw,
    field: Field,
    labels: Mapping[str, str],
    warnings: tuple[str, ...] = (),
) -> RoundView:
    """The round as the desk shows it: ``stored`` is the round's stored draw (its method), ``draw`` the draw
    read from it, ``field`` who is in it and ``labels`` its tables' sheet numbers by table label."""
    tables = []
    for table in draw.tables:
        seats = tuple(
            SeatView(
                seat.number,
                field.player_names.get(seat.player) if seat.player is not None else None,
                field.names.get(seat.team) if field.team_game and seat.team is not None else None,
                seat.side,
            )
            for seat in table.seats
        )
        entrants = tuple(field.names.get(e, field.player_names.get(e, str(e))) for e in table.entrants)
        tables.append(
            TableView(str(table.number), labels.get(str(table.number), ""), table.packs, entrants, seats)
        )
    byes = tuple(field.names.get(b, str(b)) for b in draw.byes)
    return RoundView(
        competition,
        number,
        seed,
        _method_name((stored or {}).get("method", "")),
        locked,
        draw.final,
        tuple(tables),
        byes,
        warnings,
    )


def _method_name(stored: object) -> str:
    """How the round was drawn, by the method's name now (rounds drawn before it had it keep their own)."""
    return str(DrawMethod.named(stored) or stored)
